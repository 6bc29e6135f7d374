import PlumbDiagnostics
import PlumbFormats
import PlumbLayout
import PlumbMessages

/// `plumb explain FILE VIEW.attribute`: the value of one attribute after layout, and the
/// constraints that determine it.
enum ExplainCommand {
    static let usage = """
        USAGE: plumb explain [OPTIONS] FILE VIEW.ATTRIBUTE
               plumb explain [OPTIONS] STORYBOARD [SCENE] VIEW.ATTRIBUTE

        Lays out a layout file and explains one value: VIEW.ATTRIBUTE (content.width,
        title.leading, button.centerY, …; a view or a layout guide of the file) in its
        superview's coordinates, then the constraints in force along that axis: those on the
        attribute itself, the others that hold with equality (binding), and those that do not
        bind now (slack inequalities, optional constraints that lost), each with its location.
        An undetermined value is reported as in plumb diagnose.

        In a storyboard or xib, VIEW is an element's id, its userLabel or its name as findings
        show it (Label "Name" (abc-12-xyz)); SCENE (or --scene) picks the scene when the view
        is not unique, --size-class the combination (default: the design one).

        OPTIONS:
        \(LayoutOptions.help)
        \(InterfaceBuilderFile.help)
          -h, --help        show this help

        Exit status: 0 the value is determined, 1 it is ambiguous, 2 bad usage or input.
        """

    static let parser = ArgumentParser(valueOptions: LayoutOptions.valueOptions.union(InterfaceBuilderFile.valueOptions),
                                       flags: ["--help", "-h"])

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        guard let args = try parser.parse(arguments, usage: usage, console: console) else { return 0 }
        let options = try DocumentOptions(args)
        guard args.operands.count == 2 || args.operands.count == 3 else {
            throw UsageError("give a FILE and a VIEW.ATTRIBUTE, such as: plumb explain form.layout content.width")
        }
        let path = args.operands[0], target = args.operands[args.operands.count - 1]
        guard let dot = target.lastIndex(of: "."), dot != target.startIndex else {
            throw UsageError("'\(target)' is not VIEW.ATTRIBUTE (such as content.width)")
        }
        let name = String(target[..<dot]), attributeName = String(target[target.index(after: dot)...])
        guard let attribute = LayoutAttribute(name: attributeName) else {
            throw UsageError("unknown attribute '\(attributeName)' (expected one of \(LayoutAttribute.names.joined(separator: ", ")))")
        }
        let scene = args.operands.count == 3 ? args.operands[1] : nil
        if scene != nil, options.scene != nil { throw UsageError("give the scene once (SCENE or --scene)") }
        let subject: ExplanationSubject
        let opened = try InputDocuments.open(path, options)
        do throws(DocumentFailure) {
            subject = try opened.get().subject(named: name, scene: scene)
        } catch {
            console.report(error, tool: "plumb explain")
            return 2
        }
        let item = subject.item
        if item is LayoutGuide, [.firstBaseline, .lastBaseline].contains(attribute) || attributeName.contains("Margin") {
            console.report(Diagnostic(.error, "a layout guide has no '\(attributeName)'"), tool: "plumb explain")
            return 2
        }
        let explanation = Diagnostics.explain(attribute, of: item, findings: subject.findings)
        let text = explanation.description
        console.writeOutput(TerminalText.escapedLines(subject.heading.map { $0 + "\n" + text } ?? text))
        return explanation.isAmbiguous ? 1 : 0
    }
}
