/// The values every media feature is tested against: the window (or
/// container) size, the screen size in the current orientation, the
/// interface orientation, the idiom, the display scale and the kind of
/// window; and the user's settings: text size, appearance, accessibility,
/// layout direction, with the display's color gamut.
///
///     let phone = LayoutEnvironment(width: 390, height: 844, idiom: .phone, scale: 3)
///     phone.orientation  // .portrait (height >= width, as in CSS)
///
/// `orientation` and `aspect-ratio` are not stored: they follow from
/// `width` and `height`, so they can never disagree with them; nor are
/// `window-width-fraction` and `window-height-fraction`, which follow from
/// the window and screen sizes (`windowFraction(_:of:)`).
///
/// Any value is accepted and nothing traps. Out-of-range values have a
/// documented meaning: a NaN feature value counts as 0 for every media
/// query; negative sizes compare as the numbers they are, and count as 0
/// for the aspect ratio (a 0x0 window is square); infinities compare as
/// numbers do. Frames are solved with the values as given, so a NaN or an
/// infinite size gives NaN or infinite frames (JSON output writes `null`).
public struct LayoutEnvironment: Sendable, Hashable {
    /// Window or container width, in points.
    public var width: Double
    /// Window or container height, in points.
    public var height: Double
    /// Screen width in the current interface orientation, in points.
    public var screenWidth: Double
    /// Screen height in the current interface orientation, in points.
    public var screenHeight: Double
    /// How the app's interface is rotated on the screen
    /// ([`UIWindowScene.interfaceOrientation`](https://developer.apple.com/documentation/uikit/uiwindowscene/interfaceorientation)),
    /// never the device's physical orientation.
    public var interfaceOrientation: LayoutInterfaceOrientation
    /// The kind of device the interface runs on
    /// ([`UITraitCollection.userInterfaceIdiom`](https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfaceidiom)).
    public var idiom: Idiom
    /// Points to pixels: 1, 2 or 3 on Apple's displays.
    public var scale: Double
    /// Points to physical pixels (`UIScreen.nativeScale`); not a media
    /// feature, reported for pixel-exact drawing.
    public var nativeScale: Double
    /// Safe-area insets of the window, in points.
    public var safeArea: LayoutEdgeInsets
    /// How the window came to have its size: full screen, Split View,
    /// Slide Over or freely resizable.
    public var window: WindowKind

    // The user's settings and the display's gamut: the initializer leaves
    // them at UIKit's defaults; set the ones the app knows.

    /// The text size the user chose (Dynamic Type); `.large` by default.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Light or dark appearance; `.light` by default.
    public var colorScheme: ColorScheme = .light
    /// Whether Increase Contrast is on; `.noPreference` by default.
    public var contrast: Contrast = .noPreference
    /// Whether Reduce Motion is on; `.noPreference` by default.
    public var reducedMotion: ReducedMotion = .noPreference
    /// Whether Reduce Transparency is on; `.noPreference` by default.
    public var reducedTransparency: ReducedTransparency = .noPreference
    /// Whether colors are inverted; `.none` by default.
    public var invertedColors: InvertedColors = .none
    /// The interface's layout direction; `.ltr` by default.
    public var layoutDirection: LayoutDirection = .ltr
    /// Whether Bold Text is on; `.regular` by default.
    public var legibilityWeight: LegibilityWeight = .regular
    /// The display's color gamut; `.srgb` by default, which every display
    /// shows. An environment made from a catalog device has the device's.
    public var colorGamut: ColorGamut = .srgb

    /// An environment; the screen defaults to the window size (full
    /// screen) and the interface orientation follows the window's shape
    /// (`portrait`, or `landscape-right` for a landscape window: UIKit's
    /// usual landscape, with the home button or camera on the right).
    public init(
        width: Double, height: Double, screenWidth: Double? = nil, screenHeight: Double? = nil,
        interfaceOrientation: LayoutInterfaceOrientation? = nil, idiom: Idiom = .phone, scale: Double = 3,
        nativeScale: Double? = nil, safeArea: LayoutEdgeInsets = .zero, window: WindowKind = .fullScreen
    ) {
        self.width = width
        self.height = height
        self.screenWidth = screenWidth ?? width
        self.screenHeight = screenHeight ?? height
        self.interfaceOrientation = interfaceOrientation ?? (height >= width ? .portrait : .landscapeRight)
        self.idiom = idiom
        self.scale = scale
        self.nativeScale = nativeScale ?? scale
        self.safeArea = safeArea
        self.window = window
    }

    /// The CSS orientation: portrait when height >= width (decided on
    /// `ratioOperands`, as `(orientation: portrait)` is `aspect-ratio <= 1/1`).
    package var orientation: Orientation {
        let (width, height) = ratioOperands
        return height >= width ? .portrait : .landscape
    }

    /// The value of a numeric feature (aspect ratio is tested by
    /// cross-multiplication instead, see `matchesRatio`); a discrete
    /// feature's `discreteIndex(of:)`.
    ///
    /// The switch transcribes each feature's `FeatureDescriptor.reading`
    /// (a test holds the two together): it is the evaluator's hot path,
    /// where a table lookup or a closure would cost more than the test.
    ///
    /// A NaN counts as 0: NaN fails every comparison, so a decision tree
    /// (which sends it down the "else" side of `width < 500`, the side of
    /// `width >= 500`) and a direct test would disagree about it. Infinite
    /// and negative values are kept; they compare as numbers do.
    package func value(of feature: Feature) -> Double {
        let value = rawValue(of: feature)
        return value.isNaN ? 0 : value
    }

    private func rawValue(of feature: Feature) -> Double {
        switch feature {
        case .width: width
        case .height: height
        case .screenWidth: screenWidth
        case .screenHeight: screenHeight
        case .scale: scale
        case .aspectRatio: ratioOperands.height == 0 ? .infinity : ratioOperands.width / ratioOperands.height
        case .orientation: orientation == .portrait ? 0 : 1
        case .interfaceOrientation: Double(interfaceOrientation.featureIndex)
        case .idiom: Double(idiom.featureIndex)
        case .window: Double(window.featureIndex)
        case .windowWidthFraction: Self.windowFraction(width, of: screenWidth)
        case .windowHeightFraction: Self.windowFraction(height, of: screenHeight)
        case .dynamicType, .prefersColorScheme, .prefersContrast, .prefersReducedMotion, .prefersReducedTransparency,
            .invertedColors, .layoutDirection, .legibilityWeight, .colorGamut:
            Double(discreteIndex(of: feature))
        }
    }

    /// How much of the screen a window side takes: `window / screen`, the
    /// value of `window-width-fraction` (`windowFraction(width, of: screenWidth)`)
    /// and `window-height-fraction`.
    ///
    /// Always a number from 0 to 1. Negative and NaN sizes count as 0, as
    /// for the aspect ratio; a window larger than its screen (a container
    /// given a size of its own) counts as 1, the whole screen. Where the
    /// quotient is undefined, 0 / 0 or infinity / infinity, it is 1: a
    /// screen with no size has nothing left over beside the window, so the
    /// window is all of it. A screen of 0 points is so for any window.
    ///
    ///     LayoutEnvironment.windowFraction(694, of: 1366)  // 0.508...: a landscape half Split View
    ///     LayoutEnvironment.windowFraction(390, of: 0)     // 1
    ///
    /// - Parameters:
    ///   - window: The window's width (or height), in points.
    ///   - screen: The screen's width (or height) in the same orientation.
    /// - Returns: The fraction, in [0, 1].
    package static func windowFraction(_ window: Double, of screen: Double) -> Double {
        let window = window > 0 ? window : 0
        let screen = screen > 0 ? screen : 0
        let quotient = window / screen
        return quotient.isNaN ? 1 : min(quotient, 1)
    }

    /// The index of a discrete feature's value in `Feature.discreteValues`;
    /// an unknown orientation or unspecified idiom gets `discreteValues.count`
    /// (the feature's `unmatchedValue`). Transcribes the table's `reading`,
    /// as `value(of:)` does.
    package func discreteIndex(of feature: Feature) -> Int {
        switch feature {
        case .interfaceOrientation: interfaceOrientation.featureIndex
        case .idiom: idiom.featureIndex
        case .window: window.featureIndex
        case .orientation: orientation == .portrait ? 0 : 1
        case .dynamicType: dynamicTypeSize.featureIndex
        case .prefersColorScheme: colorScheme.featureIndex
        case .prefersContrast: contrast.featureIndex
        case .prefersReducedMotion: reducedMotion.featureIndex
        case .prefersReducedTransparency: reducedTransparency.featureIndex
        case .invertedColors: invertedColors.featureIndex
        case .layoutDirection: layoutDirection.featureIndex
        case .legibilityWeight: legibilityWeight.featureIndex
        case .colorGamut: colorGamut.featureIndex
        case .width, .height, .screenWidth, .screenHeight, .aspectRatio, .scale, .windowWidthFraction,
            .windowHeightFraction:
            0
        }
    }

    /// The width and height aspect-ratio tests use: negative (or NaN)
    /// sizes count as 0, so cross-multiplying keeps its order, and a 0x0
    /// window counts as square (1/1: portrait, as CSS says for
    /// height >= width). A zero height with a positive width is an infinite
    /// ratio, above every threshold.
    /// An infinite side counts as 1 and a finite one then as 0 (an infinite
    /// width is an infinite ratio, two infinite sides a square), so the
    /// cross products stay numbers.
    package var ratioOperands: (width: Double, height: Double) {
        var width = self.width > 0 ? self.width : 0
        var height = self.height > 0 ? self.height : 0
        if width.isInfinite || height.isInfinite {
            width = width.isInfinite ? 1 : 0
            height = height.isInfinite ? 1 : 0
        }
        return width == 0 && height == 0 ? (1, 1) : (width, height)
    }

    /// `width / height  OP  numerator / denominator`, decided exactly by
    /// cross-multiplying: `width * denominator OP numerator * height`,
    /// with the products compared without rounding (`productOrder`).
    package func matchesRatio(_ comparison: Comparison, numerator: Double, denominator: Double) -> Bool {
        let (width, height) = ratioOperands
        let order = Self.productOrder(width, denominator, numerator, height)
        switch comparison {
        case .less: return order < 0
        case .lessOrEqual: return order <= 0
        case .greater: return order > 0
        case .greaterOrEqual: return order >= 0
        case .equal: return order == 0
        }
    }

    /// The sign of `a * b - c * d`, computed exactly: -1, 0 or 1.
    ///
    /// Rounded products are not enough: `(aspect-ratio <= 16/9)` and
    /// `(aspect-ratio <= 48/27)` are the same test, but `w * 9` and `w * 27`
    /// round differently, so a 751.1288888888888x422.51 window passed one
    /// and failed the other, and the decision tree (one node for both)
    /// disagreed with the oracle. Rounding is monotonic, so differing
    /// rounded products already order the exact ones; equal ones are
    /// separated by their rounding errors, which a fused multiply-add
    /// gives exactly. Shared by the oracle, the tree and the compiler's
    /// threshold order, so all three agree.
    // "16/9" vs "48/27" => 0;  1600x1000 vs "16/10" => 0
    package static func productOrder(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Int {
        let left = a * b
        let right = c * d
        if left.isInfinite || right.isInfinite, a.isFinite, b.isFinite, c.isFinite, d.isFinite {
            // A product of finite operands overflowed: compare the products
            // scaled by 2^-1024 (exact for every operand that stays normal),
            // where the larger one is a finite number again.
            let scale = 0x1p-512
            return productOrder(a * scale, b * scale, c * scale, d * scale)
        }
        if left != right { return left < right ? -1 : 1 }
        let leftError = (-left).addingProduct(a, b)  // a * b - left, exact
        let rightError = (-right).addingProduct(c, d)
        return leftError < rightError ? -1 : leftError > rightError ? 1 : 0
    }
}

/// The CSS `orientation` feature's two values.
package enum Orientation: String, Sendable, Hashable {
    /// The window is at least as tall as it is wide.
    case portrait
    /// The window is wider than it is tall.
    case landscape
}
