import PlumbUIKit

// A podcast app's mini-player bar, written to be right-to-left aware:
// - everything is placed with leading/trailing anchors and directional layout margins;
// - the title is centred (at a lower priority) but never runs into the buttons on either side;
// - the playback controls keep their order in every language (semanticContentAttribute = .playback);
// - the progress fill is laid out by hand in layoutSubviews and so has to look at
//   effectiveUserInterfaceLayoutDirection to grow from the leading edge.

final class MiniPlayerToolbarView: UIView {

    private enum Metrics {
        static let barHeight: CGFloat = 56
        static let buttonSize: CGFloat = 44
        static let progressHeight: CGFloat = 2
    }

    var progress: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    lazy var closeButton: UIButton = makeIconButton(symbolName: "chevron.down")

    lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        label.textColor = .label
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingTail
        // Stronger than the centring (.defaultHigh): a long title gives up being centred
        // before it gets truncated any shorter than the room between the buttons.
        label.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        return label
    }()

    lazy var rewindButton: UIButton = makeIconButton(symbolName: "gobackward.15")
    lazy var playPauseButton: UIButton = makeIconButton(symbolName: "play.fill")
    lazy var forwardButton: UIButton = makeIconButton(symbolName: "goforward.30")

    lazy var playbackControlsStackView: UIStackView = {
        let stackView = UIStackView(arrangedSubviews: [rewindButton, playPauseButton, forwardButton])
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .horizontal
        stackView.spacing = 0
        // Rewind stays on the left, fast-forward on the right, whatever the language.
        stackView.semanticContentAttribute = .playback
        return stackView
    }()

    lazy var progressTrackView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .systemGray5
        return view
    }()

    // Laid out by frame inside the track (translatesAutoresizingMaskIntoConstraints stays true).
    lazy var progressFillView: UIView = {
        let view = UIView()
        view.backgroundColor = .systemBlue
        return view
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)

        addSubview(closeButton)
        addSubview(titleLabel)
        addSubview(playbackControlsStackView)
        addSubview(progressTrackView)
        progressTrackView.addSubview(progressFillView)

        let centeredTitle = titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor)
        centeredTitle.priority = .defaultHigh

        var constraints = [
            heightAnchor.constraint(equalToConstant: Metrics.barHeight),

            closeButton.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            closeButton.centerYAnchor.constraint(equalTo: layoutMarginsGuide.centerYAnchor),

            centeredTitle,
            titleLabel.centerYAnchor.constraint(equalTo: layoutMarginsGuide.centerYAnchor),
            titleLabel.leadingAnchor.constraint(greaterThanOrEqualTo: closeButton.trailingAnchor, constant: 8),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: playbackControlsStackView.leadingAnchor, constant: -8),

            playbackControlsStackView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            playbackControlsStackView.centerYAnchor.constraint(equalTo: layoutMarginsGuide.centerYAnchor),

            progressTrackView.leadingAnchor.constraint(equalTo: leadingAnchor),
            progressTrackView.trailingAnchor.constraint(equalTo: trailingAnchor),
            progressTrackView.bottomAnchor.constraint(equalTo: bottomAnchor),
            progressTrackView.heightAnchor.constraint(equalToConstant: Metrics.progressHeight),
        ]
        for button in [closeButton, rewindButton, playPauseButton, forwardButton] {
            constraints.append(button.widthAnchor.constraint(equalToConstant: Metrics.buttonSize))
            constraints.append(button.heightAnchor.constraint(equalToConstant: Metrics.buttonSize))
        }
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Forces a layout direction on the bar (for an in-app language switch); the playback
    /// controls keep their own `.playback` attribute.
    func applyForcedLayoutDirection(_ attribute: UISemanticContentAttribute) {
        for view in [self, closeButton, titleLabel, progressTrackView] as [UIView] {
            view.semanticContentAttribute = attribute
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let trackBounds = progressTrackView.bounds
        let fillWidth = (trackBounds.width * min(max(progress, 0), 1)).rounded()
        let isRightToLeft = progressTrackView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let originX = isRightToLeft ? trackBounds.width - fillWidth : 0
        progressFillView.frame = CGRect(x: originX, y: 0, width: fillWidth, height: trackBounds.height)
    }

    private func makeIconButton(symbolName: String) -> UIButton {
        let button = UIButton()
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setImage(UIImage(systemName: symbolName), for: .normal)
        button.tintColor = .label
        return button
    }
}

@MainActor
func makeMiniPlayerToolbars() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.backgroundColor = .systemGray5

    let englishBar = MiniPlayerToolbarView(frame: .zero)
    englishBar.translatesAutoresizingMaskIntoConstraints = false
    englishBar.titleLabel.text = "Episode 212: Constraints all the way down"
    englishBar.progress = 0.25

    let arabicBar = MiniPlayerToolbarView(frame: .zero)
    arabicBar.translatesAutoresizingMaskIntoConstraints = false
    arabicBar.titleLabel.text = "الحلقة ٢١٢: القيود حتى النهاية"
    arabicBar.progress = 0.25
    arabicBar.applyForcedLayoutDirection(.forceRightToLeft)

    root.addSubview(englishBar)
    root.addSubview(arabicBar)
    NSLayoutConstraint.activate([
        englishBar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        englishBar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        englishBar.trailingAnchor.constraint(equalTo: root.trailingAnchor),

        arabicBar.topAnchor.constraint(equalTo: englishBar.bottomAnchor, constant: 16),
        arabicBar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        arabicBar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    return root
}
