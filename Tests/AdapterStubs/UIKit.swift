// Stub of the UIKit declarations the adapters and examples use, transcribed
// from Apple's documentation (see CoreGraphics.swift for what the stubs are
// and how they are kept). Each declaration names its page; a page without
// the member's own path means the member is listed on that type's page.
// Availability is transcribed as documented, with `introduced` and
// `deprecated` versions, and `@MainActor` where the documentation declares
// it; Scripts/typecheck-adapters.sh strips `@MainActor` only for its iOS
// availability pass, whose Embedded standard library has no concurrency.
//
// Foundation's NSCoder and Bundle appear here because the stubs do not
// import Foundation; UIKit's own classes derive from NSObject, which the
// stubs leave out (the adapters use none of its members).
@_exported import CoreGraphics
@_exported import QuartzCore

// MARK: - Foundation stand-ins

// With STUBS_FOUNDATION (the script's Foundation pass) UIKit re-exports
// Foundation, as the SDK's does, and Foundation's own NSCoder, Bundle and
// AffineTransform are in scope beside UIKit's and LayoutRules' names.
#if STUBS_FOUNDATION
@_exported import Foundation
#else
// https://developer.apple.com/documentation/foundation/nscoder
open class NSCoder {}

// https://developer.apple.com/documentation/foundation/bundle
open class Bundle {}

// The notification center, for UIKit's accessibility notifications.
// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
// (the token addObserver(forName:object:queue:using:) returns)
public protocol NSObjectProtocol: AnyObject {}

// https://developer.apple.com/documentation/foundation/nsnotification
open class NSNotification {
    // https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

// https://developer.apple.com/documentation/foundation/notification
public struct Notification {
    // https://developer.apple.com/documentation/foundation/notification/name-swift.typealias
    public typealias Name = NSNotification.Name
}

// https://developer.apple.com/documentation/foundation/operationqueue
open class OperationQueue {
    // https://developer.apple.com/documentation/foundation/operationqueue/main
    open class var main: OperationQueue { fatalError() }
}

// https://developer.apple.com/documentation/foundation/notificationcenter
// Not declared Sendable here: stricter than the SDK.
open class NotificationCenter {
    // https://developer.apple.com/documentation/foundation/notificationcenter/default
    open class var `default`: NotificationCenter { fatalError() }
    // https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)
    // (iOS 4.0) `func addObserver(forName name: NSNotification.Name?, object obj: Any?,
    // queue: OperationQueue?, using block: @escaping @Sendable (Notification) -> Void) -> any NSObjectProtocol`
    open func addObserver(
        forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol { fatalError() }
    // https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:)
    open func removeObserver(_ observer: Any) { fatalError() }
}
#endif

// Embedded Swift, the standard library of the iOS availability pass, has
// no concurrency module; the one main-actor API the adapters call is
// stood in for there, with the same shape. The Linux pass checks the real
// one (https://developer.apple.com/documentation/swift/mainactor/assumeisolated(_:file:line:)).
#if hasFeature(Embedded)
public enum MainActor {
    public static func assumeIsolated<T>(_ operation: () -> T) -> T { operation() }
}
#endif

// MARK: - Geometry and enumerations

// https://developer.apple.com/documentation/uikit/uiedgeinsets
@available(iOS 2.0, tvOS 9.0, *)
public struct UIEdgeInsets: Sendable, Hashable {
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/top (and left, bottom, right)
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    public static var zero: UIEdgeInsets { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiinterfaceorientation
// NS_ENUM: not frozen, so a switch needs `@unknown default` (the stubs are
// built with library evolution for that).
@available(iOS 2.0, *)
@available(tvOS, unavailable)
public enum UIInterfaceOrientation: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiinterfaceorientation/unknown
    case unknown = 0
    // https://developer.apple.com/documentation/uikit/uiinterfaceorientation/portrait
    case portrait = 1
    // https://developer.apple.com/documentation/uikit/uiinterfaceorientation/portraitupsidedown
    case portraitUpsideDown = 2
    // https://developer.apple.com/documentation/uikit/uiinterfaceorientation/landscapeleft
    case landscapeLeft = 4
    // https://developer.apple.com/documentation/uikit/uiinterfaceorientation/landscaperight
    case landscapeRight = 3
}

// https://developer.apple.com/documentation/uikit/uideviceorientation
@available(iOS 2.0, *)
@available(tvOS, unavailable)
public enum UIDeviceOrientation: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uideviceorientation/unknown
    case unknown = 0
    // https://developer.apple.com/documentation/uikit/uideviceorientation/portrait
    case portrait = 1
    // https://developer.apple.com/documentation/uikit/uideviceorientation/portraitupsidedown
    case portraitUpsideDown = 2
    // https://developer.apple.com/documentation/uikit/uideviceorientation/landscapeleft
    case landscapeLeft = 3
    // https://developer.apple.com/documentation/uikit/uideviceorientation/landscaperight
    case landscapeRight = 4
    // https://developer.apple.com/documentation/uikit/uideviceorientation/faceup
    case faceUp = 5
    // https://developer.apple.com/documentation/uikit/uideviceorientation/facedown
    case faceDown = 6
}

// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
@available(iOS 3.2, tvOS 9.0, *)
public enum UIUserInterfaceIdiom: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/unspecified
    case unspecified = -1
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/phone
    case phone = 0
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/pad
    case pad = 1
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/tv
    @available(iOS 9.0, tvOS 9.0, *)
    case tv = 2
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/carplay
    @available(iOS 9.0, tvOS 9.0, *)
    case carPlay = 3
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/mac (iOS 14.0)
    @available(iOS 14.0, tvOS 14.0, *)
    case mac = 5
    // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/vision (iOS 17.0)
    @available(iOS 17.0, tvOS 17.0, *)
    case vision = 6
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
@available(iOS 8.0, tvOS 9.0, *)
public enum UIUserInterfaceSizeClass: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/unspecified
    case unspecified = 0
    // https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/compact
    case compact = 1
    // https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/regular
    case regular = 2
}

// The settings' enumerations. Their raw values are not transcribed: the
// adapters read the cases by name only.

// https://developer.apple.com/documentation/uikit/uicontentsizecategory
// `struct UIContentSizeCategory` (iOS 7.0): string constants, each a
// `static let` in the SDK (read-only here too).
@available(iOS 7.0, *)
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/unspecified (iOS 10.0)
    @available(iOS 10.0, *)
    public static var unspecified: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/extrasmall
    public static var extraSmall: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/small
    public static var small: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/medium
    public static var medium: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/large
    public static var large: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/extralarge
    public static var extraLarge: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextralarge
    public static var extraExtraLarge: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextraextralarge
    public static var extraExtraExtraLarge: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitymedium
    public static var accessibilityMedium: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitylarge
    public static var accessibilityLarge: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextralarge
    public static var accessibilityExtraLarge: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextralarge
    public static var accessibilityExtraExtraLarge: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextraextralarge
    public static var accessibilityExtraExtraExtraLarge: UIContentSizeCategory { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle (iOS 12.0)
@available(iOS 12.0, tvOS 10.0, *)
public enum UIUserInterfaceStyle: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/unspecified
    case unspecified
    // https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/light
    case light
    // https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark
    case dark
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast (iOS 13.0)
@available(iOS 13.0, tvOS 13.0, *)
public enum UIAccessibilityContrast: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast/unspecified
    case unspecified
    // https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast/normal
    case normal
    // https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast/high
    case high
}

// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection (iOS 10.0)
@available(iOS 10.0, tvOS 10.0, *)
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/unspecified
    case unspecified
    // https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/lefttoright
    case leftToRight
    // https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/righttoleft
    case rightToLeft
}

// https://developer.apple.com/documentation/uikit/uilegibilityweight (iOS 13.0)
@available(iOS 13.0, tvOS 13.0, *)
public enum UILegibilityWeight: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uilegibilityweight/unspecified
    case unspecified
    // https://developer.apple.com/documentation/uikit/uilegibilityweight/regular
    case regular
    // https://developer.apple.com/documentation/uikit/uilegibilityweight/bold
    case bold
}

// https://developer.apple.com/documentation/uikit/uidisplaygamut (iOS 10.0)
@available(iOS 10.0, tvOS 10.0, *)
public enum UIDisplayGamut: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uidisplaygamut/unspecified
    case unspecified
    // https://developer.apple.com/documentation/uikit/uidisplaygamut/srgb
    case SRGB
    // https://developer.apple.com/documentation/uikit/uidisplaygamut/p3
    case P3
}

// MARK: - Traits

// https://developer.apple.com/documentation/uikit/uitraitcollection
// `class UITraitCollection` (iOS 8.0): not main-actor isolated in the
// documentation. Not declared Sendable here: stricter than the SDK.
@available(iOS 8.0, tvOS 9.0, *)
open class UITraitCollection {
    // https://developer.apple.com/documentation/uikit/uitraitcollection/init()
    public init() {}
    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(horizontalsizeclass:)
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(verticalsizeclass:)
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(displayscale:)
    public convenience init(displayScale scale: CGFloat) { self.init() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfaceidiom:)
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(layoutdirection:)
    @available(iOS 10.0, tvOS 10.0, *)
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)
    @available(iOS 10.0, tvOS 10.0, *)
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:)
    // Deprecated in iOS 17.0 in favour of init(mutations:) and modifyingTraits(_:).
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) { self.init() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(mutations:)
    @available(iOS 17.0, tvOS 17.0, *)
    public convenience init(mutations: UITraitCollection.TraitMutations) { self.init() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/traitmutations
    @available(iOS 17.0, tvOS 17.0, *)
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void
    // https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
    open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass
    open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfaceidiom
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
    open var displayScale: CGFloat { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    @available(iOS 10.0, tvOS 10.0, *)
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    @available(iOS 12.0, tvOS 10.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast
    @available(iOS 13.0, tvOS 13.0, *)
    open var accessibilityContrast: UIAccessibilityContrast { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection
    @available(iOS 10.0, tvOS 10.0, *)
    open var layoutDirection: UITraitEnvironmentLayoutDirection { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight
    @available(iOS 13.0, tvOS 13.0, *)
    open var legibilityWeight: UILegibilityWeight { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/displaygamut
    @available(iOS 10.0, tvOS 10.0, *)
    open var displayGamut: UIDisplayGamut { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection (subscript for a custom
    // trait; shown with `traitCollection[MyTrait.self]` in the UITraitDefinition page and
    // WWDC23 "Unleash the UIKit trait system", https://developer.apple.com/videos/play/wwdc2023/10057/)
    @available(iOS 17.0, tvOS 17.0, *)
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {
    // https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15/value
    associatedtype Value
    // https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15/defaultvalue
    static var defaultValue: Value { get }
    // https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15/identifier
    static var identifier: String { get }
    // https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15/name
    static var name: String { get }
    // https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15/affectscolorappearance
    static var affectsColorAppearance: Bool { get }
}

// "The protocol defines default implementations for name and identifier"
// (https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15);
// affectsColorAppearance defaults to false (WWDC23 session 10057).
@available(iOS 17.0, tvOS 17.0, *)
extension UITraitDefinition {
    public static var identifier: String { fatalError() }
    public static var name: String { fatalError() }
    public static var affectsColorAppearance: Bool { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitrait-9423
@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

// https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5
@available(iOS 17.0, tvOS 17.0, *)
public protocol UIMutableTraits {
    // https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5 (subscript for a custom trait)
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
    // https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/horizontalsizeclass
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    // https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/verticalsizeclass
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
}

// https://developer.apple.com/documentation/uikit/uitraitoverrides-swift.struct
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitOverrides: UIMutableTraits {
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { fatalError() }
        set { fatalError() }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { fatalError() }
        set { fatalError() }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uitraitoverrides-swift.struct/contains(_:)
    public func contains(_ trait: UITrait) -> Bool { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitoverrides-swift.struct/remove(_:)
    public mutating func remove(_ trait: UITrait) { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitraithorizontalsizeclass
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitraitverticalsizeclass
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitVerticalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitraituserinterfaceidiom
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceIdiom { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitraitdisplayscale
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitDisplayScale: UITraitDefinition {
    public static var defaultValue: CGFloat { fatalError() }
}

// The settings' traits (iOS 17.0). Each page carries "-swift.struct", as
// Objective-C has classes of the same names; the path was confirmed for
// https://developer.apple.com/documentation/uikit/uitraituserinterfacestyle-swift.struct
// and the others follow it. `defaultValue` has the type of the trait
// collection's property.

// https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory-swift.struct
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static var defaultValue: UIContentSizeCategory { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitraituserinterfacestyle-swift.struct
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceStyle { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitraitaccessibilitycontrast-swift.struct
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitAccessibilityContrast: UITraitDefinition {
    public static var defaultValue: UIAccessibilityContrast { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitraitlayoutdirection-swift.struct
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitLayoutDirection: UITraitDefinition {
    public static var defaultValue: UITraitEnvironmentLayoutDirection { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitraitlegibilityweight-swift.struct
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitLegibilityWeight: UITraitDefinition {
    public static var defaultValue: UILegibilityWeight { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitraitdisplaygamut-swift.struct
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitDisplayGamut: UITraitDefinition {
    public static var defaultValue: UIDisplayGamut { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitraitenvironment
// `@MainActor protocol UITraitEnvironment : NSObjectProtocol` (iOS 8.0);
// NSObjectProtocol is stood in for by AnyObject.
@available(iOS 8.0, tvOS 9.0, *)
@MainActor
public protocol UITraitEnvironment: AnyObject {
    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    var traitCollection: UITraitCollection { get }
}

// https://developer.apple.com/documentation/uikit/uitraitchangeregistration
// `protocol UITraitChangeRegistration : NSCopying, NSObjectProtocol` (iOS 17.0):
// an opaque token.
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitChangeRegistration: AnyObject {}

// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94
// `@MainActor protocol UITraitChangeObservable` (iOS 17.0); UIView,
// UIViewController and UIWindowScene conform.
@available(iOS 17.0, tvOS 17.0, *)
@MainActor
public protocol UITraitChangeObservable {
    // https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/traitchangehandler
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
}

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitChangeObservable {
    // https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration { fatalError() }
}

// MARK: - Responders, views, windows and scenes

// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIResponder {
    // https://developer.apple.com/documentation/uikit/uiresponder (init() from NSObject)
    public init() {}
}

// https://developer.apple.com/documentation/uikit/uicoordinatespace
// `protocol UICoordinateSpace : NSObjectProtocol` (iOS 8.0); NSObjectProtocol
// is stood in for by AnyObject.
@available(iOS 8.0, tvOS 9.0, *)
@MainActor
public protocol UICoordinateSpace: AnyObject {
    // https://developer.apple.com/documentation/uikit/uicoordinatespace/bounds
    var bounds: CGRect { get }
}

// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIView: UIResponder, UITraitEnvironment {
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/layerclass
    open class var layerClass: AnyClass { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiview/center
    open var center: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiview/transform
    open var transform: CGAffineTransform {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiview/contentscalefactor
    @available(iOS 4.0, tvOS 9.0, *)
    open var contentScaleFactor: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    @available(iOS 11.0, tvOS 11.0, *)
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    @available(iOS 8.0, tvOS 9.0, *)
    open var traitCollection: UITraitCollection { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview (traitOverrides, iOS 17.0; as for
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides-1z1cc)
    @available(iOS 17.0, tvOS 17.0, *)
    public var traitOverrides: UITraitOverrides {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    open func setNeedsLayout() { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    open func didMoveToWindow() { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIWindow: UIView {
    // https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    @available(iOS 13.0, tvOS 13.0, *)
    open var windowScene: UIWindowScene? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiwindow/screen
    @available(iOS 3.2, tvOS 9.0, *)
    @available(visionOS, unavailable)
    open var screen: UIScreen {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uiscreen
@available(iOS 2.0, tvOS 9.0, *)
@available(visionOS, unavailable)
@MainActor
open class UIScreen {
    // https://developer.apple.com/documentation/uikit/uiscreen/bounds
    open var bounds: CGRect { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiscreen/scale
    @available(iOS 4.0, tvOS 9.0, *)
    open var scale: CGFloat { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiscreen/nativescale
    @available(iOS 8.0, tvOS 9.0, *)
    open var nativeScale: CGFloat { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiscreen/nativebounds
    @available(iOS 8.0, tvOS 9.0, *)
    open var nativeBounds: CGRect { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiscene
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIScene: UIResponder {}

// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene, UITraitEnvironment {
    // https://developer.apple.com/documentation/uikit/uiwindowscene/screen
    @available(visionOS, unavailable)
    open var screen: UIScreen { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiwindowscene/interfaceorientation
    // ("iOS: 13.0.0 - 26.0.0": deprecated in iOS 26; not on tvOS)
    @available(iOS, introduced: 13.0, deprecated: 26.0, message: "Use effectiveGeometry.interfaceOrientation instead.")
    @available(tvOS, unavailable)
    open var interfaceOrientation: UIInterfaceOrientation { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiwindowscene/coordinatespace
    // ("iOS: 13.0.0 - 26.0.0")
    @available(iOS, introduced: 13.0, deprecated: 26.0, message: "Use effectiveGeometry.coordinateSpace instead.")
    open var coordinateSpace: any UICoordinateSpace { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiwindowscene/effectivegeometry
    @available(iOS 16.0, tvOS 16.0, *)
    open var effectiveGeometry: UIWindowScene.Geometry { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow
    @available(iOS 15.0, tvOS 15.0, *)
    open var keyWindow: UIWindow? { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiwindowscene/windows
    open var windows: [UIWindow] { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiwindowscene/geometry
    // `class Geometry` (iOS 16.0)
    @available(iOS 16.0, tvOS 16.0, *)
    open class Geometry {
        // https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/interfaceorientation
        // (iOS 16.0; not on tvOS)
        @available(tvOS, unavailable)
        open var interfaceOrientation: UIInterfaceOrientation { fatalError() }
        // https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/coordinatespace (iOS 26.0)
        @available(iOS 26.0, tvOS 26.0, *)
        open var coordinateSpace: any UICoordinateSpace { fatalError() }
        // https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/isinteractivelyresizing
        // (iOS 26.0)
        @available(iOS 26.0, tvOS 26.0, *)
        open var isInteractivelyResizing: Bool { fatalError() }
    }
}

// MARK: - View controllers

// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIViewController: UIResponder, UITraitEnvironment {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    @available(iOS 5.0, tvOS 9.0, *)
    open var children: [UIViewController] { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides-1z1cc
    @available(iOS 17.0, tvOS 17.0, *)
    public var traitOverrides: UITraitOverrides {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()
    @available(iOS 5.0, tvOS 9.0, *)
    open func viewWillLayoutSubviews() { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    // ("If you override this method, you must call super in your implementation.")
    @available(iOS 5.0, tvOS 9.0, *)
    open func addChild(_ childController: UIViewController) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
    // (iOS 8.0; "If you override this method ... call super at some point in your implementation")
    @available(iOS 8.0, *)
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        fatalError()
    }
    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    @available(iOS 5.0, tvOS 9.0, *)
    open func didMove(toParent parent: UIViewController?) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/setoverridetraitcollection(_:forchild:)
    // ("iOS: 8.0.0 - 17.0.0"; not on tvOS)
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    @available(tvOS, unavailable)
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        fatalError()
    }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/overridetraitcollection(forchild:)
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    @available(tvOS, unavailable)
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        fatalError()
    }
}

// UIView, UIViewController and UIWindowScene observe trait changes from
// iOS 17 (https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94,
// "Conforming types").
@available(iOS 17.0, tvOS 17.0, *)
extension UIView: UITraitChangeObservable {}
@available(iOS 17.0, tvOS 17.0, *)
extension UIViewController: UITraitChangeObservable {}
@available(iOS 17.0, tvOS 17.0, *)
extension UIWindowScene: UITraitChangeObservable {}

// MARK: - Accessibility status

// The accessibility settings UIKit reports outside trait collections: a
// status each, read on the main actor, and a notification of the default
// notification center when it changes. Only the members are documented
// here; the type is a caseless enum so the stub cannot be instantiated.
// Availability as in the SDK's interface (`@available(iOS 8.0, *)` and
// `6.0` for Invert Colors); `@MainActor` as the page of
// isReduceMotionEnabled declares it, `nonisolated` for the notification
// names (`static let` in the SDK, read-only here) as the page of
// invertColorsStatusDidChangeNotification does.
public enum UIAccessibility {
    // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    // `@MainActor static var isReduceMotionEnabled: Bool { get }` (iOS 8.0)
    @available(iOS 8.0, *)
    @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
    @available(iOS 8.0, *)
    public static var reduceMotionStatusDidChangeNotification: NSNotification.Name { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducetransparencyenabled (iOS 8.0)
    @available(iOS 8.0, *)
    @MainActor public static var isReduceTransparencyEnabled: Bool { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiaccessibility/reducetransparencystatusdidchangenotification
    @available(iOS 8.0, *)
    public static var reduceTransparencyStatusDidChangeNotification: NSNotification.Name { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiaccessibility/isinvertcolorsenabled (iOS 6.0)
    @available(iOS 6.0, *)
    @MainActor public static var isInvertColorsEnabled: Bool { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiaccessibility/invertcolorsstatusdidchangenotification
    // `nonisolated static let invertColorsStatusDidChangeNotification: NSNotification.Name` (iOS 6.0)
    @available(iOS 6.0, *)
    public static var invertColorsStatusDidChangeNotification: NSNotification.Name { fatalError() }
}

// MARK: - Transitions

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
// `@MainActor protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol` (iOS 7.0)
@available(iOS 7.0, *)
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
    var isCancelled: Bool { get }
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/targettransform
    // (iOS 8.0)
    var targetTransform: CGAffineTransform { get }
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
// `@MainActor protocol UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext` (iOS 7.0)
@available(iOS 7.0, *)
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    // "Returns true if the animations were successfully queued to run." Imported
    // Objective-C methods are @discardableResult; the SDK's `completion: ... = nil`
    // default is left out (a protocol requirement cannot have one here), so
    // callers pass both blocks.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}
