import PlumbDiagnostics
import PlumbLayout

/// `plumb diagnose --format sarif`: every file's findings in one ``SARIFLog``, an Interface
/// Builder finding with its element, axis, size class and scene in the result's property
/// bag, load errors and import notes as notifications, and Xcode's marks per file in the
/// run's property bag.
struct FindingSARIFRenderer {
    func render(_ files: [FileDiagnosis]) -> String {
        var log = SARIFLog(toolVersion: PlumbCLI.version)
        for file in files {
            if let ib = file.interfaceBuilder {
                for finding in ib.findings {
                    log.add(finding.finding, path: file.path, properties: InterfaceBuilderJSON.fields(finding))
                }
            } else {
                log.add(file.findings, path: file.path)
            }
        }
        for error in files.flatMap(\.errors) { log.add(notification: error) }
        for note in files.compactMap(\.interfaceBuilder).flatMap(\.notes) { log.add(notification: note.diagnostic) }
        let marks = files.compactMap { file in file.interfaceBuilder.map { (file.path, InterfaceBuilderJSON.marks($0)) } }
        if !marks.isEmpty { log.runProperties.append(("xcodeMarks", .object(marks))) }
        return log.text
    }
}
