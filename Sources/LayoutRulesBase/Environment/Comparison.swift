/// A comparison in range syntax.
package enum Comparison: String, Sendable, Hashable {
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case equal = "="

    /// The comparison seen from the other side: `400 < width` is `width > 400`.
    package var flipped: Comparison {
        switch self {
        case .less: .greater
        case .lessOrEqual: .greaterOrEqual
        case .greater: .less
        case .greaterOrEqual: .lessOrEqual
        case .equal: .equal
        }
    }
}

