/// What kind of window the app runs in: the whole screen, one side of a
/// Split View, a Slide Over window floating over another app, or a window
/// the user can resize freely (Stage Manager and iPadOS windowing).
///
/// The kind says how the window came to have its size, which the size
/// alone cannot: a 694-point-wide window is a Split View side on a 13-inch
/// iPad and the whole screen of nothing. See
/// [Multitasking on iPad](https://developer.apple.com/design/human-interface-guidelines/multitasking).
/// The raw value is the name the `window` media feature tests, as in
/// `@media (window: split-view)`.
public enum WindowKind: String, Sendable, Hashable, CaseIterable {
    /// The window covers the screen.
    case fullScreen = "full-screen"
    /// One side of a Split View, beside another app.
    case splitView = "split-view"
    /// A Slide Over window, floating over another app.
    case slideOver = "slide-over"
    /// A window the user sizes freely, anywhere between the platform's
    /// minimum window and the screen.
    case resizable

    /// The position of this kind in the order above, from 0 for
    /// `fullScreen` to 3 for `resizable`.
    ///
    /// It is the raw value of the `Window` enum in the Swift that
    /// `layoutc compile --emit swift` writes, for converting between the two.
    @usableFromInline package var featureIndex: Int {
        switch self {
        case .fullScreen: 0
        case .splitView: 1
        case .slideOver: 2
        case .resizable: 3
        }
    }
}
