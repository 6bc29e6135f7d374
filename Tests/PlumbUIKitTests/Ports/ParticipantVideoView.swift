import PlumbUIKit

// Rebuilt in code from a public xib (Interface Builder file), constraint for constraint.
//
//   Repository:  QuickBlox/quickblox-ios-sdk (commit cc274cb930c5c674f0b5469dac53db3b1cd1685d)
//   File:        sample-videochat-webrtc-swift/sample-videochat-webrtc-swift/Components/Calls/
//                Views/ParticipantView/ParticipantVideoView.xib
//                (sha256 e5bdd25fcabc2297982d3cb0470d0e48f9b92d58c8105970a4d44d66cc316676,
//                 toolsVersion 20037)
//   View:        top-level view iN0-l3-epB, customClass ParticipantVideoView (a video-call tile)
//   Root size:   50 × 50 (freeform, <freeformSimulatedSizeMetrics/>; document device retina6_1,
//                scale 2). The root keeps translatesAutoresizingMaskIntoConstraints = true.
//   Frames:      expected-frames.tsv, file ParticipantVideoView.swift.
//
// The 102-point user view is centred on the 50-point container, so it and its labels stick out
// above and below (the root clips). Every frame is fixed by constraints except the width of
// nameLabel ("QB", 17 pt medium, centred): Xcode saved 24 (x 13), its text width rounded up.
// callingInfoLabel and stateLabel are pinned to both sides (50 wide) although their text is wider.
// IB's default hugging of 251 is set explicitly where the xib has it.

final class ParticipantVideoView: UIView {

    private static let ibHugging = UILayoutPriority(rawValue: 251)

    // FF6-GQ-aIV "Container View"
    lazy var containerView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.contentMode = .scaleAspectFill
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
        return view
    }()

    // Rdf-wT-uKD "User View"
    lazy var userView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = UIColor(white: 0, alpha: 0)
        return view
    }()

    // a27-rk-pjG
    lazy var userAvatarLabel: UILabel = makeLabel(
        text: "QB", font: UIFont.systemFont(ofSize: 25, weight: .medium), textColor: .white)

    // rC2-Lv-vYt
    lazy var userAvatarImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        imageView.clipsToBounds = true
        imageView.setContentHuggingPriority(ParticipantVideoView.ibHugging, for: .horizontal)
        imageView.setContentHuggingPriority(ParticipantVideoView.ibHugging, for: .vertical)
        return imageView
    }()

    // gF8-hO-ed9
    lazy var callingInfoLabel: UILabel = makeLabel(
        text: "Calling to", font: UIFont.systemFont(ofSize: 15, weight: .regular), textColor: .white)

    // 4IV-Pj-SvI
    lazy var nameLabel: UILabel = makeLabel(
        text: "QB", font: UIFont.systemFont(ofSize: 17, weight: .medium), textColor: .white)

    // iCq-Po-0Sg
    lazy var stateLabel: UILabel = makeLabel(
        text: "Connected", font: UIFont.systemFont(ofSize: 15, weight: .regular),
        textColor: UIColor(red: 0.70039123299999995, green: 0.74366766210000002, blue: 0.83094024659999999, alpha: 1))

    // SqL-JC-O9h "Video Container View"
    lazy var videoContainerView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = UIColor(white: 0, alpha: 0)
        return view
    }()

    // YAk-gc-DkF "User Name Top View"
    lazy var userNameTopView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = UIColor(white: 0, alpha: 0)
        return view
    }()

    // ddf-oS-sat
    lazy var userNameTopLabel: UILabel = makeLabel(
        text: "Label", font: UIFont.systemFont(ofSize: 13, weight: .regular), textColor: .white)

    // Outlets of the xib that point at constraints.
    private(set) var callingInfoLabelHeightConstraint: NSLayoutConstraint?   // t8G-Sl-rBO
    private(set) var nameLabelCenterXConstraint: NSLayoutConstraint?         // QQk-Dt-YiZ

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        backgroundColor = .systemBackground
        autoresizingMask = [.flexibleWidth, .flexibleHeight]

        userAvatarLabel.backgroundColor = UIColor(
            red: 0.20392156862745098, green: 0.7803921568627451, blue: 0.34901960784313724, alpha: 1)
        nameLabel.insetsLayoutMarginsFromSafeArea = false
        stateLabel.insetsLayoutMarginsFromSafeArea = false
        stateLabel.backgroundColor = UIColor(white: 0, alpha: 0)
        userNameTopLabel.alpha = 0.5
        userNameTopLabel.backgroundColor = UIColor(white: 0, alpha: 1)

        addSubview(containerView)
        containerView.addSubview(userView)
        containerView.addSubview(videoContainerView)
        userView.addSubview(userAvatarLabel)
        userView.addSubview(userAvatarImageView)
        userView.addSubview(callingInfoLabel)
        userView.addSubview(nameLabel)
        userView.addSubview(stateLabel)
        videoContainerView.addSubview(userNameTopView)
        userNameTopView.addSubview(userNameTopLabel)

        setupConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupConstraints() {
        let callingInfoHeight = callingInfoLabel.heightAnchor.constraint(equalToConstant: 24)          // t8G-Sl-rBO
        let nameCenterX = nameLabel.centerXAnchor.constraint(equalTo: userView.centerXAnchor)           // QQk-Dt-YiZ
        callingInfoLabelHeightConstraint = callingInfoHeight
        nameLabelCenterXConstraint = nameCenterX

        NSLayoutConstraint.activate([
            // iN0-l3-epB (root)
            containerView.leadingAnchor.constraint(equalTo: leadingAnchor),                             // 1qA-oR-1Do
            topAnchor.constraint(equalTo: containerView.topAnchor),                                     // kJv-zY-oea
            containerView.trailingAnchor.constraint(equalTo: trailingAnchor),                           // mti-ca-baP
            containerView.bottomAnchor.constraint(equalTo: bottomAnchor),                               // tjY-Hg-YLS

            // FF6-GQ-aIV (container)
            containerView.bottomAnchor.constraint(equalTo: videoContainerView.bottomAnchor),            // 3Zc-NA-ztD
            userView.centerYAnchor.constraint(equalTo: containerView.centerYAnchor),                    // 5wz-Fe-VB0
            videoContainerView.topAnchor.constraint(equalTo: containerView.topAnchor),                  // DJh-Ln-MiC
            containerView.trailingAnchor.constraint(equalTo: userView.trailingAnchor),                  // RM1-QV-HBe
            userNameTopView.topAnchor.constraint(equalTo: containerView.topAnchor),                     // TMB-hp-5oj
            userView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),                    // TR2-wN-5zF
            videoContainerView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),          // rO3-aq-Xiq
            containerView.trailingAnchor.constraint(equalTo: userNameTopView.trailingAnchor),           // yRa-lA-wKN
            userNameTopView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),             // z5D-me-OGx
            containerView.trailingAnchor.constraint(equalTo: videoContainerView.trailingAnchor),        // zom-7K-Rzt

            // Rdf-wT-uKD (user view)
            callingInfoLabel.topAnchor.constraint(equalTo: userAvatarLabel.bottomAnchor, constant: 16), // 0BS-8E-eKQ
            userAvatarImageView.leadingAnchor.constraint(equalTo: userAvatarLabel.leadingAnchor),       // JPV-bu-uuA
            nameLabel.topAnchor.constraint(equalTo: callingInfoLabel.bottomAnchor),                     // K9Y-R0-ug7
            nameCenterX,                                                                                // QQk-Dt-YiZ
            userAvatarImageView.trailingAnchor.constraint(equalTo: userAvatarLabel.trailingAnchor),     // TvA-2B-dYN
            callingInfoLabel.leadingAnchor.constraint(equalTo: userView.leadingAnchor),                 // YJk-Sj-bfZ
            userAvatarLabel.topAnchor.constraint(equalTo: userView.topAnchor),                          // ZFv-75-sgZ
            stateLabel.leadingAnchor.constraint(equalTo: userView.leadingAnchor),                       // byn-8T-lvy
            userView.heightAnchor.constraint(equalToConstant: 102),                                     // gJE-Tg-vXr
            userAvatarImageView.bottomAnchor.constraint(equalTo: userAvatarLabel.bottomAnchor),         // ife-oa-GNe
            userAvatarImageView.topAnchor.constraint(equalTo: userAvatarLabel.topAnchor),               // o47-bh-g7w
            userView.trailingAnchor.constraint(equalTo: callingInfoLabel.trailingAnchor),               // o6w-JO-T79
            stateLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 6),              // uIK-ml-NGA
            userView.trailingAnchor.constraint(equalTo: stateLabel.trailingAnchor),                     // vGP-DJ-oza
            userAvatarLabel.centerXAnchor.constraint(equalTo: userView.centerXAnchor),                  // xVo-ww-Wwr

            // Size constraints held by the subviews themselves
            userAvatarLabel.heightAnchor.constraint(equalToConstant: 60),                               // Rrx-QI-vGw
            userAvatarLabel.widthAnchor.constraint(equalToConstant: 60),                                // i0a-Vq-G5S
            userAvatarImageView.widthAnchor.constraint(equalToConstant: 60),                            // 0Au-6P-VnG
            userAvatarImageView.heightAnchor.constraint(equalToConstant: 60),                           // zFT-EN-kEm
            callingInfoHeight,                                                                          // t8G-Sl-rBO
            nameLabel.heightAnchor.constraint(equalToConstant: 20),                                     // 3mp-XD-7wI
            stateLabel.heightAnchor.constraint(equalToConstant: 18),                                    // MrB-ps-Rav

            // YAk-gc-DkF (user name top view)
            userNameTopLabel.topAnchor.constraint(equalTo: userNameTopView.topAnchor),                  // BwP-kW-Uac
            userNameTopView.bottomAnchor.constraint(equalTo: userNameTopLabel.bottomAnchor),            // IN3-63-FgP
            userNameTopView.heightAnchor.constraint(equalToConstant: 20),                               // X3o-NA-LfC
            userNameTopLabel.leadingAnchor.constraint(equalTo: userNameTopView.leadingAnchor),          // cZH-gM-cte
            userNameTopView.trailingAnchor.constraint(equalTo: userNameTopLabel.trailingAnchor),        // wg3-Yt-Ybh
        ])
    }

    private func makeLabel(text: String, font: UIFont, textColor: UIColor) -> UILabel {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = text
        label.font = font
        label.textColor = textColor
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingTail
        label.setContentHuggingPriority(ParticipantVideoView.ibHugging, for: .horizontal)
        label.setContentHuggingPriority(ParticipantVideoView.ibHugging, for: .vertical)
        return label
    }
}

@MainActor
func makeParticipantVideoView() -> UIView {
    ParticipantVideoView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
}
