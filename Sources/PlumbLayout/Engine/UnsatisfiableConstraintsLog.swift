#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The "Unable to simultaneously satisfy constraints." block, in UIKit's console format, that
/// the layout engine writes to standard error when required constraints conflict.
///
/// Each constraint is printed as UIKit prints an `NSLayoutConstraint`:
///
///     <NSLayoutConstraint:0x600000000090 View:0x700000000000'title'.trailing == View:0x700000000040'date'.leading - 8   (active)>
///
/// with Plumb's class names (`View`, `StackView`, `LayoutGuide`…), a stable pseudo-address per
/// item and per constraint (Plumb has no memory addresses to show), the item's name in quotes,
/// autoresizing constraints as `NSAutoresizingMaskLayoutConstraint … h=--& v=--&`, and the root
/// size of the layout pass as UIKit's `'UIView-Encapsulated-Layout-Width'`/`-Height`. So
/// `plumb explain-log` reads Plumb's own output like UIKit's.
///
/// A conflict is written once per hierarchy, however many layout passes meet it again. Turn
/// the output off for a hierarchy with ``View/logsUnsatisfiableConstraints``, or for the
/// process with ``isEnabled`` (the `plumb` command line does: it reports conflicts as
/// findings). The conflict is recorded in ``View/layoutIssues`` either way.
public enum UnsatisfiableConstraintsLog {
    private static let enabled = Atomic<Bool>(defaultEnabled)

    /// Whether conflicts are written to standard error. Safe to set from any thread; it applies
    /// to conflicts found after the change.
    ///
    /// The default is true, as in UIKit, unless the environment variable
    /// `PLUMB_UNSATISFIABLE_CONSTRAINTS_LOG` is `0` (UIKit's
    /// `UIConstraintBasedLayoutLogUnsatisfiable` user default plays this part). Hierarchies read
    /// from files (layout files, storyboards) are quiet: their conflicts are findings.
    public static var isEnabled: Bool {
        get { enabled.load(ordering: .relaxed) }
        set { enabled.store(newValue, ordering: .relaxed) }
    }

    private static var defaultEnabled: Bool {
        guard let value = getenv("PLUMB_UNSATISFIABLE_CONSTRAINTS_LOG") else { return true }
        return String(cString: value) != "0"
    }

    /// Receives every block instead of standard error, whatever ``isEnabled`` says (tests).
    static let capture = Mutex<(@Sendable (String) -> Void)?>(nil)

    /// UIKit's first lines, shared with ``LayoutIssue/description``.
    static let advice = """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        \tTry this:
        \t\t(1) look at each constraint and try to figure out which you don't expect;
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.

        """

    /// The block for one conflict: `conflicts` (a minimal conflicting set) and the member the
    /// engine broke, in UIKit's wording and format. The engine's `size >= 0` bounds are left
    /// out, as UIKit leaves its own out: sizes that cannot be negative are implied.
    public static func message(broken: LayoutConstraint, conflicts: [LayoutConstraint]) -> String {
        let conflicts = conflicts.filter { !$0.kind.isSizeBound }
        var s = advice
        if conflicts.contains(where: { $0.kind == .autoresizingMask }) {
            s += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to "
                + "the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        s += "(\n"
        // After UIKit's text, where the program made the constraint (readers stop at the quote).
        s += conflicts.map { "    \"\(consoleDescription(of: $0))\"" + madeAt($0) }.joined(separator: ",\n")
        s += "\n)\n\nWill attempt to recover by breaking constraint \n\(consoleDescription(of: broken))\(madeAt(broken))\n\n"
        s += "Plumb: the layout goes on without it. Read layoutIssues on the root view to handle this from code; "
            + "set logsUnsatisfiableConstraints = false on it, or UnsatisfiableConstraintsLog.isEnabled = false, to stop this message.\n"
        return s
    }

    /// ` (File.swift:42)`: where the program made a constraint of its own, or nothing.
    static func madeAt(_ c: LayoutConstraint) -> String {
        guard c.kind.isActivatedByCode, let location = c.sourceLocation else { return "" }
        return " (\(location.shortDescription))"
    }

    /// One constraint as UIKit prints it in a conflict block.
    public static func consoleDescription(of c: LayoutConstraint) -> String {
        var s = "<\(className(of: c)):\(pseudoAddress(0x6000_0000_0000, c.sequence)) "
        var identifier = c.identifier
        var names = ""
        if c.kind == .rootFrame {
            identifier = ["Width": "UIView-Encapsulated-Layout-Width", "Height": "UIView-Encapsulated-Layout-Height",
                          "Left": "UIView-Encapsulated-Layout-Left", "Top": "UIView-Encapsulated-Layout-Top"][
                c.firstAttribute == .width ? "Width" : c.firstAttribute == .height ? "Height"
                    : c.firstAttribute == .left ? "Left" : "Top"]
        }
        if let identifier { s += "'\(identifier)' " }
        if c.kind == .autoresizingMask {
            s += "h=--& v=--& "
            // UIKit writes an autoresizing position relative to the superview, as minX/minY.
            if c.hasSecondItem, let superview = c.secondItem {
                let attribute = c.firstAttribute == .left ? "minX" : "minY"
                s += "\(itemDescription(c.firstItem)).\(attribute) == \(formatNumber(c.constant))"
                names = "'|':\(itemDescription(superview))"
                return s + "   (active, names: \(names) )>"
            }
        }
        s += "\(itemDescription(c.firstItem)).\(c.firstAttribute) \(c.relation) "
        if c.hasSecondItem {
            if c.multiplier != 1 { s += "\(formatNumber(c.multiplier))*" }
            s += "\(itemDescription(c.secondItem)).\(c.secondAttribute)"
            if c.constant != 0 { s += c.constant < 0 ? " - \(formatNumber(-c.constant))" : " + \(formatNumber(c.constant))" }
        } else {
            s += formatNumber(c.constant)
        }
        if !c.priority.isRequired { s += " @\(c.priority)" }
        return s + "   (active)>"
    }

    /// `View:0x700000000000'title'`: the class, a pseudo-address unique in the process, and the name.
    static func itemDescription(_ item: LayoutItem?) -> String {
        guard let item else { return "(null)" }
        let address = pseudoAddress(0x7000_0000_0000, item.minX.id)
        if let guide = item as? LayoutGuide {
            let label: String
            switch guide.role {
            case .user: label = guide.name
            case .layoutMargins: label = "UIViewLayoutMarginsGuide"
            case .safeArea: label = "UIViewSafeAreaLayoutGuide"
            case .readableContent: label = "UIViewReadableContentGuide"
            case .scrollContent: label = "UIScrollViewContentLayoutGuide"
            case .scrollFrame: label = "UIScrollViewFrameLayoutGuide"
            case .scrollContentMargins: label = "UIScrollViewContentMarginsGuide"
            }
            return "LayoutGuide:\(address)" + (label.isEmpty ? "" : "'\(quoted(label))'")
        }
        let className = (item as? View)?.debugClassName ?? "View"
        return "\(className):\(address)" + (item.name.isEmpty ? "" : "'\(quoted(item.name))'")
    }

    /// An address-like identity: `base` plus 16 × `n` in hexadecimal (`0x600000000010`). Plumb has
    /// no addresses worth showing; these are unique per hierarchy and stable from run to run.
    private static func pseudoAddress(_ base: Int, _ n: Int) -> String {
        "0x" + String(base &+ (n & 0xFFFF_FFFF) &* 16, radix: 16)
    }

    /// UIKit does not escape a label's text, and neither does Plumb (a reader ends the text at
    /// the quote followed by `.attribute`); a line break would split the line, so it becomes a
    /// space.
    private static func quoted(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }

    private static func className(of c: LayoutConstraint) -> String {
        switch c.kind {
        case .autoresizingMask: "NSAutoresizingMaskLayoutConstraint"
        case .contentHugging, .compressionResistance: "NSContentSizeLayoutConstraint"
        default: "NSLayoutConstraint"
        }
    }

    /// Called by the engine for each conflict it records: writes the block once per distinct
    /// conflict (same members) of a hierarchy.
    static func report(broken: LayoutConstraint, conflicts: [LayoutConstraint], in engine: LayoutEngine) {
        let sink = capture.withLock { $0 }
        guard isEnabled || sink != nil, engine.conflictState.logsConflicts else { return }
        let signature = conflicts.map { ObjectIdentifier($0) }.sorted()
        guard engine.conflictState.loggedConflicts.insert(signature).inserted else { return }
        emit(message(broken: broken, conflicts: conflicts), to: sink)
    }

    /// UIKit's reason for the exception it raises when an active constraint's priority changes
    /// between required and optional (`-[NSLayoutConstraint setPriority:]`), numbers as UIKit
    /// prints them, and what Plumb did instead of stopping.
    public static func priorityChangeMessage(_ c: LayoutConstraint, to priority: LayoutPriority) -> String {
        "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  "
            + "You passed priority \(formatNumber(priority.value)) and the existing priority was \(formatNumber(c.priority.value)).\n"
            + "Plumb: UIKit raises NSInternalInconsistencyException here; the constraint keeps its priority: "
            + "\(consoleDescription(of: c))\n"
    }

    /// Called when a priority setter was refused a change between required and optional:
    /// writes ``priorityChangeMessage(_:to:)`` once per constraint of a hierarchy, under the
    /// switches of the conflict block.
    static func reportPriorityChange(_ c: LayoutConstraint, to priority: LayoutPriority, in engine: LayoutEngine) {
        let sink = capture.withLock { $0 }
        guard isEnabled || sink != nil, engine.conflictState.logsConflicts else { return }
        guard engine.conflictState.loggedPriorityChanges.insert(ObjectIdentifier(c)).inserted else { return }
        emit(priorityChangeMessage(c, to: priority), to: sink)
    }

    /// Standard error, or the test sink.
    private static func emit(_ text: String, to sink: (@Sendable (String) -> Void)?) {
        if let sink {
            sink(text)
            return
        }
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let n = write(2, base + offset, buffer.count - offset)
                if n <= 0 { return }
                offset += n
            }
        }
    }
}

extension View {
    /// Whether the conflicts of this view's hierarchy are written to standard error (default
    /// true; ``UnsatisfiableConstraintsLog/isEnabled`` must be true as well). A setting of the
    /// hierarchy: set on any view, it applies to its root, and a root that joins another
    /// hierarchy takes that hierarchy's setting.
    public var logsUnsatisfiableConstraints: Bool {
        get { rootView.engine?.conflictState.logsConflicts ?? true }
        set { rootView.ensureEngine().conflictState.logsConflicts = newValue }
    }
}
