import Testing

@testable import LayoutRules
@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesPresets
@testable import LayoutRulesSyntax
@testable import LayoutRulesSemantics
@testable import LayoutRulesCompiler
@testable import LayoutRulesRuntime
@testable import LayoutRulesTooling

/// The device model (screen size, scale and orientation as UIKit reports
/// them) and the `apple` preset against the size classes Apple documents
/// for every catalog device and window.
struct DeviceTests {
    static let apple: RuleSet? = Compiler.compile(text: "", path: "App.layout", presets: ["apple"]).ruleSet

    /// Every (device, orientation, window) with the size classes the catalog records.
    static var environments: [(label: String, environment: Environment, expected: SizeClasses)] {
        var result: [(String, Environment, SizeClasses)] = []
        for device in DeviceCatalog.all {
            for orientation in [InterfaceOrientation.portrait, .landscapeLeft, .landscapeRight] {
                let fullClasses = orientation.isLandscape ? device.landscapeSizeClasses : device.portraitSizeClasses
                if let environment = try? Environment(device: device, orientation: orientation) {
                    result.append(("\(device.name) \(orientation) full", environment, fullClasses))
                }
                for window in device.windows where window.landscape == orientation.isLandscape {
                    if let environment = try? Environment(device: device, orientation: orientation, window: .multitasking(window.kind)) {
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
        #expect(DeviceCatalog.all.count >= 40)
        var keys = Set<String>()
        for device in DeviceCatalog.all {
            for name in [device.name] + device.aliases {
                let key = DeviceProfile.lookupKey(name)
                let isNew = keys.insert(key).inserted
                #expect(isNew || DeviceProfile.find(name, in: DeviceCatalog.all)?.name == device.name, "\(name)")
            }
        }
        for idiom in Idiom.allCases where idiom != .unspecified {
            #expect(DeviceCatalog.all.contains { $0.idiom == idiom }, "no \(idiom) profile")
        }
    }

    @Test func lookupIgnoresCaseAndPunctuation() throws {
        let device = try #require(DeviceProfile.find("IPHONE-15 pro MAX", in: DeviceCatalog.all))
        #expect(device.portraitSize == Size(width: 430, height: 932))
        #expect(DeviceProfile.find("iPhone 99", in: DeviceCatalog.all) == nil)
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
        (DeviceOrientation.portrait, InterfaceOrientation?.some(.portrait)),
        (.portraitUpsideDown, .portraitUpsideDown),
        (.landscapeLeft, .landscapeRight),
        (.landscapeRight, .landscapeLeft),
        (.faceUp, nil), (.faceDown, nil), (.unknown, nil),
    ])
    func deviceToInterfaceOrientation(device: DeviceOrientation, interface: InterfaceOrientation?) {
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
        let full = try Environment(device: device, orientation: .landscapeLeft)
        #expect(full.width == device.portraitSize.height && full.height == device.portraitSize.width)
        #expect(full.screenWidth == full.width && full.orientation == .landscape && full.idiom == .pad)
        let third = try Environment(device: device, orientation: .landscapeLeft, window: .multitasking(.splitOneThird))
        #expect(third.width < full.width && third.screenWidth == full.screenWidth)
        let container = try Environment(device: device, window: .size(Size(width: 300, height: 200)))
        #expect(container.width == 300 && container.orientation == .landscape && container.screenWidth == device.portraitSize.width)
        let phone = try #require(DeviceProfile.find("iPhone 15", in: DeviceCatalog.all))
        #expect(throws: EnvironmentError.self) { try Environment(device: phone, window: .multitasking(.splitHalf)) }
        #expect(throws: EnvironmentError.self) { try Environment(device: phone, orientation: .unknown) }
    }

    @Test(arguments: ["iPad mini (6th generation)", "iPad mini (A17 Pro)", "ipad mini (a17 pro)"])
    func eachModelOfAJoinedProfileIsFound(_ name: String) throws {
        let found = try #require(DeviceProfile.find(name, in: DeviceCatalog.all))
        #expect(found.name.contains(" / "))
        #expect(found.portraitSize == Size(width: 744, height: 1133))
    }
}
