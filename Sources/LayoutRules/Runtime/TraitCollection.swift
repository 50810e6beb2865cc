/// The result of evaluating a rule set in one environment: the traits the
/// cascade settled on and the rules that matched.
///
/// It is a view into the decision tree's leaf (an index, no copies), so
/// producing it allocates nothing.
///
///     let traits = ruleSet.evaluate(Environment(width: 1024, height: 768, idiom: .pad))
///     traits["columns"]   // .number(3)
///     for (name, value) in traits { print(name, value) }
public struct TraitCollection: Sendable, Sequence {
    let tree: DecisionTree
    /// Index of the leaf in `tree.leaves`.
    public let leafIndex: Int
    let layouts: LayoutTable
    /// The environment this result was evaluated in.
    public let environment: Environment

    /// The frames of every region the matching rules lay out, solved now
    /// for this environment (the one allocation is the result).
    public var frames: FrameLayout {
        var layout = FrameLayout()
        if let program = layouts.program(forLeaf: leafIndex) {
            LayoutSolver.solve(program, in: environment, into: &layout)
        } else {
            layout.windowSize = Size(width: environment.width, height: environment.height)
            layout.windowSafeArea = environment.safeArea
        }
        return layout
    }

    /// The value of a trait, or nil when no matching rule sets it.
    public subscript(name: String) -> TraitValueData? {
        assignment(named: name).map { tree.storage.values[Int($0.value)] }
    }

    /// How many traits are set.
    public var count: Int { tree.storage.leaves[leafIndex].assignments.count }

    /// The index (in cascade order) of the rule that set a trait.
    public func winningRule(for name: String) -> Int? {
        assignment(named: name).map { Int($0.rule) }
    }

    /// The leaf's assignment of a trait. The loop runs over `Range<Int>`,
    /// not the leaf's `Range<Int32>`: in unoptimised builds the generic
    /// iterator of `Range<Int32>` (like that of an `Array`) heap-allocates
    /// on every step, which broke the zero-allocation promise in debug
    /// (AllocationTests measured one allocation per trait compared).
    private func assignment(named name: String) -> DecisionTree.Assignment? {
        let range = tree.storage.leaves[leafIndex].assignments
        for index in Int(range.lowerBound)..<Int(range.upperBound) {
            let assignment = tree.storage.assignments[index]
            if tree.storage.traitNames[Int(assignment.trait)] == name { return assignment }
        }
        return nil
    }

    /// Indices (in cascade order) of every rule whose condition holds.
    public var matchedRules: ArraySlice<Int32> {
        let range = tree.storage.leaves[leafIndex].matched
        return tree.storage.matchedRules[Int(range.lowerBound)..<Int(range.upperBound)]
    }

    /// Traits in order of first appearance in the rule files.
    public struct Iterator: IteratorProtocol {
        let tree: DecisionTree
        var position: Int
        let end: Int

        public mutating func next() -> (name: String, value: TraitValueData)? {
            guard position < end else { return nil }
            let assignment = tree.storage.assignments[position]
            position += 1
            return (tree.storage.traitNames[Int(assignment.trait)], tree.storage.values[Int(assignment.value)])
        }
    }

    public func makeIterator() -> Iterator {
        let range = tree.storage.leaves[leafIndex].assignments
        return Iterator(tree: tree, position: Int(range.lowerBound), end: Int(range.upperBound))
    }
}
