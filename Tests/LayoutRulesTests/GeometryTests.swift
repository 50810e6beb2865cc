// Geometry: Point, Size, Rect and LayoutTransform against numbers worked out
// by hand from CoreGraphics's definitions (x' = a·x + c·y + tx, CGRect's
// standardized edges, CGAffineTransformConcat = self then t2), and seeded
// property tests: inverse round trips, associativity, exact quarter turns,
// pixel snapping.

import Testing

@testable import LayoutRulesBase

/// One worked example: an input, the expected output, and where the row is.
struct GeometryCase<Input: Sendable, Output: Sendable>: Sendable, CustomTestStringConvertible {
    let name: String
    let input: Input
    let expected: Output
    let sourceLocation: Testing.SourceLocation

    init(_ name: String, _ input: Input, _ expected: Output, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        self.name = name
        self.input = input
        self.expected = expected
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { name }
}

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

private let quarterTurn = LayoutTransform(rotationAngle: .pi / 2)
private let sample = LayoutTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

// MARK: - Worked examples

private let pointCases: [GeometryCase<(Point, LayoutTransform), Point>] = [
    GeometryCase("translation", (Point(x: 1, y: 2), LayoutTransform(translationX: 10, y: 20)), Point(x: 11, y: 22)),
    GeometryCase("scale", (Point(x: 1, y: 2), LayoutTransform(scaleX: 2, y: 3)), Point(x: 2, y: 6)),
    GeometryCase("90° takes +x to +y", (Point(x: 1, y: 0), quarterTurn), Point(x: 0, y: 1)),
    GeometryCase("90° takes +y to -x", (Point(x: 0, y: 1), quarterTurn), Point(x: -1, y: 0)),
    GeometryCase("180°", (Point(x: 1, y: 2), LayoutTransform(rotationAngle: .pi)), Point(x: -1, y: -2)),
    GeometryCase("-90°", (Point(x: 3, y: 4), LayoutTransform(rotationAngle: -.pi / 2)), Point(x: 4, y: -3)),
    // x' = 1·1 + 3·1 + 5, y' = 2·1 + 4·1 + 6
    GeometryCase("general", (Point(x: 1, y: 1), sample), Point(x: 9, y: 12)),
]

private let rectTransformCases: [GeometryCase<(Rect, LayoutTransform), Rect>] = [
    // Corners (0,0) (100,0) (0,50) (100,50) => (0,0) (0,100) (-50,0) (-50,100).
    GeometryCase("90°", (rect(0, 0, 100, 50), quarterTurn), rect(-50, 0, 50, 100)),
    GeometryCase("180°", (rect(0, 0, 100, 50), LayoutTransform(rotationAngle: .pi)), rect(-100, -50, 100, 50)),
    GeometryCase("-90°", (rect(0, 0, 100, 50), LayoutTransform(rotationAngle: -.pi / 2)), rect(0, -100, 50, 100)),
    GeometryCase("270°", (rect(0, 0, 100, 50), LayoutTransform(rotationAngle: 3 * .pi / 2)), rect(0, -100, 50, 100)),
    GeometryCase("90° in degrees", (rect(10, 20, 30, 40), LayoutTransform(rotationAngle: 90 * .pi / 180)), rect(-60, 10, 40, 30)),
    GeometryCase("scale about the origin", (rect(10, 20, 30, 40), LayoutTransform(scaleX: 2, y: 3)), rect(20, 60, 60, 120)),
    GeometryCase("mirror", (rect(10, 20, 30, 40), LayoutTransform(scaleX: -1, y: 1)), rect(-40, 20, 30, 40)),
    GeometryCase("translation", (rect(10, 20, 30, 40), LayoutTransform(translationX: 5, y: -5)), rect(15, 15, 30, 40)),
    GeometryCase("negative size", (rect(10, 20, -10, -20), .identity), rect(0, 0, 10, 20)),
    // Corners (0,0) (1,0) (0,1) (1,1) => (0,0) (1,0) (1,1) (2,1).
    GeometryCase("shear", (rect(0, 0, 1, 1), LayoutTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)), rect(0, 0, 2, 1)),
    GeometryCase("translate then 90°", (rect(0, 0, 10, 10), LayoutTransform(translationX: 5, y: 0).concatenating(quarterTurn)), rect(-10, 5, 10, 10)),
]

/// minX midX maxX minY midY maxY width height, as CGRect reports them.
private let edgeCases: [GeometryCase<Rect, [Double]>] = [
    GeometryCase("positive", rect(10, 20, 30, 40), [10, 25, 40, 20, 40, 60, 30, 40]),
    GeometryCase("negative size", rect(10, 20, -30, -40), [-20, -5, 10, -20, 0, 20, 30, 40]),
    GeometryCase("zero", .zero, [0, 0, 0, 0, 0, 0, 0, 0]),
]

private let insetCases: [GeometryCase<(Rect, LayoutEdgeInsets), Rect>] = [
    GeometryCase("each edge", (rect(0, 0, 100, 50), LayoutEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), rect(2, 1, 94, 46)),
    GeometryCase("negative insets grow", (rect(10, 10, 20, 20), LayoutEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)), rect(5, 5, 30, 30)),
    GeometryCase("not clamped", (rect(0, 0, 10, 10), LayoutEdgeInsets(left: 8, right: 8)), rect(8, 0, -6, 10)),
    GeometryCase("zero", (rect(1, 2, 3, 4), .zero), rect(1, 2, 3, 4)),
]

private let intersectionCases: [GeometryCase<(Rect, Rect), Rect?>] = [
    GeometryCase("overlap", (rect(0, 0, 10, 10), rect(5, 5, 10, 10)), rect(5, 5, 5, 5)),
    GeometryCase("inside", (rect(0, 0, 10, 10), rect(2, 3, 4, 5)), rect(2, 3, 4, 5)),
    GeometryCase("negative size", (rect(10, 10, -10, -10), rect(5, 5, 10, 10)), rect(5, 5, 5, 5)),
    GeometryCase("disjoint", (rect(0, 0, 10, 10), rect(20, 0, 10, 10)), nil),
    GeometryCase("touching edge", (rect(0, 0, 10, 10), rect(10, 0, 10, 10)), nil),
    GeometryCase("touching corner", (rect(0, 0, 10, 10), rect(10, 10, 10, 10)), nil),
    GeometryCase("empty inside", (rect(0, 0, 10, 10), rect(5, 5, 0, 3)), nil),
    GeometryCase("NaN origin", (rect(0, 0, 10, 10), rect(.nan, 0, 10, 10)), nil),
    GeometryCase("NaN size", (rect(0, 0, 10, 10), rect(0, 0, 10, .nan)), nil),
]

private let containsCases: [GeometryCase<(Rect, Point), Bool>] = [
    GeometryCase("min corner is in", (rect(0, 0, 10, 10), Point(x: 0, y: 0)), true),
    GeometryCase("inside", (rect(0, 0, 10, 10), Point(x: 9.999, y: 9.999)), true),
    GeometryCase("max x is out", (rect(0, 0, 10, 10), Point(x: 10, y: 5)), false),
    GeometryCase("max y is out", (rect(0, 0, 10, 10), Point(x: 5, y: 10)), false),
    GeometryCase("left of min x", (rect(0, 0, 10, 10), Point(x: -0.001, y: 5)), false),
    GeometryCase("negative size", (rect(10, 10, -10, -10), Point(x: 0, y: 0)), true),
    GeometryCase("negative size, origin is the max edge", (rect(10, 10, -10, -10), Point(x: 10, y: 5)), false),
    GeometryCase("empty", (rect(5, 5, 0, 10), Point(x: 5, y: 5)), false),
]

private let alignCases: [GeometryCase<(Rect, Double), Rect>] = [
    // Edges ×2: 0.5 → 1, 21.5 → 22, 1.5 → 2, 11.5 → 12 (ties away from zero).
    GeometryCase("2x ties", (rect(0.25, 0.75, 10.5, 5), 2), rect(0.5, 1, 10.5, 5)),
    // Edges ×2: -0.5 → -1, 0.5 → 1, -1.5 → -2, -0.5 → -1.
    GeometryCase("2x negative ties", (rect(-0.25, -0.75, 0.5, 0.25), 2), rect(-0.5, -1, 1, 0.5)),
    // Edges ×3: 0.3 → 0, 30.3 → 30.
    GeometryCase("3x", (rect(0.1, 0, 10, 10), 3), rect(0, 0, 10, 10)),
    // minX 0.5 → 1, maxX 2.5 → 3, minY 1.4 → 1, maxY 3.6 → 4.
    GeometryCase("1x", (rect(0.5, 1.4, 2, 2.2), 1), rect(1, 1, 2, 3)),
    GeometryCase("negative size is standardized", (rect(10, 0, -9.75, 1), 1), rect(0, 0, 10, 1)),
    GeometryCase("zero scale", (rect(0.3, 0.3, 1, 1), 0), rect(0.3, 0.3, 1, 1)),
    GeometryCase("negative scale", (rect(0.3, 0.3, 1, 1), -2), rect(0.3, 0.3, 1, 1)),
    GeometryCase("infinite scale", (rect(0.3, 0.3, 1, 1), .infinity), rect(0.3, 0.3, 1, 1)),
    GeometryCase("NaN scale", (rect(0.3, 0.3, 1, 1), .nan), rect(0.3, 0.3, 1, 1)),
]

private let transformCases: [GeometryCase<LayoutTransform, [Double]>] = [
    GeometryCase("identity", .identity, [1, 0, 0, 1, 0, 0]),
    GeometryCase("translation", LayoutTransform(translationX: 3, y: 4), [1, 0, 0, 1, 3, 4]),
    GeometryCase("scale", LayoutTransform(scaleX: 2, y: 3), [2, 0, 0, 3, 0, 0]),
    GeometryCase("rotation 0", LayoutTransform(rotationAngle: 0), [1, 0, 0, 1, 0, 0]),
    GeometryCase("rotation π/2", quarterTurn, [0, 1, -1, 0, 0, 0]),
    GeometryCase("rotation π", LayoutTransform(rotationAngle: .pi), [-1, 0, 0, -1, 0, 0]),
    GeometryCase("rotation 3π/2", LayoutTransform(rotationAngle: 3 * .pi / 2), [0, -1, 1, 0, 0, 0]),
    GeometryCase("rotation -π/2", LayoutTransform(rotationAngle: -.pi / 2), [0, -1, 1, 0, 0, 0]),
    GeometryCase("rotation 2π", LayoutTransform(rotationAngle: 2 * .pi), [1, 0, 0, 1, 0, 0]),
    GeometryCase("rotation -5π/2", LayoutTransform(rotationAngle: -5 * .pi / 2), [0, -1, 1, 0, 0, 0]),
    // Not a quarter turn: libm's correctly rounded values, as CoreGraphics.
    GeometryCase("rotation π/4", LayoutTransform(rotationAngle: .pi / 4),
                 [0.7071067811865476, 0.7071067811865475, -0.7071067811865475, 0.7071067811865476, 0, 0]),
    GeometryCase("rotation π/6", LayoutTransform(rotationAngle: .pi / 6),
                 [0.8660254037844387, 0.49999999999999994, -0.49999999999999994, 0.8660254037844387, 0, 0]),
    // CoreGraphics's own order: self first, then the argument.
    GeometryCase("translate then scale", LayoutTransform(translationX: 10, y: 0).concatenating(LayoutTransform(scaleX: 2, y: 2)),
                 [2, 0, 0, 2, 20, 0]),
    GeometryCase("scale then translate", LayoutTransform(scaleX: 2, y: 2).concatenating(LayoutTransform(translationX: 10, y: 0)),
                 [2, 0, 0, 2, 10, 0]),
    GeometryCase("rotate then translate", quarterTurn.concatenating(LayoutTransform(translationX: 5, y: 0)), [0, 1, -1, 0, 5, 0]),
    // det = 1·4 − 2·3 = −2; tx' = (3·6 − 4·5)/−2 = 1, ty' = (2·5 − 1·6)/−2 = −2.
    GeometryCase("inverse of a general map", sample.inverted()!, [-2, 1, 1.5, -0.5, 1, -2]),
    GeometryCase("inverse of a translation", LayoutTransform(translationX: 3, y: 4).inverted()!, [1, 0, 0, 1, -3, -4]),
    GeometryCase("inverse of a scale", LayoutTransform(scaleX: 2, y: 4).inverted()!, [0.5, 0, 0, 0.25, 0, 0]),
    GeometryCase("inverse of 90° is -90°", quarterTurn.inverted()!, [0, -1, 1, 0, 0, 0]),
]

private let singularCases: [GeometryCase<LayoutTransform, LayoutTransform?>] = [
    GeometryCase("rows in proportion", LayoutTransform(a: 2, b: 4, c: 1, d: 2, tx: 5, ty: 6), nil),
    GeometryCase("zero scale", LayoutTransform(scaleX: 0, y: 1), nil),
    GeometryCase("all zero", LayoutTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0), nil),
    GeometryCase("NaN", LayoutTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), nil),
    GeometryCase("infinite", LayoutTransform(scaleX: .infinity, y: 1), nil),
    GeometryCase("determinant overflows", LayoutTransform(scaleX: 1e200, y: 1e200), nil),
    // det = 1e-320 (subnormal, not 0), but tx' = −1e140 / 1e-320 overflows.
    GeometryCase("inverse overflows", LayoutTransform(a: 1e-160, b: 0, c: 0, d: 1e-160, tx: 1e300, ty: 0), nil),
    GeometryCase("tiny but fine", LayoutTransform(scaleX: 0x1p-100, y: 0x1p-100), LayoutTransform(scaleX: 0x1p100, y: 0x1p100)),
]

private let descriptionCases: [GeometryCase<any CustomStringConvertible & Sendable, String>] = [
    GeometryCase("point", Point(x: 1.5, y: -2), "(1.5, -2)"),
    GeometryCase("point zero", Point.zero, "(0, 0)"),
    GeometryCase("rect", rect(0, 0, 100, 50), "(0, 0, 100, 50)"),
    GeometryCase("rect keeps the stored sign", rect(10, 0, -10, 0.5), "(10, 0, -10, 0.5)"),
    GeometryCase("rect -0", rect(-0.0, 0, 1, 1), "(0, 0, 1, 1)"),
    GeometryCase("size", Size(width: 390, height: 844), "390x844"),
    GeometryCase("transform", sample, "(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)"),
    GeometryCase("rotation", quarterTurn, "(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)"),
]

struct GeometryTests {
    @Test(arguments: pointCases)
    func pointApplying(_ row: GeometryCase<(Point, LayoutTransform), Point>) {
        #expect(row.input.0.applying(row.input.1) == row.expected, sourceLocation: row.sourceLocation)
    }

    @Test(arguments: rectTransformCases)
    func rectApplying(_ row: GeometryCase<(Rect, LayoutTransform), Rect>) {
        #expect(row.input.0.applying(row.input.1) == row.expected, sourceLocation: row.sourceLocation)
    }

    @Test(arguments: edgeCases)
    func edges(_ row: GeometryCase<Rect, [Double]>) {
        let r = row.input
        #expect([r.minX, r.midX, r.maxX, r.minY, r.midY, r.maxY, r.width, r.height] == row.expected, sourceLocation: row.sourceLocation)
        #expect(r.center == Point(x: row.expected[1], y: row.expected[4]), sourceLocation: row.sourceLocation)
        let s = r.standardized
        #expect(s == rect(row.expected[0], row.expected[3], row.expected[6], row.expected[7]), sourceLocation: row.sourceLocation)
        #expect(s.standardized == s, sourceLocation: row.sourceLocation)
    }

    @Test(arguments: insetCases)
    func inset(_ row: GeometryCase<(Rect, LayoutEdgeInsets), Rect>) {
        #expect(row.input.0.inset(by: row.input.1) == row.expected, sourceLocation: row.sourceLocation)
    }

    @Test(arguments: intersectionCases)
    func intersection(_ row: GeometryCase<(Rect, Rect), Rect?>) {
        let (first, second) = row.input
        #expect(first.intersection(second) == row.expected, sourceLocation: row.sourceLocation)
        #expect(second.intersection(first) == row.expected, "symmetric", sourceLocation: row.sourceLocation)
    }

    @Test(arguments: containsCases)
    func contains(_ row: GeometryCase<(Rect, Point), Bool>) {
        #expect(row.input.0.contains(row.input.1) == row.expected, sourceLocation: row.sourceLocation)
    }

    @Test(arguments: alignCases)
    func aligned(_ row: GeometryCase<(Rect, Double), Rect>) {
        #expect(row.input.0.aligned(toScale: row.input.1) == row.expected, sourceLocation: row.sourceLocation)
    }

    @Test(arguments: transformCases)
    func transformComponents(_ row: GeometryCase<LayoutTransform, [Double]>) {
        #expect(row.input.components == row.expected, sourceLocation: row.sourceLocation)
    }

    @Test(arguments: singularCases)
    func inverted(_ row: GeometryCase<LayoutTransform, LayoutTransform?>) {
        #expect(row.input.inverted() == row.expected, sourceLocation: row.sourceLocation)
    }

    @Test(arguments: descriptionCases)
    func descriptions(_ row: GeometryCase<any CustomStringConvertible & Sendable, String>) {
        #expect(row.input.description == row.expected, sourceLocation: row.sourceLocation)
    }

    @Test func transformBasics() {
        #expect(LayoutTransform.identity.isIdentity)
        #expect(LayoutTransform(rotationAngle: 0).isIdentity)
        #expect(!LayoutTransform(translationX: 0, y: 1e-300).isIdentity)
        #expect(sample.determinant == -2)
        #expect(quarterTurn.determinant == 1)
        #expect(LayoutTransform(scaleX: 2, y: 3).determinant == 6)
    }

    /// Only the Double nearest k·π/2 snaps; its neighbour gets libm's tiny
    /// cosine, as in CoreGraphics. -0 keeps its sign, as libm's sin(-0).
    @Test func rotationSnapsOnlyQuarterTurns() {
        let beside = LayoutTransform(rotationAngle: (Double.pi / 2).nextUp)
        #expect(beside.a != 0 && beside.a.magnitude < 1e-15)
        #expect(beside.b == 1)
        #expect(LayoutTransform(rotationAngle: -0.0).b.sign == .minus)
        let far = LayoutTransform(rotationAngle: 1000 * Double.pi)
        #expect(far.b != 0 && far.b.magnitude < 1e-12, "beyond the snapping range libm answers")
    }

    @Test func sizeAdditions() {
        #expect(Size.zero == Size(width: 0, height: 0))
        #expect(Rect.zero == rect(0, 0, 0, 0))
        #expect(Size(width: 390, height: 844).pixels(atScale: 3) == Size(width: 1170, height: 2532))
        #expect(Size(width: 320, height: 568).pixels(atScale: 2) == Size(width: 640, height: 1136))
        #expect(Size(width: 10, height: 20).pixels(atScale: 1) == Size(width: 10, height: 20))
    }

    // MARK: - Properties
    //
    // Each stops at its first failing case (`#require`), which names the
    // case index, so one bug reads as one failure.

    /// Four quarter turns, in either direction, are the identity exactly,
    /// and so is a rect turned four times.
    @Test func fourQuarterTurnsAreExactlyIdentity() throws {
        for angle in [Double.pi / 2, -Double.pi / 2, 3 * Double.pi / 2] {
            let turn = LayoutTransform(rotationAngle: angle)
            let full = turn.concatenating(turn).concatenating(turn).concatenating(turn)
            try #require(full == .identity, "\(angle)")
            try #require(full.isIdentity, "\(angle)")
            var r = rect(3, -7, 100, 50)
            for _ in 0..<4 { r = r.applying(turn) }
            try #require(r == rect(3, -7, 100, 50), "\(angle)")
        }
        let half = LayoutTransform(rotationAngle: .pi)
        try #require(half.concatenating(half) == .identity)
    }

    @Test func inverseRoundTrips() throws {
        var random = GeometryRandom(seed: 0x6765_6F6D)
        for index in 0..<1000 {
            let t = random.invertibleTransform()
            let inverse = try #require(t.inverted(), "case \(index): \(t) has no inverse")
            let scale = t.magnitude * inverse.magnitude
            for product in [t.concatenating(inverse), inverse.concatenating(t)] {
                try #require(close(product, .identity, scale: scale), "case \(index): \(t) -> \(product)")
            }
            let point = random.point()
            let moved = point.applying(t)
            let back = moved.applying(inverse)
            let pointScale = max(point.x.magnitude, point.y.magnitude, moved.x.magnitude, moved.y.magnitude) * scale
            try #require(close(back.x, point.x, scale: pointScale) && close(back.y, point.y, scale: pointScale),
                    "case \(index): \(point) via \(t) came back as \(back)")
        }
    }

    @Test func concatenationIsAssociative() throws {
        var random = GeometryRandom(seed: 2026)
        for index in 0..<1000 {
            let (t1, t2, t3) = (random.transform(), random.transform(), random.transform())
            let left = t1.concatenating(t2).concatenating(t3)
            let right = t1.concatenating(t2.concatenating(t3))
            let scale = t1.magnitude * t2.magnitude * t3.magnitude
            try #require(close(left, right, scale: scale), "case \(index): \(left) vs \(right)")
        }
    }

    /// Random singular maps (second row = 2^n × first row, so the
    /// determinant is exactly 0) have no inverse.
    @Test func singularTransformsHaveNoInverse() throws {
        var random = GeometryRandom(seed: 11)
        for index in 0..<1000 {
            let (a, b) = (random.number(in: -10...10), random.number(in: -10...10))
            let k = Double(sign: random.bit() ? .minus : .plus, exponent: Int(random.next() % 9) - 4, significand: 1)
            let t = LayoutTransform(a: a, b: b, c: k * a, d: k * b, tx: random.number(in: -100...100), ty: random.number(in: -100...100))
            try #require(t.determinant == 0, "case \(index): \(t)")
            try #require(t.inverted() == nil, "case \(index): \(t)")
        }
    }

    /// With b = c = 0 the size is scaled, not rebuilt from corners, so the
    /// identity and translations leave a non-negative size untouched; with
    /// any sign, the identity gives the standardized rect.
    @Test func identityAndTranslationKeepRects() throws {
        var random = GeometryRandom(seed: 99)
        for index in 0..<1000 {
            let r = random.rect(allowNegative: false)
            try #require(r.applying(.identity) == r, "case \(index): \(r)")
            let (dx, dy) = (random.number(in: -500...500), random.number(in: -500...500))
            let moved = Rect(x: r.origin.x + dx, y: r.origin.y + dy, width: r.size.width, height: r.size.height)
            try #require(r.applying(LayoutTransform(translationX: dx, y: dy)) == moved, "case \(index): \(r)")
            let any = random.rect(allowNegative: true)
            try #require(any.applying(.identity) == any.standardized, "case \(index): \(any)")
        }
    }

    /// Snapping twice changes nothing, every edge moves by at most half a
    /// pixel, and every edge lands on the pixel grid.
    @Test func alignmentIsIdempotentAndWithinHalfAPixel() throws {
        var random = GeometryRandom(seed: 0x5049_5845_4C53)
        let scales = [1.0, 2, 3, 1.5, 2.608, 0.5]
        for index in 0..<2000 {
            let r = random.rect(allowNegative: true)
            let scale = index % 2 == 0 ? scales[index / 2 % scales.count] : random.number(in: 0.25...4)
            let aligned = r.aligned(toScale: scale)
            try #require(aligned.aligned(toScale: scale) == aligned, "case \(index): \(r) at \(scale)")
            let pairs = [(aligned.minX, r.minX), (aligned.maxX, r.maxX), (aligned.minY, r.minY), (aligned.maxY, r.maxY)]
            for (snapped, edge) in pairs {
                let slack = 1e-9 * max(1, edge.magnitude)
                try #require((snapped - edge).magnitude <= 0.5 / scale + slack, "case \(index): \(r) at \(scale) -> \(aligned)")
                let pixels = snapped * scale
                try #require((pixels - pixels.rounded()).magnitude <= slack * scale, "case \(index): \(snapped) is off the grid")
            }
        }
    }

    /// A 90° turn maps (x, y) to (−y, x), so a whole-point rect lands
    /// exactly on (−maxY, minX, height, width), and turning back undoes it.
    @Test func quarterTurnOfAWholePointRect() throws {
        var random = GeometryRandom(seed: 5)
        let back = LayoutTransform(rotationAngle: -.pi / 2)
        for index in 0..<500 {
            let r = random.wholePointRect()
            let turned = r.applying(quarterTurn)
            try #require(turned == rect(-r.maxY, r.minX, r.height, r.width), "case \(index): \(r) -> \(turned)")
            try #require(turned.applying(back) == r.standardized, "case \(index): \(r)")
        }
    }
}

// MARK: - Support

/// |x − y| within 1e-9 relative to the larger of the values and `scale`,
/// the size of the terms that were summed to make them.
private func close(_ x: Double, _ y: Double, scale: Double) -> Bool {
    (x - y).magnitude <= 1e-9 * max(1, x.magnitude, y.magnitude, scale)
}

private func close(_ t1: LayoutTransform, _ t2: LayoutTransform, scale: Double) -> Bool {
    zip(t1.components, t2.components).allSatisfy { close($0, $1, scale: scale) }
}

extension LayoutTransform {
    /// The largest component, to scale tolerances.
    fileprivate var magnitude: Double { components.map(\.magnitude).max()! }
}

/// Seeded numbers, points, rects and transforms built on `SplitMix64`, so
/// a failing case reproduces from its seed and index on every platform.
private struct GeometryRandom {
    var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { generator.next() }

    mutating func bit() -> Bool { next() & 1 == 1 }

    /// Uniform in `range`, from the top 53 bits.
    mutating func number(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) * 0x1p-53 * (range.upperBound - range.lowerBound)
    }

    mutating func point() -> Point {
        Point(x: number(in: -1000...1000), y: number(in: -1000...1000))
    }

    mutating func rect(allowNegative: Bool) -> Rect {
        let low = allowNegative ? -300.0 : 0
        return Rect(x: number(in: -500...500), y: number(in: -500...500),
                    width: number(in: low...300), height: number(in: low...300))
    }

    /// Whole numbers only, so sums and differences of edges are exact.
    mutating func wholePointRect() -> Rect {
        let r = rect(allowNegative: true)
        return Rect(x: r.origin.x.rounded(), y: r.origin.y.rounded(), width: r.size.width.rounded(), height: r.size.height.rounded())
    }

    mutating func transform() -> LayoutTransform {
        LayoutTransform(
            a: number(in: -10...10), b: number(in: -10...10), c: number(in: -10...10), d: number(in: -10...10),
            tx: number(in: -1000...1000), ty: number(in: -1000...1000))
    }

    /// A transform whose determinant is at least 0.5 in size, so the
    /// inverse is well conditioned and a 1e-9 tolerance is meaningful.
    mutating func invertibleTransform() -> LayoutTransform {
        while true {
            let t = transform()
            if t.determinant.magnitude >= 0.5 { return t }
        }
    }
}
