import LayoutRulesBase

/// Everything LayoutRules knows about one device model.
///
/// Numbers come from Apple's documentation, chiefly the HIG's
/// [Layout](https://developer.apple.com/design/human-interface-guidelines/layout)
/// specifications; ``DeviceCatalog`` cites the source beside each row.
/// Sizes are in points as
/// [`UIScreen.bounds`](https://developer.apple.com/documentation/uikit/uiscreen/bounds)
/// reports them for an app with a launch screen. Turn a profile into an
/// ``LayoutEnvironment`` with ``LayoutEnvironment/init(device:orientation:window:)``:
///
///     let phone = DeviceCatalog.device(named: "iPhone 15 Pro")!
///     let env = try LayoutEnvironment(device: phone, orientation: .portrait)
///     rules.evaluate(env)["columns"]
///
/// A profile is found by its ``name``, its simulator's name, a model
/// identifier or a short alias (``DeviceCatalog/device(named:)``).
public struct DeviceProfile: Sendable, Hashable {
    /// Marketing name, such as "iPhone XS" or "iPad Pro 11-inch (M4)".
    public var name: String
    /// Short names accepted by `--device` (case-insensitive), such as "15promax".
    package var aliases: [String]
    /// Hardware model identifiers, as `utsname.machine` reports them on the
    /// device and `SIMULATOR_MODEL_IDENTIFIER` in the Simulator, such as
    /// "iPhone11,2". Empty for a device that has none (or none known).
    package var identifiers: [String]
    /// Names of the Xcode simulator device types for this model where
    /// they differ from ``name``, such as "iPhone Xs" or
    /// "iPad Pro (12.9-inch) (6th generation)".
    package var simulatorNames: [String]
    /// The year the model was introduced, or nil when not recorded.
    package var year: Int?
    /// The device's user interface idiom.
    public var idiom: Idiom
    /// Screen size in points in portrait (normalised: width <= height for
    /// phones and pads).
    package var portraitSize: Size
    /// `UIScreen.scale`: points to rendered pixels.
    package var scale: Double
    /// `UIScreen.nativeScale`: points to physical pixels (differs from
    /// `scale` where the system downsamples, as on iPhone 6 Plus).
    package var nativeScale: Double
    /// Physical pixels in portrait (`UIScreen.nativeBounds`).
    package var nativePixels: Size
    /// Safe-area insets of a full-screen window in portrait.
    package var portraitSafeArea: LayoutEdgeInsets
    /// Safe-area insets of a full-screen window in landscape-left interface
    /// orientation (landscape-right mirrors left and right).
    package var landscapeSafeArea: LayoutEdgeInsets
    /// UIKit's size classes for a full-screen window in portrait.
    package var portraitSizeClasses: SizeClasses
    /// UIKit's size classes for a full-screen window in landscape.
    package var landscapeSizeClasses: SizeClasses
    /// Multitasking windows iPadOS offers on this device (empty for phones).
    package var windows: [MultitaskingWindow]
    /// The freely resizable windows of Stage Manager and iPadOS 26, or nil
    /// for a device that has none. Any size from the minimum up to the
    /// screen in the current orientation is possible.
    package var resizableWindows: ResizableWindows?
    /// The colors the display shows: `.p3` for a wide-color (Display P3)
    /// display, `.srgb` otherwise. It is the `color-gamut` of environments
    /// made from the profile (``LayoutEnvironment/init(device:orientation:window:)``).
    package var colorGamut: LayoutEnvironment.ColorGamut

    /// The largest screen side a device definition (`@device` or a JSON
    /// device file) may give, in points.
    ///
    /// It is far beyond any real screen, and small enough that every
    /// derived value (pixels, areas, the printed forms) stays finite: an
    /// infinite `native-width` would print as JSON `null` and not read
    /// back. Larger is `device-value-out-of-range`.
    package static let maxPoints: Double = 100_000
    /// The largest `scale` and `native-scale` a device definition may give.
    package static let maxScale: Double = 100
    /// The largest `native-width` and `native-height`, in pixels:
    /// `maxPoints` at `maxScale`.
    package static let maxPixels: Double = 10_000_000

    /// A profile from its parts, taken as given.
    ///
    /// Nothing is checked here (`@device` blocks and JSON device files check their values and
    /// report positioned errors). A NaN, infinite, negative or zero size or
    /// scale is stored as is and reaches environments built from the
    /// profile, which accept any value (see `LayoutEnvironment`).
    package init(
        name: String, aliases: [String], idiom: Idiom, portraitSize: Size, scale: Double, nativeScale: Double,
        nativePixels: Size, portraitSafeArea: LayoutEdgeInsets, landscapeSafeArea: LayoutEdgeInsets,
        portraitSizeClasses: SizeClasses, landscapeSizeClasses: SizeClasses, windows: [MultitaskingWindow] = [],
        identifiers: [String] = [], simulatorNames: [String] = [], year: Int? = nil,
        resizableWindows: ResizableWindows? = nil, colorGamut: LayoutEnvironment.ColorGamut = .srgb
    ) {
        self.name = name
        self.aliases = aliases
        self.identifiers = identifiers
        self.simulatorNames = simulatorNames
        self.year = year
        self.resizableWindows = resizableWindows
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.nativeScale = nativeScale
        self.nativePixels = nativePixels
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
        self.windows = windows
        self.colorGamut = colorGamut
    }

    /// Every name the profile is found by, in this order: the name, the
    /// simulator names, the identifiers, then the aliases.
    package var allNames: [String] { [name] + simulatorNames + identifiers + aliases }
}

/// The freely resizable windows of Stage Manager (iPadOS 16 to 18) and of
/// the windowed apps of iPadOS 26: any size from ``minimumSize`` up to the
/// screen.
///
/// `layoutc matrix` and `render` cannot show a continuum: they sample the
/// range at the sizes ``samples(screen:)`` names.
package struct ResizableWindows: Sendable, Hashable {
    /// The smallest window, in points, in either orientation.
    package var minimumSize: Size

    /// A range from its smallest window.
    package init(minimumSize: Size) {
        self.minimumSize = minimumSize
    }

    /// A sample of the range on a screen of the given size (in the current
    /// orientation): its name and the window size.
    package struct Sample: Sendable, Hashable {
        /// `resizable-min` or `resizable-1/2`.
        package var name: String
        /// The window size in points.
        package var size: Size
    }

    /// The sizes `matrix` and `render` evaluate: `resizable-min` (the
    /// smallest window) and `resizable-1/2` (half the screen's width, its
    /// full height; the left or right tile of a screen). Both are DERIVED,
    /// samples of the range rather than sizes a source gives: the floor
    /// is the catalog's (see ``DeviceCatalog``), and the half window is
    /// the screen's width halved, rounded down, at least the floor.
    package func samples(screen: Size) -> [Sample] {
        let half = Size(width: max(minimumSize.width, (screen.width / 2).rounded(.down)), height: screen.height)
        return [
            Sample(name: "resizable-min", size: minimumSize),
            Sample(name: "resizable-1/2", size: half),
        ]
    }

    /// Whether a window of this size fits the range on a screen of the
    /// given size (in the current orientation).
    package func contains(_ size: Size, screen: Size) -> Bool {
        size.width >= minimumSize.width && size.height >= minimumSize.height && size.width <= screen.width
            && size.height <= screen.height
    }
}

/// A window an iPad app can get from multitasking.
///
/// These are the fixed Split View and Slide Over windows of iPadOS 13 to
/// 18, in one device orientation; see the HIG's
/// [Multitasking](https://developer.apple.com/design/human-interface-guidelines/multitasking)
/// page. Evaluate rules for one with ``WindowSpec/multitasking(_:)``.
public struct MultitaskingWindow: Sendable, Hashable {
    /// Which multitasking window.
    ///
    /// The raw value is the name `layoutc` accepts for `--window`.
    public enum Kind: String, Sendable, Hashable {
        /// The narrow side of an uneven Split View.
        case splitOneThird = "split-1/3"
        /// Either side of an even Split View.
        case splitHalf = "split-1/2"
        /// The wide side of an uneven Split View.
        case splitTwoThirds = "split-2/3"
        /// A Slide Over window, floating over another app.
        case slideOver = "slide-over"
    }
    /// Which window this is.
    package var kind: Kind
    /// Whether this is the window in a portrait or landscape device.
    package var landscape: Bool
    /// The window's size in points.
    package var size: Size
    /// UIKit's size classes for the window.
    package var sizeClasses: SizeClasses

    /// A window from its parts.
    package init(_ kind: Kind, landscape: Bool, size: Size, sizeClasses: SizeClasses) {
        self.kind = kind
        self.landscape = landscape
        self.size = size
        self.sizeClasses = sizeClasses
    }
}
