// UIKit's geometry and enums to LayoutRules' and back: type translation
// only. The condition excludes the platforms where UIKit lacks what the
// adapter reads (tvOS and watchOS have no interface orientation, visionOS
// has no UIScreen), so the module is empty there, as it is on Linux.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesRuntime

extension Size {
    /// A size from a CoreGraphics size.
    public init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension CGSize {
    /// A CoreGraphics size from a LayoutRules size.
    public init(_ size: Size) {
        self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
}

extension Point {
    /// A point from a CoreGraphics point.
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension CGPoint {
    /// A CoreGraphics point from a LayoutRules point.
    public init(_ point: Point) {
        self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
}

extension Rect {
    /// A rectangle from a CoreGraphics rectangle, origin and size as stored.
    public init(_ rect: CGRect) {
        self.init(origin: Point(rect.origin), size: Size(rect.size))
    }
}

extension CGRect {
    /// A CoreGraphics rectangle from a LayoutRules rectangle, origin and size as stored.
    public init(_ rect: Rect) {
        self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
    }
}

extension LayoutTransform {
    /// A transform from a CoreGraphics transform; the components have the
    /// same names and order.
    public init(_ transform: CGAffineTransform) {
        self.init(
            a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
            tx: Double(transform.tx), ty: Double(transform.ty))
    }
}

extension CGAffineTransform {
    /// A CoreGraphics transform from a LayoutRules transform.
    public init(_ transform: LayoutTransform) {
        self.init(
            a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c), d: CGFloat(transform.d),
            tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
    }
}

extension LayoutEdgeInsets {
    /// Insets from UIKit's edge insets.
    public init(_ insets: UIEdgeInsets) {
        self.init(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
            right: Double(insets.right))
    }
}

extension UIEdgeInsets {
    /// UIKit's edge insets from LayoutRules insets.
    public init(_ insets: LayoutEdgeInsets) {
        self.init(
            top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
            right: CGFloat(insets.right))
    }
}

extension LayoutInterfaceOrientation {
    /// The orientation of the interface as UIKit reports it for a window scene.
    public init(_ orientation: UIInterfaceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        case .unknown: self = .unknown
        @unknown default: self = .unknown
        }
    }
}

extension DeviceOrientation {
    /// The physical orientation of the device as `UIDevice.orientation`
    /// reports it. Rules never test it: feed it to an `OrientationTracker`,
    /// which ignores the readings that are no interface orientation.
    public init(_ orientation: UIDeviceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        case .faceUp: self = .faceUp
        case .faceDown: self = .faceDown
        case .unknown: self = .unknown
        @unknown default: self = .unknown
        }
    }
}

extension Idiom {
    /// The idiom of a trait collection.
    public init(_ idiom: UIUserInterfaceIdiom) {
        switch idiom {
        case .phone: self = .phone
        case .pad: self = .pad
        case .tv: self = .tv
        case .carPlay: self = .carplay
        case .mac: self = .mac
        case .vision: self = .vision
        case .unspecified: self = .unspecified
        @unknown default: self = .unspecified
        }
    }
}

extension SizeClass {
    /// A size class from UIKit's, or nil for `.unspecified`.
    public init?(_ sizeClass: UIUserInterfaceSizeClass) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        case .unspecified: return nil
        @unknown default: return nil
        }
    }
}

extension UIUserInterfaceSizeClass {
    /// UIKit's size class for a LayoutRules one.
    public init(_ sizeClass: SizeClass) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        }
    }
}

extension FrameLayout {
    /// Converts a point between the coordinate systems of two regions (nil:
    /// the window's), as `convert(_:from:to:)` does for LayoutRules points.
    public func convert(_ point: CGPoint, from source: String?, to destination: String?) -> CGPoint? {
        convert(Point(point), from: source, to: destination).map { CGPoint($0) }
    }

    /// Converts a rectangle between the coordinate systems of two regions
    /// (nil: the window's): the bounding box of its converted corners.
    public func convert(_ rect: CGRect, from source: String?, to destination: String?) -> CGRect? {
        convert(Rect(rect), from: source, to: destination).map { CGRect($0) }
    }
}
#endif
