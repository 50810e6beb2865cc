import LayoutRulesBase
import LayoutRulesSyntax
import LayoutRulesSemantics

/// Compiles the merged layout of one decision-tree leaf into a
/// `LayoutProgram`, checking what only the merged layout can tell: that
/// every axis has exactly two attributes, that referenced siblings exist,
/// that traits used as numbers are numbers, that no division is by a known
/// zero, and that references form no cycle.
///
/// Ordering is a depth-first walk over attribute nodes: a given attribute
/// depends on what its expression references, a derived one on the two
/// given attributes of its axis. A node met again while still open closes
/// a cycle, which is reported with the chain of references.
struct LayoutProgramBuilder {
    let layout: MergedLayout
    let traits: [String: TraitValueData]
    /// Where the leaf applies, for messages ("width >= 600"; "" everywhere).
    let witness: String
    private(set) var diagnostics: [Diagnostic] = []

    private var code: [LayoutInstruction] = []
    private var nextRegister: Int
    private var state: [UInt8]
    /// The nodes being visited, outermost first, each with what it is
    /// called in a cycle's message (spelled out only for a message).
    private var stack: [(label: Label, range: SourceRange)] = []
    private var stackNodes: [Int] = []
    private var failed = false
    private var reportedCycles = Set<CycleFingerprint>()
    /// Steps of a reference cycle its message and notes spell out.
    static let shownCycleSteps = 8

    /// Nodes per region: 8 given attributes, the transform, the safe area,
    /// and the two derived axes.
    private static let nodesPerRegion = 12
    private static let transformNode = 8
    private static let safeAreaNode = 9
    private static let derivedNode = 10

    /// `Limits.maxNestingDepth`: the longest chain of references followed.
    private let maxDepth: Int
    private var reportedDepth = false

    init(layout: MergedLayout, traits: [String: TraitValueData], witness: String, maxDepth: Int = Limits().maxNestingDepth) {
        self.layout = layout
        self.traits = traits
        self.witness = witness
        self.maxDepth = maxDepth
        nextRegister = LayoutProgram.base(layout.regions.count + 1)
        state = Array(repeating: 0, count: layout.regions.count * Self.nodesPerRegion)
    }

    /// The program, or nil when the layout has an error (see `diagnostics`).
    mutating func build() -> LayoutProgram? {
        checkAxes()
        checkSiblings()
        guard diagnostics.isEmpty else { return nil }
        for index in layout.regions.indices {
            for attribute in LayoutAttribute.allCases {
                visit(attributeNode(index, attribute), label: .attribute(index, attribute), range: layout.regions[index].range)
            }
            visit(index * Self.nodesPerRegion + Self.transformNode, label: .transform(index),
                range: layout.regions[index].transformRange ?? layout.regions[index].range)
        }
        guard !failed, diagnostics.isEmpty else { return nil }
        let transformed = layout.regions.map { !($0.transform ?? []).isEmpty }
        return LayoutProgram(
            regionNames: layout.regions.map { $0.name },
            parents: layout.regions.map { Int32(($0.parent ?? -1) + 1) },
            transformed: transformed,
            code: code, registerCount: nextRegister)
    }

    // MARK: Checks before ordering

    private mutating func checkAxes() {
        for region in layout.regions {
            for axis in Axis.allCases {
                // The usual two settings are counted, not gathered.
                guard region.settingCount(on: axis) != 2 else { continue }
                let settings = region.settings(on: axis)
                if settings.count > 2 {
                    let ordered = settings.sorted { $0.range.start < $1.range.start || ($0.range.start == $1.range.start && $0.range.file < $1.range.file) }
                    diagnostics.append(.overConstrained(region.name, axis: axis, properties: ordered, when: witness))
                } else if settings.count < 2 {
                    diagnostics.append(
                        .underConstrained(region.name, axis: axis, properties: settings, when: witness, at: region.range))
                }
            }
        }
    }

    private mutating func checkSiblings() {
        // One list reused for every region: the references in the order
        // `RegionDeclaration.appendSiblingReferences` gives them (properties
        // by attribute, then the transform).
        var references: [(name: String, range: SourceRange)] = []
        for index in layout.regions.indices {
            references.removeAll(keepingCapacity: true)
            for attribute in 0..<8 where layout.regions[index].givenMask & (1 << attribute) != 0 {
                guard case .expression(let expression)? = layout.regions[index].properties[attribute]?.value else { continue }
                expression.appendSiblingReferences(to: &references)
            }
            if let transform = layout.regions[index].transform {
                for step in transform { step.appendSiblingReferences(to: &references) }
            }
            guard !references.isEmpty else { continue }
            let parent = layout.regions[index].parent
            for (name, range) in references where layout.index(ofChild: name, of: parent) == nil {
                diagnostics.append(.missingRegion(name, from: layout.regions[index].name, when: witness, at: range))
            }
        }
    }

    // MARK: Nodes

    private func slot(_ index: Int) -> Int { index + 1 }

    private func parentSlot(_ index: Int) -> Int { layout.regions[index].parent.map(slot) ?? 0 }

    private func register(_ slot: Int, _ attribute: LayoutAttribute) -> Int32 {
        Int32(LayoutProgram.base(slot) + attribute.rawValue)
    }

    /// What a message calls a node: `sidebar.width`, `sidebar.transform`,
    /// `sidebar.safe-area`. Kept as numbers while visiting, since every
    /// visit of every program would otherwise build a string.
    enum Label {
        case attribute(Int, LayoutAttribute)
        case transform(Int)
        case safeArea(Int)
    }

    private func text(_ label: Label) -> String {
        switch label {
        case .attribute(let index, let attribute): self.label(index, attribute)
        case .transform(let index): layout.regions[index].name + ".transform"
        case .safeArea(let index): layout.regions[index].name + ".safe-area"
        }
    }

    private func label(_ index: Int, _ attribute: LayoutAttribute) -> String {
        layout.regions[index].name + "." + attribute.name
    }

    private func attributeNode(_ index: Int, _ attribute: LayoutAttribute) -> Int {
        // (The mask read alone: a method call on the region would copy it.)
        let given = layout.regions[index].givenMask & (1 << attribute.rawValue) != 0
        return index * Self.nodesPerRegion + (given ? attribute.rawValue : Self.derivedNode + attribute.axis.rawValue)
    }

    /// Emits a node after everything it depends on; reports a cycle.
    private mutating func visit(_ node: Int, label: Label, range: SourceRange) {
        switch state[node] {
        case 2: return
        case 1:
            reportCycle(closingAt: node, label: label, range: range)
            return
        default: break
        }
        // Each reference followed is a few recursive calls, about 0.9 KB of
        // stack in a release build: a chain of 9,999 regions each reading the
        // next would overflow an 8 MB stack. The nesting limit bounds it.
        guard stack.count < maxDepth else {
            failed = true
            if !reportedDepth { diagnostics.append(.referenceChainTooDeep(maxDepth, at: range)) }
            reportedDepth = true
            return
        }
        state[node] = 1
        stack.append((label, range))
        stackNodes.append(node)
        emit(node)
        stack.removeLast()
        stackNodes.removeLast()
        state[node] = 2
    }

    /// Reports a cycle once, however many walks run into it; the walk
    /// goes on so that every independent cycle is reported.
    private mutating func reportCycle(closingAt node: Int, label: Label, range: SourceRange) {
        failed = true
        guard let start = stackNodes.lastIndex(of: node) else { return }
        // A fingerprint, not the set of nodes: thousands of long cycles (a
        // chain of 6,000 references closed by one `min()` of them all) would
        // keep a set per cycle and a chain and note per step, memory
        // quadratic in the chain. Two cycles with one fingerprint are one
        // report; the rules fail either way.
        let cycle = stackNodes[start...]
        let fingerprint = CycleFingerprint(
            smallest: cycle.min() ?? node, count: cycle.count, sum: cycle.reduce(0, &+), mixed: cycle.reduce(0) { $0 ^ ($1 &* 0x9E37_79B9) })
        guard reportedCycles.insert(fingerprint).inserted else { return }
        // At most `shownCycleSteps` steps of a long cycle are spelt out.
        let entries = Array(stack[start...])
        var chain = entries.prefix(Self.shownCycleSteps).map { text($0.label) }
        if entries.count > Self.shownCycleSteps { chain.append("... (\(entries.count - Self.shownCycleSteps) more)") }
        chain.append(text(label))
        let notes = entries.dropFirst().prefix(Self.shownCycleSteps).map { Note("'\(clipped(text($0.label)))' is referenced here", at: $0.range) }
        diagnostics.append(.referenceCycle(chain, when: witness, at: range, notes: notes))
    }

    private mutating func emit(_ node: Int) {
        let index = node / Self.nodesPerRegion
        let kind = node % Self.nodesPerRegion
        switch kind {
        case 0..<8: emitGiven(index, LayoutAttribute(rawValue: kind) ?? .left)
        case Self.transformNode: emitTransform(index)
        case Self.safeAreaNode: emitSafeArea(index)
        default: emitDerived(index, kind == Self.derivedNode ? .horizontal : .vertical)
        }
    }

    /// A property as written: `right` and `bottom` are distances from the
    /// parent's far edge, stored as coordinates (`maxX = parent.width - right`).
    private mutating func emitGiven(_ index: Int, _ attribute: LayoutAttribute) {
        guard let setting = layout.regions[index].properties[attribute.rawValue],
            case .expression(let expression) = setting.value
        else { return }
        guard let value = compile(expression, in: index) else { return }
        let target = register(slot(index), attribute)
        if attribute == .right || attribute == .bottom {
            let size = parentSize(index, attribute.axis, range: setting.range)
            let operand = materialize(value)
            code.append(LayoutInstruction(opcode: .subtract, target: target, a: size, b: operand))
        } else {
            store(value, into: target)
        }
    }

    private mutating func emitDerived(_ index: Int, _ axis: Axis) {
        var mask: Int32 = 0
        let first = axis == .horizontal ? 0 : 4
        for rawValue in first..<first + 4 where layout.regions[index].givenMask & (1 << rawValue) != 0 {
            // (By index, not `settings(on:)`: that builds an array per axis.)
            guard let range = layout.regions[index].properties[rawValue]?.range,
                let attribute = LayoutAttribute(rawValue: rawValue)
            else { continue }
            visit(attributeNode(index, attribute), label: .attribute(index, attribute), range: range)
            mask |= 1 << Int32(attribute.slot)
        }
        let start = axis == .horizontal ? LayoutAttribute.left : .top
        code.append(LayoutInstruction(opcode: .completeAxis, target: register(slot(index), start), a: mask))
    }

    /// CSS order: the rightmost function applies to the region first, so
    /// the list is composed from the right.
    private mutating func emitTransform(_ index: Int) {
        let target = Int32(LayoutProgram.base(slot(index)) + LayoutProgram.transformOffset)
        code.append(LayoutInstruction(opcode: .identity, target: target))
        for step in (layout.regions[index].transform ?? []).reversed() {
            switch step {
            case .translate(let x, let y), .scale(let x, let y):
                guard let x = compile(x, in: index), let y = compile(y, in: index) else { return }
                let opcode: LayoutInstruction.Opcode
                if case .translate = step { opcode = .translate } else { opcode = .scale }
                code.append(LayoutInstruction(opcode: opcode, target: target, a: materialize(x), b: materialize(y)))
            case .rotate(let angle):
                guard let angle = compile(angle, in: index) else { return }
                code.append(LayoutInstruction(opcode: .rotate, target: target, a: materialize(angle)))
            }
        }
    }

    /// A region's own safe-area insets, needed when a child uses `env()`.
    private mutating func emitSafeArea(_ index: Int) {
        let range = layout.regions[index].range
        for attribute in [LayoutAttribute.left, .top, .width, .height] {
            visit(attributeNode(index, attribute), label: .attribute(index, attribute), range: range)
        }
        visit(index * Self.nodesPerRegion + Self.transformNode, label: .transform(index), range: range)
        let parent = parentSlot(index)
        if let parentIndex = layout.regions[index].parent {
            visit(parentIndex * Self.nodesPerRegion + Self.safeAreaNode, label: .safeArea(parentIndex), range: range)
        }
        code.append(
            LayoutInstruction(
                opcode: .safeArea, target: Int32(LayoutProgram.base(slot(index)) + LayoutProgram.safeAreaOffset),
                a: Int32(slot(index)), b: Int32(parent)))
    }

    /// The register holding the parent's width or height (visited first).
    private mutating func parentSize(_ index: Int, _ axis: Axis, range: SourceRange) -> Int32 {
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        if let parent = layout.regions[index].parent {
            visit(attributeNode(parent, attribute), label: .attribute(parent, attribute), range: range)
        }
        return register(parentSlot(index), attribute)
    }

    // MARK: Expressions

    /// A compiled value: known now, or in a register at run time.
    enum Operand {
        case constant(Double)
        case register(Int32)
    }

    private mutating func temporary() -> Int32 {
        defer { nextRegister += 1 }
        return Int32(nextRegister)
    }

    private mutating func materialize(_ operand: Operand) -> Int32 {
        switch operand {
        case .register(let register): return register
        case .constant(let value):
            let target = temporary()
            code.append(LayoutInstruction(opcode: .constant, target: target, value: value))
            return target
        }
    }

    private mutating func store(_ operand: Operand, into target: Int32) {
        switch operand {
        case .constant(let value): code.append(LayoutInstruction(opcode: .constant, target: target, value: value))
        case .register(let source): code.append(LayoutInstruction(opcode: .copy, target: target, a: source))
        }
    }

    /// Compiles an expression of region `index`, folding what is known
    /// (constants and this leaf's traits). Nil after reporting an error.
    private mutating func compile(_ expression: LayoutExpression, in index: Int) -> Operand? {
        switch expression {
        case .constant(let value):
            return .constant(value)
        case .percentage(let value, let base):
            return compilePercentage(value, of: base, in: index)
        case .reference(let target, let attribute, let range):
            return compileReference(target, attribute, in: index, range: range)
        case .safeAreaInset(let edge):
            if let parent = layout.regions[index].parent {
                visit(parent * Self.nodesPerRegion + Self.safeAreaNode, label: .safeArea(parent),
                    range: layout.regions[index].range)
            }
            return .register(Int32(LayoutProgram.base(parentSlot(index)) + LayoutProgram.safeAreaOffset + edge.rawValue))
        case .trait(let name, let range):
            guard case .number(let value)? = traits[name] else {
                diagnostics.append(.traitNotANumber(name, value: traits[name], when: witness, at: range))
                return nil
            }
            return .constant(value)
        case .negate(let operand):
            guard let value = compile(operand, in: index) else { return nil }
            if case .constant(let number) = value { return .constant(-number) }
            return unary(.negate, value)
        case .binary(let op, let lhs, let rhs, let range):
            guard let left = compile(lhs, in: index), let right = compile(rhs, in: index) else { return nil }
            if op == .divide, case .constant(0) = right {
                diagnostics.append(.divisionByZero(when: witness, at: range))
                return nil
            }
            if case .constant(let a) = left, case .constant(let b) = right { return .constant(LayoutArithmetic.apply(op, a, b)) }
            return binary(Self.opcode(op), left, right)
        case .minimum(let operands), .maximum(let operands):
            var isMinimum = false
            if case .minimum = expression { isMinimum = true }
            var result: Operand?
            for operand in operands {
                guard let value = compile(operand, in: index) else { return nil }
                guard let sofar = result else {
                    result = value
                    continue
                }
                if case .constant(let a) = sofar, case .constant(let b) = value {
                    result = .constant(isMinimum ? LayoutArithmetic.minimum(a, b) : LayoutArithmetic.maximum(a, b))
                } else {
                    result = binary(isMinimum ? .minimum : .maximum, sofar, value)
                }
            }
            return result
        case .clamp(let low, let value, let high):
            guard let low = compile(low, in: index), let value = compile(value, in: index),
                let high = compile(high, in: index)
            else { return nil }
            if case .constant(let l) = low, case .constant(let v) = value, case .constant(let h) = high {
                return .constant(LayoutArithmetic.clamp(l, v, h))
            }
            let target = temporary()
            code.append(
                LayoutInstruction(opcode: .clamp, target: target, a: materialize(low), b: materialize(value), c: materialize(high)))
            return .register(target)
        }
    }

    private static func opcode(_ op: BinaryOperator) -> LayoutInstruction.Opcode {
        switch op {
        case .add: .add
        case .subtract: .subtract
        case .multiply: .multiply
        case .divide: .divide
        }
    }

    private mutating func unary(_ opcode: LayoutInstruction.Opcode, _ operand: Operand) -> Operand {
        let source = materialize(operand)
        let target = temporary()
        code.append(LayoutInstruction(opcode: opcode, target: target, a: source))
        return .register(target)
    }

    private mutating func binary(_ opcode: LayoutInstruction.Opcode, _ lhs: Operand, _ rhs: Operand) -> Operand {
        let a = materialize(lhs)
        let b = materialize(rhs)
        let target = temporary()
        code.append(LayoutInstruction(opcode: opcode, target: target, a: a, b: b))
        return .register(target)
    }

    private mutating func compilePercentage(_ value: Double, of base: PercentageBase, in index: Int) -> Operand? {
        let source: Int32
        switch base {
        case .unit: return .constant(value / 100)
        case .parentWidth: source = parentSize(index, .horizontal, range: layout.regions[index].range)
        case .parentHeight: source = parentSize(index, .vertical, range: layout.regions[index].range)
        case .ownWidth, .ownHeight:
            let attribute: LayoutAttribute = base == .ownWidth ? .width : .height
            visit(attributeNode(index, attribute), label: .attribute(index, attribute), range: layout.regions[index].range)
            source = register(slot(index), attribute)
        }
        let target = temporary()
        code.append(LayoutInstruction(opcode: .percentage, target: target, a: source, value: value))
        return .register(target)
    }

    /// Siblings and `self` give coordinates in the shared parent space;
    /// `parent` gives the parent's bounds, whose origin is (0, 0).
    private mutating func compileReference(
        _ target: RegionReference, _ attribute: LayoutAttribute, in index: Int, range: SourceRange
    ) -> Operand? {
        let referenced: Int
        switch target {
        case .this:
            referenced = index
        case .sibling(let name):
            guard let sibling = layout.index(ofChild: name, of: layout.regions[index].parent) else { return nil }
            referenced = sibling
        case .parent:
            switch attribute.slot {
            case 0: return .constant(0)
            case 1, 2: return .register(parentSize(index, attribute.axis, range: range))
            default:
                let size = parentSize(index, attribute.axis, range: range)
                return binary(.multiply, .register(size), .constant(0.5))
            }
        }
        visit(attributeNode(referenced, attribute), label: .attribute(referenced, attribute), range: range)
        return .register(register(slot(referenced), attribute))
    }
}

/// A reference cycle's nodes, summarised in constant space.
struct CycleFingerprint: Hashable {
    var smallest: Int
    var count: Int
    var sum: Int
    var mixed: Int
}
