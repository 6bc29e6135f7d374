import PlumbDiagnostics
import PlumbFormats
import PlumbLayout
import PlumbMessages

/// `plumb solve FILE`: lays a layout file out and prints every view's frame, as a tree (text)
/// or with all the data (JSON).
enum SolveCommand {
    static let usage = """
        USAGE: plumb solve [OPTIONS] FILE

        Lays out a layout file (Docs/format.md) and prints the frame of every view: a tree with
        frames in superview coordinates (text), or every view's data (json). A storyboard or
        xib is laid out scene by scene, in every size class it uses, as the app would run it
        (Docs/interface-builder.md); views are named as plumb diagnose names them.

        OPTIONS:
          --format FORMAT   text (default) or json
        \(LayoutOptions.help)
        \(InterfaceBuilderFile.help)
          -h, --help        show this help

        Exit status: 0 solved, 1 solved but a conflicting constraint had to be broken (run
        plumb diagnose for details), 2 bad usage, a file that cannot be read, or a layout too
        large to solve (Docs/reliability.md).
        """

    static let parser = ArgumentParser(valueOptions: LayoutOptions.valueOptions.union(["--format"]).union(InterfaceBuilderFile.valueOptions),
                                       flags: ["--help", "-h"])

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        guard let args = try parser.parse(arguments, usage: usage, console: console) else { return 0 }
        let json: Bool
        switch args.value("--format") {
        case nil, "text": json = false
        case "json": json = true
        case let other?: throw UsageError("unknown --format '\(other)' (expected text or json)")
        }
        var options = try DocumentOptions(args)
        options.arrangesStacksDirectly = true
        guard args.operands.count == 1, let path = args.operands.first else {
            throw UsageError(args.operands.isEmpty ? "no layout file: give one FILE" : "give one FILE (plumb diagnose takes several)")
        }
        let opened = try InputDocuments.open(path, options)
        do throws(DocumentFailure) {
            let (output, broken, overflows) = try opened.get().solved(json: json)
            // Whatever else the input put in the text (a path, a scene's name) cannot reach the
            // terminal as a control sequence; JSON escapes its own strings.
            console.writeOutput(json ? output : TerminalText.escapedLines(output))
            // Frames without a value are not a result: an error, as bad input is.
            guard overflows.isEmpty else {
                console.report(Diagnostic(.error, "the constraints overflow: no finite value for "
                    + overflows.prefix(5).joined(separator: ", ") + (overflows.count > 5 ? " and \(overflows.count - 5) more" : "")
                    + "; run 'plumb diagnose \(path)' for the constraints", at: SourceLocation(file: path)), tool: "plumb solve")
                return 2
            }
            return SolveCommand.warn(broken: broken, path: path, console: console)
        } catch {
            console.report(error, tool: "plumb solve")
            return 2
        }
    }

    /// Warns when the layout broke conflicting constraints: exit status 1 then, else 0.
    private static func warn(broken: Int, path: String, console: Console) -> Int32 {
        guard broken > 0 else { return 0 }
        console.report(Diagnostic(.warning, "\(broken) conflicting constraint\(broken == 1 ? " was" : "s were") broken; "
            + "run 'plumb diagnose \(path)' for details", at: SourceLocation(file: path)))
        return 1
    }

    // MARK: Text

    /// Indentation stops growing below this depth (a 10,000-deep file prints short lines).
    static let maximumDrawnDepth = 24

    static func text(_ model: LayoutModel) -> String {
        let root = model.root
        var header = "\(model.path): root \(number(root.frame.width)) × \(number(root.frame.height))"
        let traits = model.lastTraits
        if traits != TraitCollection() { header += ", traits \(traits)" }
        if let keyboard = model.keyboardFrame { header += ", keyboard \(rect(keyboard))" }
        let guidesByOwner = Dictionary(grouping: model.guides) { ObjectIdentifier($0.owningView ?? root) }
        let lines = tree(root, children: { view in view.subviews + (guidesByOwner[ObjectIdentifier(view)] ?? []) },
                         name: \.name, describe: { describe($0, model) })
        return header + "\n" + aligned(lines)
    }

    /// The hierarchy as (name with tree prefix, details) lines, iteratively (deep files).
    static func tree(_ root: LayoutItem, children: (View) -> [LayoutItem], name: (LayoutItem) -> String,
                     describe: (LayoutItem) -> String) -> [(String, String)] {
        var lines: [(String, String)] = []
        // (view, prefix for its line, prefix for its children, depth)
        var stack: [(LayoutItem, String, String, Int)] = [(root, "", "", 0)]
        while let (item, linePrefix, childPrefix, depth) = stack.popLast() {
            // A name from the input may hold control characters: escaped, it keeps to its line.
            var label = TerminalText.escaped(name(item))
            if depth > maximumDrawnDepth { label += " (depth \(depth))" }
            lines.append((linePrefix + label, describe(item)))
            guard let view = item as? View else { continue }
            let list = children(view)
            let deeper = depth + 1 > maximumDrawnDepth
            for (i, child) in list.enumerated().reversed() {
                let last = i == list.count - 1
                let line = deeper ? childPrefix : childPrefix + (last ? "└─ " : "├─ ")
                let next = deeper ? childPrefix : childPrefix + (last ? "   " : "│  ")
                stack.append((child, line, next, depth + 1))
            }
        }
        return lines
    }

    /// The lines with the details in one column.
    static func aligned(_ lines: [(String, String)]) -> String {
        let width = min(48, lines.map { $0.0.count }.max() ?? 0)
        var out = ""
        for (left, right) in lines {
            let padding = max(1, width - left.count + 2)
            out += left + String(repeating: " ", count: padding) + right + "\n"
        }
        return out
    }

    private static func describe(_ item: LayoutItem, _ model: LayoutModel) -> String {
        guard let view = item as? View else {
            return "\((item as? LayoutGuide).map { rect($0.layoutFrame) } ?? "") (guide)"
        }
        var parts = [rect(view.frame)] + details(view)
        if let text = model.declaration(of: view)?.text { parts.append("\"\(TerminalText.escaped(text))\"") }
        if view.isHidden { parts.append("hidden") }
        if !view.isInstalled { parts.append("not installed") }
        return parts.joined(separator: "  ")
    }

    /// A scroll view's content size, offset and insets; a stack view's arrangement.
    static func details(_ view: View) -> [String] {
        var parts: [String] = []
        if let scroll = view as? ScrollView {
            let size = scroll.contentSize, offset = scroll.contentOffset, inset = scroll.contentInset
            var s = "content \(number(size.width)) × \(number(size.height)), offset (\(number(offset.x)), \(number(offset.y)))"
            if inset != .zero {
                s += ", inset (top: \(number(inset.top)), left: \(number(inset.left)), bottom: \(number(inset.bottom)), right: \(number(inset.right)))"
            }
            parts.append(s)
        }
        if let stack = view as? StackView {
            parts.append("\(stack.axis == .horizontal ? "horizontal" : "vertical") stack, \(stack.distribution), \(stack.alignment), spacing \(number(stack.spacing))")
        }
        return parts
    }

    /// Rounded to 1/1000 for reading (JSON has the exact values).
    static func number(_ x: Double) -> String {
        let rounded = (x * 1000).rounded() / 1000
        return JSONValue.format(rounded == 0 ? 0 : rounded)
    }

    /// `{x, y, width, height}`.
    static func rect(_ r: Rect) -> String {
        "{\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height))}"
    }

    // MARK: JSON

    static func json(_ model: LayoutModel) -> String {
        let root = model.root
        let traits = model.lastTraits
        var views: [JSONValue] = []
        for view in model.views {
            views.append(viewJSON(view, model))
        }
        let guides = model.guides.map { guide -> JSONValue in
            .object([("name", .string(guide.name)), ("owner", .optional(guide.owningView?.name)),
                     ("layoutFrame", .rect(guide.layoutFrame))])
        }
        let issues = root.layoutIssues.map { JSONValue.string($0.description) }
        return JSONValue.object([
            ("file", .string(model.path)),
            ("size", .size(root.frame.size)),
            ("traits", .object([
                ("horizontalSizeClass", .string(traits.horizontalSizeClass.description)),
                ("verticalSizeClass", .string(traits.verticalSizeClass.description)),
                ("displayScale", .optional(traits.displayScale)),
            ])),
            ("keyboard", model.keyboardFrame.map(JSONValue.rect) ?? .null),
            ("views", .array(views)),
            ("guides", .array(guides)),
            ("issues", .array(issues)),
        ]).text
    }

    private static func viewJSON(_ view: View, _ model: LayoutModel) -> JSONValue {
        var members: [(String, JSONValue)] = [("name", .string(view.name)), ("kind", .string(model.kind(of: view).rawValue))]
        members += viewMembers(view, text: model.declaration(of: view)?.text)
        return .object(members)
    }

    /// Everything JSON says about a view after its name and kind: parent, frames, state,
    /// intrinsic size, text, scroll and stack data.
    static func viewMembers(_ view: View, text: String?) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("parent", .optional(view.superview?.name)),
            ("frame", .rect(view.frame)),
            ("frameInRoot", .rect(view.superview?.convert(view.frame, to: nil) ?? view.frame)),
            ("isHidden", .bool(view.isHidden)),
            ("isInstalled", .bool(view.isInstalled)),
        ]
        let intrinsic = view.intrinsicContentSize
        if intrinsic.width != View.noIntrinsicMetric || intrinsic.height != View.noIntrinsicMetric {
            members.append(("intrinsicContentSize", .object([
                ("width", intrinsic.width == View.noIntrinsicMetric ? .null : .number(intrinsic.width)),
                ("height", intrinsic.height == View.noIntrinsicMetric ? .null : .number(intrinsic.height)),
            ])))
        }
        if let text { members.append(("text", .string(text))) }
        if let scroll = view as? ScrollView {
            members.append(("scroll", .object([
                ("contentSize", .size(scroll.contentSize)),
                ("contentOffset", .point(scroll.contentOffset)),
                ("contentInset", .insets(scroll.contentInset)),
                ("adjustedContentInset", .insets(scroll.adjustedContentInset)),
                ("visibleContentRect", .rect(scroll.visibleContentRect)),
                ("zoomScale", .number(scroll.zoomScale)),
            ])))
        }
        if let stack = view as? StackView {
            members.append(("stack", .object([
                ("axis", .string(stack.axis == .horizontal ? "horizontal" : "vertical")),
                ("distribution", .string(stack.distribution.description)),
                ("alignment", .string(stack.alignment.description)),
                ("spacing", .number(stack.spacing)),
                ("arrangedSubviews", .array(stack.arrangedSubviews.map { .string($0.name) })),
            ])))
        }
        return members
    }
}
