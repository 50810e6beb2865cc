import LayoutRulesBase
import LayoutRulesCompiler
import LayoutRulesRuntime

/// Writes a compiled rule set as one self-contained Swift source file: the
/// decision tree as nested `if`/`switch` with literal thresholds, residual
/// rules as inline boolean expressions, and each layout program as
/// straight-line arithmetic (`layoutc compile --emit swift`).
///
///     let source = SwiftCodeGenerator.generate(ruleSet, options: .init(typeName: "AppLayout"))
///     // In the app, with no LayoutRules dependency:
///     let environment = AppLayout.Environment(width: 390, height: 844)
///     AppLayout.evaluate(environment).columns          // 3, an Int
///     AppLayout.frames(environment).sidebar.frame      // a Rect
///     AppLayout.frames(environment).sidebar.header     // a nested region
///     AppLayout.frames(environment).inspector?.frame   // not in every layout
///
/// The generated file needs only the standard library and answers
/// exactly as `RuleSet.evaluate(_:)` and `TraitCollection.frames` do, bit
/// for bit (a test compiles it and compares on thousands of environments).
/// Everything it declares is nested in one enum named by
/// `Options.typeName`, so two generated files can live in one module:
///
/// - `Environment`: the media features (width, height, screen size,
///   interface orientation, idiom, scale, kind of window, the user's
///   settings and the display's color gamut) and the safe-area insets;
/// - `Idiom`, `InterfaceOrientation`, `Window`, and `DynamicTypeSize`,
///   `ColorScheme` and the other settings' enums: one per keyword
///   feature, its cases the library's, its raw values the library's
///   feature indices;
/// - `Traits`: one property per trait, typed by the values the rules give
///   it — `Bool`, `Int` when every value is a whole number, else
///   `Double`, `String`, a generated enum when every value is a name
///   (`compact`, `regular`), or `Value` when the kinds are mixed. It is
///   an Optional unless every leaf of the tree sets it (see
///   `TraitField.fields`), so a trait an unconditional `traits` block
///   sets is a plain `Int`. Also the `leaf` reached, the residual bit
///   mask, `matchedRules`, `forEachTrait` and a lookup by name;
/// - `Rect`, `Point`, `Transform` and `Region` (a region's layout frame,
///   centre and transform: `RegionFrame.layoutFrame`, `.center`,
///   `.transform`);
/// - `Frames`: the window's size and safe-area insets, and one property
///   per top-level region, a region with regions nested in it as a
///   struct of its own with one property per nested region
///   (`RegionModel`), each an Optional only where some layout lacks it;
///   plus `forEachRegion` and a lookup by dotted name;
/// - `evaluate(_:)` (or `Options.functionName`), `frames(_:)` and
///   `frames(for:in:)`. None of them allocates.
///
/// Unless `Options.libraryBridge` is `.never`, a section at the end,
/// compiled only where `canImport(LayoutRules)` holds, meets the library
/// (`SwiftCodeGenerator+Bridge.swift`): `Environment(layoutEnvironment)`
/// and `LayoutEnvironment(environment)`; `Rules`, a `LayoutEvaluator` for
/// `LayoutTracker` and the adapters, as `rules`; and `Traits(resolved)`
/// and `Frames(frameLayout)`, typed reads of a `RuleSet`'s answers.
///
/// Shared subtrees of the decision DAG up to `Options.inlineLimit` nodes
/// are duplicated at each use; larger ones become one private function
/// each. Residual leaves (graceful scaling) become private functions that
/// start from the static traits and test each residual rule in cascade
/// order. The output is byte-for-byte the same for the same input.
package enum SwiftCodeGenerator {
    /// How the generated code is named and exposed.
    package struct Options: Sendable, Hashable {
        /// The enum that holds every generated declaration, and so the
        /// prefix that keeps generated files apart: `AppLayout.Environment`,
        /// `AppLayout.evaluate(_:)`. An invalid name falls back to
        /// `GeneratedLayout` (see `problem(with:)`).
        package var typeName: String
        /// The evaluating function's name; an invalid name, or one the
        /// generated code uses itself, falls back to `evaluate`.
        package var functionName: String
        /// The access level of the generated API (helpers are private).
        package var accessLevel: AccessLevel
        /// Largest shared subtree (in nodes, counted as written out) that is
        /// duplicated at each use instead of becoming a function.
        package var inlineLimit: Int
        /// Lines for the header comment, such as the command that generated
        /// the file; nil for none.
        package var header: [String]
        /// Whether to write the section that meets the LayoutRules library.
        package var libraryBridge: LibraryBridge

        package init(
            typeName: String = "GeneratedLayout", functionName: String = "evaluate", accessLevel: AccessLevel = .public,
            inlineLimit: Int = 16, header: [String] = [], libraryBridge: LibraryBridge = .auto
        ) {
            self.typeName = typeName
            self.functionName = functionName
            self.accessLevel = accessLevel
            self.inlineLimit = inlineLimit
            self.header = header
            self.libraryBridge = libraryBridge
        }
    }

    /// When the generated file converts to and from the library's types.
    package enum LibraryBridge: String, Sendable, Hashable, CaseIterable {
        /// Wherever `canImport(LayoutRules)` holds. SwiftPM lets a target
        /// import any module of its build, so a target that does not link
        /// LayoutRules can import it when another target of the build
        /// links it, and then fails to link: it must say `.never`.
        case auto
        /// Never: the file is standard library only everywhere.
        case never
    }

    /// The access level of the generated declarations.
    package enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        case `public`, `package`, `internal`

        var modifier: String { self == .internal ? "" : rawValue + " " }
    }

    /// Names the generated code declares inside its enum: an enum per
    /// keyword feature and the fixed ones.
    static let declaredNames: Set<String> = Set(Generator.keywordFeatures.map(\.type)).union([
        "Environment", "Traits", "Value", "Frames", "Region", "Rect", "Point", "Transform", "frames", "_Rect", "_Transform",
        "Rules", "rules",
        // The library's module, which the bridge qualifies its types with.
        "LayoutRules",
    ])

    /// The enclosing enum's name must not hide a standard type or one of
    /// the generator's own.
    static func isUsableTypeName(_ name: String) -> Bool {
        SwiftNames.isIdentifier(name) && !SwiftNames.standardTypes.contains(name) && !declaredNames.contains(name)
    }

    /// The function is a static member of the enum, so its name hides any
    /// type of that name inside it (`Double(...)` would call it), `_`
    /// belongs to the private helpers, `e` is the environment parameter
    /// of `frames(_:)`, which calls it, and `rules` is the bridge's.
    static func isUsableFunctionName(_ name: String) -> Bool {
        SwiftNames.isIdentifier(name) && !name.hasPrefix("_") && !declaredNames.contains(name)
            && !SwiftNames.standardTypes.contains(name) && name != "e"
    }

    /// Why `options` cannot be used as given (and what `generate` falls
    /// back to), or nil when they can.
    package static func problem(with options: Options) -> String? {
        if !isUsableTypeName(options.typeName) {
            return "invalid type name '\(options.typeName)': expected a Swift identifier that is not a keyword or a standard type"
        }
        if !isUsableFunctionName(options.functionName) {
            return "invalid function name '\(options.functionName)': expected a Swift identifier that does not start with '_',"
                + " is not a standard type and is not 'frames', 'rules' or 'e'"
        }
        if options.inlineLimit < 0 { return "the inline limit must not be negative" }
        return nil
    }

    /// The Swift source for `ruleSet`.
    package static func generate(_ ruleSet: RuleSet, options: Options = Options()) -> String {
        var options = options
        if !isUsableTypeName(options.typeName) { options.typeName = "GeneratedLayout" }
        if !isUsableFunctionName(options.functionName) { options.functionName = "evaluate" }
        options.inlineLimit = max(0, options.inlineLimit)
        // A scan leaf's match is the environment's cell, which generated
        // code does not compute: a file that would need one fails to
        // compile with this message rather than answer wrongly
        // (`layoutc compile` refuses it before, with the same words).
        if let refusal = unsupported(ruleSet) { return "#error(\"\(refusal)\")\n" }
        return Generator(ruleSet: ruleSet, options: options).file()
    }

    /// Why `ruleSet` cannot be generated, or nil: its tree has scan leaves
    /// (`DecisionTree.ScanTables`), which only `RuleSet` evaluates.
    package static func unsupported(_ ruleSet: RuleSet) -> String? {
        let scanLeaves = ruleSet.tree.leaves.count { $0.isScan }
        guard scanLeaves > 0 else { return nil }
        return "\(scanLeaves) of the decision tree's \(ruleSet.tree.leaves.count) leaves test more than 64 rules at run time "
            + "(the rules interact too much for a refined tree), which generated Swift does not do: evaluate these rules "
            + "with RuleSet, or split them into files that interact less"
    }
}

/// One run of the generator over a rule set. A class, so that emitting
/// methods can write while closures read the rest of the state.
final class Generator {
    let ruleSet: RuleSet
    let options: Options
    let fields: [TraitField]
    /// The leaves `evaluate` can return, ascending.
    let leaves: [Int]
    let regions: RegionModel
    var writer = SwiftWriter()
    /// Helpers the emitted code calls; each is written out once at the end.
    var usesRatio = false
    var usesRatioOperands = false
    var usesAspectRatio = false
    var usesPortrait = false
    var usesWindowFraction = false
    var usesRotation = false
    var usesSafeArea = false

    typealias Options = SwiftCodeGenerator.Options

    var tree: DecisionTree { ruleSet.tree }
    var api: String { options.accessLevel.modifier }

    init(ruleSet: RuleSet, options: Options) {
        self.ruleSet = ruleSet
        self.options = options
        fields = TraitField.fields(of: ruleSet.tree, reserving: [options.typeName, options.functionName])
        leaves = TraitField.reachableLeaves(of: ruleSet.tree)
        regions = RegionModel(ruleSet.layouts, leaves: leaves, typeName: options.typeName)
    }

    func file() -> String {
        // The body first: whether the header imports the C library depends
        // on what the body calls.
        writer.line()
        writer.line("/// The rules compiled to Swift: evaluate traits with `\(options.functionName)(_:)`, frames with `frames(_:)`.")
        writer.line("\(api)enum \(options.typeName) {")
        writer.indentation = 1
        environmentType()
        discreteTypes()
        traitTypes()
        traitsType()
        framesTypes()
        evaluation()
        layouts()
        helpers()
        writer.indentation = 0
        writer.line("}")
        fileScopeHelpers()
        if options.libraryBridge != .never { bridge() }
        let body = writer.text
        writer = SwiftWriter()
        header()
        return writer.text + body
    }

    private func header() {
        writer.line("// Generated by `layoutc compile --emit swift`. Do not edit: regenerate instead.")
        for line in options.header { writer.line("// " + SwiftNames.comment(line)) }
        writer.line("//")
        writer.line("// " + TreePrinter(ruleSet).summary)
        let needs = usesRotation ? "the Swift standard library and the C library's sin and cos" : "only the Swift standard library"
        if options.libraryBridge == .never {
            writer.line("// Needs \(needs). Rules, in cascade order:")
        } else {
            writer.line("// Needs \(needs); where LayoutRules can be imported, the")
            writer.line("// section at the end converts to and from its types. Rules, in cascade order:")
        }
        for index in ruleSet.rules.indices {
            writer.line("//   rule \(index): " + SwiftNames.comment(ruleLabel(index)))
        }
        if usesRotation { cLibraryImport() }
        if options.libraryBridge != .never {
            writer.line()
            writer.line("#if canImport(LayoutRules)")
            writer.line("    import LayoutRules")
            writer.line("#endif")
        }
    }

    func ruleLabel(_ index: Int) -> String {
        guard let (path, location) = ruleSet.position(ofRule: index) else { return "?" }
        return "\(path):\(location)"
    }

    // MARK: Types

    /// The features read from a stored keyword property, in table order:
    /// the property (the library `LayoutEnvironment`'s name) and its
    /// generated enum (`interfaceOrientation`, `InterfaceOrientation`).
    static let keywordFeatures: [(descriptor: FeatureDescriptor, property: String, type: String)] =
        Feature.allCases.compactMap { feature in
            guard case .keyword(let property) = feature.descriptor.reading else { return nil }
            return (feature.descriptor, property, swiftType(ofProperty: property))
        }

    /// The keyword features with a default (the user's settings and the
    /// color gamut): trailing parameters of the initializer, defaulted as
    /// the library's `LayoutEnvironment` is. The others (interface
    /// orientation, idiom, window) have parameters of their own.
    static let settingFeatures = keywordFeatures.filter { $0.descriptor.defaultValue != nil }

    /// The case a setting's parameter defaults to: `.large`.
    static func defaultCase(_ descriptor: FeatureDescriptor) -> String {
        let index = descriptor.defaultValue.flatMap(descriptor.values.firstIndex(of:)) ?? 0
        return swiftCases(descriptor)[index]
    }

    /// One line of documentation for a keyword feature's enum: the UIKit
    /// symbol and the value no test matches; for a setting, the feature,
    /// what it says and where UIKit keeps it; else what the feature is.
    static func enumDocumentation(_ descriptor: FeatureDescriptor) -> String {
        if let unmatched = descriptor.unmatchedValue {
            let symbol = descriptor.citation.map { "`\($0.title)`; " } ?? ""
            return "\(symbol)`\(unmatched)` matches no `(\(descriptor.name): ...)` test."
        }
        if descriptor.defaultValue != nil {
            let apple = [descriptor.citation, descriptor.platformCitation].compactMap { $0 }
                .first { $0.url.hasPrefix("https://developer.apple.com/documentation/uikit/") }
            return "`\(descriptor.name)`: \(descriptor.summary)" + (apple.map { " (`\($0.title)`)." } ?? ".")
        }
        return descriptor.summary.prefix(1).uppercased() + descriptor.summary.dropFirst() + "."
    }

    /// The stored properties of the generated `Environment` that features
    /// read: the library `LayoutEnvironment`'s names and types, numbers
    /// first, then the safe-area insets, then the keyword enums (one byte
    /// each, packed at the end without padding between them).
    private var storedProperties: String {
        var lines: [String] = []
        for descriptor in Feature.allCases.map(\.descriptor) {
            if case .number(let property) = descriptor.reading { lines.append("    \(api)var \(property): Double") }
        }
        for edge in ["Top", "Left", "Bottom", "Right"] { lines.append("    \(api)var safeArea\(edge): Double") }
        for keyword in Self.keywordFeatures { lines.append("    \(api)var \(keyword.property): \(keyword.type)") }
        return lines.joined(separator: "\n")
    }

    /// The initializer's trailing parameters, one per setting, wrapped as
    /// the fixed ones are: `dynamicTypeSize: DynamicTypeSize = .large, ...`.
    private var settingParameters: String {
        let parameters = Self.settingFeatures.map { "\($0.property): \($0.type) = .\(Self.defaultCase($0.descriptor))" }
        return Self.wrapped(parameters, indentation: "        ", width: 116).joined(separator: "\n")
    }

    /// `items` joined by ", " into lines no wider than `width` where
    /// possible, each starting with `indentation` and ending in
    /// `continuation` but the last.
    static func wrapped(_ items: [String], indentation: String, continuation: String = ",", width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for item in items {
            if !current.isEmpty, indentation.count + current.count + 2 + item.count + continuation.count > width {
                lines.append(indentation + current + continuation)
                current = item
            } else {
                current += current.isEmpty ? item : ", " + item
            }
        }
        if !current.isEmpty { lines.append(indentation + current) }
        return lines
    }

    /// `text` in lines of at most `width` characters, broken between words
    /// (a longer word gets a line of its own).
    static func wrappedWords(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = String(word)
            } else {
                current += current.isEmpty ? String(word) : " " + word
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    private func environmentType() {
        let settings = Self.settingFeatures.map { "        self.\($0.property) = \($0.property)" }.joined(separator: "\n")
        writer.lines(
            """
            /// What the rules test: the window (or container) size, the screen
            /// size in the current orientation, the interface orientation, the
            /// idiom, the display scale and the kind of window, sizes in points;
            /// the user's settings (text size, appearance, accessibility, layout
            /// direction) and the display's color gamut; and the window's
            /// safe-area insets, which layouts read with `env(safe-area-inset-*)`.
            /// The CSS orientation and the aspect ratio follow from width and
            /// height, the window fractions from the window and screen sizes.
            \(api)struct Environment: Hashable, Sendable {
            \(storedProperties)

                /// The screen defaults to the window (full screen); the interface
                /// orientation to `.portrait` when height >= width, else `.landscapeRight`;
                /// the settings to the library's defaults, which are UIKit's.
                \(api)init(
                    width: Double, height: Double, screenWidth: Double? = nil, screenHeight: Double? = nil,
                    interfaceOrientation: InterfaceOrientation? = nil, idiom: Idiom = .phone, scale: Double = 3,
                    safeAreaTop: Double = 0, safeAreaLeft: Double = 0, safeAreaBottom: Double = 0, safeAreaRight: Double = 0,
                    window: Window = .fullScreen\(Self.settingFeatures.isEmpty ? "" : ",")
            \(settingParameters)
                ) {
                    self.width = width
                    self.height = height
                    self.screenWidth = screenWidth ?? width
                    self.screenHeight = screenHeight ?? height
                    self.interfaceOrientation = interfaceOrientation ?? (height >= width ? .portrait : .landscapeRight)
                    self.idiom = idiom
                    self.scale = scale
                    self.safeAreaTop = safeAreaTop
                    self.safeAreaLeft = safeAreaLeft
                    self.safeAreaBottom = safeAreaBottom
                    self.safeAreaRight = safeAreaRight
                    self.window = window
            \(settings)
                }
            }
            """)
    }

    /// An enum per keyword feature, named after its `Environment` property
    /// and in alphabetical order, its cases the feature's values in index
    /// order (so the raw value is the library's `featureIndex`). An ordered
    /// feature's enum is `Comparable`, as the library's is:
    /// `e.dynamicTypeSize >= .accessibilityMedium`.
    private func discreteTypes() {
        for keyword in Self.keywordFeatures.sorted(by: { $0.type < $1.type }) {
            let descriptor = keyword.descriptor
            let ordered = descriptor.ordering == .ordered
            writer.line()
            for line in Self.wrappedWords(Self.enumDocumentation(descriptor), width: 100) { writer.line("/// " + line) }
            writer.block("\(api)enum \(keyword.type): Int, Hashable, Sendable, CaseIterable\(ordered ? ", Comparable" : "")") { w in
                // Wrapped so that the twelve text sizes do not make one long line.
                for line in Self.wrapped(Self.swiftCases(descriptor), indentation: "case ", continuation: "", width: 112) { w.line(line) }
                if ordered {
                    w.line()
                    w.line("/// In the order of the cases, as the rules compare them.")
                    w.line("\(api)static func < (a: \(keyword.type), b: \(keyword.type)) -> Bool { a.rawValue < b.rawValue }")
                }
            }
        }
        writer.lines(
            """

            /// A trait value of any kind, as the rule files write it.
            \(api)enum Value: Hashable, Sendable, CustomStringConvertible {
                case identifier(String)
                case string(String)
                case number(Double)
                case boolean(Bool)

                /// `compact`, `"Photos"` (quoted, `"`, `\\` and control characters
                /// escaped as the rule files escape them), `400` (no `.0`), `true`.
                \(api)var description: String {
                    switch self {
                    case .identifier(let name): return name
                    case .string(let text):
                        var quoted = "\\""
                        for scalar in text.unicodeScalars {
                            switch scalar {
                            case "\\"", "\\\\": quoted += "\\\\" + String(scalar)
                            case _ where scalar.properties.generalCategory == .control || scalar == "\\u{2028}" || scalar == "\\u{2029}"
                                || scalar == "\\u{061C}" || scalar == "\\u{200E}" || scalar == "\\u{200F}"
                                || ("\\u{202A}"..."\\u{202E}").contains(scalar) || ("\\u{2066}"..."\\u{2069}").contains(scalar):
                                quoted += "\\\\" + String(scalar.value, radix: 16, uppercase: true) + " "
                            default: quoted.unicodeScalars.append(scalar)
                            }
                        }
                        return quoted + "\\""
                    case .number(let value):
                        if value.isFinite, value.magnitude < 1e15, value == Double(Int64(value)) { return String(Int64(value)) }
                        return String(value)
                    case .boolean(let flag): return flag ? "true" : "false"
                    }
                }
            }
            """)
    }

    private func traitTypes() {
        for field in fields {
            guard case .enumeration(let type, let cases) = field.kind else { continue }
            writer.line()
            writer.line("/// The values of the `\(SwiftNames.comment(field.name))` trait.")
            writer.block("\(api)enum \(type): String, Hashable, Sendable, CaseIterable") { w in
                for (raw, name) in cases {
                    w.line(name == raw ? "case \(SwiftNames.escaped(name))" : "case \(SwiftNames.escaped(name)) = \(SwiftNames.string(raw))")
                }
            }
        }
    }

    private func traitsType() {
        writer.line()
        writer.lines(
            """
            /// The traits the cascade gives one environment. A trait that every
            /// environment gets is a plain property; one that some environment
            /// does not get is an Optional, nil there. Also the decision-tree leaf
            /// that was reached (`TraitCollection.leafIndex`) and, at a leaf that
            /// tests rules at run time, which of them held (`TraitCollection.residualMask`).
            """)
        writer.block("\(api)struct Traits: Hashable, Sendable") { w in
            w.line("/// Index of the decision-tree leaf the environment reached.")
            w.line("\(api)var leaf: Int = 0")
            w.line("/// Bit `i`: the leaf's residual rule `i` holds (always 0 at an exact leaf).")
            w.line("\(api)var residualMask: UInt64 = 0")
            for field in fields {
                if field.optional {
                    w.line("/// `\(SwiftNames.comment(field.name))`; nil where no matching rule sets it.")
                    w.line("\(api)var \(field.property): \(field.declaredType) = nil")
                } else {
                    w.line("/// `\(SwiftNames.comment(field.name))`: every environment gets a value.")
                    w.line("\(api)var \(field.property): \(field.declaredType)")
                }
            }
            w.line()
            w.line("/// Every trait that is set, in order of first appearance in the rules.")
            w.block("\(api)func forEachTrait(_ body: (_ name: String, _ value: Value) throws -> Void) rethrows") { w in
                for field in fields {
                    let name = SwiftNames.string(field.name)
                    if field.optional {
                        w.line("if let value = \(field.property) { try body(\(name), \(field.kind.valueExpression("value"))) }")
                    } else {
                        w.line("try body(\(name), \(field.kind.valueExpression(field.property)))")
                    }
                }
            }
            w.line()
            w.line("/// The value of the trait named as in the rules, or nil.")
            w.block("\(api)subscript(name: String) -> Value?") { w in
                if fields.isEmpty {
                    w.line("nil")
                    return
                }
                w.line("switch name {")
                for field in fields {
                    let value =
                        field.optional
                        ? "\(field.property).map { \(field.kind.valueExpression("$0")) }" : field.kind.valueExpression(field.property)
                    w.line("case \(SwiftNames.string(field.name)): return \(value)")
                }
                w.line("default: return nil")
                w.line("}")
            }
            w.line()
            equality(&w)
            w.line()
            matchedRules(&w)
        }
    }

    /// `==` and `hash(into:)` over the traits' values only, as
    /// `ResolvedTraits` compares: two environments that set the same
    /// values are equal whichever leaf (and so whichever layout) they
    /// reached, so an adapter that compares traits does not report a
    /// change, nor update the views that read them, at a breakpoint that
    /// only moves regions. The frames tell those apart.
    private func equality(_ w: inout SwiftWriter) {
        w.line("/// Whether two evaluations set the same traits to the same values; the leaf")
        w.line("/// reached and the rules that matched are not compared.")
        w.block("\(api)static func == (lhs: Traits, rhs: Traits) -> Bool") { w in
            // One comparison a statement: a long chain of `&&` is slow to type-check.
            for field in fields { w.line("if lhs.\(field.property) != rhs.\(field.property) { return false }") }
            w.line("return true")
        }
        w.line()
        w.line("/// Hashes the values `==` compares.")
        w.block("\(api)func hash(into hasher: inout Hasher)") { w in
            for field in fields { w.line("hasher.combine(self.\(field.property))") }
        }
    }

    /// `matchedRules`: the leaf's static list, merged with the residual
    /// rules that held.
    private func matchedRules(_ w: inout SwiftWriter) {
        w.line("/// Indices (in cascade order) of every rule whose condition holds.")
        w.block("\(api)var matchedRules: [Int]") { w in
            var groups: [(rules: [Int32], leaves: [Int])] = []
            var groupOf: [[Int32]: Int] = [:]
            var residualLeaves: [Int] = []
            for (index, leaf) in tree.leaves.enumerated() {
                if !leaf.residual.isEmpty {
                    residualLeaves.append(index)
                    continue
                }
                let rules = Array(tree.matchedRules(ofLeaf: index))
                if let group = groupOf[rules] {
                    groups[group].leaves.append(index)
                } else {
                    groupOf[rules] = groups.count
                    groups.append((rules, [index]))
                }
            }
            w.line("switch leaf {")
            for group in groups where !group.rules.isEmpty {
                w.line("case \(group.leaves.map(String.init).joined(separator: ", ")): return [\(group.rules.map(String.init).joined(separator: ", "))]")
            }
            for index in residualLeaves {
                let leaf = tree.leaves[index]
                let rules = tree.matchedRules(ofLeaf: index)
                w.line("case \(index):")
                w.indentation += 1
                w.line("var rules: [Int] = [\(rules.map(String.init).joined(separator: ", "))]")
                for (bit, position) in (Int(leaf.residual.lowerBound)..<Int(leaf.residual.upperBound)).enumerated() {
                    w.line("if residualMask & (1 << \(bit)) != 0 { rules.append(\(tree.residualRules[position].rule)) }")
                }
                w.line("rules.sort()")
                w.line("return rules")
                w.indentation -= 1
            }
            w.line("default: return []")
            w.line("}")
        }
    }
}

/// How one trait is declared in the generated `Traits`.
struct TraitField {
    enum Kind {
        /// `number` is a `Double`; `integer` an `Int`, for a trait whose
        /// every value is a whole number an `Int` holds on any platform.
        case boolean, number, integer, string
        /// Every value is a name: a generated enum (type name, cases as
        /// (value, Swift case name)).
        case enumeration(String, [(String, String)])
        /// Mixed kinds: the generic `Value`.
        case mixed

        var type: String {
            switch self {
            case .boolean: "Bool"
            case .number: "Double"
            case .integer: "Int"
            case .string: "String"
            case .enumeration(let name, _): name
            case .mixed: "Value"
            }
        }

        /// `expression` (of this kind) as a `Value`.
        func valueExpression(_ expression: String) -> String {
            switch self {
            case .boolean: ".boolean(\(expression))"
            case .number: ".number(\(expression))"
            case .integer: ".number(Double(\(expression)))"
            case .string: ".string(\(expression))"
            case .enumeration: ".identifier(\(expression).rawValue)"
            case .mixed: expression
            }
        }

        /// A literal of this kind.
        func literal(_ value: TraitValueData) -> String {
            switch (self, value) {
            case (.boolean, .boolean(let flag)): return flag ? "true" : "false"
            case (.number, .number(let number)): return SwiftNames.double(number)
            case (.integer, .number(let number)): return String(Int64(number))
            case (.string, .string(let text)): return SwiftNames.string(text)
            case (.enumeration(_, let cases), .identifier(let name)):
                return "." + SwiftNames.escaped(cases.first { $0.0 == name }?.1 ?? name)
            case (_, .identifier(let name)): return ".identifier(\(SwiftNames.string(name)))"
            case (_, .string(let text)): return ".string(\(SwiftNames.string(text)))"
            case (_, .number(let number)): return ".number(\(SwiftNames.double(number)))"
            case (_, .boolean(let flag)): return ".boolean(\(flag))"
            }
        }
    }

    /// The trait's name in the rules.
    var name: String
    /// The Swift property, escaped if need be.
    var property: String
    /// The property as an argument label, where keywords need no escaping.
    var label: String
    var kind: Kind
    /// Whether some environment gets no value: the property is then an
    /// Optional. False only when every leaf the generated code can reach
    /// sets the trait (see `fields(of:reserving:)`).
    var optional: Bool

    /// The property's declared type: `Int`, `Style?`.
    var declaredType: String { optional ? kind.type + "?" : kind.type }

    /// Members of `Traits` a trait property must not take, and the
    /// parameters its methods read (`body` of `forEachTrait`, `name` of the
    /// subscript), which a property of that name would be hidden by.
    static let reservedMembers: Set<String> = [
        "leaf", "residualMask", "matchedRules", "forEachTrait", "hashValue", "hash", "body", "name",
    ]

    /// Members of a `String` raw-value enum a case must not take.
    static let reservedCases: Set<String> = ["rawValue", "allCases", "hashValue", "hash", "description"]

    /// One field per trait, in `traitNames` order, typed by every value the
    /// tree can give it.
    ///
    /// A trait is non-optional exactly when every leaf reachable from the
    /// root sets it among its static assignments. Every environment the
    /// generated `Environment` can hold (an unspecified idiom, a negative
    /// or NaN width included) ends at one of those leaves, and each leaf
    /// returns a literal `Traits(...)` that then names the trait; a
    /// residual rule only ever overrides a static value, never removes
    /// it. A trait that only residual rules may set stays optional, as
    /// does one that `@require` accepts because its gaps are unrealistic
    /// (the compiler's `uncovered-trait` check looks at realistic
    /// environments only; the generated function answers for all).
    static func fields(of tree: DecisionTree, reserving taken: Set<String>) -> [TraitField] {
        var valuesOf = [[Int32]](repeating: [], count: tree.traitNames.count)
        for assignment in tree.assignments + tree.residualAssignments
        where !valuesOf[Int(assignment.trait)].contains(assignment.value) {
            valuesOf[Int(assignment.trait)].append(assignment.value)
        }
        let leaves = reachableLeaves(of: tree)
        var leavesSetting = [Int](repeating: 0, count: tree.traitNames.count)
        for index in leaves {
            // A leaf's static assignments name each trait at most once.
            for position in tree.leaves[index].assignments { leavesSetting[Int(tree.assignments[Int(position)].trait)] += 1 }
        }
        var properties = SwiftNames.Taken(reservedMembers.union(SwiftNames.unusable))
        var types = SwiftNames.Taken(SwiftCodeGenerator.declaredNames.union(SwiftNames.standardTypes).union(taken))
        return tree.traitNames.enumerated().map { index, name in
            var property = SwiftNames.lowerFirst(SwiftNames.lowerCamel(name))
            if properties.contains(property) { property += "Trait" }
            property = properties.unique(property)
            let values = valuesOf[index].sorted().map { tree.values[Int($0)] }
            let kind: Kind
            if values.allSatisfy({ if case .boolean = $0 { true } else { false } }) {
                kind = .boolean
            } else if values.allSatisfy({ if case .number(let number) = $0 { Self.isInteger(number) } else { false } }) {
                kind = .integer
            } else if values.allSatisfy({ if case .number = $0 { true } else { false } }) {
                kind = .number
            } else if values.allSatisfy({ if case .string = $0 { true } else { false } }) {
                kind = .string
            } else if values.allSatisfy({ if case .identifier = $0 { true } else { false } }) {
                var type = SwiftNames.upperCamel(name)
                // The generator's private helpers (`_layout0`, `_isPortrait`,
                // `_Rect`...) start with `_`; a type never does.
                if type.hasPrefix("_") { type = "Trait" + type }
                if types.contains(type) || SwiftNames.keywords.contains(type) { type += "Trait" }
                type = types.unique(type)
                var caseNames = SwiftNames.Taken(reservedCases.union(SwiftNames.unusable))
                var cases: [(String, String)] = []
                for case .identifier(let raw) in values {
                    var caseName = SwiftNames.lowerFirst(SwiftNames.lowerCamel(raw))
                    if caseNames.contains(caseName) { caseName += "Value" }
                    cases.append((raw, caseNames.unique(caseName)))
                }
                kind = .enumeration(type, cases)
            } else {
                kind = .mixed
            }
            let label = SwiftNames.label(property)
            return TraitField(
                name: name, property: SwiftNames.escaped(property), label: label, kind: kind,
                optional: leavesSetting[index] < leaves.count || leaves.isEmpty)
        }
    }

    /// Whether `value` is a whole number that a 32-bit `Int` holds too
    /// (watchOS's arm64_32 has one), so that `Int` reads it back exactly
    /// everywhere. `-0` counts: as an `Int` it is `0`, equal and printed
    /// the same.
    static func isInteger(_ value: Double) -> Bool {
        value.isFinite && value == value.rounded() && value.magnitude <= Double(Int32.max)
    }

    /// The indices of the leaves a walk from the root can reach, ascending:
    /// the leaves the generated `evaluate` returns, each exactly once in
    /// its code paths whatever the sharing.
    static func reachableLeaves(of tree: DecisionTree) -> [Int] {
        var seen = [Bool](repeating: false, count: tree.nodes.count)
        var leaves = Set<Int>()
        var stack = [tree.root]
        while let index = stack.popLast() {
            guard Int(index) < seen.count, !seen[Int(index)] else { continue }
            seen[Int(index)] = true
            let node = tree.nodes[Int(index)]
            if node.kind == .leaf {
                leaves.insert(Int(node.first))
            } else {
                stack += TreePlan.children(of: index, in: tree)
            }
        }
        return leaves.sorted()
    }
}
