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
public struct LayoutProgram: Sendable, Hashable {
    public static let registersPerRegion = 18
    static let transformOffset = 8
    static let safeAreaOffset = 14

    /// Dotted region names (`content.header`), parents before children.
    public var regionNames: [String]
    /// The slot of each region's parent (0 for the window).
    public var parents: [Int32]
    /// Whether each region has a transform list (else it is the identity).
    var transformed: [Bool]
    var code: [LayoutInstruction]
    var registerCount: Int

    /// The first register of a slot.
    @inline(__always)
    static func base(_ slot: Int) -> Int { slot * registersPerRegion }
}

/// One step of a layout program.
struct LayoutInstruction: Sendable, Hashable {
    enum Opcode: UInt8, Sendable, Hashable {
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

    var opcode: Opcode
    var target: Int32
    var a: Int32 = 0
    var b: Int32 = 0
    var c: Int32 = 0
    var value: Double = 0
}
