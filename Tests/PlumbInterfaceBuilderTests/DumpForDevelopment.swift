import Foundation
import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

@Test(.enabled(if: ProcessInfo.processInfo.environment["IB_DUMP"] != nil))
func dumpForDevelopment() throws {
    for path in (ProcessInfo.processInfo.environment["IB_DUMP"] ?? "").split(separator: ",").map(String.init) {
        do {
            let doc = try InterfaceBuilderDocument.load(contentsOf: path)
            print("== \(path): \(doc.scenes.count) scenes, classes \(doc.sizeClasses.map(\.label))")
            for scene in doc.scenes {
                for sc in scene.sizeClasses {
                    let layout = scene.layout(for: sc)
                    layout.layOut()
                    print("-- \(scene.name) [\(scene.kind)] \(sc.label) \(layout.size) safe \(layout.safeAreaInsets)")
                    for view in layout.root.subtreeViews {
                        print("   \(view.name) \(view.frame)" + ((view as? ScrollView).map { " content \($0.contentSize) offset \($0.contentOffset)" } ?? ""))
                    }
                }
            }
            let d = doc.diagnose()
            for f in d.findings {
                let x = f.finding
                print("\(x.location?.description ?? path): \(x.severity.rawValue): \(x.message) [\(x.kind.rawValue)]")
                print("    \(x.explanation)")
                for c in x.constraints { print("    note: \(c.description)") }
            }
            for m in d.marks { print("mark: \(m)") }
            for s in d.suppressed { print("suppressed: \(s.finding.message) \(s.finding.items)") }
            for n in d.notes { print(n) }
        } catch {
            print(error)
        }
    }
}

extension View {
    var subtreeViews: [View] {
        var out: [View] = []
        var stack: [View] = [self]
        while let v = stack.popLast() {
            out.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        return out
    }
}

@Test(.enabled(if: ProcessInfo.processInfo.environment["IB_PERF"] != nil))
func perfForDevelopment() throws {
    let path = ProcessInfo.processInfo.environment["IB_PERF"] ?? ""
    let clock = ContinuousClock()
    var doc: InterfaceBuilderDocument?
    let load = try clock.measure { doc = try InterfaceBuilderDocument.load(contentsOf: path) }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    print("load \(load), scenes \(doc?.scenes.count ?? 0), maxrss \(usage.ru_maxrss / 1024) MB")
    guard let doc else { return }
    var findings = 0
    let some = clock.measure {
        for scene in doc.scenes.prefix(50) {
            let layout = scene.laidOut()
            findings += layout.diagnose().findings.count
        }
    }
    print("50 scenes built, laid out, diagnosed: \(some), findings \(findings)")
    let all = clock.measure { findings = doc.diagnose().findings.count }
    getrusage(RUSAGE_SELF.rawValue, &usage)
    print("whole document diagnosed: \(all), findings \(findings), maxrss \(usage.ru_maxrss / 1024) MB")
}
