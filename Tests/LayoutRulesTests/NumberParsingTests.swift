// The parser reads plain decimals of up to 15 digits from the source bytes
// (digits and power of ten exact as doubles, one division), and anything
// else through `Double(String)`. Both must give the same double as
// `Double(String)` for every number a rule file can spell: random decimals
// of every length around the 15-digit switch, and the edge cases. (Compared
// with `==`: trait values are interned by value, so `-0` and `0` share one.)

import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesRuntime

@Suite struct NumberParsingTests {
    /// The value `layoutc` gives each spelling, read back as a trait.
    static func parsed(_ spellings: [String]) throws -> [Double?] {
        let source = "traits {\n" + spellings.enumerated().map { "  t\($0.offset): \($0.element);\n" }.joined() + "}\n"
        let compilation = Compiler.compile(text: source, path: "numbers.layout")
        let ruleSet = try #require(compilation.ruleSet, "\(compilation.diagnostics)")
        let traits = ruleSet.evaluate(LayoutEnvironment(width: 390, height: 844))
        return spellings.indices.map { index in
            if case .number(let value)? = traits["t\(index)"] { value } else { nil }
        }
    }

    @Test("edge cases read as Double(String) reads them")
    func edgeCases() throws {
        let spellings = [
            "0", "-0", "+5", "-12", "0.5", "1.25", "007", "0.1", "0.30000000000000004", "123456789012345",
            "1234567890123456", "12345678901234567890", "0.000000000000001", "9007199254740993", "1e3", "1.5e-2",
            "999999999999999.9", "0.123456789012345", "-0.123456789012345",
        ]
        for (spelling, value) in zip(spellings, try Self.parsed(spellings)) {
            let expected = try #require(Double(spelling))
            #expect(value == expected, "\(spelling): \(String(describing: value)) vs \(expected)")
        }
    }

    @Test("random decimals of 1 to 20 digits read as Double(String) reads them")
    func randomDecimals() throws {
        var random = SplitMix64(seed: 0x5EED_D1617)
        var spellings: [String] = []
        for _ in 0..<TestSettings.scaled(quick: 2_000, full: 8_000) {
            let digits = Int(random.next() % 20) + 1
            var text = (0..<digits).map { _ in String(random.next() % 10) }.joined()
            let point = Int(random.next() % UInt64(digits + 1))
            if point > 0, point < digits { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
            if random.next() % 3 == 0 { text = "-" + text }
            spellings.append(text)
        }
        for (spelling, value) in zip(spellings, try Self.parsed(spellings)) {
            let expected = try #require(Double(spelling))
            #expect(value == expected, "\(spelling): \(String(describing: value)) vs \(expected)")
        }
    }
}
