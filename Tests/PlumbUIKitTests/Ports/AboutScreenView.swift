import PlumbUIKit

// Rebuilt in code from a public xib (a view controller's view), constraint for constraint.
//
//   Repository:  netease-im/NIM_iOS_Demo (commit 892a4546206252e3709c4ae6b7311278ab76ab9e)
//   File:        NIMDemo/NIMDemo/Classes/Sections/Setting/Base.lproj/NTESAboutViewController.xib
//                (sha256 d38fdbaef87cba20777ced3e02f358e42cc3d9ad14940a6ffb1677e8d243b154,
//                 toolsVersion 15505, Xcode 11)
//   View:        i5M-Pr-FkT, the view of File's Owner NTESAboutViewController ("About" screen)
//   Root size:   375 × 667, document device retina4_7 (iPhone 8 class, portrait, scale 2).
//                The document does not use safe-area guides; every constraint is to the root.
//   Frames:      expected-frames.tsv, file AboutScreenView.swift.
//
// Caveats: only the logo's frame is fixed by constraints alone (60 × 60, centred, its centre
// 109 above the root's). The labels have no size constraints: their sizes are their texts'
// sizes (Chinese text in 10 and 11 pt; Xcode 11 era fonts, scale 2), and their positions follow
// from those sizes (centred labels; the server-time value label's x follows the title label's
// width). The value label's text is empty: zero height, width 125.5 from its two horizontal
// constraints. The title label "服务端时间：" was saved 14 high while "版本号" at the same size
// was saved 13.5 high. Positions at half points are Xcode's rounding to the scale-2 pixel grid
// (for instance the title label's exact x is 117.75, saved as 118).

final class AboutScreenView: UIView {

    private static let ibHugging = UILayoutPriority(rawValue: 251)
    private static let grayText = UIColor(
        red: 0.74901960784313726, green: 0.76078431372549016, blue: 0.77254901960784317, alpha: 1)

    // jiQ-b8-dUp, outlet iconView
    lazy var iconView: UIImageView = {
        let imageView = UIImageView(image: UIImage(named: "icon_about_logo"))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleToFill
        imageView.setContentHuggingPriority(AboutScreenView.ibHugging, for: .horizontal)
        imageView.setContentHuggingPriority(AboutScreenView.ibHugging, for: .vertical)
        imageView.setContentCompressionResistancePriority(.required, for: .vertical)
        return imageView
    }()

    // VHq-VD-MPb
    lazy var copyrightLabel: UILabel = makeLabel(
        text: "Copyright ©1997-2020 网易公司版权所有", size: 10,
        color: UIColor(red: 0.40000000000000002, green: 0.40000000000000002, blue: 0.40000000000000002, alpha: 1))

    // DMg-rq-rMH, outlet versionLabel
    lazy var versionLabel: UILabel = makeLabel(text: "版本号", size: 11, color: AboutScreenView.grayText)

    // 0rI-bK-Rva, outlet serverTimeLabel (filled in at run time; empty in the xib)
    lazy var serverTimeLabel: UILabel = makeLabel(text: "", size: 11, color: AboutScreenView.grayText)

    // fWh-ZR-U3u
    lazy var serverTimeTitleLabel: UILabel = makeLabel(text: "服务端时间：", size: 11, color: AboutScreenView.grayText)

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = UIColor(
            red: 0.9137254901960784, green: 0.92549019607843142, blue: 0.94117647058823528, alpha: 1)

        addSubview(iconView)
        addSubview(copyrightLabel)
        addSubview(versionLabel)
        addSubview(serverTimeLabel)
        addSubview(serverTimeTitleLabel)

        NSLayoutConstraint.activate([
            iconView.heightAnchor.constraint(equalToConstant: 60),                                        // YJc-ny-RPf
            iconView.widthAnchor.constraint(equalToConstant: 60),                                         // cz5-fX-liG

            serverTimeLabel.leadingAnchor.constraint(equalTo: serverTimeTitleLabel.trailingAnchor),      // 25L-Ag-GKH
            centerXAnchor.constraint(equalTo: copyrightLabel.centerXAnchor),                              // 4AC-W3-yBD
            trailingAnchor.constraint(equalTo: serverTimeLabel.trailingAnchor, constant: 64),             // LM5-B1-kif
            bottomAnchor.constraint(equalTo: copyrightLabel.bottomAnchor, constant: 15),                  // MWy-vd-dk3
            centerYAnchor.constraint(equalTo: iconView.centerYAnchor, constant: 109),                     // MwZ-UQ-bBd
            serverTimeLabel.centerYAnchor.constraint(equalTo: serverTimeTitleLabel.centerYAnchor),       // PUv-Ya-6uL
            iconView.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: 145),                // VbW-WH-Xg4
            centerXAnchor.constraint(equalTo: iconView.centerXAnchor),                                    // Wor-am-Val
            centerXAnchor.constraint(equalTo: versionLabel.centerXAnchor),                                // iwN-jX-jKY
            serverTimeTitleLabel.topAnchor.constraint(equalTo: versionLabel.bottomAnchor, constant: 32),  // kcv-1M-qsD
            serverTimeTitleLabel.centerXAnchor.constraint(equalTo: centerXAnchor, constant: -36),         // lF6-J5-fRL
            versionLabel.topAnchor.constraint(equalTo: iconView.bottomAnchor, constant: 10),              // yR0-zJ-h8N
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func makeLabel(text: String, size: CGFloat, color: UIColor) -> UILabel {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = text
        label.font = UIFont.systemFont(ofSize: size, weight: .regular)
        label.textColor = color
        label.lineBreakMode = .byTruncatingTail
        label.setContentHuggingPriority(AboutScreenView.ibHugging, for: .horizontal)
        label.setContentHuggingPriority(AboutScreenView.ibHugging, for: .vertical)
        return label
    }
}

@MainActor
func makeAboutScreen() -> UIView {
    AboutScreenView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
}
