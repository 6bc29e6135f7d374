import PlumbLayout

/// One change to a built layout, as `plumb bench FILE --change` gives it: a view property in
/// the format's own syntax (`title.isHidden = true`, `row.spacing = 12`,
/// `name.text = "Jane"`), or the constant or priority of the constraints a line of the file
/// declares (`line 25: constant = 8`, `line 25: priority = 750`).
public struct LayoutChange: Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        case property(PropertyAssignment, source: LayoutSource)
        case constraintLine(Int, constant: Double?, priority: Double?)
    }

    let kind: Kind
    /// The change as written.
    public let description: String

    /// Reads a change. Errors are located in `text` (file `--change`).
    public init(_ text: String) throws(LayoutFileErrors) {
        description = text
        let source = LayoutSource(path: "--change", text: text)
        if let line = LayoutChange.constraintLine(text) {
            kind = line
            return
        }
        var errors = ErrorCollector(source: source)
        let document = try LayoutParser.parse(source)
        guard document.views.isEmpty, document.constraints.isEmpty, document.assignments.count == 1,
              let assignment = document.assignments.first, assignment.target != nil else {
            errors.add(TextPosition(line: 1, column: 1, offset: 0), "a change is one view property (title.isHidden = true) "
                + "or a line's constraints (line 25: constant = 8)", length: max(1, text.utf8.count))
            throw LayoutFileErrors(errors.errors)
        }
        kind = .property(assignment, source: source)
    }

    /// `line N: constant = X` or `line N: priority = P`, else nil.
    private static func constraintLine(_ text: String) -> Kind? {
        let parts = text.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let head = parts[0].split(separator: " ")
        guard head.count == 2, head[0] == "line", let line = Int(head[1]), line > 0 else { return nil }
        let assignment = parts[1].split(separator: "=").map { $0.trimmingSpaces }
        guard assignment.count == 2, let value = Double(assignment[1]), value.isFinite,
              Swift.abs(value) <= LayoutFile.largestNumber else { return nil }
        switch assignment[0] {
        case "constant": return .constraintLine(line, constant: value, priority: nil)
        case "priority": return .constraintLine(line, constant: nil, priority: value)
        default: return nil
        }
    }

    /// Applies the change to `model` (laid out or not; lay it out again to see it).
    public func apply(to model: LayoutModel) throws(LayoutFileErrors) {
        switch kind {
        case .property(let assignment, let source):
            var builder = LayoutBuilder(changing: model, source: source)
            builder.applyChange(assignment)
            guard builder.errors.isEmpty else { throw LayoutFileErrors(builder.errors.errors) }
        case .constraintLine(let line, let constant, let priority):
            let matching = model.constraints.filter { $0.sourceLocation?.line == line }
            var errors = ErrorCollector(source: LayoutSource(path: "--change", text: description))
            guard !matching.isEmpty else {
                errors.add(TextPosition(line: 1, column: 1, offset: 0), "line \(line) of \(model.path) declares no constraint",
                           length: max(1, description.utf8.count))
                throw LayoutFileErrors(errors.errors)
            }
            for c in matching {
                if let constant { c.constant = constant }
                if let priority {
                    do {
                        try c.setPriority(LayoutPriority(priority))
                    } catch {
                        errors.add(TextPosition(line: 1, column: 1, offset: 0), "\(error)", length: max(1, description.utf8.count))
                        throw LayoutFileErrors(errors.errors)
                    }
                }
            }
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension LayoutBuilder {
    /// A builder over a model already built, to apply one more property assignment.
    init(changing model: LayoutModel, source: LayoutSource) {
        self.init(model.document)
        errors = ErrorCollector(source: source)
        for metric in model.document.metrics { metrics[metric.name] = metric.value }
        declareNames()
        items = model.document.views.map { model.item(named: $0.name) }
    }

    mutating func applyChange(_ assignment: PropertyAssignment) {
        guard let target = assignment.target, let index = lookup(target, wantView: true) else { return }
        apply(assignment, to: index)
        for (index, property) in deferred { applyDeferred(property, to: index) }
    }
}
