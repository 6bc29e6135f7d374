/// A reference to an object that its holders share without keeping the object alive: the
/// object owns one handle and empties it as it deinitialises, so holders then read nil, as
/// through a `weak` reference.
///
/// Why not `weak`: the first weak reference to an object moves its reference counts to a side
/// table, and from then on every retain and release of the object takes the runtime's slow
/// path through that table. Views are named by their constraints and subviews, and the engine
/// by every view and constraint, so with `weak` that path took a large share of building a
/// row of labels (Docs/benchmarks-log.md, step 22). An `unowned` reference keeps its count in the
/// object's header, and the handle's is emptied before the object goes: it never dangles.
final class Handle<Object: AnyObject> {
    // Read on every check of a constraint's items: not checked for exclusivity at run time
    // (LayoutEngine says why).
    /// The object, until it deinitialises.
    @exclusivity(unchecked) unowned(safe) var object: Object?

    init() {}
}

extension Handle where Object == LayoutItem {
    /// The item as a view, for holders that were given a view's handle.
    var view: View? { object as? View }
}
