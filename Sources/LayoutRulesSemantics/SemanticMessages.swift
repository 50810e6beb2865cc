import LayoutRulesBase
import LayoutRulesPresets

// The checker's part of the message catalogue, sorted by name.
extension Diagnostic {
    /// `problem` says why, when the provider knows (`is a directory`).
    static func cannotReadFile(_ path: String, problem: String? = nil, at range: SourceRange) -> Diagnostic {
        Diagnostic(.cannotReadFile, .error, "cannot read '\(clipped(path))'" + (problem.map { ": " + $0 } ?? ""), at: range)
    }

    static func customMediaCycle(_ chain: [String], at range: SourceRange, notes: [Note]) -> Diagnostic {
        Diagnostic(
            .customMediaCycle, .error, "custom media '\(clipped(chain.first ?? ""))' refers to itself: \(chain.joined(separator: " -> "))",
            at: range, notes: notes)
    }

    static func customMediaRedefined(_ name: String, at range: SourceRange, earlier: SourceRange) -> Diagnostic {
        Diagnostic(
            .customMediaRedefined, .warning, "custom media '\(clipped(name))' is defined again; this definition replaces the earlier one",
            at: range, notes: [Note("the earlier definition is here", at: earlier)])
    }

    static func customMediaTooDeep(_ limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .customMediaTooDeep, .error, "custom media references are nested deeper than the limit of \(limit)",
            at: range)
    }

    static func customMediaTooLarge(_ name: String, limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .customMediaTooLarge, .error,
            "custom media '\(clipped(name))' expands to more than \(limit) conditions", at: range,
            notes: [Note("its definition refers to other custom media several times, at every level", at: nil)])
    }

    static func tooManyConditions(limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .tooManyConditions, .error,
            "the conditions of all rules together have more than \(limit) nodes", at: range,
            notes: [Note("custom media and trait tests count once for every use, expanded", at: nil)])
    }

    static func duplicateProperty(_ name: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(
            .duplicateProperty, .error, "property '\(clipped(name))' is set twice in this region", at: range,
            notes: [Note("first set here", at: first)])
    }

    static func duplicateRegion(_ name: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(
            .duplicateRegion, .error, "region '\(clipped(name))' is declared twice in the same parent", at: range,
            notes: [Note("first declared here", at: first)])
    }

    static func duplicateTrait(_ name: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(
            .duplicateTrait, .error, "trait '\(clipped(name))' is set twice in this block", at: range,
            notes: [Note("first set here", at: first)])
    }

    /// A double range whose bounds point the wrong way: valid CSS that is
    /// simply false, so a warning, as for any condition that cannot hold.
    static func emptyRange(at range: SourceRange, lower: SourceRange, upper: SourceRange) -> Diagnostic {
        Diagnostic(
            .neverMatches, .warning, "this range can never match: its bounds point the wrong way", at: range,
            notes: [Note("lower bound", at: lower), Note("upper bound", at: upper)])
    }

    /// A comparison with a degenerate ratio (a zero part) that no window
    /// of a device satisfies.
    static func degenerateRatioNeverMatches(_ why: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .neverMatches, .warning, "this test never matches on a device: \(why)", at: range,
            notes: [Note("a ratio with a zero part is degenerate: 'n/0' and '0/0' are infinitely wide, '0/n' is 0", at: nil)])
    }

    static func negativeResolution(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .negativeResolution, .error, "a resolution cannot be negative", at: range,
            notes: [Note("a browser drops such a query: CSS does not accept a negative <resolution>", at: nil)])
    }

    static func importCycle(_ chain: [String], at range: SourceRange) -> Diagnostic {
        Diagnostic(.importCycle, .error, "import cycle: \(chain.map { "'\(clipped($0))'" }.joined(separator: " -> "))", at: range)
    }

    /// A file that exists but is no rule file has a `problem` (`is a
    /// directory`), said instead of "cannot find".
    static func importNotFound(_ target: String, resolved: String, problem: String? = nil, at range: SourceRange) -> Diagnostic {
        let message = problem.map { "cannot read imported file '\(clipped(target))': \($0)" } ?? "cannot find imported file '\(clipped(target))'"
        return Diagnostic(.importNotFound, .error, message, at: range, notes: [Note("looked for '\(clipped(resolved))'", at: nil)])
    }

    static func importPathWithControl(at range: SourceRange) -> Diagnostic {
        Diagnostic(.importNotFound, .error, "an import path cannot hold control or bidi characters", at: range)
    }

    static func importTooDeep(_ limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.importTooDeep, .error, "imports are nested deeper than the limit of \(limit)", at: range)
    }

    static func invalidRatio(fraction: Bool = false, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .invalidRatio, .error, fraction ? "a fraction needs two positive numbers" : "a ratio cannot have a negative part",
            at: range,
            notes: [
                Note(fraction ? "write a fraction such as '1/2', or a number such as '0'" : "write a ratio such as '16/9'", at: nil)
            ])
    }

    static func invalidTraitUnit(_ unit: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .invalidUnit, .error, "unit '\(clipped(unit))' is not allowed in a trait value", at: range,
            notes: [Note("use a plain number, or 'pt' or 'px'", at: nil)])
    }

    static func invalidUnit(_ unit: String, feature: String, allowed: [String], at range: SourceRange) -> Diagnostic {
        let help = allowed.isEmpty ? "'\(clipped(feature))' takes a plain number" : "'\(clipped(feature))' accepts \(quotedList(allowed))"
        return Diagnostic(
            .invalidUnit, .error, "unit '\(clipped(unit))' is not allowed for '\(clipped(feature))'", at: range, notes: [Note(help, at: nil)])
    }

    static func mediaTypeNeverMatches(_ type: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.neverMatches, .warning, "media type '\(clipped(type))' never matches on a device", at: range)
    }

    /// A value CSS defines that no Apple platform reports: `(prefers-contrast: less)`.
    static func valueNeverMatches(_ value: String, feature: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .neverMatches, .warning, "'\(clipped(feature)): \(clipped(value))' never matches on an Apple platform", at: range,
            notes: [Note("'\(clipped(value))' is a CSS value, but iOS reports no such setting", at: nil)])
    }

    static func missingUnit(_ feature: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .missingUnit, .error, "'\(clipped(feature))' needs a unit", at: range,
            notes: [Note("write a resolution such as '2x'", at: nil)])
    }


    /// A constant layout expression whose value overflows (`1e308 * 10`).
    static func expressionOutOfRange(at range: SourceRange) -> Diagnostic {
        Diagnostic(.numberOutOfRange, .error, "the value of this expression is too large", at: range)
    }

    static func percentageInMediaQuery(_ feature: String, fraction: Bool = false, at range: SourceRange) -> Diagnostic {
        let hint =
            fraction ? "compare '\(clipped(feature))' with a number from 0 to 1 or a fraction such as '1/2'"
            : "compare '\(clipped(feature))' with a number of points"
        return Diagnostic(
            .invalidUnit, .error, "percentages are not allowed in media queries", at: range, notes: [Note(hint, at: nil)])
    }

    static func prefixedFeatureNeedsValue(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .missingValue, .error, "'\(clipped(name))' needs a value", at: range,
            notes: [Note("write '(\(clipped(name)): VALUE)'", at: nil)])
    }

    static func prefixInRangeSyntax(_ name: String, base: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .prefixInRange, .error, "'\(clipped(name))' cannot be used with a comparison", at: range,
            notes: [Note("write the feature without the prefix, as in '(\(clipped(base)) >= 400)'", at: nil)],
            fixIt: FixIt(replace: range, with: base))
    }

    static func prefixOnDiscreteFeature(_ name: String, base: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .rangeOnDiscreteFeature, .error, "'\(clipped(base))' is a discrete feature and has no 'min-' or 'max-' form",
            at: range, notes: [Note("test a value with '(\(clipped(base)): VALUE)'", at: nil)])
    }

    static func rangeOnDiscreteFeature(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .rangeOnDiscreteFeature, .error, "'\(clipped(name))' is a discrete feature and cannot be compared", at: range,
            notes: [Note("test a value with '(\(clipped(name)): VALUE)'", at: nil)])
    }

    static func traitSetLater(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .traitSetLater, .error, "trait '\(clipped(name))' is tested before any rule sets it", at: range,
            notes: [Note("a trait test sees only the rules before it in the cascade; move the test below them", at: nil)])
    }

    static func traitTestTooLarge(_ name: String, limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .traitTestTooLarge, .error, "the test of trait '\(clipped(name))' expands to more than \(limit) conditions", at: range,
            notes: [Note("a trait test embeds the conditions of every rule that sets the trait; here they test it in turn", at: nil)])
    }

    static func traitTestTooManySetters(_ name: String, setters: Int, limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .traitTestTooLarge, .error,
            "the test of trait '\(clipped(name))' depends on \(setters) rules that set it, more than the limit of \(limit)", at: range,
            notes: [Note("a trait test embeds the conditions of every rule that sets the trait", at: nil)])
    }

    static func traitTestInCustomMedia(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .traitTestInCustomMedia, .error, "trait '\(clipped(name))' cannot be tested in '@custom-media'", at: range,
            notes: [Note("custom media are global; test the trait in the '@media' rule itself", at: nil)])
    }

    /// `input`: the file is one of the compilation's inputs, not an import.
    static func tooManyBytes(_ limit: Int, input: Bool = false, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .tooManyBytes, .error,
            "this \(input ? "input" : "import") would take the files of the compilation past \(limit) bytes in all",
            at: range)
    }

    static func tooManyImports(_ limit: Int, input: Bool = false, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .tooManyImports, .error, input ? "more than \(limit) files are read; this input is not" : "more than \(limit) files are imported",
            at: range)
    }

    static func undefinedCustomMedia(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        suggesting(suggestion, for: range, .undefinedCustomMedia, "custom media '\(clipped(name))' is not defined")
    }

    static func unknownFeature(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        suggesting(suggestion, for: range, .unknownFeature, "unknown feature '\(clipped(name))'")
    }

    static func unknownMediaType(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        suggesting(
            suggestion, for: range, .unknownMediaType, "unknown media type '\(clipped(name))'",
            notes: [Note("media types are 'all', 'screen' and 'print'", at: nil)])
    }

    static func unknownPreset(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        suggesting(
            suggestion, for: range, .unknownPreset, "unknown preset '\(clipped(name))'",
            notes: [Note("presets are \(quotedList(Presets.names)); a file path must end in '.layout'", at: nil)])
    }

    static func unknownProperty(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        suggesting(suggestion, for: range, .unknownProperty, "unknown layout property '\(clipped(name))'")
    }


    static func unusedCustomMedia(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.unusedCustomMedia, .warning, "custom media '\(clipped(name))' is never used", at: range)
    }

    static func wrongValueType(_ feature: String, expected: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.wrongValueType, .error, "'\(clipped(feature))' expects \(expected)", at: range)
    }
}

// The compiler's part of the message catalogue, sorted by name.
extension Diagnostic {
    package static func neverMatches(at range: SourceRange, conflicting: (SourceRange, SourceRange)?) -> Diagnostic {
        guard let (first, second) = conflicting else {
            return Diagnostic(.neverMatches, .warning, "this rule never matches in any environment", at: range)
        }
        return Diagnostic(
            .neverMatches, .warning, "this rule never matches: two of its conditions exclude each other", at: range,
            notes: [Note("this condition", at: first), Note("cannot hold together with this one", at: second)])
    }

    package static func shadowedRule(at range: SourceRange, overriddenBy others: [SourceRange]) -> Diagnostic {
        Diagnostic(
            .shadowedRule, .warning, "every trait this rule sets is overridden wherever it matches", at: range,
            notes: others.map { Note("overridden by this rule", at: $0) })
    }

    package static func treeTooLarge(_ limit: Int, unit: String = "nodes", rules: [Rule]) -> Diagnostic {
        let at = rules.first.map { $0.mediaHeaders.last ?? $0.range } ?? SourceRange(file: FileID(0), start: 0, end: 0)
        return Diagnostic(
            .treeTooLarge, .error, "the decision tree would exceed the limit of \(limit) \(unit)", at: at,
            notes: rules.dropFirst().map { Note("the breakpoints of this rule interact too", at: $0.mediaHeaders.last ?? $0.range) })
    }

    package static func uncoveredTrait(_ name: String, when witness: String, at range: SourceRange) -> Diagnostic {
        let place = witness.isEmpty ? "in any environment" : "when \(witness)"
        return Diagnostic(.uncoveredTrait, .warning, "no rule sets '\(clipped(name))' \(place)", at: range)
    }

    /// "no device of the catalog matches this rule, in any orientation or
    /// window; the widest phone window is 956 pt: iPhone 17 Pro Max in
    /// landscape", the nearest environment when one can be named.
    package static func unreachableOnDevices(
        ownDevices: Bool, nearest: String?, notes: [Note] = [], at range: SourceRange
    ) -> Diagnostic {
        let devices = ownDevices ? "no device of the catalog or of '@device'" : "no device of the catalog"
        let message = "\(devices) matches this rule, in any orientation or window" + (nearest.map { "; " + $0 } ?? "")
        return Diagnostic(.unreachableOnDevices, .warning, message, at: range, notes: notes)
    }
}
