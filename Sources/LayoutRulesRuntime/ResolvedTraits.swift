import LayoutRulesBase
import LayoutRulesDevices

/// The traits one evaluation settled on, as a plain value that compares by
/// content.
///
/// A ``TraitCollection`` is a view into its rule set's decision tree and
/// has no equality of its own; this copies out the `(name, value)` pairs,
/// so it can be stored where UIKit and SwiftUI compare values to decide
/// whether anything changed: a custom `UITraitDefinition`'s value, or a
/// SwiftUI environment value. Two evaluations that set the same traits to
/// the same values give equal values, whichever rules set them.
///
///     let traits = ResolvedTraits(ruleSet.evaluate(environment))
///     traits["columns"]   // .number(3)
///
/// ``LayoutTracker`` keeps one and makes a new one only when the traits
/// change: copying out the traits allocates.
public struct ResolvedTraits: Sendable, Hashable, RandomAccessCollection, CustomStringConvertible {
    /// The traits in the order the rule files first set them.
    package let traits: [(name: String, value: TraitValueData)]
    /// The decision-tree leaf the traits were read at, so that
    /// `RuleSet.frames(for:in:)` solves the same layout; not part of the
    /// value (equality and hashing ignore it).
    package var leafIndex: Int?

    /// No traits: what an app has before the first evaluation.
    public static let empty = ResolvedTraits(pairs: [])

    /// The traits of an evaluation, in the order the rule files first set them.
    public init(_ collection: TraitCollection) {
        var pairs: [(name: String, value: TraitValueData)] = []
        pairs.reserveCapacity(collection.count)
        for pair in collection { pairs.append(pair) }
        self.traits = pairs
        self.leafIndex = collection.leafIndex
    }

    /// Traits from `(name, value)` pairs, for tests and previews; a later
    /// pair with the same name replaces the earlier one's value in place.
    public init(pairs: [(name: String, value: TraitValueData)]) {
        var result: [(name: String, value: TraitValueData)] = []
        for pair in pairs {
            if let index = result.firstIndex(where: { $0.name == pair.name }) {
                result[index].value = pair.value
            } else {
                result.append(pair)
            }
        }
        self.traits = result
    }

    /// The value of a trait, or nil when no rule sets it.
    public subscript(name: String) -> TraitValueData? {
        traits.first(where: { $0.name == name })?.value
    }

    /// The position of the first trait: 0.
    public var startIndex: Int { traits.startIndex }
    /// The position past the last trait: the number of traits.
    public var endIndex: Int { traits.endIndex }
    /// The trait at `position`, which must be in `startIndex..<endIndex`.
    public subscript(position: Int) -> (name: String, value: TraitValueData) { traits[position] }

    /// Whether two values hold the same traits with the same values in the
    /// same order.
    public static func == (a: ResolvedTraits, b: ResolvedTraits) -> Bool {
        a.traits.count == b.traits.count && zip(a.traits, b.traits).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    /// Hashes the names and values, the parts `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(traits.count)
        for (name, value) in traits {
            hasher.combine(name)
            hasher.combine(value)
        }
    }

    /// The traits as a rule file writes them: `columns: 3; title: "Photos";`.
    public var description: String {
        traits.map { "\($0.name): \($0.value);" }.joined(separator: " ")
    }
}

/// The size classes a rule file asks UIKit to give a view controller's
/// children, read from the traits `horizontal-size-class` and
/// `vertical-size-class`.
///
/// UIKit gives every full-screen iPad regular/regular in both orientations,
/// so a layout per device and orientation needs the container to override
/// its children's traits
/// ([`setOverrideTraitCollection(_:forChild:)`](https://developer.apple.com/documentation/uikit/uiviewcontroller/setoverridetraitcollection(_:forchild:)),
/// or [`traitOverrides`](https://developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides-1z1cc)
/// from iOS 17). With this the rules say which pair, instead of code: the
/// `device-orientation` preset gives iPad portrait regular/regular, iPad
/// landscape regular/compact, iPhone portrait compact/regular and iPhone
/// landscape compact/compact, and a rule file can say anything else.
///
///     // @import "device-orientation";
///     let sizeClasses = SizeClassOverride(ResolvedTraits(rules.evaluate(environment)))
///     sizeClasses.horizontal   // .regular on an iPad in landscape
///     sizeClasses.vertical     // .compact
///
/// A trait that is not set, or not the identifier `compact` or `regular`
/// (in any letter case), overrides nothing. A prefix reads another pair of traits, for a
/// container with children that need different classes:
/// `SizeClassOverride(traits, prefix: "detail-")` reads
/// `detail-horizontal-size-class` and `detail-vertical-size-class`.
public struct SizeClassOverride: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal size class to give, or nil to leave UIKit's.
    public var horizontal: SizeClass?
    /// The vertical size class to give, or nil to leave UIKit's.
    public var vertical: SizeClass?

    /// The trait that names the horizontal size class.
    static let horizontalTrait = "horizontal-size-class"
    /// The trait that names the vertical size class.
    static let verticalTrait = "vertical-size-class"

    /// An override of either size class, or of none.
    public init(horizontal: SizeClass? = nil, vertical: SizeClass? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The size classes an evaluation's traits name.
    init(_ traits: TraitCollection, prefix: String = "") {
        self.init(
            horizontal: Self.sizeClass(traits[prefix + Self.horizontalTrait]),
            vertical: Self.sizeClass(traits[prefix + Self.verticalTrait]))
    }

    /// The size classes resolved traits name.
    public init(_ traits: ResolvedTraits, prefix: String = "") {
        self.init(
            horizontal: Self.sizeClass(traits[prefix + Self.horizontalTrait]),
            vertical: Self.sizeClass(traits[prefix + Self.verticalTrait]))
    }

    /// Whether it overrides neither size class.
    public var isEmpty: Bool { horizontal == nil && vertical == nil }

    /// Horizontal, then vertical, with `-` for a class left alone: `regular/compact`.
    public var description: String { "\(horizontal?.rawValue ?? "-")/\(vertical?.rawValue ?? "-")" }

    private static func sizeClass(_ value: TraitValueData?) -> SizeClass? {
        guard case .identifier(let name)? = value else { return nil }
        return SizeClass(rawValue: name.lowercased())
    }
}
