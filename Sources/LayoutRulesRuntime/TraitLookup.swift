import LayoutRulesCompiler

/// Finding the winning assignment of a trait at a leaf: shared by
/// `TraitCollection` and `RuleSet.value(_:at:)`.
struct TraitLookup {
    let storage: DecisionTree.Storage
    let leafIndex: Int
    /// Bit `i`: residual rule `i` of the leaf holds.
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
        guard residualMask != 0 else { return found }
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
        guard residualMask != 0 else { return found }
        let residual = latestResidual { $0.trait == trait }
        guard let residual, residual.rule > found?.rule ?? -1 else { return found }
        return residual
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
