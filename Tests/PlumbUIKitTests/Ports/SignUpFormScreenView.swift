import PlumbUIKit

// Sign-up form screen: a scroll view holding a vertical stack of labels and text fields, pinned
// to the scroll view's content layout guide and as wide as its frame layout guide (so it only
// scrolls vertically). The primary button sits on the keyboard layout guide (iOS 15), which is
// the bottom of the safe area while no keyboard is shown.

final class SignUpFormScreenView: UIView {

    private enum Metrics {
        static let sideInset: CGFloat = 20
        static let fieldHeight: CGFloat = 48
        static let buttonHeight: CGFloat = 50
    }

    lazy var scrollView: UIScrollView = {
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 12, right: 0)
        return scrollView
    }()

    lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.text = "Create your account"
        label.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        label.textColor = .label
        label.numberOfLines = 0
        return label
    }()

    lazy var subtitleLabel: UILabel = {
        let label = UILabel()
        label.text = "It takes less than a minute. We will send a confirmation link to your email address."
        label.font = UIFont.preferredFont(forTextStyle: .subheadline)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        return label
    }()

    lazy var nameField: UITextField = makeField(placeholder: "Full name")
    lazy var emailField: UITextField = makeField(placeholder: "Email address")
    lazy var passwordField: UITextField = makeField(placeholder: "Password")
    lazy var confirmPasswordField: UITextField = makeField(placeholder: "Confirm password")

    lazy var termsLabel: UILabel = {
        let label = UILabel()
        label.text = "By creating an account you agree to the Terms of Service and acknowledge the Privacy Policy."
        label.font = UIFont.preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        label.textAlignment = .natural
        return label
    }()

    lazy var errorLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 15, weight: .medium)
        label.textColor = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
        label.numberOfLines = 0
        return label
    }()

    private lazy var formStackView: UIStackView = {
        let stackView = UIStackView(arrangedSubviews: [
            titleLabel, subtitleLabel, nameField, emailField, passwordField, confirmPasswordField, termsLabel,
        ])
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.alignment = .fill
        stackView.spacing = 12
        stackView.setCustomSpacing(8, after: titleLabel)
        stackView.setCustomSpacing(28, after: subtitleLabel)
        stackView.setCustomSpacing(20, after: confirmPasswordField)
        return stackView
    }()

    lazy var signUpButton: UIButton = {
        let button = UIButton()
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Create Account", for: .normal)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 12
        return button
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 0, leading: Metrics.sideInset, bottom: 0, trailing: Metrics.sideInset)

        addSubview(scrollView)
        scrollView.addSubview(formStackView)
        addSubview(signUpButton)

        let contentGuide = scrollView.contentLayoutGuide
        let frameGuide = scrollView.frameLayoutGuide

        var constraints = [
            scrollView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: signUpButton.topAnchor, constant: -12),

            formStackView.topAnchor.constraint(equalTo: contentGuide.topAnchor, constant: 24),
            formStackView.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor, constant: Metrics.sideInset),
            formStackView.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor, constant: -Metrics.sideInset),
            formStackView.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor, constant: -24),
            formStackView.widthAnchor.constraint(
                equalTo: frameGuide.widthAnchor, multiplier: 1, constant: -2 * Metrics.sideInset),

            signUpButton.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            signUpButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            signUpButton.heightAnchor.constraint(equalToConstant: Metrics.buttonHeight),
            signUpButton.bottomAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor, constant: -12),
        ]
        for field in [nameField, emailField, passwordField, confirmPasswordField] {
            constraints.append(field.heightAnchor.constraint(equalToConstant: Metrics.fieldHeight))
        }
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Shows a validation error between the subtitle and the first field.
    func showError(_ message: String) {
        errorLabel.text = message
        if errorLabel.superview == nil {
            formStackView.insertArrangedSubview(errorLabel, at: 2)
        }
    }

    func hideError() {
        formStackView.removeArrangedSubview(errorLabel)
        errorLabel.removeFromSuperview()
    }

    private func makeField(placeholder: String) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.font = UIFont.preferredFont(forTextStyle: .body)
        field.borderStyle = .roundedRect
        field.backgroundColor = .systemBackground
        return field
    }
}

@MainActor
func makeSignUpForm() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let screen = SignUpFormScreenView(frame: root.bounds)
    screen.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    screen.emailField.text = "jane@example.com"
    screen.showError("An account with this email address already exists.")
    root.addSubview(screen)
    return root
}
