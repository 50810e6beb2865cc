import LayoutRulesBase

// The device catalog: one entry per iPhone, iPod touch and iPad model, plus
// Apple TV models and a Mac Catalyst window. Models that share a screen
// share one screen record (DeviceCatalogScreens.swift, where the screen
// facts are cited); the models and their names are in
// DeviceCatalogModels.swift, where names, identifiers and years are cited.
//
// SOURCES (cited beside the rows as [KEY]):
//
// Screens
// [HIG-LAYOUT]  https://developer.apple.com/design/human-interface-guidelines/layout
//               "Specifications": iOS/iPadOS screen dimensions (portrait pt, px and
//               UIKit scale) from iPhone SE 4-inch / iPod touch 5 to iPhone 17 Pro
//               Max, iPhone Air and iPad Pro 13-inch, and the "device size classes"
//               table (portrait / landscape, every iPhone and iPad row). Its note:
//               "UIKit scale factors ... may differ from native scale factors".
// [UIKIT-NATIVE] https://developer.apple.com/documentation/uikit/uiscreen/nativescale ,
//               .../uiscreen/nativebounds , and Apple's Metal Best Practices Guide,
//               "Native Screen Scale": UIScreen.scale gives the rendered pixels
//               (6 Plus: 414x736 pt at 3x = 1242x2208), nativeScale/nativeBounds the
//               physical ones of the screen (1080x1920).
// [UIKIT-STATUSBAR] https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden :
//               "For apps linked against iOS 8 or later, this method returns true if
//               the view controller is in a vertically compact environment" - the
//               status bar (and its inset) is gone on a landscape iPhone.
// [IOSREF]      https://iosref.com/res (repository ebelinski/iosref, _subpages/res.md):
//               logical resolution, scale and pixels of every iPhone, iPod touch and
//               iPad, including the 1x models, the 12/13 mini at 375x812 "@2.88-3x"
//               (1080x2340 px) and "iPhone 17e and 16e" at 390x844 @3x.
// [IOSREF-SIM]  https://github.com/ebelinski/iosref/issues/7 : iPhone 13 mini reads
//               scale 3.0, nativeScale 2.88, bounds width 375, nativeBounds width 1080.
// [RULER-PR]    https://github.com/nixzhu/Ruler/pull/3 : "UIScreen's nativeBounds
//               .size.width for iPhone 6 Plus is 1080.0 in real device, 3 * 414 in
//               simulator" - this catalog records the real device.
// [MPOSPESE]    https://mpospese.com/type/status/page/29 : iPhone 12 mini "2.88x retina
//               screen ... same 375 x 812 logical resolution as the 11 Pro, X, and Xs".
// [DEVTOOLS]    repository xuanqi966/DevTools, lib/iphone/util/ipad-data.dart,
//               iphone-data.dart, tv-data.dart (an iOS/iPadOS 14 reference app's data):
//               per-iPad Split View 2/3, 1/2, 1/3 and Slide Over sizes with size
//               classes; status-bar and home-indicator insets per iPhone/iPad in both
//               orientations; Apple TV 1920x1080 pt, 4K 3840x2160 @2x. Every group of
//               models it lists with one screen has one set of windows: the windows
//               follow the screen, not the model.
// [GUMOB]       repository gumob/SizeClassCheatSheet, SizeClassCheatSheet.html: the
//               old HIG multitasking size-class table (12.9" 1/2 landscape regular;
//               11", 10.5", 9.7", mini 4 1/2 compact; 2/3 portrait compact on all).
// [POINTFREE]   repository pointfreeco/swift-snapshot-testing, View.swift
//               (ViewImageConfig): the same Split View sizes for the 9.7", 10.5", 11"
//               and 12.9" iPads, e.g. 11" landscape 375 / 592 / 809 of 1194.
// [CHROMIUM-MT] https://chromium.googlesource.com/chromium/src/+/a3dafb8/ios/chrome/app/multitasking_test_scene_delegate.mm :
//               "obtained by running application in actual portrait slide over mode
//               and landscape half-screen split view mode": Slide Over 320 (375 on the
//               12.9"), landscape half 507 on a 768x1024 iPad.
// [HACK-PRO]    https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20
//               iOS 12: status bar 20 pt on home-button iPads; on 9.7"/10.5" the
//               narrow split app is 320 pt in both orientations, 50:50 is two compact
//               apps; Slide Over 320 wide and 40 pt shorter than the screen.
// [HACK-MINI]   https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-8-3-ipad-mini-7796efdc88eb
//               iPad mini 6, iOS 15: landscape uneven split = 375 pt (compact) and
//               748 pt (regular). (The rest of the article was not retrievable.)
// [MT-SUPPORT]  https://macrumors.com/2015/09/16/ios-9-split-screen-multitasking-ipad ,
//               http://txt.jazzychad.net/post/70b4389ab2e9ce42522d : Slide Over on iPad
//               Air, mini 2 and later; Split View on iPad Air 2, mini 4, Pro and later;
//               no portrait 50:50.
// [UYL-X]       https://useyourloaf.com/blog/supporting-iphone-x/ : iPhone 8 status
//               bar 20 pt, hidden in landscape; iPhone X bottom 34 in portrait and
//               "each side now has a 44 point inset" in landscape.
// [UYL-16]      https://useyourloaf.com/blog/iphone-16-screen-sizes/ (as transcribed
//               in a SnapshotTesting config): iPhone 16 Pro (62, 0, 34, 0) portrait,
//               (0, 62, 21, 62) landscape.
// [UYL-17]      https://useyourloaf.com/blog/iphone-17-screen-sizes/ (as transcribed
//               in two design documents): top 62 pt on iPhone 17, 17 Pro, 17 Pro Max,
//               68 pt on iPhone Air; iPhone 16e 47/34.
// [SNAP-17]     https://github.com/pointfreeco/swift-snapshot-testing/pull/1046 and a
//               fork's Sources/SnapshotTesting/Common/View.swift: iOS 26 landscape
//               insets iPhone 17 / 17 Pro / 17 Pro Max (20, 62, 20, 62), iPhone Air
//               (20, 68, 29, 68); iPhone 16 Pro Max landscape (0, 62, 21, 62); the 16e
//               is the iPhone 14 configuration, (47, 0, 34, 0) / (0, 47, 21, 47).
// [KALEYRA]     repository KaleyraVideo/KaleyraTestKit, Device+SafeArea.swift: iPhone
//               11 (48, 0, 34, 0) / (0, 48, 21, 48); X, XS, XS Max, 11 Pro, 11 Pro Max
//               (0, 44, 21, 44) landscape; iPad Pro 11 / 12.9 top 24, bottom 20.
// [UYL-IPAD24]  https://useyourloaf.com/blog/ipad-2024-screen-sizes/ (as transcribed
//               in device tables that cite it): iPad Pro 11-inch and 13-inch (M4), iPad
//               Air 11-inch and 13-inch (M2), iPad (10th generation) top 24, bottom 20,
//               the same in landscape.
// [CSL]         http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation : (59, 0, 34, 0)
//               portrait and (0, 59, 21, 59) landscape on a Dynamic Island iPhone.
// [SIMULATOR]   repository YusukeHosonuma/SwiftUI-Simulator, DeviceInfo.swift: iPhone 12
//               (47/34, landscape sides 47), 13 Pro Max (47), 12 mini (50/34, sides 50),
//               iPad mini 6 / Air 4 / Pro 11 / Pro 12.9 (24/20 in both orientations).
// [HIG-TV]      HIG Layout, tvOS: "inset primary content 60 points from the top and
//               bottom and 80 points from the sides"; HIG Game Center: "1920x1080 pt
//               (3840x2160 px @2x)".
// [MAC-OBS]     observations of a 13-inch MacBook Air: "stock mode (1470 x 956 on a
//               2560 x 1664 panel)"; the notched panel's safeAreaInsets top = 32.
//
// Windows of iPadOS 16 and later
// [UNITY-MT]    https://docs.unity3d.com/Manual/ios-ipad-multitasking-modes.html :
//               "iPadOS 9 to 15: Split View, Slide Over; iPadOS 16 to 18: Split View,
//               Slide Over, Stage Manager; iPadOS 26 and later: Full-Screen Apps,
//               Windowed Apps, Stage Manager ... both Windowed Apps and Stage Manager
//               allow freely resizable and repositionable windows."
// [HIG-MT]      https://developer.apple.com/design/human-interface-guidelines/multitasking
//               (2025-06-09): "When using windowed apps, app windows are resizable ...
//               The system provides window controls for common tiling configurations".
// [IPADOS26]    Apple's iPadOS 26 compatibility list, as reported (e.g. BGR via
//               worldofsoftware.org, 9to5Mac via insaro.site): iPad Pro (M4), 12.9-inch
//               (3rd generation and later), 11-inch (1st generation and later); iPad Air
//               (M2 and later), (3rd generation and later); iPad (A16), (8th generation
//               and later); iPad mini (A17 Pro), (5th generation and later). The iPad
//               (7th generation) is the one iPadOS 18 model left out.
//
// Models
// [DEVICEKIT]   repository devicekit/DeviceKit, Source/Device.swift.gyb: hardware
//               identifiers and names of every iPhone, iPod touch 5-7, iPad from iPad 2
//               and Apple TV, each linked to Apple's tech-specs page (support.apple.com),
//               including iPhone 17e "iPhone18,5", iPhone Air "iPhone18,4", iPad (A16)
//               "iPad15,7/8", iPad Air M4 "iPad16,8-11". Its M5 iPad Pro identifiers were
//               corrected to iPad17,1/2 (11-inch) and iPad17,3/4 (13-inch) by
//               https://github.com/devicekit/DeviceKit/pull/480 (DeviceKit 5.8.0).
// [IDS]         repository fieldnotescommunities/ios-device-identifiers,
//               ios-device-identifiers.json: the older identifiers DeviceKit lacks
//               (iPhone1,1, iPhone1,2, iPhone2,1, iPod1,1-iPod4,1, iPad1,1/1,2).
// [M5-IDS]      a GestaltEdit device-profile table (productType, marketing name,
//               regulatory model): "iPad17,1"/"iPad17,2" "iPad Pro 11-inch (M5)" A3357/
//               A3358, "iPad17,3"/"iPad17,4" "iPad Pro 13-inch (M5)" A3360/A3361,
//               "iPad16,8"-"iPad16,11" iPad Air 11/13-inch (M4) - agreeing with PR #480.
// [SIMCTL-13]   repository bitrise-io/go-xcode, destination/testdata/testout.go:
//               `xcrun simctl list devicetypes` of an Xcode 13 beta, each device type
//               with its "modelIdentifier": "iPhone Xs" iPhone11,2, "iPhone Xs Max"
//               iPhone11,4, "iPhone Xʀ" iPhone11,8, "iPhone SE (1st generation)",
//               "iPad Pro (12.9-inch) (1st generation)", "iPad Pro (11-inch) (1st
//               generation)" ... "iPad Air (5th generation)", "Apple TV" AppleTV5,3,
//               "Apple TV 4K" AppleTV6,2.
// [SIMCTL-24]   findsimulatorTests.swift (findsimulator, Alex da Franca, 2024):
//               `simctl list devices` output with "iPad Pro (11-inch) (4th
//               generation)", "iPad Pro (12.9-inch) (6th generation)", "iPad Air
//               11-inch (M2)", "iPad Air 13-inch (M2)", "iPad Pro 11-inch (M4)",
//               "iPad Pro 13-inch (M4)", "iPad (10th generation)".
// [SIMCTL-26]   device lists of Xcode 26 projects: "iPhone 17e", "iPhone Air",
//               "iPad mini (A17 Pro)", "iPad (A16)", "iPad Air 11-inch (M4)", "iPad Pro
//               11-inch (M5)", "iPad Pro 13-inch (M5)" (a Tools/ensure-devices.sh with
//               their CoreSimulator device types), "iPad Air 13-inch (M3)".
// [YEARS]       repository ebelinski/iosref, _subpages/memory-processor.md, the
//               "Released" column of every iPhone, iPad, iPod touch and Apple TV
//               (iPhone 17e 2026; iPad Air M4 2026; iPad Pro M5 2025 ...).
//
// Color gamut (Apple's tech-specs pages, support.apple.com, which say "Wide color
// display (P3)", were not in the stored copies searched; these were)
// [DEVCOMPAT]   https://developer.apple.com/library/archive/documentation/DeviceInformation/Reference/iOSDeviceCompatibility/Displays/Displays.html
//               (iOS Device Compatibility Reference, 2017-10-30), Table 2-2 "Color
//               Reproduction", "Native Color Space": sRGB for iPhone 6, 6 Plus, 6s, 6s
//               Plus, SE, iPad mini 4, iPad Air 2, iPad Pro (12.9-inch); Display P3 for
//               iPhone 7, 7 Plus, 8, 8 Plus, X, iPad Pro (9.7-inch), iPad Pro 10.5-inch,
//               iPad Pro 12.9-inch (2nd generation).
// [BJANGO]      https://gist.github.com/marcedwards/8236f288d8739641970b27c5ce9ee634
//               (Marc Edwards, "iPhone, iPad, and Apple Watch display sizes", 2023),
//               the first model of each iPhone screen: iPhone 1, 4, 5, 6, 6 Plus "sRGB";
//               iPhone 7, 7 Plus, X, XR, XS Max, 12 mini, 12, 12 Pro, 12 Pro Max, SE 2 "P3".
// [ANAND-97]    https://www.anandtech.com/show/10265/understanding-the-97-ipad-pros-true-tone-display
//               (2016-04-21): the 9.7-inch iPad Pro's DCI-P3 display has "25% greater
//               color saturation than the sRGB displays on previous iPads".
// [ANAND-7]     https://www.anandtech.com/show/10658/apple-announces-iphone-7-iphone-7-plus :
//               iPhone 7 and 7 Plus "IPS LCD, DCI-P3", 6s and 6s Plus "IPS LCD, sRGB".
// [ARS-AIR3]    https://pdaclub.pl/newsy/sprzet/apple-odswieza-ipada-air-oraz-mini.html
//               (after Ars Technica) on the iPad Air (3rd generation) and iPad mini
//               (5th generation): "Oba otrzymały także ekrany Retina z obsługą True
//               Tone i wsparcie dla profilu kolorów P3" (both have True Tone and P3).
// [MACSTORIES]  https://macdailynews.com/2020/04/02/adapting-apples-ipad-mini-to-work-and-play/ :
//               the 5th-generation iPad mini "added a Retina laminated screen with True
//               Tone, P3 color support".
// [MINI7]       https://biztechweekly.com/apple-ipad-mini-2024-powerful-a17-pro-chip-and-pro-pencil-support-boost-performance/ :
//               the iPad mini (A17 Pro) display "maintains its P3 wide color gamut".
// [COMPARE-2019] https://livesteching.com/news/02bb02f9198e/paginated/1 (a republished
//               colorimeter comparison of the 10.2-inch iPad, the 10.5-inch Air and the
//               7.9-inch mini of 2019): "the iPad produces 105% of the sRGB spectrum,
//               the Air 132%, and the mini 135%".
// [IPAD10]      https://macdailynews.com/2022/06/14/apples-new-entry-level-ipad-for-2022-to-feature-a14-chip-5g-larger-display-and-usb-c/amp
//               (9to5Mac's sources on the iPad (10th generation), before its release):
//               "wide color gamut with DCI-P3 ... will remain exclusive to the more
//               expensive iPads";
//               https://hometechreviewer.blogspot.com/2023/01/ipad-10th-gen.html measures
//               it at 101.2% of sRGB and 71.7% of DCI-P3.
// [IPOD7]       https://techbooky.com/post-title/apple-first-ipod-in-4-years : the iPod
//               touch (7th generation) changes only the chip; "It still has a 326ppi,
//               1136x640, 4-inch display with an 800:1 contrast ratio".
//
// CONVENTIONS
// - Sizes are UIScreen.bounds in points for an app with a launch storyboard,
//   normalised to portrait for phones and pads. The tv and mac profiles have
//   one natural orientation; `portraitSize` holds it.
// - `scale` is UIScreen.scale; `nativeScale`/`nativePixels` are those of the
//   physical screen [UIKIT-NATIVE][RULER-PR].
// - Safe areas describe a full-screen app linked against iOS 8 or later with
//   the status bar shown, under iOS / iPadOS 17-18 [UIKIT-STATUSBAR]; landscape
//   is landscape-left. For models that stop before iOS 8 (or before iOS 11,
//   which introduced safe areas) this is the same app on that screen. The
//   screens only iOS 26 models have (iPhone 17, 17 Pro, 17 Pro Max, Air) carry
//   the iOS 26 values a source gives [SNAP-17]. A model that shares a screen
//   with an older one (iPhone 17e with the 16e) shares its record.
// - Multitasking windows describe iPadOS 13-18 Split View / Slide Over (the
//   fixed 1/3, 1/2, 2/3 splits; the 10 pt divider is in neither window; Slide
//   Over is inset top and bottom). They belong to the screen [DEVTOOLS]. Where
//   a window was not measured on a screen, two rules measured on all six
//   screens of [DEVTOOLS] / [POINTFREE] give it: the two windows of a split
//   and the 10 pt divider fill the width, and the 1/2 windows are equal. Such
//   windows are marked DERIVED; windows neither measured nor derivable are
//   left out, with the reason beside the record.
// - `resizableWindows`: the freely resizable windows of Stage Manager and of
//   iPadOS 26 [UNITY-MT][HIG-MT], on every model that runs iPadOS 26
//   [IPADOS26]. Apple publishes no smallest window; the range starts at 320 x
//   320 pt, the narrowest window any iPad is measured to give an app (Slide
//   Over and Split View 1/3 [HACK-PRO][CHROMIUM-MT][DEVTOOLS]), so that every
//   measured window lies in the range. It is the catalog's floor, not a
//   published value.
// - `colorGamut` is the display's own: Display P3 where a source says so
//   (DEVCOMPAT's "Native Color Space", the tech specs' "Wide color (P3)"),
//   sRGB otherwise. Models are cited beside their rows; a model no source
//   names takes the gamut of a cited model with the same screen record, or
//   of its line, and is marked DERIVED with the model it follows (UNSOURCED
//   where it follows its line only). Every iPad before the 9.7-inch iPad
//   Pro is sRGB [ANAND-97], as is every iPhone before the 7 [DEVCOMPAT]
//   [BJANGO]. The Apple TV's gamut is the attached TV's and the Mac
//   window's the Mac display's: the catalog knows neither, so both are
//   sRGB, the default.

/// The built-in device models: every iPhone, iPod touch and iPad, the
/// Apple TV models and a Mac Catalyst window.
///
/// One entry per model, found by any of its names (the marketing name,
/// the Xcode simulator name, a hardware identifier or an alias):
///
///     DeviceCatalog.device(named: "iPhone Xʀ")?.name              // "iPhone XR"
///     DeviceCatalog.device(named: "iPad16,3")?.name               // "iPad Pro 11-inch (M4)"
///
/// Models that share a screen share every screen fact. Compiling solves
/// every layout on each screen, in both orientations and every
/// multitasking window, to warn of negative frames (`negative-size`);
/// `layoutc matrix` and `render` show the rules
/// on them. In an app, use the catalog for tests and previews:
///
///     for device in DeviceCatalog.all where device.idiom == .pad {
///         let traits = rules.evaluate(try LayoutEnvironment(device: device, orientation: .landscapeRight))
///         print(device.name, traits["columns"] ?? .identifier("unset"))
///     }
public enum DeviceCatalog {
    /// Every built-in model, one entry each: iPhones and iPod touches,
    /// iPads, then the other idioms, each family oldest first.
    public static let all: [DeviceProfile] = phones + pads + others

    /// One profile per distinct screen of ``all``, in the order of its first
    /// model, named after the models that share it ("iPhone 6 / 6s / 7 / 8",
    /// "iPad Pro 11-inch (1st, 2nd, 3rd, 4th generation)"). Where several
    /// models share it, its aliases and identifiers are empty: look models
    /// up in ``all``.
    package static let screens: [DeviceProfile] = groupedByScreen(all).map(screenProfile)

    /// Groups models that share every screen fact (size, scales, pixels,
    /// safe areas, size classes and windows; not the color gamut), keeping
    /// the order of first appearance in `devices` and the order of the
    /// models within a group.
    package static func groupedByScreen(_ devices: [DeviceProfile]) -> [[DeviceProfile]] {
        var groups: [[DeviceProfile]] = []
        var index: [DeviceProfile: Int] = [:]
        for device in devices {
            let key = screenKey(device)
            if let existing = index[key] {
                groups[existing].append(device)
            } else {
                index[key] = groups.count
                groups.append([device])
            }
        }
        return groups
    }

    /// A profile standing for models that share a screen (at least one):
    /// the first model's screen facts, named after all of them. Its color
    /// gamut is P3 only when every model's is: the iPhone 6 and 7 share
    /// one screen's geometry, and `(color-gamut: p3)` holds on only one.
    static func screenProfile(_ models: [DeviceProfile]) -> DeviceProfile {
        var profile = models[0]
        profile.name = screenName(models.map(\.name))
        profile.colorGamut = models.allSatisfy { $0.colorGamut == .p3 } ? .p3 : .srgb
        if models.count > 1 {
            profile.aliases = []
            profile.identifiers = []
            profile.simulatorNames = []
            profile.year = nil
        }
        return profile
    }

    /// A short name for models that share a screen: names that differ only
    /// in a parenthesized variant share it ("iPad Pro 11-inch (1st, 2nd, 3rd,
    /// 4th generation)"), the rest are joined by " / ", each later one
    /// without the first word they all share when what remains starts with
    /// a letter or digit ("iPhone 6 / 6s / 7 / 8").
    static func screenName(_ names: [String]) -> String {
        // Names by base ("iPad Air 11-inch"), in order of first appearance, with their variants ("M2").
        var bases: [(base: String, variants: [String])] = []
        for name in names {
            var base = name
            var variant: String?
            if name.hasSuffix(")"), let open = name.lastIndex(of: "("), open > name.startIndex {
                base = String(name[..<open]).trimmingSuffix(" ")
                variant = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
            }
            if let variant, let index = bases.firstIndex(where: { $0.base == base && !$0.variants.isEmpty }) {
                bases[index].variants.append(variant)
            } else {
                bases.append((base, variant.map { [$0] } ?? []))
            }
        }
        let merged = bases.map { entry -> String in
            guard !entry.variants.isEmpty else { return entry.base }
            let suffix = " generation"
            if entry.variants.count > 1, entry.variants.allSatisfy({ $0.hasSuffix(suffix) }) {
                let ordinals = entry.variants.map { String($0.dropLast(suffix.count)) }
                return "\(entry.base) (\(ordinals.joined(separator: ", "))\(suffix))"
            }
            return "\(entry.base) (\(entry.variants.joined(separator: ", ")))"
        }
        guard let first = merged.first else { return "" }
        let firstWord = first.split(separator: " ", maxSplits: 1).first.map(String.init) ?? first
        let shared = first.contains(" ") && merged.allSatisfy { $0.hasPrefix(firstWord + " ") }
        return ([first] + merged.dropFirst().map { name -> String in
            guard shared else { return name }
            let rest = name.dropFirst(firstWord.count + 1)
            return rest.first.map { $0.isLetter || $0.isNumber } == true ? String(rest) : name
        }).joined(separator: " / ")
    }

    /// The profile without anything that names it, nor its color gamut:
    /// equal for models that share a screen's geometry, which is what
    /// `screens` serve (matrices, maps, the layout checks).
    private static func screenKey(_ device: DeviceProfile) -> DeviceProfile {
        var key = device
        key.name = ""
        key.aliases = []
        key.identifiers = []
        key.simulatorNames = []
        key.year = nil
        key.colorGamut = .srgb
        return key
    }
}

extension String {
    /// The string without trailing copies of `character`.
    fileprivate func trimmingSuffix(_ character: Character) -> String {
        var result = Substring(self)
        while result.last == character { result = result.dropLast() }
        return String(result)
    }
}

// MARK: - Building the tables

extension DeviceCatalog {
    static let cr = SizeClasses(.compact, .regular)
    static let cc = SizeClasses(.compact, .compact)
    static let rc = SizeClasses(.regular, .compact)
    static let rr = SizeClasses(.regular, .regular)

    /// One model: a screen record with the model's names, identifiers,
    /// year and display gamut (required, so no model is sRGB by omission;
    /// models that share a screen record may differ in it, as the iPhone 6
    /// and 7 do). `resizable` gives it the windows of Stage Manager and
    /// iPadOS 26 (the models that run iPadOS 26 [IPADOS26]).
    static func model(
        _ name: String, _ screen: DeviceProfile, ids: [String], year: Int?, gamut: LayoutEnvironment.ColorGamut,
        simulator: [String] = [], aliases: [String] = [], resizable: Bool = false
    ) -> DeviceProfile {
        var profile = screen
        profile.name = name
        profile.identifiers = ids
        profile.simulatorNames = simulator
        profile.year = year
        profile.aliases = aliases
        profile.colorGamut = gamut
        if resizable { profile.resizableWindows = stageManager }
        return profile
    }

    /// The resizable windows of Stage Manager and iPadOS 26, from the
    /// catalog's 320 x 320 floor (see CONVENTIONS) to the screen.
    /// DERIVED: Apple publishes no smallest window; 320 is the narrowest
    /// window any iPad is measured to give an app (Slide Over, Split View
    /// 1/3 [HACK-PRO][CHROMIUM-MT][DEVTOOLS]), used for both sides so that
    /// every measured window lies in the range.
    static let stageManager = ResizableWindows(minimumSize: Size(width: 320, height: 320))

    /// An iPhone or iPod touch screen. `top`/`bottom` are the portrait
    /// insets; `side`/`landscapeBottom` the landscape-left ones. The status
    /// bar is hidden in landscape, so the landscape top is 0 before iOS 26
    /// [UIKIT-STATUSBAR]; `landscapeTop` is set for iOS 26-only screens.
    static func phone(
        points w: Double, _ h: Double, scale: Double, nativeScale: Double? = nil, pixels pw: Double, _ ph: Double,
        top: Double, bottom: Double = 0, side: Double = 0, landscapeTop: Double = 0, landscapeBottom: Double = 0,
        regularWidthInLandscape: Bool
    ) -> DeviceProfile {
        DeviceProfile(
            name: "", aliases: [], idiom: .phone, portraitSize: Size(width: w, height: h), scale: scale,
            nativeScale: nativeScale ?? scale, nativePixels: Size(width: pw, height: ph),
            portraitSafeArea: LayoutEdgeInsets(top: top, bottom: bottom),
            landscapeSafeArea: LayoutEdgeInsets(top: landscapeTop, left: side, bottom: landscapeBottom, right: side),
            portraitSizeClasses: cr, landscapeSizeClasses: regularWidthInLandscape ? rc : cc)
    }

    /// An iPad screen: regular/regular full screen in both orientations
    /// [HIG-LAYOUT]; `top`/`bottom` apply to both orientations [DEVTOOLS].
    static func pad(
        points w: Double, _ h: Double, scale: Double = 2, top: Double, bottom: Double = 0,
        windows: [MultitaskingWindow] = []
    ) -> DeviceProfile {
        DeviceProfile(
            name: "", aliases: [], idiom: .pad, portraitSize: Size(width: w, height: h), scale: scale,
            nativeScale: scale, nativePixels: Size(width: w * scale, height: h * scale),
            portraitSafeArea: LayoutEdgeInsets(top: top, bottom: bottom), landscapeSafeArea: LayoutEdgeInsets(top: top, bottom: bottom),
            portraitSizeClasses: rr, landscapeSizeClasses: rr, windows: windows)
    }
}
