import LayoutRulesBase

/// One value of a setting feature (`dynamic-type: accessibility-large`),
/// as `layoutc` flags give it and `matrix --vary` enumerates it.
package struct SettingChoice: Sendable, Hashable, CustomStringConvertible {
    /// A feature with a `Feature.setting`.
    package var feature: Feature
    /// The index of the value in the feature's `values`.
    package var index: Int

    package init(feature: Feature, index: Int) {
        self.feature = feature
        self.index = index
    }

    /// The value's name, as rules write it.
    package var value: String { feature.descriptor.valueName(at: index) }

    /// `dynamic-type: large`.
    package var description: String { "\(feature.rawValue): \(value)" }

    /// Sets the value on `environment`.
    package func apply(to environment: inout LayoutEnvironment) {
        environment.setSetting(feature, toValueAt: index)
    }

    /// Every value of `feature`, in the table's order.
    package static func every(_ feature: Feature) -> [SettingChoice] {
        feature.descriptor.values.indices.map { SettingChoice(feature: feature, index: $0) }
    }
}
