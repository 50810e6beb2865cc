// Stub of the Metal declarations the examples use (see CoreGraphics.swift
// for what the stubs are and how they are kept).

// https://developer.apple.com/documentation/metal/mtldevice
// `protocol MTLDevice : NSObjectProtocol, Sendable` (iOS 8.0); NSObjectProtocol
// is stood in for by AnyObject, which is what it implies for Swift.
@available(iOS 8.0, macOS 10.11, tvOS 9.0, *)
public protocol MTLDevice: AnyObject, Sendable {
    // https://developer.apple.com/documentation/metal/mtldevice/name
    var name: String { get }
}

// https://developer.apple.com/documentation/metal/mtlcreatesystemdefaultdevice()
@available(iOS 8.0, macOS 10.11, tvOS 9.0, *)
public func MTLCreateSystemDefaultDevice() -> (any MTLDevice)? { fatalError() }

// https://developer.apple.com/documentation/metal/mtlpixelformat
@available(iOS 8.0, macOS 10.11, tvOS 9.0, *)
public enum MTLPixelFormat: UInt, Sendable {
    // https://developer.apple.com/documentation/metal/mtlpixelformat/invalid
    case invalid = 0
    // https://developer.apple.com/documentation/metal/mtlpixelformat/bgra8unorm
    case bgra8Unorm = 80
}
