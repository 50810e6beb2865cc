import LayoutRulesBase
import LayoutRulesCompiler

/// The result of evaluating a rule set in one environment: the traits the
/// cascade settled on and the rules that matched.
///
/// ``RuleSet/evaluate(_:)`` gives one. The name echoes
/// [`UITraitCollection`](https://developer.apple.com/documentation/uikit/uitraitcollection),
/// whose role it plays for the traits your rules define: read a trait by
/// name or by ``TraitKey``, iterate over all of them as `(name, value)`
/// pairs in the order the rule files first set them, or ask for the
/// ``frames`` of the regions the matching rules lay out.
///
/// It is a view into the decision tree's leaf (an index and, for a
/// residual leaf, a bit mask of the residual rules that hold), so
/// producing it allocates nothing.
///
///     let traits = ruleSet.evaluate(LayoutEnvironment(width: 1024, height: 768, idiom: .pad))
///     traits["columns"]   // .number(3)
///     for (name, value) in traits { print(name, value) }
public struct TraitCollection: Sendable, Sequence {
    /// The rule set's tree and layouts: the one reference held, so making
    /// and dropping a collection is one retain and one release.
    let compiled: CompiledRules
    /// Index of the leaf in `tree.leaves`.
    package let leafIndex: Int
    /// Bit `i`: residual rule `i` of the leaf holds (0 for an exact leaf);
    /// at a scan leaf, the environment's cell (`DecisionTree.ScanTables`).
    package let residualMask: UInt64
    /// What `frames` needs of the environment (plain values: no retain).
    let layoutInput: LayoutSolver.LayoutInput

    init(compiled: CompiledRules, leafIndex: Int, residualMask: UInt64 = 0, environment: LayoutEnvironment) {
        self.compiled = compiled
        self.leafIndex = leafIndex
        self.residualMask = residualMask
        self.layoutInput = LayoutSolver.LayoutInput(environment)
    }

    var tree: DecisionTree { compiled.tree }

    /// The frames of every region the matching rules lay out, solved now
    /// for this environment (the one allocation is the result; use
    /// `RuleSet.frames(in:into:)` to reuse one).
    public var frames: FrameLayout {
        var layout = FrameLayout()
        if !compiled.layouts.solve(leaf: leafIndex, in: layoutInput, into: &layout) {
            layout.windowSize = Size(width: layoutInput.width, height: layoutInput.height)
            layout.windowSafeArea = layoutInput.safeArea
        }
        return layout
    }

    private var leaf: DecisionTree.Leaf { tree.storage.leaves[leafIndex] }

    /// The value of a trait by name, or nil when no matching rule sets it.
    public subscript(name: String) -> TraitValueData? {
        assignment(named: name).map { tree.storage.values[Int($0.value)] }
    }

    /// The value of a trait by its key (`RuleSet.key(for:)`), or nil when
    /// no matching rule sets it: no name comparison, for hot paths.
    public subscript(key: TraitKey) -> TraitValueData? {
        guard let index = compiled.flat.valueIndex(leaf: leafIndex, trait: key.index) else { return nil }
        guard index >= 0 else { return assignment(trait: key.index).map { tree.storage.values[Int($0.value)] } }
        return tree.storage.values[Int(index)]
    }

    /// The index (in cascade order) of the rule that set a trait, by its
    /// key, or nil when no matching rule sets it.
    package func winningRule(for key: TraitKey) -> Int? {
        assignment(trait: key.index).map { Int($0.rule) }
    }

    /// How many traits are set: the number of pairs iteration gives.
    package var count: Int {
        guard !leaf.residual.isEmpty else { return leaf.assignments.count }
        var count = 0
        for _ in self { count += 1 }
        return count
    }

    /// The index (in cascade order) of the rule that set a trait, or nil
    /// when no matching rule sets it.
    ///
    /// Pass the index to ``RuleSet/position(ofRule:)`` to show where the
    /// rule is: this is how `layoutc explain` says which rule won.
    package func winningRule(for name: String) -> Int? {
        assignment(named: name).map { Int($0.rule) }
    }

    private var lookup: TraitLookup {
        TraitLookup(storage: compiled.tree.storage, leafIndex: leafIndex, residualMask: residualMask)
    }

    private func assignment(named name: String) -> DecisionTree.Assignment? { lookup.assignment(named: name) }

    fileprivate func assignment(trait: Int32) -> DecisionTree.Assignment? { lookup.assignment(trait: trait) }

    /// Indices (in cascade order) of every rule whose condition holds.
    package var matchedRules: MatchedRules {
        MatchedRules(tree: tree, leaf: leaf, residualMask: residualMask)
    }

    /// Iterates over the traits in order of first appearance in the rule files.
    public struct Iterator: IteratorProtocol {
        let collection: TraitCollection
        var position: Int
        let end: Int

        /// The next trait's name and value, or nil after the last.
        public mutating func next() -> (name: String, value: TraitValueData)? {
            let storage = collection.compiled.tree.storage
            if collection.residualMask == 0 && !collection.leaf.isScan {
                guard position < end else { return nil }
                let assignment = storage.assignments[position]
                position += 1
                return (storage.traitNames[Int(assignment.trait)], storage.values[Int(assignment.value)])
            }
            while position < end {
                let trait = storage.leafTraits[position]
                position += 1
                if let assignment = collection.assignment(trait: trait) {
                    return (storage.traitNames[Int(trait)], storage.values[Int(assignment.value)])
                }
            }
            return nil
        }
    }

    /// An iterator over the traits, in order of first appearance in the rule files.
    public func makeIterator() -> Iterator {
        let range = residualMask == 0 && !leaf.isScan ? leaf.assignments : leaf.traits
        return Iterator(collection: self, position: Int(range.lowerBound), end: Int(range.upperBound))
    }
}

/// The rules that matched, as indices in cascade order.
///
/// ``TraitCollection/matchedRules`` gives one: the leaf's static list
/// merged with its residual rules that hold. Iterating allocates nothing.
///
///     for rule in traits.matchedRules {
///         if let place = rules.position(ofRule: Int(rule)) { print("\(place.path):\(place.location)") }
///     }
package struct MatchedRules: Sequence, Sendable {
    let tree: DecisionTree
    let leaf: DecisionTree.Leaf
    let residualMask: UInt64

    /// How many rules matched.
    package var count: Int {
        guard leaf.isScan else { return Int(leaf.matchedCount) + residualMask.nonzeroBitCount }
        let storage = tree.storage
        let cell = storage.cell(of: leaf, code: residualMask)
        var count = Int(leaf.matchedCount)
        for position in Int(leaf.residual.lowerBound)..<Int(leaf.residual.upperBound)
        where storage.residualHolds(position, of: leaf, mask: residualMask, cell: cell) {
            count += 1
        }
        return count
    }
    /// Whether no rule matched.
    package var isEmpty: Bool { count == 0 }

    /// Iterates over the matched rules' indices in cascade order.
    package struct Iterator: IteratorProtocol {
        let rules: MatchedRules
        var statics: LeafRules.Iterator
        /// The next rule of `statics`, read ahead for the merge.
        var nextStatic: Int32?
        var residualPosition: Int
        /// A scan leaf's cell (see `DecisionTree.ScanCell`).
        let cell: DecisionTree.ScanCell

        /// The next matched rule's index, or nil after the last.
        package mutating func next() -> Int32? {
            let storage = rules.tree.storage
            let residual = rules.leaf.residual
            while residualPosition < Int(residual.upperBound),
                !storage.residualHolds(residualPosition, of: rules.leaf, mask: rules.residualMask, cell: cell)
            {
                residualPosition += 1
            }
            let nextResidual = residualPosition < Int(residual.upperBound) ? storage.residualRules[residualPosition].rule : nil
            if let a = nextStatic, a < nextResidual ?? Int32.max {
                nextStatic = statics.next()
                return a
            }
            guard let b = nextResidual else { return nil }
            residualPosition += 1
            return b
        }
    }

    /// An iterator over the matched rules' indices, in cascade order.
    package func makeIterator() -> Iterator {
        var statics = LeafRules(storage: tree.storage, leaf: leaf).makeIterator()
        let first = statics.next()
        let cell = leaf.isScan ? tree.storage.cell(of: leaf, code: residualMask) : DecisionTree.ScanCell()
        return Iterator(
            rules: self, statics: statics, nextStatic: first, residualPosition: Int(leaf.residual.lowerBound), cell: cell)
    }
}
