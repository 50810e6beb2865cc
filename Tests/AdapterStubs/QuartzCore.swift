// Stub of the QuartzCore (Core Animation) declarations the adapters use
// (see CoreGraphics.swift for what the stubs are and how they are kept).
@_exported import CoreGraphics
import Metal

// https://developer.apple.com/documentation/quartzcore/calayer
// `class CALayer` (iOS 2.0): not main-actor isolated in the documentation.
@available(iOS 2.0, macOS 10.5, tvOS 9.0, *)
open class CALayer {
    // https://developer.apple.com/documentation/quartzcore/calayer/init()
    public init() {}
    // https://developer.apple.com/documentation/quartzcore/calayer/contentsscale
    @available(iOS 4.0, macOS 10.7, tvOS 9.0, *)
    open var contentsScale: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/quartzcore/cametallayer
@available(iOS 8.0, macOS 10.11, tvOS 9.0, *)
open class CAMetalLayer: CALayer {
    // https://developer.apple.com/documentation/quartzcore/cametallayer/drawablesize
    open var drawableSize: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/quartzcore/cametallayer/device
    open var device: (any MTLDevice)? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/quartzcore/cametallayer/pixelformat
    open var pixelFormat: MTLPixelFormat {
        get { fatalError() }
        set { fatalError() }
    }
}
