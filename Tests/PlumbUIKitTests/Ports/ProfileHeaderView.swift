import PlumbUIKit

// Profile header in the style of social apps' account screens: a cover strip, a round avatar
// overlapping it, display name and handle, a follow button and a multi-line bio.
// The avatar is made round in layoutSubviews, once Auto Layout has given it its size.

final class ProfileHeaderView: UIView {

    private enum Metrics {
        static let coverHeight: CGFloat = 120
        static let avatarSize: CGFloat = 88
        static let followButtonHeight: CGFloat = 34
    }

    lazy var coverImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.image = UIImage(named: "profile-cover")
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.backgroundColor = .systemGray5
        return imageView
    }()

    lazy var avatarImageView: UIImageView = {
        let imageView = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.tintColor = .secondaryLabel
        imageView.backgroundColor = .systemBackground
        return imageView
    }()

    lazy var nameLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 22, weight: .bold)
        label.textColor = .label
        label.numberOfLines = 1
        label.lineBreakMode = .byTruncatingTail
        return label
    }()

    lazy var handleLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 15, weight: .regular)
        label.textColor = .secondaryLabel
        return label
    }()

    private lazy var nameStackView: UIStackView = {
        let stackView = UIStackView(arrangedSubviews: [nameLabel, handleLabel])
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.alignment = .leading
        // Spacing measured from the name's baseline to the handle's baseline.
        stackView.isBaselineRelativeArrangement = true
        stackView.spacing = 22
        return stackView
    }()

    lazy var followButton: UIButton = {
        let button = UIButton()
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Follow", for: .normal)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        button.backgroundColor = .systemBlue
        button.tintColor = .white
        button.layer.cornerRadius = Metrics.followButtonHeight / 2
        button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 18, bottom: 6, right: 18)
        button.setContentHuggingPriority(.required, for: .horizontal)
        button.setContentCompressionResistancePriority(.required, for: .horizontal)
        return button
    }()

    lazy var bioLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.textColor = .label
        label.numberOfLines = 0
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
        setupHierarchy()
        setupConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupHierarchy() {
        addSubview(avatarImageView)
        addSubview(nameStackView)
        addSubview(followButton)
        addSubview(bioLabel)
        // The cover goes behind everything, the avatar overlaps its bottom edge.
        insertSubview(coverImageView, at: 0)
    }

    private func setupConstraints() {
        NSLayoutConstraint.activate([
            coverImageView.topAnchor.constraint(equalTo: topAnchor),
            coverImageView.leadingAnchor.constraint(equalTo: leadingAnchor),
            coverImageView.trailingAnchor.constraint(equalTo: trailingAnchor),
            coverImageView.heightAnchor.constraint(equalToConstant: Metrics.coverHeight),

            avatarImageView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatarImageView.centerYAnchor.constraint(equalTo: coverImageView.bottomAnchor),
            avatarImageView.widthAnchor.constraint(equalToConstant: Metrics.avatarSize),
            avatarImageView.heightAnchor.constraint(equalTo: avatarImageView.widthAnchor),

            followButton.topAnchor.constraint(equalToSystemSpacingBelow: coverImageView.bottomAnchor, multiplier: 1.5),
            followButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            followButton.leadingAnchor.constraint(greaterThanOrEqualTo: avatarImageView.trailingAnchor, constant: 8),
            followButton.heightAnchor.constraint(equalToConstant: Metrics.followButtonHeight),

            nameStackView.topAnchor.constraint(equalToSystemSpacingBelow: avatarImageView.bottomAnchor, multiplier: 1.5),
            nameStackView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            nameStackView.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor, constant: 0),

            bioLabel.topAnchor.constraint(equalToSystemSpacingBelow: nameStackView.bottomAnchor, multiplier: 1),
            bioLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            bioLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatarImageView.layer.cornerRadius = avatarImageView.bounds.width / 2
    }

    func configure(name: String, handle: String, bio: String) {
        nameLabel.text = name
        handleLabel.text = handle
        bioLabel.text = bio
    }
}

@MainActor
func makeProfileHeader() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.backgroundColor = .systemBackground

    let header = ProfileHeaderView(frame: .zero)
    header.translatesAutoresizingMaskIntoConstraints = false
    header.configure(
        name: "Jane Appleseed",
        handle: "@jane@mastodon.social",
        bio: "iOS engineer. Writes about Auto Layout, typography and trains. Opinions are my own; the constraints are not."
    )
    root.addSubview(header)

    NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    return root
}
