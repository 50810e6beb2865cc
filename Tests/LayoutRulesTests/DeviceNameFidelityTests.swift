// Names as tests and `--device` trust them: a name Apple writes means that
// model and no other, and a short name several models answer to means the
// newest, with the others named.

import Foundation
import LayoutRules
import Testing

struct DeviceNameFidelityTests {
    /// Every marketing name, simulator name and identifier finds its own model.
    @Test func everyApplesNameFindsItsModel() {
        for device in DeviceCatalog.all {
            for name in [device.name] + device.simulatorNames + device.identifiers {
                #expect(DeviceCatalog.device(named: name)?.name == device.name, "\(name)")
                #expect(DeviceProfile.lookup(name, in: DeviceCatalog.all)?.others == [], "\(name)")
            }
        }
    }

    /// "iPad Pro (11-inch)" is Apple's name for the 2018 model (iPad8,1 to
    /// iPad8,4), whose screen is 834 x 1194, not the M5's 834 x 1210.
    @Test func theFirst11InchIPadProKeepsApplesName() throws {
        let device = try #require(DeviceCatalog.device(named: "iPad Pro (11-inch)"))
        #expect(device.name == "iPad Pro 11-inch (1st generation)")
        #expect(device.identifiers == ["iPad8,1", "iPad8,2", "iPad8,3", "iPad8,4"])
        let environment = try LayoutEnvironment(device: device, orientation: .portrait)
        #expect(environment.width == 834 && environment.height == 1194)
    }

    /// A short name of a family means its newest model, and says which
    /// others it could have meant, newest first.
    @Test func aShortNameMeansTheNewestAndNamesTheOthers() throws {
        let found = try #require(DeviceProfile.lookup("iPad Pro 11", in: DeviceCatalog.all))
        #expect(found.profile.name == "iPad Pro 11-inch (M5)")
        #expect(
            found.others == [
                "iPad Pro 11-inch (M4)", "iPad Pro 11-inch (4th generation)", "iPad Pro 11-inch (3rd generation)",
                "iPad Pro 11-inch (2nd generation)", "iPad Pro 11-inch (1st generation)",
            ])
        // A short name of one model says nothing more.
        #expect(DeviceProfile.lookup("15promax", in: DeviceCatalog.all)?.others == [])
        #expect(DeviceProfile.lookup("iphone-15-pro", in: DeviceCatalog.all)?.profile.name == "iPhone 15 Pro")
    }

    @Test func evalNotesTheModelsAShortNameLeftOut() throws {
        let arguments = ["eval", "--preset", "apple", "--device", "iPad Pro 11"]
        let result = try LayoutcProcess.run(arguments)
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "layoutc: note: 'iPad Pro 11' could name 6 models; using the newest, 'iPad Pro 11-inch (M5)'; the others are "
                + "'iPad Pro 11-inch (M4)', 'iPad Pro 11-inch (4th generation)', 'iPad Pro 11-inch (3rd generation)', "
                + "'iPad Pro 11-inch (2nd generation)', 'iPad Pro 11-inch (1st generation)' (name one exactly to choose it)\n")
        let exact = try LayoutcProcess.run(["eval", "--preset", "apple", "--device", "iPad Pro (11-inch)", "--format", "json"])
        #expect(exact.status == 0 && exact.stderr.isEmpty)
        #expect(exact.stdout.contains("\"width\":834") || exact.stdout.contains("\"width\": 834"))
        #expect(exact.stdout.contains("1194"))
    }

    /// No source measures Split View or Slide Over on the M4 and M5 iPad
    /// Pros in portrait: the catalog has none, and asking for one is an error.
    @Test func unmeasuredWindowsStayAbsent() throws {
        for name in ["iPad Pro 11-inch (M4)", "iPad Pro 11-inch (M5)", "iPad Pro 13-inch (M4)", "iPad Pro 13-inch (M5)"] {
            let device = try #require(DeviceCatalog.device(named: name))
            #expect(!device.windows.contains { !$0.landscape }, "\(name)")
            #expect(throws: EnvironmentError.self) {
                try LayoutEnvironment(device: device, orientation: .portrait, window: .multitasking(.slideOver))
            }
        }
    }
}
