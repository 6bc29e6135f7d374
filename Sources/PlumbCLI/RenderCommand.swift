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

        Lays out a layout file and draws it as SVG, as Xcode's canvas shows it: every view
        filled with its colour (a storyboard's, else a neutral palette) and captioned where the
        caption covers nothing (else listed beside the picture), labels, buttons and fields
        with their text as UIKit would wrap and truncate it, scroll views' content areas
        (dashed) and visible windows, the keyboard. The findings of plumb diagnose are
        numbered markers on their views, listed beside the canvas: ambiguous views outlined
        with their witness frames and an outline moving between them, conflicting constraints
        as red lines, optional constraints that lost dashed with their shortfall. Opens in any
        browser. A storyboard or xib draws every scene in every size class it uses side by
        side. plumb report puts a whole project on one HTML page.

        OPTIONS:
          -o, --output FILE the SVG file to write (default: standard output; '-' too)
          --show WHAT       also draw the root's safe area (safe-area) and every view's
                            layout margins (margins); comma-separated, repeatable
        \(LayoutOptions.help)
        \(InterfaceBuilderFile.help)
          -h, --help        show this help

        Exit status: 0 written, no warnings or errors; 1 written, with some; 2 bad usage, a file that
        cannot be read, or an output that cannot be written.
        """

    /// `--show safe-area,margins`.
    static func pictureOptions(_ args: ParsedArguments) throws(UsageError) -> PictureOptions {
        var options = PictureOptions()
        for value in args.allValues["--show"] ?? [] {
            for part in value.split(separator: ",", omittingEmptySubsequences: false) {
                switch part {
                case "safe-area": options.showsSafeArea = true
                case "margins": options.showsMargins = true
                default: throw UsageError("unknown --show '\(part)' (expected safe-area or margins, separated by commas)")
                }
            }
        }
        return options
    }

    static let parser = ArgumentParser(valueOptions: LayoutOptions.valueOptions.union(["-o", "--output", "--show"]).union(InterfaceBuilderFile.valueOptions),
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
        let pictureOptions = try Self.pictureOptions(args)
        let svg: String
        let findings: [Finding]
        let opened = try InputDocuments.open(path, options)
        do throws(DocumentFailure) {
            let pictures = try opened.get().pictures(pictureOptions)
            svg = SVGRenderer.sideBySide(pictures.map(\.svg), title: path)
            findings = pictures.flatMap(\.findings)
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
