// What the layoutRules(_:) modifier publishes to the views below it.
#if canImport(SwiftUI)
import SwiftUI
import LayoutRules

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
private struct LayoutTraitsKey: EnvironmentKey {
    static let defaultValue = ResolvedTraits.empty
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
private struct LayoutFramesKey: EnvironmentKey {
    static let defaultValue = FrameLayout()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
private struct LayoutEnvironmentKey: EnvironmentKey {
    static let defaultValue: LayoutEnvironment? = nil
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    /// The traits the nearest `layoutRules(_:)` modifier resolved; none
    /// outside one.
    ///
    ///     @LayoutEnvironment(\.layoutTraits) private var traits
    ///     var columns: Int { if case .number(let n)? = traits["columns"] { Int(n) } else { 1 } }
    ///
    /// The value compares by content, so a view that reads it is updated
    /// only when a trait's value changes, not on every resize.
    public var layoutTraits: ResolvedTraits {
        get { self[LayoutTraitsKey.self] }
        set { self[LayoutTraitsKey.self] = newValue }
    }

    /// The frames of the regions the nearest `layoutRules(_:)` modifier
    /// solved, in its container's coordinates; empty outside one.
    public var layoutFrames: FrameLayout {
        get { self[LayoutFramesKey.self] }
        set { self[LayoutFramesKey.self] = newValue }
    }

    /// The environment the nearest `layoutRules(_:)` modifier evaluated
    /// its rules in (container size, screen, orientation, idiom, scales,
    /// window kind); nil outside one or before its first measurement.
    public var layoutEnvironment: LayoutEnvironment? {
        get { self[LayoutEnvironmentKey.self] }
        set { self[LayoutEnvironmentKey.self] = newValue }
    }
}
#endif
