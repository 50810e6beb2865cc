
/// The private helpers generated code calls, each written only when used
/// and each a transcription of the library function named beside it, so
/// that both give the same bits.
extension Generator {
    func helpers() {
        if usesRatio || usesAspectRatio || usesRatioOperands {
            writer.lines(
                """

                /// `LayoutEnvironment.ratioOperands`: negative (or NaN) sizes count as 0,
                /// an infinite side as 1 (and the other then as 0), and a 0x0
                /// window as square.
                private static func _ratioOperands(_ e: Environment) -> (width: Double, height: Double) {
                    var width = e.width > 0 ? e.width : 0
                    var height = e.height > 0 ? e.height : 0
                    if width.isInfinite || height.isInfinite {
                        width = width.isInfinite ? 1 : 0
                        height = height.isInfinite ? 1 : 0
                    }
                    return width == 0 && height == 0 ? (1, 1) : (width, height)
                }
                """)
        }
        if usesPortrait {
            writer.lines(
                """

                /// The CSS orientation is portrait when height >= width, on the
                /// `_ratioOperands` (a 0x0 window, read as 1x1, is portrait too).
                private static func _isPortrait(_ e: Environment) -> Bool {
                    (e.height > 0 ? e.height : 0) >= (e.width > 0 ? e.width : 0)
                }
                """)
        }
        if usesWindowFraction {
            writer.lines(
                """

                /// `LayoutEnvironment.windowFraction(_:of:)`: negative (or NaN) sizes count
                /// as 0, the result is at most 1, and 0 / 0 (a screen with no size)
                /// or infinity / infinity is 1.
                private static func _windowFraction(_ window: Double, of screen: Double) -> Double {
                    let window = window > 0 ? window : 0
                    let screen = screen > 0 ? screen : 0
                    let quotient = window / screen
                    return quotient.isNaN ? 1 : Swift.min(quotient, 1)
                }
                """)
        }
        if usesAspectRatio {
            writer.lines(
                """

                /// `LayoutEnvironment.value(of: .aspectRatio)`.
                private static func _aspectRatio(_ e: Environment) -> Double {
                    let (width, height) = _ratioOperands(e)
                    return height == 0 ? Double.infinity : width / height
                }
                """)
        }
        if usesRatio {
            writer.lines(
                """

                /// The sign of `width * denominator - numerator * height`, exact
                /// (`LayoutEnvironment.productOrder`): differing rounded products order the
                /// exact ones; equal ones are told apart by their rounding errors.
                private static func _ratioOrder(_ e: Environment, _ numerator: Double, _ denominator: Double) -> Int {
                    let (width, height) = _ratioOperands(e)
                    return _productOrder(width, denominator, numerator, height)
                }

                /// `LayoutEnvironment.productOrder`: overflowing products are compared
                /// scaled by 2^-1024.
                private static func _productOrder(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Int {
                    let left = a * b
                    let right = c * d
                    if left.isInfinite || right.isInfinite, a.isFinite, b.isFinite, c.isFinite, d.isFinite {
                        let scale = 0x1p-512
                        return _productOrder(a * scale, b * scale, c * scale, d * scale)
                    }
                    if left != right { return left < right ? -1 : 1 }
                    let leftError = (-left).addingProduct(a, b)
                    let rightError = (-right).addingProduct(c, d)
                    return leftError < rightError ? -1 : leftError > rightError ? 1 : 0
                }
                """)
        }
        if usesRotation {
            let prefix = "_" + options.typeName
            writer.lines(
                """

                /// `LayoutTransform(rotationDegrees:)` as (cos, sin): multiples of 90
                /// degrees, and angles at the Double nearest k·π/2, are exact; the
                /// angle is reduced modulo 360 first, exactly (1e20 degrees is 280).
                private static func _rotation(degrees angle: Double) -> (Double, Double) {
                    let degrees = angle.truncatingRemainder(dividingBy: 360)
                    let quarter = degrees / 90
                    if quarter.isFinite, quarter == quarter.rounded() {
                        switch (Int(quarter.truncatingRemainder(dividingBy: 4)) + 4) % 4 {
                        case 0: return (1, 0)
                        case 1: return (0, 1)
                        case 2: return (-1, 0)
                        default: return (0, -1)
                        }
                    }
                    let radians = degrees * Double.pi / 180
                    let halfPi = Double.pi / 2
                    let turns = (radians / halfPi).rounded()
                    guard turns.magnitude <= 64, turns * halfPi == radians else {
                        return (\(prefix)Cosine(radians), \(prefix)Sine(radians))
                    }
                    switch Int(turns) & 3 {
                    case 0: return (1, turns == 0 ? radians : 0)
                    case 1: return (0, 1)
                    case 2: return (-1, 0)
                    default: return (0, -1)
                    }
                }
                """)
        }
        if usesSafeArea {
            writer.lines(
                """

                /// `LayoutSolver.safeArea`: how far the parent's safe area, in the
                /// region's own coordinates, lies inside each edge of its bounds
                /// (top, left, bottom, right), clamped to the bounds; zero when the
                /// transform cannot be inverted.
                private static func _safeArea(
                    _ parentTop: Double, _ parentLeft: Double, _ parentBottom: Double, _ parentRight: Double,
                    _ parentWidth: Double, _ parentHeight: Double,
                    _ minX: Double, _ minY: Double, _ width: Double, _ height: Double, _ midX: Double, _ midY: Double,
                    _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double, _ ty: Double
                ) -> (Double, Double, Double, Double) {
                    let safe = _Rect(
                        x: parentLeft, y: parentTop, width: parentWidth - parentLeft - parentRight,
                        height: parentHeight - parentTop - parentBottom)
                    let m = _Transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
                    let local: _Rect
                    if a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 {
                        local = _Rect(x: safe.x - minX, y: safe.y - minY, width: safe.width, height: safe.height)
                    } else if let inverse = _Transform(a: 1, b: 0, c: 0, d: 1, tx: -width * 0.5, ty: -height * 0.5)
                        .concatenating(m).concatenating(_Transform(a: 1, b: 0, c: 0, d: 1, tx: midX, ty: midY)).inverted()
                    {
                        local = safe.applying(inverse)
                    } else {
                        return (0, 0, 0, 0)
                    }
                    return (
                        Swift.max(0, Swift.min(local.minY, Swift.max(0, height))),
                        Swift.max(0, Swift.min(local.minX, Swift.max(0, width))),
                        Swift.max(0, Swift.min(height - local.maxY, Swift.max(0, height))),
                        Swift.max(0, Swift.min(width - local.maxX, Swift.max(0, width)))
                    )
                }

                /// `LayoutTransform`: CoreGraphics's row-vector convention.
                private struct _Transform {
                    var a, b, c, d, tx, ty: Double

                    func concatenating(_ t2: _Transform) -> _Transform {
                        _Transform(
                            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
                    }

                    func inverted() -> _Transform? {
                        let det = a * d - b * c
                        guard det != 0, det.isFinite else { return nil }
                        let inverse = _Transform(
                            a: d / det, b: -b / det, c: -c / det, d: a / det,
                            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
                        let finite = inverse.a.isFinite && inverse.b.isFinite && inverse.c.isFinite && inverse.d.isFinite
                            && inverse.tx.isFinite && inverse.ty.isFinite
                        return finite ? inverse : nil
                    }
                }

                /// `Rect`: a size may be negative; edges read it standardized.
                private struct _Rect {
                    var x, y, width, height: Double

                    var minX: Double { Swift.min(x, x + width) }
                    var maxX: Double { Swift.max(x, x + width) }
                    var minY: Double { Swift.min(y, y + height) }
                    var maxY: Double { Swift.max(y, y + height) }

                    /// `Rect.applying(_:)`: the bounding box of the mapped corners.
                    func applying(_ t: _Transform) -> _Rect {
                        if t.b == 0, t.c == 0 {
                            let r = _Rect(x: t.a * x + t.tx, y: t.d * y + t.ty, width: t.a * width, height: t.d * height)
                            return _Rect(x: r.minX, y: r.minY, width: r.width.magnitude, height: r.height.magnitude)
                        }
                        func map(_ px: Double, _ py: Double) -> (x: Double, y: Double) {
                            (t.a * px + t.c * py + t.tx, t.b * px + t.d * py + t.ty)
                        }
                        let p1 = map(minX, minY), p2 = map(maxX, minY), p3 = map(minX, maxY), p4 = map(maxX, maxY)
                        let left = Swift.min(Swift.min(p1.x, p2.x), Swift.min(p3.x, p4.x))
                        let right = Swift.max(Swift.max(p1.x, p2.x), Swift.max(p3.x, p4.x))
                        let top = Swift.min(Swift.min(p1.y, p2.y), Swift.min(p3.y, p4.y))
                        let bottom = Swift.max(Swift.max(p1.y, p2.y), Swift.max(p3.y, p4.y))
                        return _Rect(x: left, y: top, width: right - left, height: bottom - top)
                    }
                }
                """)
        }
    }

    /// The C library, for sin and cos, on each platform Swift runs on.
    /// A plain `import`, as an app's own files write it: a module that
    /// imports one module with an access level in one file and without one
    /// in another fails to build.
    func cLibraryImport() {
        writer.lines(
            """

            #if canImport(Darwin)
                import Darwin
            #elseif canImport(Glibc)
                import Glibc
            #elseif canImport(Musl)
                import Musl
            #elseif canImport(Android)
                import Android
            #elseif canImport(WASILibc)
                import WASILibc
            #elseif canImport(ucrt)
                import ucrt
            #else
                #error("no C library to take sin and cos from")
            #endif
            """)
    }

    /// Declarations that must sit at file scope: the C library's sin and
    /// cos for rotations whose angle is only known at run time, under
    /// names that a member of the generated type cannot shadow.
    func fileScopeHelpers() {
        guard usesRotation else { return }
        let prefix = "_" + options.typeName
        writer.line()
        writer.line("private func \(prefix)Sine(_ x: Double) -> Double { sin(x) }")
        writer.line("private func \(prefix)Cosine(_ x: Double) -> Double { cos(x) }")
    }
}
