
/// The two axes a region is positioned on. Each is decided independently
/// by exactly two of its four attributes.
package enum Axis: Int, Sendable, Hashable, CaseIterable {
    case horizontal = 0
    case vertical = 1

    package var name: String { self == .horizontal ? "horizontal" : "vertical" }
}

/// A region's positioning attributes.
///
/// As properties they follow CSS absolute positioning: `left`/`top` are
/// distances from the parent's near edge, `right`/`bottom` from its far
/// edge, `center-x`/`center-y` the centre's coordinates. As references
/// (`sidebar.right`) every one of them is a *coordinate* in the parent's
/// space (`sidebar.right` is the x of sidebar's right edge), which is what
/// makes `left: sidebar.right + 8` read the way it looks.
package enum LayoutAttribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case left = 0, right, width, centerX
    case top, bottom, height, centerY

    package var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .width: "width"
        case .centerX: "center-x"
        case .top: "top"
        case .bottom: "bottom"
        case .height: "height"
        case .centerY: "center-y"
        }
    }

    package var description: String { name }

    package init?(name: String) {
        // Names are almost always written in lower case already: matched
        // as written first, lowered (an allocation) only when that fails.
        if let found = Self.named(name) {
            self = found
        } else if let found = Self.named(name.lowercased()) {
            self = found
        } else {
            return nil
        }
    }

    /// The attribute whose name is exactly `name`.
    private static func named(_ name: String) -> LayoutAttribute? {
        switch name {
        case "left": .left
        case "right": .right
        case "width": .width
        case "center-x": .centerX
        case "top": .top
        case "bottom": .bottom
        case "height": .height
        case "center-y": .centerY
        default: nil
        }
    }

    package var axis: Axis { rawValue < 4 ? .horizontal : .vertical }

    /// The attribute's place within its axis: 0 start, 1 end, 2 size, 3 centre.
    package var slot: Int { rawValue % 4 }

    /// The attributes of one axis, in declaration order.
    package static func of(_ axis: Axis) -> [LayoutAttribute] {
        axis == .horizontal ? [.left, .right, .width, .centerX] : [.top, .bottom, .height, .centerY]
    }

    /// The attributes named in messages about an axis.
    static func names(of axis: Axis) -> String {
        of(axis).map(\.name).joined(separator: ", ")
    }
}

/// An edge of a safe area: `env(safe-area-inset-top)` and friends.
package enum SafeAreaEdge: Int, Sendable, Hashable, CaseIterable {
    case top = 0, left, bottom, right

    /// The name inside `env()`, as in CSS.
    package var variableName: String {
        switch self {
        case .top: "safe-area-inset-top"
        case .left: "safe-area-inset-left"
        case .bottom: "safe-area-inset-bottom"
        case .right: "safe-area-inset-right"
        }
    }

    package init?(variableName: String) {
        // As `LayoutAttribute(name:)`: lowered only when needed.
        if let found = Self.allCases.first(where: { $0.variableName == variableName }) {
            self = found
        } else {
            let lowered = variableName.lowercased()
            guard let found = Self.allCases.first(where: { $0.variableName == lowered }) else { return nil }
            self = found
        }
    }
}
