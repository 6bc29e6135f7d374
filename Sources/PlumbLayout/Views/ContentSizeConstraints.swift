/// The four constraints a view's intrinsic content size makes (hugging and compression
/// resistance on each axis), slot by slot: 0 and 1 hug horizontally and vertically, 2 and 3
/// resist compression. Stored inline: as an array, every view allocated it when created and
/// again each time it was registered with an engine or removed from one.
struct ContentSizeConstraints {
    private var hugH: LayoutConstraint?
    private var hugV: LayoutConstraint?
    private var resistH: LayoutConstraint?
    private var resistV: LayoutConstraint?

    subscript(slot: Int) -> LayoutConstraint? {
        get {
            switch slot {
            case 0: hugH
            case 1: hugV
            case 2: resistH
            default: resistV
            }
        }
        set {
            switch slot {
            case 0: hugH = newValue
            case 1: hugV = newValue
            case 2: resistH = newValue
            default: resistV = newValue
            }
        }
    }

    /// Whether no slot holds a constraint.
    var isEmpty: Bool { hugH == nil && hugV == nil && resistH == nil && resistV == nil }

    /// Calls `body` with each constraint present, in slot order.
    func forEach(_ body: (LayoutConstraint) -> Void) {
        if let c = hugH { body(c) }
        if let c = hugV { body(c) }
        if let c = resistH { body(c) }
        if let c = resistV { body(c) }
    }
}

/// One value per layout axis, indexed by ``LayoutAxis/index``; stored inline (no array to
/// allocate per view).
struct AxisPair<Value> {
    private var horizontal: Value
    private var vertical: Value

    init(_ value: Value) {
        horizontal = value
        vertical = value
    }

    subscript(index: Int) -> Value {
        get { index == 0 ? horizontal : vertical }
        set { if index == 0 { horizontal = newValue } else { vertical = newValue } }
    }
}
