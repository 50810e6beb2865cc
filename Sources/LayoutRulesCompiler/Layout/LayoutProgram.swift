
/// A layout compiled for one decision-tree leaf: straight-line arithmetic
/// over a file of `Double` registers, already in dependency order, so
/// solving it is one pass with no lookups, no branches on names and no
/// allocation.
///
/// Registers: every region (slot 0 is the window, region `i` of
/// `regionNames` is slot `i + 1`) owns `LayoutProgram.registersPerRegion`
/// consecutive registers:
///
///     0 minX   1 maxX   2 width   3 midX
///     4 minY   5 maxY   6 height  7 midY
///     8...13   transform a, b, c, d, tx, ty
///     14...17  safe-area insets top, left, bottom, right
///
/// Temporaries follow the last region.
///
/// A program is one reference to immutable storage: solving copies no
/// array (a program of four arrays would retain each on every copy, which
/// costs more than solving a small layout), and the solver reads the
/// instructions and parents through buffers the storage owns.
package struct LayoutProgram: Sendable, Hashable {
    package static let registersPerRegion = 18
    package static let transformOffset = 8
    package static let safeAreaOffset = 14

    /// Immutable after `init`; `@unchecked` only for the raw buffers, which
    /// it owns, never writes after `init`, and frees in `deinit`.
    package final class Storage: @unchecked Sendable {
        package let regionNames: [String]
        let parents: [Int32]
        let transformed: [Bool]
        let code: [LayoutInstruction]
        let registerCount: Int
        /// `code` as the solver runs it (`LayoutProgramOptimizer`).
        package let codeBuffer: UnsafeMutableBufferPointer<LayoutStep>
        package let parentBuffer: UnsafeMutableBufferPointer<Int32>
        package let transformedBuffer: UnsafeMutableBufferPointer<Bool>
        /// The registers a run may read before writing them, which the
        /// solver clears (`LayoutProgramOptimizer.registersToClear`).
        package let clearBuffer: UnsafeMutableBufferPointer<Int32>
        /// A summary of the code, parents and transforms, computed once:
        /// the layout compiler looks every program up in a dictionary, and
        /// hashing a large program field by field (and its region names,
        /// string by string) on every lookup cost more than building it.
        let digest: Int

        init(regionNames: [String], parents: [Int32], transformed: [Bool], code: [LayoutInstruction], registerCount: Int) {
            self.regionNames = regionNames
            self.parents = parents
            self.transformed = transformed
            // Without the spare capacity the builder's appends left: a
            // large rule set keeps a million regions' code at once.
            self.code = code.withUnsafeBufferPointer { Array($0) }
            self.registerCount = registerCount
            let steps = LayoutProgramOptimizer.optimize(
                code.map(LayoutStep.init), transformed: transformed,
                firstTemporary: Int32(LayoutProgram.base(regionNames.count + 1)))
            codeBuffer = .copy(of: steps)
            parentBuffer = .copy(of: parents)
            transformedBuffer = .copy(of: transformed)
            clearBuffer = .copy(
                of: LayoutProgramOptimizer.registersToClear(steps, regionCount: regionNames.count, transformed: transformed))
            digest = Self.digest(code: code, parents: parents, transformed: transformed, registerCount: registerCount,
                regionCount: regionNames.count)
        }

        /// Equal programs have equal digests: only what `==` compares goes
        /// in (the names only by their number, since two programs with one
        /// code and different names are rare and `==` tells them apart).
        private static func digest(
            code: [LayoutInstruction], parents: [Int32], transformed: [Bool], registerCount: Int, regionCount: Int
        ) -> Int {
            var state = Digest()
            state.add(UInt64(UInt(bitPattern: registerCount)))
            state.add(UInt64(regionCount))
            state.add(UInt64(code.count))
            for instruction in code {
                state.add(UInt64(instruction.opcode.rawValue) | UInt64(UInt32(bitPattern: instruction.target)) << 32)
                state.add(UInt64(UInt32(bitPattern: instruction.a)) | UInt64(UInt32(bitPattern: instruction.b)) << 32)
                state.add(UInt64(UInt32(bitPattern: instruction.c)))
                // Equal values, equal bits, except 0 and -0 (equal as
                // `Double`s): both are hashed as 0.
                state.add(instruction.value == 0 ? 0 : instruction.value.bitPattern)
            }
            for parent in parents { state.add(UInt64(UInt32(bitPattern: parent))) }
            for flag in transformed { state.add(flag ? 1 : 2) }
            return Int(truncatingIfNeeded: state.value)
        }

        deinit {
            codeBuffer.freeCopy()
            parentBuffer.freeCopy()
            transformedBuffer.freeCopy()
            clearBuffer.freeCopy()
        }
    }

    package let storage: Storage

    /// Dotted region names (`content.header`), parents before children.
    package var regionNames: [String] { storage.regionNames }
    /// The slot of each region's parent (0 for the window).
    package var parents: [Int32] { storage.parents }
    /// Whether each region has a transform list (else it is the identity).
    package var transformed: [Bool] { storage.transformed }
    package var code: [LayoutInstruction] { storage.code }
    package var registerCount: Int { storage.registerCount }

    init(regionNames: [String], parents: [Int32], transformed: [Bool], code: [LayoutInstruction], registerCount: Int) {
        storage = Storage(
            regionNames: regionNames, parents: parents, transformed: transformed, code: code, registerCount: registerCount)
    }

    package static func == (a: LayoutProgram, b: LayoutProgram) -> Bool {
        a.storage === b.storage
            || (a.storage.digest == b.storage.digest && a.regionNames == b.regionNames && a.parents == b.parents
                && a.transformed == b.transformed && a.code == b.code && a.registerCount == b.registerCount)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(storage.digest)
    }

    /// The first register of a slot.
    @inline(__always)
    package static func base(_ slot: Int) -> Int { slot * registersPerRegion }
}

/// A cheap running mix of 64-bit words (a multiply and a rotate per
/// word), for `LayoutProgram.Storage.digest`; `Hasher` mixes its result.
private struct Digest {
    private(set) var value: UInt64 = 0x243F_6A88_85A3_08D3

    @inline(__always)
    mutating func add(_ word: UInt64) {
        value = ((value ^ word) &* 0x9E37_79B9_7F4A_7C15)
        value ^= value >> 29
    }
}

/// One step of a layout program.
package struct LayoutInstruction: Sendable, Hashable {
    package enum Opcode: UInt8, Sendable, Hashable {
        /// `r[target] = value`
        case constant
        /// `r[target] = r[a]`
        case copy
        case add, subtract, multiply, divide
        /// `r[target] = -r[a]`
        case negate
        case minimum, maximum
        /// `r[target] = clamp(r[a], r[b], r[c])`
        case clamp
        /// `r[target] = r[a] * value / 100`
        case percentage
        /// Fills in the two unknown attributes of an axis starting at
        /// `target` from the two known ones; `a` is the bit set of the
        /// known slots (1 start, 2 end, 4 size, 8 centre).
        case completeAxis
        /// The transform at `target` becomes the identity.
        case identity
        /// The transform at `target` is followed by a translation
        /// `(r[a], r[b])`, a scale `(r[a], r[b])` or a rotation by `r[a]`
        /// degrees.
        case translate, scale, rotate
        /// The safe-area insets of slot `a` from its geometry and its
        /// parent (slot `b`) insets, into `target`.
        case safeArea
    }

    package var opcode: Opcode
    package var target: Int32
    package var a: Int32 = 0
    package var b: Int32 = 0
    package var c: Int32 = 0
    package var value: Double = 0
}

/// One step of a layout program as the solver runs it: a `LayoutInstruction`,
/// or one of the shorter forms `LayoutProgramOptimizer` turns them into.
/// (The instructions themselves, which the Swift code generator reads,
/// keep the builder's form.)
package struct LayoutStep: Sendable, Hashable, BitwiseCopyable {
    package enum Operation: UInt8, Sendable, Hashable, BitwiseCopyable {
        case constant, copy, add, subtract, multiply, divide, negate, minimum, maximum, clamp, percentage
        case completeAxis, identity, translate, scale, rotate, safeArea
        /// A binary operation with a constant operand: `r[target] = r[a] + value`,
        /// `r[a] - value`, `value - r[a]`, `r[a] * value`, `r[a] / value`,
        /// `value / r[a]`, `min(r[a], value)`, `min(value, r[a])`,
        /// `max(r[a], value)`, `max(value, r[a])`.
        case addImmediate, subtractImmediate, immediateSubtract, multiplyImmediate, divideImmediate, immediateDivide
        case minimumImmediate, immediateMinimum, maximumImmediate, immediateMaximum
    }

    package var operation: Operation
    package var target: Int32
    package var a: Int32
    package var b: Int32
    package var c: Int32
    package var value: Double

    init(_ instruction: LayoutInstruction) {
        let operation: Operation =
            switch instruction.opcode {
            case .constant: .constant
            case .copy: .copy
            case .add: .add
            case .subtract: .subtract
            case .multiply: .multiply
            case .divide: .divide
            case .negate: .negate
            case .minimum: .minimum
            case .maximum: .maximum
            case .clamp: .clamp
            case .percentage: .percentage
            case .completeAxis: .completeAxis
            case .identity: .identity
            case .translate: .translate
            case .scale: .scale
            case .rotate: .rotate
            case .safeArea: .safeArea
            }
        self.init(
            operation: operation, target: instruction.target, a: instruction.a, b: instruction.b, c: instruction.c,
            value: instruction.value)
    }

    init(operation: Operation, target: Int32, a: Int32, b: Int32, c: Int32, value: Double) {
        self.operation = operation
        self.target = target
        self.a = a
        self.b = b
        self.c = c
        self.value = value
    }
}
