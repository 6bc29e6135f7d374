import PlumbUIKit

// One page of an onboarding flow: an illustration centred in the space above the text (a layout
// guide, no spacer view), a title and a body kept to a readable width, a row of page dots (small
// views; the current page is a wider pill) and a primary button above the home indicator.

final class OnboardingPageScreenView: UIView {

    private enum Metrics {
        static let dotSize: CGFloat = 8
        static let currentDotWidth: CGFloat = 22
        static let buttonHeight: CGFloat = 50
    }

    private let illustrationAreaGuide = UILayoutGuide()
    private var dotWidthConstraints: [NSLayoutConstraint] = []
    private var dotViews: [UIView] = []

    var currentPage: Int = 0 {
        didSet { updatePageIndicator() }
    }

    lazy var illustrationImageView: UIImageView = {
        let imageView = UIImageView(image: UIImage(named: "onboarding-sync"))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        imageView.backgroundColor = .systemGray5
        imageView.layer.cornerRadius = 24
        imageView.clipsToBounds = true
        return imageView
    }()

    lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        label.textAlignment = .center
        label.numberOfLines = 0
        return label
    }()

    lazy var bodyLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.numberOfLines = 0
        return label
    }()

    private lazy var pageIndicatorStackView: UIStackView = {
        let stackView = UIStackView()
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .horizontal
        stackView.alignment = .center
        stackView.spacing = 8
        return stackView
    }()

    lazy var primaryButton: UIButton = {
        let button = UIButton()
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Continue", for: .normal)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 14
        return button
    }()

    init(pageCount: Int, title: String, body: String) {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        titleLabel.text = title
        bodyLabel.text = body

        addLayoutGuide(illustrationAreaGuide)
        addSubview(illustrationImageView)
        addSubview(titleLabel)
        addSubview(bodyLabel)
        addSubview(pageIndicatorStackView)
        addSubview(primaryButton)

        for _ in 0..<pageCount {
            let dot = UIView()
            dot.backgroundColor = .systemGray5
            dot.layer.cornerRadius = Metrics.dotSize / 2
            dot.heightAnchor.constraint(equalToConstant: Metrics.dotSize).isActive = true
            pageIndicatorStackView.addArrangedSubview(dot)
            dotViews.append(dot)
        }

        let readable = readableContentGuide
        let illustrationWidth = illustrationImageView.widthAnchor.constraint(
            equalTo: readable.widthAnchor, multiplier: 0.7, constant: 0)
        illustrationWidth.priority = .defaultHigh

        NSLayoutConstraint.activate([
            illustrationAreaGuide.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            illustrationAreaGuide.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            illustrationAreaGuide.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            illustrationAreaGuide.bottomAnchor.constraint(equalTo: titleLabel.topAnchor, constant: -24),

            illustrationImageView.centerXAnchor.constraint(equalTo: illustrationAreaGuide.centerXAnchor),
            illustrationImageView.centerYAnchor.constraint(equalTo: illustrationAreaGuide.centerYAnchor),
            illustrationWidth,
            illustrationImageView.heightAnchor.constraint(equalTo: illustrationImageView.widthAnchor),
            illustrationImageView.heightAnchor.constraint(
                lessThanOrEqualTo: illustrationAreaGuide.heightAnchor, constant: -16),

            titleLabel.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: readable.trailingAnchor),

            bodyLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1.5),
            bodyLabel.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: readable.trailingAnchor),

            pageIndicatorStackView.topAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: 32),
            pageIndicatorStackView.centerXAnchor.constraint(equalTo: centerXAnchor),

            // The gap below the dots equals the gap above them.
            pageIndicatorStackView.bottomAnchor.anchorWithOffset(to: primaryButton.topAnchor).constraint(
                equalTo: bodyLabel.bottomAnchor.anchorWithOffset(to: pageIndicatorStackView.topAnchor)),
            primaryButton.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            primaryButton.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            primaryButton.heightAnchor.constraint(equalToConstant: Metrics.buttonHeight),
            primaryButton.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
        updatePageIndicator()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func updatePageIndicator() {
        NSLayoutConstraint.deactivate(dotWidthConstraints)
        dotWidthConstraints = dotViews.enumerated().map { index, dot in
            let isCurrent = index == currentPage
            dot.backgroundColor = isCurrent ? .systemBlue : .systemGray5
            return dot.widthAnchor.constraint(equalToConstant: isCurrent ? Metrics.currentDotWidth : Metrics.dotSize)
        }
        NSLayoutConstraint.activate(dotWidthConstraints)
    }
}

@MainActor
func makeOnboardingPage() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let page = OnboardingPageScreenView(
        pageCount: 4,
        title: "Your notes, everywhere",
        body: "Everything you write is synced across your iPhone, iPad and Mac, and stays encrypted end to end."
    )
    page.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(page)
    NSLayoutConstraint.activate([
        page.topAnchor.constraint(equalTo: root.topAnchor),
        page.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        page.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        page.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    page.currentPage = 1
    return root
}
