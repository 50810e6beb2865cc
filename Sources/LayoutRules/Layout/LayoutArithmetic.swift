/// The arithmetic of layout expressions, shared by compile-time constant
/// folding and the solver so both give the same bits.
enum LayoutArithmetic {
    @inline(__always)
    static func apply(_ op: BinaryOperator, _ lhs: Double, _ rhs: Double) -> Double {
        switch op {
        case .add: lhs + rhs
        case .subtract: lhs - rhs
        case .multiply: lhs * rhs
        case .divide: lhs / rhs
        }
    }

    /// CSS `clamp(MIN, VAL, MAX)`: `max(MIN, min(VAL, MAX))`, so MIN wins
    /// when the bounds cross.
    @inline(__always)
    static func clamp(_ low: Double, _ value: Double, _ high: Double) -> Double {
        Swift.max(low, Swift.min(value, high))
    }

    /// A percentage of a base, computed as CSS does: `base * value / 100`.
    @inline(__always)
    static func percentage(_ value: Double, of base: Double) -> Double {
        base * value / 100
    }
}
