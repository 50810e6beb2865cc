// Typed reads of what the nearest layoutRules(_:) modifier resolved: the
// rules' own Traits and Frames types (generated code's structs, or
// ResolvedTraits and FrameLayout for a RuleSet).
//
// Why property wrappers: SwiftUI's environment keys are types, so a
// generic modifier cannot declare a key per rule file; a closure that
// hands the traits to a content builder would rebuild all the content on
// every change. A dynamic property reads one environment key, like
// `@Environment(\.horizontalSizeClass)`, so SwiftUI updates exactly the
// views that declare it, and only when the value changes.
#if canImport(SwiftUI)
import SwiftUI

/// The traits the nearest `layoutRules(_:)` modifier resolved, typed as
/// its rules' `Traits`.
///
///     struct PhotoGrid: View {
///         @LayoutTraits private var traits: PhotoAppLayout.Traits?
///         var body: some View { Text("\(traits?.columns ?? 3) columns") }   // columns is an Int
///     }
///
/// The type is the declared property's: generated code's `Traits` for
/// `layoutRules(PhotoAppLayout.rules)`, ``ResolvedTraits`` for a
/// ``RuleSet``. It is nil before the container's first measurement,
/// outside a `layoutRules(_:)` modifier, and when the nearest modifier
/// follows rules of another type; like `\.horizontalSizeClass`, be ready
/// for nil.
///
/// A view that declares it is updated only when the traits change (the
/// modifier publishes them only then), never by a resize within one
/// breakpoint.
@propertyWrapper
public struct LayoutTraits<Traits: Hashable & Sendable>: DynamicProperty {
    @Environment(\.layoutTypedTraits) private var value

    /// Reads the traits of the type the property declares.
    public init() {}

    /// The traits, or nil (see the type's discussion).
    public var wrappedValue: Traits? { value?.base as? Traits }
}

/// The frames the nearest `layoutRules(_:)` modifier solved, typed as its
/// rules' `Frames`: each region a property (`frames?.sidebar?.frame`).
///
///     @LayoutFrames private var frames: PhotoAppLayout.Frames?
///
/// The type and the nil cases are as for ``LayoutTraits``. A view that
/// declares it is updated whenever a frame changes, on every step of a
/// live resize; to place views, `layoutRegion(_:)` updates only the views
/// whose region moved.
@propertyWrapper
public struct LayoutFrames<Frames: Hashable & Sendable>: DynamicProperty {
    @Environment(\.layoutTypedFrames) private var value

    /// Reads the frames of the type the property declares.
    public init() {}

    /// The frames, or nil (see ``LayoutTraits``).
    public var wrappedValue: Frames? { value?.base as? Frames }
}
#endif
