import LayoutRulesCompiler

/// Finding the winning assignment of a trait at a leaf: shared by
/// `TraitCollection` and `RuleSet.value(_:at:)`.
struct TraitLookup {
    let storage: DecisionTree.Storage
    let leafIndex: Int
    /// Bit `i`: residual rule `i` of the leaf holds; at a scan leaf, the
    /// environment's cell (`DecisionTree.ScanTables`).
    let residualMask: UInt64

    private var leaf: DecisionTree.Leaf { storage.leaves[leafIndex] }

    /// The winning assignment of a trait: the static one of the leaf, or
    /// the latest residual rule that holds and sets it, if later.
    ///
    /// The loops run over `Range<Int>`, not the leaf's `Range<Int32>`: in
    /// unoptimised builds the generic iterator of `Range<Int32>` (like that
    /// of an `Array`) heap-allocates on every step, which would break the
    /// zero-allocation promise in debug builds.
    func assignment(named name: String) -> DecisionTree.Assignment? {
        var found: DecisionTree.Assignment?
        for index in Int(leaf.assignments.lowerBound)..<Int(leaf.assignments.upperBound) {
            let assignment = storage.assignments[index]
            if storage.traitNames[Int(assignment.trait)] == name {
                found = assignment
                break
            }
        }
        guard residualMask != 0 || leaf.isScan else { return found }
        if leaf.isScan {
            // Through the trait's number: a scan leaf lists, per trait, the
            // rules that set it.
            guard let found else {
                for position in Int(leaf.traits.lowerBound)..<Int(leaf.traits.upperBound)
                where storage.traitNames[Int(storage.leafTraits[position])] == name {
                    return assignment(trait: storage.leafTraits[position])
                }
                return nil
            }
            return assignment(trait: found.trait)
        }
        let residual = latestResidual { storage.traitNames[Int($0.trait)] == name }
        guard let residual, residual.rule > found?.rule ?? -1 else { return found }
        return residual
    }

    /// The winning assignment of the trait with index `trait`.
    ///
    /// A leaf's static assignments are sorted by trait (the builder emits
    /// them in trait order), so this is a binary search: reading every
    /// trait by key stays O(t log t), not O(t²).
    func assignment(trait: Int32) -> DecisionTree.Assignment? {
        var found: DecisionTree.Assignment?
        var low = Int(leaf.assignments.lowerBound)
        var high = Int(leaf.assignments.upperBound)
        while low < high {
            let middle = (low + high) / 2
            let candidate = storage.assignments[middle]
            if candidate.trait == trait {
                found = candidate
                break
            }
            if candidate.trait < trait { low = middle + 1 } else { high = middle }
        }
        guard residualMask != 0 || leaf.isScan else { return found }
        let residual = leaf.isScan ? latestScanned(trait: trait) : latestResidual { $0.trait == trait }
        guard let residual, residual.rule > found?.rule ?? -1 else { return found }
        return residual
    }

    /// At a scan leaf, the assignment of trait `trait` by the latest of
    /// the leaf's rules that set it and hold in the match's cell.
    func latestScanned(trait: Int32) -> DecisionTree.Assignment? {
        // The trait's place among the leaf's (sorted by trait).
        var low = Int(leaf.traits.lowerBound)
        var high = Int(leaf.traits.upperBound)
        while low < high {
            let middle = (low + high) / 2
            if storage.leafTraits[middle] < trait { low = middle + 1 } else { high = middle }
        }
        guard low < Int(leaf.traits.upperBound), storage.leafTraits[low] == trait else { return nil }
        let cell = storage.cell(of: leaf, code: residualMask)
        let positions = storage.scan.traitResiduals[low]
        for index in Int(positions.lowerBound)..<Int(positions.upperBound) {
            let position = Int(storage.scan.residualPositions[index])
            guard storage.residualHolds(position, of: leaf, mask: residualMask, cell: cell) else { continue }
            let rule = storage.residualRules[position]
            for index in Int(rule.assignments.lowerBound)..<Int(rule.assignments.upperBound)
            where storage.residualAssignments[index].trait == trait {
                return storage.residualAssignments[index]
            }
        }
        return nil
    }

    /// The assignment of the latest holding residual rule that `matches`.
    func latestResidual(_ matches: (DecisionTree.Assignment) -> Bool) -> DecisionTree.Assignment? {
        let range = leaf.residual
        var position = Int(range.upperBound)
        while position > Int(range.lowerBound) {
            position -= 1
            guard residualMask & (1 << UInt64(position - Int(range.lowerBound))) != 0 else { continue }
            let rule = storage.residualRules[position]
            for index in Int(rule.assignments.lowerBound)..<Int(rule.assignments.upperBound)
            where matches(storage.residualAssignments[index]) {
                return storage.residualAssignments[index]
            }
        }
        return nil
    }
}
