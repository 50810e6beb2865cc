import LayoutRulesSyntax

/// The arithmetic of layout expressions, shared by compile-time constant
/// folding and the solver so both give the same bits.
package enum LayoutArithmetic {
    @inline(__always)
    package static func apply(_ op: BinaryOperator, _ lhs: Double, _ rhs: Double) -> Double {
        switch op {
        case .add: lhs + rhs
        case .subtract: lhs - rhs
        case .multiply: lhs * rhs
        case .divide: lhs / rhs
        }
    }

    /// `min(a, b)`; `min(a, b, c)` is `min(min(a, b), c)`. The operands are
    /// taken in order because the order decides two cases that compare
    /// equal or not at all: of `0` and `-0` the first is kept, and a NaN
    /// (0 / 0 at run time) wins only as the first operand. The oracle
    /// (`ReferenceEvaluator.frames`) and the generated Swift use this too:
    /// `-0` against `0` decides the sign of an infinity after a division.
    @inline(__always)
    package static func minimum(_ lhs: Double, _ rhs: Double) -> Double {
        Swift.min(lhs, rhs)
    }

    /// `max(a, b)`; `max(a, b, c)` is `max(max(a, b), c)`. Of `0` and `-0`
    /// the second is kept (Swift's `max`, unlike `Sequence.max()`, which
    /// keeps the first: the oracle once used it and disagreed with the
    /// solver on the sign of `389 / max(-0, 0)`); a NaN wins only as the
    /// first operand.
    @inline(__always)
    package static func maximum(_ lhs: Double, _ rhs: Double) -> Double {
        Swift.max(lhs, rhs)
    }

    /// CSS `clamp(MIN, VAL, MAX)`: `max(MIN, min(VAL, MAX))`, so MIN wins
    /// when the bounds cross.
    @inline(__always)
    package static func clamp(_ low: Double, _ value: Double, _ high: Double) -> Double {
        maximum(low, minimum(value, high))
    }

    /// A percentage of a base, computed as CSS does: `base * value / 100`.
    @inline(__always)
    package static func percentage(_ value: Double, of base: Double) -> Double {
        base * value / 100
    }
}
