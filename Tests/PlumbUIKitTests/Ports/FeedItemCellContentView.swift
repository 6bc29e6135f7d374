import PlumbUIKit

// A feed / inbox cell's content view: avatar and a vertical stack of labels in a horizontal
// stack, with a timestamp pinned to the top trailing corner. The timestamp never truncates
// (hugging and compression resistance required); the author's name gives way first.
// The cells are sized the way a table view sizes self-sizing cells: systemLayoutSizeFitting
// with a required width and a fitting-size-level height, then placed by frame.

final class FeedItemCellContentView: UIView {

    private enum Metrics {
        static let avatarSize: CGFloat = 44
        static let separatorHeight: CGFloat = 0.5
    }

    lazy var avatarImageView: UIImageView = {
        let imageView = UIImageView(image: UIImage(systemName: "person.circle.fill"))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.tintColor = .systemGray5
        imageView.layer.cornerRadius = Metrics.avatarSize / 2
        return imageView
    }()

    lazy var authorLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 16, weight: .semibold)
        label.textColor = .label
        label.lineBreakMode = .byTruncatingTail
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return label
    }()

    lazy var subjectLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 15, weight: .regular)
        label.textColor = .label
        label.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
        return label
    }()

    lazy var excerptLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 15, weight: .regular)
        label.textColor = .secondaryLabel
        label.numberOfLines = 2
        return label
    }()

    lazy var timestampLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.systemFont(ofSize: 14, weight: .regular)
        label.textColor = .secondaryLabel
        label.setContentHuggingPriority(.required, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        return label
    }()

    private lazy var textStackView: UIStackView = {
        let stackView = UIStackView(arrangedSubviews: [authorLabel, subjectLabel, excerptLabel])
        stackView.axis = .vertical
        stackView.spacing = 2
        stackView.setCustomSpacing(4, after: subjectLabel)
        return stackView
    }()

    private lazy var contentStackView: UIStackView = {
        let stackView = UIStackView(arrangedSubviews: [avatarImageView, textStackView])
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .horizontal
        stackView.alignment = .top
        stackView.spacing = 12
        return stackView
    }()

    private lazy var separatorView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .systemGray5
        return view
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        preservesSuperviewLayoutMargins = false
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)

        addSubview(contentStackView)
        addSubview(timestampLabel)
        addSubview(separatorView)

        NSLayoutConstraint.activate([
            avatarImageView.widthAnchor.constraint(equalToConstant: Metrics.avatarSize),
            avatarImageView.heightAnchor.constraint(equalToConstant: Metrics.avatarSize),

            contentStackView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            contentStackView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            contentStackView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            contentStackView.trailingAnchor.constraint(equalTo: timestampLabel.leadingAnchor, constant: -8),

            timestampLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            timestampLabel.firstBaselineAnchor.constraint(equalTo: authorLabel.firstBaselineAnchor),
            timestampLabel.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor, constant: 0),

            separatorView.leadingAnchor.constraint(equalTo: textStackView.leadingAnchor),
            separatorView.trailingAnchor.constraint(equalTo: trailingAnchor),
            separatorView.bottomAnchor.constraint(equalTo: bottomAnchor),
            separatorView.heightAnchor.constraint(equalToConstant: Metrics.separatorHeight),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(author: String, subject: String, excerpt: String, timestamp: String) {
        authorLabel.text = author
        subjectLabel.text = subject
        excerptLabel.text = excerpt
        timestampLabel.text = timestamp
    }
}

@MainActor
func makeFeedList() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.backgroundColor = .systemBackground

    let items: [(String, String, String, String)] = [
        ("Maria Fernanda Gonçalves da Silva Pereira", "Lunch on Friday?", "There is a new ramen place near the station, they open at noon and the queue is short before twelve.", "9:41 AM"),
        ("Build Bot", "Nightly build #1482 passed", "All 2,317 tests passed in 14 minutes.", "Yesterday"),
        ("Kim", "Photos", "", "Tuesday"),
    ]

    var y: CGFloat = 0
    for item in items {
        let cell = FeedItemCellContentView(frame: .zero)
        cell.configure(author: item.0, subject: item.1, excerpt: item.2, timestamp: item.3)
        let fitting = cell.systemLayoutSizeFitting(
            CGSize(width: root.bounds.width, height: 0),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        )
        cell.frame = CGRect(x: 0, y: y, width: root.bounds.width, height: fitting.height)
        cell.autoresizingMask = [.flexibleWidth]
        root.addSubview(cell)
        y += fitting.height
    }
    return root
}
