extension StackView {
    /// Brings the generated constraints up to date with the configuration (called by the layout
    /// pass): regenerates the specs of the sides that changed and lets the store apply only the
    /// differences, creating and dropping the spanner and gap guides around that.
    func updateArrangementConstraints(in engine: LayoutEngine) {
        guard axisSideNeedsUpdate || crossSideNeedsUpdate else { return }
        if direct.arranges {
            axisSideNeedsUpdate = false
            crossSideNeedsUpdate = false
            if isDirectlyPlaced {
                // A change (its spacing, say): the top plans again.
                engine.directViewChanged(self)
            } else if direct.isNew {
                // The top's first update: the plan made the content.
                direct.isNew = false
                applyDirectContentConstraints(in: engine)
            } else {
                // Its content below changed, or its configuration did (arrangementDidChange
                // says which): it plans again.
                engine.noteDirectContentChanged(self)
                engine.replanDirectArrangements()
            }
            return
        }
        reportBaselineAlignmentIfInvalid(in: engine)
        let retired = prepareGuides()
        var plans: [(side: StackConstraintStore.Side, specs: [StackConstraintSpec])] = []
        if axisSideNeedsUpdate {
            let specs = axisSideSpecs()
            hasTextWidthConstraints = specs.contains { $0.identifier == .textWidthDisambiguation }
            plans.append((.axis, specs))
        }
        if crossSideNeedsUpdate { plans.append((.cross, crossSideSpecs())) }
        axisSideNeedsUpdate = false
        crossSideNeedsUpdate = false
        generated.apply(plans, in: engine)
        // Retired guides lost their constraints with the update (their side was regenerated).
        removeOwnedLayoutGuides(retired)
    }

    /// Creates the guides the configuration needs and returns those it no longer needs.
    private func prepareGuides() -> [LayoutGuide] {
        var retired: [LayoutGuide] = []
        let needsSpanner = effectiveAlignment != .fill && arrangedSubviews.count > 1
        if needsSpanner, alignmentSpanner == nil {
            let spanner = LayoutGuide("\(debugName)-alignment-spanner")
            addLayoutGuide(spanner)
            alignmentSpanner = spanner
            crossSideNeedsUpdate = true
        } else if !needsSpanner, let spanner = alignmentSpanner {
            retired.append(spanner)
            alignmentSpanner = nil
            crossSideNeedsUpdate = true
        }
        var gaps = 0
        if distribution == .equalSpacing || distribution == .equalCentering {
            gaps = max(0, arrangedSubviews.reduce(0) { $0 + ($1.isHidden ? 0 : 1) } - 1)
        }
        if gapGuides.count < gaps {
            for k in gapGuides.count..<gaps {
                let guide = LayoutGuide("\(debugName)-gap\(k)")
                addLayoutGuide(guide)
                gapGuides.append(guide)
            }
            axisSideNeedsUpdate = true
        } else if gapGuides.count > gaps {
            retired += gapGuides[gaps...]
            gapGuides.removeLast(gapGuides.count - gaps)
            axisSideNeedsUpdate = true
        }
        return retired
    }

    /// Records the baseline-alignment diagnostic once each time a vertical stack gets a
    /// baseline alignment (Docs/stack-views.md: treated as leading or trailing).
    private func reportBaselineAlignmentIfInvalid(in engine: LayoutEngine) {
        let invalid = axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline)
        if invalid, reportedInvalidAlignment != alignment {
            engine.record(.invalidStackAlignment(self, alignment: alignment, treatedAs: effectiveAlignment))
        }
        reportedInvalidAlignment = invalid ? alignment : nil
    }
}
