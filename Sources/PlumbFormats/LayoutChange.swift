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
        var resolved = try resolve(in: model)
        try resolved.apply()
    }

    /// Looks up what the change names in `model` (the view, or the constraints of the line),
    /// once. What it returns applies the change at the cost of the change alone, as an app
    /// that holds its views and constraints makes it: `plumb bench` times that, not the lookup.
    public func resolve(in model: LayoutModel) throws(LayoutFileErrors) -> ResolvedLayoutChange {
        switch kind {
        case .property(let assignment, let source):
            var builder = LayoutBuilder(changing: model, source: source)
            let index = assignment.target.flatMap { builder.lookup($0, wantView: true) }
            guard let index, builder.errors.isEmpty else { throw LayoutFileErrors(builder.errors.errors) }
            return ResolvedLayoutChange(description: description, target: .property(builder, index, assignment))
        case .constraintLine(let line, let constant, let priority):
            let matching = model.constraints.filter { $0.sourceLocation?.line == line }
            guard !matching.isEmpty else {
                var errors = ErrorCollector(source: LayoutSource(path: "--change", text: description))
                errors.add(TextPosition(line: 1, column: 1, offset: 0), "line \(line) of \(model.path) declares no constraint",
                           length: max(1, description.utf8.count))
                throw LayoutFileErrors(errors.errors)
            }
            return ResolvedLayoutChange(description: description, target: .constraints(matching, constant: constant, priority: priority))
        }
    }
}

/// A ``LayoutChange`` whose view or constraints were looked up in one model
/// (``LayoutChange/resolve(in:)``).
public struct ResolvedLayoutChange {
    enum Target {
        case property(LayoutBuilder, Int, PropertyAssignment)
        case constraints([LayoutConstraint], constant: Double?, priority: Double?)
    }

    let description: String
    var target: Target

    /// Makes the change (lay the model out again to see it).
    public mutating func apply() throws(LayoutFileErrors) {
        switch target {
        case .property(var builder, let index, let assignment):
            builder.applyChange(assignment, to: index)
            target = .property(builder, index, assignment)
            guard builder.errors.isEmpty else { throw LayoutFileErrors(builder.errors.errors) }
        case .constraints(let matching, let constant, let priority):
            for c in matching {
                if let constant { c.constant = constant }
                if let priority {
                    do {
                        try c.setPriority(LayoutPriority(priority))
                    } catch {
                        var errors = ErrorCollector(source: LayoutSource(path: "--change", text: description))
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

    /// Applies `assignment` to the item at `index` (looked up beforehand), and what it deferred.
    mutating func applyChange(_ assignment: PropertyAssignment, to index: Int) {
        deferred = []
        apply(assignment, to: index)
        for (index, property) in deferred { applyDeferred(property, to: index) }
    }
}
