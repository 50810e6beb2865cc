import LayoutRulesBase
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
        /// The winning setting of each attribute, by `LayoutAttribute.rawValue`
        /// (set through `setProperty`, which keeps `givenMask` in step).
        private(set) var properties: [PropertySetting?] = Array(repeating: nil, count: 8)
        /// A bit per attribute (`1 << rawValue`) that `properties` holds a
        /// setting for: the layout compiler asks this for every reference,
        /// and reading a setting out of the array copies (and retains) it.
        private(set) var givenMask: UInt8 = 0
        var transform: [TransformStep]?
        var transformRange: SourceRange?
        /// Where the last rule that mentions the region declares it.
        var range: SourceRange

        var name: String { path.joined(separator: ".") }

        init(path: [String], parent: Int?, range: SourceRange) {
            self.path = path
            self.parent = parent
            self.range = range
        }

        /// The attributes set on an axis, in the order of `LayoutAttribute`.
        func settings(on axis: Axis) -> [PropertySetting] {
            LayoutAttribute.of(axis).compactMap { properties[$0.rawValue] }
        }

        /// How many attributes are set on an axis (`settings(on:).count`,
        /// without building the array).
        func settingCount(on axis: Axis) -> Int {
            (givenMask >> (axis == .horizontal ? 0 : 4) & 0xF).nonzeroBitCount
        }

        /// Sets the setting of an attribute.
        mutating func setProperty(_ setting: PropertySetting, at attribute: Int) {
            properties[attribute] = setting
            givenMask |= 1 << attribute
        }

        /// Takes back the setting of an attribute (`auto`).
        mutating func clearProperty(at attribute: Int) {
            properties[attribute] = nil
            givenMask &= ~(1 << attribute)
        }
    }

    var regions: [Region] = []
    /// Each region's index by its parent's index (-1 at the top) and its
    /// own name: a lookup hashes one short name, not a whole path.
    private var indexOfChild: [ChildKey: Int] = [:]

    private struct ChildKey: Hashable {
        var parent: Int
        var name: String
    }

    init(rules: [Rule]) {
        for rule in rules {
            for declaration in rule.regions { merge(declaration) }
        }
    }

    /// The index of the region with a path, if the layout has one.
    func index<Path: Collection<String>>(of path: Path) -> Int? {
        var index = -1
        for name in path {
            guard let child = indexOfChild[ChildKey(parent: index, name: name)] else { return nil }
            index = child
        }
        return index >= 0 ? index : nil
    }

    /// The index of the child called `name` of region `parent` (nil: of
    /// the window), if the layout has one.
    func index(ofChild name: String, of parent: Int?) -> Int? {
        indexOfChild[ChildKey(parent: parent ?? -1, name: name)]
    }

    /// Makes room for `count` regions in all.
    mutating func reserveCapacity(_ count: Int) {
        regions.reserveCapacity(count)
        indexOfChild.reserveCapacity(count)
    }

    /// Adds a region already merged (`LayoutMerger` builds them); its
    /// parent must be in the layout already.
    mutating func append(_ region: Region) {
        indexOfChild[ChildKey(parent: region.parent ?? -1, name: region.path.last ?? "")] = regions.count
        regions.append(region)
    }

    private mutating func merge(_ declaration: RegionDeclaration) {
        let index: Int
        if let existing = self.index(of: declaration.path) {
            index = existing
            regions[index].range = declaration.range
        } else {
            let parent = declaration.path.count > 1 ? self.index(of: declaration.path.dropLast()) : nil
            index = regions.count
            append(Region(path: declaration.path, parent: parent, range: declaration.range))
        }
        for setting in declaration.properties {
            switch setting.value {
            case .auto: regions[index].clearProperty(at: setting.attribute.rawValue)
            case .expression: regions[index].setProperty(setting, at: setting.attribute.rawValue)
            }
        }
        if let transform = declaration.transform {
            regions[index].transform = transform
            regions[index].transformRange = declaration.transformRange
        }
    }
}
