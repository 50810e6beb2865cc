import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics

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
        package let codeBuffer: UnsafeMutableBufferPointer<LayoutInstruction>
        package let parentBuffer: UnsafeMutableBufferPointer<Int32>
        package let transformedBuffer: UnsafeMutableBufferPointer<Bool>

        init(regionNames: [String], parents: [Int32], transformed: [Bool], code: [LayoutInstruction], registerCount: Int) {
            self.regionNames = regionNames
            self.parents = parents
            self.transformed = transformed
            self.code = code
            self.registerCount = registerCount
            codeBuffer = .copy(of: code)
            parentBuffer = .copy(of: parents)
            transformedBuffer = .copy(of: transformed)
        }

        deinit {
            codeBuffer.freeCopy()
            parentBuffer.freeCopy()
            transformedBuffer.freeCopy()
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
            || (a.regionNames == b.regionNames && a.parents == b.parents && a.transformed == b.transformed
                && a.code == b.code && a.registerCount == b.registerCount)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(regionNames)
        hasher.combine(parents)
        hasher.combine(transformed)
        hasher.combine(code)
        hasher.combine(registerCount)
    }

    /// The first register of a slot.
    @inline(__always)
    package static func base(_ slot: Int) -> Int { slot * registersPerRegion }
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
