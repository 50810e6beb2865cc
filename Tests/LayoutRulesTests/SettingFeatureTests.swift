// The media features of the user's settings and the display's gamut, as
// the language reads them, row by row from the specifications:
//
//   - https://www.w3.org/TR/mediaqueries-5/#prefers-reduced-motion (and
//     prefers-contrast, prefers-reduced-transparency, inverted-colors): the
//     "no-preference"/"none" value is false in a boolean context
//   - https://www.w3.org/TR/mediaqueries-5/#prefers-color-scheme: no value is
//     false, so (prefers-color-scheme) always holds
//   - https://www.w3.org/TR/mediaqueries-4/#color-gamut: (color-gamut: srgb)
//     holds on a display that shows sRGB "or more", so on P3 too
//   - https://www.w3.org/TR/mediaqueries-4/#mq-range-context: range syntax and
//     double ranges, here over the ordered text sizes
//
// Each row is compiled and evaluated by the decision tree and the reference
// evaluator, which must agree with the expectation.

import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesCompiler
@testable import LayoutRulesRuntime
@testable import LayoutRulesTooling

@Suite("Setting features")
struct SettingFeatureTests {
    typealias Size = LayoutEnvironment.DynamicTypeSize

    static func environment(_ change: (inout LayoutEnvironment) -> Void = { _ in }) -> LayoutEnvironment {
        var environment = LayoutEnvironment(width: 390, height: 844)
        change(&environment)
        return environment
    }

    /// Whether `query` holds, from the tree and the oracle (which must agree).
    static func holds(_ query: String, _ environment: LayoutEnvironment) throws -> Bool {
        let source = "@media \(query) { traits { hit: true; } }\n"
        let compilation = Compiler.compile(text: source)
        let ruleSet = try #require(compilation.ruleSet, "\(query): \(compilation.diagnostics.map(\.message))")
        let tree = ruleSet.evaluate(environment)["hit"] == .boolean(true)
        let oracle = ReferenceEvaluator.evaluate(ruleSet.rules, in: environment).traits["hit"] != nil
        #expect(tree == oracle, "tree and oracle disagree: \(query)")
        return tree
    }

    @Test("dynamic-type compares its sizes in order, with range syntax, prefixes and SwiftUI's spellings")
    func textSizes() throws {
        let rows: [(query: String, holdsFrom: Size?, holdsThrough: Size?)] = [
            ("(dynamic-type >= accessibility-medium)", .accessibilityMedium, nil),
            ("(dynamic-type > extra-extra-extra-large)", .accessibilityMedium, nil),
            ("(accessibility-medium <= dynamic-type)", .accessibilityMedium, nil),
            ("(dynamic-type < large)", nil, .medium),
            ("(dynamic-type <= large)", nil, .large),
            ("(large <= dynamic-type < accessibility-medium)", .large, .extraExtraExtraLarge),
            ("(accessibility-medium > dynamic-type >= large)", .large, .extraExtraExtraLarge),
            ("(min-dynamic-type: xx-large)", .extraExtraLarge, nil),
            ("(max-dynamic-type: x-small)", nil, .extraSmall),
            ("(dynamic-type: xxx-large)", .extraExtraExtraLarge, .extraExtraExtraLarge),
            ("(dynamic-type = accessibility-3)", .accessibilityExtraLarge, .accessibilityExtraLarge),
            ("(DYNAMIC-TYPE: Accessibility-5)", .accessibilityExtraExtraExtraLarge, nil),
            ("(dynamic-type)", nil, nil),
        ]
        for row in rows {
            for size in Size.allCases {
                let expected = (row.holdsFrom.map { size >= $0 } ?? true) && (row.holdsThrough.map { size <= $0 } ?? true)
                #expect(try Self.holds(row.query, Self.environment { $0.dynamicTypeSize = size }) == expected, "\(row.query) at \(size)")
            }
        }
        #expect(Size.allCases.filter(\.isAccessibilitySize) == Array(Size.allCases.suffix(5)))
    }

    @Test("the boolean context is false only at no-preference, none and regular")
    func booleanContext() throws {
        let rows: [(query: String, off: (inout LayoutEnvironment) -> Void, on: (inout LayoutEnvironment) -> Void)] = [
            ("(prefers-reduced-motion)", { $0.reducedMotion = .noPreference }, { $0.reducedMotion = .reduce }),
            ("(prefers-reduced-transparency)", { $0.reducedTransparency = .noPreference }, { $0.reducedTransparency = .reduce }),
            ("(prefers-contrast)", { $0.contrast = .noPreference }, { $0.contrast = .more }),
            ("(inverted-colors)", { $0.invertedColors = .none }, { $0.invertedColors = .inverted }),
            ("(legibility-weight)", { $0.legibilityWeight = .regular }, { $0.legibilityWeight = .bold }),
        ]
        for row in rows {
            #expect(try !Self.holds(row.query, Self.environment(row.off)), "\(row.query) off")
            #expect(try Self.holds(row.query, Self.environment(row.on)), "\(row.query) on")
            #expect(try Self.holds("not \(row.query)", Self.environment(row.off)), "not \(row.query) off")
        }
        for query in ["(prefers-color-scheme)", "(layout-direction)", "(color-gamut)"] {
            #expect(try Self.holds(query, Self.environment { $0.colorScheme = .dark; $0.layoutDirection = .rtl }))
            #expect(try Self.holds(query, Self.environment()))
        }
    }

    @Test("each value of each setting matches exactly where the environment has it")
    func plainValues() throws {
        for feature in Feature.allCases where feature.setting != nil && feature != .colorGamut {
            let row = feature.descriptor
            for (tested, name) in row.values.enumerated() {
                for held in row.values.indices {
                    var environment = Self.environment()
                    environment.setSetting(feature, toValueAt: held)
                    #expect(environment.discreteIndex(of: feature) == held)
                    #expect(try Self.holds("(\(feature.rawValue): \(name))", environment) == (tested == held), "\(feature): \(name) at \(held)")
                }
            }
        }
    }

    @Test("(color-gamut: srgb) holds on a P3 display; p3 only there; rec2020 never, with a warning")
    func colorGamut() throws {
        let srgb = Self.environment { $0.colorGamut = .srgb }
        let p3 = Self.environment { $0.colorGamut = .p3 }
        #expect(try Self.holds("(color-gamut: srgb)", srgb) && Self.holds("(color-gamut: srgb)", p3))
        #expect(try !Self.holds("(color-gamut: p3)", srgb) && Self.holds("(color-gamut: p3)", p3))
        #expect(try !Self.holds("(color-gamut: rec2020)", p3) && Self.holds("not (color-gamut: rec2020)", p3))
        let warned = Compiler.compile(text: "@media (color-gamut: rec2020) { traits { a: 1; } }\n").diagnostics
        #expect(warned.map(\.id).contains(.neverMatches))
        #expect(warned.contains { $0.message == "'color-gamut: rec2020' never matches on an Apple platform" })
        #expect(Compiler.compile(text: "@media (color-gamut > srgb) { traits { a: 1; } }\n").diagnostics.map(\.id) == [.rangeOnDiscreteFeature])
    }

    @Test("CSS values no Apple platform reports are valid, never match, and are warned about")
    func foreignValues() throws {
        for query in ["(prefers-contrast: less)", "(prefers-contrast: custom)", "(color-gamut: rec2020)"] {
            // As for `print`: the value's warning, and the rule's own "never matches".
            let diagnostics = Compiler.compile(text: "@media \(query) { traits { a: 1; } }\n").diagnostics
            #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.id == .neverMatches }, "\(query)")
            #expect(diagnostics.filter { $0.message.hasSuffix("never matches on an Apple platform") }.count == 1, "\(query)")
            #expect(try !Self.holds(query, Self.environment { $0.contrast = .more; $0.colorGamut = .p3 }))
        }
    }

    @Test("a wrong value is an error with a suggestion: a near spelling, or a value an informal word points at")
    func wrongValues() {
        let rows: [(query: String, suggestion: String?)] = [
            ("(dynamic-type >= huge)", "accessibility-medium"),
            ("(dynamic-type: xl)", "extra-large"),
            ("(dynamic-type <= largest)", "accessibility-extra-extra-extra-large"),
            ("(dynamic-type: accessibility)", "accessibility-medium"),
            ("(dynamic-type: extra-larg)", "extra-large"),
            ("(dynamic-type: acessibility-large)", "accessibility-large"),
            ("(prefers-color-scheme: drak)", "dark"),
            ("(prefers-reduced-motion: reduced)", "reduce"),
            ("(layout-direction: rlt)", "rtl"),
            ("(dynamic-type: 12)", nil),
        ]
        for row in rows {
            let diagnostics = Compiler.compile(text: "@media \(row.query) { traits { a: 1; } }\n").diagnostics
            #expect(diagnostics.count == 1 && diagnostics[0].severity == .error, "\(row.query): \(diagnostics.map(\.message))")
            let note = diagnostics.first?.notes.first { $0.message.hasPrefix("did you mean") }?.message
            #expect(note == row.suggestion.map { "did you mean '\($0)'?" }, "\(row.query)")
        }
        // Range syntax needs an ordered feature; a prefix too.
        for query in ["(prefers-color-scheme > light)", "(min-layout-direction: ltr)", "(light < prefers-color-scheme)"] {
            let diagnostics = Compiler.compile(text: "@media \(query) { traits { a: 1; } }\n").diagnostics
            #expect(diagnostics.count == 1 && diagnostics[0].severity == .error, "\(query): \(diagnostics.map(\.message))")
        }
        // Bounds the wrong way round are an empty range.
        let empty = Compiler.compile(text: "@media (accessibility-large < dynamic-type <= large) { traits { a: 1; } }\n").diagnostics
        #expect(empty.contains { $0.message == "this range can never match: its bounds point the wrong way" }, "\(empty.map(\.message))")
    }

    @Test("a rule set knows which settings its rules test")
    func testedSettings() throws {
        let rules = try #require(
            Compiler.compile(
                text: """
                    @custom-media --big (dynamic-type >= accessibility-medium);
                    @media (--big) and (width > 500) { traits { a: 1; } }
                    @media not (prefers-reduced-motion) { traits { b: 1; } }
                    @media (width > 900) { traits { c: 1; } }

                    """
            ).ruleSet)
        #expect(rules.testedSettings == [.dynamicTypeSize, .reducedMotion])
        let none = try #require(Compiler.compile(text: "", presets: [.apple]).ruleSet)
        #expect(none.testedSettings.isEmpty)
        var a = LayoutEnvironment(width: 1, height: 1)
        var b = a
        #expect(a.settings(differingFrom: b).isEmpty)
        b.colorScheme = .dark
        b.layoutDirection = .rtl
        #expect(a.settings(differingFrom: b) == [.colorScheme, .layoutDirection])
        a.dynamicTypeSize = .accessibilityLarge
        #expect(b.settings(differingFrom: a) == [.dynamicTypeSize, .colorScheme, .layoutDirection])
    }

    @Test("an environment's settings survive being taken apart for the tree's out-of-line path")
    func packedSettings() {
        for size in Size.allCases {
            var environment = Self.environment {
                $0.dynamicTypeSize = size
                $0.colorScheme = .dark
                $0.invertedColors = .inverted
                $0.legibilityWeight = .bold
                $0.colorGamut = .p3
            }
            environment.contrast = size.isAccessibilitySize ? .more : .noPreference
            #expect(FlatTree.environment(FlatTree.parts(environment)) == environment)
        }
    }
}

@Suite("Feature ordinals")
struct FeatureOrdinalTests {
    @Test("a feature's ordinal is its position in allCases")
    func ordinals() {
        #expect(Feature.allCases.map(\.ordinal) == Array(Feature.allCases.indices))
    }
}
