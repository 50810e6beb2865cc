import LayoutRulesBase
import LayoutRulesDevices

extension WindowMetrics {
    /// The metrics a container will have once its view has `size`, read
    /// before the change, as
    /// [`viewWillTransition(to:with:)`](https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:))
    /// announces it: so the rules can be evaluated for the destination and
    /// their answer applied alongside the transition's animation.
    ///
    /// - The size is the new one. The window is resized with it when the
    ///   container filled the window (a root view controller), and turned
    ///   on a rotation otherwise.
    /// - A rotation is a quarter turn of the coordinator's
    ///   [`targetTransform`](https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/targettransform)
    ///   (pass it as `rotation`). It moves the interface orientation to the
    ///   other family: which landscape side comes is not known before the
    ///   rotation, so a portrait interface becomes `landscapeRight` and a
    ///   landscape one `portrait`, and the screen size follows. The pass
    ///   after the transition reads the scene's own orientation.
    /// - The safe area is the one before the change; the layout pass after
    ///   the transition reads the new one, which changes frames only.
    ///
    ///     // An iPhone turned from portrait to landscape:
    ///     metrics.transitioning(to: Size(width: 844, height: 390), rotation: quarterTurn)
    public func transitioning(to size: Size, rotation: LayoutTransform = .identity) -> WindowMetrics {
        var next = self
        // A rotation matrix is (cos, sin; -sin, cos): a quarter turn has
        // the sine larger than the cosine.
        let turns = abs(rotation.b) > abs(rotation.a)
        if windowSize == self.size {
            next.windowSize = size
        } else if turns {
            next.windowSize = windowSize.transposed
        }
        next.size = size
        if turns {
            if interfaceOrientation.isPortrait {
                next.interfaceOrientation = .landscapeRight
            } else if interfaceOrientation.isLandscape {
                next.interfaceOrientation = .portrait
            }
        }
        return next
    }
}
