import LayoutRulesBase
import LayoutRulesSyntax

// Checking `layout` blocks: every property and expression is resolved into
// a `RegionDeclaration`, with a positioned diagnostic for each mistake
// that can be seen in the block alone. What depends on which rules match
// (axes, cycles, traits, missing regions) is checked per decision-tree
// leaf by `LayoutCompiler`.
extension Checker {
    /// The properties a region accepts, CSS absolute-positioning style.
    static let layoutProperties = LayoutAttribute.allCases.map(\.name) + ["transform"]

    /// The functions a length or number expression may call.
    static let layoutFunctions = ["min", "max", "clamp", "calc", "env"]

    /// The functions a `transform` list is made of.
    static let transformFunctions = ["translate", "translate-x", "translate-y", "scale", "scale-x", "scale-y", "rotate"]

    /// The names a reference may start with besides a sibling's name.
    static let referenceKeywords = ["parent", "self"]

    /// `text.lowercased()`; text with no upper-case or non-ASCII letter
    /// (nearly every name) is returned as it is, without the allocation.
    static func lowercased(_ text: String) -> String {
        text.utf8.contains { (65...90).contains($0) || $0 >= 128 } ? text.lowercased() : text
    }

    mutating func checkLayout(_ block: LayoutBlock) -> [RegionDeclaration] {
        var declarations: [RegionDeclaration] = []
        checkRegions(block.regions, parent: [], into: &declarations)
        return declarations
    }

    private mutating func checkRegions(_ regions: [Region], parent: [String], into declarations: inout [RegionDeclaration]) {
        var seen = FirstSeen(expecting: regions.count)
        for region in regions {
            if let first = seen.first(region.name.name) {
                diagnostics.append(.duplicateRegion(region.name.name, at: region.name.range, first: first))
                // Still check the duplicate's contents: its mistakes are independent.
                var ignored: [RegionDeclaration] = []
                checkRegions([Region(name: Identifier("", at: region.range), properties: region.properties,
                    children: region.children, range: region.range)], parent: parent, into: &ignored)
                continue
            }
            seen.insert(region.name.name, at: region.name.range)
            regionCount += 1
            if regionCount == limits.maxLayoutRegions + 1 {
                diagnostics.append(.tooManyRegions(limits.maxLayoutRegions, at: region.name.range))
            }
            guard regionCount <= limits.maxLayoutRegions else { continue }
            // The full name `a.b.c` is what tables, frames and messages show.
            let pathBytes = parent.reduce(parent.count) { $0 + $1.utf8.count } + region.name.name.utf8.count
            if pathBytes > limits.maxNameBytes, region.name.name.utf8.count <= limits.maxNameBytes {
                diagnostics.append(
                    .nameTooLong("region's full name", bytes: pathBytes, limit: limits.maxNameBytes, at: region.name.range))
                continue
            }
            if Self.referenceKeywords.contains(Self.lowercased(region.name.name)) {
                diagnostics.append(.reservedRegionName(region.name.name, at: region.name.range))
            }
            var declaration = RegionDeclaration(
                path: parent + [region.name.name], properties: [], transform: nil, transformRange: nil,
                range: region.name.range)
            checkProperties(region.properties, into: &declaration)
            declarations.append(declaration)
            checkRegions(region.children, parent: declaration.path, into: &declarations)
        }
    }

    private mutating func checkProperties(_ properties: [LayoutProperty], into declaration: inout RegionDeclaration) {
        // A bit per name of `layoutProperties` set so far (a handful of
        // names: no dictionary per region); a duplicate, rare, looks for
        // the first property of its name again.
        var seen: UInt32 = 0
        declaration.properties.reserveCapacity(properties.count)
        for property in properties {
            let name = Self.lowercased(property.name.name)
            guard let known = Self.layoutProperties.firstIndex(of: name) else {
                let suggestion = suggest(name, among: Self.layoutProperties)
                diagnostics.append(.unknownProperty(property.name.name, suggestion: suggestion, at: property.name.range))
                continue
            }
            if seen & (1 << known) != 0 {
                let first = properties.first { Self.lowercased($0.name.name) == name }?.name.range ?? property.name.range
                diagnostics.append(.duplicateProperty(property.name.name, at: property.name.range, first: first))
                continue
            }
            seen |= 1 << known
            if let attribute = LayoutAttribute(name: name) {
                guard let value = checkPropertyValue(property, attribute: attribute) else { continue }
                declaration.properties.append(PropertySetting(attribute: attribute, value: value, range: property.range))
            } else if let steps = checkTransform(property) {
                declaration.transform = steps
                declaration.transformRange = property.range
            }
        }
    }

    private mutating func checkPropertyValue(_ property: LayoutProperty, attribute: LayoutAttribute) -> PropertyValue? {
        guard let first = property.values.first else { return nil }
        if property.values.count > 1 {
            diagnostics.append(.extraLayoutValue(property.name.name, at: property.values[1].range))
            return nil
        }
        if case .identifier(let keyword) = first, Self.lowercased(keyword.name) == "auto" { return .auto }
        let base: PercentageBase = attribute.axis == .horizontal ? .parentWidth : .parentHeight
        return checkExpression(first, as: .length(base)).map(PropertyValue.expression)
    }

    // MARK: Transforms

    /// `transform: none` or a list of transform functions, applied as in
    /// CSS: the rightmost function acts on the region first.
    private mutating func checkTransform(_ property: LayoutProperty) -> [TransformStep]? {
        if property.values.count == 1, case .identifier(let keyword) = property.values[0], Self.lowercased(keyword.name) == "none" {
            return []
        }
        var steps: [TransformStep] = []
        var valid = true
        for value in property.values {
            guard case .call(let name, let arguments, let range) = value,
                Self.transformFunctions.contains(Self.lowercased(name.name))
            else {
                let suggestion: String?
                if case .call(let name, _, _) = value {
                    suggestion = suggest(name.name.lowercased(), among: Self.transformFunctions)
                } else {
                    suggestion = nil
                }
                diagnostics.append(.transformFunctionExpected(suggestion: suggestion, at: value.range))
                valid = false
                continue
            }
            guard let step = checkTransformStep(Self.lowercased(name.name), arguments, range: range) else {
                valid = false
                continue
            }
            steps.append(step)
        }
        return valid ? steps : nil
    }

    private mutating func checkTransformStep(_ name: String, _ arguments: [Expression], range: SourceRange) -> TransformStep? {
        let counts: ClosedRange<Int> = name == "translate" || name == "scale" ? 1...2 : 1...1
        guard counts.contains(arguments.count) else {
            diagnostics.append(.wrongArgumentCount(name, expected: counts, found: arguments.count, at: range))
            return nil
        }
        switch name {
        case "translate", "translate-x", "translate-y":
            let x = name == "translate-y" ? LayoutExpression.constant(0) : checkExpression(arguments[0], as: .length(.ownWidth))
            let yArgument = name == "translate" ? arguments.dropFirst().first : (name == "translate-y" ? arguments[0] : nil)
            let y = yArgument.map { checkExpression($0, as: .length(.ownHeight)) } ?? .constant(0)
            guard let x, let y else { return nil }
            return .translate(x, y)
        case "scale", "scale-x", "scale-y":
            guard let first = checkExpression(arguments[0], as: .number) else { return nil }
            let second = arguments.count > 1 ? checkExpression(arguments[1], as: .number) : first
            guard let second else { return nil }
            switch name {
            case "scale-x": return .scale(first, .constant(1))
            case "scale-y": return .scale(.constant(1), first)
            default: return .scale(first, second)
            }
        default:
            return checkExpression(arguments[0], as: .angle).map(TransformStep.rotate)
        }
    }

    // MARK: Expressions

    /// What an expression measures, which decides its units and what a
    /// percentage is of.
    enum ValueKind: Equatable {
        case length(PercentageBase)
        case number
        case angle
    }

    /// Resolves an expression, or reports why it cannot be and returns nil.
    /// Every independent mistake inside is reported.
    mutating func checkExpression(_ expression: Expression, as kind: ValueKind) -> LayoutExpression? {
        switch expression {
        case .number(let value, let range):
            return finite(value, at: range)
        case .dimension(let value, let unit, let range):
            guard let factor = Self.unitFactor(unit, for: kind) else {
                diagnostics.append(.invalidLayoutUnit(unit, expected: Self.unitsDescription(kind), at: range))
                return nil
            }
            return finite(value * factor, at: range)
        case .percentage(let value, let range):
            guard kind != .angle else {
                diagnostics.append(.invalidLayoutUnit("%", expected: Self.unitsDescription(kind), at: range))
                return nil
            }
            guard value.isFinite else { return finite(value, at: range) }
            if case .length(let base) = kind { return .percentage(value, of: base) }
            return .percentage(value, of: .unit)
        case .identifier(let name):
            return checkName(name)
        case .reference(let path, let property, let range):
            return checkReference(path: path, property: property, range: range)
        case .call(let name, let arguments, let range):
            return checkCall(name, arguments, kind: kind, range: range)
        case .negate(let operand, _):
            return checkExpression(operand, as: kind).map(LayoutExpression.negate)
        case .binary(let op, let lhs, let rhs, let range):
            let left = checkExpression(lhs, as: kind)
            let right = checkExpression(rhs, as: kind)
            guard let left, let right else { return nil }
            if op == .divide, Self.constantValue(right) == 0 {
                diagnostics.append(.divisionByZero(when: nil, at: rhs.range))
                return nil
            }
            let folded = LayoutExpression.binary(op, left, right, range: range)
            // `1e308 * 10` is infinite in every environment: an error here,
            // as the literal `1e999` is, not `inf` in every frame.
            if let value = Self.constantValue(folded), !value.isFinite {
                diagnostics.append(.expressionOutOfRange(at: range))
                return nil
            }
            return folded
        case .group(let inner, _):
            return checkExpression(inner, as: kind)
        case .invalid:
            return nil
        }
    }

    private mutating func finite(_ value: Double, at range: SourceRange) -> LayoutExpression? {
        guard value.isFinite else {
            diagnostics.append(.numberOutOfRange(at: range))
            return nil
        }
        return .constant(value)
    }

    /// Points per unit for lengths, degrees per unit for angles.
    private static func unitFactor(_ unit: String, for kind: ValueKind) -> Double? {
        switch (kind, unit) {
        // `px` is `pt` here as in queries and traits: one CSS reference pixel is one point.
        case (.length, "pt"), (.length, "px"): 1
        case (.angle, "deg"): 1
        case (.angle, "rad"): 180 / Double.pi
        case (.angle, "grad"): 0.9
        case (.angle, "turn"): 360
        default: nil
        }
    }

    private static func unitsDescription(_ kind: ValueKind) -> String {
        switch kind {
        case .length: "a length in points ('pt', 'px' or no unit) or a percentage"
        case .number: "a plain number or a percentage"
        case .angle: "an angle ('deg', 'rad', 'grad', 'turn'; a plain number is degrees)"
        }
    }

    /// A bare name is a trait whose value is a number.
    private mutating func checkName(_ name: Identifier) -> LayoutExpression? {
        if allTraitNames.contains(name.name) { return .trait(name.name, range: name.range) }
        let keyword = Self.lowercased(name.name)
        if keyword == "auto" || keyword == "none" {
            diagnostics.append(.keywordInExpression(name.name, at: name.range))
            return nil
        }
        if sortedTraitNames == nil { sortedTraitNames = allTraitNames.sorted() }
        let names = sortedTraitNames ?? []
        let suggestion = suggest(name.name, among: names)
        diagnostics.append(.unknownLayoutName(name.name, suggestion: suggestion, at: name.range))
        return nil
    }

    private mutating func checkReference(path: [Identifier], property: Identifier, range: SourceRange) -> LayoutExpression? {
        guard let attribute = LayoutAttribute(name: property.name) else {
            let suggestion = suggest(property.name.lowercased(), among: LayoutAttribute.allCases.map(\.name))
            diagnostics.append(.unknownRegionAttribute(property.name, suggestion: suggestion, at: property.range))
            return nil
        }
        guard path.count == 1, let head = path.first else {
            diagnostics.append(.referenceAcrossBranches(path.map(\.name).joined(separator: "."), at: range))
            return nil
        }
        switch Self.lowercased(head.name) {
        case "parent": return .reference(.parent, attribute, range: range)
        case "self": return .reference(.this, attribute, range: range)
        default: return .reference(.sibling(head.name), attribute, range: range)
        }
    }

    private mutating func checkCall(_ name: Identifier, _ arguments: [Expression], kind: ValueKind, range: SourceRange)
        -> LayoutExpression?
    {
        let function = Self.lowercased(name.name)
        let expected: ClosedRange<Int>
        switch function {
        case "min", "max": expected = 1...Int.max
        case "clamp": expected = 3...3
        case "calc", "env": expected = 1...2
        default:
            if Self.transformFunctions.contains(function) {
                diagnostics.append(.transformOutsideTransform(name.name, at: name.range))
            } else {
                let suggestion = suggest(function, among: Self.layoutFunctions)
                diagnostics.append(.unknownLayoutFunction(name.name, suggestion: suggestion, at: name.range))
            }
            return nil
        }
        guard expected.contains(arguments.count), function != "calc" || arguments.count == 1 else {
            let counts = function == "calc" ? 1...1 : expected
            diagnostics.append(.wrongArgumentCount(function, expected: counts, found: arguments.count, at: range))
            return nil
        }
        if function == "env" { return checkEnvironmentVariable(arguments, kind: kind) }
        let checked = arguments.map { checkExpression($0, as: kind) }
        let operands = checked.compactMap { $0 }
        guard operands.count == checked.count else { return nil }
        switch function {
        case "min": return .minimum(operands)
        case "max": return .maximum(operands)
        case "clamp": return .clamp(operands[0], operands[1], operands[2])
        default: return operands[0]
        }
    }

    /// `env(safe-area-inset-top)`; a CSS fallback (`env(NAME, 20)`) is
    /// accepted and checked but never used, since the insets always exist.
    private mutating func checkEnvironmentVariable(_ arguments: [Expression], kind: ValueKind) -> LayoutExpression? {
        if arguments.count > 1, checkExpression(arguments[1], as: kind) == nil { return nil }
        guard case .identifier(let variable) = arguments[0], let edge = SafeAreaEdge(variableName: variable.name) else {
            let written: String
            if case .identifier(let variable) = arguments[0] { written = variable.name } else { written = "" }
            let names = SafeAreaEdge.allCases.map(\.variableName)
            let suggestion = written.isEmpty ? nil : suggest(written.lowercased(), among: names)
            diagnostics.append(.unknownEnvironmentVariable(written, suggestion: suggestion, at: arguments[0].range))
            return nil
        }
        return .safeAreaInset(edge)
    }

    /// The value of an expression made of constants only, or nil.
    static func constantValue(_ expression: LayoutExpression) -> Double? {
        switch expression {
        case .constant(let value): return value
        case .negate(let operand): return constantValue(operand).map { -$0 }
        case .binary(let op, let lhs, let rhs, _):
            guard let left = constantValue(lhs), let right = constantValue(rhs) else { return nil }
            return LayoutArithmetic.apply(op, left, right)
        case .minimum(let operands):
            let values = operands.compactMap(constantValue)
            return values.count == operands.count ? values.min() : nil
        case .maximum(let operands):
            let values = operands.compactMap(constantValue)
            return values.count == operands.count ? values.max() : nil
        case .clamp(let low, let value, let high):
            guard let low = constantValue(low), let value = constantValue(value), let high = constantValue(high) else {
                return nil
            }
            return LayoutArithmetic.clamp(low, value, high)
        case .percentage(let value, .unit): return value / 100
        case .percentage, .reference, .safeAreaInset, .trait: return nil
        }
    }

    // MARK: References across the whole rule set

    /// Reports references to sibling regions that no `layout` block
    /// declares at all, and to regions that exist only elsewhere in the
    /// region tree. Whether the sibling exists where the rule applies is
    /// a per-leaf question for the layout compiler.
    mutating func checkRegionReferences() {
        var byName: [String: [String]] = [:]
        // The declared regions' names by parent path: a path is declared
        // when its last name is among its parent's children. (Built once: a
        // per-region scan would make 10,000 regions take 16 s; and looked
        // up once per region, not by whole path once per reference.)
        var childSets: [[String]: Set<String>] = [:]
        for rule in rules {
            for region in rule.regions {
                if byName[region.path.last ?? ""] == nil { byName[region.path.last ?? ""] = region.path }
                childSets[Array(region.path.dropLast()), default: []].insert(region.path.last ?? "")
            }
        }
        var sortedChildren: [[String]: [String]] = [:]
        // One list reused for every region's references: gathering them
        // costs less than a closure call per reference, and the sibling
        // set is looked up once per region that has any.
        var references: [(name: String, range: SourceRange)] = []
        for rule in rules {
            for region in rule.regions {
                references.removeAll(keepingCapacity: true)
                region.appendSiblingReferences(to: &references)
                guard !references.isEmpty else { continue }
                let parent = Array(region.path.dropLast())
                let names = childSets[parent] ?? []
                for (name, range) in references where !names.contains(name) {
                    if let elsewhere = byName[name] {
                        diagnostics.append(.regionNotSibling(name, declaredAt: elsewhere.joined(separator: "."), at: range))
                    } else {
                        // Sorted once per parent, when first needed.
                        if sortedChildren[parent] == nil { sortedChildren[parent] = names.sorted() }
                        let suggestion = suggest(name, among: sortedChildren[parent] ?? [])
                        diagnostics.append(.unknownRegion(name, suggestion: suggestion, at: range))
                    }
                }
            }
        }
    }
}

extension RegionDeclaration {
    /// Appends every sibling name a property or transform refers to: the
    /// properties' in order, then the transform's.
    package func appendSiblingReferences(to references: inout [(name: String, range: SourceRange)]) {
        for property in properties {
            if case .expression(let expression) = property.value { expression.appendSiblingReferences(to: &references) }
        }
        for step in transform ?? [] { step.appendSiblingReferences(to: &references) }
    }
}

extension TransformStep {
    /// Appends every sibling name the step's arguments refer to.
    package func appendSiblingReferences(to references: inout [(name: String, range: SourceRange)]) {
        switch self {
        case .translate(let x, let y), .scale(let x, let y):
            x.appendSiblingReferences(to: &references)
            y.appendSiblingReferences(to: &references)
        case .rotate(let angle):
            angle.appendSiblingReferences(to: &references)
        }
    }
}

extension RegionDeclaration {
    /// Calls `body` with every trait name a property or transform reads.
    package func forEachTrait(_ body: (String) -> Void) {
        for property in properties {
            if case .expression(let expression) = property.value { expression.forEachTrait(body) }
        }
        for step in transform ?? [] {
            switch step {
            case .translate(let x, let y), .scale(let x, let y):
                x.forEachTrait(body)
                y.forEachTrait(body)
            case .rotate(let angle): angle.forEachTrait(body)
            }
        }
    }
}

extension LayoutExpression {
    func forEachTrait(_ body: (String) -> Void) {
        switch self {
        case .trait(let name, _): body(name)
        case .constant, .percentage, .reference, .safeAreaInset: return
        case .negate(let operand): operand.forEachTrait(body)
        case .binary(_, let lhs, let rhs, _):
            lhs.forEachTrait(body)
            rhs.forEachTrait(body)
        case .minimum(let operands), .maximum(let operands):
            for operand in operands { operand.forEachTrait(body) }
        case .clamp(let a, let b, let c):
            a.forEachTrait(body)
            b.forEachTrait(body)
            c.forEachTrait(body)
        }
    }

    /// Appends every sibling name the expression refers to, left to right
    /// (into one list the caller reuses: cheaper than a closure call per name).
    package func appendSiblingReferences(to references: inout [(name: String, range: SourceRange)]) {
        switch self {
        case .reference(.sibling(let name), _, let range): references.append((name, range))
        case .constant, .percentage, .reference, .safeAreaInset, .trait: return
        case .negate(let operand): operand.appendSiblingReferences(to: &references)
        case .binary(_, let lhs, let rhs, _):
            lhs.appendSiblingReferences(to: &references)
            rhs.appendSiblingReferences(to: &references)
        case .minimum(let operands), .maximum(let operands):
            for operand in operands { operand.appendSiblingReferences(to: &references) }
        case .clamp(let a, let b, let c):
            a.appendSiblingReferences(to: &references)
            b.appendSiblingReferences(to: &references)
            c.appendSiblingReferences(to: &references)
        }
    }
}
