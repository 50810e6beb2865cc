// The JSON reader: valid documents and their values and ranges, every
// syntax error with its position (1️⃣ markers, «XX» raw bytes), limits,
// and random or mangled bytes, which must never trap.

import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesDevices

/// Reads `bytes` as the file `test.json` (file 0).
func readJSON(_ bytes: [UInt8], limits: Limits = Limits()) -> (JSONNode?, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let node = JSONReader.parse(SourceFile(path: "test.json", bytes: bytes), file: FileID(0), limits: limits, diagnostics: &diagnostics)
    return (node, diagnostics)
}

struct JSONValueCase: Sendable, CustomTestStringConvertible {
    let source: String
    let expected: JSONValue
    let sourceLocation: Testing.SourceLocation

    init(_ source: String, _ expected: JSONValue, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        self.source = source
        self.expected = expected
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { source }
}

private let valueCases: [JSONValueCase] = [
    JSONValueCase("0", .number(0)),
    JSONValueCase("-0", .number(0)),
    JSONValueCase(" \t\r\n 42 \n", .number(42)),
    JSONValueCase("-12.5e+2", .number(-1250)),
    JSONValueCase("1E-2", .number(0.01)),
    JSONValueCase("2.608", .number(2.608)),
    JSONValueCase("1e-400", .number(0)),  // underflow is zero, not an error
    JSONValueCase("1.7976931348623157e308", .number(1.7976931348623157e308)),
    JSONValueCase("true", .bool(true)),
    JSONValueCase("false", .bool(false)),
    JSONValueCase("null", .null),
    JSONValueCase(#""""#, .string("")),
    JSONValueCase(#""Kiosk 2000""#, .string("Kiosk 2000")),
    JSONValueCase(#""a\"b\\c\/d\b\f\n\r\t""#, .string("a\"b\\c/d\u{08}\u{0C}\n\r\t")),
    JSONValueCase(#""caf\u00e9 \u00E9""#, .string("café é")),
    JSONValueCase(#""\uD83D\uDE00 😀""#, .string("😀 😀")),
    JSONValueCase(#""日本 👨‍👩‍👧‍👦""#, .string("日本 👨‍👩‍👧‍👦")),
    JSONValueCase("[]", .array([])),
    JSONValueCase("{}", .object([])),
    JSONValueCase("[1, [2, [3]], {}]", .array([.number(1), .array([.number(2), .array([.number(3)])]), .object([])])),
    JSONValueCase(
        #"{"b": 1, "a": [true, null], "b": "again"}"#,
        .object([("b", .number(1)), ("a", .array([.bool(true), .null])), ("b", .string("again"))])),
    JSONValueCase("\u{FEFF}[1]", .array([.number(1)])),  // a byte order mark is skipped
]

/// A syntax error: the ID, message and position of the one diagnostic.
struct JSONErrorCase: Sendable, CustomTestStringConvertible {
    let source: MarkedSource
    let diagnostic: DiagnosticSpec
    let maxNestingDepth: Int?
    let sourceLocation: Testing.SourceLocation

    init(
        _ source: String, _ diagnostic: DiagnosticSpec, maxNestingDepth: Int? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        self.source = MarkedSource(source)
        self.diagnostic = diagnostic
        self.maxNestingDepth = maxNestingDepth
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { source.original }
}

let jsonReaderErrorCases: [JSONErrorCase] = [
    JSONErrorCase("1️⃣", .init("invalid-json", "expected a JSON value, found end of file", at: "1️⃣", to: "1️⃣")),
    JSONErrorCase("  \n 1️⃣", .init("invalid-json", "expected a JSON value, found end of file", at: "1️⃣")),
    JSONErrorCase(#"{"a": 1,1️⃣}2️⃣"#, .init("invalid-json", "expected a key in double quotes, found '}'", at: "1️⃣", to: "2️⃣")),
    JSONErrorCase(#"{"a": 1, 1️⃣2: 3}"#, .init("invalid-json", "expected a key in double quotes, found '2'", at: "1️⃣")),
    JSONErrorCase(
        #"{1️⃣'a': 1}"#, .init("invalid-json", "expected a key in double quotes, found a single quote", at: "1️⃣")),
    JSONErrorCase(#"{"a" 1️⃣1}"#, .init("invalid-json", "expected ':' after the key, found '1'", at: "1️⃣")),
    JSONErrorCase(
        #"2️⃣{"a": 1 1️⃣"b": 2}"#,
        .init(
            "invalid-json", "expected ',' or '}' after the object member, found a string", at: "1️⃣",
            notes: ["to match this '{'"], noteMarkers: ["2️⃣"])),
    JSONErrorCase(
        "2️⃣[1, 2 1️⃣3]",
        .init(
            "invalid-json", "expected ',' or ']' after the array element, found '3'", at: "1️⃣",
            notes: ["to match this '['"], noteMarkers: ["2️⃣"])),
    JSONErrorCase(
        "[[1, 2]1️⃣", .init("invalid-json", "expected ',' or ']' after the array element, found end of file", at: "1️⃣")),
    JSONErrorCase("[1, 1️⃣]", .init("invalid-json", "expected a JSON value, found ']'", at: "1️⃣")),
    JSONErrorCase("[1️⃣tru]", .init("invalid-json", "expected a JSON value, found 'tru'", at: "1️⃣")),
    JSONErrorCase("[1️⃣nullx2️⃣]", .init("invalid-json", "expected a JSON value, found 'nullx'", at: "1️⃣", to: "2️⃣")),
    JSONErrorCase("[1️⃣True]", .init("invalid-json", "expected a JSON value, found 'True'", at: "1️⃣")),
    JSONErrorCase("[1️⃣NaN]", .init("invalid-json", "expected a JSON value, found 'NaN'", at: "1️⃣")),
    JSONErrorCase("[1️⃣+1]", .init("invalid-json", "expected a JSON value, found '+1'", at: "1️⃣")),
    JSONErrorCase("[1️⃣.5]", .init("invalid-json", "expected a JSON value, found '.5'", at: "1️⃣")),
    JSONErrorCase(
        "[1️⃣012️⃣]",
        .init(
            "invalid-json", "a JSON number cannot start with '0' followed by digits", at: "1️⃣", to: "2️⃣",
            notes: ["write the number without leading zeros"])),
    JSONErrorCase("[-1️⃣a]", .init("invalid-json", "expected a digit after '-', found 'a'", at: "1️⃣")),
    JSONErrorCase("[1.1️⃣]", .init("invalid-json", "expected a digit after the decimal point, found ']'", at: "1️⃣")),
    JSONErrorCase("[1e1️⃣]", .init("invalid-json", "expected a digit in the exponent, found ']'", at: "1️⃣")),
    JSONErrorCase("[1E+1️⃣x]", .init("invalid-json", "expected a digit in the exponent, found 'x'", at: "1️⃣")),
    JSONErrorCase("1️⃣// comment\n[]", .init("invalid-json", "expected a JSON value, found '/'", at: "1️⃣")),
    JSONErrorCase("[1] 1️⃣x", .init("invalid-json", "expected end of file after the JSON value, found 'x'", at: "1️⃣")),
    JSONErrorCase("[1] 1️⃣[2]", .init("invalid-json", "expected end of file after the JSON value, found '['", at: "1️⃣")),
    JSONErrorCase("[1️⃣«00»]", .init("invalid-json", "expected a JSON value, found 'U+0000'", at: "1️⃣")),
    JSONErrorCase("[1️⃣é]", .init("invalid-json", "expected a JSON value, found 'é'", at: "1️⃣")),
    JSONErrorCase(
        #"["a1️⃣\x2️⃣"]"#,
        .init(
            "invalid-json", #"invalid escape '\x' in a string"#, at: "1️⃣", to: "2️⃣",
            notes: [
                #"the escapes in JSON are '\\', '\/', '\b', '\f', '\n', '\r', '\t', '\uXXXX' and a backslash before a double quote"#
            ])),
    JSONErrorCase(#"["1️⃣\uD800"]"#, .init("invalid-json", #"unpaired surrogate '\uD800' in a string"#, at: "1️⃣")),
    JSONErrorCase(#"["1️⃣\uD800\u0041"]"#, .init("invalid-json", #"unpaired surrogate '\uD800' in a string"#, at: "1️⃣")),
    JSONErrorCase(#"["1️⃣\uDC00x"]"#, .init("invalid-json", #"unpaired surrogate '\uDC00' in a string"#, at: "1️⃣")),
    JSONErrorCase(#"["\u121️⃣G4"]"#, .init("invalid-json", #"expected four hex digits after '\u', found 'G4'"#, at: "1️⃣")),
    JSONErrorCase(
        "[\"a1️⃣\t\"]", .init("invalid-json", "control character 'U+0009' must be escaped in a string", at: "1️⃣")),
    JSONErrorCase("[1️⃣\"abc2️⃣", .init("unterminated-string", "unterminated string", at: "1️⃣", to: "2️⃣")),
    JSONErrorCase("[1️⃣\"ab2️⃣\n\"]", .init("unterminated-string", at: "1️⃣", to: "2️⃣")),
    JSONErrorCase("[1️⃣\"ab\\2️⃣\n\"]", .init("unterminated-string", at: "1️⃣", to: "2️⃣")),
    JSONErrorCase("[\"a1️⃣«FF»2️⃣\"]", .init("invalid-utf8", "invalid UTF-8 byte 0xFF", at: "1️⃣", to: "2️⃣")),
    // A truncated character is one error ("maximal subpart").
    JSONErrorCase("[\"1️⃣«E2»«82»2️⃣x\"]", .init("invalid-utf8", "invalid UTF-8 byte 0xE2", at: "1️⃣", to: "2️⃣")),
    JSONErrorCase("[\"1️⃣«ED»2️⃣«A0»«80»\"]", .init("invalid-utf8", "invalid UTF-8 byte 0xED", at: "1️⃣", to: "2️⃣")),  // a surrogate
    JSONErrorCase("1️⃣«C3»", .init("invalid-utf8", "invalid UTF-8 byte 0xC3", at: "1️⃣")),
    JSONErrorCase("[1️⃣1e4002️⃣]", .init("number-out-of-range", "number is too large", at: "1️⃣", to: "2️⃣")),
    JSONErrorCase("[1️⃣-" + String(repeating: "9", count: 400) + "]", .init("number-out-of-range", at: "1️⃣")),
    JSONErrorCase(
        "[[1️⃣[1]]]", .init("nesting-too-deep", "nesting is deeper than the limit of 2 levels", at: "1️⃣"), maxNestingDepth: 2),
    JSONErrorCase(#"{"a": {"b": 1️⃣{}}}"#, .init("nesting-too-deep", at: "1️⃣"), maxNestingDepth: 2),
]

@Suite("JSON reader")
struct JSONReaderTests {
    @Test(arguments: valueCases)
    func reads(_ c: JSONValueCase) {
        let (node, diagnostics) = readJSON(Array(c.source.utf8))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))", sourceLocation: c.sourceLocation)
        #expect(node?.plain == c.expected, sourceLocation: c.sourceLocation)
    }

    @Test(arguments: jsonReaderErrorCases)
    func reportsTheFirstError(_ c: JSONErrorCase) {
        var limits = Limits()
        if let depth = c.maxNestingDepth { limits.maxNestingDepth = depth }
        let (node, diagnostics) = readJSON(c.source.bytes, limits: limits)
        #expect(node == nil, sourceLocation: c.sourceLocation)
        expectDiagnostics(diagnostics, [c.diagnostic], in: c.source, sourceLocation: c.sourceLocation)
        #expect(rangeProblems(diagnostics, fileSize: c.source.bytes.count) == [], sourceLocation: c.sourceLocation)
    }

    /// Every value and member keeps the range of its text.
    @Test func rangesCoverTheText() {
        // "1200️⃣" is the number 120 and the marker 0️⃣.
        let marked = MarkedSource(#"1️⃣{ 2️⃣"size"3️⃣: 4️⃣[5️⃣1200️⃣, 6️⃣-2.5e17️⃣]8️⃣ }9️⃣"#)
        let (node, diagnostics) = readJSON(marked.bytes)
        #expect(diagnostics.isEmpty)
        guard let node, case .object(let members) = node.value, let member = members.first,
            case .array(let items) = member.value.value, items.count == 2
        else {
            Issue.record("unexpected shape \(String(describing: node?.plain))")
            return
        }
        func span(_ range: SourceRange) -> [UInt32] { [range.start, range.end] }
        #expect(span(node.range) == [marked.offset("1️⃣"), marked.offset("9️⃣")])
        #expect(span(member.keyRange) == [marked.offset("2️⃣"), marked.offset("3️⃣")])
        #expect(span(member.value.range) == [marked.offset("4️⃣"), marked.offset("8️⃣")])
        #expect(span(items[0].range) == [marked.offset("5️⃣"), marked.offset("0️⃣")])
        #expect(span(items[1].range) == [marked.offset("6️⃣"), marked.offset("7️⃣")])
    }

    /// Deep nesting ends in one diagnostic, not a stack overflow.
    @Test func deepNestingIsADiagnostic() {
        for text in [String(repeating: "[", count: 100_000), String(repeating: #"{"a":"#, count: 100_000)] {
            let (node, diagnostics) = readJSON(Array(text.utf8))
            #expect(node == nil)
            #expect(diagnosticIDs(diagnostics) == ["nesting-too-deep"])
            // The 201st bracket, at the default limit of 200.
            let opener = text.hasPrefix("[") ? 1 : 5
            #expect(diagnostics.first?.range.start == UInt32(200 * opener))
        }
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(readJSON(Array(fine.utf8)).1.isEmpty)
    }

    @Test func fileTooLargeIsNotRead() {
        var limits = Limits()
        limits.maxFileBytes = 4
        let (node, diagnostics) = readJSON(Array("[1, 2]".utf8), limits: limits)
        #expect(node == nil)
        #expect(diagnosticIDs(diagnostics) == ["file-too-large"])
    }

    /// Random bytes, biased towards JSON's own characters, and every
    /// single-byte mutation and prefix of a real document: the reader either
    /// returns a value or exactly one diagnostic inside the file, and never
    /// traps. The device file reader on top of it is held to the same.
    @Test func randomBytesNeverTrap() {
        var random = SplitMix64(seed: 0x4A53_4F4E)
        let alphabet: [UInt8] =
            Array(#"{}[]:,"\-+.0123456789eEtrufalsn u/xyzAB"#.utf8) + [0x09, 0x0A, 0x00, 0x7F, 0xFF, 0xC3, 0xA9, 0xED, 0xA0, 0x80, 0xF0, 0x9F]
        var inputs: [[UInt8]] = []
        for round in 0..<4000 {
            let length = Int.random(in: 0...40, using: &random)
            inputs.append(
                (0..<length).map { _ in
                    round.isMultiple(of: 4) ? UInt8.random(in: 0...255, using: &random) : alphabet.randomElement(using: &random)!
                })
        }
        let document = Array(sampleDeviceFile.utf8)
        for end in 0...document.count { inputs.append(Array(document[..<end])) }
        for _ in 0..<1500 {
            var mutated = document
            mutated[Int.random(in: 0..<mutated.count, using: &random)] = alphabet.randomElement(using: &random)!
            inputs.append(mutated)
        }
        var valid = 0
        for bytes in inputs {
            let (node, diagnostics) = readJSON(bytes)
            if node != nil { valid += 1 }
            #expect((node == nil) == (diagnostics.count == 1), "\(bytes)")
            #expect(rangeProblems(diagnostics, fileSize: bytes.count) == [], "\(bytes)")
            let result = DeviceProfile.profiles(fromJSON: bytes, path: "random.json")
            #expect(rangeProblems(result.diagnostics, fileSize: bytes.count) == [], "\(bytes)")
            #expect(result.diagnostics.isEmpty || result.diagnostics.hasErrors)
        }
        #expect(valid > 100, "the inputs should include valid documents too, got \(valid)")
    }
}

