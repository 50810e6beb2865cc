/// The kind of device the interface is designed for.
///
/// The cases are those of
/// [`UIUserInterfaceIdiom`](https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom);
/// the raw value is the name the `idiom` media feature tests, as in
/// `@media (idiom: pad)`. Pass `UITraitCollection.userInterfaceIdiom`
/// (or `UIDevice.current.userInterfaceIdiom`) converted to this type as
/// ``LayoutEnvironment/idiom``.
public enum Idiom: String, Sendable, Hashable, CaseIterable {
    /// An iPhone or iPod touch (`UIUserInterfaceIdiom.phone`).
    case phone
    /// An iPad (`UIUserInterfaceIdiom.pad`).
    case pad
    /// Apple TV (`UIUserInterfaceIdiom.tv`).
    case tv
    /// A Mac, for Mac Catalyst apps optimized for Mac (`UIUserInterfaceIdiom.mac`).
    case mac
    /// A CarPlay screen (`UIUserInterfaceIdiom.carPlay`).
    case carplay
    /// Apple Vision Pro (`UIUserInterfaceIdiom.vision`).
    case vision
    /// `UIUserInterfaceIdiom.unspecified`: matches no `(idiom: ...)` test.
    case unspecified

    /// The position of this idiom in the order above, from 0 for `phone`
    /// to 6 for `unspecified`.
    ///
    /// It is the raw value of the `Idiom` enum in the Swift that
    /// `layoutc compile --emit swift` writes, for converting between the two.
    @usableFromInline package var featureIndex: Int {
        switch self {
        case .phone: 0
        case .pad: 1
        case .tv: 2
        case .mac: 3
        case .carplay: 4
        case .vision: 5
        case .unspecified: 6
        }
    }
}
