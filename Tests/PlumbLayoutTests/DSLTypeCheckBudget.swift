import PlumbLayout

// A 50-constraint DSL file, compiled normally as part of the tests and separately by
// Scripts/typecheck-budget.sh with -warn-long-expression-type-checking: every expression must
// type-check within the budget (200 ms), the whole file within 2 s. It imports only
// PlumbLayout, as a client would. Keep it representative: every operator, literals of both
// kinds, priorities, composites, `if` and `for` inside the builder.

/// A settings screen: header, avatar, name and email fields with labels, a toggle row, a grid
/// of buttons and a footer. Returns the root and the constraints (active).
func budgetScreen(compact: Bool) throws(LayoutError) -> (root: View, constraints: [LayoutConstraint]) {
    let header = View("header"), avatar = View("avatar"), nameLabel = View("nameLabel")
    let nameField = View("nameField"), emailLabel = View("emailLabel"), emailField = View("emailField")
    let toggle = View("toggle"), toggleLabel = View("toggleLabel"), footer = View("footer")
    let buttons = (0..<4).map { View("button\($0)") }
    let spacer = LayoutGuide("spacer")
    let root = View("settings") {
        header
        avatar
        nameLabel
        nameField
        emailLabel
        emailField
        toggle
        toggleLabel
        buttons
        footer
    }
    root.addLayoutGuide(spacer)
    nameLabel.intrinsicContentSize = Size(width: 48, height: 20)
    emailLabel.intrinsicContentSize = Size(width: 44, height: 20)
    toggle.intrinsicContentSize = Size(width: 51, height: 31)
    toggleLabel.intrinsicContentSize = Size(width: 120, height: 20)

    let constraints = try activate {
        header.top == root.safeAreaLayoutGuide.top
        header.horizontalEdges == root.horizontalEdges
        header.height == 56
        avatar.top == header.bottom + 16
        avatar.leading == root.leadingMargin
        avatar.size == Size(width: 64, height: 64)
        avatar.width == avatar.height
        nameLabel.leading == avatar.trailing + 12
        nameLabel.top == avatar.top
        nameField.leading == nameLabel.trailing + 8
        nameField.trailing == root.trailingMargin
        nameField.firstBaseline == nameLabel.firstBaseline
        nameField.height == 32
        nameField.width >= 120 ~ 750
        emailLabel.leading == nameLabel.leading
        emailLabel.top == nameLabel.bottom + 16
        emailField.leading == emailLabel.trailing + 8
        emailField.trailing == nameField.trailing
        emailField.centerY == emailLabel.centerY
        emailField.height == nameField.height
        emailField.width == nameField.width * 1.0 ~ .defaultHigh
        toggleLabel.leading == root.leadingMargin
        toggleLabel.top >= avatar.bottom + 24
        toggleLabel.top >= emailField.bottom + 24
        toggle.leading >= toggleLabel.trailing + 8
        toggle.trailing == root.trailingMargin
        toggle.centerY == toggleLabel.centerY
        spacer.top == toggle.bottom
        spacer.height == root.height / 10
        spacer.leading == root.leading
        spacer.width == 0
        for (i, button) in buttons.enumerated() {
            button.top == spacer.bottom
            button.height == 44
            if i == 0 {
                button.leading == root.leadingMargin
            } else {
                button.leading == buttons[i - 1].trailing + 8
                button.width == buttons[0].width
            }
        }
        buttons[3].trailing == root.trailingMargin
        if compact {
            footer.top == buttons[0].bottom + 16
        } else {
            footer.top >= buttons[0].bottom + 32 ~ 999
        }
        footer.bottom == root.safeAreaLayoutGuide.bottom - 8
        footer.centerX == root.centerX
        footer.width == root.width * 0.5 - 16
        footer.height <= 60
        footer.height >= 30 ~ 250
        (footer.height == 44).priority(.defaultLow).identifier("footer-height")
        header.center == root.center.offset(x: 0, y: -200) ~ 100
        header.edges == root.edges.inset(0) ~ 10
        header.verticalEdges == root.verticalEdges.inset(top: 0, bottom: 500) ~ 5
        avatar.lastBaseline <= nameField.lastBaseline + 100
        avatar.centerY == nameLabel.centerY * 1.0 + 20 ~ 200
        nameLabel.width <= root.width / 3 - 8
        emailLabel.width <= root.width / 3 - 8
        toggleLabel.width <= root.width - 100 ~ 999
    }
    return (root, constraints)
}
