// Structural checks on `layout` blocks. The layout semantics (axes,
// references, cycles) are checked when layouts are compiled.
extension Checker {
    /// The properties a region accepts, CSS absolute-positioning style.
    static let layoutProperties = [
        "left", "right", "top", "bottom", "width", "height", "center-x", "center-y", "transform",
    ]

    mutating func checkLayout(_ block: LayoutBlock) {
        checkRegions(block.regions)
    }

    private mutating func checkRegions(_ regions: [Region]) {
        var seen: [String: SourceRange] = [:]
        for region in regions {
            if let first = seen[region.name.name] {
                diagnostics.append(.duplicateRegion(region.name.name, at: region.name.range, first: first))
            } else {
                seen[region.name.name] = region.name.range
            }
            checkProperties(region.properties)
            checkRegions(region.children)
        }
    }

    private mutating func checkProperties(_ properties: [LayoutProperty]) {
        var seen: [String: SourceRange] = [:]
        for property in properties {
            let name = property.name.name.lowercased()
            guard Self.layoutProperties.contains(name) else {
                let suggestion = Suggestion.closest(to: name, among: Self.layoutProperties)
                diagnostics.append(.unknownProperty(property.name.name, suggestion: suggestion, at: property.name.range))
                continue
            }
            if let first = seen[name] {
                diagnostics.append(.duplicateProperty(property.name.name, at: property.name.range, first: first))
            } else {
                seen[name] = property.name.range
            }
        }
    }
}
