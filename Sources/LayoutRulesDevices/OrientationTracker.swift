import LayoutRulesBase

/// Follows device orientation readings the way UIKit rotates the interface.
///
/// Unknown, face-up and face-down readings are ignored
/// ([`UIDeviceOrientation.isValidInterfaceOrientation`](https://developer.apple.com/documentation/uikit/uideviceorientation/isvalidinterfaceorientation)
/// is false for them), so the interface keeps the last valid orientation;
/// a reading the
/// [supported interface orientations](https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations)
/// do not allow is ignored too, so a portrait-only screen stays portrait
/// when the device turns. Device landscape-left turns the interface to
/// landscape-right and the reverse.
///
/// Use it to simulate rotations in tests and previews:
///
///     var tracker = OrientationTracker(supported: .allButUpsideDown)
///     tracker.update(.landscapeLeft)   // true: interface is now landscape-right
///     tracker.update(.faceUp)          // false: still landscape-right
public struct OrientationTracker: Sendable, Hashable {
    /// The current interface orientation: never `.unknown`, and always one
    /// `supported` allows (or `.portrait` when it allows none).
    public private(set) var interfaceOrientation: LayoutInterfaceOrientation
    /// The last reading that was a valid interface orientation, whether or
    /// not the mask allowed it.
    package private(set) var lastValidDeviceOrientation: DeviceOrientation?
    /// The interface orientations the screen supports.
    package let supported: InterfaceOrientationMask

    /// A tracker that starts in `initial`.
    ///
    /// When the mask does not allow `initial`, it starts in the first of
    /// portrait, landscape-right, landscape-left and upside down that it
    /// allows.
    public init(initial: LayoutInterfaceOrientation = .portrait, supported: InterfaceOrientationMask = .all) {
        self.supported = supported
        let order: [LayoutInterfaceOrientation] = [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown]
        self.interfaceOrientation =
            supported.allows(initial) ? initial : order.first(where: supported.allows) ?? .portrait
    }

    /// Feeds one device reading.
    ///
    /// - Parameter reading: The device's physical orientation, as
    ///   `UIDevice.current.orientation` reports it.
    /// - Returns: Whether the interface orientation changed.
    @discardableResult
    public mutating func update(_ reading: DeviceOrientation) -> Bool {
        guard let target = reading.interfaceOrientation else { return false }
        lastValidDeviceOrientation = reading
        guard supported.allows(target), target != interfaceOrientation else { return false }
        interfaceOrientation = target
        return true
    }
}
