// On iOS, SwiftUI does not say which screen, interface orientation or kind
// of window a view is in, nor the display's color gamut; UIKit does, so a
// plain UIView behind the content reads them and reports each change.
#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import SwiftUI
import UIKit
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesUIKit

/// A view that reports the metrics of the window it is in, whether the
/// user is resizing that window by hand, and the display's color gamut.
struct WindowProbe: UIViewRepresentable {
    /// Whether the rules test `color-gamut`, so that a change of the gamut
    /// alone is reported on iOS 17 too.
    let watchingGamut: Bool
    let report: @MainActor (WindowMetrics, _ interactivelyResizing: Bool, LayoutEnvironment.ColorGamut) -> Void

    func makeUIView(context: Context) -> ProbeView {
        let view = ProbeView(frame: .zero, watchingGamut: watchingGamut)
        view.report = report
        return view
    }

    func updateUIView(_ view: ProbeView, context: Context) {
        view.report = report
    }
}

/// Reports `WindowMetrics(view:)`, whether the window is being resized
/// by hand and the display's gamut when it enters a window, is laid out or
/// the traits it reads (idiom, display scale, and the gamut when the rules
/// test it) change, and only when they differ from the last.
@MainActor
final class ProbeView: UIView {
    var report: (@MainActor (WindowMetrics, Bool, LayoutEnvironment.ColorGamut) -> Void)?
    private var last: WindowMetrics?
    private var lastResizing = false
    private var lastGamut: LayoutEnvironment.ColorGamut?

    init(frame: CGRect, watchingGamut: Bool) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        if #available(iOS 17.0, *) {
            // iOS 17 replaced traitCollectionDidChange(_:) with registering
            // for the traits that matter
            // (https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)).
            // The handler gets the view, so it captures nothing.
            var traits: [UITrait] = [UITraitUserInterfaceIdiom.self, UITraitDisplayScale.self]
            if watchingGamut { traits.append(UITraitDisplayGamut.self) }
            registerForTraitChanges(traits) { (view: ProbeView, _: UITraitCollection) in
                view.send()
            }
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("ProbeView is created in code") }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        send()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        send()
    }

    /// Before iOS 17 the only way to hear of a trait change. Declared
    /// deprecated as UIKit's is, so the override and its call to super
    /// raise no warning; on iOS 17 the registration in `init(frame:)`
    /// reports instead.
    @available(iOS, deprecated: 17.0, message: "registerForTraitChanges(_:handler:) reports trait changes")
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #unavailable(iOS 17.0) { send() }
    }

    fileprivate func send() {
        guard window != nil else { return }
        let metrics = WindowMetrics(view: self)
        let resizing = isInteractivelyResizing
        let gamut = LayoutEnvironment.ColorGamut(traitCollection.displayGamut)
        guard metrics != last || resizing != lastResizing || gamut != lastGamut else { return }
        last = metrics
        lastResizing = resizing
        lastGamut = gamut
        report?(metrics, resizing, gamut)
    }

    /// Whether the user is dragging the window's edge (iPadOS 26), so the
    /// tracker holds the traits near a breakpoint
    /// ([`isInteractivelyResizing`](https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/isinteractivelyresizing)).
    private var isInteractivelyResizing: Bool {
        if #available(iOS 26.0, *) {
            return window?.windowScene?.effectiveGeometry.isInteractivelyResizing ?? false
        }
        return false
    }
}
#endif
