import LayoutRulesBase
import LayoutRulesCompiler

/// The decision tree as Swift: each test an `if` (the true side returns,
/// so the false side follows without an `else`) or a `switch`, each exact
/// leaf a `return Traits(...)` of literals.
extension Generator {
    func evaluation() {
        let plan = TreePlan(tree, inlineLimit: options.inlineLimit)
        writer.line()
        writer.line("/// The traits the rules give `e`, by walking the compiled decision tree.")
        writer.line("/// Makes no heap allocation.")
        writer.line("\(api)static func \(options.functionName)(_ e: Environment) -> Traits {")
        writer.indentation += 1
        emitNode(tree.root, plan)
        writer.indentation -= 1
        writer.line("}")
        for node in plan.functions {
            writer.line()
            writer.line("/// Subtree n\(plan.numbers[node] ?? 0), shared by several paths.")
            writer.line("private static func _node\(plan.numbers[node] ?? 0)(_ e: Environment) -> Traits {")
            writer.indentation += 1
            emitNode(node, plan)
            writer.indentation -= 1
            writer.line("}")
        }
        for (index, leaf) in tree.leaves.enumerated() where !leaf.residual.isEmpty {
            residualLeaf(index, leaf)
        }
    }

    // MARK: Nodes

    private func emitNode(_ index: Int32, _ plan: TreePlan) {
        let node = tree.nodes[Int(index)]
        let label = "n\(plan.numbers[index] ?? 0)"
        let op = node.inclusive ? "<=" : "<"
        switch node.kind {
        case .leaf:
            writer.line(leafReturn(Int(node.first)))
        case .threshold:
            // A NaN value counts as 0 (`LayoutEnvironment.value(of:)`), but fails
            // every comparison: when 0 passes the test, ask the opposite
            // question so that NaN takes the same branch as 0.
            // "width < 600" => "if e.width >= 600 { second }; first"
            let zeroPasses = node.inclusive ? 0 <= node.numerator : 0 < node.numerator
            let flip = Self.mayBeNaN(node.feature) && zeroPasses
            let test = flip ? (node.inclusive ? ">" : ">=") : op
            writer.line("if \(featureValue(node.feature)) \(test) \(SwiftNames.double(node.numerator)) {  // \(label)")
            writer.indentation += 1
            emitChild(flip ? node.second : node.first, plan)
            writer.indentation -= 1
            writer.line("}")
            emitChild(flip ? node.first : node.second, plan)
        case .ratio:
            let ratio = "\(formatNumber(node.numerator))/\(formatNumber(node.denominator))"
            writer.line("if \(ratioTest(node.numerator, node.denominator, op)) {  // \(label): aspect-ratio \(op) \(ratio)")
            writer.indentation += 1
            emitChild(node.first, plan)
            writer.indentation -= 1
            writer.line("}")
            emitChild(node.second, plan)
        case .choice:
            choice(node, label: label, plan)
        }
    }

    private func emitChild(_ index: Int32, _ plan: TreePlan) {
        if plan.functions.contains(index) {
            writer.line("return _node\(plan.numbers[index] ?? 0)(e)")
        } else {
            emitNode(index, plan)
        }
    }

    /// A switch over the cases of a discrete feature; values past the last
    /// choice (the "none" idiom or orientation) take the last one, as
    /// `DecisionTree.leafIndex` does.
    private func choice(_ node: DecisionTree.Node, label: String, _ plan: TreePlan) {
        let count = Int(node.second)
        func target(_ value: Int) -> Int32 { tree.choices[Int(node.first) + min(value, count - 1)] }
        let descriptor = node.feature.descriptor
        switch descriptor.reading {
        case .keyword(let property):
            var groups: [(target: Int32, cases: [String])] = []
            for (value, name) in Self.swiftCases(descriptor).enumerated() {
                if let group = groups.firstIndex(where: { $0.target == target(value) }) {
                    groups[group].cases.append("." + name)
                } else {
                    groups.append((target(value), ["." + name]))
                }
            }
            guard groups.count > 1 else { return emitChild(groups[0].target, plan) }
            if descriptor.ordering == .ordered, groups.count == 2, let split = Self.split(groups[0].cases, descriptor) {
                // The values below one of them and the rest: one comparison, as the rule reads.
                // "dynamic-type >= accessibility-medium" => "if e.dynamicTypeSize < DynamicTypeSize.accessibilityMedium"
                writer.line("if e.\(property) < \(split) {  // \(label)")
                writer.indentation += 1
                emitChild(groups[0].target, plan)
                writer.indentation -= 1
                writer.line("}")
                return emitChild(groups[1].target, plan)
            }
            writer.line("switch e.\(property) {  // \(label)")
            for group in groups {
                writer.line("case \(group.cases.joined(separator: ", ")):")
                writer.indentation += 1
                emitChild(group.target, plan)
                writer.indentation -= 1
            }
            writer.line("}")
        case .shape:
            let portrait = target(0)
            let landscape = target(1)
            guard portrait != landscape else { return emitChild(portrait, plan) }
            usesPortrait = true
            writer.line("if _isPortrait(e) {  // \(label): \(descriptor.name)")
            writer.indentation += 1
            emitChild(portrait, plan)
            writer.indentation -= 1
            writer.line("}")
            emitChild(landscape, plan)
        case .number, .fraction, .ratio:
            // Not a discrete feature: its index is always 0.
            emitChild(target(0), plan)
        }
    }

    /// The Swift expression for a feature's value, read as the table says
    /// (`LayoutEnvironment.value(of:)`).
    func featureValue(_ feature: Feature) -> String {
        switch feature.descriptor.reading {
        case .number(let property): return "e.\(property)"
        case .fraction(let window, let screen):
            usesWindowFraction = true
            return "_windowFraction(e.\(window), of: e.\(screen))"
        case .ratio:
            usesAspectRatio = true
            return "_aspectRatio(e)"
        case .shape:
            usesPortrait = true
            return "(_isPortrait(e) ? 0.0 : 1.0)"
        case .keyword(let property): return "Double(e.\(property).rawValue)"
        }
    }

    /// `Type.case` of the first value past `first`, when `first` (the
    /// cases of a switch's first group, `.name`) are the first values in
    /// order: the other group then holds the rest, from that value on.
    private static func split(_ first: [String], _ descriptor: FeatureDescriptor) -> String? {
        let names = swiftCases(descriptor)
        guard case .keyword(let property) = descriptor.reading, first.count < names.count,
            first == names.prefix(first.count).map({ "." + $0 })
        else { return nil }
        return swiftType(ofProperty: property) + "." + names[first.count]
    }

    /// The generated enum's case names for a keyword feature's values, in
    /// index order, the unmatched value last: `portrait-upside-down` is
    /// `.portraitUpsideDown`, as in the library's enums.
    static func swiftCases(_ descriptor: FeatureDescriptor) -> [String] {
        (descriptor.values + (descriptor.unmatchedValue.map { [$0] } ?? [])).map(SwiftNames.lowerCamel)
    }

    /// The generated enum a keyword feature's property holds:
    /// `interfaceOrientation` holds an `InterfaceOrientation`.
    static func swiftType(ofProperty property: String) -> String {
        SwiftNames.upperCamel(property)
    }

    // MARK: Leaves

    /// `return Traits(...)` for an exact leaf, a call for a residual one.
    private func leafReturn(_ index: Int) -> String {
        let leaf = tree.leaves[index]
        guard leaf.residual.isEmpty else { return "return _leaf\(index)(e)" }
        return "return " + staticTraits(index, leaf)
    }

    /// `Traits(leaf: 3, columns: 4.0, ...)`: the leaf's static assignments.
    private func staticTraits(_ index: Int, _ leaf: DecisionTree.Leaf) -> String {
        var arguments = ["leaf: \(index)"]
        let assignments = tree.assignments[Int(leaf.assignments.lowerBound)..<Int(leaf.assignments.upperBound)]
        for assignment in assignments.sorted(by: { $0.trait < $1.trait }) {
            let field = fields[Int(assignment.trait)]
            arguments.append("\(field.label): \(field.kind.literal(tree.values[Int(assignment.value)]))")
        }
        return "Traits(\(arguments.joined(separator: ", ")))"
    }

    /// A leaf that tests rules at run time: the static traits, then each
    /// residual rule in cascade order; a rule that holds sets its bit and
    /// overrides the traits an earlier rule set (`TraitCollection`'s
    /// cascade: the latest holding rule wins, trait by trait).
    private func residualLeaf(_ index: Int, _ leaf: DecisionTree.Leaf) {
        var staticRule = [Int32](repeating: -1, count: fields.count)
        for position in Int(leaf.assignments.lowerBound)..<Int(leaf.assignments.upperBound) {
            let assignment = tree.assignments[position]
            staticRule[Int(assignment.trait)] = assignment.rule
        }
        let matched = tree.matchedRules(ofLeaf: index)
        let residual = tree.residualRules[Int(leaf.residual.lowerBound)..<Int(leaf.residual.upperBound)]
        writer.line()
        writer.line(
            "/// Leaf \(index): rules [\(matched.map(String.init).joined(separator: ", "))] hold; "
                + "rules [\(residual.map { String($0.rule) }.joined(separator: ", "))] are tested here.")
        writer.line("private static func _leaf\(index)(_ e: Environment) -> Traits {")
        writer.indentation += 1
        writer.line("var t = " + staticTraits(index, leaf))
        for (bit, rule) in residual.enumerated() {
            writer.line("if \(condition(rule.condition)) {  // rule \(rule.rule): \(SwiftNames.comment(ruleLabel(Int(rule.rule))))")
            writer.indentation += 1
            writer.line("t.residualMask |= 1 << \(bit)")
            // The first assignment of a trait in the rule, as
            // `TraitCollection.latestResidual` reads it.
            var seen = Set<Int32>()
            for position in Int(rule.assignments.lowerBound)..<Int(rule.assignments.upperBound) {
                let assignment = tree.residualAssignments[position]
                guard seen.insert(assignment.trait).inserted, rule.rule > staticRule[Int(assignment.trait)] else { continue }
                let field = fields[Int(assignment.trait)]
                writer.line("t.\(field.property) = \(field.kind.literal(tree.values[Int(assignment.value)]))")
            }
            writer.indentation -= 1
            writer.line("}")
        }
        writer.line("return t")
        writer.indentation -= 1
        writer.line("}")
    }

    // MARK: Residual conditions

    /// A rule's condition as one boolean expression, answering as
    /// `ConditionCode.holds` does.
    private func condition(_ index: Int32) -> String {
        let code = tree.storage.conditions
        let node = code.nodes[Int(index)]
        let parts = (0..<Int(node.count)).map { code.children[Int(node.first) + $0] }
        switch node.kind {
        case .always: return "true"
        case .never: return "false"
        case .compare:
            return compare(node.feature, node.comparison, node.value)
        case .ratio:
            let op =
                switch node.comparison {
                case .less: "<"
                case .lessOrEqual: "<="
                case .greater: ">"
                case .greaterOrEqual: ">="
                case .equal: "=="
                }
            return ratioTest(node.value, node.denominator, op)
        case .oneOf:
            return oneOf(node.feature, mask: node.mask)
        case .not:
            return "!(\(parts.first.map(condition) ?? "true"))"
        case .all:
            return parts.isEmpty ? "true" : "(" + parts.map(condition).joined(separator: " && ") + ")"
        case .any:
            return parts.isEmpty ? "false" : "(" + parts.map(condition).joined(separator: " || ") + ")"
        }
    }

    /// `width / height  OP  numerator / denominator`, decided exactly
    /// (`LayoutEnvironment.matchesRatio`). Against 1/1 the cross products are
    /// the operands themselves, so their plain comparison is the exact
    /// answer and the call goes away: the orientation test stays as cheap
    /// as hand-written code.
    // "aspect-ratio <= 1/1" => "_isPortrait(e)";  "aspect-ratio > 16/9" => "_ratioOrder(e, 16.0, 9.0) > 0"
    private func ratioTest(_ numerator: Double, _ denominator: Double, _ op: String) -> String {
        guard numerator == 1, denominator == 1 else {
            usesRatio = true
            return "_ratioOrder(e, \(SwiftNames.double(numerator)), \(SwiftNames.double(denominator))) \(op) 0"
        }
        switch op {
        case "<=":
            usesPortrait = true
            return "_isPortrait(e)"
        case ">":
            usesPortrait = true
            return "!_isPortrait(e)"
        default:
            usesRatioOperands = true
            return "_ratioOperands(e).width \(op) _ratioOperands(e).height"
        }
    }

    /// Features read straight from the environment, which may be NaN.
    static func mayBeNaN(_ feature: Feature) -> Bool {
        if case .number = feature.descriptor.reading { true } else { false }
    }

    /// `value OP literal`, where a NaN value answers as 0 would: when 0
    /// passes, the negated opposite comparison (which NaN passes too).
    // "width < 600" => "!(e.width >= 600.0)";  "width < -1" => "e.width < -1.0"
    private func compare(_ feature: Feature, _ comparison: Comparison, _ literal: Double) -> String {
        let value = featureValue(feature)
        let number = SwiftNames.double(literal)
        let zeroPasses: Bool
        switch comparison {
        case .less: zeroPasses = 0 < literal
        case .lessOrEqual: zeroPasses = 0 <= literal
        case .greater: zeroPasses = 0 > literal
        case .greaterOrEqual: zeroPasses = 0 >= literal
        case .equal: zeroPasses = 0 == literal
        }
        guard Self.mayBeNaN(feature), zeroPasses else {
            let op =
                switch comparison {
                case .less: "<"
                case .lessOrEqual: "<="
                case .greater: ">"
                case .greaterOrEqual: ">="
                case .equal: "=="
                }
            return "\(value) \(op) \(number)"
        }
        switch comparison {
        case .less: return "!(\(value) >= \(number))"
        case .lessOrEqual: return "!(\(value) > \(number))"
        case .greater: return "!(\(value) <= \(number))"
        case .greaterOrEqual: return "!(\(value) < \(number))"
        case .equal: return "(\(value) == \(number) || \(value).isNaN)"
        }
    }

    /// Whether a discrete feature's index is in `mask`.
    private func oneOf(_ feature: Feature, mask: UInt32) -> String {
        let descriptor = feature.descriptor
        switch descriptor.reading {
        case .keyword(let property):
            let names = Self.swiftCases(descriptor)
            let chosen = names.indices.filter { mask & (UInt32(1) << UInt32($0)) != 0 }
            if chosen.isEmpty { return "false" }
            if chosen.count == names.count { return "true" }
            let type = Self.swiftType(ofProperty: property)
            if descriptor.ordering == .ordered, chosen.count > 1, chosen.last! - chosen.first! == chosen.count - 1 {
                // A run of ordered values is a range: "(large <= dynamic-type < accessibility-medium)"
                // => "(e.dynamicTypeSize >= DynamicTypeSize.large && e.dynamicTypeSize <= DynamicTypeSize.extraExtraExtraLarge)"
                let low = "e.\(property) >= \(type).\(names[chosen.first!])"
                let high = "e.\(property) <= \(type).\(names[chosen.last!])"
                if chosen.first == 0 { return high }
                if chosen.last == names.count - 1 { return low }
                return "(\(low) && \(high))"
            }
            let subject = "e.\(property) == \(type)."
            let tests = chosen.map { subject + names[$0] }
            return tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " || ") + ")"
        case .shape:
            switch mask & 3 {
            case 0: return "false"
            case 3: return "true"
            default:
                usesPortrait = true
                return mask & 1 != 0 ? "_isPortrait(e)" : "!_isPortrait(e)"
            }
        case .number, .fraction, .ratio:
            // A numeric feature's discrete index is 0.
            return mask & 1 != 0 ? "true" : "false"
        }
    }
}

/// Which shared subtrees become functions, and the node numbers of
/// `layoutc tree` (depth-first preorder) for comments and names.
struct TreePlan {
    var numbers: [Int32: Int] = [:]
    /// Interior nodes emitted as `_nodeN` functions, in preorder.
    var functions: [Int32] = []

    init(_ tree: DecisionTree, inlineLimit: Int) {
        var order: [Int32] = []
        var stack = [tree.root]
        while let index = stack.popLast() {
            guard numbers[index] == nil else { continue }
            numbers[index] = order.count
            order.append(index)
            stack += Self.children(of: index, in: tree).reversed()
        }
        // How many distinct parents (or switch groups) reach each node.
        var references = [Int](repeating: 0, count: tree.nodes.count)
        for index in order {
            var seen = Set<Int32>()
            for child in Self.children(of: index, in: tree) where seen.insert(child).inserted {
                references[Int(child)] += 1
            }
        }
        // Size as written out: a shared subtree bigger than the limit is
        // a call (1); a smaller one is copied at each use.
        var size = [Int](repeating: -1, count: tree.nodes.count)
        var isFunction = [Bool](repeating: false, count: tree.nodes.count)
        func measure(_ index: Int32) -> Int {
            if size[Int(index)] >= 0 { return size[Int(index)] }
            var total = 1
            var seen = Set<Int32>()
            for child in Self.children(of: index, in: tree) where seen.insert(child).inserted {
                let childSize = measure(child)
                total += isFunction[Int(child)] ? 1 : childSize
            }
            size[Int(index)] = total
            isFunction[Int(index)] = tree.nodes[Int(index)].kind != .leaf && references[Int(index)] > 1 && total > inlineLimit
            return total
        }
        _ = measure(tree.root)
        functions = order.filter { isFunction[Int($0)] }
    }

    static func children(of index: Int32, in tree: DecisionTree) -> [Int32] {
        let node = tree.nodes[Int(index)]
        switch node.kind {
        case .leaf: return []
        case .threshold, .ratio: return [node.first, node.second]
        case .choice: return (0..<Int(node.second)).map { tree.choices[Int(node.first) + $0] }
        }
    }
}
