import LayoutRulesCompiler

/// The regions as the generated `Frames` declares them: one property per
/// region, the regions nested in a region as properties of its own struct
/// (`frames.content.header`), each Optional only where some environment
/// lays out its parent (or, at the top, anything) without it.
struct RegionModel {
    /// One region of the union of every program the generated code runs.
    struct Field {
        /// The dotted name (`content.header`).
        var name: String
        /// The Swift property, escaped if need be.
        var property: String
        /// The property as an argument label, where most keywords need no escaping.
        var label: String
        /// For a region with regions nested in it, its struct's name
        /// (declared inside its parent's), else nil: a plain `Region`.
        var type: String?
        /// The struct as code outside `Frames` names it
        /// (`Frames.Content.Header`), or `Region`.
        var qualifiedType: String
        /// Whether some environment lays out the parent (for a top-level
        /// region: gets frames at all) without this region.
        var optional: Bool
        /// Indices in `fields` of the regions nested in it, in order of
        /// first appearance.
        var children: [Int]
        var parent: Int?

        /// The property's declared type: `Region`, `Content?`.
        var declaredType: String { (type ?? "Region") + (optional ? "?" : "") }
    }

    /// Parents before children.
    private(set) var fields: [Field] = []
    /// Indices in `fields` of the top-level regions.
    private(set) var roots: [Int] = []
    /// Index in `fields` by dotted name.
    private(set) var index: [String: Int] = [:]
    /// Whether every leaf the generated code can reach runs a program:
    /// then the top-level regions some program always lays out are not
    /// optional, and `frames(for:in:)` needs no empty answer.
    private(set) var everyLeafLaysOut = false

    /// Members of `Frames` a region must not take.
    static let reservedFramesMembers: Set<String> = [
        "windowWidth", "windowHeight", "safeAreaTop", "safeAreaLeft", "safeAreaBottom", "safeAreaRight", "forEachRegion",
        "hashValue", "hash",
    ]

    /// Members of a region's struct that a region nested in it must not take.
    static let reservedRegionMembers: Set<String> = ["frame", "center", "transform", "region", "hashValue", "hash"]

    /// Names a region struct must not take: the generator's types and the
    /// standard ones its members use (a nested type of that name would
    /// shadow them), and the enclosing enum's.
    static func reservedTypes(typeName: String) -> Set<String> {
        SwiftCodeGenerator.declaredNames.union(SwiftNames.standardTypes).union(SwiftNames.keywords).union([typeName])
    }

    /// The regions of the programs that `leaves` (the leaves the generated
    /// code can return) run.
    init(_ table: LayoutTable, leaves: [Int], typeName: String) {
        let programOfLeaf = table.storage.programOfLeaf
        var used = Set<Int32>()
        for leaf in leaves { used.insert(leaf < programOfLeaf.count ? programOfLeaf[leaf] : -1) }
        everyLeafLaysOut = !used.contains(-1) && !leaves.isEmpty
        let programs = table.programs
        // The union, in order of first appearance over the programs.
        for number in used.sorted() where number >= 0 {
            let program = programs[Int(number)]
            for (position, name) in program.regionNames.enumerated() where index[name] == nil {
                let parentSlot = Int(program.parents[position])
                let parent = parentSlot > 0 ? index[program.regionNames[parentSlot - 1]] : nil
                let field = fields.count
                fields.append(
                    Field(name: name, property: "", label: "", type: nil, qualifiedType: "Region", optional: false, children: [], parent: parent))
                index[name] = field
                if let parent { fields[parent].children.append(field) } else { roots.append(field) }
            }
        }
        // Optional where some program (or a leaf that runs none) has the
        // parent but not the region.
        for number in used {
            let present = number >= 0 ? Set(programs[Int(number)].regionNames) : []
            for position in fields.indices where !fields[position].optional && !present.contains(fields[position].name) {
                if let parent = fields[position].parent, !present.contains(fields[parent].name) { continue }
                fields[position].optional = true
            }
        }
        nameFields(roots, scope: "Frames", enclosing: [], reservedTypes: Self.reservedTypes(typeName: typeName))
    }

    /// Properties and types for the regions of one scope (`Frames` or a
    /// region's struct), then for each one's own regions.
    private mutating func nameFields(_ members: [Int], scope: String, enclosing: [String], reservedTypes: Set<String>) {
        let reservedMembers = scope == "Frames" ? Self.reservedFramesMembers : Self.reservedRegionMembers
        var properties = SwiftNames.Taken(reservedMembers.union(SwiftNames.unusable))
        var types = SwiftNames.Taken(reservedTypes.union(enclosing))
        for member in members {
            let component = Self.lastComponent(of: member, in: fields)
            var property = SwiftNames.lowerFirst(SwiftNames.lowerCamel(component))
            if properties.contains(property) { property += "Region" }
            property = properties.unique(property)
            fields[member].property = SwiftNames.escaped(property)
            fields[member].label = SwiftNames.label(property)
            guard !fields[member].children.isEmpty else { continue }
            // The generator's private helpers start with `_`; a type never does.
            var type = SwiftNames.upperCamel(component)
            if type.hasPrefix("_") { type = "Region" + type }
            if types.contains(type) { type += "Region" }
            type = types.unique(type)
            fields[member].type = type
            fields[member].qualifiedType = scope + "." + type
        }
        for member in members where fields[member].type != nil {
            let type = fields[member].type ?? ""
            nameFields(
                fields[member].children, scope: fields[member].qualifiedType, enclosing: enclosing + [type],
                reservedTypes: reservedTypes)
        }
    }

    /// `header` for `content.header`: the name less its parent's and the dot.
    private static func lastComponent(of field: Int, in fields: [Field]) -> String {
        let name = fields[field].name
        guard let parent = fields[field].parent else { return name }
        let prefix = fields[parent].name + "."
        return name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
    }
}

extension Generator {
    func framesTypes() {
        writer.lines(
            """

            /// A rectangle in points: `CGRect`'s origin and size.
            \(api)struct Rect: Hashable, Sendable {
                \(api)var x: Double
                \(api)var y: Double
                \(api)var width: Double
                \(api)var height: Double
            }

            /// A point: `CGPoint`.
            \(api)struct Point: Hashable, Sendable {
                \(api)var x: Double
                \(api)var y: Double
            }

            /// An affine transform in `CGAffineTransform`'s terms (a, b, c, d, tx, ty).
            \(api)struct Transform: Hashable, Sendable {
                \(api)var a: Double
                \(api)var b: Double
                \(api)var c: Double
                \(api)var d: Double
                \(api)var tx: Double
                \(api)var ty: Double

                /// No change: `CGAffineTransform.identity`.
                \(api)static var identity: Transform { Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
            }

            /// One solved region, in UIKit's terms: the layout frame (before the
            /// transform) and the centre in the parent's coordinates, and the
            /// transform about the centre (a view's `bounds.size`, `center` and
            /// `transform`).
            \(api)struct Region: Hashable, Sendable {
                \(api)var frame: Rect
                \(api)var center: Point
                \(api)var transform: Transform
            }

            /// The solved regions: one property per region the rules lay out,
            /// named as in the rules (`tab-bar` is `tabBar`), and the regions
            /// nested in a region as properties of its own struct (`content.header`
            /// is `frames.content.header`). A region is an Optional only where
            /// some environment lays out its parent (for a top-level region:
            /// anything) without it.
            """)
        writer.block("\(api)struct Frames: Hashable, Sendable") { w in
            w.line("/// The window (or container): the root of every coordinate space.")
            w.line("\(api)var windowWidth: Double")
            w.line("\(api)var windowHeight: Double")
            w.line("/// The window's safe-area insets (`FrameLayout.windowSafeArea`).")
            w.line("\(api)var safeAreaTop: Double")
            w.line("\(api)var safeAreaLeft: Double")
            w.line("\(api)var safeAreaBottom: Double")
            w.line("\(api)var safeAreaRight: Double")
            regionProperties(regions.roots, &w)
            for root in regions.roots where regions.fields[root].type != nil { regionType(root, &w) }
            w.line()
            w.line("/// The region with a dotted name (`content.header`), or nil.")
            w.block("\(api)subscript(name: String) -> Region?") { w in
                if regions.fields.isEmpty {
                    w.line("nil")
                    return
                }
                w.line("switch name {")
                for field in regions.fields.indices {
                    w.line("case \(SwiftNames.string(regions.fields[field].name)): return \(lookup(field))")
                }
                w.line("default: return nil")
                w.line("}")
            }
            w.line()
            w.line("/// Every region laid out, parents before children, by dotted name.")
            w.block("\(api)func forEachRegion(_ body: (_ name: String, _ region: Region) throws -> Void) rethrows") { w in
                var locals = 0
                for root in regions.roots { visit(root, from: "self", &w, &locals) }
            }
        }
    }

    /// The declarations of `members` (regions of one scope).
    private func regionProperties(_ members: [Int], _ w: inout SwiftWriter) {
        for member in members {
            let field = regions.fields[member]
            let name = SwiftNames.comment(field.name)
            let parent = field.parent.map { "`" + SwiftNames.comment(regions.fields[$0].name) + "`" }
            if field.optional {
                w.line("/// `\(name)`; nil where " + (parent.map { "\($0) is laid out without it." } ?? "the matching rules do not lay it out."))
                w.line("\(api)var \(field.property): \(field.declaredType) = nil")
            } else {
                w.line("/// `\(name)`: laid out " + (parent.map { "wherever \($0) is." } ?? "in every environment."))
                w.line("\(api)var \(field.property): \(field.declaredType)")
            }
        }
    }

    /// The struct of a region with regions nested in it.
    private func regionType(_ member: Int, _ w: inout SwiftWriter) {
        let field = regions.fields[member]
        w.line()
        w.line("/// `\(SwiftNames.comment(field.name))` and the regions nested in it.")
        w.block("\(api)struct \(field.type ?? "Region"): Hashable, Sendable") { w in
            w.line("\(api)var frame: Rect")
            w.line("\(api)var center: Point")
            w.line("\(api)var transform: Transform")
            regionProperties(field.children, &w)
            w.line()
            w.line("/// The region itself, without the regions nested in it.")
            w.line("\(api)var region: Region { Region(frame: frame, center: center, transform: transform) }")
            for child in field.children where regions.fields[child].type != nil { regionType(child, &w) }
        }
    }

    /// `self.content?.header`: the region's `Region` (optional when it or
    /// a parent is), read from `Frames`.
    private func lookup(_ member: Int) -> String {
        var path: [Int] = []
        var current: Int? = member
        while let index = current {
            path.insert(index, at: 0)
            current = regions.fields[index].parent
        }
        var expression = "self"
        var optionalSoFar = false
        for index in path {
            expression += (optionalSoFar ? "?." : ".") + regions.fields[index].property
            optionalSoFar = optionalSoFar || regions.fields[index].optional
        }
        if regions.fields[member].type != nil { expression += (optionalSoFar ? "?." : ".") + "region" }
        return expression
    }

    /// `forEachRegion`'s body for one region: unwrapped into a local when
    /// optional, then its own regions.
    private func visit(_ member: Int, from parent: String, _ w: inout SwiftWriter, _ locals: inout Int) {
        let field = regions.fields[member]
        let name = SwiftNames.string(field.name)
        let access = parent + "." + field.property
        let value: String
        if field.optional {
            value = "r\(locals)"
            locals += 1
            w.line("if let \(value) = \(access) {")
            w.indentation += 1
        } else {
            value = access
        }
        w.line("try body(\(name), \(value)\(field.type != nil ? ".region" : ""))")
        for child in field.children { visit(child, from: value, &w, &locals) }
        if field.optional {
            w.indentation -= 1
            w.line("}")
        }
    }
}
