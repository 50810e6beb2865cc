// Stub of the CoreGraphics declarations the adapters use, transcribed from
// Apple's documentation: each declaration carries the page it comes from,
// its documented signature and availability. Bodies are fatalError(): the
// stubs exist to be type-checked against, never run, and are not shipped
// (Scripts/typecheck-adapters.sh builds them; nothing else reads them).
//
// Foundation on Linux has CGFloat, CGPoint, CGSize and CGRect, but these
// stubs do not import it: the same stubs are also compiled for iOS with the
// toolchain's Embedded Swift standard library, which has no Foundation. A
// stub is kept to what the adapters call; where unsure, it is stricter
// than the SDK (fewer conformances, no conveniences), never looser.

// With STUBS_FOUNDATION (the script's Foundation pass, as on macOS where
// CoreGraphics and Foundation are seen together) CGFloat, CGPoint, CGSize
// and CGRect are Foundation's own: swift-corelibs-foundation declares
// them, and only CGAffineTransform is left to this stub.
#if STUBS_FOUNDATION
@_exported import Foundation
#else
// https://developer.apple.com/documentation/corefoundation/cgfloat
// (declared in CoreFoundation, re-exported by CoreGraphics)
@frozen
public struct CGFloat: Sendable, Hashable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    // https://developer.apple.com/documentation/corefoundation/cgfloat/native
    public var native: Double
    // https://developer.apple.com/documentation/corefoundation/cgfloat (init(_:) from Double)
    public init(_ value: Double) { native = value }
    // https://developer.apple.com/documentation/corefoundation/cgfloat/init(floatliteral:)
    public init(floatLiteral value: Double) { native = value }
    // https://developer.apple.com/documentation/corefoundation/cgfloat/init(integerliteral:)
    public init(integerLiteral value: Int) { native = Double(value) }
    // https://developer.apple.com/documentation/corefoundation/cgfloat/infinity
    public static var infinity: CGFloat { fatalError() }
    // https://developer.apple.com/documentation/corefoundation/cgfloat (Comparable)
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
}

extension Double {
    // https://developer.apple.com/documentation/corefoundation/cgfloat (Double(_:) from CGFloat, CoreFoundation overlay)
    public init(_ other: CGFloat) { self = other.native }
}

// https://developer.apple.com/documentation/corefoundation/cgpoint
@frozen
public struct CGPoint: Sendable, Hashable {
    // https://developer.apple.com/documentation/corefoundation/cgpoint/x
    public var x: CGFloat
    // https://developer.apple.com/documentation/corefoundation/cgpoint/y
    public var y: CGFloat
    // https://developer.apple.com/documentation/corefoundation/cgpoint (init(x:y:) with CGFloat)
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    // https://developer.apple.com/documentation/corefoundation/cgpoint/zero
    public static var zero: CGPoint { fatalError() }
}

// https://developer.apple.com/documentation/corefoundation/cgsize
@frozen
public struct CGSize: Sendable, Hashable {
    // https://developer.apple.com/documentation/corefoundation/cgsize/width
    public var width: CGFloat
    // https://developer.apple.com/documentation/corefoundation/cgsize/height
    public var height: CGFloat
    // https://developer.apple.com/documentation/corefoundation/cgsize (init(width:height:) with CGFloat)
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
    // https://developer.apple.com/documentation/corefoundation/cgsize/zero
    public static var zero: CGSize { fatalError() }
}

// https://developer.apple.com/documentation/corefoundation/cgrect
@frozen
public struct CGRect: Sendable, Hashable {
    // https://developer.apple.com/documentation/corefoundation/cgrect/origin
    public var origin: CGPoint
    // https://developer.apple.com/documentation/corefoundation/cgrect/size
    public var size: CGSize
    // https://developer.apple.com/documentation/corefoundation/cgrect/init(origin:size:)
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }
    // https://developer.apple.com/documentation/corefoundation/cgrect (init(x:y:width:height:) with CGFloat)
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { fatalError() }
    // https://developer.apple.com/documentation/corefoundation/cgrect/zero
    public static var zero: CGRect { fatalError() }
    // https://developer.apple.com/documentation/corefoundation/cgrect/width
    public var width: CGFloat { fatalError() }
    // https://developer.apple.com/documentation/corefoundation/cgrect/height
    public var height: CGFloat { fatalError() }
}
#endif

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
@frozen
public struct CGAffineTransform: Sendable {
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/a (and b, c, d, tx, ty)
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    public static var identity: CGAffineTransform { fatalError() }
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/isidentity
    public var isIdentity: Bool { fatalError() }
}
