import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbMessages

/// `plumb diagnose --devices LIST`: each file laid out on several devices and orientations in
/// one run, and what differs between them said on the findings.
///
/// A view controller's scene takes each device's size, safe area and size class (cells,
/// top-level views and freeform scenes keep their design size); a layout file takes each
/// device's size and size classes. Misplacement is not checked on a device matrix: the frames
/// a document saved are for its own device.
struct DeviceMatrix {
    /// One device in one orientation.
    struct Entry: Sendable {
        var device: Device
        var landscape: Bool
        var label: String { "\(device.name) \(landscape ? "landscape" : "portrait")" }
    }

    var entries: [Entry]

    /// The devices of `--devices standard`: the smallest phone the table has with iOS 13 or
    /// later, a current phone and the largest iPad.
    static let standard = ["retina4_0", "retina6_12", "ipad12_9rounded"]

    /// `standard`, or device ids (the table of Docs/interface-builder.md) separated by commas,
    /// each as `ID` (portrait and landscape), `ID:portrait` or `ID:landscape`.
    init(parsing text: String) throws(UsageError) {
        entries = []
        let items = text == "standard" ? Self.standard : text.split(separator: ",").map(String.init)
        for item in items {
            let parts = item.split(separator: ":", maxSplits: 1).map(String.init)
            guard let device = Device.named(parts[0]) else {
                throw UsageError("unknown device '\(TerminalText.escaped(parts[0]))' in --devices (expected standard, or ids such as "
                    + Device.table.keys.sorted().joined(separator: ", ") + ")")
            }
            switch parts.count == 2 ? parts[1] : "both" {
            case "both": entries += [Entry(device: device, landscape: false), Entry(device: device, landscape: true)]
            case "portrait": entries.append(Entry(device: device, landscape: false))
            case "landscape": entries.append(Entry(device: device, landscape: true))
            default:
                throw UsageError("unknown orientation '\(TerminalText.escaped(parts[1]))' in --devices (expected portrait or landscape)")
            }
        }
        guard !entries.isEmpty else { throw UsageError("--devices needs at least one device") }
    }

    /// One file's diagnoses on every entry, as one: a finding found on every entry as it is,
    /// one found on some only with `(only on: …)` after its message; the file's errors once.
    static func merge(_ runs: [(Entry, FileDiagnosis)]) -> FileDiagnosis {
        guard let first = runs.first?.1 else { return FileDiagnosis(path: "") }
        var result = FileDiagnosis(path: first.path)
        for (_, run) in runs {
            for error in run.errors where !result.errors.contains(where: { $0.message == error.message }) {
                result.errors.append(error)
            }
        }
        typealias Key = FindingBaseline.Identity
        var order: [Key] = []
        var plain: [Key: Finding] = [:]
        var structured: [Key: InterfaceBuilderFinding] = [:]
        var foundOn: [Key: [String]] = [:]
        for (entry, run) in runs {
            var seen: Set<Key> = []
            let pairs: [(Key, Finding, InterfaceBuilderFinding?)] = run.interfaceBuilder.map { ib in
                ib.findings.map { (Key($0, file: run.path), $0.finding, $0) }
            } ?? run.findings.map { (Key($0, file: run.path), $0, nil) }
            for (key, finding, ib) in pairs where seen.insert(key).inserted {
                if plain[key] == nil {
                    order.append(key)
                    plain[key] = finding
                    structured[key] = ib
                }
                foundOn[key, default: []].append(entry.label)
            }
        }
        // Most severe first, as one diagnosis lists them (stable: first found first).
        order = order.enumerated().sorted { a, b in
            ((plain[a.element]?.severity ?? .note), a.offset) < ((plain[b.element]?.severity ?? .note), b.offset)
        }.map(\.element)
        func marked(_ finding: Finding, _ key: Key) -> Finding {
            let on = foundOn[key] ?? []
            guard on.count < runs.count else { return finding }
            var f = finding
            f.message += " (only on: " + on.joined(separator: ", ") + ")"
            return f
        }
        if var ib = first.interfaceBuilder {
            ib.findings = order.compactMap { key in
                structured[key].map { var s = $0; s.finding = marked(s.finding, key); return s }
            }
            ib.marks = []
            result.interfaceBuilder = ib
            result.findings = ib.plainFindings
        } else {
            result.findings = order.compactMap { key in plain[key].map { marked($0, key) } }
        }
        let some = order.filter { (foundOn[$0]?.count ?? 0) < runs.count }.count
        result.notes = first.notes.filter { !$0.message.hasPrefix("Xcode's saved marks") }
        result.notes.append(Diagnostic(.note, "devices: \(runs.count) layouts (" + runs.map(\.0.label).joined(separator: ", ")
            + "): \(order.count - some) finding\(order.count - some == 1 ? "" : "s") on every one, \(some) on some only",
            at: SourceLocation(file: first.path)))
        return result
    }
}

extension DocumentOptions {
    /// These options on one device of a matrix (each document applies it its own way).
    func on(_ entry: DeviceMatrix.Entry) -> DocumentOptions {
        var options = self
        options.device = (entry.device, entry.landscape)
        return options
    }
}
