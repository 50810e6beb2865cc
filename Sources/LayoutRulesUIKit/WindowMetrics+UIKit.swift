// Reads a live window scene, view or trait collection into WindowMetrics.
// Which size, which orientation and which scale to read is decided here
// once; what they mean (the screen in the interface orientation, the kind
// of window) is decided by the core's LayoutEnvironment(_: WindowMetrics).
#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesRuntime

extension WindowMetrics {
    /// The metrics of a window scene's whole window: its size, the
    /// screen's, the scene's interface orientation (never the device's),
    /// idiom, scales and the key window's safe area.
    @MainActor
    public init(scene: UIWindowScene) {
        let window = Self.mainWindow(of: scene)
        let size = Size(Self.sceneSize(scene))
        self.init(
            size: size, windowSize: size, screenSize: Size(scene.screen.bounds.size),
            interfaceOrientation: Self.interfaceOrientation(of: scene), traitCollection: scene.traitCollection,
            nativeScale: Double(scene.screen.nativeScale),
            safeArea: window.map { LayoutEdgeInsets($0.safeAreaInsets) } ?? .zero)
    }

    /// The metrics of a view: its bounds' size and safe area, with the
    /// window, screen and orientation of the scene it is in.
    ///
    /// A view in no window has an unknown interface orientation and
    /// counts as a full-screen window of its own size.
    @MainActor
    public init(view: UIView) {
        let size = Size(view.bounds.size)
        let window = view.window
        let scene = window?.windowScene
        self.init(
            size: size, windowSize: window.map { Size($0.bounds.size) } ?? size,
            screenSize: (window?.screen.bounds.size).map { Size($0) } ?? size,
            interfaceOrientation: scene.map { Self.interfaceOrientation(of: $0) } ?? .unknown,
            traitCollection: view.traitCollection,
            nativeScale: (window?.screen.nativeScale).map { Double($0) },
            safeArea: LayoutEdgeInsets(view.safeAreaInsets))
    }

    /// The metrics of a size a container is about to have, as
    /// `viewWillTransition(to:with:)` gives it, with the traits, screen and
    /// orientation the caller knows.
    public init(
        traitCollection: UITraitCollection, size: CGSize, windowSize: CGSize? = nil, screenSize: CGSize,
        interfaceOrientation: UIInterfaceOrientation, nativeScale: CGFloat? = nil, safeArea: UIEdgeInsets = .zero
    ) {
        self.init(
            size: Size(size), windowSize: windowSize.map { Size($0) }, screenSize: Size(screenSize),
            interfaceOrientation: LayoutInterfaceOrientation(interfaceOrientation), traitCollection: traitCollection,
            nativeScale: nativeScale.map { Double($0) }, safeArea: LayoutEdgeInsets(safeArea))
    }

    /// The idiom and display scale come from the trait collection.
    init(
        size: Size, windowSize: Size?, screenSize: Size, interfaceOrientation: LayoutInterfaceOrientation,
        traitCollection: UITraitCollection, nativeScale: Double?, safeArea: LayoutEdgeInsets
    ) {
        self.init(
            size: size, windowSize: windowSize, screenSize: screenSize, interfaceOrientation: interfaceOrientation,
            idiom: Idiom(traitCollection.userInterfaceIdiom), scale: Double(traitCollection.displayScale),
            nativeScale: nativeScale, safeArea: safeArea)
    }

    /// The scene's interface orientation, from its effective geometry
    /// (`UIWindowScene.interfaceOrientation` is deprecated in iOS 26).
    @MainActor
    static func interfaceOrientation(of scene: UIWindowScene) -> LayoutInterfaceOrientation {
        LayoutInterfaceOrientation(scene.effectiveGeometry.interfaceOrientation)
    }

    /// The size of the scene: its coordinate space's bounds, which UIKit
    /// moved to the effective geometry in iOS 26.
    @MainActor
    static func sceneSize(_ scene: UIWindowScene) -> CGSize {
        // An if/else, not an early return: the compiler then knows the
        // deprecated property is read only before iOS 26, and does not warn.
        if #available(iOS 26.0, *) {
            return scene.effectiveGeometry.coordinateSpace.bounds.size
        } else {
            return scene.coordinateSpace.bounds.size
        }
    }

    /// The window whose safe area counts: the key window, or the scene's
    /// first window when none of its windows is key.
    @MainActor
    static func mainWindow(of scene: UIWindowScene) -> UIWindow? {
        scene.keyWindow ?? scene.windows.first
    }
}

extension LayoutEnvironment {
    /// The environment of a window scene's whole window (see
    /// ``WindowMetrics/init(scene:)``), with the user's settings as the
    /// scene's trait collection and `UIAccessibility` report them
    /// (``LayoutEnvironment/SettingValues/current(_:)``).
    @MainActor
    public init(scene: UIWindowScene) {
        self.init(WindowMetrics(scene: scene))
        settingValues = .current(scene.traitCollection)
    }

    /// The environment of a view: its size and safe area in its scene
    /// (see ``WindowMetrics/init(view:)``), with the user's settings as the
    /// view's trait collection and `UIAccessibility` report them
    /// (``LayoutEnvironment/SettingValues/current(_:)``).
    @MainActor
    public init(view: UIView) {
        self.init(WindowMetrics(view: view))
        settingValues = .current(view.traitCollection)
    }
}
#endif
