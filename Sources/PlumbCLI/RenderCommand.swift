#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PlumbDiagnostics
import PlumbFormats
import PlumbLayout
import PlumbMessages

/// `plumb render FILE -o out.svg`: an SVG picture of the solved layout, with the findings
/// highlighted (``SVGRenderer``).
enum RenderCommand {
    static let usage = """
        USAGE: plumb render [OPTIONS] FILE [-o OUT.svg]

        Lays out a layout file and draws it as SVG: every view's frame and name, scroll views'
        content areas (dashed) and visible windows (with the content offset), the keyboard,
        and the findings of plumb diagnose (ambiguous views in orange with their two witness
        frames dashed, conflicting constraints as red lines). Opens in any browser. A storyboard
        or xib draws every scene in every size class it uses side by side, each with the
        findings of plumb diagnose for it.

        OPTIONS:
          -o, --output FILE the SVG file to write (default: standard output; '-' too)
        \(LayoutOptions.help)
        \(InterfaceBuilderFile.help)
          -h, --help        show this help

        Exit status: 0 written, no warnings or errors; 1 written, with some; 2 bad usage, a file that
        cannot be read, or an output that cannot be written.
        """

    static let parser = ArgumentParser(valueOptions: LayoutOptions.valueOptions.union(["-o", "--output"]).union(InterfaceBuilderFile.valueOptions),
                                       flags: ["--help", "-h"])

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> Int32 {
        guard let args = try parser.parse(arguments, usage: usage, console: console) else { return 0 }
        let options = try DocumentOptions(args)
        guard args.operands.count == 1, let path = args.operands.first else {
            throw UsageError(args.operands.isEmpty ? "no layout file: give one FILE" : "give one FILE to render")
        }
        if args.value("-o") != nil, args.value("--output") != nil {
            throw UsageError("give the output once (-o or --output)")
        }
        let output = args.value("-o") ?? args.value("--output") ?? "-"
        guard !output.isEmpty else { throw UsageError("-o needs a file name") }
        let svg: String
        let findings: [Finding]
        let opened = try InputDocuments.open(path, options)
        do throws(DocumentFailure) {
            (svg, findings) = try opened.get().picture()
        } catch {
            console.report(error, tool: "plumb render")
            return 2
        }
        if output == "-" {
            console.writeOutput(svg)
        } else if let problem = OutputFile.write(svg, to: output) {
            console.report(Diagnostic(.error, "cannot write '\(output)': \(problem)"), tool: "plumb render")
            return 2
        }
        // As plumb diagnose by default: warnings and errors, not notes.
        return findings.contains { $0.severity <= .warning } ? 1 : 0
    }
}
