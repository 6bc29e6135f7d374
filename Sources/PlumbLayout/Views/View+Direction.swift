/// How a view's content is arranged when the language reads right to left (UIKit's
/// `UISemanticContentAttribute`).
public enum SemanticContentAttribute: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Follows the traits' ``TraitCollection/layoutDirection`` (the default).
    case unspecified
    /// Playback controls (play, rewind): always left to right.
    case playback
    /// Directional controls (arrows, a map's compass): always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft

    /// The attribute named `name`, as UIKit and Interface Builder spell it; nil for any other
    /// word. The one table every reader uses.
    public init?(name: String) { self.init(rawValue: name) }

    /// The case's name, as Interface Builder writes it.
    public var description: String { rawValue }
}

/// Leading and trailing: which view's direction decides a constraint (LayoutEngine+Direction.swift
/// applies it) and how a view's own direction follows its ``View/semanticContentAttribute``.
extension View {
    /// The direction this view arranges its immediate content in (UIKit's
    /// `effectiveUserInterfaceLayoutDirection`): its ``semanticContentAttribute`` applied to
    /// the traits' direction. Constraints among this view, its guides and its subviews resolve
    /// leading and trailing in it (Docs/dsl.md, "Right to left").
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        View.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traitCollection.layoutDirection)
    }

    /// The direction a view with `attribute` takes when the language reads `direction` (UIKit's
    /// `userInterfaceLayoutDirection(for:relativeTo:)`): unspecified follows it, playback,
    /// spatial and forced left to right are left to right, forced right to left is right to left.
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute,
                                                    relativeTo direction: LayoutDirection) -> LayoutDirection {
        switch attribute {
        case .unspecified: direction
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The nearest view that is `a` or an ancestor of it and also `b` or an ancestor of `b`.
    static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        if a === b { return a }
        if b.superview === a { return a }
        if a.superview === b { return b }
        if let pa = a.superview, pa === b.superview { return pa }
        var ancestors = Set<ObjectIdentifier>()
        var view: View? = a
        while let v = view {
            ancestors.insert(ObjectIdentifier(v))
            view = v.superview
        }
        view = b
        while let v = view {
            if ancestors.contains(ObjectIdentifier(v)) { return v }
            view = v.superview
        }
        return nil
    }
}
