// Table-driven parser tests. Each valid case is one line: the source and
// the S-expression of its tree (see `SExpression` in TestSupport). Each
// error case pins the diagnostic ID, message and position (1️⃣ markers)
// and what the parser recovered.

import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesSyntax

struct ParseCase: Sendable, CustomTestStringConvertible {
    let source: String
    let tree: String
    let sourceLocation: Testing.SourceLocation

    init(_ source: String, _ tree: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        self.source = source
        self.tree = tree
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { source }
}

private let parseCases: [ParseCase] = [
    ParseCase("", ""),
    ParseCase("// nothing but a comment\n/* and another */", ""),

    // @import
    ParseCase(#"@import "apple";"#, #"(import "apple")"#),
    ParseCase("@import 'shared.layout';", #"(import "shared.layout")"#),
    ParseCase(#"@import "../common/base.layout";"#, #"(import "../common/base.layout")"#),
    ParseCase(#"@IMPORT "apple";"#, #"(import "apple")"#),

    // @custom-media: a query list, true or false.
    ParseCase("@custom-media --tablet (idiom: pad);", "(custom-media --tablet (feature idiom: pad))"),
    ParseCase(
        "@custom-media --big (width >= 1000), (height >= 1000);",
        "(custom-media --big (list (feature width >= 1000) (feature height >= 1000)))"),
    ParseCase("@custom-media --on true;", "(custom-media --on true)"),
    ParseCase("@custom-media --off false;", "(custom-media --off false)"),
    ParseCase("@custom-media --off FALSE;", "(custom-media --off false)"),
    ParseCase(
        "@custom-media --wide-pad (--tablet) and (width > 1000);",
        "(custom-media --wide-pad (and (custom --tablet) (feature width > 1000)))"),
    ParseCase("@custom-media --not-pad not (idiom: pad);", "(custom-media --not-pad (not (feature idiom: pad)))"),
    ParseCase("@custom-media --screen only screen;", "(custom-media --screen (type only screen))"),
    // 'true'/'false' are constants only right before ';' (Grammar.md); otherwise a media type.
    ParseCase("@custom-media --t true and (a);", "(custom-media --t (type true (feature a)))"),

    // @require
    ParseCase("@require columns;", "(require columns)"),
    ParseCase("@require columns, sidebar, style;", "(require columns sidebar style)"),

    // @media with media types, not/only and 'and'.
    ParseCase("@media all {}", "(media (type all))"),
    ParseCase("@MeDiA (a) aNd (b) {}", "(media (and (feature a) (feature b)))"),
    ParseCase("@media screen and (width >= 400) {}", "(media (type screen (feature width >= 400)))"),
    ParseCase("@media not screen and (width) {}", "(media (type not screen (feature width)))"),
    ParseCase("@media only screen {}", "(media (type only screen))"),
    ParseCase("@media not all and (monochrome) {}", "(media (type not all (feature monochrome)))"),
    ParseCase(
        "@media screen and (a) and (b) {}", "(media (type screen (and (feature a) (feature b))))"),
    ParseCase(
        "@media screen and ((a) or (b)) {}", "(media (type screen (group (or (feature a) (feature b)))))"),
    ParseCase("@media screen and not (a) {}", "(media (type screen (not (feature a))))"),
    ParseCase("@media screen, print {}", "(media (list (type screen) (type print)))"),
    ParseCase("@MEDIA ONLY Screen AND (A) {}", "(media (type only Screen (feature A)))"),

    // Query lists.
    ParseCase("@media (a), (b) {}", "(media (list (feature a) (feature b)))"),
    ParseCase(
        "@media (width >= 400) and (orientation: landscape), (idiom: pad) {}",
        "(media (list (and (feature width >= 400) (feature orientation: landscape)) (feature idiom: pad)))"),
    ParseCase("@media all, not print, (a) {}", "(media (list (type all) (type not print) (feature a)))"),

    // not, and/or chains, nested groups.
    ParseCase("@media not (a) {}", "(media (not (feature a)))"),
    ParseCase("@media (a) and (b) and (c) {}", "(media (and (feature a) (feature b) (feature c)))"),
    ParseCase("@media (a) or (b) or (c) {}", "(media (or (feature a) (feature b) (feature c)))"),
    ParseCase("@media (a) AND (b) {}", "(media (and (feature a) (feature b)))"),
    ParseCase("@media NOT (a) {}", "(media (not (feature a)))"),
    ParseCase("@media not ((a) and (b)) {}", "(media (not (group (and (feature a) (feature b)))))"),
    ParseCase("@media ((a) or (b)) and (c) {}", "(media (and (group (or (feature a) (feature b))) (feature c)))"),
    ParseCase("@media (not (a)) and (b) {}", "(media (and (group (not (feature a))) (feature b)))"),
    ParseCase("@media (a) or (not (b)) {}", "(media (or (feature a) (group (not (feature b)))))"),
    ParseCase("@media (((width))) {}", "(media (group (group (feature width))))"),
    ParseCase(
        "@media ((a) and ((b) or (c))) {}",
        "(media (group (and (feature a) (group (or (feature b) (feature c))))))"),
    ParseCase("@media not (not (a)) {}", "(media (not (group (not (feature a)))))"),

    // Custom media references.
    ParseCase("@media (--tablet) {}", "(media (custom --tablet))"),
    ParseCase(
        "@media (--tablet) and (orientation: landscape) {}",
        "(media (and (custom --tablet) (feature orientation: landscape)))"),
    ParseCase("@media not (--tablet) {}", "(media (not (custom --tablet)))"),
    ParseCase("@media (--a) or (--b), (--c) {}", "(media (list (or (custom --a) (custom --b)) (custom --c)))"),

    // Plain and boolean features.
    ParseCase("@media (orientation: landscape) {}", "(media (feature orientation: landscape))"),
    ParseCase("@media (min-width: 400pt) {}", "(media (feature min-width: 400pt))"),
    ParseCase("@media (max-height: 600px) {}", "(media (feature max-height: 600px))"),
    ParseCase("@media (scale: 2) {}", "(media (feature scale: 2))"),
    ParseCase("@media (resolution: 2x) {}", "(media (feature resolution: 2x))"),
    ParseCase("@media (interface-orientation: landscape-left) {}", "(media (feature interface-orientation: landscape-left))"),
    ParseCase("@media (width) {}", "(media (feature width))"),
    ParseCase("@media (width:400) {}", "(media (feature width: 400))"),

    // Ranges, name first.
    ParseCase("@media (width >= 400) {}", "(media (feature width >= 400))"),
    ParseCase("@media (width > 400) {}", "(media (feature width > 400))"),
    ParseCase("@media (width <= 400) {}", "(media (feature width <= 400))"),
    ParseCase("@media (width < 400px) {}", "(media (feature width < 400px))"),
    ParseCase("@media (width = 400) {}", "(media (feature width = 400))"),
    ParseCase("@media (width>=400pt) {}", "(media (feature width >= 400pt))"),
    ParseCase("@media (orientation = portrait) {}", "(media (feature orientation = portrait))"),
    // Ranges, value first.
    ParseCase("@media (400 <= width) {}", "(media (feature 400 <= width))"),
    ParseCase("@media (400 < width) {}", "(media (feature 400 < width))"),
    ParseCase("@media (400 >= width) {}", "(media (feature 400 >= width))"),
    ParseCase("@media (400 > width) {}", "(media (feature 400 > width))"),
    ParseCase("@media (400 = width) {}", "(media (feature 400 = width))"),
    // Intervals, both directions.
    ParseCase("@media (400 <= width < 800) {}", "(media (feature 400 <= width < 800))"),
    ParseCase("@media (400 < width <= 800) {}", "(media (feature 400 < width <= 800))"),
    ParseCase("@media (800 > width >= 400) {}", "(media (feature 800 > width >= 400))"),
    ParseCase("@media (800pt >= width > 400pt) {}", "(media (feature 800pt >= width > 400pt))"),
    ParseCase("@media (400<=width<800) {}", "(media (feature 400 <= width < 800))"),

    // Ratios, signed numbers, percentages, decimals.
    ParseCase("@media (aspect-ratio: 16/9) {}", "(media (feature aspect-ratio: 16/9))"),
    ParseCase("@media (min-aspect-ratio: 4 / 3) {}", "(media (feature min-aspect-ratio: 4/3))"),
    ParseCase("@media (aspect-ratio > 16/9) {}", "(media (feature aspect-ratio > 16/9))"),
    ParseCase("@media (4/3 <= aspect-ratio < 16/9) {}", "(media (feature 4/3 <= aspect-ratio < 16/9))"),
    ParseCase("@media (aspect-ratio: 1.5/1) {}", "(media (feature aspect-ratio: 1.5/1))"),
    ParseCase("@media (width > -10) {}", "(media (feature width > -10))"),
    ParseCase("@media (width > +10) {}", "(media (feature width > 10))"),
    ParseCase("@media (-10.5pt < width) {}", "(media (feature -10.5pt < width))"),
    ParseCase("@media (width >= 50%) {}", "(media (feature width >= 50%))"),
    ParseCase("@media (scale: 1.5) {}", "(media (feature scale: 1.5))"),
    ParseCase("@media (width >= .5e3) {}", "(media (feature width >= 500))"),
    ParseCase("@media (width >= 400PT) {}", "(media (feature width >= 400pt))"),

    // Blocks: traits with every value kind.
    ParseCase("@media (a) { traits { columns: 2; } }", "(media (feature a) (traits columns=2))"),
    ParseCase(
        #"traits { columns: 2; style: "compact"; sidebar: true; hidden: false; mode: wide; gap: 8pt; ratio: 1.5; inset: -4; boost: +2; share: 50%; }"#,
        #"(traits columns=2 style="compact" sidebar=true hidden=false mode=wide gap=8pt ratio=1.5 inset=-4 boost=2 share=50%)"#),
    ParseCase("traits { a: 1 }", "(traits a=1)"),
    ParseCase("traits { a: TRUE; b: False; }", "(traits a=true b=false)"),
    // Keywords are read from the bytes: a near miss, a longer word and a
    // word with a non-ASCII letter stay identifiers.
    ParseCase("traits { a: tru; b: truer; c: trüe; d: fAlSe; }", "(traits a=tru b=truer c=trüe d=false)"),
    ParseCase("traits {}", "(traits)"),
    ParseCase("traits { title: 'single'; }", #"(traits title="single")"#),
    ParseCase(#"traits { title: "say \"hi\""; }"#, #"(traits title="say \"hi\"")"#),
    ParseCase(#"traits { title: "\41 B\\"; }"#, #"(traits title="AB\\")"#),
    ParseCase(#"traits { title: "caf\e9"; }"#, #"(traits title="café")"#),
    ParseCase(#"traits { title: "\é\0"; }"#, "(traits title=\"é\u{FFFD}\")"),
    ParseCase(#"traits { title: "日本"; }"#, #"(traits title="日本")"#),

    // Layout blocks with nested regions and properties.
    ParseCase("layout { sidebar { left: 0; width: 30%; } }", "(layout (region sidebar (left 0) (width 30%)))"),
    ParseCase(
        "layout { header { height: 44pt; title { left: 8; } } footer {} }",
        "(layout (region header (height 44pt) (region title (left 8))) (region footer))"),
    ParseCase("layout {}", "(layout)"),
    ParseCase("layout { a { b { c { x: 1 } } } }", "(layout (region a (region b (region c (x 1)))))"),
    ParseCase(
        "layout { logo { transform: scale(2) rotate(90deg); } }",
        "(layout (region logo (transform (call scale 2) (call rotate 90deg))))"),
    ParseCase("layout { r { margin: 8 16 8 16; } }", "(layout (region r (margin 8 16 8 16)))"),
    // Expressions: precedence and associativity.
    ParseCase("layout { r { x: 1 + 2 * 3; } }", "(layout (region r (x (+ 1 (* 2 3)))))"),
    ParseCase("layout { r { x: (1 + 2) * 3; } }", "(layout (region r (x (* (group (+ 1 2)) 3))))"),
    ParseCase("layout { r { x: a - b - c; } }", "(layout (region r (x (- (- a b) c))))"),
    ParseCase("layout { r { x: a / b * c; } }", "(layout (region r (x (* (/ a b) c))))"),
    ParseCase("layout { r { x: a * b + c / d; } }", "(layout (region r (x (+ (* a b) (/ c d)))))"),
    ParseCase("layout { r { x: - a * b; } }", "(layout (region r (x (* (neg a) b))))"),
    // As in CSS, '-a' is one identifier and '100%-a' two values; write '- a' and '100% - a'.
    ParseCase("layout { r { x: -a * b; } }", "(layout (region r (x (* -a b))))"),
    ParseCase("layout { r { x: 100%-a; } }", "(layout (region r (x 100% -a)))"),
    ParseCase("layout { r { x: -(a); } }", "(layout (region r (x (neg (group a)))))"),
    ParseCase("layout { r { x: - - a; } }", "(layout (region r (x (neg (neg a)))))"),
    ParseCase("layout { r { x: +a; } }", "(layout (region r (x a)))"),
    ParseCase("layout { r { x: 1 - -2; } }", "(layout (region r (x (- 1 (neg 2)))))"),
    ParseCase("layout { r { x: 100% - 2 * 16pt; } }", "(layout (region r (x (- 100% (* 2 16pt)))))"),
    ParseCase("layout { r { x: -(a + b); } }", "(layout (region r (x (neg (group (+ a b))))))"),
    // References and calls.
    ParseCase("layout { r { left: sidebar.right; } }", "(layout (region r (left sidebar.right)))"),
    ParseCase("layout { r { top: header.title.bottom; } }", "(layout (region r (top header.title.bottom)))"),
    ParseCase("layout { r { left: sidebar.right + 8; } }", "(layout (region r (left (+ sidebar.right 8))))"),
    ParseCase("layout { r { width: min(a, b); } }", "(layout (region r (width (call min a b))))"),
    ParseCase("layout { r { top: env(safe-area-inset-top); } }", "(layout (region r (top (call env safe-area-inset-top))))"),
    ParseCase(
        "layout { r { w: max(8, min(a.b, 100%) - 4); } }",
        "(layout (region r (w (call max 8 (- (call min a.b 100%) 4)))))"),
    ParseCase("layout { r { w: f(); } }", "(layout (region r (w (call f))))"),
    ParseCase("layout { r { w: gutter; } }", "(layout (region r (w gutter)))"),

    // @device: declarations are read generically; the checker knows the properties.
    ParseCase(#"@device "Kiosk" {}"#, #"(device "Kiosk")"#),
    ParseCase(
        #"@device "Kiosk 2000" { idiom: pad; width: 800; height: 1280pt; scale: 2 }"#,
        #"(device "Kiosk 2000" (idiom pad) (width 800) (height 1280pt) (scale 2))"#),
    ParseCase(
        #"@device 'k' { aliases: "kiosk", k2000 "k 2"; safe-area: 24 0 -20 +1; }"#,
        #"(device "k" (aliases "kiosk" k2000 "k 2") (safe-area 24 0 -20 1))"#),
    ParseCase(
        #"@DEVICE "k" { Size-Classes: compact REGULAR; native-scale: 2.608; width: 50%; }"#,
        #"(device "k" (Size-Classes compact REGULAR) (native-scale 2.608) (width 50%))"#),
    ParseCase(
        #"@device "k" { window split-1/3 landscape: 375 1024 compact regular; WINDOW slide-over portrait: 320, 980, compact, regular }"#,
        #"(device "k" (window split-1/3 landscape 375 1024 compact regular) (WINDOW slide-over portrait 320 980 compact regular))"#),
    // 'split-1 / 3' is read as the kind 'split-1/3' too, as '16 / 9' is a ratio.
    ParseCase(
        #"@device "k" { window split-1 / 3 portrait: 1 2 compact regular; }"#,
        #"(device "k" (window split-1/3 portrait 1 2 compact regular))"#),
    ParseCase(
        #"@device "a" { idiom: phone; } traits { x: 1; } @device "b" { idiom: tv; }"#,
        #"(device "a" (idiom phone)) (traits x=1) (device "b" (idiom tv))"#),

    // Nesting and top-level blocks.
    ParseCase(
        "@media (a) { @media (b) { traits { x: 1; } } }", "(media (feature a) (media (feature b) (traits x=1)))"),
    ParseCase(
        "@media (a) { traits { x: 1; } layout { r { y: 2; } } }",
        "(media (feature a) (traits x=1) (layout (region r (y 2))))"),
    ParseCase("traits { x: 1; } layout { r { y: 2; } }", "(traits x=1) (layout (region r (y 2)))"),
    ParseCase(
        """
        @import "apple";
        @custom-media --tablet (idiom: pad);
        @require columns;
        traits { columns: 1; }
        @media (--tablet) and (orientation: landscape) {
          traits { columns: 3; } // wide
          @media (width >= 1200) { traits { columns: 4; } }
        }
        """,
        #"(import "apple") (custom-media --tablet (feature idiom: pad)) (require columns) (traits columns=1) "#
            + "(media (and (custom --tablet) (feature orientation: landscape)) (traits columns=3) "
            + "(media (feature width >= 1200) (traits columns=4)))"),
]


// MARK: - Source ranges




// MARK: - Errors

struct ParseErrorCase: Sendable, CustomTestStringConvertible {
    let source: MarkedSource
    let diagnostics: [DiagnosticSpec]
    /// What the parser kept, or nil to not check.
    let tree: String?
    let maxNestingDepth: Int?
    let sourceLocation: Testing.SourceLocation

    init(
        _ source: String, _ diagnostics: [DiagnosticSpec], tree: String? = nil, maxNestingDepth: Int? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        self.source = MarkedSource(source)
        self.diagnostics = diagnostics
        self.tree = tree
        self.maxNestingDepth = maxNestingDepth
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { source.original }
}

private let topLevelStatements = "'@media', '@custom-media', '@import', '@require', '@device', 'traits' or 'layout'"
private let blockStatements = "'@media', 'traits', 'layout' or '}'"
private let mediaQueryNote = "use 'all' for a rule that always applies"

private let parseErrorCases: [ParseErrorCase] = [
    // expected-token, with the note at the opening bracket.
    ParseErrorCase(
        "@media 1️⃣(width >= 400 2️⃣{ traits { a: 1; } }",
        [
            .init(
                "expected-token", "expected ')', found '{'", at: "2️⃣", notes: ["to match this '('"],
                noteMarkers: ["1️⃣"])
        ],
        tree: "(media invalid (traits a=1))"),  // the block is still read and checked
    ParseErrorCase(
        "@media (a) 1️⃣{ traits { x: 1; }2️⃣",
        [
            .init(
                "expected-token", "expected '}', found end of file", at: "2️⃣", to: "2️⃣",
                notes: ["to match this '{'"], noteMarkers: ["1️⃣"])
        ],
        tree: "(media (feature a) (traits x=1))"),
    ParseErrorCase(
        "traits 1️⃣{ a: 1;2️⃣",
        [.init("expected-token", "expected '}', found end of file", at: "2️⃣", noteMarkers: ["1️⃣"])],
        tree: "(traits a=1)"),
    ParseErrorCase(
        "@media (1️⃣width >= 400 2️⃣and (height >= 300)) {}",
        [
            .init(
                "expected-token", "expected ')', found 'and'", at: "2️⃣",
                notes: [
                    "to match this '('",
                    "put each feature in its own parentheses, as in '(width >= 400) and (height >= 300)'",
                ])
        ]),
    ParseErrorCase(
        "traits { a 1️⃣2; b: 3; }",
        [.init("expected-token", "expected ':' after the trait name, found '2'", at: "1️⃣")],
        tree: "(traits b=3)"),
    ParseErrorCase(
        // Reported just after the value, where the ';' belongs; the next
        // declaration starts right there, so both are kept.
        "traits { a: 11️⃣ b: 2; }",
        [.init("expected-token", "expected ';' after the value, found 'b'", at: "1️⃣")],
        tree: "(traits a=1 b=2)"),
    ParseErrorCase(
        "traits { a: 1️⃣; b: 2; }",
        [
            .init(
                "expected-token", "expected a trait value (a name, number, string, true or false), found ';'",
                at: "1️⃣")
        ],
        tree: "(traits b=2)"),
    ParseErrorCase(
        "traits { a: 1️⃣- 1; }",
        [.init("expected-token", "expected a trait value (a name, number, string, true or false), found '-'", at: "1️⃣")]),
    ParseErrorCase(
        "@import 1️⃣apple;",
        [.init("expected-token", "expected a preset name or file path in quotes, found 'apple'", at: "1️⃣")],
        tree: ""),
    ParseErrorCase(
        #"@import "apple"1️⃣ @media (a) {}"#,
        [.init("expected-token", "expected ';' after '@import', found '@media'", at: "1️⃣")],
        tree: "(media (feature a))"),
    ParseErrorCase(
        "@require 1️⃣;",
        [.init("expected-token", "expected a trait name, found ';'", at: "1️⃣")]),
    ParseErrorCase(
        "@require a1️⃣ b;",
        [.init("expected-token", "expected ';' after the required trait names, found 'b'", at: "1️⃣")]),
    ParseErrorCase(
        "@custom-media --x (a) 1️⃣{}",
        [.init("expected-token", "expected ',' or ';' after the media query, found '{'", at: "1️⃣")]),
    ParseErrorCase(
        "@media (a) 1️⃣;",
        [.init("expected-token", "expected ',' or '{' after the media query, found ';'", at: "1️⃣")]),
    ParseErrorCase(
        "@media (1️⃣: 400) {}",
        [.init("expected-token", "expected a value, found ':'", at: "1️⃣")]),
    ParseErrorCase(
        "@media (width 1️⃣400) {}",
        [.init("expected-token", "expected ':', a comparison or ')' after the feature name, found '400'", at: "1️⃣")]),
    ParseErrorCase(
        "@media (400 1️⃣width) {}",
        [.init("expected-token", "expected a comparison ('<', '<=', '>', '>=' or '='), found 'width'", at: "1️⃣")]),
    ParseErrorCase(
        "@media (400 < 1️⃣800) {}",
        [.init("expected-token", "expected a feature name, found '800'", at: "1️⃣")]),
    ParseErrorCase(
        "@media (width: 1️⃣) {}",
        [.init("expected-token", "expected a value, found ')'", at: "1️⃣")]),
    ParseErrorCase(
        "@media (aspect-ratio: 16/1️⃣) {}",
        [.init("expected-token", "expected a number after '/' in a ratio, found ')'", at: "1️⃣")]),
    ParseErrorCase(
        "@media (a) and 1️⃣{}",
        [.init("expected-token", "expected '(' to start a media feature or condition, found '{'", at: "1️⃣")]),
    ParseErrorCase(
        "@media 1️⃣and (a) {}",
        [.init("expected-token", "expected a media type or '(', found 'and'", at: "1️⃣")]),
    ParseErrorCase(
        "@media 1️⃣layer {}",
        [.init("expected-token", "expected a media type or '(', found 'layer'", at: "1️⃣")]),
    ParseErrorCase(
        "@media (width > 1️⃣- 10) {}",  // the sign must touch the number
        [.init("expected-token", "expected a value, found '-'", at: "1️⃣")]),
    ParseErrorCase(
        "@media screen 1️⃣(a) {}",
        [.init("expected-token", "expected ',' or '{' after the media query, found '('", at: "1️⃣")]),
    ParseErrorCase(
        "layout { 1️⃣left: 0; }",
        [.init("expected-token", "expected a region ('name { ... }'), found 'left'", at: "1️⃣")],
        tree: "(layout)"),
    ParseErrorCase(
        "layout { r { 1️⃣5; x: 1; } }",
        [
            .init(
                "expected-token", "expected a property ('name: value;') or a child region ('name { ... }'), found '5'",
                at: "1️⃣")
        ],
        tree: "(layout (region r (x 1)))"),
    ParseErrorCase(
        "layout { r { x: 1️⃣; y: 2; } }",
        [.init("expected-token", "expected an expression, found ';'", at: "1️⃣")],
        tree: "(layout (region r (y 2)))"),
    ParseErrorCase(
        "layout { r { x: 1 + 1️⃣*; y: 2; } }",
        [.init("expected-token", "expected an expression, found '*'", at: "1️⃣")],
        tree: "(layout (region r (y 2)))"),
    ParseErrorCase(
        "layout { r { x: a.1️⃣*; } }",
        [.init("expected-token", "expected a region or property name after '.', found '*'", at: "1️⃣")]),
    ParseErrorCase(
        "layout { r { x: 2️⃣(1 + 2 1️⃣; y: 2; } }",
        [.init("expected-token", "expected ')', found ';'", at: "1️⃣", notes: ["to match this '('"], noteMarkers: ["2️⃣"])],
        tree: "(layout (region r (y 2)))"),
    ParseErrorCase(
        "layout { r { x: min2️⃣(a, b 1️⃣c); } }",
        [.init("expected-token", "expected ')', found 'c'", at: "1️⃣", noteMarkers: ["2️⃣"])]),

    // expected-statement
    ParseErrorCase(
        "1️⃣width: 1;",
        [.init("expected-statement", "expected \(topLevelStatements), found 'width'", at: "1️⃣")],
        tree: ""),
    ParseErrorCase(
        "@media (a) { 1️⃣foo; traits { x: 1; } }",
        [.init("expected-statement", "expected \(blockStatements), found 'foo'", at: "1️⃣")],
        tree: "(media (feature a) (traits x=1))"),
    ParseErrorCase(
        "1️⃣(width >= 400) { } traits { x: 1; }",
        [.init("expected-statement", "expected \(topLevelStatements), found '('", at: "1️⃣")],
        tree: "(traits x=1)"),
    ParseErrorCase(
        "1️⃣\"x\";",
        [.init("expected-statement", "expected \(topLevelStatements), found a string", at: "1️⃣")]),
    ParseErrorCase(
        "1️⃣traits;",
        [.init("expected-statement", "expected \(topLevelStatements), found 'traits'", at: "1️⃣")]),

    // unknown-at-rule, with a suggestion when one is close.
    ParseErrorCase(
        "1️⃣@meda2️⃣ (a) { traits { x: 1; } } traits { y: 2; }",
        [
            .init(
                "unknown-at-rule", "unknown at-rule '@meda'", at: "1️⃣", to: "2️⃣", notes: ["did you mean '@media'?"],
                noteMarkers: ["1️⃣"])
        ],
        tree: "(traits y=2)"),
    ParseErrorCase(
        "1️⃣@custom-medai --x (a);",
        [.init("unknown-at-rule", "unknown at-rule '@custom-medai'", at: "1️⃣", notes: ["did you mean '@custom-media'?"])]),
    ParseErrorCase(
        "1️⃣@keyframes spin { from { x: 1; } }",
        [.init("unknown-at-rule", "unknown at-rule '@keyframes'", at: "1️⃣", notes: [])],
        tree: ""),

    // misplaced-at-rule: one error, and the statement is skipped whole.
    ParseErrorCase(
        #"@media (a) { 1️⃣@import2️⃣ "x"; traits { y: 1; } }"#,
        [
            .init(
                "misplaced-at-rule", "'@import' is only allowed at the top level of a file", at: "1️⃣", to: "2️⃣")
        ],
        tree: "(media (feature a) (traits y=1))"),
    ParseErrorCase(
        "@media (a) { 1️⃣@custom-media --x (b); }",
        [.init("misplaced-at-rule", "'@custom-media' is only allowed at the top level of a file", at: "1️⃣")],
        tree: "(media (feature a))"),
    ParseErrorCase(
        "@media (a) { 1️⃣@REQUIRE x; }",
        [.init("misplaced-at-rule", "'@require' is only allowed at the top level of a file", at: "1️⃣")],
        tree: "(media (feature a))"),

    // expected-media-query
    ParseErrorCase(
        // An empty list matches everything, as in CSS (`@media { }` is `@media all { }`).
        "@media { traits { x: 1; } }",
        [],
        tree: "(media (list ) (traits x=1))"),
    ParseErrorCase(
        "@media (a), 1️⃣{}",
        [.init("expected-media-query", "expected a media query, found '{'", at: "1️⃣")]),
    ParseErrorCase(
        "@media (a), 1️⃣, (b) {}",
        [.init("expected-media-query", "expected a media query, found ','", at: "1️⃣")]),
    ParseErrorCase(
        "@custom-media --x (a), 1️⃣;",
        [.init("expected-media-query", "expected a media query, found ';'", at: "1️⃣")]),
    ParseErrorCase(
        "@media 1️⃣",
        [.init("expected-media-query", "expected a media query, found end of file", at: "1️⃣")]),

    // expected-custom-media-name
    ParseErrorCase(
        "@custom-media 1️⃣tablet2️⃣ (idiom: pad);",
        [
            .init(
                "expected-custom-media-name", "expected a custom media name starting with '--', found 'tablet'",
                at: "1️⃣", to: "2️⃣", notes: ["for example '@custom-media --tablet (idiom: pad);'"])
        ],
        tree: ""),
    ParseErrorCase(
        "@custom-media 1️⃣(idiom: pad); traits { x: 1; }",
        [.init("expected-custom-media-name", "expected a custom media name starting with '--', found '('", at: "1️⃣")],
        tree: "(traits x=1)"),

    // mixed-and-or
    ParseErrorCase(
        "@media (a) and (b) 1️⃣or2️⃣ (c) {}",
        [
            .init(
                "mixed-and-or", "'and' and 'or' cannot be mixed without parentheses", at: "1️⃣", to: "2️⃣",
                notes: ["add parentheses to say which is meant: '((a) and (b)) or (c)'"])
        ]),
    ParseErrorCase(
        "@media (a) or (b) 1️⃣and (c) {}",
        [.init("mixed-and-or", at: "1️⃣")]),
    ParseErrorCase(
        "@media ((a) or (b) 1️⃣and (c)) {}",
        [.init("mixed-and-or", at: "1️⃣")]),

    // mixed-not
    ParseErrorCase(
        "@media not (a) 1️⃣and2️⃣ (b) {}",
        [
            .init(
                "mixed-not", "'not' cannot be combined with 'and' without parentheses", at: "1️⃣", to: "2️⃣",
                notes: ["write '(not (a)) and (b)' or 'not ((a) and (b))'"])
        ]),
    ParseErrorCase(
        "@media not (a) 1️⃣or (b) {}",
        [.init("mixed-not", "'not' cannot be combined with 'or' without parentheses", at: "1️⃣")]),
    ParseErrorCase(
        "@media (a) and 1️⃣not2️⃣ (b) {}",
        [.init("mixed-not", "'not' cannot be combined with 'and' without parentheses", at: "1️⃣", to: "2️⃣")]),
    ParseErrorCase(
        "@media (a) or 1️⃣not (b) {}",
        [.init("mixed-not", "'not' cannot be combined with 'or' without parentheses", at: "1️⃣")]),

    // or-after-media-type
    ParseErrorCase(
        "@media screen 1️⃣or2️⃣ (a) {}",
        [
            .init(
                "or-after-media-type", "'or' cannot join conditions after a media type", at: "1️⃣", to: "2️⃣",
                notes: ["put the alternatives in parentheses: 'screen and ((a) or (b))'"])
        ]),
    ParseErrorCase(
        "@media screen and (a) 1️⃣or (b) {}",
        [.init("or-after-media-type", "'or' cannot join conditions after a media type", at: "1️⃣")]),

    // feature-without-parentheses, wherever a condition is expected.
    ParseErrorCase(
        "@media (a) and 1️⃣width2️⃣ >= 400 {}",
        [
            .init(
                "feature-without-parentheses", "media feature 'width' must be in parentheses", at: "1️⃣", to: "2️⃣",
                notes: ["write '(width ...)'"])
        ]),
    ParseErrorCase(
        "@media 1️⃣width >= 400 { traits { x: 1; } }",
        [.init("feature-without-parentheses", "media feature 'width' must be in parentheses", at: "1️⃣")]),
    ParseErrorCase(
        "@media 1️⃣orientation: landscape {}",
        [.init("feature-without-parentheses", "media feature 'orientation' must be in parentheses", at: "1️⃣")]),
    ParseErrorCase(
        "@media screen and 1️⃣width: 400 {}",
        [.init("feature-without-parentheses", "media feature 'width' must be in parentheses", at: "1️⃣")]),

    // invalid-double-range
    ParseErrorCase(
        "@media (400 1️⃣<= width >=2️⃣ 800) {}",
        [
            .init(
                "invalid-double-range", "the comparisons of a double range must point the same way", at: "1️⃣",
                to: "2️⃣", notes: ["write '(400 <= width < 800)' or '(800 > width >= 400)'"])
        ]),
    ParseErrorCase(
        "@media (400 1️⃣= width <2️⃣ 800) {}",
        [.init("invalid-double-range", "'=' cannot be used in a double range", at: "1️⃣", to: "2️⃣")]),
    ParseErrorCase(
        "@media (400 1️⃣< width =2️⃣ 800) {}",
        [.init("invalid-double-range", "'=' cannot be used in a double range", at: "1️⃣", to: "2️⃣")]),
    ParseErrorCase(
        "@media (width >= 400 1️⃣<2️⃣ 800) {}",
        [
            .init(
                "invalid-double-range", "a double range must start with a value", at: "1️⃣", to: "2️⃣",
                notes: ["write '(400 <= width < 800)'"])
        ]),

    // unbalanced-brace
    ParseErrorCase(
        "1️⃣}2️⃣ traits { x: 1; }",
        [.init("unbalanced-brace", "unexpected '}' with no matching '{'", at: "1️⃣", to: "2️⃣")],
        tree: "(traits x=1)"),
    ParseErrorCase(
        "@media (a) { } 1️⃣} 2️⃣}",
        [.init("unbalanced-brace", at: "1️⃣"), .init("unbalanced-brace", at: "2️⃣")],
        tree: "(media (feature a))"),

    // nesting-too-deep (with a small limit; RobustnessTests uses the default).
    ParseErrorCase(
        "@media (((1️⃣(width)))) {}",
        [.init("nesting-too-deep", "nesting is deeper than the limit of 3 levels", at: "1️⃣")], maxNestingDepth: 3),
    ParseErrorCase(
        "@media (a) { @media (b) { @media 1️⃣(c) { } } }",
        [.init("nesting-too-deep", at: "1️⃣")], tree: "(media (feature a) (media (feature b) (media invalid)))", maxNestingDepth: 2),
    ParseErrorCase(
        "layout { a { b 1️⃣{ } } } traits { x: 1; }",
        [.init("nesting-too-deep", at: "1️⃣")], tree: "(layout (region a)) (traits x=1)", maxNestingDepth: 2),
    ParseErrorCase(
        "layout { r { x: ((1️⃣(1))); } }",
        [.init("nesting-too-deep", at: "1️⃣")], maxNestingDepth: 4),
    ParseErrorCase(
        "layout { r { x: - 1️⃣- - 1; y: 2; } }",
        [.init("nesting-too-deep", at: "1️⃣")], tree: "(layout (region r (y 2)))", maxNestingDepth: 4),

    // Lexer errors inside a statement are reported once, by the lexer.
    ParseErrorCase(
        "@media (width >= 1️⃣#400) {}",
        [.init("unexpected-character", at: "1️⃣")]),
    ParseErrorCase(
        "traits { title: 1️⃣\"open }",
        [.init("unterminated-string", at: "1️⃣")]),
    ParseErrorCase(
        "traits { title: 1️⃣\"Photos;\n  b: 2; }\ntraits { c: 3; }",
        [.init("unterminated-string", at: "1️⃣")],
        tree: "(traits title=\"Photos;\" b=2) (traits c=3)"),
    ParseErrorCase(
        "@media (a) 2️⃣{ traits 3️⃣{ a: 1 1️⃣",
        [.init("expected-token", "expected '}', found end of file", at: "1️⃣", noteMarkers: ["3️⃣"])],
        tree: "(media (feature a) (traits a=1))"),

    // Recovery: independent errors in separate statements are each reported once.
    ParseErrorCase(
        """
        @media (width >= 400 1️⃣{ traits { a: 1; } }
        @custom-media 2️⃣tablet (idiom: pad);
        @media (a) and (b) 3️⃣or (c) { traits { b: 2; } }
        traits { c: 3; }
        """,
        [
            .init("expected-token", "expected ')', found '{'", at: "1️⃣"),
            .init("expected-custom-media-name", at: "2️⃣"),
            .init("mixed-and-or", at: "3️⃣"),
        ],
        tree: "(media invalid (traits a=1)) (media invalid (traits b=2)) (traits c=3)"),
    ParseErrorCase(
        """
        1️⃣@meda (a) { }
        traits { a 2️⃣2; }
        layout { r { x: 1 + 3️⃣; } }
        @media (--ok) { traits { d: 4; } }
        """,
        [
            .init("unknown-at-rule", at: "1️⃣"),
            .init("expected-token", "expected ':' after the trait name, found '2'", at: "2️⃣"),
            .init("expected-token", "expected an expression, found ';'", at: "3️⃣"),
        ],
        tree: "(traits) (layout (region r)) (media (custom --ok) (traits d=4))"),
    // Two broken queries in one list are both reported; the good one is kept.
    ParseErrorCase(
        "@media (400 1️⃣= width < 800), (a) or (b) 2️⃣and (c), (d) { traits { x: 1; } }",
        [.init("invalid-double-range", at: "1️⃣"), .init("mixed-and-or", at: "2️⃣")],
        tree: "(media (list invalid invalid (feature d)) (traits x=1))"),
    ParseErrorCase(
        "@media 1️⃣, (a), 2️⃣{}",
        [.init("expected-media-query", at: "1️⃣"), .init("expected-media-query", at: "2️⃣")],
        tree: "(media (list invalid (feature a) invalid))"),
    // @device syntax errors; the other declarations are kept.
    ParseErrorCase(
        "@device 1️⃣Kiosk { idiom: pad; }\ntraits { a: 1; }",
        [.init("expected-token", "expected a device name in quotes, found 'Kiosk'", at: "1️⃣")],
        tree: "(traits a=1)"),
    ParseErrorCase(
        #"@device "k" 1️⃣; traits { a: 1; }"#,
        [.init("expected-token", "expected '{' after the device name, found ';'", at: "1️⃣")],
        tree: "(traits a=1)"),
    ParseErrorCase(
        #"@device "k" { 1️⃣42: 1; idiom: pad; }"#,
        [.init("expected-token", "expected a device property ('name: value;'), found '42'", at: "1️⃣")],
        tree: #"(device "k" (idiom pad))"#),
    ParseErrorCase(
        #"@device "k" { width 1️⃣800; height: 2; }"#,
        [.init("expected-token", "expected ':' after the property name, found '800'", at: "1️⃣")],
        tree: #"(device "k" (height 2))"#),
    ParseErrorCase(
        #"@device "k" { width: 1️⃣; height: 2; }"#,
        [.init("expected-token", "expected a device value (a number, name or string), found ';'", at: "1️⃣")],
        tree: #"(device "k" (height 2))"#),
    ParseErrorCase(
        #"@device "k" { aliases: "a", 1️⃣; idiom: pad; }"#,
        [.init("expected-token", "expected a device value (a number, name or string), found ';'", at: "1️⃣")],
        tree: #"(device "k" (idiom pad))"#),
    ParseErrorCase(
        #"@device "k" { width: 1️⃣- 3; }"#,
        [.init("expected-token", "expected a device value (a number, name or string), found '-'", at: "1️⃣")],
        tree: #"(device "k")"#),
    // A missing ';' before the next 'name:' is reported there, not as a value.
    ParseErrorCase(
        #"@device "k" { width: 8001️⃣ height: 2; scale: 2; }"#,
        [.init("expected-token", "expected ';' after the value, found 'height'", at: "1️⃣")],
        tree: #"(device "k" (width 800) (height 2) (scale 2))"#),
    ParseErrorCase(
        #"@device "k" { window1️⃣: 375 1024 compact regular; idiom: pad; }"#,
        [
            .init(
                "expected-token",
                "expected a window kind ('split-1/3', 'split-1/2', 'split-2/3' or 'slide-over'), found ':'", at: "1️⃣")
        ],
        tree: #"(device "k" (idiom pad))"#),
    ParseErrorCase(
        #"@device "k" { window slide-over 1️⃣: 375 1024 compact regular; }"#,
        [.init("expected-token", "expected a window orientation ('portrait' or 'landscape'), found ':'", at: "1️⃣")]),
    ParseErrorCase(
        #"@device "k" { window slide-over portrait 1️⃣375 1024 compact regular; }"#,
        [.init("expected-token", "expected ':' after the window orientation, found '375'", at: "1️⃣")]),
    ParseErrorCase(
        #"@device "k" 1️⃣{ idiom: pad;2️⃣"#,
        [.init("expected-token", "expected '}', found end of file", at: "2️⃣", noteMarkers: ["1️⃣"])],
        tree: #"(device "k" (idiom pad))"#),
    ParseErrorCase(
        #"@media (a) { 1️⃣@device "k" { idiom: pad; } traits { b: 2; } }"#,
        [.init("misplaced-at-rule", "'@device' is only allowed at the top level of a file", at: "1️⃣")],
        tree: "(media (feature a) (traits b=2))"),
    ParseErrorCase(
        #"1️⃣@devise "k" { idiom: pad; } traits { b: 2; }"#,
        [.init("unknown-at-rule", "unknown at-rule '@devise'", at: "1️⃣", notes: ["did you mean '@device'?"])],
        tree: "(traits b=2)"),
    ParseErrorCase(
        #"@device "k" { 1️⃣@media (a) {} idiom: pad; }"#,
        [.init("expected-token", "expected a device property ('name: value;'), found '@media'", at: "1️⃣")]),
    ParseErrorCase(
        #"@device "k" { a: 1; } 1️⃣}"#,
        [.init("unbalanced-brace", at: "1️⃣")],
        tree: #"(device "k" (a 1))"#),
    ParseErrorCase(
        #"@device "k" 1️⃣{ a: 1; } traits { b: 2; }"#, [.init("nesting-too-deep", at: "1️⃣")], tree: "",
        maxNestingDepth: 0),

    // After an empty entry, the next query's own error is still reported.
    ParseErrorCase(
        "@media 1️⃣, (a) and (b) 2️⃣or (c) {}",
        [.init("expected-media-query", at: "1️⃣"), .init("mixed-and-or", at: "2️⃣")],
        tree: "(media (list invalid invalid))"),
]

@Suite struct ParserTests {
    @Test(arguments: parseCases)
    func parses(_ c: ParseCase) {
        let (ast, diagnostics) = parseSyntax(text: c.source)
        #expect(
            diagnostics.isEmpty, "\(diagnostics.map { "\($0.id) \($0.message)" })", sourceLocation: c.sourceLocation)
        #expect(SExpression.dump(ast) == c.tree, sourceLocation: c.sourceLocation)
        #expect(treeRangeProblems(ast, fileSize: c.source.utf8.count) == [], sourceLocation: c.sourceLocation)
    }

    /// Every node's range, pinned with markers on a few representative inputs.
    @Test func mediaRuleRanges() throws {
        let marked = MarkedSource("1️⃣@media 2️⃣3️⃣(width >= 4️⃣400pt5️⃣)6️⃣ and 7️⃣(--tablet)8️⃣9️⃣ { }0️⃣")
        let (ast, diagnostics) = parseSyntax(bytes: marked.bytes)
        #expect(diagnostics.isEmpty)
        guard case .media(let rule)? = ast.statements.first else {
            Issue.record("expected a media rule")
            return
        }
        #expect(rule.range.start == marked.offset("1️⃣") && rule.range.end == marked.offset("0️⃣"))
        #expect(rule.headerRange.start == marked.offset("1️⃣") && rule.headerRange.end == marked.offset("9️⃣"))
        #expect(rule.queries.range.start == marked.offset("2️⃣") && rule.queries.range.end == marked.offset("8️⃣"))
        guard case .condition(.and(let operands, _)) = rule.queries.queries[0].form, operands.count == 2,
            case .feature(let feature) = operands[0], case .range(_, _, _, let value) = feature.form,
            case .customMedia(_, let customRange) = operands[1]
        else {
            Issue.record("unexpected shape \(SExpression.dump(ast))")
            return
        }
        #expect(feature.range.start == marked.offset("3️⃣") && feature.range.end == marked.offset("6️⃣"))
        #expect(value.range.start == marked.offset("4️⃣") && value.range.end == marked.offset("5️⃣"))
        #expect(customRange.start == marked.offset("7️⃣") && customRange.end == marked.offset("8️⃣"))
    }

    @Test func layoutRanges() {
        let marked = MarkedSource("layout { 1️⃣r { 2️⃣left: 3️⃣a.b4️⃣ + 5️⃣min(1, 2)6️⃣;7️⃣ }8️⃣ }")
        let (ast, diagnostics) = parseSyntax(bytes: marked.bytes)
        #expect(diagnostics.isEmpty)
        guard case .layout(let block)? = ast.statements.first, let region = block.regions.first,
            let property = region.properties.first, case .binary(.add, let lhs, let rhs, let sum) = property.values.first
        else {
            Issue.record("unexpected shape \(SExpression.dump(ast))")
            return
        }
        #expect([region.range.start, region.range.end] == [marked.offset("1️⃣"), marked.offset("8️⃣")])
        #expect([property.range.start, property.range.end] == [marked.offset("2️⃣"), marked.offset("7️⃣")])
        #expect([sum.start, sum.end] == [marked.offset("3️⃣"), marked.offset("6️⃣")])
        #expect([lhs.range.start, lhs.range.end] == [marked.offset("3️⃣"), marked.offset("4️⃣")])
        #expect([rhs.range.start, rhs.range.end] == [marked.offset("5️⃣"), marked.offset("6️⃣")])
    }

    @Test func commentsAreKeptWithPositions() {
        let marked = MarkedSource("1️⃣/* head */2️⃣\n@media (a) { 3️⃣// inline4️⃣\n traits { x: 1; } }")
        let (ast, diagnostics) = parseSyntax(bytes: marked.bytes)
        #expect(diagnostics.isEmpty)
        #expect(ast.comments.map(\.style) == [.block, .line])
        #expect(ast.comments.map(\.range.start) == [marked.offset("1️⃣"), marked.offset("3️⃣")])
        #expect(ast.comments.map(\.range.end) == [marked.offset("2️⃣"), marked.offset("4️⃣")])
        #expect(SExpression.dump(ast) == "(media (feature a) (traits x=1))")
    }

    @Test(arguments: parseErrorCases)
    func parserDiagnostics(_ c: ParseErrorCase) {
        var limits = Limits()
        if let depth = c.maxNestingDepth { limits.maxNestingDepth = depth }
        let (ast, diagnostics) = parseSyntax(bytes: c.source.bytes, limits: limits)
        expectDiagnostics(diagnostics, c.diagnostics, in: c.source, sourceLocation: c.sourceLocation)
        if let tree = c.tree {
            #expect(SExpression.dump(ast) == tree, sourceLocation: c.sourceLocation)
        }
        #expect(rangeProblems(diagnostics, fileSize: c.source.bytes.count) == [], sourceLocation: c.sourceLocation)
    }

    @Test func everyParserDiagnosticIDHasAnErrorCase() {
        let covered = Set(parseErrorCases.flatMap { $0.diagnostics.map(\.id) })
        let parserIDs = [
            "expected-token", "expected-statement", "unknown-at-rule", "misplaced-at-rule", "expected-media-query",
            "expected-custom-media-name", "mixed-and-or", "mixed-not", "or-after-media-type",
            "feature-without-parentheses", "invalid-double-range", "unbalanced-brace", "nesting-too-deep",
        ]
        #expect(parserIDs.filter { !covered.contains($0) } == [])
    }

    /// Two unclosed blocks end at one place: one error, at the innermost '{'
    /// (later errors at or before the last one's start are cascades).
    @Test func unclosedBlocksAtEndOfFileAreOneError() {
        let marked = MarkedSource("@media (a) 1️⃣{\n  @media (b) 2️⃣{\n    traits 3️⃣{ a: 1; }\n4️⃣")
        let (ast, diagnostics) = parseSyntax(bytes: marked.bytes)
        expectDiagnostics(
            diagnostics, [.init("expected-token", "expected '}', found end of file", at: "4️⃣", noteMarkers: ["2️⃣"])],
            in: marked)
        #expect(SExpression.dump(ast) == "(media (feature a) (media (feature b) (traits a=1)))")
    }

    @Test func markersAreStrippedAndCounted() {
        let (text, markers) = extractMarkers("1️⃣@media 2️⃣(wïdth)3️⃣«FF»4️⃣")
        #expect(text == "@media (wïdth)\u{FFFD}")
        #expect(markers == ["1️⃣": 0, "2️⃣": 7, "3️⃣": 15, "4️⃣": 16])
    }

    @Test func unknownAtRuleCarriesAFixIt() {
        let marked = MarkedSource("1️⃣@meda2️⃣ (a) {}")
        let (_, diagnostics) = parseSyntax(bytes: marked.bytes)
        #expect(diagnostics.count == 1)
        let fixIt = diagnostics.first?.fixIt
        #expect(fixIt?.replacement == "@media")
        #expect(fixIt?.range.start == marked.offset("1️⃣") && fixIt?.range.end == marked.offset("2️⃣"))
    }

    @Test func tooManyErrorsStopsWithADiagnostic() {
        var limits = Limits()
        limits.maxDiagnosticsPerFile = 5
        let source = String(repeating: "} ", count: 20)
        let (_, diagnostics) = parseSyntax(text: source, limits: limits)
        #expect(diagnostics.count == 6)
        #expect(diagnostics.filter { $0.id == "unbalanced-brace" }.count == 5)
        #expect(diagnostics.last?.id == "too-many-errors")
    }

    @Test func fileTooLargeIsReportedBeforeLexing() {
        var limits = Limits()
        limits.maxFileBytes = 10
        let (ast, diagnostics) = parseSyntax(text: "@media (a) { traits { x: 1; } }", limits: limits)
        #expect(diagnosticIDs(diagnostics) == ["file-too-large"])
        #expect(diagnostics.first?.message == "file is 31 bytes, more than the limit of 10 bytes")
        #expect(diagnostics.first.map { [$0.range.start, $0.range.end] } == [0, 0])
        #expect(ast.statements.isEmpty)
    }

    /// Feature names, values and keywords keep their spelling; the dump above
    /// shows values, this pins the identifiers' exact text and ranges.
    @Test func featureNameKeepsSpelling() {
        let marked = MarkedSource("@media (1️⃣MIN-Width2️⃣: 3️⃣400PT4️⃣) {}")
        let (ast, diagnostics) = parseSyntax(bytes: marked.bytes)
        #expect(diagnostics.isEmpty)
        guard case .media(let rule)? = ast.statements.first, case .condition(.feature(let feature)) = rule.queries.queries[0].form,
            case .plain(let name, let value) = feature.form
        else {
            Issue.record("unexpected shape \(SExpression.dump(ast))")
            return
        }
        #expect(name.name == "MIN-Width")
        #expect([name.range.start, name.range.end] == [marked.offset("1️⃣"), marked.offset("2️⃣")])
        #expect(value.kind == .dimension(400, unit: "pt"))
        #expect([value.range.start, value.range.end] == [marked.offset("3️⃣"), marked.offset("4️⃣")])
    }
}
