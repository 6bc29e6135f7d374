import PlumbUIKit

// A row of a grouped settings list (icon tile, title, value, chevron), laid out on the layout
// margins with the system spacing between items, like the rows of the Settings app. The row's
// height comes from the icon tile and the vertical margins (7.5 + 29 + 7.5 = 44). A long value
// gives way before the title does.

final class SettingsRowCellContentView: UIView {

    private enum Metrics {
        static let iconTileSize: CGFloat = 29
        static let iconGlyphSize: CGFloat = 19
        static let chevronSize = CGSize(width: 9, height: 14)
    }

    lazy var iconTileView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.layer.cornerRadius = 7
        view.clipsToBounds = true
        return view
    }()

    lazy var iconImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .white
        return imageView
    }()

    lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.systemFont(ofSize: 17, weight: .regular)
        label.textColor = .label
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        label.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        return label
    }()

    lazy var valueLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.systemFont(ofSize: 17, weight: .regular)
        label.textColor = .secondaryLabel
        label.textAlignment = .right
        label.lineBreakMode = .byTruncatingTail
        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return label
    }()

    lazy var chevronImageView: UIImageView = {
        let imageView = UIImageView(image: UIImage(systemName: "chevron.forward"))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .secondaryLabel
        return imageView
    }()

    init(title: String, value: String, symbolName: String, tileColor: UIColor) {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 7.5, leading: 16, bottom: 7.5, trailing: 16)

        titleLabel.text = title
        valueLabel.text = value
        iconImageView.image = UIImage(systemName: symbolName)
        iconTileView.backgroundColor = tileColor

        addSubview(iconTileView)
        iconTileView.addSubview(iconImageView)
        addSubview(titleLabel)
        addSubview(valueLabel)
        addSubview(chevronImageView)

        NSLayoutConstraint.activate([
            iconTileView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            iconTileView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            iconTileView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            iconTileView.widthAnchor.constraint(equalToConstant: Metrics.iconTileSize),
            iconTileView.heightAnchor.constraint(equalTo: iconTileView.widthAnchor),

            iconImageView.centerXAnchor.constraint(equalTo: iconTileView.centerXAnchor),
            iconImageView.centerYAnchor.constraint(equalTo: iconTileView.centerYAnchor),
            iconImageView.widthAnchor.constraint(equalToConstant: Metrics.iconGlyphSize),
            iconImageView.heightAnchor.constraint(equalToConstant: Metrics.iconGlyphSize),

            titleLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: iconTileView.trailingAnchor, multiplier: 2),
            titleLabel.centerYAnchor.constraint(equalTo: iconTileView.centerYAnchor),

            valueLabel.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            valueLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),

            chevronImageView.leadingAnchor.constraint(equalToSystemSpacingAfter: valueLabel.trailingAnchor, multiplier: 1),
            chevronImageView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            chevronImageView.centerYAnchor.constraint(equalTo: layoutMarginsGuide.centerYAnchor),
            chevronImageView.widthAnchor.constraint(equalToConstant: Metrics.chevronSize.width),
            chevronImageView.heightAnchor.constraint(equalToConstant: Metrics.chevronSize.height),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
func makeSettingsList() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.backgroundColor = .systemGray5
    root.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)

    let rows = [
        SettingsRowCellContentView(title: "Wi-Fi", value: "Home-5G", symbolName: "wifi", tileColor: .systemBlue),
        SettingsRowCellContentView(
            title: "Bluetooth", value: "On", symbolName: "dot.radiowaves.left.and.right", tileColor: .systemBlue),
        SettingsRowCellContentView(
            title: "Personal Hotspot", value: "Apartment 4B Guest Network (5 GHz)",
            symbolName: "personalhotspot", tileColor: UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)),
        SettingsRowCellContentView(title: "VPN", value: "", symbolName: "network", tileColor: .systemBlue),
    ]

    let sectionStackView = UIStackView(arrangedSubviews: rows)
    sectionStackView.translatesAutoresizingMaskIntoConstraints = false
    sectionStackView.axis = .vertical
    sectionStackView.spacing = 0
    sectionStackView.layer.cornerRadius = 10
    sectionStackView.clipsToBounds = true
    root.addSubview(sectionStackView)

    NSLayoutConstraint.activate([
        sectionStackView.topAnchor.constraint(equalToSystemSpacingBelow: root.safeAreaLayoutGuide.topAnchor, multiplier: 4),
        sectionStackView.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        sectionStackView.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
    ])
    return root
}
