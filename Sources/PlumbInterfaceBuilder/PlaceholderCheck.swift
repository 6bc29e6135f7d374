import PlumbDiagnostics

/// What a scene's placeholder constraints hide. Interface Builder checks its canvas, where
/// constraints marked "Remove at build time" (`placeholder="YES"`) hold, and removes them when
/// it builds: the layout that ships can be ambiguous where the canvas was not (the code is
/// meant to add the missing constraints). Plumb diagnoses the canvas as Xcode does, and adds one
/// note per scene: the placeholders, and what is ambiguous in the layout as built without them.
extension InterfaceBuilderScene {
    /// The note for `sizeClass`, or nil when the scene has no placeholder.
    func placeholderNote(for sizeClass: SizeClassCombination, canvas: [InterfaceBuilderFinding],
                         options: InterfaceBuilderDiagnosisOptions) -> InterfaceBuilderFinding? {
        let built = layout(for: sizeClass)
        guard !built.removedPlaceholders.isEmpty else { return nil }
        built.layOut(deadline: options.deadline)
        guard !built.root.layoutWasInterrupted else { return nil }
        // The built layout's own ambiguities (its diagnose() would analyse the canvas twin).
        var plain = Diagnostics.Options()
        plain.reportsUnsatisfiedConstraints = false
        plain.deadline = options.deadline
        // The same finding on the canvas: kind, view and message (which names the axis), the
        // canvas's without its size-class suffix.
        let suffix = " (\(sizeClass.label))"
        let onCanvas = Set(canvas.map { c in
            let message = c.finding.message.hasSuffix(suffix) ? String(c.finding.message.dropLast(suffix.count)) : c.finding.message
            return "\(c.finding.kind.rawValue) \(c.finding.items.first ?? "") \(message)"
        })
        let hidden = Diagnostics.diagnose(built.root, options: plain).filter { f in
            (f.kind == .ambiguousLayout || f.kind == .ambiguousScrollableContentSize)
                && !onCanvas.contains("\(f.kind.rawValue) \(f.items.first ?? "") \(f.message)")
        }
        let placeholders = built.removedPlaceholders
        let count = placeholders.count
        let what = hidden.isEmpty
            ? "the layout as built is no more ambiguous than the canvas without \(count == 1 ? "it" : "them")"
            : "without \(count == 1 ? "it" : "them"), " + hidden.map { "\($0.items.first ?? "?"): \($0.message)" }.joined(separator: "; ")
        let finding = Finding(
            kind: .ambiguousLayout, severity: .note,
            message: "\(count) placeholder constraint\(count == 1 ? " is" : "s are") removed at build time; \(what)",
            explanation: "Scene \"\(name)\": constraints marked Remove at build time (placeholder=\"YES\") hold on Interface Builder's canvas, which Xcode checks, and are gone in the app; \(hidden.isEmpty ? "nothing more becomes ambiguous without them." : "the code must add constraints for what they held, or the layout is ambiguous at run time.")",
            items: hidden.compactMap(\.items.first),
            constraints: placeholders.map { Finding.ConstraintReference(description: "\($0.equation) (placeholder \($0.id))", identifier: $0.identifier, location: $0.location) },
            location: placeholders.first?.location ?? location)
        return InterfaceBuilderFinding(finding: finding, sceneID: id, sceneName: name, sizeClass: sizeClass,
                                       itemIDs: [], constraintIDs: placeholders.map(\.id))
    }
}
