import PlumbUIKit

// An expandable notice banner (the "Show more" kind at the top of a feed or a settings page).
// Its height is one stored constraint whose constant is set in updateConstraints(); changing
// isExpanded only records the state and calls setNeedsUpdateConstraints(), the classic UIKit
// pattern for batching constraint changes until the next layout pass.

final class CollapsibleNoticeView: UIView {

    private enum Metrics {
        static let collapsedHeight: CGFloat = 56
        static let expandedHeight: CGFloat = 148
        static let iconSize: CGFloat = 24
    }

    var isExpanded = false {
        didSet {
            guard isExpanded != oldValue else { return }
            detailLabel.isHidden = !isExpanded
            toggleButton.setTitle(isExpanded ? "Show less" : "Show more", for: .normal)
            setNeedsUpdateConstraints()
        }
    }

    private lazy var heightConstraint: NSLayoutConstraint = {
        let constraint = self.heightAnchor.constraint(equalToConstant: Metrics.collapsedHeight)
        constraint.identifier = "notice-height"
        return constraint
    }()

    lazy var iconImageView: UIImageView = {
        let imageView = UIImageView(image: UIImage(systemName: "info.circle.fill"))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .systemBlue
        return imageView
    }()

    lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        label.textColor = .label
        label.lineBreakMode = .byTruncatingTail
        return label
    }()

    lazy var detailLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.systemFont(ofSize: 14, weight: .regular)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        label.isHidden = true
        return label
    }()

    lazy var toggleButton: UIButton = {
        let button = UIButton()
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Show more", for: .normal)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 14, weight: .semibold)
        button.tintColor = .systemBlue
        button.setContentHuggingPriority(.required, for: .horizontal)
        button.setContentCompressionResistancePriority(.required, for: .horizontal)
        return button
    }()

    init(title: String, detail: String) {
        super.init(frame: .zero)
        backgroundColor = UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
        layer.cornerRadius = 12
        clipsToBounds = true
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 12, bottom: 12, trailing: 12)
        titleLabel.text = title
        detailLabel.text = detail

        addSubview(iconImageView)
        addSubview(titleLabel)
        addSubview(toggleButton)
        addSubview(detailLabel)

        NSLayoutConstraint.activate([
            heightConstraint,

            iconImageView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            iconImageView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            iconImageView.widthAnchor.constraint(equalToConstant: Metrics.iconSize),
            iconImageView.heightAnchor.constraint(equalToConstant: Metrics.iconSize),

            titleLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: iconImageView.trailingAnchor, multiplier: 1),
            titleLabel.centerYAnchor.constraint(equalTo: iconImageView.centerYAnchor),

            toggleButton.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            toggleButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            toggleButton.centerYAnchor.constraint(equalTo: iconImageView.centerYAnchor),

            detailLabel.topAnchor.constraint(equalToSystemSpacingBelow: iconImageView.bottomAnchor, multiplier: 1),
            detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            detailLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
        setNeedsUpdateConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func updateConstraints() {
        heightConstraint.constant = isExpanded ? Metrics.expandedHeight : Metrics.collapsedHeight
        super.updateConstraints()
    }
}

@MainActor
func makeCollapsibleNotice() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.backgroundColor = .systemBackground

    let notice = CollapsibleNoticeView(
        title: "Scheduled maintenance on Sunday",
        detail: "Syncing will be paused between 02:00 and 04:00 UTC. Changes you make during that time are kept on this device and uploaded as soon as the service is back."
    )
    notice.translatesAutoresizingMaskIntoConstraints = false

    let contentLabel = UILabel()
    contentLabel.translatesAutoresizingMaskIntoConstraints = false
    contentLabel.text = "Recent activity"
    contentLabel.font = UIFont.preferredFont(forTextStyle: .headline)

    root.addSubview(notice)
    root.addSubview(contentLabel)
    NSLayoutConstraint.activate([
        notice.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 12),
        notice.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        notice.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),

        contentLabel.topAnchor.constraint(equalTo: notice.bottomAnchor, constant: 20),
        contentLabel.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
    ])

    // Collapsed first; expanding only flags the constraints for update. The constant changes
    // during the next updateConstraintsIfNeeded() / layoutIfNeeded() pass.
    root.layoutIfNeeded()
    notice.isExpanded = true
    notice.updateConstraintsIfNeeded()
    return root
}
