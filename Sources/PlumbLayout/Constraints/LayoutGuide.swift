/// A rectangle that takes part in layout without being a view (UIKit's `UILayoutGuide`): a
/// spacer, a group, or one of the guides a view provides (``View/layoutMarginsGuide``,
/// ``View/safeAreaLayoutGuide``).
///
/// A guide belongs to one view (``View/addLayoutGuide(_:)``) and can be constrained to any item
/// of that view's hierarchy. It has the anchors of a view except baselines and margins.
public final class LayoutGuide: LayoutItem {
    enum Role {
        case user
        case layoutMargins
        case safeArea
        /// The margins guide narrowed to a readable line length (``View/readableContentGuide``).
        case readableContent
        /// A scroll view's content area (``ScrollView/contentLayoutGuide``).
        case scrollContent
        /// A scroll view's frame in content coordinates (``ScrollView/frameLayoutGuide``).
        case scrollFrame
        /// A scroll view's content area inset by its margins (its margin anchors, for its content).
        case scrollContentMargins
    }

    let role: Role
    /// The view the guide belongs to.
    public internal(set) var owningView: View? {
        get { owningViewHandle?.view }
        set { owningViewHandle = newValue?.handle }
    }
    /// Not `weak`: see ``Handle``.
    private var owningViewHandle: Handle<LayoutItem>?
    /// The constraints that place a system guide (margins, safe area, a scroll view's guides)
    /// in its view.
    var definingConstraints: [LayoutConstraint] = []

    /// A new guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public init(_ name: String = "") {
        role = .user
        super.init(name: name)
    }

    init(systemGuideOf view: View, role: Role) {
        self.role = role
        super.init(name: "")
        owningView = view
    }

    override var defaultNamePrefix: String { "guide" }

    override public var debugName: String {
        switch role {
        case .user: return super.debugName
        case .layoutMargins: return "\(owningView?.debugName ?? "<gone>").layoutMarginsGuide"
        case .safeArea: return "\(owningView?.debugName ?? "<gone>").safeAreaLayoutGuide"
        case .readableContent: return "\(owningView?.debugName ?? "<gone>").readableContentGuide"
        case .scrollContent: return "\(owningView?.debugName ?? "<gone>").contentLayoutGuide"
        case .scrollFrame: return "\(owningView?.debugName ?? "<gone>").frameLayoutGuide"
        case .scrollContentMargins: return "\(owningView?.debugName ?? "<gone>").contentMarginsGuide"
        }
    }

    override var owningViewForLayout: View? { owningView }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout pass
    /// (`.zero` before one).
    public var layoutFrame: Rect {
        guard let view = owningView, let engine = view.rootView.engine else { return .zero }
        let rect = solvedRect(engine)
        let origin = view.engineFrameOrigin(engine)
        return engine.relative(rect, to: origin)
    }
}
