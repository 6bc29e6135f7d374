import PlumbUIKit
import Testing

// The example of Docs/porting.md, run.

private final class ProfileHeader: UIView {
    lazy var avatar: UIImageView = {
        let view = UIImageView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.clipsToBounds = true
        return view
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(avatar)
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatar.topAnchor.constraint(equalToSystemSpacingBelow: topAnchor, multiplier: 2),
            avatar.widthAnchor.constraint(equalToConstant: 64),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatar.layer.cornerRadius = avatar.bounds.width / 2
    }
}

@Suite("Docs/porting.md example") @MainActor
struct PortingDocTests {
    @Test func theProfileHeaderOfThePage() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let header = ProfileHeader()
        root.addSubview(header)
        root.layoutIfNeeded()
        #expect(header.avatar.frame == CGRect(x: 8, y: 16, width: 64, height: 64))
        #expect(header.avatar.layer.cornerRadius == 32)
    }
}
