import PlumbUIKit

// A photo collage for a post (1 photo: full; 2: side by side; 3: one large and two stacked;
// 4 or more: a 2×2 grid with a "+N" overlay on the last tile). The collage's own subviews are
// placed by frame in layoutSubviews (translatesAutoresizingMaskIntoConstraints stays true for
// them); the collage itself sits in an Auto Layout screen with an aspect-ratio constraint.

final class PhotoCollageView: UIView {

    var spacing: CGFloat = 2 {
        didSet { setNeedsLayout() }
    }

    private(set) var tileViews: [UIImageView] = []
    private var hiddenPhotoCount = 0

    private lazy var moreOverlayLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        label.textColor = .white
        label.textAlignment = .center
        label.backgroundColor = UIColor(white: 0, alpha: 0.45)
        label.isHidden = true
        return label
    }()

    private lazy var countBadgeLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 12, weight: .semibold)
        label.textColor = .white
        label.backgroundColor = UIColor(white: 0, alpha: 0.6)
        label.textAlignment = .center
        label.clipsToBounds = true
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        backgroundColor = .systemGray5
        addSubview(countBadgeLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setPhotos(_ photos: [UIImage?]) {
        tileViews.forEach { $0.removeFromSuperview() }
        let visible = Array(photos.prefix(4))
        hiddenPhotoCount = photos.count - visible.count
        tileViews = visible.enumerated().map { index, photo in
            let imageView = UIImageView(image: photo)
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            imageView.backgroundColor = UIColor(white: 0.75 - 0.1 * CGFloat(index), alpha: 1)
            insertSubview(imageView, at: index)
            return imageView
        }
        if let lastTile = tileViews.last, hiddenPhotoCount > 0 {
            moreOverlayLabel.text = "+\(hiddenPhotoCount)"
            moreOverlayLabel.isHidden = false
            insertSubview(moreOverlayLabel, aboveSubview: lastTile)
        } else {
            moreOverlayLabel.isHidden = true
        }
        countBadgeLabel.text = "\(photos.count) photos"
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let frames = tileFrames(count: tileViews.count, in: bounds)
        for (tile, frame) in zip(tileViews, frames) {
            tile.frame = frame
        }
        if let lastFrame = frames.last, !moreOverlayLabel.isHidden {
            moreOverlayLabel.frame = lastFrame
        }

        countBadgeLabel.sizeToFit()
        let badgeSize = CGSize(width: countBadgeLabel.bounds.width + 12, height: countBadgeLabel.bounds.height + 4)
        countBadgeLabel.frame = CGRect(
            x: 8, y: bounds.height - badgeSize.height - 8, width: badgeSize.width, height: badgeSize.height)
        countBadgeLabel.layer.cornerRadius = badgeSize.height / 2
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: (size.width * 0.75).rounded())
    }

    private func tileFrames(count: Int, in rect: CGRect) -> [CGRect] {
        let gap = spacing
        let halfWidth = ((rect.width - gap) / 2).rounded(.down)
        let halfHeight = ((rect.height - gap) / 2).rounded(.down)
        switch count {
        case 0:
            return []
        case 1:
            return [rect]
        case 2:
            return [
                CGRect(x: 0, y: 0, width: halfWidth, height: rect.height),
                CGRect(x: halfWidth + gap, y: 0, width: rect.width - halfWidth - gap, height: rect.height),
            ]
        case 3:
            let largeWidth = ((rect.width - gap) * 2 / 3).rounded(.down)
            let smallWidth = rect.width - largeWidth - gap
            return [
                CGRect(x: 0, y: 0, width: largeWidth, height: rect.height),
                CGRect(x: largeWidth + gap, y: 0, width: smallWidth, height: halfHeight),
                CGRect(x: largeWidth + gap, y: halfHeight + gap, width: smallWidth, height: rect.height - halfHeight - gap),
            ]
        default:
            let rightWidth = rect.width - halfWidth - gap
            let bottomHeight = rect.height - halfHeight - gap
            return [
                CGRect(x: 0, y: 0, width: halfWidth, height: halfHeight),
                CGRect(x: halfWidth + gap, y: 0, width: rightWidth, height: halfHeight),
                CGRect(x: 0, y: halfHeight + gap, width: halfWidth, height: bottomHeight),
                CGRect(x: halfWidth + gap, y: halfHeight + gap, width: rightWidth, height: bottomHeight),
            ]
        }
    }
}

final class PostDetailScreenView: UIView {

    lazy var authorLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.preferredFont(forTextStyle: .headline)
        label.text = "Kim Lee"
        return label
    }()

    lazy var timeLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.text = "2h"
        label.setContentHuggingPriority(.required, for: .horizontal)
        return label
    }()

    lazy var collageView: PhotoCollageView = {
        let view = PhotoCollageView(frame: .zero)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.layer.cornerRadius = 12
        return view
    }()

    lazy var captionLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.numberOfLines = 0
        label.text = "A weekend in Lisbon: trams, tiles and far too many pastéis de nata."
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(authorLabel)
        addSubview(timeLabel)
        addSubview(collageView)
        addSubview(captionLabel)

        NSLayoutConstraint.activate([
            authorLabel.topAnchor.constraint(equalToSystemSpacingBelow: safeAreaLayoutGuide.topAnchor, multiplier: 2),
            authorLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            authorLabel.trailingAnchor.constraint(lessThanOrEqualTo: timeLabel.leadingAnchor, constant: -8),

            timeLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            timeLabel.lastBaselineAnchor.constraint(equalTo: authorLabel.lastBaselineAnchor),

            collageView.topAnchor.constraint(equalToSystemSpacingBelow: authorLabel.bottomAnchor, multiplier: 1),
            collageView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            collageView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            collageView.heightAnchor.constraint(equalTo: collageView.widthAnchor, multiplier: 0.75, constant: 0),

            captionLabel.topAnchor.constraint(equalToSystemSpacingBelow: collageView.bottomAnchor, multiplier: 1.5),
            captionLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            captionLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
func makePostDetailWithCollage() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let screen = PostDetailScreenView(frame: root.bounds)
    screen.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    screen.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    screen.collageView.setPhotos([
        UIImage(named: "lisbon-1"), UIImage(named: "lisbon-2"), UIImage(named: "lisbon-3"),
        UIImage(named: "lisbon-4"), UIImage(named: "lisbon-5"), UIImage(named: "lisbon-6"),
    ])
    root.addSubview(screen)
    return root
}
