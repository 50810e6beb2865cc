import LayoutRulesBase

// The screen records of the catalog: every fact a model's screen gives,
// cited beside each record ([KEY]s are listed in DeviceCatalog.swift).
// Models (DeviceCatalogModels.swift) take one record each and add their
// names, identifiers and year.

// MARK: - iPhone and iPod touch screens

extension DeviceCatalog {
    /// iPhone screens.
    enum PhoneScreen {
        /// 3.5-inch, 1x: [IOSREF] iPhone, 3G, 3GS, iPod touch 1-3: 320x480 @1x. Size
        /// classes as iOS 8+ reports them [HIG-LAYOUT]; status bar 20, gone in
        /// landscape for an app linked against iOS 8 [UIKIT-STATUSBAR] (the
        /// convention of every row; these models stop at iOS 3.1-6).
        static let inch35x1 = phone(points: 320, 480, scale: 1, pixels: 320, 480, top: 20, regularWidthInLandscape: false)
        /// 3.5-inch Retina: [IOSREF] iPhone 4, 4s, iPod touch 4: 320x480 @2x, 640x960.
        /// DERIVED: the 20 pt status bar, measured on the 4.7-inch [UYL-X][DEVTOOLS],
        /// is the one status bar of every iPhone before the X.
        static let inch35 = phone(points: 320, 480, scale: 2, pixels: 640, 960, top: 20, regularWidthInLandscape: false)
        /// 4-inch: [HIG-LAYOUT] "iPhone SE 4-inch 320x568 pt (640x1136 px @2x)",
        /// "iPod touch 5th gen+"; [IOSREF] 5, 5c, 5s, SE (gen 1), iPod touch 5-7.
        /// Insets [UYL-X][DEVTOOLS].
        static let inch4 = phone(points: 320, 568, scale: 2, pixels: 640, 1136, top: 20, regularWidthInLandscape: false)
        /// 4.7-inch: [HIG-LAYOUT] 375x667 pt (750x1334 px @2x), compact/compact in
        /// landscape; [IOSREF] 6, 6s, 7, 8, SE (gen 2, 3). Status bar 20 [UYL-X][DEVTOOLS].
        static let inch47 = phone(points: 375, 667, scale: 2, pixels: 750, 1334, top: 20, regularWidthInLandscape: false)
        /// 5.5-inch: [UIKIT-NATIVE] 414x736 at 3x = 1242x2208, sampled down to
        /// 1080x1920 (nativeScale 1080/414 [RULER-PR]); regular width in landscape
        /// [HIG-LAYOUT]; [IOSREF] 6+, 6s+, 7+, 8+. DERIVED: the 20 pt status bar, as
        /// on the 4.7-inch [UYL-X][DEVTOOLS].
        static let inch55 = phone(
            points: 414, 736, scale: 3, nativeScale: 1080.0 / 414.0, pixels: 1080, 1920, top: 20,
            regularWidthInLandscape: true)
        /// 5.8-inch notch: [HIG-LAYOUT] 375x812 pt (1125x2436 px @3x), compact/compact
        /// landscape; [IOSREF] X, XS, 11 Pro. Top 44, bottom 34 [DEVTOOLS]; landscape 44
        /// each side, bottom 21 [UYL-X][DEVTOOLS][KALEYRA].
        static let inch58 = phone(
            points: 375, 812, scale: 3, pixels: 1125, 2436, top: 44, bottom: 34, side: 44, landscapeBottom: 21,
            regularWidthInLandscape: false)
        /// 6.1-inch LCD: [HIG-LAYOUT] 414x896 pt (828x1792 px @2x), regular width in
        /// landscape; [IOSREF] XR, 11. Top 48 (iOS 14 and later), bottom 34/21
        /// [DEVTOOLS]; landscape (0, 48, 21, 48) [KALEYRA (iPhone 11)].
        static let inch61LCD = phone(
            points: 414, 896, scale: 2, pixels: 828, 1792, top: 48, bottom: 34, side: 48, landscapeBottom: 21,
            regularWidthInLandscape: true)
        /// 6.5-inch: [HIG-LAYOUT] 414x896 pt (1242x2688 px @3x), regular width in
        /// landscape; [IOSREF] XS Max, 11 Pro Max. Top 44, bottom 34/21 [DEVTOOLS];
        /// landscape sides 44 [SIMULATOR][KALEYRA].
        static let inch65 = phone(
            points: 414, 896, scale: 3, pixels: 1242, 2688, top: 44, bottom: 34, side: 44, landscapeBottom: 21,
            regularWidthInLandscape: true)
        /// 5.4-inch: UIKit reports 375x812 pt at scale 3 (1125x2436 rendered),
        /// downsampled to the 1080x2340 panel, nativeScale 2.88
        /// [IOSREF][IOSREF-SIM][MPOSPESE] - the HIG table's "360x780 pt" is the panel
        /// divided by 3. Compact/compact landscape [HIG-LAYOUT]. Top 50, bottom 34/21
        /// [DEVTOOLS][SIMULATOR]; landscape sides 50 [SIMULATOR].
        static let inch54 = phone(
            points: 375, 812, scale: 3, nativeScale: 2.88, pixels: 1080, 2340, top: 50, bottom: 34, side: 50,
            landscapeBottom: 21, regularWidthInLandscape: false)
        /// 6.1-inch notch: [HIG-LAYOUT] 390x844 pt (1170x2532 px @3x), compact/compact
        /// (rows 12, 12 Pro, 13, 13 Pro, 14, 16e); [IOSREF] "iPhone 17e and 16e and 14
        /// and 13 / 13 Pro and 12 / 12 Pro". Top 47, bottom 34 [DEVTOOLS][UYL-17
        /// (16e)]; landscape (0, 47, 21, 47) [SIMULATOR][SNAP-17 (16e)].
        static let inch61Notch = phone(
            points: 390, 844, scale: 3, pixels: 1170, 2532, top: 47, bottom: 34, side: 47, landscapeBottom: 21,
            regularWidthInLandscape: false)
        /// 6.7-inch notch: [HIG-LAYOUT] 428x926 pt (1284x2778 px @3x), regular width in
        /// landscape; [IOSREF] 12 Pro Max, 13 Pro Max, 14 Plus. Top 47/34 [DEVTOOLS];
        /// landscape sides 47 [SIMULATOR (13 Pro Max)]. DERIVED: the landscape bottom,
        /// 21, the home indicator's inset on every other Face ID iPhone measured.
        static let inch67Notch = phone(
            points: 428, 926, scale: 3, pixels: 1284, 2778, top: 47, bottom: 34, side: 47, landscapeBottom: 21,
            regularWidthInLandscape: true)
        /// 6.1-inch Dynamic Island: [HIG-LAYOUT] 393x852 pt (1179x2556 px @3x),
        /// compact/compact; [IOSREF] 14 Pro, 15, 15 Pro, 16. Insets (59, 0, 34, 0) /
        /// (0, 59, 21, 59) [CSL].
        static let inch61Island = phone(
            points: 393, 852, scale: 3, pixels: 1179, 2556, top: 59, bottom: 34, side: 59, landscapeBottom: 21,
            regularWidthInLandscape: false)
        /// 6.7-inch Dynamic Island: [HIG-LAYOUT] 430x932 pt (1290x2796 px @3x), regular
        /// width in landscape; [IOSREF] 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus. Insets
        /// as the 6.1-inch Dynamic Island screen [CSL].
        static let inch67Island = phone(
            points: 430, 932, scale: 3, pixels: 1290, 2796, top: 59, bottom: 34, side: 59, landscapeBottom: 21,
            regularWidthInLandscape: true)
        /// 6.3-inch under iOS 18 (16 Pro): [HIG-LAYOUT] 402x874 pt (1206x2622 px @3x),
        /// compact/compact. Insets (62, 0, 34, 0) / (0, 62, 21, 62) [UYL-16].
        static let inch63 = phone(
            points: 402, 874, scale: 3, pixels: 1206, 2622, top: 62, bottom: 34, side: 62, landscapeBottom: 21,
            regularWidthInLandscape: false)
        /// 6.9-inch under iOS 18 (16 Pro Max): [HIG-LAYOUT] 440x956 pt (1320x2868 px
        /// @3x), regular width in landscape. Top 62, bottom 34 [UYL-17 (17 Pro Max,
        /// same panel)]; landscape (0, 62, 21, 62) [SNAP-17 (16 Pro Max)].
        static let inch69 = phone(
            points: 440, 956, scale: 3, pixels: 1320, 2868, top: 62, bottom: 34, side: 62, landscapeBottom: 21,
            regularWidthInLandscape: true)
        /// 6.3-inch of the iOS 26-only iPhone 17 and 17 Pro: [HIG-LAYOUT] 402x874 pt
        /// (1206x2622 px @3x), compact/compact. Top 62, bottom 34 [UYL-17]; landscape
        /// (20, 62, 20, 62) [SNAP-17].
        static let inch63iOS26 = phone(
            points: 402, 874, scale: 3, pixels: 1206, 2622, top: 62, bottom: 34, side: 62, landscapeTop: 20,
            landscapeBottom: 20, regularWidthInLandscape: false)
        /// 6.9-inch of the iOS 26-only iPhone 17 Pro Max: [HIG-LAYOUT] 440x956 pt
        /// (1320x2868 px @3x), regular width in landscape. Top 62, bottom 34 [UYL-17];
        /// landscape (20, 62, 20, 62) [SNAP-17].
        static let inch69iOS26 = phone(
            points: 440, 956, scale: 3, pixels: 1320, 2868, top: 62, bottom: 34, side: 62, landscapeTop: 20,
            landscapeBottom: 20, regularWidthInLandscape: true)
        /// iPhone Air: [HIG-LAYOUT] 420x912 pt (1260x2736 px @3x), regular width in
        /// landscape. Top 68, bottom 34 [UYL-17]; landscape (20, 68, 29, 68) [SNAP-17].
        static let air = phone(
            points: 420, 912, scale: 3, pixels: 1260, 2736, top: 68, bottom: 34, side: 68, landscapeTop: 20,
            landscapeBottom: 29, regularWidthInLandscape: true)
    }
}

// MARK: - iPad screens

extension DeviceCatalog {
    /// Split View and Slide Over windows. Portrait windows are all
    /// compact/regular; in landscape 2/3 is regular/regular, 1/2 is
    /// compact/regular except on 12.9-inch screens, 1/3 and Slide Over are
    /// compact/regular [DEVTOOLS][GUMOB]. There is no portrait 1/2 [MT-SUPPORT].
    static func windows(
        portraitHeight ph: Double, landscapeHeight lh: Double,
        portraitTwoThirds p23: Double, portraitOneThird p13: Double, portraitSlideOver pso: Size?,
        landscapeTwoThirds l23: Double, landscapeHalf l12: Double, landscapeOneThird l13: Double,
        landscapeSlideOver lso: Size?, halfIsRegular: Bool = false
    ) -> [MultitaskingWindow] {
        var result = [
            MultitaskingWindow(.splitTwoThirds, landscape: false, size: Size(width: p23, height: ph), sizeClasses: cr),
            MultitaskingWindow(.splitOneThird, landscape: false, size: Size(width: p13, height: ph), sizeClasses: cr),
        ]
        if let pso { result.append(MultitaskingWindow(.slideOver, landscape: false, size: pso, sizeClasses: cr)) }
        result += [
            MultitaskingWindow(.splitTwoThirds, landscape: true, size: Size(width: l23, height: lh), sizeClasses: rr),
            MultitaskingWindow(
                .splitHalf, landscape: true, size: Size(width: l12, height: lh), sizeClasses: halfIsRegular ? rr : cr),
            MultitaskingWindow(.splitOneThird, landscape: true, size: Size(width: l13, height: lh), sizeClasses: cr),
        ]
        if let lso { result.append(MultitaskingWindow(.slideOver, landscape: true, size: lso, sizeClasses: cr)) }
        return result
    }

    /// Slide Over only (iPad Air, mini 2 and 3) [MT-SUPPORT]; the window of
    /// the other 768x1024 home-button iPads [DEVTOOLS][HACK-PRO].
    static let slideOverOnly768: [MultitaskingWindow] = [
        MultitaskingWindow(.slideOver, landscape: false, size: Size(width: 320, height: 984), sizeClasses: cr),
        MultitaskingWindow(.slideOver, landscape: true, size: Size(width: 320, height: 728), sizeClasses: cr),
    ]

    // Window sets per screen [DEVTOOLS ipad-data.dart, iPadOS 14], checked
    // against [POINTFREE] (the 768, 834x1112, 834x1194 and 1024x1366 splits),
    // [CHROMIUM-MT] (Slide Over 320 / 375, half 507), [HACK-PRO] (320 pt narrow
    // app; Slide Over 40 pt shorter on home-button iPads) and the arithmetic
    // width = screen - 10 pt divider - other window.

    /// 768x1024 home-button iPads with Split View (Air 2, mini 4/5, iPad 5/6, Pro 9.7).
    static let windows768 = windows(
        portraitHeight: 1024, landscapeHeight: 768,
        portraitTwoThirds: 438, portraitOneThird: 320, portraitSlideOver: Size(width: 320, height: 984),
        landscapeTwoThirds: 694, landscapeHalf: 507, landscapeOneThird: 320,
        landscapeSlideOver: Size(width: 320, height: 728))

    /// 810x1080 (10.2-inch iPad 7/8/9).
    static let windows810 = windows(
        portraitHeight: 1080, landscapeHeight: 810,
        portraitTwoThirds: 480, portraitOneThird: 320, portraitSlideOver: Size(width: 320, height: 1040),
        landscapeTwoThirds: 750, landscapeHalf: 535, landscapeOneThird: 320,
        landscapeSlideOver: Size(width: 320, height: 770))

    /// 834x1112 (10.5-inch iPad Pro, iPad Air 3).
    static let windows834x1112 = windows(
        portraitHeight: 1112, landscapeHeight: 834,
        portraitTwoThirds: 504, portraitOneThird: 320, portraitSlideOver: Size(width: 320, height: 1072),
        landscapeTwoThirds: 782, landscapeHalf: 551, landscapeOneThird: 320,
        landscapeSlideOver: Size(width: 320, height: 794))

    /// 820x1180 (10.9 / 11-inch with a home indicator: measured on the Air 4
    /// [DEVTOOLS]; the same screen, so the same windows, on the Air 5, the
    /// Air 11-inch and the iPad 10th generation / A16).
    static let windows820 = windows(
        portraitHeight: 1180, landscapeHeight: 820,
        portraitTwoThirds: 490, portraitOneThird: 320, portraitSlideOver: Size(width: 320, height: 1132),
        landscapeTwoThirds: 795, landscapeHalf: 585, landscapeOneThird: 375,
        landscapeSlideOver: Size(width: 375, height: 772))

    /// 834x1194 (11-inch iPad Pro 1st-4th generation).
    static let windows834x1194 = windows(
        portraitHeight: 1194, landscapeHeight: 834,
        portraitTwoThirds: 504, portraitOneThird: 320, portraitSlideOver: Size(width: 320, height: 1146),
        landscapeTwoThirds: 809, landscapeHalf: 592, landscapeOneThird: 375,
        landscapeSlideOver: Size(width: 375, height: 786))

    /// 1024x1366 with a home indicator (12.9-inch iPad Pro 3rd-6th
    /// generation; the same screen on the Air 13-inch): here even the
    /// landscape 1/2 window is regular width [GUMOB][DEVTOOLS].
    static let windows1024 = windows(
        portraitHeight: 1366, landscapeHeight: 1024,
        portraitTwoThirds: 639, portraitOneThird: 375, portraitSlideOver: Size(width: 375, height: 1318),
        landscapeTwoThirds: 981, landscapeHalf: 678, landscapeOneThird: 375,
        landscapeSlideOver: Size(width: 375, height: 976), halfIsRegular: true)

    /// 1024x1366 with a home button (12.9-inch iPad Pro 1st/2nd generation):
    /// the splits [DEVTOOLS][GUMOB][POINTFREE]. No Slide Over: its only source,
    /// [DEVTOOLS], gives these models the heights of the Face ID models
    /// (1318 / 976), against the 40 pt inset that [HACK-PRO] and [DEVTOOLS]
    /// measure on every other home-button iPad; no measurement decides.
    static let windows1024HomeButton = windows(
        portraitHeight: 1366, landscapeHeight: 1024,
        portraitTwoThirds: 639, portraitOneThird: 375, portraitSlideOver: nil,
        landscapeTwoThirds: 981, landscapeHalf: 678, landscapeOneThird: 375,
        landscapeSlideOver: nil, halfIsRegular: true)

    /// 744x1133 (iPad mini 6th generation and A17 Pro): the landscape uneven
    /// split is measured [HACK-MINI]: 748 (regular) and 375 (compact); 748 +
    /// 10 + 375 = 1133. DERIVED: the landscape 1/2, (1133 - 10) / 2 = 561.5,
    /// compact like every 1/2 window under 678 pt [GUMOB]. Left out: the
    /// portrait splits and Slide Over, which no source measures on this
    /// screen and no rule gives (the narrow window is 320 or 375 pt depending
    /// on the screen).
    static let windows744: [MultitaskingWindow] = [
        MultitaskingWindow(.splitTwoThirds, landscape: true, size: Size(width: 748, height: 744), sizeClasses: rr),
        MultitaskingWindow(.splitHalf, landscape: true, size: Size(width: 561.5, height: 744), sizeClasses: cr),
        MultitaskingWindow(.splitOneThird, landscape: true, size: Size(width: 375, height: 744), sizeClasses: cr),
    ]

    /// 834x1210 (11-inch iPad Pro, M4 and M5). DERIVED: the landscape 1/2,
    /// (1210 - 10) / 2 = 600, compact like every 1/2 window below the 12.9-inch
    /// [GUMOB]. Left out: the uneven splits and Slide Over, measured by no
    /// source on this screen.
    static let windows834x1210: [MultitaskingWindow] = [
        MultitaskingWindow(.splitHalf, landscape: true, size: Size(width: 600, height: 834), sizeClasses: cr)
    ]

    /// 1032x1376 (13-inch iPad Pro, M4 and M5). DERIVED: the landscape 1/2,
    /// (1376 - 10) / 2 = 683, regular like the 12.9-inch's 678 [GUMOB] (and
    /// wider than every compact window measured). Left out: the uneven
    /// splits and Slide Over, measured by no source on this screen.
    static let windows1032: [MultitaskingWindow] = [
        MultitaskingWindow(.splitHalf, landscape: true, size: Size(width: 683, height: 1032), sizeClasses: rr)
    ]

    /// iPad screens.
    enum PadScreen {
        /// 1x iPads: [IOSREF] iPad (gen 1, 2) 9.7" and iPad mini (gen 1) 7.9":
        /// 768x1024 @1x. Status bar 20 [DEVTOOLS]. No Slide Over / Split View
        /// [MT-SUPPORT].
        static let inch97x1 = pad(points: 768, 1024, scale: 1, top: 20)
        /// 9.7-inch Retina without multitasking: [IOSREF] iPad (gen 3), iPad 4:
        /// 768x1024 @2x [MT-SUPPORT]. Status bar 20, as on every home-button iPad
        /// [HACK-PRO].
        static let inch97 = pad(points: 768, 1024, top: 20)
        /// 768x1024 @2x with Slide Over only (iPad Air, mini 2, mini 3) [MT-SUPPORT].
        static let inch97SlideOver = pad(points: 768, 1024, top: 20, windows: slideOverOnly768)
        /// 768x1024 @2x with Split View: [HIG-LAYOUT] iPad Air 9.7-inch, iPad
        /// 9.7-inch, iPad Pro 9.7-inch, iPad mini 7.9-inch: 768x1024 pt (1536x2048 px
        /// @2x). Windows [DEVTOOLS] (Air 2, iPad 5/6, Pro 9.7, mini 4/5), [GUMOB],
        /// [HACK-PRO], [POINTFREE].
        static let inch97Split = pad(points: 768, 1024, top: 20, windows: windows768)
        /// 10.2-inch: [HIG-LAYOUT] 810x1080 pt (1620x2160 px @2x). Windows [DEVTOOLS].
        static let inch102 = pad(points: 810, 1080, top: 20, windows: windows810)
        /// 10.5-inch: [HIG-LAYOUT] iPad Pro 10.5-inch and iPad Air 10.5-inch: 834x1112
        /// pt (1668x2224 px @2x). Windows [DEVTOOLS][POINTFREE].
        static let inch105 = pad(points: 834, 1112, top: 20, windows: windows834x1112)
        /// 10.9 / 11-inch with a home indicator: [HIG-LAYOUT] iPad Air 10.9-inch,
        /// iPad Air 11-inch, iPad 11-inch: 820x1180 pt (1640x2360 px @2x). Insets 24/20
        /// in both orientations [DEVTOOLS][SIMULATOR (Air 4)][UYL-IPAD24 (iPad 10th
        /// generation, Air 11-inch)]. Windows [DEVTOOLS] (see windows820).
        static let inch109 = pad(points: 820, 1180, top: 24, bottom: 20, windows: windows820)
        /// 8.3-inch: [HIG-LAYOUT] iPad mini 8.3-inch 744x1133 pt (1488x2266 px @2x);
        /// [IOSREF] mini gen 6 and 7. Insets 24/20 [SIMULATOR (mini 6)]. Windows
        /// [HACK-MINI] (see windows744).
        static let inch83 = pad(points: 744, 1133, top: 24, bottom: 20, windows: windows744)
        /// 11-inch 1st-4th generation: [HIG-LAYOUT] 834x1194 pt (1668x2388 px @2x).
        /// Insets 24/20 [DEVTOOLS][SIMULATOR][KALEYRA]. Windows [DEVTOOLS][GUMOB][POINTFREE].
        static let inch11 = pad(points: 834, 1194, top: 24, bottom: 20, windows: windows834x1194)
        /// 12.9-inch with a home button (1st / 2nd generation): [HIG-LAYOUT]
        /// 1024x1366 pt (2048x2732 px @2x). Status bar 20 [DEVTOOLS]. Windows: see
        /// windows1024HomeButton.
        static let inch129HomeButton = pad(points: 1024, 1366, top: 20, windows: windows1024HomeButton)
        /// 12.9 / 13-inch with a home indicator: [HIG-LAYOUT] iPad Pro 12.9-inch and
        /// iPad Air 13-inch: 1024x1366 pt (2048x2732 px @2x); [IOSREF] "iPad Pro 12.9"
        /// (gen 6, 5, 4, 3, 2, 1) and iPad Air 13" (gen 6)". Insets 24/20
        /// [DEVTOOLS][SIMULATOR][KALEYRA][UYL-IPAD24 (Air 13-inch)]. Windows
        /// [DEVTOOLS][GUMOB][POINTFREE] (the 12.9-inch Pro; the same screen on the
        /// Air 13-inch).
        static let inch129 = pad(points: 1024, 1366, top: 24, bottom: 20, windows: windows1024)
        /// 11-inch M4 and later: [HIG-LAYOUT] iPad Pro 11-inch 834x1210 pt (1668x2420
        /// px @2x); [IOSREF] "iPad Pro 11" (gen 6)". Insets 24/20 in both orientations
        /// [UYL-IPAD24]. Windows: see windows834x1210.
        static let inch11M4 = pad(points: 834, 1210, top: 24, bottom: 20, windows: windows834x1210)
        /// 13-inch iPad Pro: [HIG-LAYOUT] 1032x1376 pt (2064x2752 px @2x); [IOSREF]
        /// "iPad Pro 13"". Insets 24/20 [UYL-IPAD24]. Windows: see windows1032.
        static let inch13 = pad(points: 1032, 1376, top: 24, bottom: 20, windows: windows1032)
    }

    /// Screens of the other idioms.
    enum OtherScreen {
        /// Apple TV: 1920x1080 pt; HD at 1x, 4K at 2x (3840x2160 px) [DEVTOOLS
        /// tv-data][HIG-TV]. Safe area: the HIG's 60 pt top and bottom, 80 pt sides
        /// [HIG-TV]. Size classes: Apple documents none for tvOS (UITraitCollection's
        /// horizontalSizeClass and verticalSizeClass give only the .unspecified
        /// default); regular/compact is the `@device` default for the idiom
        /// (Grammar.md), kept so that tv rules have a catalog device. A convention,
        /// not a device fact.
        static func tv(scale: Double) -> DeviceProfile {
            DeviceProfile(
                name: "", aliases: [], idiom: .tv, portraitSize: Size(width: 1920, height: 1080), scale: scale,
                nativeScale: scale, nativePixels: Size(width: 1920 * scale, height: 1080 * scale),
                portraitSafeArea: LayoutEdgeInsets(top: 60, left: 80, bottom: 60, right: 80),
                landscapeSafeArea: LayoutEdgeInsets(top: 60, left: 80, bottom: 60, right: 80),
                portraitSizeClasses: rc, landscapeSizeClasses: rc)
        }
        /// Mac: a Mac Catalyst app ("Optimize for Mac", idiom .mac) in a
        /// full-screen window on a 13-inch MacBook Air (M2 and later), "looks like"
        /// 1470x956 pt rendered at 2x and sampled down to the 2560x1664 panel
        /// [MAC-OBS]; nativeScale is the physical screen's pixels per point,
        /// 2560/1470, by its definition [UIKIT-NATIVE]. The notch gives a 32 pt top
        /// safe area [MAC-OBS]. Size classes: regular/regular, the `@device` default
        /// for the idiom (Grammar.md); Apple documents no value. A convention, not a
        /// device fact.
        static let mac = DeviceProfile(
            name: "", aliases: [], idiom: .mac, portraitSize: Size(width: 1470, height: 956), scale: 2,
            nativeScale: 2560.0 / 1470.0, nativePixels: Size(width: 2560, height: 1664),
            portraitSafeArea: LayoutEdgeInsets(top: 32), landscapeSafeArea: LayoutEdgeInsets(top: 32),
            portraitSizeClasses: rr, landscapeSizeClasses: rr)
    }
}
