
/// `@require NAME;` coverage: finds an environment where no rule sets a
/// required trait, and describes it in the language's own terms.
enum Coverage {
    /// A description such as "idiom is tv and width < 320" of a region
    /// where `trait` is unset, "" when it is unset everywhere, or nil when
    /// every leaf sets it.
    static func witness(missing trait: String, in tree: DecisionTree, space: FeatureSpace, from start: Box) -> String? {
        witness(missing: tree.traitNames.firstIndex(of: trait).map(Int32.init), in: tree, space: space, from: start)
    }

    /// The same for the trait with index `traitIndex` (nil: no rule sets it).
    static func witness(missing traitIndex: Int32?, in tree: DecisionTree, space: FeatureSpace, from start: Box) -> String? {
        var covered = Set<Int32>()  // nodes proven to set the trait everywhere below
        func search(_ index: Int32, _ box: Box) -> Box? {
            if covered.contains(index) { return nil }
            let node = tree.nodes[Int(index)]
            var found: Box?
            if node.kind == .leaf {
                let leaf = tree.leaves[Int(node.first)]
                // A residual rule that may set it counts as setting it: no false warning.
                // A leaf's assignments are sorted by trait: a binary search, not a
                // scan, which would make 10,000 requirements of a 10,000-trait file
                // take over 30 s.
                let sets = traitIndex.map { sortedContains(tree.assignments, leaf.assignments, trait: $0) } == true
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

    /// Whether the slice `range` of `assignments`, sorted by trait, sets `trait`.
    private static func sortedContains(_ assignments: [DecisionTree.Assignment], _ range: Range<Int32>, trait: Int32) -> Bool {
        var low = Int(range.lowerBound)
        var high = min(Int(range.upperBound), assignments.count)
        while low < high {
            let middle = (low + high) / 2
            let candidate = assignments[middle].trait
            if candidate == trait { return true }
            if candidate < trait { low = middle + 1 } else { high = middle }
        }
        return false
    }

    /// The constraints of `box` that differ from `start`, joined by "and".
    static func describe(_ box: Box, relativeTo start: Box, space: FeatureSpace) -> String {
        let described = Normalizer.describe(box, whole: start, space: space)
        return described.intervals.isEmpty && described.values.isEmpty ? "" : described.description
    }
}
