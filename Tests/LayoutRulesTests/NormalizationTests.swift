import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesSemantics
@testable import LayoutRulesCompiler

/// The before => after examples in Lowering.swift, Condition.swift and
/// Normalization.swift, each as a row: a media query list and the union of
/// boxes it normalises to (boxes joined by " | ").
struct NormalizationTests {
    static let cases: [(query: String, boxes: String)] = [
        ("(min-width: 400pt)", "400 <= width"),
        ("(max-width: 400px)", "width <= 400"),
        ("(width: 400)", "width = 400"),
        ("(400 < width)", "400 < width"),
        ("(400 <= width < 800)", "400 <= width < 800"),
        ("(800 > width >= 400)", "400 <= width < 800"),
        ("(resolution >= 192dpi)", "2 <= scale"),
        ("(resolution: 2x)", "scale = 2"),
        ("(width)", "width < 0 | 0 < width"),
        ("not all", ""),
        ("all", "any environment"),
        ("print, (width > 1)", "1 < width"),
        ("not (not (width > 1))", "1 < width"),
        ("(width >= 400) and (not (width > 800))", "400 <= width <= 800"),
        ("(width < 300) and (width > 400)", ""),
        ("(orientation: portrait)", "aspect-ratio <= 1"),
        ("(orientation: landscape)", "1 < aspect-ratio"),
        ("(aspect-ratio >= 16/9)", "16/9 <= aspect-ratio"),
        ("(idiom: pad), (idiom: phone)", "idiom is phone or pad"),
        ("not (idiom: phone)", "idiom is pad or tv or mac or carplay or vision or none"),
        ("(width < 600) or (width >= 600)", "any environment"),
        ("(idiom: pad) and (width >= 1024)", "1024 <= width and idiom is pad"),
        ("(600 <= width < 840), (840 <= width < 1200)", "600 <= width < 1200"),
    ]

    @Test(arguments: cases)
    func normalises(query: String, boxes expected: String) throws {
        let checked = Checker.check(text: "@media \(query) { traits { hit: true; } }")
        #expect(!checked.hasErrors, "\(checked.diagnostics.map(\.message))")
        let condition = try #require(checked.rules.first?.condition)
        let boxes = try #require(Normalizer.boxes(of: condition))
        #expect(boxes.map(\.description).joined(separator: " | ") == expected)
    }

    @Test func constantFolding() {
        #expect(Condition.and([.always, .compare(.width, .less, 3)]) == .compare(.width, .less, 3))
        #expect(Condition.and([.never, .compare(.width, .less, 3)]) == .never)
        #expect(Condition.or([.never, .compare(.width, .less, 3)]) == .compare(.width, .less, 3))
        #expect(Condition.or([.always, .compare(.width, .less, 3)]) == .always)
        #expect(Condition.negate(.not(.compare(.width, .less, 3))) == .compare(.width, .less, 3))
        #expect(Condition.negate(.always) == .never)
    }
}
