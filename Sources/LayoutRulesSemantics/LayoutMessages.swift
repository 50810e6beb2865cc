import LayoutRulesBase

// The layout part of the message catalogue, sorted by name. Messages that
// depend on where a rule applies take a witness ("when width >= 600"),
// empty when the problem holds in every environment.
extension Diagnostic {
    /// " when width >= 600", or "" when it holds everywhere.
    static func place(_ witness: String?) -> String {
        guard let witness, !witness.isEmpty else { return "" }
        return " when \(witness)"
    }

    package static func divisionByZero(when witness: String?, at range: SourceRange) -> Diagnostic {
        Diagnostic(.divisionByZero, .error, "division by zero\(place(witness))", at: range)
    }

    static func extraLayoutValue(_ property: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .extraLayoutValue, .error, "property '\(clipped(property))' takes one value", at: range,
            notes: [Note("only 'transform' takes a list; an operator may be missing", at: nil)])
    }

    static func invalidLayoutUnit(_ unit: String, expected: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.invalidLayoutUnit, .error, "unit '\(clipped(unit))' is not allowed here", at: range,
            notes: [Note("expected \(expected)", at: nil)])
    }

    static func keywordInExpression(_ keyword: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .keywordInExpression, .error, "'\(clipped(keyword))' must be the whole value of a property", at: range,
            notes: [Note("'auto' takes back a property an earlier rule set; 'none' clears a transform", at: nil)])
    }

    package static func missingRegion(_ name: String, from region: String, when witness: String, at range: SourceRange)
        -> Diagnostic
    {
        Diagnostic(
            .missingRegion, .error,
            "region '\(clipped(region))' refers to '\(clipped(name))', which no matching rule declares\(place(witness))", at: range)
    }

    package static func negativeSize(_ region: String, _ attribute: String, value: Double, device: String, at range: SourceRange)
        -> Diagnostic
    {
        Diagnostic(
            .negativeSize, .warning,
            "region '\(clipped(region))' gets a negative \(attribute) (\(formatNumber(value))) on \(device)", at: range)
    }

    package static func overConstrained(
        _ region: String, axis: Axis, properties: [PropertySetting], when witness: String
    ) -> Diagnostic {
        let names = properties.map { "'\(clipped($0.attribute.name))'" }.joined(separator: ", ")
        let last = properties.last?.range ?? SourceRange(file: FileID(0), start: 0, end: 0)
        return Diagnostic(
            .overConstrained, .error,
            "region '\(clipped(region))' is over-constrained \(axis.name)ly\(place(witness)): \(names) are all set", at: last,
            notes: properties.dropLast().map { Note("'\(clipped($0.attribute.name))' is set here", at: $0.range) }
                + [Note("two of \(LayoutAttribute.names(of: axis)) decide an axis; set the others to 'auto'", at: nil)])
    }

    static func referenceAcrossBranches(_ path: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .referenceAcrossBranches, .error, "'\(clipped(path))' is inside another region", at: range,
            notes: [Note("references reach sibling regions, 'parent' and 'self', which share one coordinate space", at: nil)])
    }

    package static func referenceCycle(_ chain: [String], when witness: String, at range: SourceRange, notes: [Note]) -> Diagnostic {
        Diagnostic(
            .referenceCycle, .error,
            "layout references form a cycle\(place(witness)): \(chain.joined(separator: " -> "))", at: range, notes: notes)
    }

    static func regionNotSibling(_ name: String, declaredAt path: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .referenceAcrossBranches, .error, "region '\(clipped(name))' is not a sibling here; it is '\(clipped(path))'", at: range,
            notes: [Note("references reach sibling regions, 'parent' and 'self', which share one coordinate space", at: nil)])
    }

    static func reservedRegionName(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .reservedRegionName, .error, "'\(clipped(name))' cannot name a region", at: range,
            notes: [Note("'parent' and 'self' are reserved for references", at: nil)])
    }

    package static func traitNotANumber(_ name: String, value: TraitValueData?, when witness: String, at range: SourceRange)
        -> Diagnostic
    {
        let what = value.map { "is \($0), not a number" } ?? "is not set"
        return Diagnostic(.traitNotANumber, .error, "trait '\(clipped(name))' \(what)\(place(witness))", at: range)
    }

    package static func layoutsTooLarge(_ limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .layoutsTooLarge, .error, "the compiled layouts would hold more than \(limit) regions", at: range,
            notes: [Note("each combination of layout rules that match together is compiled on its own", at: nil)])
    }

    static func tooManyRegions(_ limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .tooManyRegions, .error, "more than \(limit) regions are declared; the rest are ignored", at: range)
    }

    static func transformFunctionExpected(suggestion: String?, at range: SourceRange) -> Diagnostic {
        suggesting(
            suggestion, for: range, .transformFunctionExpected, "expected a transform function or 'none'",
            notes: [Note("transform functions are 'translate', 'translate-x', 'translate-y', 'scale', 'scale-x', 'scale-y' and 'rotate'", at: nil)])
    }

    static func transformOutsideTransform(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .transformOutsideTransform, .error, "'\(clipped(name))()' can only be used in 'transform'", at: range)
    }

    package static func underConstrained(
        _ region: String, axis: Axis, properties: [PropertySetting], when witness: String, at range: SourceRange
    ) -> Diagnostic {
        let message = properties.isEmpty
            ? "region '\(clipped(region))' has no \(axis.name) position\(place(witness))"
            : "region '\(clipped(region))' is under-constrained \(axis.name)ly\(place(witness)): only '\(clipped(properties[0].attribute.name))' is set"
        return Diagnostic(
            .underConstrained, .error, message, at: range,
            notes: [Note("set two of \(LayoutAttribute.names(of: axis))", at: nil)])
    }

    static func unknownEnvironmentVariable(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        let message = name.isEmpty ? "expected an environment variable name" : "unknown environment variable '\(clipped(name))'"
        return suggesting(
            suggestion, for: range, .unknownEnvironmentVariable, "\(message)",
            notes: [Note("env() takes \(quotedList(SafeAreaEdge.allCases.map(\.variableName)))", at: nil)])
    }

    static func unknownLayoutFunction(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        suggesting(
            suggestion, for: range, .unknownLayoutFunction, "unknown function '\(clipped(name))()'",
            notes: [Note("layout expressions can call 'min', 'max', 'clamp', 'calc' and 'env'", at: nil)])
    }

    static func unknownLayoutName(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        suggesting(
            suggestion, for: range, .unknownLayoutName, "unknown name '\(clipped(name))'",
            notes: [Note("a bare name in a layout expression is a trait whose value is a number; the edge of a region is 'region.left'", at: nil)])
    }

    static func unknownRegion(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        suggesting(suggestion, for: range, .unknownRegion, "no layout block declares a region '\(clipped(name))' here")
    }

    static func unknownRegionAttribute(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        // `sidebar.right-8` lexes as the attribute "right-8" (a CSS name may
        // contain '-'), so say how to subtract.
        let attribute = LayoutAttribute.allCases.first { name.lowercased().hasPrefix($0.name + "-") }
        let notes = attribute.map { [Note("to subtract, put spaces around '-': '\(clipped($0.name)) - \(clipped(name.dropFirst($0.name.count + 1)))'", at: nil)] }
            ?? [Note("attributes are \(quotedList(LayoutAttribute.allCases.map(\.name)))", at: nil)]
        return suggesting(
            attribute == nil ? suggestion : nil, for: range, .unknownRegionAttribute, "unknown region attribute '\(clipped(name))'",
            notes: notes)
    }

    static func wrongArgumentCount(_ function: String, expected: ClosedRange<Int>, found: Int, at range: SourceRange)
        -> Diagnostic
    {
        let wanted: String
        if expected.upperBound == Int.max {
            wanted = "at least \(expected.lowerBound)"
        } else if expected.count == 1 {
            wanted = "\(expected.lowerBound)"
        } else {
            wanted = "\(expected.lowerBound) or \(expected.upperBound)"
        }
        let noun = expected.upperBound == 1 ? "argument" : "arguments"
        return Diagnostic(
            .wrongArgumentCount, .error, "'\(clipped(function))()' takes \(wanted) \(noun), not \(found)", at: range)
    }
}
