import LayoutRulesBase

/// The checker's view of the feature table (`Feature.table`, in
/// LayoutRulesBase, where the evaluator reads it too): looking a written
/// name up, and every spelling for "did you mean" suggestions. The parser
/// accepts any name; this is where names are judged.
package enum FeatureRegistry {
    /// The descriptor for an exact (lowercased) feature name.
    package static func descriptor(named name: String) -> FeatureDescriptor? {
        Feature.table.first { $0.name == name }
    }

    /// Every name a user may write, `min-`/`max-` forms included, for
    /// suggestions.
    package static var spellings: [String] {
        Feature.table.flatMap { descriptor in
            descriptor.allowsRanges ? [descriptor.name, "min-" + descriptor.name, "max-" + descriptor.name] : [descriptor.name]
        }
    }

    /// Media types: `all` and `screen` match every environment, `print`
    /// none (a rule file never runs on paper).
    package static let mediaTypes: [String: Bool] = ["all": true, "screen": true, "print": false]
}
