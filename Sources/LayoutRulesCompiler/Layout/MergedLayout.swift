import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics

/// The layout that a set of matching rules adds up to: the cascade applied
/// region by region and property by property.
///
/// A later rule overrides each property it sets and leaves the others;
/// `auto` takes a property back. Regions appear in the order they are
/// first declared, so a parent always comes before its children.
struct MergedLayout: Hashable {
    struct Region: Hashable {
        var path: [String]
        /// Index of the parent in `regions`, or nil for a top-level region.
        var parent: Int?
        /// The winning setting of each attribute, by `LayoutAttribute.rawValue`.
        var properties: [PropertySetting?] = Array(repeating: nil, count: 8)
        var transform: [TransformStep]?
        var transformRange: SourceRange?
        /// Where the last rule that mentions the region declares it.
        var range: SourceRange

        var name: String { path.joined(separator: ".") }

        /// The attributes set on an axis, in the order of `LayoutAttribute`.
        func settings(on axis: Axis) -> [PropertySetting] {
            LayoutAttribute.of(axis).compactMap { properties[$0.rawValue] }
        }
    }

    var regions: [Region] = []
    private var indexOfPath: [[String]: Int] = [:]

    init(rules: [Rule]) {
        for rule in rules {
            for declaration in rule.regions { merge(declaration) }
        }
    }

    func index(of path: [String]) -> Int? { indexOfPath[path] }

    /// Adds a region already merged (`LayoutMerger` builds them).
    mutating func append(_ region: Region) {
        indexOfPath[region.path] = regions.count
        regions.append(region)
    }

    private mutating func merge(_ declaration: RegionDeclaration) {
        let index: Int
        if let existing = indexOfPath[declaration.path] {
            index = existing
            regions[index].range = declaration.range
        } else {
            index = regions.count
            indexOfPath[declaration.path] = index
            let parent = declaration.path.count > 1 ? indexOfPath[Array(declaration.path.dropLast())] : nil
            regions.append(Region(path: declaration.path, parent: parent, range: declaration.range))
        }
        for setting in declaration.properties {
            switch setting.value {
            case .auto: regions[index].properties[setting.attribute.rawValue] = nil
            case .expression: regions[index].properties[setting.attribute.rawValue] = setting
            }
        }
        if let transform = declaration.transform {
            regions[index].transform = transform
            regions[index].transformRange = declaration.transformRange
        }
    }
}
