import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesRuntime
@testable import LayoutRulesTooling

/// The device model (screen size, scale and orientation as UIKit reports
/// them) and the `apple` preset against the size classes Apple documents
/// for every catalog device and window.
struct DeviceTests {
    static let apple: RuleSet? = Compiler.compile(text: "", path: "App.layout", presets: ["apple"]).ruleSet

    /// Every (device, orientation, window) with the size classes the catalog records.
    static var environments: [(label: String, environment: LayoutEnvironment, expected: SizeClasses)] {
        var result: [(String, LayoutEnvironment, SizeClasses)] = []
        for device in DeviceCatalog.all {
            for orientation in [LayoutInterfaceOrientation.portrait, .landscapeLeft, .landscapeRight] {
                let fullClasses = orientation.isLandscape ? device.landscapeSizeClasses : device.portraitSizeClasses
                if let environment = try? LayoutEnvironment(device: device, orientation: orientation) {
                    result.append(("\(device.name) \(orientation) full", environment, fullClasses))
                }
                for window in device.windows where window.landscape == orientation.isLandscape {
                    if let environment = try? LayoutEnvironment(device: device, orientation: orientation, window: .multitasking(window.kind)) {
                        result.append(("\(device.name) \(orientation) \(window.kind.rawValue)", environment, window.sizeClasses))
                    }
                }
            }
        }
        return result
    }

    @Test func applePresetMatchesEveryCatalogDeviceAndWindow() throws {
        let apple = try #require(Self.apple)
        var checked = 0
        for (label, environment, expected) in Self.environments {
            let traits = apple.evaluate(environment)
            #expect(traits["horizontal-size-class"] == .identifier(expected.horizontal.rawValue), "\(label)")
            #expect(traits["vertical-size-class"] == .identifier(expected.vertical.rawValue), "\(label)")
            checked += 1
        }
        #expect(checked > 150)
    }

    @Test func catalogIsLargeAndNamesAreUnique() {
        #expect(DeviceCatalog.all.count >= 100)
        // Every name of every model means that model and no other.
        var owner: [String: String] = [:]
        for device in DeviceCatalog.all {
            for name in device.allNames {
                let key = DeviceProfile.lookupKey(name)
                #expect(!key.isEmpty, "\(name)")
                if let other = owner[key] { #expect(other == device.name, "'\(name)' names \(other) and \(device.name)") }
                owner[key] = device.name
                #expect(DeviceProfile.find(name, in: DeviceCatalog.all)?.name == device.name, "\(name)")
            }
        }
        for idiom in [Idiom.phone, .pad, .tv, .mac] {
            #expect(DeviceCatalog.all.contains { $0.idiom == idiom }, "no \(idiom) profile")
        }
        // Identifiers are unique and look like Apple's ("iPhone11,2").
        let identifiers = DeviceCatalog.all.flatMap(\.identifiers)
        #expect(Set(identifiers).count == identifiers.count)
        for identifier in identifiers {
            #expect(identifier.contains(",") && identifier.first?.isLetter == true, "\(identifier)")
        }
    }

    @Test func lookupIgnoresCaseAndPunctuation() throws {
        let device = try #require(DeviceProfile.find("IPHONE-15 pro MAX", in: DeviceCatalog.all))
        #expect(device.portraitSize == Size(width: 430, height: 932))
        #expect(DeviceProfile.find("iPhone 99", in: DeviceCatalog.all) == nil)
        for (typed, name) in [
            ("iPad Pro 11-inch (M4)", "iPad Pro 11-inch (M4)"), ("ipad pro 11 inch m4", "iPad Pro 11-inch (M4)"),
            ("iPadPro11M4", "iPad Pro 11-inch (M4)"), ("iPad Air (5th gen)", "iPad Air (5th generation)"),
            ("iPhone Xʀ", "iPhone XR"), ("iphone xr", "iPhone XR"), ("iPhone Xs", "iPhone XS"),
            ("iPad Pro (12.9-inch) (6th generation)", "iPad Pro 12.9-inch (6th generation)"),
            ("iPad Pro 12.9-inch (6th generation)", "iPad Pro 12.9-inch (6th generation)"),
            ("iPad Air 11-inch (M2)", "iPad Air 11-inch (M2)"), ("iPhone SE (3rd generation)", "iPhone SE (3rd generation)"),
            ("iPhone14,6", "iPhone SE (3rd generation)"), ("iphone14,6", "iPhone SE (3rd generation)"),
            ("iPad Pro 13", "iPad Pro 13-inch (M5)"), ("iPhone 6+", "iPhone 6 Plus"), ("15promax", "iPhone 15 Pro Max"),
        ] {
            #expect(DeviceProfile.find(typed, in: DeviceCatalog.all)?.name == name, "\(typed)")
            #expect(DeviceCatalog.device(named: typed)?.name == name, "\(typed)")
        }
    }

    /// What an app reads at run time: `utsname.machine` on a device,
    /// `SIMULATOR_MODEL_IDENTIFIER` in the Simulator.
    @Test func lookupByHardwareIdentifier() throws {
        #expect(DeviceCatalog.device(identifier: "iPhone11,2")?.name == "iPhone XS")
        #expect(DeviceCatalog.device(identifier: "iPhone11,4")?.name == "iPhone XS Max")
        #expect(DeviceCatalog.device(identifier: "iPhone11,6")?.name == "iPhone XS Max")
        #expect(DeviceCatalog.device(identifier: "iPad17,1")?.name == "iPad Pro 11-inch (M5)")
        #expect(DeviceCatalog.device(identifier: "iPad17,3")?.name == "iPad Pro 13-inch (M5)")
        #expect(DeviceCatalog.device(identifier: "IPAD16,3")?.name == "iPad Pro 11-inch (M4)")
        // A name is not an identifier, and the Simulator's own machine is none.
        #expect(DeviceCatalog.device(identifier: "iPhone XS") == nil)
        #expect(DeviceCatalog.device(identifier: "arm64") == nil)
        #expect(DeviceCatalog.device(identifier: "iPhone99,1") == nil)
    }

    /// An unknown name is answered with the models it most likely meant:
    /// the same family and generation first.
    @Test func suggestionsRankTheFamilyFirst() {
        #expect(
            DeviceProfile.suggestions(for: "iPhone SE", in: DeviceCatalog.all)
                == ["iPhone SE (3rd generation)", "iPhone SE (2nd generation)", "iPhone SE (1st generation)"])
        #expect(DeviceProfile.suggestions(for: "iPad Air (6th generation)", in: DeviceCatalog.all).first == "iPad Air (5th generation)")
        #expect(DeviceProfile.suggestions(for: "iPhone 16 Pro Macs", in: DeviceCatalog.all).first == "iPhone 16 Pro Max")
        #expect(DeviceProfile.suggestions(for: "iPad mini", in: DeviceCatalog.all).first == "iPad mini (A17 Pro)")
        #expect(DeviceProfile.suggestions(for: "Galaxy S24", in: DeviceCatalog.all).isEmpty)
        #expect(DeviceProfile.suggestions(for: "", in: DeviceCatalog.all).isEmpty)
    }

    /// The iPhone 6 Plus renders 414x736 pt at 3x = 1242x2208 px, sampled
    /// down to the 1080x1920 panel: `UIScreen.scale` is 3, `nativeScale`
    /// about 2.61 (https://developer.apple.com/documentation/uikit/uiscreen/nativescale).
    @Test func sixPlusScaleAndNativeScale() throws {
        let plus = try #require(DeviceProfile.find("iPhone 6 Plus", in: DeviceCatalog.all))
        #expect(plus.portraitSize == Size(width: 414, height: 736))
        #expect(plus.scale == 3)
        #expect(plus.renderedPixels == Size(width: 1242, height: 2208))
        #expect(plus.nativePixels == Size(width: 1080, height: 1920))
        #expect(abs(plus.nativeScale - 1080.0 / 414.0) < 0.001)
        #expect(plus.pixelSize(of: Size(width: 100, height: 50)) == Size(width: 300, height: 150))
    }

    /// `UIDeviceOrientation.landscapeLeft` is
    /// `UIInterfaceOrientation.landscapeRight` and the reverse (rotating the
    /// device left turns the content right); face up/down and unknown are no
    /// interface orientation
    /// (https://developer.apple.com/documentation/uikit/uiinterfaceorientation).
    @Test(arguments: [
        (DeviceOrientation.portrait, LayoutInterfaceOrientation?.some(.portrait)),
        (.portraitUpsideDown, .portraitUpsideDown),
        (.landscapeLeft, .landscapeRight),
        (.landscapeRight, .landscapeLeft),
        (.faceUp, nil), (.faceDown, nil), (.unknown, nil),
    ])
    func deviceToInterfaceOrientation(device: DeviceOrientation, interface: LayoutInterfaceOrientation?) {
        #expect(device.interfaceOrientation == interface)
        #expect(device.isValidInterfaceOrientation == (interface != nil))
        if let interface { #expect(interface.deviceOrientation == device) }
    }

    /// One reading; whether the interface orientation changed. (`#expect`
    /// cannot call a mutating method itself.)
    func feed(_ tracker: inout OrientationTracker, _ reading: DeviceOrientation) -> Bool {
        tracker.update(reading)
    }

    @Test func trackerIgnoresFlatAndUnknownReadings() {
        var tracker = OrientationTracker()
        #expect(feed(&tracker, .landscapeLeft))
        #expect(tracker.interfaceOrientation == .landscapeRight)
        #expect(!feed(&tracker, .faceUp))
        #expect(!feed(&tracker, .unknown))
        #expect(!feed(&tracker, .faceDown))
        #expect(tracker.interfaceOrientation == .landscapeRight)
        #expect(feed(&tracker, .portrait))
        #expect(tracker.interfaceOrientation == .portrait)
    }

    @Test func trackerHonoursTheSupportedMask() {
        var portraitOnly = OrientationTracker(supported: .portrait)
        #expect(!feed(&portraitOnly, .landscapeRight))
        #expect(portraitOnly.interfaceOrientation == .portrait)
        #expect(portraitOnly.lastValidDeviceOrientation == .landscapeRight)
        var noUpsideDown = OrientationTracker(supported: .allButUpsideDown)
        #expect(!feed(&noUpsideDown, .portraitUpsideDown))
        #expect(feed(&noUpsideDown, .landscapeRight))
        #expect(noUpsideDown.interfaceOrientation == .landscapeLeft)
        let landscapeOnly = OrientationTracker(initial: .portrait, supported: .landscape)
        #expect(landscapeOnly.interfaceOrientation == .landscapeRight)
    }

    /// Since iOS 8 `UIScreen.bounds` follows the interface orientation
    /// (https://developer.apple.com/documentation/uikit/uiscreen/bounds);
    /// before iOS 8 it stayed portrait. Without a launch screen an app gets
    /// the compatibility size of an older, smaller phone.
    @Test func screenNormalisation() throws {
        let ipad = try #require(DeviceCatalog.all.first { $0.idiom == .pad && $0.portraitSize.width == 1024 })
        #expect(ipad.screenSize(in: .portrait) == Size(width: 1024, height: 1366))
        #expect(ipad.screenSize(in: .landscapeLeft) == Size(width: 1366, height: 1024))
        #expect(ipad.screenSize(in: .landscapeLeft, coordinates: .fixedPortrait) == Size(width: 1024, height: 1366))
        let phone = try #require(DeviceProfile.find("iPhone 6", in: DeviceCatalog.all))
        #expect(phone.screenSize(in: .portrait, launchScreen: .none) == Size(width: 320, height: 568))
        #expect(phone.screenSize(in: .landscapeRight, launchScreen: .none) == Size(width: 568, height: 320))
    }

    @Test func environmentFromADevice() throws {
        let device = try #require(DeviceCatalog.all.first { $0.idiom == .pad && $0.windows.contains { $0.kind == .splitOneThird } })
        let full = try LayoutEnvironment(device: device, orientation: .landscapeLeft)
        #expect(full.width == device.portraitSize.height && full.height == device.portraitSize.width)
        #expect(full.screenWidth == full.width && full.orientation == .landscape && full.idiom == .pad)
        let third = try LayoutEnvironment(device: device, orientation: .landscapeLeft, window: .multitasking(.splitOneThird))
        #expect(third.width < full.width && third.screenWidth == full.screenWidth)
        let container = try LayoutEnvironment(device: device, window: .size(Size(width: 300, height: 200)))
        #expect(container.width == 300 && container.orientation == .landscape && container.screenWidth == device.portraitSize.width)
        let phone = try #require(DeviceProfile.find("iPhone 15", in: DeviceCatalog.all))
        #expect(throws: EnvironmentError.self) { try LayoutEnvironment(device: phone, window: .multitasking(.splitHalf)) }
        #expect(throws: EnvironmentError.self) { try LayoutEnvironment(device: phone, orientation: .unknown) }
    }

    @Test(arguments: ["iPad mini (6th generation)", "iPad mini (A17 Pro)", "ipad mini (a17 pro)", "iPad16,2"])
    func modelsThatShareAScreenAreEachFound(_ name: String) throws {
        let found = try #require(DeviceProfile.find(name, in: DeviceCatalog.all))
        #expect(!found.name.contains(" / "))
        #expect(found.portraitSize == Size(width: 744, height: 1133))
        let screen = try #require(DeviceCatalog.screens.first { $0.name.contains("A17 Pro") })
        #expect(screen.name == "iPad mini (6th generation, A17 Pro)")
        #expect(screen.portraitSize == found.portraitSize && screen.windows == found.windows)
    }

    /// Models that share a screen share every screen fact; `screens` has one
    /// profile per screen and no model is left out.
    @Test func screensGroupTheModels() {
        let groups = DeviceCatalog.groupedByScreen(DeviceCatalog.all)
        #expect(groups.count == DeviceCatalog.screens.count)
        #expect(groups.reduce(0) { $0 + $1.count } == DeviceCatalog.all.count)
        for (group, screen) in zip(groups, DeviceCatalog.screens) {
            for model in group {
                #expect(model.portraitSize == screen.portraitSize && model.scale == screen.scale, "\(model.name)")
                #expect(model.portraitSafeArea == screen.portraitSafeArea && model.windows == screen.windows, "\(model.name)")
                #expect(model.resizableWindows == screen.resizableWindows, "\(model.name)")
            }
        }
        #expect(DeviceCatalog.screens.map(\.name).contains("iPhone 6 / 6s / 7 / 8 / SE (2nd, 3rd generation)"))
        #expect(DeviceCatalog.screens.map(\.name).contains("iPad Pro 11-inch (M4, M5)"))
    }

    /// Every iPad that has Split View has a 1/2 window in landscape (the M4
    /// and M5 iPad Pros and the 8.3-inch minis included); the iPads before
    /// Split View came with the iPad Air 2 and mini 4 have none [MT-SUPPORT].
    @Test func everyIPadWithSplitViewHasAHalfWindowInLandscape() throws {
        let withoutSplitView: Set = [
            "iPad (1st generation)", "iPad 2", "iPad mini (1st generation)", "iPad (3rd generation)", "iPad (4th generation)",
            "iPad Air", "iPad mini 2", "iPad mini 3",
        ]
        let pads = DeviceCatalog.all.filter { $0.idiom == .pad }
        #expect(pads.count >= 40)
        for pad in pads {
            let half = pad.windows.first { $0.kind == .splitHalf && $0.landscape }
            if withoutSplitView.contains(pad.name) {
                #expect(half == nil, "\(pad.name)")
                continue
            }
            let window = try #require(half, "\(pad.name) has no split-1/2 in landscape")
            // The two halves and the 10 pt divider fill the landscape width.
            #expect(window.size.width * 2 + 10 == pad.portraitSize.height, "\(pad.name)")
            #expect(window.size.height == pad.portraitSize.width, "\(pad.name)")
            let environment = try LayoutEnvironment(device: pad, orientation: .landscapeRight, window: .multitasking(.splitHalf))
            #expect(environment.width == window.size.width && environment.screenWidth == pad.portraitSize.height)
        }
    }

    /// Every model that runs iPadOS 26 has resizable windows from the
    /// catalog's floor to the screen; the iPad (7th generation) and older do
    /// not. `matrix` samples them at named sizes.
    @Test func resizableWindows() throws {
        let withRange = DeviceCatalog.all.filter { $0.resizableWindows != nil }.map(\.name)
        for name in [
            "iPad Pro 11-inch (M5)", "iPad Pro 13-inch (M4)", "iPad Air 11-inch (M4)", "iPad (A16)", "iPad (8th generation)",
            "iPad mini (5th generation)", "iPad mini (A17 Pro)", "iPad Pro 12.9-inch (3rd generation)", "iPad Air (3rd generation)",
        ] {
            #expect(withRange.contains(name), "\(name)")
        }
        for name in ["iPad (7th generation)", "iPad Pro 12.9-inch (2nd generation)", "iPad mini 4", "iPad Air 2", "iPhone 17 Pro"] {
            #expect(!withRange.contains(name), "\(name)")
        }
        let pad = try #require(DeviceCatalog.device(named: "iPad Pro 13-inch (M5)"))
        let range = try #require(pad.resizableWindows)
        let screen = pad.screenSize(in: .landscapeRight)
        #expect(range.contains(Size(width: 320, height: 320), screen: screen))
        #expect(range.contains(screen, screen: screen))
        #expect(!range.contains(Size(width: 300, height: 600), screen: screen))
        #expect(!range.contains(Size(width: 1400, height: 600), screen: screen))
        let names = pad.namedWindows(in: .landscapeRight).map(\.name)
        #expect(names == ["full", "split-1/2", "resizable-min", "resizable-1/2"])
        let half = try #require(range.samples(screen: screen).first { $0.name == "resizable-1/2" })
        #expect(half.size == Size(width: 688, height: 1032))
        let matrix = Matrix(try #require(Self.apple), devices: [pad])
        #expect(matrix.rows.map(\.window) == ["full", "resizable-min", "resizable-1/2", "full", "split-1/2", "resizable-min", "resizable-1/2"])
    }
}
