import LayoutRulesBase
import LayoutRulesRuntime

/// The section of a generated file that meets the LayoutRules library,
/// inside `#if canImport(LayoutRules)` so that the file stays standard
/// library only where the library is absent:
///
///     let environment = NewsLayout.Environment(layoutEnvironment)   // and LayoutEnvironment(environment)
///     var tracker = LayoutTracker(NewsLayout.rules)                 // a LayoutEvaluator
///     NewsLayout.Traits(ruleSet.traits(in: layoutEnvironment))?.columns
///     NewsLayout.Frames(ruleSet.frames(in: layoutEnvironment))?.sidebar
///
/// Inside the generated enum `Environment`, `Idiom`, `Rect`, `Point`... are
/// its own nested types, and a module of the app may declare a type with a
/// library type's name; so every library type is written `LayoutRules.X`
/// and every generated one `<Type>.X` (the generator reserves both names,
/// see `SwiftCodeGenerator.declaredNames`).
extension Generator {
    func bridge() {
        let type = options.typeName
        writer.line()
        writer.line("#if canImport(LayoutRules)")
        writer.line("// Meets the LayoutRules library: environments converted both ways, the rules as a")
        writer.line("// LayoutEvaluator for LayoutTracker and the UIKit and SwiftUI adapters, and typed")
        writer.line("// reads of what a RuleSet compiled from the same rules answers.")
        environmentConversions(type)
        rulesType(type)
        traitsFromLibrary(type)
        framesFromLibrary(type)
        writer.line("#endif")
    }

    /// A keyword feature's generated enum and the library's, with each
    /// generated case and the library case of the same value (the raw
    /// value of the library's enums is the value's name in the rules), in
    /// table order. The switch names the library type of every feature, so
    /// a new keyword feature cannot be left out of the bridge.
    static var libraryKeywordFeatures: [(property: String, type: String, library: String, cases: [(String, String)])] {
        func pairs<Library: RawRepresentable & CaseIterable>(_: Library.Type, _ descriptor: FeatureDescriptor) -> [(String, String)]
        where Library.RawValue == String {
            let values = descriptor.values + (descriptor.unmatchedValue.map { [$0] } ?? [])
            return zip(swiftCases(descriptor), values).map { name, value in
                // The library's case name, as Swift prints a case.
                (name, Library(rawValue: value).map { String(describing: $0) } ?? name)
            }
        }
        return keywordFeatures.map { keyword in
            let descriptor = keyword.descriptor
            let (library, cases): (String, [(String, String)]) =
                switch descriptor.feature {
                case .interfaceOrientation: ("LayoutInterfaceOrientation", pairs(LayoutInterfaceOrientation.self, descriptor))
                case .idiom: ("Idiom", pairs(Idiom.self, descriptor))
                case .window: ("WindowKind", pairs(WindowKind.self, descriptor))
                case .dynamicType: ("LayoutEnvironment.DynamicTypeSize", pairs(LayoutEnvironment.DynamicTypeSize.self, descriptor))
                case .prefersColorScheme: ("LayoutEnvironment.ColorScheme", pairs(LayoutEnvironment.ColorScheme.self, descriptor))
                case .prefersContrast: ("LayoutEnvironment.Contrast", pairs(LayoutEnvironment.Contrast.self, descriptor))
                case .prefersReducedMotion:
                    ("LayoutEnvironment.ReducedMotion", pairs(LayoutEnvironment.ReducedMotion.self, descriptor))
                case .prefersReducedTransparency:
                    ("LayoutEnvironment.ReducedTransparency", pairs(LayoutEnvironment.ReducedTransparency.self, descriptor))
                case .invertedColors: ("LayoutEnvironment.InvertedColors", pairs(LayoutEnvironment.InvertedColors.self, descriptor))
                case .layoutDirection:
                    ("LayoutEnvironment.LayoutDirection", pairs(LayoutEnvironment.LayoutDirection.self, descriptor))
                case .legibilityWeight:
                    ("LayoutEnvironment.LegibilityWeight", pairs(LayoutEnvironment.LegibilityWeight.self, descriptor))
                case .colorGamut: ("LayoutEnvironment.ColorGamut", pairs(LayoutEnvironment.ColorGamut.self, descriptor))
                case .width, .height, .screenWidth, .screenHeight, .aspectRatio, .orientation, .scale, .windowWidthFraction,
                    .windowHeightFraction:
                    ("", [])  // not read from a keyword property
                }
            return (keyword.property, keyword.type, library, cases)
        }
    }

    /// `Environment(layoutEnvironment)` and `LayoutEnvironment(environment)`.
    /// Keyword features are converted case by case, both ways: each
    /// generated enum has one case per value of its feature, the unmatched
    /// one (`unknown`, `unspecified`) included, so every environment gets
    /// the same answers either way.
    private func environmentConversions(_ type: String) {
        writer.line()
        writer.block("extension \(type).Environment") { w in
            w.lines(
                """
                /// The library's environment, feature for feature: the same traits
                /// and frames as `RuleSet` gives it, an unknown interface orientation
                /// and an unspecified idiom included. (`nativeScale`, which no
                /// feature reads, is left out.)
                """)
            w.block("\(api)init(_ environment: LayoutRules.LayoutEnvironment)") { w in
                let close = Self.settingFeatures.isEmpty ? ")" : ","
                keywordConversions(from: "LayoutRules.", to: "\(type).", &w)
                w.lines(
                    """
                    self.init(
                        width: environment.width, height: environment.height, screenWidth: environment.screenWidth,
                        screenHeight: environment.screenHeight, interfaceOrientation: interfaceOrientation, idiom: idiom,
                        scale: environment.scale, safeAreaTop: environment.safeArea.top, safeAreaLeft: environment.safeArea.left,
                        safeAreaBottom: environment.safeArea.bottom, safeAreaRight: environment.safeArea.right, window: window\(close)
                    """)
                let settings = Self.settingFeatures.map { "\($0.property): \($0.property)" }
                for line in Self.wrapped(settings, indentation: "    ", width: 112).dropLast() { w.line(line) }
                if let last = Self.wrapped(settings, indentation: "    ", width: 112).last { w.line(last + ")") }
            }
        }
        writer.line()
        writer.block("extension LayoutRules.LayoutEnvironment") { w in
            w.line("/// The generated environment as the library's; its `nativeScale` is the scale.")
            w.block("\(api)init(_ environment: \(type).Environment)") { w in
                keywordConversions(from: "\(type).", to: "LayoutRules.", &w)
                w.lines(
                    """
                    self.init(
                        width: environment.width, height: environment.height, screenWidth: environment.screenWidth,
                        screenHeight: environment.screenHeight, interfaceOrientation: interfaceOrientation, idiom: idiom,
                        scale: environment.scale,
                        safeArea: LayoutRules.LayoutEdgeInsets(
                            top: environment.safeAreaTop, left: environment.safeAreaLeft, bottom: environment.safeAreaBottom,
                            right: environment.safeAreaRight),
                        window: window)
                    """)
                for setting in Self.settingFeatures { w.line("self.\(setting.property) = \(setting.property)") }
            }
        }
    }

    /// `let idiom: <to>Idiom = switch environment.idiom { ... }` for each
    /// keyword feature; `from` and `to` qualify the two sides' types.
    private func keywordConversions(from: String, to: String, _ w: inout SwiftWriter) {
        let toLibrary = to == "LayoutRules."
        for feature in Self.libraryKeywordFeatures {
            w.line("let \(feature.property): \(to)\(toLibrary ? feature.library : feature.type) =")
            w.line("    switch environment.\(feature.property) {")
            for (generated, library) in feature.cases {
                w.line(toLibrary ? "    case .\(generated): .\(library)" : "    case .\(library): .\(generated)")
            }
            w.line("    }")
        }
    }

    /// `Rules`, the generated code as a `LayoutEvaluator`, and `rules`.
    private func rulesType(_ type: String) {
        // The members of `Settings` are named as the environment's properties.
        let tested = ruleSet.testedSettings
        let members = Self.settingFeatures.filter { keyword in
            keyword.descriptor.feature.setting.map(tested.contains) ?? false
        }
        let list = members.map { "." + $0.property }
        // One line when it fits, else one line per few members (the lines
        // after the first are not indented by the literal they go into).
        let testedSettings =
            list.count <= 3
            ? "{ [" + list.joined(separator: ", ") + "] }"
            : (["{", "            ["] + Self.wrapped(list, indentation: "                ", width: 116) + ["            ]", "        }"])
                .joined(separator: "\n")
        writer.lines(
            """

            extension \(type) {
                /// The rules as a `LayoutEvaluator`, for `LayoutTracker` and the UIKit and
                /// SwiftUI adapters: its traits are `Traits` and its frames `Frames`,
                /// computed by the code above, so they equal a `RuleSet`'s.
                \(api)struct Rules: LayoutRules.LayoutEvaluator {
                    \(api)init() {}

                    /// `\(options.functionName)(_:)` of the environment.
                    \(api)func traits(in environment: LayoutRules.LayoutEnvironment) -> \(type).Traits {
                        \(type).\(options.functionName)(\(type).Environment(environment))
                    }

                    /// The layout `traits` came with, solved for `environment`.
                    \(api)func frames(for traits: \(type).Traits, in environment: LayoutRules.LayoutEnvironment) -> \(type).Frames {
                        \(type).frames(for: traits, in: \(type).Environment(environment))
                    }

                    /// The frames as the library's, regions in `forEachRegion`'s order
                    /// (parents first).
                    \(api)func frameLayout(_ frames: \(type).Frames) -> LayoutRules.FrameLayout {
                        var layout = LayoutRules.FrameLayout(
                            windowSize: LayoutRules.Size(width: frames.windowWidth, height: frames.windowHeight),
                            safeArea: LayoutRules.LayoutEdgeInsets(
                                top: frames.safeAreaTop, left: frames.safeAreaLeft, bottom: frames.safeAreaBottom,
                                right: frames.safeAreaRight))
                        frames.forEachRegion { name, region in
                            layout.appendRegion(
                                named: name,
                                layoutFrame: LayoutRules.Rect(
                                    x: region.frame.x, y: region.frame.y, width: region.frame.width, height: region.frame.height),
                                center: LayoutRules.Point(x: region.center.x, y: region.center.y),
                                transform: LayoutRules.LayoutTransform(
                                    a: region.transform.a, b: region.transform.b, c: region.transform.c, d: region.transform.d,
                                    tx: region.transform.tx, ty: region.transform.ty))
                        }
                        return layout
                    }

                    /// The settings beyond geometry the rules test, as the `RuleSet` compiled
                    /// from them says: an adapter evaluates again when one of these changes.
                    \(api)var testedSettings: LayoutRules.LayoutEnvironment.Settings \(testedSettings)

                    /// The traits by name, in `forEachTrait`'s order.
                    \(api)func resolvedTraits(_ traits: \(type).Traits) -> LayoutRules.ResolvedTraits {
                        var pairs: [(name: String, value: LayoutRules.TraitValueData)] = []
                        traits.forEachTrait { name, value in
                            switch value {
                            case .identifier(let identifier): pairs.append((name, .identifier(identifier)))
                            case .string(let text): pairs.append((name, .string(text)))
                            case .number(let number): pairs.append((name, .number(number)))
                            case .boolean(let flag): pairs.append((name, .boolean(flag)))
                            }
                        }
                        return LayoutRules.ResolvedTraits(pairs: pairs)
                    }
                }

                /// The rules as a `LayoutEvaluator`: `LayoutTracker(\(type).rules)`.
                \(api)static var rules: Rules { Rules() }
            }
            """)
    }

    /// `Traits(resolved)`: a `RuleSet`'s traits read into the typed struct.
    private func traitsFromLibrary(_ type: String) {
        writer.line()
        writer.block("extension \(type).Traits") { w in
            w.lines(
                """
                /// The traits a `RuleSet` compiled from the same rules gives
                /// (`ruleSet.traits(in:)`), typed; nil when a trait that every
                /// environment gets is missing or a value is not of its property's
                /// type. `leaf` and `residualMask` stay 0: `ResolvedTraits` has
                /// neither, so take frames from the rule set too (`Frames(_:)`).
                """)
            var readers = Set<String>()
            w.block("\(api)init?(_ resolved: LayoutRules.ResolvedTraits)") { w in
                var arguments: [String] = []
                for (index, field) in fields.enumerated() {
                    let (reader, result) = Self.reader(field.kind, type: type)
                    readers.insert(reader)
                    let value = "resolved[\(SwiftNames.string(field.name))]"
                    let read = ".flatMap(Self.\(reader))" + (result.map { ".flatMap(\($0))" } ?? "")
                    if field.optional {
                        // Unset is nil; set to a value of another type is no match.
                        w.line("let t\(index) = \(value)")
                        w.line("let v\(index) = t\(index)\(read)")
                        w.line("if t\(index) != nil && v\(index) == nil { return nil }")
                    } else {
                        w.line("guard let v\(index) = \(value)\(read) else { return nil }")
                    }
                    arguments.append("\(field.label): v\(index)")
                }
                if arguments.isEmpty {
                    w.line("self.init()")
                } else {
                    w.line("self.init(")
                    for (index, argument) in arguments.enumerated() {
                        w.line("    " + argument + (index == arguments.count - 1 ? ")" : ","))
                    }
                }
            }
            traitReaders(readers, type: type, &w)
        }
    }

    /// The static function that reads a `TraitValueData` of a field's
    /// kind, and the conversion of its result, if any, into the field's type.
    private static func reader(_ kind: TraitField.Kind, type: String) -> (String, String?) {
        switch kind {
        case .boolean: ("_boolean", nil)
        case .integer: ("_integer", nil)
        case .number: ("_number", nil)
        case .string: ("_string", nil)
        case .enumeration(let name, _): ("_identifier", "\(type).\(name).init(rawValue:)")
        case .mixed: ("_value", nil)
        }
    }

    /// The readers `init?(_:)` calls, each written once, in a fixed order.
    private func traitReaders(_ readers: Set<String>, type: String, _ w: inout SwiftWriter) {
        let bodies: [(String, String, [String])] = [
            ("_boolean", "Bool", ["if case .boolean(let flag) = value { return flag }", "return nil"]),
            // Only a whole number is an `Int` (`Traits` has a `Double` otherwise).
            ("_integer", "Int", ["if case .number(let number) = value { return Int(exactly: number) }", "return nil"]),
            ("_number", "Double", ["if case .number(let number) = value { return number }", "return nil"]),
            ("_string", "String", ["if case .string(let text) = value { return text }", "return nil"]),
            ("_identifier", "String", ["if case .identifier(let name) = value { return name }", "return nil"]),
            (
                "_value", "\(type).Value",
                [
                    "switch value {", "case .identifier(let name): return .identifier(name)",
                    "case .string(let text): return .string(text)", "case .number(let number): return .number(number)",
                    "case .boolean(let flag): return .boolean(flag)", "}",
                ]
            ),
        ]
        for (name, result, body) in bodies where readers.contains(name) {
            w.line()
            w.block("private static func \(name)(_ value: LayoutRules.TraitValueData) -> \(result)?") { w in
                for line in body { w.line(line) }
            }
        }
    }

    /// `Frames(layout)`: a `RuleSet`'s frames read into the typed struct.
    private func framesFromLibrary(_ type: String) {
        writer.line()
        writer.block("extension \(type).Frames") { w in
            w.lines(
                """
                /// The frames a `RuleSet` compiled from the same rules gives
                /// (`ruleSet.frames(in:)`), typed; nil when a region this type always
                /// has is missing. Regions it does not declare are left out.
                """)
            w.block("\(api)init?(_ layout: LayoutRules.FrameLayout)") { w in
                w.block("func region(_ name: String) -> \(type).Region?") { w in
                    w.lines(
                        """
                        guard let r = layout[name] else { return nil }
                        return \(type).Region(
                            frame: \(type).Rect(
                                x: r.layoutFrame.origin.x, y: r.layoutFrame.origin.y, width: r.layoutFrame.size.width,
                                height: r.layoutFrame.size.height),
                            center: \(type).Point(x: r.center.x, y: r.center.y),
                            transform: \(type).Transform(
                                a: r.transform.a, b: r.transform.b, c: r.transform.c, d: r.transform.d, tx: r.transform.tx,
                                ty: r.transform.ty))
                        """)
                }
                var arguments = [
                    "windowWidth: layout.windowSize.width, windowHeight: layout.windowSize.height",
                    "safeAreaTop: layout.windowSafeArea.top, safeAreaLeft: layout.windowSafeArea.left",
                    "safeAreaBottom: layout.windowSafeArea.bottom, safeAreaRight: layout.windowSafeArea.right",
                ]
                for root in regions.roots {
                    arguments.append("\(regions.fields[root].label): \(readRegion(root, type: type, &w))")
                }
                w.line("self.init(")
                for (index, argument) in arguments.enumerated() {
                    w.line("    " + argument + (index == arguments.count - 1 ? ")" : ","))
                }
            }
        }
    }

    /// Statements that read region `member` (and the regions nested in it)
    /// from `layout` into a local, returning nil where a region the type
    /// always has is missing; returns the local's name.
    private func readRegion(_ member: Int, type: String, _ w: inout SwiftWriter) -> String {
        let field = regions.fields[member]
        let name = SwiftNames.string(field.name)
        let local = "r\(member)"
        guard let structType = field.type.map({ _ in "\(type).\(field.qualifiedType)" }) else {
            w.line(field.optional ? "let \(local) = region(\(name))" : "guard let \(local) = region(\(name)) else { return nil }")
            return local
        }
        let value = "f\(member)"
        func build(_ w: inout SwiftWriter) -> String {
            var arguments = ["frame: \(local).frame", "center: \(local).center", "transform: \(local).transform"]
            for child in field.children {
                arguments.append("\(regions.fields[child].label): \(readRegion(child, type: type, &w))")
            }
            return "\(structType)(\(arguments.joined(separator: ", ")))"
        }
        if field.optional {
            w.line("var \(value): \(structType)? = nil")
            w.line("if let \(local) = region(\(name)) {")
            w.indentation += 1
            let made = build(&w)
            w.line("\(value) = \(made)")
            w.indentation -= 1
            w.line("}")
        } else {
            w.line("guard let \(local) = region(\(name)) else { return nil }")
            let made = build(&w)
            w.line("let \(value) = \(made)")
        }
        return value
    }
}
