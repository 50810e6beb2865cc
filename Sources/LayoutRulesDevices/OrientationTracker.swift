import LayoutRulesBase

/// Follows device orientation readings the way a well-behaved view
/// controller does (seed 002): unknown, face-up and face-down readings are
/// ignored, so the interface keeps the last valid orientation; a reading
/// the supported-orientations mask does not allow is ignored too, so a
/// portrait-only screen stays portrait when the device turns.
///
///     var tracker = OrientationTracker(supported: .allButUpsideDown)
///     tracker.update(.landscapeLeft)   // true: interface is now landscape-right
///     tracker.update(.faceUp)          // false: still landscape-right
public struct OrientationTracker: Sendable, Hashable {
    public private(set) var interfaceOrientation: InterfaceOrientation
    /// The last reading that was a valid interface orientation, whether or
    /// not the mask allowed it.
    public private(set) var lastValidDeviceOrientation: DeviceOrientation?
    public let supported: InterfaceOrientationMask

    /// Starts in `initial`, or in the first orientation the mask allows
    /// when it does not allow `initial`.
    public init(initial: InterfaceOrientation = .portrait, supported: InterfaceOrientationMask = .all) {
        self.supported = supported
        let order: [InterfaceOrientation] = [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown]
        self.interfaceOrientation =
            supported.allows(initial) ? initial : order.first(where: supported.allows) ?? .portrait
    }

    /// Feeds one device reading; returns whether the interface orientation changed.
    @discardableResult
    public mutating func update(_ reading: DeviceOrientation) -> Bool {
        guard let target = reading.interfaceOrientation else { return false }
        lastValidDeviceOrientation = reading
        guard supported.allows(target), target != interfaceOrientation else { return false }
        interfaceOrientation = target
        return true
    }
}
