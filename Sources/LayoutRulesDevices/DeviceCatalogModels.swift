import LayoutRulesBase

// The models of the catalog, one entry each, oldest first within a family:
// Apple's marketing name, every hardware identifier, the Xcode simulator
// names where they differ from the marketing name, the year and the screen
// record (DeviceCatalogScreens.swift).
//
// Marketing names are those of Apple's tech-specs pages as [DEVICEKIT]
// links them ("iPhone XS", "iPad Pro 12.9-inch (3rd generation)"), and of
// [M5-IDS] for the models after it; identifiers [DEVICEKIT] (M5 iPad Pro as
// corrected by its PR #480, agreeing with [M5-IDS]) and [IDS] for the models
// before the iPhone 4 and iPad 2; simulator names [SIMCTL-13], [SIMCTL-24],
// [SIMCTL-26]; years [YEARS]. Aliases are short names for `--device`; a
// family alias ("iPad Pro 13", "iPad Air 11") names the newest model of that
// family and screen.
//
// A model released after the sources of its screen record shares the record
// of a model with the same panel: [DEVICEKIT] gives each model's diagonal,
// aspect ratio and pixel density, the same for the iPad Air 11-inch (M2, M3,
// M4: 10.9", 41:59, 264 ppi), the Air 13-inch (M2, M3, M4: 12.9", 264 ppi),
// the iPad (10th generation) and (A16), the iPad mini (6th generation) and
// (A17 Pro) (8.3", 744:1133, 326 ppi), and the iPad Pro 11-inch and 13-inch
// (M4) and (M5).
//
// Color gamuts (`gamut:`) are cited in the comment above each group of rows
// (sources in DeviceCatalog.swift, "Color gamut"). DERIVED(model) marks a
// model no source names that takes the gamut of a cited model with the same
// screen record (or display); UNSOURCED marks one that shares no screen with
// a cited model and takes the gamut the cited models of its line (iPhone,
// iPad, iPad Air, mini, Pro) have.

extension DeviceCatalog {
    static let phones: [DeviceProfile] = {
        typealias S = PhoneScreen
        return [
            // 3.5-inch, 1x. Identifiers [IDS]; no simulator exists for these.
            // Gamut: iPhone sRGB [BJANGO]; 3G, 3GS, iPod touch 1-3 DERIVED(iPhone).
            model("iPhone", S.inch35x1, ids: ["iPhone1,1"], year: 2007, gamut: .srgb, aliases: ["iPhone 1", "iPhone 2G", "original iPhone"]),
            model("iPhone 3G", S.inch35x1, ids: ["iPhone1,2"], year: 2008, gamut: .srgb, aliases: ["3G"]),
            model("iPhone 3GS", S.inch35x1, ids: ["iPhone2,1"], year: 2009, gamut: .srgb, aliases: ["3GS"]),
            model("iPod touch (1st generation)", S.inch35x1, ids: ["iPod1,1"], year: 2007, gamut: .srgb, aliases: ["iPod touch 1"]),
            model("iPod touch (2nd generation)", S.inch35x1, ids: ["iPod2,1"], year: 2008, gamut: .srgb, aliases: ["iPod touch 2"]),
            model("iPod touch (3rd generation)", S.inch35x1, ids: ["iPod3,1"], year: 2009, gamut: .srgb, aliases: ["iPod touch 3"]),
            // 3.5-inch Retina. Gamut: iPhone 4 sRGB [BJANGO]; 4s, iPod touch 4 DERIVED(iPhone 4).
            model("iPhone 4", S.inch35, ids: ["iPhone3,1", "iPhone3,2", "iPhone3,3"], year: 2010, gamut: .srgb, aliases: ["4"]),
            model("iPhone 4s", S.inch35, ids: ["iPhone4,1"], year: 2011, gamut: .srgb, aliases: ["4s"]),
            model("iPod touch (4th generation)", S.inch35, ids: ["iPod4,1"], year: 2010, gamut: .srgb, aliases: ["iPod touch 4"]),
            // 4-inch. Gamut: iPhone 5 sRGB [BJANGO], SE sRGB [DEVCOMPAT]; 5c, 5s and
            // iPod touch 5, 6 DERIVED(iPhone 5); iPod touch 7 DERIVED(iPod touch 6),
            // whose display it keeps [IPOD7].
            model("iPhone 5", S.inch4, ids: ["iPhone5,1", "iPhone5,2"], year: 2012, gamut: .srgb, aliases: ["5"]),
            model("iPhone 5c", S.inch4, ids: ["iPhone5,3", "iPhone5,4"], year: 2013, gamut: .srgb, aliases: ["5c"]),
            model("iPhone 5s", S.inch4, ids: ["iPhone6,1", "iPhone6,2"], year: 2013, gamut: .srgb, aliases: ["5s"]),
            model(
                "iPhone SE (1st generation)", S.inch4, ids: ["iPhone8,4"], year: 2016, gamut: .srgb,
                aliases: ["iPhone SE 1", "iPhone SE 2016", "SE 1"]),
            model("iPod touch (5th generation)", S.inch4, ids: ["iPod5,1"], year: 2012, gamut: .srgb, aliases: ["iPod touch 5"]),
            model("iPod touch (6th generation)", S.inch4, ids: ["iPod7,1"], year: 2015, gamut: .srgb, aliases: ["iPod touch 6"]),
            model(
                "iPod touch (7th generation)", S.inch4, ids: ["iPod9,1"], year: 2019, gamut: .srgb,
                aliases: ["iPod touch 7", "iPod touch"]),
            // 4.7-inch. Gamut: 6, 6s sRGB and 7, 8 P3 [DEVCOMPAT][ANAND-7]; SE 2 P3
            // [BJANGO]; SE 3 DERIVED(SE 2).
            model("iPhone 6", S.inch47, ids: ["iPhone7,2"], year: 2014, gamut: .srgb, aliases: ["6"]),
            model("iPhone 6s", S.inch47, ids: ["iPhone8,1"], year: 2015, gamut: .srgb, aliases: ["6s"]),
            model("iPhone 7", S.inch47, ids: ["iPhone9,1", "iPhone9,3"], year: 2016, gamut: .p3, aliases: ["7"]),
            model("iPhone 8", S.inch47, ids: ["iPhone10,1", "iPhone10,4"], year: 2017, gamut: .p3, aliases: ["8"]),
            model(
                "iPhone SE (2nd generation)", S.inch47, ids: ["iPhone12,8"], year: 2020, gamut: .p3,
                aliases: ["iPhone SE 2", "iPhone SE 2020", "SE 2"]),
            model(
                "iPhone SE (3rd generation)", S.inch47, ids: ["iPhone14,6"], year: 2022, gamut: .p3,
                aliases: ["iPhone SE 3", "iPhone SE 2022", "SE 3"]),
            // 5.5-inch. Gamut: 6 Plus, 6s Plus sRGB and 7 Plus, 8 Plus P3 [DEVCOMPAT].
            model("iPhone 6 Plus", S.inch55, ids: ["iPhone7,1"], year: 2014, gamut: .srgb, aliases: ["6 Plus", "iPhone 6+"]),
            model("iPhone 6s Plus", S.inch55, ids: ["iPhone8,2"], year: 2015, gamut: .srgb, aliases: ["6s Plus", "iPhone 6s+"]),
            model(
                "iPhone 7 Plus", S.inch55, ids: ["iPhone9,2", "iPhone9,4"], year: 2016, gamut: .p3, aliases: ["7 Plus", "iPhone 7+"]),
            model(
                "iPhone 8 Plus", S.inch55, ids: ["iPhone10,2", "iPhone10,5"], year: 2017, gamut: .p3, aliases: ["8 Plus", "iPhone 8+"]),
            // 5.8-inch. Gamut: X P3 [DEVCOMPAT]; XS, 11 Pro DERIVED(X).
            model("iPhone X", S.inch58, ids: ["iPhone10,3", "iPhone10,6"], year: 2017, gamut: .p3, aliases: ["X", "iPhone 10"]),
            model("iPhone XS", S.inch58, ids: ["iPhone11,2"], year: 2018, gamut: .p3, simulator: ["iPhone Xs"], aliases: ["XS"]),
            model("iPhone 11 Pro", S.inch58, ids: ["iPhone12,3"], year: 2019, gamut: .p3, aliases: ["11 Pro"]),
            // 6.1-inch LCD. Gamut: XR P3 [BJANGO]; 11 DERIVED(XR).
            model("iPhone XR", S.inch61LCD, ids: ["iPhone11,8"], year: 2018, gamut: .p3, simulator: ["iPhone Xʀ"], aliases: ["XR"]),
            model("iPhone 11", S.inch61LCD, ids: ["iPhone12,1"], year: 2019, gamut: .p3, aliases: ["11"]),
            // 6.5-inch. Gamut: XS Max P3 [BJANGO]; 11 Pro Max DERIVED(XS Max).
            model(
                "iPhone XS Max", S.inch65, ids: ["iPhone11,4", "iPhone11,6"], year: 2018, gamut: .p3, simulator: ["iPhone Xs Max"],
                aliases: ["XS Max"]),
            model("iPhone 11 Pro Max", S.inch65, ids: ["iPhone12,5"], year: 2019, gamut: .p3, aliases: ["11 Pro Max"]),
            // 5.4-inch. Gamut: 12 mini P3 [BJANGO]; 13 mini DERIVED(12 mini).
            model("iPhone 12 mini", S.inch54, ids: ["iPhone13,1"], year: 2020, gamut: .p3, aliases: ["12 mini"]),
            model("iPhone 13 mini", S.inch54, ids: ["iPhone14,4"], year: 2021, gamut: .p3, aliases: ["13 mini"]),
            // 6.1-inch notch. Gamut: 12, 12 Pro P3 [BJANGO]; 13, 13 Pro, 14, 16e, 17e
            // DERIVED(12).
            model("iPhone 12", S.inch61Notch, ids: ["iPhone13,2"], year: 2020, gamut: .p3, aliases: ["12"]),
            model("iPhone 12 Pro", S.inch61Notch, ids: ["iPhone13,3"], year: 2020, gamut: .p3, aliases: ["12 Pro"]),
            model("iPhone 13", S.inch61Notch, ids: ["iPhone14,5"], year: 2021, gamut: .p3, aliases: ["13"]),
            model("iPhone 13 Pro", S.inch61Notch, ids: ["iPhone14,2"], year: 2021, gamut: .p3, aliases: ["13 Pro"]),
            model("iPhone 14", S.inch61Notch, ids: ["iPhone14,7"], year: 2022, gamut: .p3, aliases: ["14"]),
            model("iPhone 16e", S.inch61Notch, ids: ["iPhone17,5"], year: 2025, gamut: .p3, aliases: ["16e"]),
            // The 17e runs only iOS 26, but no source gives its iOS 26 insets: it
            // has the 16e's screen [IOSREF] (6.1-inch, 460 ppi, no Dynamic Island
            // [DEVICEKIT]) and shares its record (see CONVENTIONS).
            model("iPhone 17e", S.inch61Notch, ids: ["iPhone18,5"], year: 2026, gamut: .p3, aliases: ["17e"]),
            // 6.7-inch notch. Gamut: 12 Pro Max P3 [BJANGO]; 13 Pro Max, 14 Plus
            // DERIVED(12 Pro Max).
            model("iPhone 12 Pro Max", S.inch67Notch, ids: ["iPhone13,4"], year: 2020, gamut: .p3, aliases: ["12 Pro Max"]),
            model("iPhone 13 Pro Max", S.inch67Notch, ids: ["iPhone14,3"], year: 2021, gamut: .p3, aliases: ["13 Pro Max"]),
            model("iPhone 14 Plus", S.inch67Notch, ids: ["iPhone14,8"], year: 2022, gamut: .p3, aliases: ["14 Plus", "iPhone 14+"]),
            // The Dynamic Island, 6.3, 6.9-inch and Air screens: gamut UNSOURCED, P3 as
            // every iPhone from the 7 on [DEVCOMPAT][BJANGO].
            // 6.1-inch Dynamic Island.
            model("iPhone 14 Pro", S.inch61Island, ids: ["iPhone15,2"], year: 2022, gamut: .p3, aliases: ["14 Pro"]),
            model("iPhone 15", S.inch61Island, ids: ["iPhone15,4"], year: 2023, gamut: .p3, aliases: ["15"]),
            model("iPhone 15 Pro", S.inch61Island, ids: ["iPhone16,1"], year: 2023, gamut: .p3, aliases: ["15 Pro"]),
            model("iPhone 16", S.inch61Island, ids: ["iPhone17,3"], year: 2024, gamut: .p3, aliases: ["16"]),
            // 6.7-inch Dynamic Island.
            model("iPhone 14 Pro Max", S.inch67Island, ids: ["iPhone15,3"], year: 2022, gamut: .p3, aliases: ["14 Pro Max"]),
            model("iPhone 15 Plus", S.inch67Island, ids: ["iPhone15,5"], year: 2023, gamut: .p3, aliases: ["15 Plus", "iPhone 15+"]),
            model("iPhone 15 Pro Max", S.inch67Island, ids: ["iPhone16,2"], year: 2023, gamut: .p3, aliases: ["15 Pro Max"]),
            model("iPhone 16 Plus", S.inch67Island, ids: ["iPhone17,4"], year: 2024, gamut: .p3, aliases: ["16 Plus", "iPhone 16+"]),
            // 6.3 and 6.9-inch.
            model("iPhone 16 Pro", S.inch63, ids: ["iPhone17,1"], year: 2024, gamut: .p3, aliases: ["16 Pro"]),
            model("iPhone 16 Pro Max", S.inch69, ids: ["iPhone17,2"], year: 2024, gamut: .p3, aliases: ["16 Pro Max"]),
            model("iPhone 17", S.inch63iOS26, ids: ["iPhone18,3"], year: 2025, gamut: .p3, aliases: ["17"]),
            model("iPhone 17 Pro", S.inch63iOS26, ids: ["iPhone18,1"], year: 2025, gamut: .p3, aliases: ["17 Pro"]),
            model("iPhone 17 Pro Max", S.inch69iOS26, ids: ["iPhone18,2"], year: 2025, gamut: .p3, aliases: ["17 Pro Max"]),
            model("iPhone Air", S.air, ids: ["iPhone18,4"], year: 2025, gamut: .p3, aliases: ["Air", "iPhone 17 Air"]),
        ]
    }()

    static let pads: [DeviceProfile] = {
        typealias S = PadScreen
        return [
            // Gamut: every iPad before the 9.7-inch iPad Pro is sRGB [ANAND-97].
            // 1x. Identifiers [IDS] (iPad 1), [DEVICEKIT] (iPad 2, mini).
            model(
                "iPad (1st generation)", S.inch97x1, ids: ["iPad1,1", "iPad1,2"], year: 2010, gamut: .srgb,
                aliases: ["iPad 1", "original iPad"]),
            model(
                "iPad 2", S.inch97x1, ids: ["iPad2,1", "iPad2,2", "iPad2,3", "iPad2,4"], year: 2011, gamut: .srgb,
                aliases: ["iPad (2nd generation)"]),
            model(
                "iPad mini (1st generation)", S.inch97x1, ids: ["iPad2,5", "iPad2,6", "iPad2,7"], year: 2012, gamut: .srgb,
                aliases: ["iPad mini 1"]),
            // 9.7-inch Retina, no multitasking.
            model(
                "iPad (3rd generation)", S.inch97, ids: ["iPad3,1", "iPad3,2", "iPad3,3"], year: 2012, gamut: .srgb,
                simulator: ["iPad Retina"], aliases: ["iPad 3", "new iPad"]),
            model("iPad (4th generation)", S.inch97, ids: ["iPad3,4", "iPad3,5", "iPad3,6"], year: 2012, gamut: .srgb, aliases: ["iPad 4"]),
            // Slide Over only.
            model(
                "iPad Air", S.inch97SlideOver, ids: ["iPad4,1", "iPad4,2", "iPad4,3"], year: 2013, gamut: .srgb,
                aliases: ["iPad Air (1st generation)", "iPad Air 1"]),
            model("iPad mini 2", S.inch97SlideOver, ids: ["iPad4,4", "iPad4,5", "iPad4,6"], year: 2013, gamut: .srgb),
            model("iPad mini 3", S.inch97SlideOver, ids: ["iPad4,7", "iPad4,8", "iPad4,9"], year: 2014, gamut: .srgb),
            // 768x1024 with Split View. Gamut: Air 2, mini 4 sRGB and Pro 9.7 P3
            // [DEVCOMPAT]; iPad 5, 6 UNSOURCED, sRGB as the standard iPad before and
            // after them [ANAND-97][COMPARE-2019]; mini 5 P3 [MACSTORIES][ARS-AIR3].
            model("iPad Air 2", S.inch97Split, ids: ["iPad5,3", "iPad5,4"], year: 2014, gamut: .srgb),
            model("iPad mini 4", S.inch97Split, ids: ["iPad5,1", "iPad5,2"], year: 2015, gamut: .srgb),
            model("iPad Pro (9.7-inch)", S.inch97Split, ids: ["iPad6,3", "iPad6,4"], year: 2016, gamut: .p3, aliases: ["iPad Pro 9.7"]),
            model("iPad (5th generation)", S.inch97Split, ids: ["iPad6,11", "iPad6,12"], year: 2017, gamut: .srgb, aliases: ["iPad 5"]),
            model("iPad (6th generation)", S.inch97Split, ids: ["iPad7,5", "iPad7,6"], year: 2018, gamut: .srgb, aliases: ["iPad 6"]),
            model(
                "iPad mini (5th generation)", S.inch97Split, ids: ["iPad11,1", "iPad11,2"], year: 2019, gamut: .p3,
                aliases: ["iPad mini 5"], resizable: true),
            // 10.2-inch. Gamut: iPad 7 sRGB [COMPARE-2019]; 8, 9 DERIVED(iPad 7).
            model("iPad (7th generation)", S.inch102, ids: ["iPad7,11", "iPad7,12"], year: 2019, gamut: .srgb, aliases: ["iPad 7"]),
            model(
                "iPad (8th generation)", S.inch102, ids: ["iPad11,6", "iPad11,7"], year: 2020, gamut: .srgb, aliases: ["iPad 8"],
                resizable: true),
            model(
                "iPad (9th generation)", S.inch102, ids: ["iPad12,1", "iPad12,2"], year: 2021, gamut: .srgb, aliases: ["iPad 9"],
                resizable: true),
            // 10.5-inch. Gamut: Pro 10.5 P3 [DEVCOMPAT]; Air 3 P3 [ARS-AIR3][COMPARE-2019].
            model("iPad Pro (10.5-inch)", S.inch105, ids: ["iPad7,3", "iPad7,4"], year: 2017, gamut: .p3, aliases: ["iPad Pro 10.5"]),
            model(
                "iPad Air (3rd generation)", S.inch105, ids: ["iPad11,3", "iPad11,4"], year: 2019, gamut: .p3, aliases: ["iPad Air 3"],
                resizable: true),
            // 10.9 / 11-inch with a home indicator. Gamut: iPad 10 sRGB [IPAD10]; iPad
            // (A16) DERIVED(iPad 10); the Airs UNSOURCED, P3 as the Air 3 [ARS-AIR3].
            model(
                "iPad Air (4th generation)", S.inch109, ids: ["iPad13,1", "iPad13,2"], year: 2020, gamut: .p3, aliases: ["iPad Air 4"],
                resizable: true),
            model(
                "iPad Air (5th generation)", S.inch109, ids: ["iPad13,16", "iPad13,17"], year: 2022, gamut: .p3,
                aliases: ["iPad Air 5"], resizable: true),
            model(
                "iPad (10th generation)", S.inch109, ids: ["iPad13,18", "iPad13,19"], year: 2022, gamut: .srgb, aliases: ["iPad 10"],
                resizable: true),
            model(
                "iPad Air 11-inch (M2)", S.inch109, ids: ["iPad14,8", "iPad14,9"], year: 2024, gamut: .p3,
                aliases: ["iPad Air 11 M2", "iPad Air (11-inch) (M2)"], resizable: true),
            model(
                "iPad (A16)", S.inch109, ids: ["iPad15,7", "iPad15,8"], year: 2025, gamut: .srgb,
                aliases: ["iPad (11th generation)", "iPad 11"], resizable: true),
            model(
                "iPad Air 11-inch (M3)", S.inch109, ids: ["iPad15,3", "iPad15,4"], year: 2025, gamut: .p3,
                aliases: ["iPad Air 11 M3", "iPad Air (11-inch) (M3)"], resizable: true),
            model(
                "iPad Air 11-inch (M4)", S.inch109, ids: ["iPad16,8", "iPad16,9"], year: 2026, gamut: .p3,
                aliases: ["iPad Air 11", "iPad Air 11 M4", "iPad Air (11-inch) (M4)"], resizable: true),
            // 8.3-inch. Gamut: mini (A17 Pro) P3, as the mini 6 before it [MINI7].
            model(
                "iPad mini (6th generation)", S.inch83, ids: ["iPad14,1", "iPad14,2"], year: 2021, gamut: .p3,
                aliases: ["iPad mini 6"], resizable: true),
            model(
                "iPad mini (A17 Pro)", S.inch83, ids: ["iPad16,1", "iPad16,2"], year: 2024, gamut: .p3,
                aliases: ["iPad mini (7th generation)", "iPad mini 7"], resizable: true),
            // The iPad Pros after the 12.9-inch (2nd generation): gamut UNSOURCED, P3 as
            // every iPad Pro from the 9.7-inch on [DEVCOMPAT]; the Air 13s as the Air 3.
            // 11-inch, 1st-4th generation. "iPad Pro (11-inch)", Apple's name for the
            // first before the second came, finds it (DeviceLookup.swift).
            model(
                "iPad Pro 11-inch (1st generation)", S.inch11, ids: ["iPad8,1", "iPad8,2", "iPad8,3", "iPad8,4"],
                year: 2018, gamut: .p3, simulator: ["iPad Pro (11-inch) (1st generation)"], resizable: true),
            model(
                "iPad Pro 11-inch (2nd generation)", S.inch11, ids: ["iPad8,9", "iPad8,10"], year: 2020, gamut: .p3,
                simulator: ["iPad Pro (11-inch) (2nd generation)"], resizable: true),
            model(
                "iPad Pro 11-inch (3rd generation)", S.inch11, ids: ["iPad13,4", "iPad13,5", "iPad13,6", "iPad13,7"],
                year: 2021, gamut: .p3, simulator: ["iPad Pro (11-inch) (3rd generation)"], resizable: true),
            model(
                "iPad Pro 11-inch (4th generation)", S.inch11, ids: ["iPad14,3", "iPad14,4"], year: 2022, gamut: .p3,
                simulator: ["iPad Pro (11-inch) (4th generation)"], resizable: true),
            // 12.9-inch with a home button. Gamut: 1st generation sRGB, 2nd P3 [DEVCOMPAT].
            // "iPad Pro (12.9-inch)", Apple's name for the first before the second came,
            // finds it (DeviceLookup.swift); "iPad Pro 12.9" is the 6th generation's alias.
            model(
                "iPad Pro 12.9-inch (1st generation)", S.inch129HomeButton, ids: ["iPad6,7", "iPad6,8"], year: 2015, gamut: .srgb,
                simulator: ["iPad Pro (12.9-inch) (1st generation)"]),
            model(
                "iPad Pro 12.9-inch (2nd generation)", S.inch129HomeButton, ids: ["iPad7,1", "iPad7,2"], year: 2017, gamut: .p3,
                simulator: ["iPad Pro (12.9-inch) (2nd generation)"]),
            // 12.9 / 13-inch with a home indicator.
            model(
                "iPad Pro 12.9-inch (3rd generation)", S.inch129, ids: ["iPad8,5", "iPad8,6", "iPad8,7", "iPad8,8"],
                year: 2018, gamut: .p3, simulator: ["iPad Pro (12.9-inch) (3rd generation)"], resizable: true),
            model(
                "iPad Pro 12.9-inch (4th generation)", S.inch129, ids: ["iPad8,11", "iPad8,12"], year: 2020, gamut: .p3,
                simulator: ["iPad Pro (12.9-inch) (4th generation)"], resizable: true),
            model(
                "iPad Pro 12.9-inch (5th generation)", S.inch129, ids: ["iPad13,8", "iPad13,9", "iPad13,10", "iPad13,11"],
                year: 2021, gamut: .p3, simulator: ["iPad Pro (12.9-inch) (5th generation)"], resizable: true),
            model(
                "iPad Pro 12.9-inch (6th generation)", S.inch129, ids: ["iPad14,5", "iPad14,6"], year: 2022, gamut: .p3,
                simulator: ["iPad Pro (12.9-inch) (6th generation)"], aliases: ["iPad Pro 12.9"], resizable: true),
            model(
                "iPad Air 13-inch (M2)", S.inch129, ids: ["iPad14,10", "iPad14,11"], year: 2024, gamut: .p3,
                aliases: ["iPad Air 13 M2", "iPad Air (13-inch) (M2)"], resizable: true),
            model(
                "iPad Air 13-inch (M3)", S.inch129, ids: ["iPad15,5", "iPad15,6"], year: 2025, gamut: .p3,
                aliases: ["iPad Air 13 M3", "iPad Air (13-inch) (M3)"], resizable: true),
            model(
                "iPad Air 13-inch (M4)", S.inch129, ids: ["iPad16,10", "iPad16,11"], year: 2026, gamut: .p3,
                aliases: ["iPad Air 13", "iPad Air 13 M4", "iPad Air (13-inch) (M4)"], resizable: true),
            // 11 and 13-inch, M4 and later.
            model(
                "iPad Pro 11-inch (M4)", S.inch11M4, ids: ["iPad16,3", "iPad16,4"], year: 2024, gamut: .p3,
                aliases: ["iPad Pro (11-inch) (M4)", "iPad Pro 11-inch (5th generation)"], resizable: true),
            model(
                "iPad Pro 11-inch (M5)", S.inch11M4, ids: ["iPad17,1", "iPad17,2"], year: 2025, gamut: .p3,
                aliases: ["iPad Pro 11", "iPad Pro (11-inch) (M5)"], resizable: true),
            model(
                "iPad Pro 13-inch (M4)", S.inch13, ids: ["iPad16,5", "iPad16,6"], year: 2024, gamut: .p3,
                aliases: ["iPad Pro (13-inch) (M4)"], resizable: true),
            model(
                "iPad Pro 13-inch (M5)", S.inch13, ids: ["iPad17,3", "iPad17,4"], year: 2025, gamut: .p3,
                aliases: ["iPad Pro 13", "iPad Pro (13-inch) (M5)"], resizable: true),
        ]
    }()

    static let others: [DeviceProfile] = [
        // Identifiers and simulator names [DEVICEKIT][SIMCTL-13]; years [YEARS].
        // Gamut sRGB, not a fact of these models: see CONVENTIONS.
        model(
            "Apple TV HD", OtherScreen.tv(scale: 1), ids: ["AppleTV5,3"], year: 2015, gamut: .srgb, simulator: ["Apple TV"],
            aliases: ["Apple TV (4th generation)", "tv hd"]),
        model(
            "Apple TV 4K (1st generation)", OtherScreen.tv(scale: 2), ids: ["AppleTV6,2"], year: 2017, gamut: .srgb,
            simulator: ["Apple TV 4K"], aliases: ["Apple TV 4K 1"]),
        model(
            "Apple TV 4K (2nd generation)", OtherScreen.tv(scale: 2), ids: ["AppleTV11,1"], year: 2021, gamut: .srgb,
            aliases: ["Apple TV 4K 2"]),
        model(
            "Apple TV 4K (3rd generation)", OtherScreen.tv(scale: 2), ids: ["AppleTV14,1"], year: 2022, gamut: .srgb,
            aliases: ["Apple TV 4K 3", "tv", "tv 4k"]),
        model(
            "Mac (MacBook Air 13-inch, Mac Catalyst)", OtherScreen.mac, ids: [], year: nil, gamut: .srgb,
            aliases: ["mac", "MacBook Air 13", "Mac Catalyst", "catalyst"]),
    ]
}
