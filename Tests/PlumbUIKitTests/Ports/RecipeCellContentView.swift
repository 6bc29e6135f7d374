import PlumbUIKit

// Rebuilt in code from a public xib (a table view cell), constraint for constraint. The cell's
// content view is rebuilt as a plain view.
//
//   Repository:  cookpad/cookpad-internship-2019-summer (commit 2a4fc53710a9b62fc9e205c5c977f7c332eb2a35)
//   File:        ios/MiniCookpad/Views/Recipes/RecipesCell.xib
//                (sha256 bab179e24694523fee48772a11abefc2598d8d08ca9c11c4b71e80254adbd01a,
//                 toolsVersion 14490.70)
//   View:        tableViewCell cxF-jc-nol (RecipesCell, rowHeight 108, frame 414 × 112);
//                its content view V2m-if-uah is the root here
//   Root size:   414 × 111.5 (the content view's saved frame: the cell's 112 minus the
//                0.5-point separator), document device retina6_1 (iPhone 11 / XR, scale 2).
//                The root keeps translatesAutoresizingMaskIntoConstraints = true, as a cell's
//                content view does.
//   Frames:      expected-frames.tsv, file RecipeCellContentView.swift.
//
// Caveats: the stack view's height (17 + 12 + 14.5 = 43.5) and the labels' widths come from
// text measurement (Japanese text: bold 14 pt "レシピ名", 12 pt "説明文"). The stack view is
// centred on the 80-point image (centre 56), so its exact y is 56 − 21.75 = 34.25, which Xcode
// saved as 34.5 (rounded to the scale-2 pixel grid). The image's bottom constraint (priority
// 750) cannot hold in a 111.5-point content view (it wants 112) and is the one that breaks.

final class RecipeCellContentView: UIView {

    private static let ibHugging = UILayoutPriority(rawValue: 251)

    // gDm-UW-XxO
    lazy var recipeImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        imageView.clipsToBounds = true
        imageView.setContentHuggingPriority(RecipeCellContentView.ibHugging, for: .horizontal)
        imageView.setContentHuggingPriority(RecipeCellContentView.ibHugging, for: .vertical)
        return imageView
    }()

    // hvS-dq-nsd
    lazy var stackView: UIStackView = {
        let stackView = UIStackView(arrangedSubviews: [nameLabel, descriptionLabel])
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.alignment = .top
        stackView.spacing = 12
        return stackView
    }()

    // a92-1x-bxu
    lazy var nameLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "レシピ名"
        label.font = UIFont.boldSystemFont(ofSize: 14)
        label.textColor = UIColor(red: 0.54500001668930054, green: 0.67799997329711914, blue: 0, alpha: 1)
        label.textAlignment = .natural
        label.lineBreakMode = .byTruncatingTail
        label.setContentHuggingPriority(RecipeCellContentView.ibHugging, for: .horizontal)
        label.setContentHuggingPriority(RecipeCellContentView.ibHugging, for: .vertical)
        return label
    }()

    // bcp-hN-AdW
    lazy var descriptionLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "説明文"
        label.font = UIFont.systemFont(ofSize: 12, weight: .regular)
        label.textColor = UIColor(
            red: 0.28200000524520874, green: 0.2669999897480011, blue: 0.19599999487400055, alpha: 1)
        label.textAlignment = .natural
        label.lineBreakMode = .byTruncatingTail
        label.numberOfLines = 2
        label.setContentHuggingPriority(RecipeCellContentView.ibHugging, for: .horizontal)
        label.setContentHuggingPriority(RecipeCellContentView.ibHugging, for: .vertical)
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        contentMode = .center
        preservesSuperviewLayoutMargins = true
        insetsLayoutMarginsFromSafeArea = false

        addSubview(recipeImageView)
        addSubview(stackView)

        let imageBottom = bottomAnchor.constraint(equalTo: recipeImageView.bottomAnchor, constant: 16)  // Vmq-lJ-afK
        imageBottom.priority = .defaultHigh

        NSLayoutConstraint.activate([
            recipeImageView.widthAnchor.constraint(equalToConstant: 80),                               // 0CJ-Yr-3FY
            recipeImageView.heightAnchor.constraint(equalToConstant: 80),                              // 6xM-DP-dlc

            recipeImageView.topAnchor.constraint(equalTo: topAnchor, constant: 16),                    // AD5-rO-1G9
            imageBottom,                                                                               // Vmq-lJ-afK
            recipeImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),            // cUr-Ge-kF6
            stackView.leadingAnchor.constraint(equalTo: recipeImageView.trailingAnchor, constant: 16), // n3w-2I-Hzq
            trailingAnchor.constraint(equalTo: stackView.trailingAnchor, constant: 16),                // qgH-Mz-gtO
            stackView.centerYAnchor.constraint(equalTo: recipeImageView.centerYAnchor),                // ye1-6f-FmQ
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
func makeRecipeCellContentView() -> UIView {
    RecipeCellContentView(frame: CGRect(x: 0, y: 0, width: 414, height: 111.5))
}
