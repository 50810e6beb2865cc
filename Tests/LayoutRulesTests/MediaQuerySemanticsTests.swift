// What a media query means, row by row, as CSS Media Queries Level 4 (and
// Level 5 for custom media) defines it. Every expectation here was written
// from the specification, not from the compiler's output:
//
//   - https://www.w3.org/TR/mediaqueries-4/#mq-min-max  `min-`/`max-` are inclusive
//   - https://www.w3.org/TR/mediaqueries-4/#mq-range-context  `<` exclusive, `<=` inclusive, `=`,
//     value-first forms, double ranges
//   - https://www.w3.org/TR/mediaqueries-4/#orientation  portrait when height >= width
//   - https://www.w3.org/TR/mediaqueries-4/#mq-boolean-context  `(width)` is false at 0
//   - https://www.w3.org/TR/mediaqueries-4/#mq-syntax  `not` negates the whole query,
//     `only` is ignored, a comma list matches when any query does, keywords are
//     ASCII case-insensitive
//   - https://www.w3.org/TR/mediaqueries-4/#aspect-ratio  a ratio compares as the
//     exact quotient (1280/720 = 16/9, 1366/768 != 16/9)
//   - https://www.w3.org/TR/mediaqueries-4/#resolution  1x = 1dppx = 96dpi
//   - https://www.w3.org/TR/mediaqueries-5/#custom-mq  a reference behaves as if
//     its definition were parenthesised; `true`/`false`; the last definition wins
//   - https://www.w3.org/TR/css-conditional-3/#processing  nested `@media` means
//     both conditions; the cascade: a later rule wins, declaration by declaration
//
// Each row is compiled with `Compiler.compile(text:)` and evaluated both by
// the decision tree (`ruleSet.evaluate`) and by the reference evaluator, so
// a wrong answer from either is caught. `CompilerCLITests` runs the query
// rows once more through `layoutc eval --format json`.

import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesRuntime
@testable import LayoutRulesTooling

/// An environment in the rows' shorthand: `E(390, 844)` is a 390 x 844
/// window, full screen, phone, scale 3, interface orientation following the
/// window's shape.
struct SemanticsEnvironment: Sendable, Hashable, CustomStringConvertible {
    var width: Double
    var height: Double
    var screenWidth: Double?
    var screenHeight: Double?
    var idiom: Idiom = .phone
    var interfaceOrientation: LayoutInterfaceOrientation?
    var scale: Double = 3

    func screen(_ width: Double, _ height: Double) -> Self {
        var copy = self
        copy.screenWidth = width
        copy.screenHeight = height
        return copy
    }

    func idiom(_ idiom: Idiom) -> Self {
        var copy = self
        copy.idiom = idiom
        return copy
    }

    func interface(_ orientation: LayoutInterfaceOrientation) -> Self {
        var copy = self
        copy.interfaceOrientation = orientation
        return copy
    }

    func scale(_ scale: Double) -> Self {
        var copy = self
        copy.scale = scale
        return copy
    }

    var environment: LayoutEnvironment {
        LayoutEnvironment(
            width: width, height: height, screenWidth: screenWidth, screenHeight: screenHeight,
            interfaceOrientation: interfaceOrientation, idiom: idiom, scale: scale)
    }

    var description: String {
        var text = "\(formatNumber(width))x\(formatNumber(height))"
        if let screenWidth, let screenHeight { text += " screen \(formatNumber(screenWidth))x\(formatNumber(screenHeight))" }
        if idiom != .phone { text += " \(idiom.rawValue)" }
        if let interfaceOrientation { text += " \(interfaceOrientation.rawValue)" }
        if scale != 3 { text += " @\(formatNumber(scale))x" }
        return text
    }
}

/// `E(width, height)`: see `SemanticsEnvironment`.
private func E(_ width: Double, _ height: Double) -> SemanticsEnvironment {
    SemanticsEnvironment(width: width, height: height)
}

/// One row: a rule file that sets the trait `hit` (or a media query list
/// wrapped as `@media QUERY { traits { hit: true; } }`), an environment and
/// whether `hit` ends up `true` there.
struct SemanticsRow: Sendable, CustomTestStringConvertible {
    /// The media query list, for a wrapped row; nil for a whole-file row.
    let query: String?
    /// Definitions placed before the wrapped query (custom media).
    let prelude: String
    /// The whole file, for a row that is not a single wrapped query.
    let file: String?
    /// Other files, importable by path, for `@import` rows.
    let files: [String: String]
    let environment: SemanticsEnvironment
    let expected: Bool
    let sourceLocation: Testing.SourceLocation

    var source: String {
        if let file { return file }
        return (prelude.isEmpty ? "" : prelude + "\n") + "@media \(query ?? "all") { traits { hit: true; } }\n"
    }

    var testDescription: String {
        let subject = query.map { prelude.isEmpty ? $0 : "\($0) [\(prelude)]" } ?? (file ?? "")
        return "\(subject) @ \(environment) => \(expected)"
    }
}

/// A wrapped query row.
private func Q(
    _ query: String, _ environment: SemanticsEnvironment, _ expected: Bool, prelude: String = "",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> SemanticsRow {
    SemanticsRow(
        query: query, prelude: prelude, file: nil, files: [:], environment: environment, expected: expected,
        sourceLocation: sourceLocation)
}

/// A whole-file row (cascade, nesting, imports): `hit` must be `true`
/// exactly when `expected`.
private func F(
    _ file: String, _ environment: SemanticsEnvironment, _ expected: Bool, files: [String: String] = [:],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> SemanticsRow {
    SemanticsRow(
        query: nil, prelude: "", file: file, files: files, environment: environment, expected: expected,
        sourceLocation: sourceLocation)
}

/// Custom media used by the Level 5 rows.
let customMediaPrelude = """
    @custom-media --narrow-or-short (width < 400) or (height < 400);
    @custom-media --edges (width < 100), (width > 1000);
    @custom-media --yes true;
    @custom-media --no false;
    @custom-media --pad (idiom: pad);
    @custom-media --big-pad (--pad) and (width >= 1000);
    @custom-media --uses-later (--defined-later) and (height >= 500);
    @custom-media --defined-later (width >= 500);
    @custom-media --not-print not print;
    """

let semanticsRows: [SemanticsRow] = [
    // MARK: min- and max- are inclusive (MQ4 §2.4.3)
    Q("(min-width: 400)", E(399, 800), false),
    Q("(min-width: 400)", E(399.99, 800), false),
    Q("(min-width: 400)", E(400, 800), true),
    Q("(min-width: 400)", E(401, 800), true),
    Q("(max-width: 400)", E(400, 800), true),
    Q("(max-width: 400)", E(400.01, 800), false),
    Q("(max-width: 400)", E(0, 800), true),
    Q("(min-height: 400)", E(800, 400), true),
    Q("(min-height: 400)", E(800, 399), false),
    Q("(max-height: 400)", E(800, 400), true),
    Q("(max-height: 400)", E(800, 401), false),
    Q("(min-width: 0)", E(0, 0), true),
    Q("(min-width: 400) and (max-width: 800)", E(800, 600), true),
    Q("(min-width: 400) and (max-width: 800)", E(800.5, 600), false),

    // MARK: range syntax: < exclusive, <= inclusive, = (MQ4 §2.4.3)
    Q("(width < 400)", E(400, 800), false),
    Q("(width < 400)", E(399.9, 800), true),
    Q("(width <= 400)", E(400, 800), true),
    Q("(width <= 400)", E(400.1, 800), false),
    Q("(width > 400)", E(400, 800), false),
    Q("(width > 400)", E(400.1, 800), true),
    Q("(width >= 400)", E(400, 800), true),
    Q("(width >= 400)", E(399.9, 800), false),
    Q("(width = 400)", E(400, 800), true),
    Q("(width = 400)", E(400.5, 800), false),
    Q("(width: 400)", E(400, 800), true),
    Q("(width: 400)", E(399, 800), false),
    Q("(height < 600)", E(800, 600), false),
    Q("(height <= 600)", E(800, 600), true),
    Q("(height = 600)", E(800, 600), true),

    // MARK: value first: "(400 < width)" means width > 400
    Q("(400 < width)", E(400, 800), false),
    Q("(400 < width)", E(401, 800), true),
    Q("(400 <= width)", E(400, 800), true),
    Q("(400 <= width)", E(399, 800), false),
    Q("(400 > width)", E(400, 800), false),
    Q("(400 > width)", E(399, 800), true),
    Q("(400 >= width)", E(400, 800), true),
    Q("(400 >= width)", E(401, 800), false),
    Q("(400 = width)", E(400, 800), true),
    Q("(400 = width)", E(401, 800), false),

    // MARK: double ranges, ascending and descending, at both ends
    Q("(400 <= width < 800)", E(399, 500), false),
    Q("(400 <= width < 800)", E(400, 500), true),
    Q("(400 <= width < 800)", E(799.9, 500), true),
    Q("(400 <= width < 800)", E(800, 500), false),
    Q("(400 < width <= 800)", E(400, 500), false),
    Q("(400 < width <= 800)", E(400.1, 500), true),
    Q("(400 < width <= 800)", E(800, 500), true),
    Q("(400 < width <= 800)", E(800.1, 500), false),
    Q("(400 < width < 800)", E(400, 500), false),
    Q("(400 < width < 800)", E(600, 500), true),
    Q("(400 < width < 800)", E(800, 500), false),
    Q("(400 <= width <= 800)", E(400, 500), true),
    Q("(400 <= width <= 800)", E(800, 500), true),
    Q("(800 > width >= 400)", E(400, 500), true),
    Q("(800 > width >= 400)", E(399, 500), false),
    Q("(800 > width >= 400)", E(800, 500), false),
    Q("(800 >= width > 400)", E(800, 500), true),
    Q("(800 >= width > 400)", E(400, 500), false),
    Q("(800 >= width > 400)", E(801, 500), false),
    Q("(800 > width > 400)", E(600, 500), true),
    Q("(800 > width > 400)", E(800, 500), false),
    Q("(800 >= width >= 400)", E(400, 500), true),
    Q("(800 >= width >= 400)", E(800, 500), true),
    Q("(300 < height <= 600)", E(500, 600), true),
    Q("(300 < height <= 600)", E(500, 300), false),

    // MARK: sizes are "false in the negative range" (MQ4 §2.4.3): never below zero
    Q("not (width <= -100px)", E(0, 0), true),
    Q("(height > -100px)", E(0, 0), true),
    Q("(width < -1)", E(0, 844), false),
    Q("(-100 < width)", E(0, 844), true),

    // MARK: px is the CSS reference pixel, one point here
    Q("(min-width: 400px)", E(400, 800), true),
    Q("(min-width: 400px)", E(399, 800), false),
    Q("(width >= 400pt)", E(400, 800), true),
    Q("(width: 400px)", E(400, 800), true),
    Q("(400px <= width < 800pt)", E(799, 800), true),
    Q("(400px <= width < 800pt)", E(800, 800), false),
    Q("(max-height: 600pt)", E(400, 600), true),

    // MARK: orientation: portrait when height >= width, a square is portrait
    Q("(orientation: portrait)", E(390, 844), true),
    Q("(orientation: portrait)", E(844, 390), false),
    Q("(orientation: portrait)", E(500, 500), true),
    Q("(orientation: landscape)", E(500, 500), false),
    Q("(orientation: landscape)", E(501, 500), true),
    Q("(orientation: landscape)", E(500.5, 500), true),
    Q("not (orientation: portrait)", E(500, 500), false),
    // The window's shape decides, not the interface orientation (Split View).
    Q("(orientation: portrait)", E(507, 1024).screen(1366, 1024).idiom(.pad).interface(.landscapeLeft), true),

    // MARK: not, media types, only (MQ4 §3)
    Q("not (width >= 400)", E(399, 800), true),
    Q("not (width >= 400)", E(400, 800), false),
    Q("all", E(0, 0), true),
    Q("not all", E(390, 844), false),
    Q("screen", E(390, 844), true),
    Q("only screen", E(390, 844), true),
    Q("not screen", E(390, 844), false),
    Q("print", E(390, 844), false),
    Q("only print", E(390, 844), false),
    Q("not print", E(390, 844), true),
    Q("print and (width > 0)", E(390, 844), false),
    Q("all and (width >= 400)", E(400, 844), true),
    Q("all and (width >= 400)", E(399, 844), false),
    Q("only screen and (min-width: 400)", E(400, 844), true),
    Q("only screen and (min-width: 400)", E(399, 844), false),
    // `not` applies to the whole query, type and condition together.
    Q("not all and (width >= 400)", E(399, 844), true),
    Q("not all and (width >= 400)", E(400, 844), false),
    Q("not screen and (width >= 400) and (height >= 400)", E(500, 500), false),
    Q("not screen and (width >= 400) and (height >= 400)", E(500, 300), true),
    Q("not print and (width > 100000)", E(390, 844), true),
    Q("screen and (not (width >= 400))", E(300, 844), true),
    Q("screen and ((width < 100) or (width > 500))", E(600, 844), true),
    Q("screen and ((width < 100) or (width > 500))", E(300, 844), false),

    // MARK: comma lists match when any query matches
    Q("(width < 100), (width > 500)", E(50, 844), true),
    Q("(width < 100), (width > 500)", E(100, 844), false),
    Q("(width < 100), (width > 500)", E(300, 844), false),
    Q("(width < 100), (width > 500)", E(500, 844), false),
    Q("(width < 100), (width > 500)", E(600, 844), true),
    Q("print, (width >= 0)", E(390, 844), true),
    Q("print, screen", E(390, 844), true),
    Q("not all, all", E(390, 844), true),
    Q("not all, not all", E(390, 844), false),
    Q("(idiom: pad), (idiom: phone)", E(1920, 1080).idiom(.tv), false),
    // `not` negates only its own query of the list.
    Q("not (width > 500), (idiom: pad)", E(600, 800).idiom(.pad), true),
    Q("not (width > 500), (idiom: pad)", E(600, 800), false),
    Q("not (width > 500), (idiom: pad)", E(300, 800), true),
    Q("screen and (width < 100), print and (width > 500)", E(600, 800), false),

    // MARK: and, or, nested groups
    Q("(width >= 400) and (height >= 400)", E(400, 400), true),
    Q("(width >= 400) and (height >= 400)", E(400, 399), false),
    Q("(width >= 400) or (height >= 400)", E(399, 400), true),
    Q("(width >= 400) or (height >= 400)", E(399, 399), false),
    Q("(width > 1) and (height > 1) and (idiom: pad)", E(2, 2).idiom(.pad), true),
    Q("(width > 1) and (height > 1) and (idiom: pad)", E(2, 2), false),
    Q("(idiom: tv) or (idiom: mac) or (idiom: vision)", E(1280, 720).idiom(.vision), true),
    Q("((width >= 400))", E(400, 800), true),
    Q("(((width >= 400)))", E(399, 800), false),
    Q("((width >= 400) or (height >= 400)) and (idiom: phone)", E(300, 500), true),
    Q("((width >= 400) or (height >= 400)) and (idiom: phone)", E(300, 500).idiom(.pad), false),
    Q("((width >= 400) or (height >= 400)) and (idiom: phone)", E(300, 300), false),
    Q("(width >= 400) and ((height >= 400) or (idiom: pad))", E(400, 300).idiom(.pad), true),
    Q("not ((width < 400) or (height < 400))", E(400, 400), true),
    Q("not ((width < 400) or (height < 400))", E(400, 399), false),
    Q("(not (width < 400)) and (not (height < 400))", E(400, 400), true),
    Q("not (not (width > 600))", E(601, 800), true),
    Q("not (not (width > 600))", E(600, 800), false),
    Q("(width > 1) or (not (height > 1000))", E(0, 2000), false),

    // MARK: boolean context: false only for zero (MQ4 §2.4.4)
    Q("(width)", E(0, 844), false),
    Q("(width)", E(1, 844), true),
    Q("(width)", E(0.5, 844), true),
    Q("not (width)", E(0, 844), true),
    Q("(height)", E(390, 0), false),
    Q("(width) and (height)", E(390, 844), true),
    Q("(screen-width)", E(390, 844).screen(0, 0), false),
    Q("(scale)", E(390, 844), true),
    Q("(resolution)", E(390, 844).scale(1), true),
    Q("(orientation)", E(390, 844), true),
    Q("(orientation)", E(844, 390), true),
    Q("(idiom)", E(1024, 1366).idiom(.pad), true),

    // MARK: aspect-ratio, decided exactly
    Q("(aspect-ratio: 16/9)", E(1280, 720), true),
    Q("(aspect-ratio: 16/9)", E(1920, 1080), true),
    Q("(aspect-ratio: 16/9)", E(1366, 768), false),
    Q("(aspect-ratio = 16/9)", E(3840, 2160), true),
    Q("(min-aspect-ratio: 4/3)", E(1024, 768), true),
    Q("(min-aspect-ratio: 4/3)", E(1023, 768), false),
    Q("(max-aspect-ratio: 4/3)", E(1024, 768), true),
    Q("(max-aspect-ratio: 4/3)", E(1025, 768), false),
    Q("(min-aspect-ratio: 16/10)", E(1280, 800), true),
    Q("(aspect-ratio > 1.5)", E(1500, 1000), false),
    Q("(aspect-ratio > 1.5)", E(1501, 1000), true),
    Q("(aspect-ratio >= 1.5)", E(1500, 1000), true),
    Q("(aspect-ratio: 1.5)", E(1500, 1000), true),
    Q("(aspect-ratio: 3/2)", E(1500, 1000), true),
    Q("(aspect-ratio < 1)", E(500, 500), false),
    Q("(aspect-ratio: 1/1)", E(500, 500), true),
    Q("(4/3 <= aspect-ratio <= 16/9)", E(1024, 768), true),
    Q("(4/3 <= aspect-ratio <= 16/9)", E(1280, 720), true),
    Q("(4/3 <= aspect-ratio <= 16/9)", E(1920, 1000), false),
    Q("(16/9 > aspect-ratio > 4/3)", E(1024, 768), false),
    Q("(16/9 > aspect-ratio > 4/3)", E(1280, 800), true),

    // MARK: scale and resolution: 1x = 1dppx = 96dpi
    Q("(scale: 2)", E(390, 844).scale(2), true),
    Q("(scale: 2)", E(390, 844).scale(3), false),
    Q("(min-scale: 2)", E(390, 844).scale(3), true),
    Q("(min-scale: 2)", E(390, 844).scale(1), false),
    Q("(scale >= 2)", E(390, 844).scale(2), true),
    Q("(scale > 2)", E(390, 844).scale(2), false),
    Q("(2 <= scale < 3)", E(390, 844).scale(3), false),
    Q("(resolution: 2x)", E(390, 844).scale(2), true),
    Q("(resolution: 2x)", E(390, 844).scale(3), false),
    Q("(resolution: 2dppx)", E(390, 844).scale(2), true),
    Q("(resolution: 192dpi)", E(390, 844).scale(2), true),
    Q("(resolution: 192dpi)", E(390, 844).scale(3), false),
    Q("(resolution: 288dpi)", E(390, 844).scale(3), true),
    Q("(resolution: 96dpi)", E(390, 844).scale(1), true),
    Q("(min-resolution: 2x)", E(390, 844).scale(3), true),
    Q("(max-resolution: 2x)", E(390, 844).scale(3), false),
    Q("(resolution > 1.5x)", E(390, 844).scale(2), true),
    Q("(resolution < 2x)", E(390, 844).scale(2), false),
    Q("(resolution >= 192dpi)", E(390, 844).scale(2), true),
    // 1dpcm = 2.54dpi: 75dpcm is 1.98dppx, 76dpcm is 2.01dppx.
    Q("(min-resolution: 75dpcm)", E(390, 844).scale(2), true),
    Q("(min-resolution: 76dpcm)", E(390, 844).scale(2), false),

    // MARK: screen-width/screen-height are the screen, not the window
    Q("(screen-width >= 1024)", E(507, 1366).screen(1024, 1366).idiom(.pad), true),
    Q("(width >= 1024)", E(507, 1366).screen(1024, 1366).idiom(.pad), false),
    Q("(screen-height: 1366)", E(507, 1366).screen(1024, 1366).idiom(.pad), true),
    Q("(min-screen-width: 1024) and (max-width: 600)", E(507, 1366).screen(1024, 1366).idiom(.pad), true),
    Q("(screen-width < 400)", E(320, 1024).screen(768, 1024).idiom(.pad), false),
    Q("(max-screen-height: 800)", E(1024, 768).screen(1024, 768).idiom(.pad), true),

    // MARK: idiom and interface-orientation
    Q("(idiom: pad)", E(1024, 1366).idiom(.pad), true),
    Q("(idiom: pad)", E(1024, 1366), false),
    Q("(idiom: phone)", E(390, 844), true),
    Q("(idiom: tv)", E(1920, 1080).idiom(.tv), true),
    Q("(idiom: mac)", E(1280, 800).idiom(.mac), true),
    Q("(idiom: carplay)", E(800, 480).idiom(.carplay), true),
    Q("(idiom: vision)", E(1280, 720).idiom(.vision), true),
    Q("not (idiom: phone)", E(1024, 1366).idiom(.pad), true),
    Q("not (idiom: phone)", E(390, 844), false),
    Q("(idiom: pad) or (idiom: mac)", E(1280, 800).idiom(.mac), true),
    Q("(idiom: phone)", E(390, 844).idiom(.unspecified), false),
    Q("not (idiom: phone)", E(390, 844).idiom(.unspecified), true),
    Q("(interface-orientation: portrait)", E(390, 844).interface(.portrait), true),
    Q("(interface-orientation: landscape-left)", E(844, 390).interface(.landscapeLeft), true),
    Q("(interface-orientation: landscape-left)", E(844, 390).interface(.landscapeRight), false),
    Q("(interface-orientation: landscape-right)", E(844, 390).interface(.landscapeRight), true),
    Q("(interface-orientation: portrait-upside-down)", E(390, 844).interface(.portraitUpsideDown), true),
    Q("(interface-orientation: portrait)", E(390, 844).interface(.portraitUpsideDown), false),
    Q("not (interface-orientation: portrait)", E(844, 390).interface(.landscapeRight), true),
    Q(
        "(interface-orientation: landscape-left), (interface-orientation: landscape-right)",
        E(844, 390).interface(.landscapeLeft), true),
    Q(
        "(orientation: portrait) and (interface-orientation: landscape-left)",
        E(507, 1024).screen(1366, 1024).idiom(.pad).interface(.landscapeLeft), true),

    // MARK: keywords, names, units and values are ASCII case-insensitive
    Q("(WIDTH >= 10)", E(10, 10), true),
    Q("(WIDTH >= 10)", E(9, 10), false),
    Q("(Min-Width: 10)", E(10, 10), true),
    Q("(width >= 10) AND (height >= 10)", E(10, 10), true),
    Q("(width < 10) OR (height < 10)", E(10, 10), false),
    Q("NOT (width < 10)", E(5, 10), false),
    Q("NOT ALL", E(5, 10), false),
    Q("ONLY SCREEN AND (MIN-WIDTH: 10PX)", E(10, 10), true),
    Q("Print", E(10, 10), false),
    Q("(Orientation: LANDSCAPE)", E(20, 10), true),
    Q("(IDIOM: Pad)", E(1024, 1366).idiom(.pad), true),
    Q("(RESOLUTION: 2X)", E(390, 844).scale(2), true),
    Q("(Aspect-Ratio: 16/9)", E(1280, 720), true),

    // MARK: custom media (MQ5): a reference is parenthesised as a whole
    // "(--narrow-or-short) and (idiom: pad)" means "((width < 400) or (height < 400)) and (idiom: pad)".
    Q("(--narrow-or-short) and (idiom: pad)", E(300, 800), false, prelude: customMediaPrelude),
    Q("(--narrow-or-short) and (idiom: pad)", E(300, 800).idiom(.pad), true, prelude: customMediaPrelude),
    Q("(--narrow-or-short) and (idiom: pad)", E(800, 300).idiom(.pad), true, prelude: customMediaPrelude),
    Q("(--narrow-or-short) and (idiom: pad)", E(800, 800).idiom(.pad), false, prelude: customMediaPrelude),
    Q("not (--narrow-or-short)", E(300, 800), false, prelude: customMediaPrelude),
    Q("not (--narrow-or-short)", E(400, 400), true, prelude: customMediaPrelude),
    Q("screen and (--narrow-or-short)", E(390, 844), true, prelude: customMediaPrelude),
    // A definition that is a query list is true when any of its queries is.
    Q("(--edges) and (height > 0)", E(50, 800), true, prelude: customMediaPrelude),
    Q("(--edges) and (height > 0)", E(500, 800), false, prelude: customMediaPrelude),
    Q("(--edges) and (height > 0)", E(1001, 800), true, prelude: customMediaPrelude),
    Q("(--yes)", E(390, 844), true, prelude: customMediaPrelude),
    Q("(--no)", E(390, 844), false, prelude: customMediaPrelude),
    Q("not (--no)", E(390, 844), true, prelude: customMediaPrelude),
    Q("(--yes) and (--no)", E(390, 844), false, prelude: customMediaPrelude),
    Q("(--no) or (width > 0)", E(390, 844), true, prelude: customMediaPrelude),
    Q("(--big-pad)", E(1024, 1366).idiom(.pad), true, prelude: customMediaPrelude),
    Q("(--big-pad)", E(999, 1366).idiom(.pad), false, prelude: customMediaPrelude),
    Q("(--big-pad)", E(1024, 1366).idiom(.mac), false, prelude: customMediaPrelude),
    // A definition may use a name defined after it.
    Q("(--uses-later)", E(500, 500), true, prelude: customMediaPrelude),
    Q("(--uses-later)", E(499, 500), false, prelude: customMediaPrelude),
    Q("(--not-print)", E(390, 844), true, prelude: customMediaPrelude),
    // The last definition of a name wins (with a warning).
    Q(
        "(--redefined)", E(200, 844), true,
        prelude: "@custom-media --redefined (width < 100);\n@custom-media --redefined (width >= 100);"),
    // A rule may use a name defined further down the file.
    F("@media (--later) { traits { hit: true; } }\n@custom-media --later (width > 600);", E(700, 844), true),
    F("@media (--later) { traits { hit: true; } }\n@custom-media --later (width > 600);", E(600, 844), false),

    // MARK: nested @media means both conditions
    F("@media (width >= 400) { @media (height >= 400) { traits { hit: true; } } }", E(500, 500), true),
    F("@media (width >= 400) { @media (height >= 400) { traits { hit: true; } } }", E(500, 300), false),
    F("@media (width >= 400) { @media (height >= 400) { traits { hit: true; } } }", E(300, 500), false),
    // "(A, B) inside C" is "(A or B) and C".
    F("@media (width < 100), (width > 500) { @media (height > 500) { traits { hit: true; } } }", E(50, 600), true),
    F("@media (width < 100), (width > 500) { @media (height > 500) { traits { hit: true; } } }", E(600, 600), true),
    F("@media (width < 100), (width > 500) { @media (height > 500) { traits { hit: true; } } }", E(300, 600), false),
    F("@media (width < 100), (width > 500) { @media (height > 500) { traits { hit: true; } } }", E(600, 400), false),
    F("@media not (width >= 400) { @media (height >= 400) { traits { hit: true; } } }", E(300, 500), true),
    F("@media not (width >= 400) { @media (height >= 400) { traits { hit: true; } } }", E(500, 500), false),
    F(
        "@media (idiom: pad) { @media (orientation: landscape) { @media (width >= 1000) { traits { hit: true; } } } }",
        E(1024, 768).idiom(.pad), true),
    F(
        "@media (idiom: pad) { @media (orientation: landscape) { @media (width >= 1000) { traits { hit: true; } } } }",
        E(768, 1024).idiom(.pad), false),
    // A block beside a nested @media keeps only the outer condition.
    F(
        "@media (width >= 400) { traits { hit: true; } @media (height >= 400) { traits { hit: false; } } }",
        E(500, 300), true),
    F(
        "@media (width >= 400) { traits { hit: true; } @media (height >= 400) { traits { hit: false; } } }",
        E(500, 500), false),

    // MARK: cascade: a later rule wins trait by trait; top-level traits apply everywhere
    F("traits { hit: true; }", E(0, 0), true),
    F("traits { hit: true; }", E(1920, 1080).idiom(.tv).scale(1), true),
    F("traits { hit: false; } @media (width >= 400) { traits { hit: true; } }", E(400, 800), true),
    F("traits { hit: false; } @media (width >= 400) { traits { hit: true; } }", E(399, 800), false),
    F("@media (width >= 400) { traits { hit: true; } } traits { hit: false; }", E(500, 800), false),
    F(
        "@media (width >= 400) { traits { hit: true; } } @media (width >= 600) { traits { hit: false; } }",
        E(500, 800), true),
    F(
        "@media (width >= 400) { traits { hit: true; } } @media (width >= 600) { traits { hit: false; } }",
        E(600, 800), false),
    // Setting another trait does not undo 'hit'.
    F(
        "@media (width >= 400) { traits { hit: true; columns: 2; } } @media (width >= 600) { traits { columns: 3; } }",
        E(700, 800), true),
    // A rule that does not match changes nothing.
    F(
        "@media (width >= 400) { traits { hit: true; } } @media (width >= 600) { traits { hit: false; } }",
        E(300, 800), false),
    F("@media (width >= 400) { traits { hit: false; } } @media all { traits { hit: true; } }", E(500, 800), true),

    // MARK: @import takes effect at its position in the cascade
    F(
        #"traits { hit: false; } @import "on.layout";"#, E(390, 844), true,
        files: ["on.layout": "traits { hit: true; }"]),
    F(
        #"@import "on.layout"; traits { hit: false; }"#, E(390, 844), false,
        files: ["on.layout": "traits { hit: true; }"]),
    F(
        #"@media (width >= 400) { traits { hit: true; } } @import "off.layout";"#, E(500, 844), true,
        files: ["off.layout": "@media (width >= 600) { traits { hit: false; } }"]),
    F(
        #"@media (width >= 400) { traits { hit: true; } } @import "off.layout";"#, E(700, 844), false,
        files: ["off.layout": "@media (width >= 600) { traits { hit: false; } }"]),
    // Custom media defined in an imported file are visible to the importer.
    F(
        #"@import "lib/names.layout"; @media (--wide) { traits { hit: true; } }"#, E(600, 844), true,
        files: ["lib/names.layout": "@custom-media --wide (width >= 600);"]),
    F(
        #"@import "lib/names.layout"; @media (--wide) { traits { hit: true; } }"#, E(599, 844), false,
        files: ["lib/names.layout": "@custom-media --wide (width >= 600);"]),
]

/// `explain` for a rule that does not match: the first part of its
/// condition that is false, as written.
struct ExplainRow: Sendable, CustomTestStringConvertible {
    let query: String
    let environment: SemanticsEnvironment
    let failed: String
    let sourceLocation: Testing.SourceLocation

    init(
        _ query: String, _ environment: SemanticsEnvironment, _ failed: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        self.query = query
        self.environment = environment
        self.failed = failed
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { "\(query) @ \(environment) fails at \(failed)" }
}

let explainRows: [ExplainRow] = [
    ExplainRow("(width >= 400) and (height >= 400)", E(500, 300), "(height >= 400)"),
    ExplainRow("screen and (width > 400)", E(390, 844), "(width > 400)"),
    ExplainRow("(width < 100), (height < 100)", E(390, 844), "(width < 100)"),
    // The feature test inside a 'not' holds; the 'not' is what fails.
    ExplainRow("not (width >= 400)", E(500, 844), "not (width >= 400)"),
    ExplainRow("(width > 1) and (not (idiom: phone))", E(390, 844), "not (idiom: phone)"),
    // A media type that never matches, or a negated query, fails as a whole.
    ExplainRow("print", E(390, 844), "print"),
    ExplainRow("not all and (width < 1000)", E(390, 844), "not all and (width < 1000)"),
    // A custom media reference: the test inside its definition.
    ExplainRow("(--big-pad)", E(999, 1366).idiom(.pad), "(width >= 1000)"),
]

struct MediaQuerySemanticsTests {
    @Test("explain names the first part of the condition that failed", arguments: explainRows)
    func explain(_ row: ExplainRow) throws {
        let source = customMediaPrelude + "\n@media \(row.query) { traits { hit: true; } }\n"
        let ruleSet = try #require(Compiler.compile(text: source).ruleSet, sourceLocation: row.sourceLocation)
        let explanation = try #require(ruleSet.explain(row.environment.environment).first)
        #expect(!explanation.matched, sourceLocation: row.sourceLocation)
        let range = try #require(explanation.failedCondition, sourceLocation: row.sourceLocation)
        #expect(ruleSet.sources[range.file]?.text(of: range) == row.failed, sourceLocation: row.sourceLocation)
    }

    @Test("media query semantics per MQ4", arguments: semanticsRows)
    func row(_ row: SemanticsRow) throws {
        let compilation = Compiler.compile(
            text: row.source, path: "main.layout", provider: InMemorySourceProvider(row.files))
        let errors = compilation.diagnostics.filter { $0.severity == .error }
        #expect(
            errors.isEmpty, "unexpected errors: \(errors.map(\.message))", sourceLocation: row.sourceLocation)
        let ruleSet = try #require(compilation.ruleSet, sourceLocation: row.sourceLocation)
        let environment = row.environment.environment

        let traits = ruleSet.evaluate(environment)
        #expect(
            (traits["hit"] == .boolean(true)) == row.expected,
            "decision tree: hit is \(traits["hit"].map(String.init(describing:)) ?? "unset")",
            sourceLocation: row.sourceLocation)
        if row.query != nil, !row.expected {
            // Nothing else sets it: a query that does not match leaves it unset.
            #expect(traits["hit"] == nil, sourceLocation: row.sourceLocation)
        }

        let oracle = ReferenceEvaluator.evaluate(ruleSet.rules, in: environment)
        #expect(
            (oracle.traits["hit"]?.value == .boolean(true)) == row.expected,
            "reference evaluator disagrees with the specification", sourceLocation: row.sourceLocation)
    }

    @Test func tableIsLarge() {
        #expect(semanticsRows.count >= 150)
    }
}
