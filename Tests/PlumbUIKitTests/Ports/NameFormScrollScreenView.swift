import PlumbUIKit

// Rebuilt in code from a public storyboard scene, constraint for constraint.
//
//   Repository:  Rio-iOS/deep-understanding-autolayout (commit 83420f0fb780a7f28eb5d1a4b34bdd4f30bdfbbb)
//   File:        chapter07/chapter07/FourthView.storyboard
//                (sha256 512179e8e499194169c5097c501178f7936336ef32b8f2c6f2e3ef1671d75228,
//                 toolsVersion 32700.99.1234)
//   Scene:       s0d-6b-0kx, view controller Y6W-OH-hqX (FourthViewController), root view 5EZ-qb-Rvc
//   Root size:   393 × 852, simulated device retina6_12 (iPhone 14 Pro / 15 class, portrait,
//                scale 3). Xcode's safe area there: top 59, bottom 34, left/right 0. The scroll
//                view is pinned to the safe area, so the root must be laid out with those insets
//                (as in a window on that device) for the saved frames to come out.
//   Frames:      expected-frames.tsv, file NameFormScrollScreenView.swift.
//
// A container pinned to the scroll view's frame layout guide (leading/trailing) and to its
// content layout guide (top/bottom, and width equal to the content guide's width). The
// container's height comes from the middle label being centred on it: twice the fixed chain
// above that label's centre (label, 8, text field, 250, half a label).
// Caveats: the labels' heights (38.333 at 32 pt, scale 3) are the system font's line height and
// the text fields' height (34) is UITextField's intrinsic height with a rounded-rect border and a
// 14 pt font; no constraint fixes them. Widths are all fixed by constraints.

final class NameFormScrollScreenView: UIView {

    private static let ibHugging = UILayoutPriority(rawValue: 251)

    // jwJ-jb-Ypu
    lazy var scrollView: UIScrollView = {
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.clipsToBounds = true
        return scrollView
    }()

    // TJr-Tg-Kql "ContainerView"
    lazy var containerView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .systemBackground
        return view
    }()

    lazy var nameLabel: UILabel = makeLabel(text: "Name")               // utV-V5-4eQ
    lazy var nameTextField: UITextField = makeTextField()               // AvD-fy-lG3
    lazy var name2Label: UILabel = makeLabel(text: "Name2")             // Teu-kx-ZZ1
    lazy var name2TextField: UITextField = makeTextField()              // AO1-W9-IfQ
    lazy var name3Label: UILabel = makeLabel(text: "Name3")             // wMA-9P-bYV
    lazy var name3TextField: UITextField = makeTextField()              // Cpd-xY-3fx

    // Outlet "bottomConstraint" (q9u-Ap-HOF): the view controller moves it for the keyboard.
    private(set) var scrollViewBottomConstraint: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        autoresizingMask = [.flexibleWidth, .flexibleHeight]

        addSubview(scrollView)
        scrollView.addSubview(containerView)
        for view in [nameLabel, nameTextField, name2Label, name2TextField, name3Label, name3TextField] as [UIView] {
            containerView.addSubview(view)
        }
        setupConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupConstraints() {
        let safeArea = safeAreaLayoutGuide
        let contentGuide = scrollView.contentLayoutGuide   // i6I-Ue-NPP
        let frameGuide = scrollView.frameLayoutGuide       // gmT-Qa-UMP

        let bottom = safeArea.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor)   // q9u-Ap-HOF
        scrollViewBottomConstraint = bottom

        NSLayoutConstraint.activate([
            // 5EZ-qb-Rvc (root)
            scrollView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),               // 9pL-Ak-5QY
            scrollView.topAnchor.constraint(equalTo: safeArea.topAnchor),                       // BCe-lm-QXd
            safeArea.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),             // RC1-WF-bPH
            bottom,                                                                             // q9u-Ap-HOF

            // jwJ-jb-Ypu (scroll view)
            containerView.topAnchor.constraint(equalTo: contentGuide.topAnchor),                // Rca-0d-tYH
            containerView.widthAnchor.constraint(equalTo: contentGuide.widthAnchor),            // czd-0E-yYF
            contentGuide.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),          // kvX-6r-hu7
            frameGuide.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),        // u4q-kr-0hH
            containerView.leadingAnchor.constraint(equalTo: frameGuide.leadingAnchor),          // zbF-IU-vgo

            // TJr-Tg-Kql (container)
            name2Label.topAnchor.constraint(
                equalTo: nameTextField.bottomAnchor, constant: 250.00000000000006),             // 23v-qD-LZg
            containerView.bottomAnchor.constraint(equalTo: name3TextField.bottomAnchor),        // 7mb-Sg-Z8p
            nameTextField.leadingAnchor.constraint(equalTo: containerView.leadingAnchor, constant: 8),     // BZz-al-fZ5
            nameLabel.topAnchor.constraint(equalTo: containerView.topAnchor),                   // EF3-7y-gM3
            containerView.trailingAnchor.constraint(equalTo: nameTextField.trailingAnchor, constant: 8),   // EzK-CI-RWf
            containerView.trailingAnchor.constraint(equalTo: name2TextField.trailingAnchor, constant: 8),  // LHA-KU-PNh
            containerView.trailingAnchor.constraint(equalTo: name3Label.trailingAnchor, constant: 8),      // Lf2-U1-5IQ
            name2TextField.leadingAnchor.constraint(equalTo: containerView.leadingAnchor, constant: 8),    // Qpe-v1-2ok
            containerView.trailingAnchor.constraint(equalTo: name3TextField.trailingAnchor, constant: 8),  // UFw-uE-uCx
            containerView.trailingAnchor.constraint(equalTo: name2Label.trailingAnchor, constant: 8),      // VcO-av-CbQ
            nameTextField.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),             // X6m-OZ-OBj
            name3Label.leadingAnchor.constraint(equalTo: containerView.leadingAnchor, constant: 8),       // Y4I-X9-e0D
            nameLabel.leadingAnchor.constraint(equalTo: containerView.leadingAnchor, constant: 8),        // ZsJ-PH-vZY
            name2Label.centerYAnchor.constraint(equalTo: containerView.centerYAnchor),                    // gby-5t-yWA
            name3TextField.leadingAnchor.constraint(equalTo: containerView.leadingAnchor, constant: 8),   // hs5-b3-1ew
            name3TextField.topAnchor.constraint(equalTo: name3Label.bottomAnchor, constant: 8),           // kWC-Y1-uOp
            name2Label.leadingAnchor.constraint(equalTo: containerView.leadingAnchor, constant: 8),       // m30-IJ-UpO
            name2TextField.topAnchor.constraint(equalTo: name2Label.bottomAnchor, constant: 8),           // vaA-7x-mye
            containerView.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),      // wdc-9h-cZY
        ])
    }

    private func makeLabel(text: String) -> UILabel {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = text
        label.font = UIFont.systemFont(ofSize: 32, weight: .regular)
        label.textAlignment = .natural
        label.lineBreakMode = .byTruncatingTail
        label.setContentHuggingPriority(NameFormScrollScreenView.ibHugging, for: .horizontal)
        label.setContentHuggingPriority(NameFormScrollScreenView.ibHugging, for: .vertical)
        return label
    }

    private func makeTextField() -> UITextField {
        let textField = UITextField()
        textField.translatesAutoresizingMaskIntoConstraints = false
        textField.borderStyle = .roundedRect
        textField.font = UIFont.systemFont(ofSize: 14, weight: .regular)
        textField.setContentHuggingPriority(UILayoutPriority(rawValue: 248), for: .horizontal)
        return textField
    }
}

@MainActor
func makeNameFormScrollScreen() -> UIView {
    NameFormScrollScreenView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
}
