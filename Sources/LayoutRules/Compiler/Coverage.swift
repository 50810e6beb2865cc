/// `@require NAME;` coverage: finds an environment where no rule sets a
/// required trait, and describes it in the language's own terms.
enum Coverage {
    /// A description such as "idiom is tv and width < 320" of a region
    /// where `trait` is unset, "" when it is unset everywhere, or nil when
    /// every leaf sets it.
    static func witness(missing trait: String, in tree: DecisionTree, space: FeatureSpace, from start: Box) -> String? {
        let traitIndex = tree.traitNames.firstIndex(of: trait).map(Int32.init)
        var covered = Set<Int32>()  // nodes proven to set the trait everywhere below
        func search(_ index: Int32, _ box: Box) -> Box? {
            if covered.contains(index) { return nil }
            let node = tree.nodes[Int(index)]
            var found: Box?
            if node.kind == .leaf {
                let leaf = tree.leaves[Int(node.first)]
                // A residual rule that may set it counts as setting it: no false warning.
                let sets = leaf.assignments.contains { tree.assignments[Int($0)].trait == traitIndex }
                    || leaf.residual.contains { residual in
                        tree.residualRules[Int(residual)].assignments.contains {
                            tree.residualAssignments[Int($0)].trait == traitIndex
                        }
                    }
                found = sets ? nil : box
            } else {
                for (child, childBox) in TreeWalk.branches(of: node, in: tree, box: box, space: space) {
                    found = search(child, childBox)
                    if found != nil { break }
                }
            }
            if found == nil { covered.insert(index) }
            return found
        }
        // Subtrees are shared, but whether one sets the trait everywhere does
        // not depend on the path: "covered" is exact for the first search.
        guard let box = search(tree.root, start) else { return nil }
        return describe(box, relativeTo: start, space: space)
    }

    /// The constraints of `box` that differ from `start`, joined by "and".
    static func describe(_ box: Box, relativeTo start: Box, space: FeatureSpace) -> String {
        let described = Normalizer.describe(box, whole: start, space: space)
        return described.intervals.isEmpty && described.values.isEmpty ? "" : described.description
    }
}
