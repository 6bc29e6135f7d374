import PlumbUIKit

// A chat transcript row written the pre-anchor way (iOS 8 era code that is still in many apps):
// visual format strings with metrics, NSLayoutConstraint(item:attribute:relatedBy:toItem:...),
// and constraints added to the common superview with addConstraint(s) instead of activated.

final class LegacyChatMessageCellContentView: UIView {

    let isOutgoing: Bool

    let avatarImageView = UIImageView()
    let bubbleView = UIView()
    let messageLabel = UILabel()
    let timeLabel = UILabel()

    init(message: String, time: String, isOutgoing: Bool) {
        self.isOutgoing = isOutgoing
        super.init(frame: .zero)

        avatarImageView.image = UIImage(systemName: "person.crop.circle.fill")
        avatarImageView.tintColor = .secondaryLabel
        avatarImageView.contentMode = .scaleAspectFill
        avatarImageView.layer.cornerRadius = 16
        avatarImageView.clipsToBounds = true

        bubbleView.backgroundColor = isOutgoing ? .systemBlue : .systemGray5
        bubbleView.layer.cornerRadius = 16

        messageLabel.text = message
        messageLabel.numberOfLines = 0
        messageLabel.font = UIFont.systemFont(ofSize: 16, weight: .regular)
        messageLabel.textColor = isOutgoing ? .white : .label
        messageLabel.preferredMaxLayoutWidth = 220

        timeLabel.text = time
        timeLabel.font = UIFont.systemFont(ofSize: 11, weight: .regular)
        timeLabel.textColor = isOutgoing ? UIColor(white: 1, alpha: 0.7) : .secondaryLabel

        for view in [avatarImageView, bubbleView, messageLabel, timeLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        // Outgoing messages have no avatar: the view is not added at all, so it has no constraints.
        if !isOutgoing {
            addSubview(avatarImageView)
        }
        addSubview(bubbleView)
        bubbleView.addSubview(messageLabel)
        bubbleView.addSubview(timeLabel)

        setupRowConstraints()
        setupBubbleConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupRowConstraints() {
        let views: [String: Any] = isOutgoing
            ? ["bubble": bubbleView]
            : ["avatar": avatarImageView, "bubble": bubbleView]
        let metrics: [String: Any] = ["margin": 12, "avatarSize": 32, "gap": 8, "slack": 48]

        let horizontalFormat = isOutgoing
            ? "H:|-(>=slack)-[bubble]-margin-|"
            : "H:|-margin-[avatar(avatarSize)]-gap-[bubble]-(>=slack)-|"
        addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: horizontalFormat, options: [], metrics: metrics, views: views))
        addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-4-[bubble]-4-|", options: [], metrics: metrics, views: views))

        if !isOutgoing {
            addConstraint(NSLayoutConstraint(
                item: avatarImageView, attribute: .height, relatedBy: .equal,
                toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 32))
            addConstraint(NSLayoutConstraint(
                item: avatarImageView, attribute: .bottom, relatedBy: .equal,
                toItem: bubbleView, attribute: .bottom, multiplier: 1, constant: 0))
        }

        let maxWidth = NSLayoutConstraint(
            item: bubbleView, attribute: .width, relatedBy: .lessThanOrEqual,
            toItem: self, attribute: .width, multiplier: 0.75, constant: 0)
        maxWidth.identifier = "bubble-max-width"
        addConstraint(maxWidth)
    }

    private func setupBubbleConstraints() {
        let views: [String: Any] = ["message": messageLabel, "time": timeLabel]
        bubbleView.addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-12-[message]-12-|", options: [], metrics: nil, views: views))
        bubbleView.addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-8-[message]-2-[time]-6-|", options: .alignAllTrailing, metrics: nil, views: views))
        bubbleView.addConstraint(NSLayoutConstraint(
            item: timeLabel, attribute: .leading, relatedBy: .greaterThanOrEqual,
            toItem: bubbleView, attribute: .leading, multiplier: 1, constant: 12))
    }
}

@MainActor
func makeLegacyChatTranscript() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.backgroundColor = .systemBackground

    let rows = [
        LegacyChatMessageCellContentView(message: "Are we still on for tonight?", time: "18:02", isOutgoing: false),
        LegacyChatMessageCellContentView(message: "Yes! 8pm at the usual place.", time: "18:05", isOutgoing: true),
        LegacyChatMessageCellContentView(
            message: "Great. I'll bring the board game we talked about last week, the one with the trains and the little wooden houses.",
            time: "18:06", isOutgoing: false),
        LegacyChatMessageCellContentView(message: "👍", time: "18:07", isOutgoing: true),
    ]

    var views: [String: Any] = [:]
    var verticalFormat = "V:|-(60)-"
    for (index, row) in rows.enumerated() {
        let name = "row\(index)"
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        views[name] = row
        root.addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[\(name)]|", options: [], metrics: nil, views: views))
        verticalFormat += "[\(name)]"
    }
    verticalFormat += "-(>=0)-|"
    root.addConstraints(NSLayoutConstraint.constraints(
        withVisualFormat: verticalFormat, options: [], metrics: nil, views: views))
    return root
}
