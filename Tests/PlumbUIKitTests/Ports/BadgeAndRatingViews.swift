import PlumbUIKit

// Two small custom controls that report their own size through intrinsicContentSize, as shop and
// review apps write them: a pill-shaped tag badge (label size + padding) and a star rating view
// (star count × star size + spacing). Both call invalidateIntrinsicContentSize() when what they
// show changes, and lay out their own subviews by frame.

final class TagBadgeView: UIView {

    var text: String? {
        didSet {
            titleLabel.text = text
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    var contentInsets = UIEdgeInsets(top: 3, left: 8, bottom: 3, right: 8) {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    private lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 12, weight: .semibold)
        label.textColor = .white
        label.textAlignment = .center
        return label
    }()

    init(text: String, color: UIColor) {
        super.init(frame: .zero)
        backgroundColor = color
        clipsToBounds = true
        addSubview(titleLabel)
        self.text = text
        titleLabel.text = text   // didSet does not run for assignments in the class's own init
        setContentHuggingPriority(.required, for: .horizontal)
        setContentCompressionResistancePriority(.required, for: .horizontal)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
        let labelSize = titleLabel.sizeThatFits(unbounded)
        return CGSize(
            width: labelSize.width.rounded(.up) + contentInsets.left + contentInsets.right,
            height: labelSize.height.rounded(.up) + contentInsets.top + contentInsets.bottom)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.bounds = CGRect(
            x: 0,
            y: 0,
            width: bounds.width - contentInsets.left - contentInsets.right,
            height: bounds.height - contentInsets.top - contentInsets.bottom)
        titleLabel.center = CGPoint(
            x: contentInsets.left + titleLabel.bounds.width / 2,
            y: contentInsets.top + titleLabel.bounds.height / 2)
        layer.cornerRadius = bounds.height / 2
    }
}

final class StarRatingView: UIView {

    var maximumRating: Int = 5 {
        didSet {
            rebuildStars()
            invalidateIntrinsicContentSize()
        }
    }

    var rating: Int = 0 {
        didSet { updateStarImages() }
    }

    var starSize: CGFloat = 18 {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    var starSpacing: CGFloat = 4 {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    private var starImageViews: [UIImageView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        tintColor = UIColor(red: 1, green: 0.62, blue: 0.04, alpha: 1)
        rebuildStars()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        let count = CGFloat(maximumRating)
        return CGSize(width: count * starSize + max(count - 1, 0) * starSpacing, height: starSize)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let originY = ((bounds.height - starSize) / 2).rounded()
        for (index, starView) in starImageViews.enumerated() {
            let offset = CGFloat(index) * (starSize + starSpacing)
            let originX = isRightToLeft ? bounds.width - offset - starSize : offset
            starView.frame = CGRect(x: originX, y: originY, width: starSize, height: starSize)
        }
    }

    private func rebuildStars() {
        starImageViews.forEach { $0.removeFromSuperview() }
        starImageViews = (0..<max(maximumRating, 0)).map { _ in
            let imageView = UIImageView()
            imageView.contentMode = .scaleAspectFit
            addSubview(imageView)
            return imageView
        }
        updateStarImages()
        setNeedsLayout()
    }

    private func updateStarImages() {
        for (index, starView) in starImageViews.enumerated() {
            starView.image = UIImage(systemName: index < rating ? "star.fill" : "star")
        }
    }
}

@MainActor
func makeProductBadgesAndRatings() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.backgroundColor = .systemBackground

    let nameLabel = UILabel()
    nameLabel.text = "Noise-cancelling headphones"
    nameLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
    nameLabel.lineBreakMode = .byTruncatingTail
    nameLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)

    let badge = TagBadgeView(text: "NEW", color: .systemBlue)
    let ratingView = StarRatingView(frame: .zero)
    ratingView.rating = 4

    let rowStackView = UIStackView(arrangedSubviews: [nameLabel, badge, ratingView])
    rowStackView.translatesAutoresizingMaskIntoConstraints = false
    rowStackView.axis = .horizontal
    rowStackView.alignment = .center
    rowStackView.spacing = 8
    rowStackView.isLayoutMarginsRelativeArrangement = true
    rowStackView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
    rowStackView.backgroundColor = .systemGray5
    rowStackView.layer.cornerRadius = 12
    root.addSubview(rowStackView)

    NSLayoutConstraint.activate([
        rowStackView.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
        rowStackView.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        rowStackView.trailingAnchor.constraint(lessThanOrEqualTo: root.layoutMarginsGuide.trailingAnchor, constant: 0),
    ])

    // First pass with the initial content, then the content changes: the next layout pass must
    // pick up the new intrinsic sizes.
    root.layoutIfNeeded()
    badge.text = "BESTSELLER"
    ratingView.maximumRating = 7
    ratingView.rating = 6
    return root
}
