import Foundation
import PlumbLayout

/// UIKit's `UILayoutGuide`, over a PlumbLayout ``LayoutGuide``.
open class UILayoutGuide {
    let guide: LayoutGuide

    public init() { guide = LayoutGuide() }

    /// A wrapper for a system guide of a view (margins, safe area, readable, scroll guides).
    init(system guide: LayoutGuide) { self.guide = guide }

    /// The view the guide belongs to.
    public var owningView: UIView? { (guide.owningView as? any HostedView)?.host }

    public var identifier: String {
        get { guide.name }
        set { guide.name = newValue }
    }

    /// The guide's rectangle in its owning view's coordinates, after the last layout.
    public var layoutFrame: CGRect { CGRect(guide.layoutFrame) }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, item: guide, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, item: guide, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, item: guide, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, item: guide, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, item: guide, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(owner: self, item: guide, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(owner: self, item: guide, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(owner: self, item: guide, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(owner: self, item: guide, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(owner: self, item: guide, attribute: .height) }
}

/// UIKit's `UIKeyboardLayoutGuide`: the keyboard's rectangle at the bottom of its view. With
/// the keyboard down its top is the safe area's bottom; ``keyboardHeight`` (Plumb's: UIKit
/// reads the keyboard) raises it.
public final class UIKeyboardLayoutGuide: UILayoutGuide {
    private var top: NSLayoutConstraint?

    /// The height of the keyboard over the view's bottom edge; 0 (the default) is down.
    public var keyboardHeight: CGFloat = 0 {
        didSet { if keyboardHeight != oldValue { pinTop() } }
    }

    /// Whether a hidden keyboard's guide stops at the safe area (UIKit's default, true).
    public var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { pinTop() } }
    }

    func attach(to view: UIView) {
        view.addLayoutGuide(self)
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        pinTop()
    }

    private func pinTop() {
        guard let view = owningView else { return }
        if let top { NSLayoutConstraint.deactivate([top]) }
        let made = keyboardHeight > 0 || !usesBottomSafeArea
            ? topAnchor.constraint(equalTo: view.bottomAnchor, constant: -keyboardHeight)
            : topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        made.identifier = "UIKeyboardLayoutGuide-top"
        NSLayoutConstraint.activate([made])
        top = made
    }
}
