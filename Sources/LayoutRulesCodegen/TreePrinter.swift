import LayoutRulesBase
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime

/// The decision tree's disassembler (`layoutc tree`): text, Graphviz dot
/// and JSON. Nodes are numbered in depth-first preorder from the root, so
/// the output is byte-for-byte stable for the same input.
package struct TreePrinter {
    let ruleSet: RuleSet
    /// Old node index to printed number, and the print order.
    private var numbers: [Int32: Int] = [:]
    private var order: [Int32] = []

    package init(_ ruleSet: RuleSet) {
        self.ruleSet = ruleSet
        var stack = [ruleSet.tree.root]
        while let index = stack.popLast() {
            guard numbers[index] == nil else { continue }
            numbers[index] = order.count
            order.append(index)
            stack += children(of: index).reversed()
        }
    }

    private var tree: DecisionTree { ruleSet.tree }

    private func children(of index: Int32) -> [Int32] {
        let node = tree.nodes[Int(index)]
        switch node.kind {
        case .leaf: return []
        case .threshold, .ratio: return [node.first, node.second]
        case .choice: return (0..<Int(node.second)).map { tree.choices[Int(node.first) + $0] }
        }
    }

    /// `width < 600`, `aspect-ratio <= 16/9`
    private func test(_ node: DecisionTree.Node) -> String {
        let op = node.inclusive ? "<=" : "<"
        if node.kind == .ratio {
            return "aspect-ratio \(op) \(formatNumber(node.numerator))/\(formatNumber(node.denominator))"
        }
        return "\(node.feature.rawValue) \(op) \(formatNumber(node.numerator))"
    }

    /// Value names of a switch, "none" for an unknown orientation or idiom.
    private func caseNames(_ feature: Feature) -> [String] {
        (feature.discreteValues ?? []) + ["none"]
    }

    private func ruleLabel(_ index: Int32) -> String {
        guard let (path, location) = ruleSet.position(ofRule: Int(index)) else { return "rule \(index)" }
        return "rule \(index) (\(path):\(location))"
    }

    /// Summary line: node counts, depth, rules, traits, and the strategy:
    /// exact, or residual lists (graceful scaling).
    package var summary: String {
        let leaves = order.filter { tree.nodes[Int($0)].kind == .leaf }.count
        return "decision tree: \(order.count) nodes (\(order.count - leaves) tests, \(leaves) leaves), "
            + "depth \(tree.depth), \(ruleSet.rules.count) rules, \(tree.traitNames.count) traits, \(strategy)"
    }

    /// What the compiler chose to keep the tree small.
    package var strategy: String {
        guard tree.residualLimit > 0 else { return "exact" }
        let scanLeaves = tree.leaves.count { $0.isScan }
        if scanLeaves > 0 {
            return "scan leaves: \(scanLeaves) of \(tree.leaves.count) leaves test up to \(tree.residualLimit) rules each "
                + "at run time, \(tree.residualLeafCount - scanLeaves) more a short list (the refined tree exceeded its budget)"
        }
        return "residual lists: \(tree.residualLeafCount) of \(tree.leaves.count) leaves test at most "
            + "\(tree.residualLimit) rules at run time (the exact tree exceeded its budget)"
    }

    /// `residual [4, 9]`: the rules a leaf tests at run time.
    private func residualText(_ leaf: DecisionTree.Leaf) -> String {
        guard !leaf.residual.isEmpty else { return "" }
        let rules = leaf.residual.map { String(tree.residualRules[Int($0)].rule) }
        return " residual [\(rules.joined(separator: ", "))]"
    }

    package func text() -> String {
        var lines = [summary]
        for index in order {
            let node = tree.nodes[Int(index)]
            let number = numbers[index] ?? 0
            switch node.kind {
            case .threshold, .ratio:
                lines.append("n\(number): \(test(node)) ? n\(numbers[node.first] ?? 0) : n\(numbers[node.second] ?? 0)")
            case .choice:
                let names = caseNames(node.feature)
                let cases = (0..<Int(node.second)).map { value in
                    "\(names[value]) -> n\(numbers[tree.choices[Int(node.first) + value]] ?? 0)"
                }
                lines.append("n\(number): switch \(node.feature.rawValue): \(cases.joined(separator: ", "))")
            case .leaf:
                let leaf = tree.leaves[Int(node.first)]
                let traits = leaf.assignments.map { index in
                    let assignment = tree.assignments[Int(index)]
                    return "\(tree.traitNames[Int(assignment.trait)]): \(tree.values[Int(assignment.value)]) (rule \(assignment.rule))"
                }
                let matched = tree.matchedRules(ofLeaf: Int(node.first)).map { String($0) }
                lines.append(
                    "n\(number): leaf {\(traits.joined(separator: "; "))} matched [\(matched.joined(separator: ", "))]"
                        + residualText(leaf))
            }
        }
        lines.append("rules:")
        for rule in ruleSet.rules { lines.append("  " + ruleLabel(Int32(rule.index))) }
        return lines.joined(separator: "\n") + "\n"
    }

    package func dot() -> String {
        var lines = ["digraph DecisionTree {", "  node [fontname=\"Helvetica\", fontsize=10];"]
        for index in order {
            let node = tree.nodes[Int(index)]
            let number = numbers[index] ?? 0
            switch node.kind {
            case .threshold, .ratio:
                lines.append("  n\(number) [shape=diamond, label=\(JSONValue.quote(test(node)))];")
                lines.append("  n\(number) -> n\(numbers[node.first] ?? 0) [label=\"yes\"];")
                lines.append("  n\(number) -> n\(numbers[node.second] ?? 0) [label=\"no\"];")
            case .choice:
                lines.append("  n\(number) [shape=diamond, label=\(JSONValue.quote(node.feature.rawValue))];")
                let names = caseNames(node.feature)
                for value in 0..<Int(node.second) {
                    let child = numbers[tree.choices[Int(node.first) + value]] ?? 0
                    lines.append("  n\(number) -> n\(child) [label=\(JSONValue.quote(names[value]))];")
                }
            case .leaf:
                let leaf = tree.leaves[Int(node.first)]
                let traits = leaf.assignments.map { index in
                    let assignment = tree.assignments[Int(index)]
                    return "\(tree.traitNames[Int(assignment.trait)]): \(tree.values[Int(assignment.value)])"
                }
                let label = (traits.isEmpty ? "(no traits)" : traits.joined(separator: "\n")) + residualText(leaf)
                lines.append("  n\(number) [shape=box, label=\(JSONValue.quote(label))];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    package func json() -> String {
        var nodes: [JSONValue] = []
        for index in order {
            let node = tree.nodes[Int(index)]
            var pairs: [(String, JSONValue)] = [("id", .integer(numbers[index] ?? 0))]
            switch node.kind {
            case .threshold, .ratio:
                let value: JSONValue =
                    node.kind == .ratio
                    ? .string("\(formatNumber(node.numerator))/\(formatNumber(node.denominator))")
                    : .number(node.numerator)
                pairs += [
                    ("feature", .string(node.kind == .ratio ? "aspect-ratio" : node.feature.rawValue)),
                    ("op", .string(node.inclusive ? "<=" : "<")), ("value", value),
                    ("then", .integer(numbers[node.first] ?? 0)), ("else", .integer(numbers[node.second] ?? 0)),
                ]
            case .choice:
                let names = caseNames(node.feature)
                let cases = (0..<Int(node.second)).map { value in
                    (names[value], JSONValue.integer(numbers[tree.choices[Int(node.first) + value]] ?? 0))
                }
                pairs += [("switch", .string(node.feature.rawValue)), ("cases", .object(cases))]
            case .leaf:
                let leaf = tree.leaves[Int(node.first)]
                let traits = leaf.assignments.map { index in
                    let assignment = tree.assignments[Int(index)]
                    return (tree.traitNames[Int(assignment.trait)], tree.values[Int(assignment.value)].json)
                }
                pairs += [
                    ("traits", .object(traits)),
                    ("matched", .array(tree.matchedRules(ofLeaf: Int(node.first)).map { .integer(Int($0)) })),
                ]
                if !leaf.residual.isEmpty {
                    pairs.append(("residual", .array(leaf.residual.map { .integer(Int(tree.residualRules[Int($0)].rule)) })))
                }
            }
            nodes.append(.object(pairs))
        }
        let rules = ruleSet.rules.map { rule -> JSONValue in
            guard let (path, location) = ruleSet.position(ofRule: rule.index) else { return .null }
            return .object([
                ("index", .integer(rule.index)), ("file", .string(path)), ("line", .integer(location.line)),
                ("column", .integer(location.column)),
            ])
        }
        let object = JSONValue.object([
            ("nodeCount", .integer(order.count)), ("depth", .integer(tree.depth)),
            ("residualLimit", .integer(tree.residualLimit)), ("root", .integer(0)),
            ("nodes", .array(nodes)), ("rules", .array(rules)),
        ])
        return object.serialized() + "\n"
    }
}

extension TraitValueData {
    /// The JSON form: strings for identifiers and strings, numbers, booleans.
    package var json: JSONValue {
        switch self {
        case .identifier(let name): .string(name)
        case .string(let text): .string(text)
        case .number(let value): .number(value)
        case .boolean(let flag): .bool(flag)
        }
    }
}
