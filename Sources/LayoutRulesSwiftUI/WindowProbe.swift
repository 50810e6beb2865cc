// On iOS, SwiftUI does not say which screen, interface orientation or kind
// of window a view is in; UIKit does, so a plain UIView behind the content
// reads them and reports each change.
#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import SwiftUI
import UIKit
import LayoutRules
import LayoutRulesUIKit

/// A view that reports the metrics of the window it is in, and whether
/// the user is resizing that window by hand.
struct WindowProbe: UIViewRepresentable {
    let report: @MainActor (WindowMetrics, _ interactivelyResizing: Bool) -> Void

    func makeUIView(context: Context) -> ProbeView {
        let view = ProbeView(frame: .zero)
        view.report = report
        return view
    }

    func updateUIView(_ view: ProbeView, context: Context) {
        view.report = report
    }
}

/// Reports `WindowMetrics(view:)` and whether the window is being resized
/// by hand when it enters a window, is laid out or the traits it reads
/// (idiom, display scale) change, and only when they differ from the last.
@MainActor
final class ProbeView: UIView {
    var report: (@MainActor (WindowMetrics, Bool) -> Void)?
    private var last: WindowMetrics?
    private var lastResizing = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        if #available(iOS 17.0, *) {
            // iOS 17 replaced traitCollectionDidChange(_:) with registering
            // for the traits that matter
            // (https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)).
            // The handler gets the view, so it captures nothing.
            registerForTraitChanges([UITraitUserInterfaceIdiom.self, UITraitDisplayScale.self]) {
                (view: ProbeView, _: UITraitCollection) in
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
        guard metrics != last || resizing != lastResizing else { return }
        last = metrics
        lastResizing = resizing
        report?(metrics, resizing)
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
