import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesRuntime

/// The `apple` preset written by hand, as a person would in an app: plain
/// `if`/`switch` on the environment, enums for the values. This is the
/// limit the decision tree is measured against (target: within 2x).
enum HandwrittenApple {
    enum SizeClass: UInt8 { case compact = 1, regular = 2 }

    struct Traits: Equatable {
        var horizontal: SizeClass?
        var vertical: SizeClass?
    }

    /// Mirrors Sources/LayoutRulesPresets/Rules/apple.layout rule by rule.
    @inline(never)
    static func traits(_ environment: LayoutEnvironment) -> Traits {
        switch environment.idiom {
        case .phone:
            // Landscape as CSS decides it: wider than tall (sizes are never
            // negative here; the library also guards negative and 0x0 sizes).
            guard environment.width > environment.height else { return Traits(horizontal: .compact, vertical: .regular) }
            return Traits(horizontal: environment.height >= 414 ? .regular : .compact, vertical: .compact)
        case .pad:
            return Traits(horizontal: environment.width < 678 ? .compact : .regular, vertical: .regular)
        case .tv, .carplay:
            return Traits(horizontal: .regular, vertical: .compact)
        case .mac, .vision:
            return Traits(horizontal: .regular, vertical: .regular)
        case .unspecified:
            return Traits(horizontal: nil, vertical: nil)
        }
    }

    /// What the library's answer means in these terms.
    static func traits(from collection: TraitCollection) -> Traits {
        func sizeClass(_ value: TraitValueData?) -> SizeClass? {
            switch value {
            case .identifier("compact")?: .compact
            case .identifier("regular")?: .regular
            default: nil
            }
        }
        return Traits(
            horizontal: sizeClass(collection["horizontal-size-class"]),
            vertical: sizeClass(collection["vertical-size-class"]))
    }
}
