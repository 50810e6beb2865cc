// Stub of the SwiftUI declarations the adapters and examples use,
// transcribed from Apple's documentation (see CoreGraphics.swift for what
// the stubs are and how they are kept). Modifiers return opaque `some View`
// as documented; the generic types behind them are the stub's own.
@_exported import CoreGraphics

// MARK: - Views and builders

// https://developer.apple.com/documentation/swiftui/view
// `@MainActor @preconcurrency protocol View`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
    // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View
    // https://developer.apple.com/documentation/swiftui/view/body-swift.property
    @ViewBuilder var body: Body { get }
}

// https://developer.apple.com/documentation/swift/never (View conformance)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { fatalError() }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    // (the variadic pack form, iOS 17; earlier SDKs had fixed arities)
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        fatalError()
    }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tupleview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TupleView<T>: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/emptyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swift/optional (View conformance, for buildIf)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text: View {
    // https://developer.apple.com/documentation/swiftui/text (the StringProtocol form,
    // `init<S>(_ content: S) where S : StringProtocol`)
    public init<S: StringProtocol>(_ content: S) { fatalError() }
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/zstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ZStack<Content: View>: View {
    // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VStack<Content: View>: View {
    // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        fatalError()
    }
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Color: View, Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/color/clear
    public static var clear: Color { fatalError() }
    // https://developer.apple.com/documentation/swiftui/color/gray
    public static var gray: Color { fatalError() }
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Alignment: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/alignment/center
    public static var center: Alignment { fatalError() }
    // https://developer.apple.com/documentation/swiftui/alignment/topleading
    public static var topLeading: Alignment { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    public static var center: HorizontalAlignment { fatalError() }
    // https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
    public static var leading: HorizontalAlignment { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/edgeinsets
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EdgeInsets: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/edgeinsets/top (and leading, bottom, trailing)
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    // https://developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

// https://developer.apple.com/documentation/swiftui/layoutdirection
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/layoutdirection/lefttoright
    case leftToRight
    // https://developer.apple.com/documentation/swiftui/layoutdirection/righttoleft
    case rightToLeft
}

// https://developer.apple.com/documentation/swiftui/geometryproxy
// `struct GeometryProxy`: not main-actor isolated (onGeometryChange reads it
// in a @Sendable closure).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
    // https://developer.apple.com/documentation/swiftui/geometryproxy/size
    public var size: CGSize { fatalError() }
    // https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
    public var safeAreaInsets: EdgeInsets { fatalError() }
}

// MARK: - Modifiers

// https://developer.apple.com/documentation/swiftui/viewmodifier
// `@MainActor @preconcurrency protocol ViewModifier`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    // https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype
    associatedtype Body: View
    // https://developer.apple.com/documentation/swiftui/viewmodifier/content
    typealias Content = _ViewModifier_Content<Self>
    // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

// https://developer.apple.com/documentation/swiftui/_viewmodifier_content
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    public nonisolated func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/position(x:y:)
    public nonisolated func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/transformeffect(_:)
    public nonisolated func transformEffect(_ transform: CGAffineTransform) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/hidden()
    public nonisolated func hidden() -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    // (iOS 15.0; the 2026 documentation shows a newer builder attribute,
    // earlier SDKs @ViewBuilder, which single-view closures satisfy either way)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public nonisolated func onGeometryChange<T>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View where T: Equatable, T: Sendable { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:) (defaults only)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public nonisolated func ignoresSafeArea() -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    public nonisolated func opacity(_ opacity: Double) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
    public nonisolated func allowsHitTesting(_ enabled: Bool) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:) (iOS 14.0)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public nonisolated func accessibilityHidden(_ hidden: Bool) -> some View { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/equatableview
// `@frozen nonisolated struct EquatableView<Content> where Content : Equatable, Content : View`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EquatableView<Content: Equatable & View>: View {
    // https://developer.apple.com/documentation/swiftui/equatableview/content
    public var content: Content
    // https://developer.apple.com/documentation/swiftui/equatableview/init(content:)
    public init(content: Content) { self.content = content }
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View where Self: Equatable {
    // https://developer.apple.com/documentation/swiftui/view/equatable()
    public nonisolated func equatable() -> EquatableView<Self> { fatalError() }
}

// MARK: - State and environment

// https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { fatalError() }
    // https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    public init(initialValue value: Value) { fatalError() }
    // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
    // https://developer.apple.com/documentation/swiftui/state/init() (an optional's default: nil)
    public init() { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/environmentkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    // https://developer.apple.com/documentation/swiftui/environmentkey/value
    associatedtype Value
    // https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
    static var defaultValue: Self.Value { get }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/init()
    public init() {}
    // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/displayscale
    public var displayScale: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
    public var layoutDirection: LayoutDirection {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
    // `var horizontalSizeClass: UserInterfaceSizeClass? { get set }` (iOS 13.0,
    // macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0; back-deployed on macOS,
    // tvOS and watchOS)
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/verticalsizeclass
    // `var verticalSizeClass: UserInterfaceSizeClass? { get set }` (same availability)
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
    // `var dynamicTypeSize: DynamicTypeSize { get set }` (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var dynamicTypeSize: DynamicTypeSize {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
    // `var colorScheme: ColorScheme { get set }`
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/colorschemecontrast
    // `var colorSchemeContrast: ColorSchemeContrast { get }`
    public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
    // `var accessibilityReduceMotion: Bool { get }`
    public var accessibilityReduceMotion: Bool { fatalError() }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducetransparency
    // `var accessibilityReduceTransparency: Bool { get }`
    public var accessibilityReduceTransparency: Bool { fatalError() }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityinvertcolors
    // `var accessibilityInvertColors: Bool { get }`
    public var accessibilityInvertColors: Bool { fatalError() }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/legibilityweight
    // `var legibilityWeight: LegibilityWeight? { get set }`
    public var legibilityWeight: LegibilityWeight? {
        get { fatalError() }
        set { fatalError() }
    }
}

// The settings' types. Whether Apple's enums are frozen is not documented:
// these are not (the stub is built with library evolution), so a switch
// over them needs `@unknown default`, and the adapter compares with `==`
// or looks up a table instead, which compiles either way.

// https://developer.apple.com/documentation/swiftui/dynamictypesize
// `enum DynamicTypeSize` (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0): Comparable, CaseIterable
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    // https://developer.apple.com/documentation/swiftui/dynamictypesize/xsmall (and the cases below)
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    // https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility1 (to accessibility5)
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5
}

// https://developer.apple.com/documentation/swiftui/colorscheme
// `enum ColorScheme`: CaseIterable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    // https://developer.apple.com/documentation/swiftui/colorscheme/light
    case light
    // https://developer.apple.com/documentation/swiftui/colorscheme/dark
    case dark
}

// https://developer.apple.com/documentation/swiftui/colorschemecontrast
// `enum ColorSchemeContrast`: CaseIterable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    // https://developer.apple.com/documentation/swiftui/colorschemecontrast/standard
    case standard
    // https://developer.apple.com/documentation/swiftui/colorschemecontrast/increased
    case increased
}

// https://developer.apple.com/documentation/swiftui/legibilityweight
// `enum LegibilityWeight`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LegibilityWeight: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/legibilityweight/regular
    case regular
    // https://developer.apple.com/documentation/swiftui/legibilityweight/bold
    case bold
}

// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
// `enum UserInterfaceSizeClass` (iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum UserInterfaceSizeClass: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/compact
    case compact
    // https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/regular
    case regular
}

// https://developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/environment (the key-path form,
    // `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { fatalError() }
}

// MARK: - UIKit interoperation

#if canImport(UIKit)
import UIKit

// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
// `@MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never`
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
    associatedtype UIViewType: UIView
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
    typealias Context = UIViewRepresentableContext<Self>
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    func makeUIView(context: Self.Context) -> Self.UIViewType
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {}
#endif

// MARK: - Previews

// https://developer.apple.com/documentation/swiftui/previewdevice
// `struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral` (a
// simulator device type's name, such as "iPhone 16 Pro").
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral {
    // https://developer.apple.com/documentation/swiftui/previewdevice/rawvalue
    public var rawValue: String
    // https://developer.apple.com/documentation/swiftui/previewdevice/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/previewdevice/init(stringliteral:)
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

// https://developer.apple.com/documentation/developertoolssupport/previewlayout
// `enum PreviewLayout` (DeveloperToolsSupport, which SwiftUI re-exports).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum PreviewLayout {
    // https://developer.apple.com/documentation/developertoolssupport/previewlayout/device
    case device
    // https://developer.apple.com/documentation/developertoolssupport/previewlayout/sizethatfits
    case sizeThatFits
    // https://developer.apple.com/documentation/developertoolssupport/previewlayout/fixed(width:height:)
    case fixed(width: CGFloat, height: CGFloat)
}
