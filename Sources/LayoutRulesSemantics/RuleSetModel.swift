import LayoutRulesBase
import LayoutRulesDevices

/// `name: value` inside a `traits` block, checked.
package struct TraitAssignment: Sendable, Hashable {
    package var name: String
    package var value: TraitValueData
    package var range: SourceRange
}

/// One entry of the cascade: a `traits` or `layout` block together with
/// the conjunction of every `@media` condition around it.
package struct Rule: Sendable {
    /// Position in the cascade; later rules override earlier ones.
    package var index: Int
    package var condition: Condition
    /// The `@media` headers around the block, outermost first (empty for a
    /// top-level block), for "never matches" and `explain` output.
    package var mediaHeaders: [SourceRange]
    /// The block itself.
    package var range: SourceRange
    package var traits: [TraitAssignment]
    /// The regions of a `layout` block, checked and flattened in document
    /// order (a parent before its children); empty for a `traits` block.
    package var regions: [RegionDeclaration]
}

/// A trait that must be set in every environment (`@require`).
package struct RequiredTrait: Sendable, Hashable {
    package var name: String
    package var range: SourceRange
}

/// Everything the checker produces: the sources it read, every diagnostic
/// (sorted), the rules in cascade order and the `@device` profiles.
package struct CheckedRuleSet: Sendable {
    package var sources: SourceCatalog
    package var diagnostics: [Diagnostic]
    package var rules: [Rule]
    package var requirements: [RequiredTrait]
    /// The devices defined with `@device` in the checked files and their
    /// imports, in document order (only the valid ones).
    package var devices: [DeviceProfile]
    /// Diagnostics the checker found past `maxDiagnosticsPerFile` and let
    /// go of to bound its memory, by file (see `Diagnostic.capped`).
    package var dropped: [FileID: DroppedDiagnostics] = [:]
    /// Files with the `layoutc: no-device-check` pragma, whose rules the
    /// compiler's `unreachable-on-devices` check skips.
    package var deviceCheckExempt: Set<FileID> = []

    /// True when any diagnostic is an error (kept or let go of); such a
    /// rule set must not be compiled or evaluated.
    package var hasErrors: Bool { diagnostics.hasErrors || dropped.values.contains { $0.hasErrors } }
}
