// What the layoutRules(_:) modifier publishes to the views below it. Each
// value has its own key, so SwiftUI updates a view only when a key it
// reads changes: a view that reads the traits is not updated by a resize
// that moves regions, and a region's view reads only its own placement.
#if canImport(SwiftUI)
import SwiftUI
import LayoutRulesBase
import LayoutRulesRuntime

private struct LayoutTraitsKey: EnvironmentKey {
    static let defaultValue = ResolvedTraits.empty
}

private struct LayoutFramesKey: EnvironmentKey {
    static let defaultValue = FrameLayout()
}

private struct LayoutEnvironmentKey: EnvironmentKey {
    static let defaultValue: LayoutEnvironment? = nil
}

private struct RegionPlacementsKey: EnvironmentKey {
    static let defaultValue = RegionPlacements()
}

private struct TypedTraitsKey: EnvironmentKey {
    static let defaultValue: AnyLayoutValue? = nil
}

private struct TypedFramesKey: EnvironmentKey {
    static let defaultValue: AnyLayoutValue? = nil
}

/// A typed value of any rules (their `Traits` or `Frames`) behind one
/// environment key: SwiftUI's keys are types, and the modifier is generic
/// over the rules. ``LayoutTraits`` and ``LayoutFrames`` cast it back.
struct AnyLayoutValue: Equatable, Sendable {
    let base: any Hashable & Sendable

    /// Equal when both hold equal values of one type, so an unchanged
    /// value invalidates no view that reads it.
    static func == (a: AnyLayoutValue, b: AnyLayoutValue) -> Bool {
        equal(a.base, b.base)
    }

    /// `a` compared with `b` as a value of `a`'s type (not `AnyHashable`,
    /// which Embedded Swift lacks).
    private static func equal<Value: Hashable>(_ a: Value, _ b: any Hashable & Sendable) -> Bool {
        (b as? Value) == a
    }
}

extension EnvironmentValues {
    /// The traits the nearest `layoutRules(_:)` modifier resolved, by
    /// name; none outside one.
    ///
    ///     @Environment(\.layoutTraits) private var traits
    ///     var title: String { if case .string(let title)? = traits["title"] { title } else { "" } }
    ///
    /// With rules the build plugin generated, read them typed with
    /// ``LayoutTraits`` instead. The value compares by content, so a view
    /// that reads it is updated only when a trait's value changes, not on
    /// every resize.
    public var layoutTraits: ResolvedTraits {
        get { self[LayoutTraitsKey.self] }
        set { self[LayoutTraitsKey.self] = newValue }
    }

    /// The frames of the regions the nearest `layoutRules(_:)` modifier
    /// solved, in its container's coordinates; empty outside one.
    ///
    /// A view that reads this is updated whenever any frame changes, as
    /// during a live resize: to place a view, use `layoutRegion(_:)`,
    /// which updates only the views whose region moved.
    public var layoutFrames: FrameLayout {
        get { self[LayoutFramesKey.self] }
        set { self[LayoutFramesKey.self] = newValue }
    }

    /// The environment the nearest `layoutRules(_:)` modifier evaluated
    /// its rules in (container size, safe area, screen, orientation,
    /// idiom, scales, window kind); nil outside one or before its first
    /// measurement.
    public var layoutEnvironment: LayoutEnvironment? {
        get { self[LayoutEnvironmentKey.self] }
        set { self[LayoutEnvironmentKey.self] = newValue }
    }

    /// Where each region's view goes; read by `layoutRegion(_:)`.
    var layoutRegionPlacements: RegionPlacements {
        get { self[RegionPlacementsKey.self] }
        set { self[RegionPlacementsKey.self] = newValue }
    }

    /// The rules' own `Traits` value, for ``LayoutTraits``.
    var layoutTypedTraits: AnyLayoutValue? {
        get { self[TypedTraitsKey.self] }
        set { self[TypedTraitsKey.self] = newValue }
    }

    /// The rules' own `Frames` value, for ``LayoutFrames``.
    var layoutTypedFrames: AnyLayoutValue? {
        get { self[TypedFramesKey.self] }
        set { self[TypedFramesKey.self] = newValue }
    }
}
#endif
