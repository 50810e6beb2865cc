import LayoutRulesBase

/// UIKit's size class for one axis.
/// Reference: https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
public enum SizeClass: String, Sendable, Hashable {
    case compact, regular
}

/// A horizontal and vertical size class pair, as a trait collection holds them.
public struct SizeClasses: Sendable, Hashable, CustomStringConvertible {
    public var horizontal: SizeClass
    public var vertical: SizeClass

    public init(_ horizontal: SizeClass, _ vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public var description: String { "\(horizontal.rawValue)/\(vertical.rawValue)" }
}
