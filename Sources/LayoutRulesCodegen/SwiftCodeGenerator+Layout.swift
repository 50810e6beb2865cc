import LayoutRulesBase
import LayoutRulesSyntax
import LayoutRulesCompiler
import LayoutRulesRuntime

/// Layout programs as straight-line Swift: the register machine of
/// `LayoutSolver` run symbolically, each register a literal, an
/// environment field or a `let`. Constants are folded only where IEEE
/// arithmetic gives the same bits (two literals, or a product with 1), and
/// every other operation keeps the solver's order, so the generated frames
/// equal the interpreter's bit for bit. Lets no output needs are dropped.
extension Generator {
    func layouts() {
        let table = ruleSet.layouts
        let programOfLeaf = table.storage.programOfLeaf
        writer.line()
        writer.line("/// The frames of every region for `e` (evaluates the rules first).")
        writer.line("/// Makes no heap allocation.")
        writer.line("\(api)static func frames(_ e: Environment) -> Frames {")
        writer.line("    frames(for: \(options.functionName)(e), in: e)")
        writer.line("}")
        writer.line()
        writer.line("/// The frames of every region, for traits `\(options.functionName)(_:)` gave for the same `e`.")
        writer.line("\(api)static func frames(for traits: Traits, in e: Environment) -> Frames {")
        writer.indentation += 1
        var leavesOf = [[Int]](repeating: [], count: table.programs.count)
        for leaf in leaves where leaf < programOfLeaf.count && programOfLeaf[leaf] >= 0 {
            leavesOf[Int(programOfLeaf[leaf])].append(leaf)
        }
        // Frames with no region: the window alone.
        func empty(_ head: String) {
            writer.line(head + "Frames(")
            for (index, line) in LayoutEmitter.window.enumerated() {
                writer.line("    " + line + (index == LayoutEmitter.window.count - 1 ? ")" : ""))
            }
        }
        let used = leavesOf.indices.filter { !leavesOf[$0].isEmpty }
        if used.isEmpty {
            empty("")
        } else if used.count == 1 && regions.everyLeafLaysOut {
            writer.line("_layout\(used[0])(e)")
        } else {
            writer.line("switch traits.leaf {")
            for program in used {
                // When every leaf runs a program, some region may be in all of
                // them and so not optional: no empty answer is possible, and
                // the last program also answers a leaf number `evaluate`
                // never gives.
                let label =
                    regions.everyLeafLaysOut && program == used.last
                    ? "default" : "case " + leavesOf[program].map(String.init).joined(separator: ", ")
                writer.line("\(label): return _layout\(program)(e)")
            }
            if !regions.everyLeafLaysOut { empty("default: return ") }
            writer.line("}")
        }
        writer.indentation -= 1
        writer.line("}")
        for program in used {
            var emitter = LayoutEmitter()
            let lines = emitter.emit(table.programs[program], into: regions)
            usesRotation = usesRotation || emitter.usesRotation
            usesSafeArea = usesSafeArea || emitter.usesSafeArea
            writer.line()
            writer.line(
                "/// Layout program \(program): \(table.programs[program].regionNames.map(SwiftNames.comment).joined(separator: ", ")).")
            writer.line("private static func _layout\(program)(_ e: Environment) -> Frames {")
            writer.indentation += 1
            for line in lines { writer.line(line) }
            writer.indentation -= 1
            writer.line("}")
        }
    }
}

/// Runs one `LayoutProgram` symbolically into Swift statements.
struct LayoutEmitter {
    /// A register's content: a literal, or the name of a value.
    enum Atom: Equatable {
        case literal(Double)
        case name(String)

        static func == (a: Atom, b: Atom) -> Bool {
            switch (a, b) {
            case (.literal(let x), .literal(let y)): x.bitPattern == y.bitPattern
            case (.name(let x), .name(let y)): x == y
            default: false
            }
        }

        var text: String {
            switch self {
            case .literal(let value): SwiftNames.operand(value)
            case .name(let name): name
            }
        }

        /// As a function argument, where a negative literal needs no parentheses.
        var argument: String {
            switch self {
            case .literal(let value): SwiftNames.double(value)
            case .name(let name): name
            }
        }
    }

    /// `let (names) = expression`, with the values it reads.
    private struct Statement {
        var names: [String]
        var expression: String
        var reads: [String]
    }

    private var registers: [Int: Atom] = [:]
    private var statements: [Statement] = []
    private var nameCount = 0
    private(set) var usesRotation = false
    private(set) var usesSafeArea = false

    private func read(_ register: Int) -> Atom { registers[register] ?? .literal(0) }

    private mutating func write(_ register: Int, _ atom: Atom) { registers[register] = atom }

    private mutating func newName() -> String {
        nameCount += 1
        return "v\(nameCount - 1)"
    }

    private mutating func bind(_ expression: String, reading atoms: [Atom]) -> Atom {
        let name = newName()
        statements.append(Statement(names: [name], expression: expression, reads: Self.names(atoms)))
        return .name(name)
    }

    private static func names(_ atoms: [Atom]) -> [String] {
        atoms.compactMap { if case .name(let name) = $0, name.hasPrefix("v") { name } else { nil } }
    }

    // MARK: Arithmetic that folds only what IEEE gives back unchanged

    /// `x + (-0)` is `x` for every `x`.
    private mutating func add(_ x: Atom, _ y: Atom) -> Atom {
        if case .literal(let a) = x, case .literal(let b) = y { return .literal(a + b) }
        if y == .literal(-0.0) { return x }
        if x == .literal(-0.0) { return y }
        return bind("\(x.text) + \(y.text)", reading: [x, y])
    }

    /// `x - 0` is `x` for every `x` (`-0 - 0` is `-0`); `x + 0` is not.
    private mutating func subtract(_ x: Atom, _ y: Atom) -> Atom {
        if case .literal(let a) = x, case .literal(let b) = y { return .literal(a - b) }
        if y == .literal(0) { return x }
        return bind("\(x.text) - \(y.text)", reading: [x, y])
    }

    /// `x * 1` is `x` for every `x` (zeros, infinities and NaN included).
    private mutating func multiply(_ x: Atom, _ y: Atom) -> Atom {
        if case .literal(let a) = x, case .literal(let b) = y { return .literal(a * b) }
        if y == .literal(1) { return x }
        if x == .literal(1) { return y }
        return bind("\(x.text) * \(y.text)", reading: [x, y])
    }

    /// `x / 1` is `x` for every `x`.
    private mutating func divide(_ x: Atom, _ y: Atom) -> Atom {
        if case .literal(let a) = x, case .literal(let b) = y { return .literal(a / b) }
        if y == .literal(1) { return x }
        return bind("\(x.text) / \(y.text)", reading: [x, y])
    }

    private mutating func negate(_ x: Atom) -> Atom {
        if case .literal(let a) = x { return .literal(-a) }
        return bind("-\(x.text)", reading: [x])
    }

    private mutating func minimum(_ x: Atom, _ y: Atom) -> Atom {
        if case .literal(let a) = x, case .literal(let b) = y { return .literal(Swift.min(a, b)) }
        return bind("Swift.min(\(x.argument), \(y.argument))", reading: [x, y])
    }

    private mutating func maximum(_ x: Atom, _ y: Atom) -> Atom {
        if case .literal(let a) = x, case .literal(let b) = y { return .literal(Swift.max(a, b)) }
        return bind("Swift.max(\(x.argument), \(y.argument))", reading: [x, y])
    }

    // MARK: Program

    /// The statements of a `_layoutN` function body, ending in `return`.
    mutating func emit(_ program: LayoutProgram, into regions: RegionModel) -> [String] {
        loadWindow()
        for instruction in program.code { run(instruction) }
        return finish(program, into: regions)
    }

    /// Slot 0, as `LayoutSolver.loadWindow` fills it.
    private mutating func loadWindow() {
        let width = Atom.name("e.width")
        let height = Atom.name("e.height")
        write(0, .literal(0))
        write(1, width)
        write(2, width)
        write(3, multiply(width, .literal(0.5)))
        write(4, .literal(0))
        write(5, height)
        write(6, height)
        write(7, multiply(height, .literal(0.5)))
        write(8, .literal(1))
        write(11, .literal(1))
        write(14, .name("e.safeAreaTop"))
        write(15, .name("e.safeAreaLeft"))
        write(16, .name("e.safeAreaBottom"))
        write(17, .name("e.safeAreaRight"))
    }

    private mutating func run(_ instruction: LayoutInstruction) {
        let t = Int(instruction.target)
        let a = Int(instruction.a)
        let b = Int(instruction.b)
        switch instruction.opcode {
        case .constant: write(t, .literal(instruction.value))
        case .copy: write(t, read(a))
        case .add: write(t, add(read(a), read(b)))
        case .subtract: write(t, subtract(read(a), read(b)))
        case .multiply: write(t, multiply(read(a), read(b)))
        case .divide: write(t, divide(read(a), read(b)))
        case .negate: write(t, negate(read(a)))
        case .minimum: write(t, minimum(read(a), read(b)))
        case .maximum: write(t, maximum(read(a), read(b)))
        case .clamp:
            // LayoutArithmetic.clamp: max(low, min(value, high))
            let inner = minimum(read(b), read(Int(instruction.c)))
            write(t, maximum(read(a), inner))
        case .percentage:
            // LayoutArithmetic.percentage: base * value / 100
            write(t, divide(multiply(read(a), .literal(instruction.value)), .literal(100)))
        case .completeAxis: completeAxis(at: t, known: a)
        case .identity:
            for (offset, value) in [1.0, 0, 0, 1, 0, 0].enumerated() { write(t + offset, .literal(value)) }
        case .translate:
            append([.literal(1), .literal(0), .literal(0), .literal(1), read(a), read(b)], at: t)
        case .scale:
            append([read(a), .literal(0), .literal(0), read(b), .literal(0), .literal(0)], at: t)
        case .rotate:
            append(rotation(read(a)), at: t)
        case .safeArea:
            safeArea(at: t, slot: a, parent: b)
        }
    }

    /// `LayoutSolver.completeAxis`, step for step.
    private mutating func completeAxis(at t: Int, known: Int) {
        switch known {
        case 0b0011:
            write(t + 2, subtract(read(t + 1), read(t)))
            write(t + 3, add(read(t), multiply(read(t + 2), .literal(0.5))))
        case 0b0101:
            write(t + 1, add(read(t), read(t + 2)))
            write(t + 3, add(read(t), multiply(read(t + 2), .literal(0.5))))
        case 0b1001:
            write(t + 2, multiply(subtract(read(t + 3), read(t)), .literal(2)))
            write(t + 1, add(read(t), read(t + 2)))
        case 0b0110:
            write(t, subtract(read(t + 1), read(t + 2)))
            write(t + 3, add(read(t), multiply(read(t + 2), .literal(0.5))))
        case 0b1010:
            write(t + 2, multiply(subtract(read(t + 1), read(t + 3)), .literal(2)))
            write(t, subtract(read(t + 1), read(t + 2)))
        default:
            write(t, subtract(read(t + 3), multiply(read(t + 2), .literal(0.5))))
            write(t + 1, add(read(t), read(t + 2)))
        }
    }

    /// The transform at `t` followed by `step` (`LayoutTransform.concatenating`).
    private mutating func append(_ s: [Atom], at t: Int) {
        let m = (0..<6).map { read(t + $0) }
        let a = add(multiply(m[0], s[0]), multiply(m[1], s[2]))
        let b = add(multiply(m[0], s[1]), multiply(m[1], s[3]))
        let c = add(multiply(m[2], s[0]), multiply(m[3], s[2]))
        let d = add(multiply(m[2], s[1]), multiply(m[3], s[3]))
        let tx = add(add(multiply(m[4], s[0]), multiply(m[5], s[2])), s[4])
        let ty = add(add(multiply(m[4], s[1]), multiply(m[5], s[3])), s[5])
        for (offset, atom) in [a, b, c, d, tx, ty].enumerated() { write(t + offset, atom) }
    }

    /// `LayoutTransform(rotationDegrees:)`: computed now for a constant
    /// angle (the same libm the interpreter calls), else at run time.
    private mutating func rotation(_ angle: Atom) -> [Atom] {
        if case .literal(let degrees) = angle {
            let m = LayoutTransform(rotationDegrees: degrees)
            return [.literal(m.a), .literal(m.b), .literal(m.c), .literal(m.d), .literal(m.tx), .literal(m.ty)]
        }
        usesRotation = true
        let cosine = newName()
        let sine = newName()
        statements.append(
            Statement(names: [cosine, sine], expression: "_rotation(degrees: \(angle.argument))", reads: Self.names([angle])))
        let minusSine = negate(.name(sine))
        return [.name(cosine), .name(sine), minusSine, .name(cosine), .literal(0), .literal(0)]
    }

    /// `LayoutSolver.safeArea` through the generated `_safeArea` helper.
    private mutating func safeArea(at t: Int, slot: Int, parent: Int) {
        usesSafeArea = true
        let base = LayoutProgram.base(slot)
        let parentBase = LayoutProgram.base(parent)
        let insets = parentBase + LayoutProgram.safeAreaOffset
        let transform = base + LayoutProgram.transformOffset
        let arguments =
            [insets, insets + 1, insets + 2, insets + 3, parentBase + 2, parentBase + 6]
            + [base, base + 4, base + 2, base + 6, base + 3, base + 7] + (0..<6).map { transform + $0 }
        let atoms = arguments.map(read)
        let names = [newName(), newName(), newName(), newName()]
        statements.append(
            Statement(
                names: names, expression: "_safeArea(\(atoms.map(\.argument).joined(separator: ", ")))",
                reads: Self.names(atoms)))
        for (offset, name) in names.enumerated() { write(t + offset, .name(name)) }
    }

    /// The live statements, then `return Frames(...)` with each region of
    /// the program in its property of `regions`.
    private mutating func finish(_ program: LayoutProgram, into regions: RegionModel) -> [String] {
        var geometry: [String: (frame: [Atom], center: [Atom], transform: [Atom]?)] = [:]
        var outputs: [Atom] = []
        for (index, name) in program.regionNames.enumerated() {
            let base = LayoutProgram.base(index + 1)
            let frame = [base, base + 4, base + 2, base + 6].map(read)
            let center = [base + 3, base + 7].map(read)
            var transform: [Atom]? = nil
            if program.transformed[index] {
                let components = (0..<6).map { read(base + LayoutProgram.transformOffset + $0) }
                // `.identity` only when it has the same bits (not a -0).
                if components != [1.0, 0, 0, 1, 0, 0].map({ Atom.literal($0) }) { transform = components }
            }
            geometry[name] = (frame, center, transform)
            outputs += frame + center + (transform ?? [])
        }
        // Keep what the outputs read, transitively.
        var live = Set(Self.names(outputs))
        for statement in statements.reversed() where statement.names.contains(where: live.contains) {
            live.formUnion(statement.reads)
        }
        // Number the surviving values v0, v1, ... in order of definition.
        var renamed: [String: String] = [:]
        for statement in statements where statement.names.contains(where: live.contains) {
            for name in statement.names where live.contains(name) { renamed[name] = "v\(renamed.count)" }
        }
        var lines: [String] = []
        for statement in statements where statement.names.contains(where: live.contains) {
            let names = statement.names.map { live.contains($0) ? $0 : "_" }
            let pattern = names.count == 1 ? names[0] : "(" + names.joined(separator: ", ") + ")"
            lines.append(Self.rename("let \(pattern) = \(statement.expression)", renamed))
        }
        // Region arguments are written with the new names directly: a
        // region's label may itself read like a value name (`v0`).
        func text(_ atom: Atom) -> String {
            if case .name(let name) = atom, let new = renamed[name] { return new }
            return atom.argument
        }
        func region(_ field: RegionModel.Field) -> String {
            guard let (frame, center, transform) = geometry[field.name] else { return "" }
            let rect = "Rect(x: \(text(frame[0])), y: \(text(frame[1])), width: \(text(frame[2])), height: \(text(frame[3])))"
            let point = "Point(x: \(text(center[0])), y: \(text(center[1])))"
            let matrix =
                transform.map { m in
                    "Transform(a: \(text(m[0])), b: \(text(m[1])), c: \(text(m[2])), d: \(text(m[3])), tx: \(text(m[4])), ty: \(text(m[5])))"
                } ?? ".identity"
            return "frame: \(rect), center: \(point), transform: \(matrix)"
        }
        func arguments(_ members: [Int]) -> [[String]] {
            members.compactMap { member in
                let field = regions.fields[member]
                guard geometry[field.name] != nil else { return nil }
                guard field.type != nil else { return ["\(field.label): Region(\(region(field)))"] }
                return Self.call("\(field.label): \(field.qualifiedType)(", [[region(field)]] + arguments(field.children))
            }
        }
        lines += Self.call("return Frames(", [Self.window] + arguments(regions.roots))
        return lines
    }

    /// The arguments of `Frames(...)` that describe the window.
    static let window = [
        "windowWidth: e.width, windowHeight: e.height,",
        "safeAreaTop: e.safeAreaTop, safeAreaLeft: e.safeAreaLeft, safeAreaBottom: e.safeAreaBottom, safeAreaRight: e.safeAreaRight",
    ]

    /// `head` followed by each argument (one or more lines) indented, with
    /// commas between them and the closing parenthesis after the last.
    private static func call(_ head: String, _ arguments: [[String]]) -> [String] {
        var lines = [head]
        for (position, argument) in arguments.enumerated() {
            var indented = argument.map { "    " + $0 }
            indented[indented.count - 1] += position == arguments.count - 1 ? ")" : ","
            lines += indented
        }
        if arguments.isEmpty { lines[0] += ")" }
        return lines
    }

    /// `line` with every whole-word value name replaced.
    private static func rename(_ line: String, _ names: [String: String]) -> String {
        var result = ""
        var word = ""
        func flush() {
            result += names[word] ?? word
            word = ""
        }
        var inString = false
        for character in line {
            if character == "\"" { inString.toggle() }
            if !inString, character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
