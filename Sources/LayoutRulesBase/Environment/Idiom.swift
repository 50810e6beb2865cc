/// The user interface idiom, as `UIUserInterfaceIdiom` names it; the
/// `idiom` media feature tests it.
/// Reference: https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
public enum Idiom: String, Sendable, Hashable, CaseIterable {
    case phone, pad, tv, mac, carplay, vision
    /// `UIUserInterfaceIdiom.unspecified`: matches no `(idiom: ...)` test.
    case unspecified

    /// The index of this value in `Feature.idiom.discreteValues`; the
    /// unspecified idiom takes the index just past the named values.
    public var featureIndex: Int {
        switch self {
        case .phone: 0
        case .pad: 1
        case .tv: 2
        case .mac: 3
        case .carplay: 4
        case .vision: 5
        case .unspecified: 6
        }
    }
}
