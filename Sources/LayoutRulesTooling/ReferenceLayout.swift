import LayoutRulesBase
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesRuntime

/// The layout oracle: solves the frames of the rules that match by direct
/// recursive evaluation of the expressions, the way one would by hand,
/// with no decision tree, no merged-layout cache and no compiled program.
/// The differential tests hold `RuleSet.frames(in:)` to its answers.
extension ReferenceEvaluator {
    /// The frames in `environment`, or nil when the matching rules do not
    /// give a solvable layout (an axis without exactly two properties, a
    /// missing sibling, a cycle, a trait that is not a number).
    package static func frames(_ rules: [Rule], in environment: LayoutEnvironment) -> FrameLayout? {
        let (traits, matched) = evaluate(rules, in: environment)
        var solver = ReferenceLayoutSolver(environment: environment, traits: traits.mapValues(\.value))
        for index in matched {
            for declaration in rules[index].regions { solver.declare(declaration) }
        }
        return solver.solve()
    }
}

/// The state of one oracle evaluation.
private struct ReferenceLayoutSolver {
    let environment: LayoutEnvironment
    let traits: [String: TraitValueData]
    var order: [[String]] = []
    var properties: [[String]: [LayoutAttribute: LayoutExpression]] = [:]
    var transforms: [[String]: [TransformStep]] = [:]
    var memo: [String: Double] = [:]
    var visiting = Set<String>()

    init(environment: LayoutEnvironment, traits: [String: TraitValueData]) {
        self.environment = environment
        self.traits = traits
    }

    /// The cascade: later settings replace earlier ones, `auto` removes.
    mutating func declare(_ declaration: RegionDeclaration) {
        if properties[declaration.path] == nil {
            order.append(declaration.path)
            properties[declaration.path] = [:]
        }
        for setting in declaration.properties {
            switch setting.value {
            case .auto: properties[declaration.path]?[setting.attribute] = nil
            case .expression(let expression): properties[declaration.path]?[setting.attribute] = expression
            }
        }
        if let transform = declaration.transform { transforms[declaration.path] = transform }
    }

    mutating func solve() -> FrameLayout? {
        var layout = FrameLayout()
        layout.windowSize = Size(width: environment.width, height: environment.height)
        layout.windowSafeArea = environment.safeArea
        for path in order {
            guard let left = coordinate(path, .left), let top = coordinate(path, .top),
                let width = coordinate(path, .width), let height = coordinate(path, .height),
                let centerX = coordinate(path, .centerX), let centerY = coordinate(path, .centerY),
                let transform = transform(of: path)
            else { return nil }
            let parent = path.count > 1 ? order.firstIndex(of: Array(path.dropLast())) : nil
            layout.regions.append(
                RegionFrame(
                    name: path.joined(separator: "."), parent: parent,
                    layoutFrame: Rect(x: left, y: top, width: width, height: height),
                    center: Point(x: centerX, y: centerY), transform: transform,
                    parentToWindow: parent.map { layout.regions[$0].toWindow } ?? .identity))
        }
        return layout
    }

    /// An attribute as a coordinate in the parent's space.
    mutating func coordinate(_ path: [String], _ attribute: LayoutAttribute) -> Double? {
        let key = path.joined(separator: ".") + "." + attribute.name
        if let known = memo[key] { return known }
        guard !visiting.contains(key), let given = properties[path] else { return nil }
        let axis = LayoutAttribute.of(attribute.axis).filter { given[$0] != nil }
        guard axis.count == 2 else { return nil }
        visiting.insert(key)
        defer { visiting.remove(key) }
        let value: Double?
        if let expression = given[attribute] {
            guard let written = evaluate(expression, in: path) else { return nil }
            if attribute == .right || attribute == .bottom {
                guard let size = parentSize(path, attribute.axis) else { return nil }
                value = size - written
            } else {
                value = written
            }
        } else {
            guard let first = coordinate(path, axis[0]), let second = coordinate(path, axis[1]) else { return nil }
            value = derive(attribute.slot, from: (axis[0].slot, first), (axis[1].slot, second))
        }
        memo[key] = value
        return value
    }

    /// Start, end, size or centre (slots 0 to 3) from two others. The
    /// algebra (end = start + size, centre = start + size / 2) is written
    /// out per pair as the solver's `completeAxis` does, because formulas
    /// that agree on numbers can disagree on infinities (NaN against
    /// +infinity, found by fuzzing).
    func derive(_ wanted: Int, from a: (Int, Double), _ b: (Int, Double)) -> Double {
        var r = [0.0, 0, 0, 0]
        r[a.0] = a.1
        r[b.0] = b.1
        switch (1 << a.0) | (1 << b.0) {
        case 0b0011:
            r[2] = r[1] - r[0]
            r[3] = r[0] + r[2] * 0.5
        case 0b0101:
            r[1] = r[0] + r[2]
            r[3] = r[0] + r[2] * 0.5
        case 0b1001:
            r[2] = (r[3] - r[0]) * 2
            r[1] = r[0] + r[2]
        case 0b0110:
            r[0] = r[1] - r[2]
            r[3] = r[0] + r[2] * 0.5
        case 0b1010:
            r[2] = (r[1] - r[3]) * 2
            r[0] = r[1] - r[2]
        default:
            r[0] = r[3] - r[2] * 0.5
            r[1] = r[0] + r[2]
        }
        return r[wanted]
    }

    mutating func parentSize(_ path: [String], _ axis: Axis) -> Double? {
        guard path.count > 1 else { return axis == .horizontal ? environment.width : environment.height }
        return coordinate(Array(path.dropLast()), axis == .horizontal ? .width : .height)
    }

    mutating func evaluate(_ expression: LayoutExpression, in path: [String]) -> Double? {
        switch expression {
        case .constant(let value):
            return value
        case .percentage(let value, let base):
            let whole: Double?
            switch base {
            case .parentWidth: whole = parentSize(path, .horizontal)
            case .parentHeight: whole = parentSize(path, .vertical)
            case .ownWidth: whole = coordinate(path, .width)
            case .ownHeight: whole = coordinate(path, .height)
            case .unit: whole = 1
            }
            return whole.map { $0 * value / 100 }
        case .reference(.sibling(let name), let attribute, _):
            return coordinate(path.dropLast() + [name], attribute)
        case .reference(.this, let attribute, _):
            return coordinate(path, attribute)
        case .reference(.parent, let attribute, _):
            guard let size = parentSize(path, attribute.axis) else { return nil }
            return [0, size, size, size / 2][attribute.slot]
        case .safeAreaInset(let edge):
            guard let insets = safeArea(of: Array(path.dropLast())) else { return nil }
            return [insets.top, insets.left, insets.bottom, insets.right][edge.rawValue]
        case .trait(let name, _):
            guard case .number(let value)? = traits[name] else { return nil }
            return value
        case .negate(let operand):
            return evaluate(operand, in: path).map { -$0 }
        case .binary(let op, let lhs, let rhs, _):
            guard let a = evaluate(lhs, in: path), let b = evaluate(rhs, in: path) else { return nil }
            switch op {
            case .add: return a + b
            case .subtract: return a - b
            case .multiply: return a * b
            case .divide: return a / b
            }
        case .minimum(let operands), .maximum(let operands):
            // Folded left to right as Grammar.md defines it: the order
            // decides between 0 and -0, and whether a NaN wins.
            var isMinimum = false
            if case .minimum = expression { isMinimum = true }
            var result: Double?
            for operand in operands {
                guard let value = evaluate(operand, in: path) else { return nil }
                guard let sofar = result else {
                    result = value
                    continue
                }
                result = isMinimum ? LayoutArithmetic.minimum(sofar, value) : LayoutArithmetic.maximum(sofar, value)
            }
            return result
        case .clamp(let low, let value, let high):
            guard let low = evaluate(low, in: path), let value = evaluate(value, in: path),
                let high = evaluate(high, in: path)
            else { return nil }
            return LayoutArithmetic.clamp(low, value, high)
        }
    }

    /// UIKit's safe-area insets of a region (the window's for `[]`).
    mutating func safeArea(of path: [String]) -> LayoutEdgeInsets? {
        guard !path.isEmpty else { return environment.safeArea }
        guard let parentInsets = safeArea(of: Array(path.dropLast())),
            let parentWidth = parentSize(path, .horizontal), let parentHeight = parentSize(path, .vertical),
            let left = coordinate(path, .left), let top = coordinate(path, .top),
            let width = coordinate(path, .width), let height = coordinate(path, .height),
            let centerX = coordinate(path, .centerX), let centerY = coordinate(path, .centerY),
            let transform = transform(of: path)
        else { return nil }
        let safe = Rect(
            x: parentInsets.left, y: parentInsets.top, width: parentWidth - parentInsets.left - parentInsets.right,
            height: parentHeight - parentInsets.top - parentInsets.bottom)
        let local: Rect
        if transform.isIdentity {
            local = Rect(x: safe.origin.x - left, y: safe.origin.y - top, width: safe.size.width, height: safe.size.height)
        } else if let inverse = RegionFrame.toParent(
            width: width, height: height, center: Point(x: centerX, y: centerY), transform: transform
        ).inverted() {
            local = safe.applying(inverse)
        } else {
            return LayoutEdgeInsets()
        }
        func clamped(_ value: Double, _ limit: Double) -> Double { Swift.max(0, Swift.min(value, Swift.max(0, limit))) }
        return LayoutEdgeInsets(
            top: clamped(local.minY, height), left: clamped(local.minX, width),
            bottom: clamped(height - local.maxY, height), right: clamped(width - local.maxX, width))
    }

    /// The transform list composed as CSS does: the rightmost acts first.
    mutating func transform(of path: [String]) -> LayoutTransform? {
        var result = LayoutTransform.identity
        for step in (transforms[path] ?? []).reversed() {
            switch step {
            case .translate(let x, let y):
                guard let x = evaluate(x, in: path), let y = evaluate(y, in: path) else { return nil }
                result = result.concatenating(LayoutTransform(translationX: x, y: y))
            case .scale(let x, let y):
                guard let x = evaluate(x, in: path), let y = evaluate(y, in: path) else { return nil }
                result = result.concatenating(LayoutTransform(scaleX: x, y: y))
            case .rotate(let angle):
                guard let degrees = evaluate(angle, in: path) else { return nil }
                result = result.concatenating(LayoutTransform(rotationDegrees: degrees))
            }
        }
        return result
    }
}
