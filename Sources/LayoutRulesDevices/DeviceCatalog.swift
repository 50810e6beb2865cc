import LayoutRulesBase

// The device catalog: every iPhone and iPad family, plus one or two
// representative profiles for the tv, mac, carplay and vision idioms.
//
// SOURCES (cited again beside each group of rows as [KEY]):
//
// [HIG-LAYOUT]  https://developer.apple.com/design/human-interface-guidelines/layout
//               "Specifications": iOS/iPadOS device screen dimensions (portrait pt,
//               px and UIKit scale) from iPhone SE 4-inch / iPod touch 5 to iPhone
//               17 Pro Max, iPhone Air and iPad Pro 13-inch, and the "device size
//               classes" table (portrait / landscape, every iPhone and iPad row).
//               Read through a condensed copy in the code corpus that cites this URL.
//               Its note: "UIKit scale factors ... may differ from native scale factors".
// [HIG-AL]      https://developer.apple.com/design/human-interface-guidelines/ios/visual-design/adaptivity-and-layout/
//               (older HIG "Adaptivity and Layout"): the same dimensions for iPhone 6s
//               through 11 Pro Max and the iPads of 2019, e.g. "iPhone 8 Plus 414pt x
//               736pt (1080px x 1920px)".
// [UIKIT-NATIVE] https://developer.apple.com/documentation/uikit/uiscreen/nativescale ,
//               .../uiscreen/nativebounds , and Apple's Metal Best Practices Guide,
//               "Native Screen Scale": UIScreen.scale gives the rendered pixels
//               (6 Plus: 414x736 pt at 3x = 1242x2208), nativeScale/nativeBounds the
//               physical ones the system samples down to (1080x1920). Size classes
//               as the HIG's device size classes table [HIG-LAYOUT] gives them: iPad
//               regular/regular in both orientations; iPhone compact/regular
//               portrait, compact/compact landscape except the larger models (the
//               table lists which), regular width in landscape.
// [UIKIT]       https://developer.apple.com/documentation/uikit/uiscreen/scale ,
//               .../uiscreen/nativescale , .../uitraitcollection/displayscale :
//               1.0 non-Retina, 2.0 Retina, 3.0 Super Retina.
// [IOSREF]      https://iosref.com/res (repository ebelinski/iosref, _subpages/res.md):
//               logical resolution, scale and actual pixels of every iPhone and iPad,
//               including the 1x models (iPhone, 3G, 3GS; iPad 1/2; iPad mini 1), the
//               12/13 mini at 375x812 "@2.88-3x" (1080x2340 px), iPhone 17e, iPad gen 11.
// [IOSREF-SIM]  https://github.com/ebelinski/iosref/issues/7 : simulator readings
//               for iPhone 13 mini: scale 3.0, nativeScale 2.88, bounds width 375,
//               nativeBounds width 1080 (and, in the simulator, 8 Plus nativeScale 3.0).
// [RULER-PR]    https://github.com/nixzhu/Ruler/pull/3 : "UIScreen's nativeBounds
//               .size.width for iPhone 6 Plus is 1080.0 in real device, 3 * 414 in
//               simulator" - so this catalog records the real-device 1080/414.
// [MPOSPESE]    https://mpospese.com/type/status/page/29 : "According to Xcode 12.1,
//               the iPhone 12 Mini will have a 2.88x retina screen and render at the
//               same 375 x 812 logical resolution as the 11 Pro, X, and Xs".
// [HACK-PRO]    https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20
//               iOS 12: status bar 20 pt on home-button iPads; on 9.7"/10.5" the
//               narrow split app is 320 pt in both orientations, 50:50 is two
//               compact apps; Slide Over 320 wide and 40 pt shorter than the screen
//               (20 pt inset top and bottom).
// [HACK-MINI]   https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-8-3-ipad-mini-7796efdc88eb
//               iPad mini 6, iOS 15: landscape uneven split = 375 pt (compact) and
//               748 pt (regular). (The rest of the article was not retrievable.)
// [DEVTOOLS]    repository xuanqi966/DevTools, lib/iphone/util/ipad-data.dart,
//               iphone-data.dart, tv-data.dart, carplay-data.dart (an iOS/iPadOS 14
//               reference app's data): per-iPad Split View 2/3, 1/2, 1/3 and Slide
//               Over sizes with size classes; status-bar and home-indicator insets
//               per iPhone/iPad in both orientations; Apple TV 1920x1080 pt, 4K
//               3840x2160 @2x; CarPlay display classes 800x480, 960x540, 1280x720,
//               1920x720.
// [GUMOB]       repository gumob/SizeClassCheatSheet, SizeClassCheatSheet.html: a
//               transcription of the old HIG multitasking size-class table (12.9"
//               1/2 landscape regular width; 11", 10.5", 9.7", mini 4 1/2 compact;
//               2/3 portrait compact on all).
// [MT-SUPPORT]  https://johnpurvis.wordpress.com/tag/iphone/ ,
//               https://macrumors.com/2015/09/16/ios-9-split-screen-multitasking-ipad ,
//               https://comp-blog.com/index.php/2016/09/26/multitasking-in-ios-10-on-big-ipad-pro/ :
//               Slide Over on iPad Air, mini 2 and later; Split View only on iPad
//               Air 2, mini 4, Pro (and later models); no portrait 50:50
//               (http://txt.jazzychad.net/post/70b4389ab2e9ce42522d).
// [UYL-X]       https://useyourloaf.com/blog/supporting-iphone-x/ : iPhone 8 status
//               bar 20 pt, hidden in landscape, side insets 0; iPhone X bottom 34 in
//               portrait and "each side now has a 44 point inset" in landscape.
// [UYL-16]      https://useyourloaf.com/blog/iphone-16-screen-sizes/ , as transcribed
//               in a SnapshotTesting config in the code corpus: iPhone 16 Pro portrait
//               (62, 0, 34, 0), landscape (0, 62, 21, 62).
// [UYL-17]      https://useyourloaf.com/blog/iphone-17-screen-sizes/ , as transcribed
//               in two design documents in the code corpus: top inset 62 pt on iPhone
//               17, 17 Pro, 17 Pro Max, 68 pt on iPhone Air; iPhone 16e 47/34.
// [SNAP-17]     https://github.com/pointfreeco/swift-snapshot-testing/pull/1046
//               ("Added iPhones 17, 17 Pro, 17 ProMax and Air", "Dimensions reference:
//               https://useyourloaf.com/blog/iphone-17-screen-sizes/"), as copied in a
//               SnapshotTesting extension and in a swift-snapshot-testing fork's
//               Sources/SnapshotTesting/Common/View.swift in the code corpus. iOS 26
//               landscape insets: iPhone 17 / 17 Pro / 17 Pro Max (20, 62, 20, 62),
//               iPhone Air (20, 68, 29, 68) (top, left, bottom, right). The same fork
//               file gives iPhone 16 Pro Max landscape (0, 62, 21, 62) and maps the
//               iPhone 16e to the iPhone 14 config: (47, 0, 34, 0) / (0, 47, 21, 47).
// [KALEYRA]     repository KaleyraVideo/KaleyraTestKit,
//               Source/Snapshot/Device/Device+SafeArea.swift (a video SDK's snapshot
//               device table): iPhone 11 (48, 0, 34, 0) portrait, (0, 48, 21, 48)
//               landscape; iPhone X, XS, XS Max, 11 Pro, 11 Pro Max (0, 44, 21, 44)
//               landscape (it files the XR with these, at its iOS 13 top of 44); iPad
//               Pro 11 / 12.9 top 24, bottom 20 in both orientations.
// [UYL-IPAD24]  https://useyourloaf.com/blog/ipad-2024-screen-sizes/ , as transcribed
//               in code-corpus device tables that cite it (a Godot iOS-layout preset
//               table; a device-geometry reference; a safe-area profile list): iPad
//               Pro 11-inch and 13-inch (M4), iPad Air 11-inch and 13-inch (M2), iPad
//               (10th generation; "iPad (10th/11th gen)" in the profile list) top 24,
//               bottom 20, the same in landscape.
// [CSL]         http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation : measured
//               (59, 0, 34, 0) portrait and (0, 59, 21, 59) landscape on a Dynamic
//               Island iPhone (iOS 17).
// [SIMULATOR]   repository YusukeHosonuma/SwiftUI-Simulator, DeviceInfo.swift:
//               iPhone 12 (47/34, landscape sides 47), 13 Pro Max (47, 47), 12 mini
//               (50/34, landscape 50), iPad mini 6 / Air 4 / Pro 11 / Pro 12.9 (top 24,
//               bottom 20 in both orientations), home-button iPads 20/0.
// [HIG-TV]      HIG Layout, tvOS: "inset primary content 60 points from the top and
//               bottom and 80 points from the sides"; HIG Game Center: challenge image
//               "1920x1080 pt (3840x2160 px @2x)".
// [HIG-WIN]     https://developer.apple.com/design/human-interface-guidelines/windows :
//               visionOS "By default, a window measures 1280x720 pt".
// [MAC-OBS]     code-corpus observations of a 13-inch MacBook Air: "stock mode (1470 x
//               956 on a 2560 x 1664 panel)"; NSScreen of the notched built-in panel:
//               frame 1470 x 956, safeAreaInsets top = 32.
//
// CONVENTIONS
// - Sizes are UIScreen.bounds in points for an app with a launch storyboard,
//   normalised to portrait for phones and pads. tv, mac, carplay and vision
//   profiles have one natural orientation; their `portraitSize` holds that
//   natural (landscape-shaped) size and both safe areas and size-class pairs are
//   the same.
// - `scale` is UIScreen.scale; `nativeScale`/`nativePixels` are what a real
//   device reports (UIScreen.nativeScale / nativeBounds). The Simulator reports
//   nativeScale 3.0 on Plus models [IOSREF-SIM] but the devices downsample to
//   1080x1920 [UIKIT-NATIVE][RULER-PR].
// - Safe areas describe a full-screen app with the status bar shown, on iOS /
//   iPadOS 17-18 (before the iOS 26 redesign); landscape is landscape-left
//   (UIKit insets are symmetric on every listed device). Safe-area insets do not
//   exist before iOS 11: for older models the values model the status bar as a
//   modern iOS reports it (top 20, hidden in landscape on iPhone since iOS 8).
//   Exception: iPhone 17, 17 Pro, 17 Pro Max and Air shipped with iOS 26 and
//   never ran iOS 17-18, so their rows carry the iOS 26 values a source gives
//   (iOS 26 reports a 20 pt landscape top inset) [SNAP-17]. The 17e is iOS 26-only
//   too, but no source gives its insets (its row is UNVERIFIED).
// - Multitasking windows describe iPadOS 13-18 Split View / Slide Over (the
//   fixed 1/3, 1/2, 2/3 splits; the 10 pt divider is not part of either window;
//   iPadOS 26 replaces them with free windowing). Split View windows are full
//   height; Slide Over is inset top and bottom.
// - Every number that no source gave is marked `UNVERIFIED:` with the reason.

/// The built-in device profiles: every iPhone and iPad family, plus
/// representative Apple TV, Mac Catalyst, CarPlay and Vision Pro profiles.
///
/// Compiling solves every layout on each of them, in both orientations
/// and every multitasking window, to warn of negative frames
/// (`negative-size`); `layoutc matrix` and `render` show the rules on
/// them. In an app, use them for tests and previews:
///
///     for device in DeviceCatalog.all where device.idiom == .pad {
///         let traits = rules.evaluate(try Environment(device: device, orientation: .landscapeRight))
///         print(device.name, traits["columns"] ?? .identifier("unset"))
///     }
public enum DeviceCatalog {
    /// Every built-in device profile: iPhones, iPads, then the other idioms.
    public static let all: [DeviceProfile] = phones + pads + others
}

// MARK: - Helpers

extension DeviceCatalog {
    private static let cr = SizeClasses(.compact, .regular)
    private static let cc = SizeClasses(.compact, .compact)
    private static let rc = SizeClasses(.regular, .compact)
    private static let rr = SizeClasses(.regular, .regular)

    /// The aliases of one model: "15 Pro Max" in family "iPhone" gives
    /// "iphone15promax", "15promax" and "iphone-15-pro-max".
    private static func forms(_ family: String, _ models: String...) -> [String] {
        var result: [String] = []
        for model in models {
            let words = model.lowercased().split(separator: " ").map(String.init)
            let familyWords = family.lowercased().split(separator: " ").map(String.init)
            result.append((familyWords + words).joined())
            result.append(words.joined())
            result.append((familyWords + words).joined(separator: "-"))
        }
        return result
    }

    /// An iPhone profile. `top`/`bottom` are the portrait insets;
    /// `side`/`landscapeBottom` the landscape-left insets. The status bar is
    /// hidden in landscape, so the landscape top is 0 through iOS 18;
    /// `landscapeTop` is only set for iOS 26-only models (see CONVENTIONS).
    private static func phone(
        _ name: String, aliases: [String], points w: Double, _ h: Double, scale: Double,
        nativeScale: Double? = nil, pixels pw: Double, _ ph: Double,
        top: Double, bottom: Double = 0, side: Double = 0, landscapeTop: Double = 0, landscapeBottom: Double = 0,
        regularWidthInLandscape: Bool
    ) -> DeviceProfile {
        DeviceProfile(
            name: name, aliases: aliases, idiom: .phone, portraitSize: Size(width: w, height: h), scale: scale,
            nativeScale: nativeScale ?? scale, nativePixels: Size(width: pw, height: ph),
            portraitSafeArea: EdgeInsets(top: top, bottom: bottom),
            landscapeSafeArea: EdgeInsets(top: landscapeTop, left: side, bottom: landscapeBottom, right: side),
            portraitSizeClasses: cr, landscapeSizeClasses: regularWidthInLandscape ? rc : cc)
    }

    /// An iPad profile: regular/regular full screen in both orientations
    /// [HIG-LAYOUT]; `top`/`bottom` apply to both orientations [DEVTOOLS].
    private static func pad(
        _ name: String, aliases: [String], points w: Double, _ h: Double, scale: Double = 2,
        top: Double, bottom: Double = 0, windows: [MultitaskingWindow] = []
    ) -> DeviceProfile {
        DeviceProfile(
            name: name, aliases: aliases, idiom: .pad, portraitSize: Size(width: w, height: h), scale: scale,
            nativeScale: scale, nativePixels: Size(width: w * scale, height: h * scale),
            portraitSafeArea: EdgeInsets(top: top, bottom: bottom), landscapeSafeArea: EdgeInsets(top: top, bottom: bottom),
            portraitSizeClasses: rr, landscapeSizeClasses: rr, windows: windows)
    }

    /// Split View and Slide Over windows. Portrait windows are all
    /// compact/regular; in landscape 2/3 is regular/regular, 1/2 is
    /// compact/regular except on 12.9-inch screens, 1/3 and Slide Over are
    /// compact/regular [DEVTOOLS][GUMOB]. There is no portrait 1/2.
    private static func windows(
        portraitHeight ph: Double, landscapeHeight lh: Double,
        portraitTwoThirds p23: Double, portraitOneThird p13: Double, portraitSlideOver pso: Size,
        landscapeTwoThirds l23: Double, landscapeHalf l12: Double, landscapeOneThird l13: Double,
        landscapeSlideOver lso: Size, halfIsRegular: Bool = false
    ) -> [MultitaskingWindow] {
        [
            MultitaskingWindow(.splitTwoThirds, landscape: false, size: Size(width: p23, height: ph), sizeClasses: cr),
            MultitaskingWindow(.splitOneThird, landscape: false, size: Size(width: p13, height: ph), sizeClasses: cr),
            MultitaskingWindow(.slideOver, landscape: false, size: pso, sizeClasses: cr),
            MultitaskingWindow(.splitTwoThirds, landscape: true, size: Size(width: l23, height: lh), sizeClasses: rr),
            MultitaskingWindow(
                .splitHalf, landscape: true, size: Size(width: l12, height: lh), sizeClasses: halfIsRegular ? rr : cr),
            MultitaskingWindow(.splitOneThird, landscape: true, size: Size(width: l13, height: lh), sizeClasses: cr),
            MultitaskingWindow(.slideOver, landscape: true, size: lso, sizeClasses: cr),
        ]
    }

    /// Slide Over only (iPad Air 1, mini 2 and 3) [MT-SUPPORT].
    private static func slideOverOnly(portrait: Size, landscape: Size) -> [MultitaskingWindow] {
        [
            MultitaskingWindow(.slideOver, landscape: false, size: portrait, sizeClasses: cr),
            MultitaskingWindow(.slideOver, landscape: true, size: landscape, sizeClasses: cr),
        ]
    }

    // Window sets per screen [DEVTOOLS ipad-data.dart, iPadOS 14], checked
    // against [HACK-PRO] (320 pt narrow app; Slide Over 40 pt shorter on
    // home-button iPads) and the arithmetic width = screen - 10 pt divider - other window.

    /// 768x1024 home-button iPads with Split View (Air 2, mini 4/5, iPad 5/6, Pro 9.7).
    private static let windows768 = windows(
        portraitHeight: 1024, landscapeHeight: 768,
        portraitTwoThirds: 438, portraitOneThird: 320, portraitSlideOver: Size(width: 320, height: 984),
        landscapeTwoThirds: 694, landscapeHalf: 507, landscapeOneThird: 320,
        landscapeSlideOver: Size(width: 320, height: 728))

    /// 810x1080 (10.2-inch iPad 7/8/9).
    private static let windows810 = windows(
        portraitHeight: 1080, landscapeHeight: 810,
        portraitTwoThirds: 480, portraitOneThird: 320, portraitSlideOver: Size(width: 320, height: 1040),
        landscapeTwoThirds: 750, landscapeHalf: 535, landscapeOneThird: 320,
        landscapeSlideOver: Size(width: 320, height: 770))

    /// 834x1112 (10.5-inch iPad Pro, iPad Air 3).
    private static let windows834x1112 = windows(
        portraitHeight: 1112, landscapeHeight: 834,
        portraitTwoThirds: 504, portraitOneThird: 320, portraitSlideOver: Size(width: 320, height: 1072),
        landscapeTwoThirds: 782, landscapeHalf: 551, landscapeOneThird: 320,
        landscapeSlideOver: Size(width: 320, height: 794))

    /// 820x1180 (10.9-inch iPad Air 4; [DEVTOOLS] lists the Air 4 only).
    private static let windows820 = windows(
        portraitHeight: 1180, landscapeHeight: 820,
        portraitTwoThirds: 490, portraitOneThird: 320, portraitSlideOver: Size(width: 320, height: 1132),
        landscapeTwoThirds: 795, landscapeHalf: 585, landscapeOneThird: 375,
        landscapeSlideOver: Size(width: 375, height: 772))

    /// 834x1194 (11-inch iPad Pro 1st-4th generation).
    private static let windows834x1194 = windows(
        portraitHeight: 1194, landscapeHeight: 834,
        portraitTwoThirds: 504, portraitOneThird: 320, portraitSlideOver: Size(width: 320, height: 1146),
        landscapeTwoThirds: 809, landscapeHalf: 592, landscapeOneThird: 375,
        landscapeSlideOver: Size(width: 375, height: 786))

    /// 1024x1366 with a home indicator (12.9-inch iPad Pro 3rd-6th generation):
    /// here even the landscape 1/2 window is regular width [GUMOB][DEVTOOLS].
    private static let windows1024 = windows(
        portraitHeight: 1366, landscapeHeight: 1024,
        portraitTwoThirds: 639, portraitOneThird: 375, portraitSlideOver: Size(width: 375, height: 1318),
        landscapeTwoThirds: 981, landscapeHalf: 678, landscapeOneThird: 375,
        landscapeSlideOver: Size(width: 375, height: 976), halfIsRegular: true)

    /// 1024x1366 with a home button (12.9-inch iPad Pro 1st/2nd generation).
    /// UNVERIFIED: Slide Over heights. [DEVTOOLS] gives 375x1318 / 375x976 for
    /// these models too (copied from the Face ID rows, it seems), while every
    /// other home-button iPad in the same data, and [HACK-PRO], is 40 pt short
    /// of the screen (20 pt status bar + 20 pt); this catalog uses the latter
    /// (1326 / 984).
    private static let windows1024HomeButton = windows(
        portraitHeight: 1366, landscapeHeight: 1024,
        portraitTwoThirds: 639, portraitOneThird: 375, portraitSlideOver: Size(width: 375, height: 1326),
        landscapeTwoThirds: 981, landscapeHalf: 678, landscapeOneThird: 375,
        landscapeSlideOver: Size(width: 375, height: 984), halfIsRegular: true)

    /// 744x1133 (iPad mini 6 and A17 Pro): only the landscape uneven split is
    /// documented [HACK-MINI]. UNVERIFIED: the landscape 1/2, both portrait
    /// splits and Slide Over were not found in any source and are left out
    /// (an even landscape split would be 561.5 pt, so Apple cannot be halving
    /// it exactly). [HACK-MINI] gives only the uneven split; [DEVTOOLS] predates
    /// the mini 6; snapshot kits (e.g. [KALEYRA]) compute windows as screen
    /// fractions, not measured.
    private static let windows744: [MultitaskingWindow] = [
        MultitaskingWindow(.splitTwoThirds, landscape: true, size: Size(width: 748, height: 744), sizeClasses: rr),
        MultitaskingWindow(.splitOneThird, landscape: true, size: Size(width: 375, height: 744), sizeClasses: cr),
    ]
}

// MARK: - iPhone

extension DeviceCatalog {
    static let phones: [DeviceProfile] = [
        // 3.5-inch, 1x. [IOSREF] 320x480 @1x, 320x480 px; size classes as iOS 8+
        // would report them (these models stop at iOS 3.1/4.2/6, before size
        // classes and safe areas) [HIG-LAYOUT].
        // UNVERIFIED: landscape top 0 - on their own iOS versions the status bar
        // stayed visible in landscape (20 pt); 0 is what iOS 8+ does.
        phone(
            "iPhone / iPhone 3G / iPhone 3GS",
            aliases: ["iphone", "iphone1", "iphone2g", "iphone-original", "iphonegen1"]
                + forms("iPhone", "3G", "3GS") + ["ipodtouch1", "ipodtouch2", "ipodtouch3"],
            points: 320, 480, scale: 1, pixels: 320, 480, top: 20, regularWidthInLandscape: false),
        // 3.5-inch Retina. [IOSREF] 320x480 @2x, 640x960 px. iPhone 4s runs iOS 9
        // (status bar hidden in landscape) [UYL-X].
        phone(
            "iPhone 4 / iPhone 4s", aliases: forms("iPhone", "4", "4s") + ["ipodtouch4"],
            points: 320, 480, scale: 2, pixels: 640, 960, top: 20, regularWidthInLandscape: false),
        // 4-inch. [HIG-LAYOUT] "iPhone SE 4-inch 320x568 pt (640x1136 px @2x)",
        // "iPod touch 5th gen+"; [IOSREF] 5, 5c, 5s, SE (gen 1). Insets [UYL-X][DEVTOOLS].
        phone(
            "iPhone 5 / 5c / 5s / SE (1st generation)",
            aliases: forms("iPhone", "5", "5c", "5s", "SE 1") + ["iphonese1stgen", "iphonese2016"]
                + ["ipodtouch5", "ipodtouch6", "ipodtouch7", "ipodtouch"],
            points: 320, 568, scale: 2, pixels: 640, 1136, top: 20, regularWidthInLandscape: false),
        // 4.7-inch. [HIG-LAYOUT] 375x667 pt (750x1334 px @2x); compact/compact in
        // landscape. Status bar 20, hidden in landscape [UYL-X][DEVTOOLS].
        phone(
            "iPhone 6 / 6s / 7 / 8", aliases: forms("iPhone", "6", "6s", "7", "8"),
            points: 375, 667, scale: 2, pixels: 750, 1334, top: 20, regularWidthInLandscape: false),
        phone(
            "iPhone SE (2nd / 3rd generation)",
            aliases: forms("iPhone", "SE 2", "SE 3") + ["iphonese2ndgen", "iphonese3rdgen", "iphonese2020", "iphonese2022"],
            points: 375, 667, scale: 2, pixels: 750, 1334, top: 20, regularWidthInLandscape: false),
        // 5.5-inch. [UIKIT-NATIVE] 414x736 at 3x = 1242x2208, sampled down to
        // 1080x1920 (nativeScale 1080/414 on the device [RULER-PR]); regular width
        // in landscape [UIKIT-NATIVE][HIG-LAYOUT].
        phone(
            "iPhone 6 Plus / 6s Plus / 7 Plus / 8 Plus",
            aliases: forms("iPhone", "6 Plus", "6s Plus", "7 Plus", "8 Plus") + ["iphone6+", "iphone6s+", "iphone7+", "iphone8+"],
            points: 414, 736, scale: 3, nativeScale: 1080.0 / 414.0, pixels: 1080, 1920, top: 20,
            regularWidthInLandscape: true),
        // 5.8-inch notch. [HIG-LAYOUT] 375x812 pt (1125x2436 px @3x), compact/compact
        // landscape. Insets: top 44, bottom 34 [DEVTOOLS]; landscape 44 each side,
        // bottom 21 [UYL-X][DEVTOOLS].
        phone(
            "iPhone X / XS / 11 Pro", aliases: forms("iPhone", "X", "XS", "11 Pro") + ["iphone10", "iphone10s"],
            points: 375, 812, scale: 3, pixels: 1125, 2436, top: 44, bottom: 34, side: 44, landscapeBottom: 21,
            regularWidthInLandscape: false),
        // 6.1-inch LCD. [HIG-LAYOUT] 414x896 pt (828x1792 px @2x), regular width in
        // landscape. Top 48 (iOS 14+; 44 before), bottom 34/21 [DEVTOOLS]; landscape
        // (0, 48, 21, 48) [KALEYRA (iPhone 11)]. [SIMULATOR] lists 44 for the 11 and
        // 48 for the 11 Pro, the two rows apparently swapped (the X is 44 [UYL-X]).
        phone(
            "iPhone XR / 11", aliases: forms("iPhone", "XR", "11") + ["iphone10r"],
            points: 414, 896, scale: 2, pixels: 828, 1792, top: 48, bottom: 34, side: 48, landscapeBottom: 21,
            regularWidthInLandscape: true),
        // 6.5-inch. [HIG-LAYOUT] 414x896 pt (1242x2688 px @3x), regular width in
        // landscape. Top 44, bottom 34/21 [DEVTOOLS]; landscape sides 44
        // [SIMULATOR (11 Pro Max)][KALEYRA (XS Max, 11 Pro Max)].
        phone(
            "iPhone XS Max / 11 Pro Max", aliases: forms("iPhone", "XS Max", "11 Pro Max") + ["iphone10smax"],
            points: 414, 896, scale: 3, pixels: 1242, 2688, top: 44, bottom: 34, side: 44, landscapeBottom: 21,
            regularWidthInLandscape: true),
        // 5.4-inch. SURPRISE: UIKit reports 375x812 pt at scale 3 (1125x2436
        // rendered), downsampled to the 1080x2340 panel, nativeScale 2.88
        // [IOSREF][IOSREF-SIM][MPOSPESE] - the HIG table's "360x780 pt" is just the
        // panel divided by 3. Compact/compact landscape [HIG-LAYOUT].
        // Top 50, bottom 34/21 [DEVTOOLS][SIMULATOR]; landscape sides 50 [SIMULATOR].
        phone(
            "iPhone 12 mini / 13 mini", aliases: forms("iPhone", "12 mini", "13 mini"),
            points: 375, 812, scale: 3, nativeScale: 2.88, pixels: 1080, 2340, top: 50, bottom: 34, side: 50,
            landscapeBottom: 21, regularWidthInLandscape: false),
        // 6.1-inch notch. [HIG-LAYOUT] 390x844 pt (1170x2532 px @3x), compact/compact.
        // Top 47, bottom 34/21 [DEVTOOLS]; landscape sides 47 [SIMULATOR].
        phone(
            "iPhone 12 / 12 Pro", aliases: forms("iPhone", "12", "12 Pro"),
            points: 390, 844, scale: 3, pixels: 1170, 2532, top: 47, bottom: 34, side: 47, landscapeBottom: 21,
            regularWidthInLandscape: false),
        phone(
            "iPhone 13 / 13 Pro / 14", aliases: forms("iPhone", "13", "13 Pro", "14"),
            points: 390, 844, scale: 3, pixels: 1170, 2532, top: 47, bottom: 34, side: 47, landscapeBottom: 21,
            regularWidthInLandscape: false),
        // [HIG-LAYOUT] "iPhone 16e 390x844 pt (1170x2532 px @3x)", compact/compact.
        // Top 47, bottom 34 [UYL-17]; landscape (0, 47, 21, 47) [SNAP-17 (16e = the
        // iPhone 14 config)].
        phone(
            "iPhone 16e", aliases: forms("iPhone", "16e"),
            points: 390, 844, scale: 3, pixels: 1170, 2532, top: 47, bottom: 34, side: 47, landscapeBottom: 21,
            regularWidthInLandscape: false),
        // [IOSREF] lists "iPhone 17e and 16e" at 390x844 @3x, 1170x2532; the HIG
        // table has no 17e row. UNVERIFIED: all insets (copied from the 16e's iOS 18
        // values, though the 17e ships with iOS 26) and the size classes (copied from
        // the 16e's compact/compact landscape). Public code mentions the 17e only as
        // 390x844 in the simulator, with no insets; [SNAP-17] and the useyourloaf
        // transcriptions have no 17e row.
        phone(
            "iPhone 17e", aliases: forms("iPhone", "17e"),
            points: 390, 844, scale: 3, pixels: 1170, 2532, top: 47, bottom: 34, side: 47, landscapeBottom: 21,
            regularWidthInLandscape: false),
        // 6.7-inch notch. [HIG-LAYOUT] 428x926 pt (1284x2778 px @3x), regular width in
        // landscape. Top 47/34 [DEVTOOLS]; landscape sides 47 [SIMULATOR (13 Pro Max)].
        phone(
            "iPhone 12 Pro Max / 13 Pro Max", aliases: forms("iPhone", "12 Pro Max", "13 Pro Max"),
            points: 428, 926, scale: 3, pixels: 1284, 2778, top: 47, bottom: 34, side: 47, landscapeBottom: 21,
            regularWidthInLandscape: true),
        phone(
            "iPhone 14 Plus", aliases: forms("iPhone", "14 Plus") + ["iphone14+"],
            points: 428, 926, scale: 3, pixels: 1284, 2778, top: 47, bottom: 34, side: 47, landscapeBottom: 21,
            regularWidthInLandscape: true),
        // 6.1-inch Dynamic Island. [HIG-LAYOUT] 393x852 pt (1179x2556 px @3x),
        // compact/compact. Insets (59, 0, 34, 0) / (0, 59, 21, 59) [CSL].
        phone(
            "iPhone 14 Pro / 15 / 15 Pro", aliases: forms("iPhone", "14 Pro", "15", "15 Pro"),
            points: 393, 852, scale: 3, pixels: 1179, 2556, top: 59, bottom: 34, side: 59, landscapeBottom: 21,
            regularWidthInLandscape: false),
        phone(
            "iPhone 16", aliases: forms("iPhone", "16"),
            points: 393, 852, scale: 3, pixels: 1179, 2556, top: 59, bottom: 34, side: 59, landscapeBottom: 21,
            regularWidthInLandscape: false),
        // 6.7-inch Dynamic Island. [HIG-LAYOUT] 430x932 pt (1290x2796 px @3x), regular
        // width in landscape. Insets as the 6.1-inch Dynamic Island models [CSL].
        phone(
            "iPhone 14 Pro Max / 15 Plus / 15 Pro Max",
            aliases: forms("iPhone", "14 Pro Max", "15 Plus", "15 Pro Max") + ["iphone15+"],
            points: 430, 932, scale: 3, pixels: 1290, 2796, top: 59, bottom: 34, side: 59, landscapeBottom: 21,
            regularWidthInLandscape: true),
        phone(
            "iPhone 16 Plus", aliases: forms("iPhone", "16 Plus") + ["iphone16+"],
            points: 430, 932, scale: 3, pixels: 1290, 2796, top: 59, bottom: 34, side: 59, landscapeBottom: 21,
            regularWidthInLandscape: true),
        // 6.3-inch. [HIG-LAYOUT] 402x874 pt (1206x2622 px @3x), compact/compact.
        // Insets (62, 0, 34, 0) / (0, 62, 21, 62) [UYL-16].
        phone(
            "iPhone 16 Pro", aliases: forms("iPhone", "16 Pro"),
            points: 402, 874, scale: 3, pixels: 1206, 2622, top: 62, bottom: 34, side: 62, landscapeBottom: 21,
            regularWidthInLandscape: false),
        // 6.9-inch. [HIG-LAYOUT] 440x956 pt (1320x2868 px @3x), regular width in
        // landscape. Top 62, bottom 34 [UYL-17 (17 Pro Max, same panel)]; landscape
        // (0, 62, 21, 62) [SNAP-17 (iPhone 16 Pro Max config)].
        phone(
            "iPhone 16 Pro Max", aliases: forms("iPhone", "16 Pro Max"),
            points: 440, 956, scale: 3, pixels: 1320, 2868, top: 62, bottom: 34, side: 62, landscapeBottom: 21,
            regularWidthInLandscape: true),
        // iPhone 17 line. [HIG-LAYOUT] 17 and 17 Pro 402x874 pt (1206x2622 px @3x),
        // compact/compact; 17 Pro Max 440x956 (1320x2868 @3x), regular width in
        // landscape. Top 62, bottom 34 [UYL-17]. iOS 26 only (see CONVENTIONS):
        // landscape (20, 62, 20, 62) [SNAP-17]; was 0 / 21, the iOS 18 values of the
        // 16 Pro, which these models never run.
        phone(
            "iPhone 17 / 17 Pro", aliases: forms("iPhone", "17", "17 Pro"),
            points: 402, 874, scale: 3, pixels: 1206, 2622, top: 62, bottom: 34, side: 62, landscapeTop: 20,
            landscapeBottom: 20, regularWidthInLandscape: false),
        phone(
            "iPhone 17 Pro Max", aliases: forms("iPhone", "17 Pro Max"),
            points: 440, 956, scale: 3, pixels: 1320, 2868, top: 62, bottom: 34, side: 62, landscapeTop: 20,
            landscapeBottom: 20, regularWidthInLandscape: true),
        // [HIG-LAYOUT] iPhone Air 420x912 pt (1260x2736 px @3x), regular width in
        // landscape. Top 68, bottom 34 [UYL-17]. iOS 26 only (see CONVENTIONS):
        // landscape (20, 68, 29, 68) [SNAP-17]; was 0 / 21, copied from older models.
        phone(
            "iPhone Air", aliases: forms("iPhone", "Air") + ["iphone17air"],
            points: 420, 912, scale: 3, pixels: 1260, 2736, top: 68, bottom: 34, side: 68, landscapeTop: 20,
            landscapeBottom: 29, regularWidthInLandscape: true),
    ]
}

// MARK: - iPad

extension DeviceCatalog {
    static let pads: [DeviceProfile] = [
        // 1x iPads. [IOSREF] iPad (gen 1, 2) 9.7" and iPad mini (gen 1) 7.9":
        // 768x1024 @1x. Status bar 20 [DEVTOOLS]. No Slide Over / Split View
        // [MT-SUPPORT].
        pad(
            "iPad (1st generation) / iPad 2",
            aliases: ["ipad1", "ipad-1", "ipad2", "ipad-2", "ipadoriginal", "ipad1stgen", "ipad2ndgen"],
            points: 768, 1024, scale: 1, top: 20),
        pad(
            "iPad mini (1st generation)", aliases: forms("iPad", "mini 1") + ["ipadmini1stgen"],
            points: 768, 1024, scale: 1, top: 20),
        // 9.7-inch Retina without multitasking hardware. [IOSREF] iPad (gen 3), iPad 4:
        // 768x1024 @2x. No Slide Over / Split View [MT-SUPPORT].
        pad(
            "iPad (3rd / 4th generation)", aliases: ["ipad3", "ipad-3", "ipad4", "ipad-4", "ipad3rdgen", "ipad4thgen", "newipad"],
            points: 768, 1024, top: 20),
        // Slide Over only [MT-SUPPORT]; window sizes as the other 768x1024
        // home-button iPads [DEVTOOLS][HACK-PRO].
        pad(
            "iPad Air (1st generation)", aliases: forms("iPad", "Air 1") + ["ipadair", "ipadair1stgen"],
            points: 768, 1024, top: 20,
            windows: slideOverOnly(portrait: Size(width: 320, height: 984), landscape: Size(width: 320, height: 728))),
        pad(
            "iPad mini 2 / mini 3", aliases: forms("iPad", "mini 2", "mini 3"),
            points: 768, 1024, top: 20,
            windows: slideOverOnly(portrait: Size(width: 320, height: 984), landscape: Size(width: 320, height: 728))),
        // 768x1024 @2x with Split View. [HIG-LAYOUT] iPad Air 9.7-inch, iPad 9.7-inch,
        // iPad Pro 9.7-inch, iPad mini 7.9-inch: 768x1024 pt (1536x2048 px @2x).
        // Windows [DEVTOOLS] (Air 2, iPad 5/6, Pro 9.7, mini 4/5), [GUMOB], [HACK-PRO].
        pad("iPad Air 2", aliases: forms("iPad", "Air 2"), points: 768, 1024, top: 20, windows: windows768),
        pad(
            "iPad mini 4 / mini (5th generation)", aliases: forms("iPad", "mini 4", "mini 5") + ["ipadmini5thgen"],
            points: 768, 1024, top: 20, windows: windows768),
        pad(
            "iPad (5th / 6th generation)", aliases: ["ipad5", "ipad-5", "ipad6", "ipad-6", "ipad5thgen", "ipad6thgen", "ipad2017", "ipad2018"],
            points: 768, 1024, top: 20, windows: windows768),
        pad(
            "iPad Pro (9.7-inch)", aliases: forms("iPad", "Pro 9.7") + ["ipadpro97inch"],
            points: 768, 1024, top: 20, windows: windows768),
        // 10.2-inch. [HIG-LAYOUT] 810x1080 pt (1620x2160 px @2x). Windows [DEVTOOLS].
        pad(
            "iPad (7th / 8th / 9th generation)",
            aliases: ["ipad7", "ipad-7", "ipad8", "ipad-8", "ipad9", "ipad-9", "ipad7thgen", "ipad8thgen", "ipad9thgen", "ipad10.2"],
            points: 810, 1080, top: 20, windows: windows810),
        // 10.5-inch. [HIG-LAYOUT] iPad Pro 10.5-inch and iPad Air 10.5-inch: 834x1112 pt
        // (1668x2224 px @2x). Windows [DEVTOOLS].
        pad(
            "iPad Pro (10.5-inch) / iPad Air (3rd generation)",
            aliases: forms("iPad", "Pro 10.5", "Air 3") + ["ipadpro105inch", "ipadair3rdgen"],
            points: 834, 1112, top: 20, windows: windows834x1112),
        // 10.9 / 11-inch with a home indicator. [HIG-LAYOUT] iPad Air 10.9-inch, iPad Air
        // 11-inch, iPad 11-inch: 820x1180 pt (1640x2360 px @2x). Insets 24/20 in
        // both orientations [DEVTOOLS][SIMULATOR (Air 4)]; the same 24/20 for the
        // iPad 10th / 11th (A16) generation and the Air 11-inch [UYL-IPAD24]. Windows
        // [DEVTOOLS] for the Air 4; applied to the other 820x1180 screens by size.
        // UNVERIFIED: the windows of the iPad 10th / A16 and the Air 11-inch,
        // inferred from the identical Air 4 screen ([DEVTOOLS] predates them; no
        // other source found measures their Split View / Slide Over).
        pad(
            "iPad Air (4th / 5th generation)", aliases: forms("iPad", "Air 4", "Air 5") + ["ipadair4thgen", "ipadair5thgen"],
            points: 820, 1180, top: 24, bottom: 20, windows: windows820),
        pad(
            "iPad Air 11-inch (M2 and later)",
            aliases: forms("iPad", "Air 11", "Air 11 M2", "Air 11 M3", "Air 11 M4"),
            points: 820, 1180, top: 24, bottom: 20, windows: windows820),
        pad(
            "iPad (10th generation) / iPad (A16)",
            aliases: ["ipad10", "ipad-10", "ipad11", "ipad-11", "ipada16", "ipad-a16", "ipad10thgen", "ipad11thgen"],
            points: 820, 1180, top: 24, bottom: 20, windows: windows820),
        // 8.3-inch. [HIG-LAYOUT] iPad mini 8.3-inch 744x1133 pt (1488x2266 px @2x);
        // [IOSREF] mini gen 6 and 7. Insets 24/20 [SIMULATOR (mini 6)]. Windows
        // [HACK-MINI] (landscape uneven split only; see windows744).
        pad(
            "iPad mini (6th generation) / iPad mini (A17 Pro)",
            aliases: forms("iPad", "mini 6", "mini 7", "mini A17 Pro") + ["ipadmini6thgen", "ipadmini7thgen", "ipadmini8.3"],
            points: 744, 1133, top: 24, bottom: 20, windows: windows744),
        // 11-inch. [HIG-LAYOUT] iPad Pro 11-inch 1st-4th gen 834x1194 pt (1668x2388 px
        // @2x). Insets 24/20 [DEVTOOLS][SIMULATOR]. Windows [DEVTOOLS][GUMOB].
        pad(
            "iPad Pro 11-inch (1st-4th generation)",
            aliases: forms("iPad", "Pro 11") + ["ipadpro11inch", "ipadpro11-1stgen", "ipadpro11-2ndgen", "ipadpro11-3rdgen", "ipadpro11-4thgen"],
            points: 834, 1194, top: 24, bottom: 20, windows: windows834x1194),
        // 12.9-inch. [HIG-LAYOUT] iPad Pro 12.9-inch 1024x1366 pt (2048x2732 px @2x).
        // 1st/2nd gen have a home button: status bar 20 [DEVTOOLS]; 3rd-6th gen
        // 24/20 [DEVTOOLS][SIMULATOR]. Windows [DEVTOOLS][GUMOB].
        pad(
            "iPad Pro 12.9-inch (1st / 2nd generation)",
            aliases: ["ipadpro12.9-1stgen", "ipadpro12.9-2ndgen", "ipadpro129inch1stgen", "ipadpro129inch2ndgen"],
            points: 1024, 1366, top: 20, windows: windows1024HomeButton),
        pad(
            "iPad Pro 12.9-inch (3rd-6th generation)",
            aliases: forms("iPad", "Pro 12.9") + ["ipadpro129inch", "ipadpro12.9-3rdgen", "ipadpro12.9-4thgen", "ipadpro12.9-5thgen", "ipadpro12.9-6thgen"],
            points: 1024, 1366, top: 24, bottom: 20, windows: windows1024),
        // [HIG-LAYOUT] iPad Air 13-inch 1024x1366 pt (2048x2732 px @2x); [IOSREF]
        // "iPad Air 13" (gen 6)" with the 12.9" Pro. Insets 24/20 [UYL-IPAD24 (M2)].
        // UNVERIFIED: the windows, inferred from the 12.9-inch Pro 3rd-6th generation
        // (same screen); [DEVTOOLS] and [GUMOB] predate the Air 13-inch.
        pad(
            "iPad Air 13-inch (M2 and later)", aliases: forms("iPad", "Air 13", "Air 13 M2", "Air 13 M3", "Air 13 M4"),
            points: 1024, 1366, top: 24, bottom: 20, windows: windows1024),
        // M4 (and later) iPad Pro. [HIG-LAYOUT] iPad Pro 11-inch 5th/6th gen 834x1210 pt
        // (1668x2420 px @2x); iPad Pro 13-inch 1032x1376 pt (2064x2752 px @2x).
        // Insets 24/20 in both orientations [UYL-IPAD24]. UNVERIFIED: multitasking
        // windows - none listed. [DEVTOOLS] and [GUMOB] predate these models;
        // hacknicity.medium.com has no M4 article, and public snapshot / device
        // tables give only 1/3, 1/2, 2/3 as fractions of the screen, not measured
        // widths.
        pad(
            "iPad Pro 11-inch (M4 and later)", aliases: forms("iPad", "Pro 11 M4", "Pro 11 M5") + ["ipadpro11-5thgen", "ipadpro11-6thgen"],
            points: 834, 1210, top: 24, bottom: 20),
        pad(
            "iPad Pro 13-inch (M4 and later)", aliases: forms("iPad", "Pro 13", "Pro 13 M4", "Pro 13 M5") + ["ipadpro13inch"],
            points: 1032, 1376, top: 24, bottom: 20),
    ]
}

// MARK: - tv, mac, carplay, vision

extension DeviceCatalog {
    static let others: [DeviceProfile] = [
        // Apple TV: 1920x1080 pt; HD at 1x, 4K at 2x (3840x2160 px) [DEVTOOLS tv-data]
        // [HIG-TV]. Safe area: the HIG's 60 pt top/bottom, 80 pt sides, which UIKit
        // applies to full-screen views on tvOS [HIG-TV].
        // UNVERIFIED: size classes regular width / compact height (UIKit's tvOS trait
        // collection as remembered). Apple's UITraitCollection horizontalSizeClass /
        // verticalSizeClass pages give only the .unspecified default, and no other
        // source found gives a tvOS value. (Note: [DEVTOOLS tv-data] lists
        // 80 px overscan on all four sides, against the HIG's 60/80.)
        DeviceProfile(
            name: "Apple TV HD", aliases: ["appletvhd", "appletv4", "appletv-hd", "tvhd"], idiom: .tv,
            portraitSize: Size(width: 1920, height: 1080), scale: 1, nativeScale: 1,
            nativePixels: Size(width: 1920, height: 1080),
            portraitSafeArea: EdgeInsets(top: 60, left: 80, bottom: 60, right: 80),
            landscapeSafeArea: EdgeInsets(top: 60, left: 80, bottom: 60, right: 80),
            portraitSizeClasses: rc, landscapeSizeClasses: rc),
        DeviceProfile(
            name: "Apple TV 4K",
            aliases: ["appletv4k", "appletv", "appletv-4k", "tv4k", "tv", "appletv4k1", "appletv4k2", "appletv4k3"],
            idiom: .tv, portraitSize: Size(width: 1920, height: 1080), scale: 2, nativeScale: 2,
            nativePixels: Size(width: 3840, height: 2160),
            portraitSafeArea: EdgeInsets(top: 60, left: 80, bottom: 60, right: 80),
            landscapeSafeArea: EdgeInsets(top: 60, left: 80, bottom: 60, right: 80),
            portraitSizeClasses: rc, landscapeSizeClasses: rc),
        // Mac: a Mac Catalyst app ("Optimize for Mac", idiom .mac) in a full-screen
        // window on a 13-inch MacBook Air (M2 and later), default "looks like"
        // 1470x956 pt rendered at 2x and sampled down to the 2560x1664 panel
        // [MAC-OBS]; the notch gives a 32 pt top safe area [MAC-OBS].
        // UNVERIFIED: that Catalyst's UIScreen.nativeScale reports the physical
        // 2560/1470 (as iPhone 6 Plus does) rather than 2; the regular/regular size
        // classes (Catalyst windows as remembered). Public Catalyst threads cover
        // only the iPad idiom's 77% scaling and SDKs hard-coding a scale
        // (https://github.com/microsoft/appcenter-sdk-apple/issues/2057); none
        // reports these values.
        DeviceProfile(
            name: "Mac (MacBook Air 13-inch, Mac Catalyst)",
            aliases: ["mac", "macbookair13", "macbook-air-13", "maccatalyst", "catalyst"], idiom: .mac,
            portraitSize: Size(width: 1470, height: 956), scale: 2, nativeScale: 2560.0 / 1470.0,
            nativePixels: Size(width: 2560, height: 1664),
            portraitSafeArea: EdgeInsets(top: 32), landscapeSafeArea: EdgeInsets(top: 32),
            portraitSizeClasses: rr, landscapeSizeClasses: rr),
        // CarPlay: the 800x480-pixel display class [DEVTOOLS carplay-data].
        // UNVERIFIED: scale 2 (so 400x240 pt), the zero safe area (the CarPlay status
        // bar sits at the side; [DEVTOOLS] gives "90" for it without units) and the
        // regular/compact size classes - no source found gives CarPlay's
        // screen scale, insets or traits. Apple's CPInterfaceController
        // carTraitCollection page says to take the car screen's display scale from
        // it, but gives no value.
        DeviceProfile(
            name: "CarPlay (800x480 display)", aliases: ["carplay", "carplay800x480", "car"], idiom: .carplay,
            portraitSize: Size(width: 400, height: 240), scale: 2, nativeScale: 2,
            nativePixels: Size(width: 800, height: 480),
            portraitSafeArea: .zero, landscapeSafeArea: .zero,
            portraitSizeClasses: rc, landscapeSizeClasses: rc),
        // Apple Vision Pro: the default window, 1280x720 pt [HIG-WIN].
        // UNVERIFIED: scale 2 (UITraitCollection.displayScale of a visionOS window)
        // and hence the 2560x1440 "pixels", the regular/regular size classes and
        // the zero safe area - visionOS windows have no UIScreen. Public threads
        // (https://github.com/callstack/react-native-visionos/issues/23 ,
        // https://github.com/nikstar/VariableBlur/issues/7) only confirm that the
        // scale must come from UITraitCollection.displayScale; none states its
        // value or the window's size classes.
        DeviceProfile(
            name: "Apple Vision Pro (default window)",
            aliases: ["visionpro", "applevisionpro", "vision", "vision-pro", "avp"], idiom: .vision,
            portraitSize: Size(width: 1280, height: 720), scale: 2, nativeScale: 2,
            nativePixels: Size(width: 2560, height: 1440),
            portraitSafeArea: .zero, landscapeSafeArea: .zero,
            portraitSizeClasses: rr, landscapeSizeClasses: rr),
    ]
}
