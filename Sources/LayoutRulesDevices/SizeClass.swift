
/// UIKit's size class for one axis.
///
/// The cases are those of
/// [`UIUserInterfaceSizeClass`](https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass)
/// that a window can have. The device catalog records them for reference,
/// as the HIG's [device size classes](https://developer.apple.com/design/human-interface-guidelines/layout#Device-size-classes)
/// table lists them; rules test sizes instead, which tell apart windows
/// that share a size class.
public enum SizeClass: String, Sendable, Hashable {
    /// A constrained amount of space (`UIUserInterfaceSizeClass.compact`).
    case compact
    /// An expansive amount of space (`UIUserInterfaceSizeClass.regular`).
    case regular
}

/// A horizontal and vertical size class pair, as a trait collection holds them.
///
/// These are `UITraitCollection.horizontalSizeClass` and
/// `verticalSizeClass`: an iPhone in portrait is compact/regular, every
/// full-screen iPad regular/regular.
package struct SizeClasses: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal size class (`UITraitCollection.horizontalSizeClass`).
    package var horizontal: SizeClass
    /// The vertical size class (`UITraitCollection.verticalSizeClass`).
    package var vertical: SizeClass

    /// A pair from its horizontal and vertical size classes.
    package init(_ horizontal: SizeClass, _ vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Horizontal, then vertical, joined by a slash: `compact/regular`.
    package var description: String { "\(horizontal.rawValue)/\(vertical.rawValue)" }
}
