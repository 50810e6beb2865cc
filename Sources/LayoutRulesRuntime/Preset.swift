import LayoutRulesPresets

/// A built-in rule file, applied before an app's own rules as if it were
/// imported.
///
/// Presets are written in the rules language and ship with the library;
/// a rule file names one with `@import "NAME";`, `layoutc` with
/// `--preset NAME`, and ``Compiler`` takes them typed:
///
///     let compilation = Compiler.compile(text: source, path: "App.layout", presets: [.deviceOrientation])
///
/// A name read at run time becomes a preset with ``init(named:)``, which
/// is nil for a name that is not one.
public struct Preset: Hashable, Sendable {
    /// The preset's name, as `@import` and `layoutc --preset` spell it,
    /// such as `device-orientation`.
    public let name: String

    init(uncheckedName name: String) {
        self.name = name
    }

    /// The built-in preset with this name, or nil when there is none.
    ///
    ///     Preset(named: "material") == .material   // true
    ///     Preset(named: "materials")               // nil
    public init?(named name: String) {
        guard Presets.names.contains(name) else { return nil }
        self.name = name
    }

    /// Every built-in preset, sorted by name.
    package static var all: [Preset] { Presets.names.map(Preset.init(uncheckedName:)) }

    /// Apple's size classes per idiom and window, as
    /// `horizontal-size-class` and `vertical-size-class` traits.
    public static let apple = Preset(uncheckedName: "apple")
    /// Bootstrap 5's grid breakpoints (`xs` to `xxl`) as a
    /// `bootstrap-breakpoint` trait.
    public static let bootstrap = Preset(uncheckedName: "bootstrap")
    /// One size-class pair per idiom and orientation, so that an iPad in
    /// portrait and one in landscape get different size classes.
    public static let deviceOrientation = Preset(uncheckedName: "device-orientation")
    /// Material 3's window size classes as `window-width-class` and
    /// `window-height-class` traits.
    public static let material = Preset(uncheckedName: "material")
    /// Tailwind CSS's default breakpoints (`base` to `2xl`) as a
    /// `tailwind-breakpoint` trait.
    public static let tailwind = Preset(uncheckedName: "tailwind")
}
