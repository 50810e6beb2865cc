// The display gamut of every catalog model, family by family, as the
// sources DeviceCatalog.swift cites ("Color gamut") give it; environments
// made from a device carry it; device definitions may give it and are told
// off, with a position, for the user's settings; and `layoutc devices
// --format json` writes it so that `--devices` reads it back.

import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesSemantics

@Suite("Device color gamut")
struct DeviceGamutTests {
    struct Family: Sendable, CustomTestStringConvertible {
        var name: String
        var gamut: LayoutEnvironment.ColorGamut
        /// The sources that say so, or how the value is derived.
        var source: String
        var models: [String]
        var testDescription: String { "\(name): \(gamut.rawValue)" }
    }

    /// Every catalog model, once, grouped by family and source.
    static let families: [Family] = [
        Family(
            name: "iPhone before the 7", gamut: .srgb, source: "[BJANGO] 1, 4, 5, 6, 6 Plus; [DEVCOMPAT] 6, 6s, SE",
            models: [
                "iPhone", "iPhone 3G", "iPhone 3GS", "iPhone 4", "iPhone 4s", "iPhone 5", "iPhone 5c", "iPhone 5s",
                "iPhone SE (1st generation)", "iPhone 6", "iPhone 6s", "iPhone 6 Plus", "iPhone 6s Plus",
            ]),
        Family(
            name: "iPod touch", gamut: .srgb, source: "the iPhones of the same screen; the 7th keeps the 6th's display [IPOD7]",
            models: (1...7).map { "iPod touch (\(ordinal($0)) generation)" }),
        Family(
            name: "iPhone from the 7", gamut: .p3,
            source: "[DEVCOMPAT] 7 to X; [BJANGO] XR, XS Max, 12 family, SE 2; the rest share their screens or line",
            models: [
                "iPhone 7", "iPhone 7 Plus", "iPhone 8", "iPhone 8 Plus", "iPhone X", "iPhone XS", "iPhone XS Max", "iPhone XR",
                "iPhone 11", "iPhone 11 Pro", "iPhone 11 Pro Max", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)",
                "iPhone 12 mini", "iPhone 12", "iPhone 12 Pro", "iPhone 12 Pro Max", "iPhone 13 mini", "iPhone 13",
                "iPhone 13 Pro", "iPhone 13 Pro Max", "iPhone 14", "iPhone 14 Plus", "iPhone 14 Pro", "iPhone 14 Pro Max",
                "iPhone 15", "iPhone 15 Plus", "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 16", "iPhone 16 Plus",
                "iPhone 16 Pro", "iPhone 16 Pro Max", "iPhone 16e", "iPhone 17", "iPhone 17 Pro", "iPhone 17 Pro Max",
                "iPhone Air", "iPhone 17e",
            ]),
        Family(
            name: "iPad before the 9.7-inch iPad Pro", gamut: .srgb, source: "[ANAND-97]; [DEVCOMPAT] Air 2, mini 4, Pro 12.9",
            models: [
                "iPad (1st generation)", "iPad 2", "iPad (3rd generation)", "iPad (4th generation)", "iPad Air", "iPad Air 2",
                "iPad mini (1st generation)", "iPad mini 2", "iPad mini 3", "iPad mini 4",
                "iPad Pro 12.9-inch (1st generation)",
            ]),
        Family(
            name: "iPad (5th generation) and later", gamut: .srgb,
            source: "[COMPARE-2019] 7th, [IPAD10] 10th; 5th, 6th unsourced; the rest share their screens",
            models: [
                "iPad (5th generation)", "iPad (6th generation)", "iPad (7th generation)", "iPad (8th generation)",
                "iPad (9th generation)", "iPad (10th generation)", "iPad (A16)",
            ]),
        Family(
            name: "iPad Air from the 3rd generation", gamut: .p3, source: "[ARS-AIR3] 3rd; the later ones unsourced, as the 3rd",
            models: [
                "iPad Air (3rd generation)", "iPad Air (4th generation)", "iPad Air (5th generation)", "iPad Air 11-inch (M2)",
                "iPad Air 11-inch (M3)", "iPad Air 11-inch (M4)", "iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)",
                "iPad Air 13-inch (M4)",
            ]),
        Family(
            name: "iPad mini from the 5th generation", gamut: .p3, source: "[MACSTORIES][ARS-AIR3] 5th; [MINI7] 6th, A17 Pro",
            models: ["iPad mini (5th generation)", "iPad mini (6th generation)", "iPad mini (A17 Pro)"]),
        Family(
            name: "iPad Pro from the 9.7-inch", gamut: .p3,
            source: "[DEVCOMPAT] 9.7, 10.5, 12.9 (2nd); the later ones unsourced, as those",
            models: [
                "iPad Pro (9.7-inch)", "iPad Pro (10.5-inch)", "iPad Pro 12.9-inch (2nd generation)",
                "iPad Pro 11-inch (1st generation)", "iPad Pro 11-inch (2nd generation)", "iPad Pro 11-inch (3rd generation)",
                "iPad Pro 11-inch (4th generation)", "iPad Pro 12.9-inch (3rd generation)",
                "iPad Pro 12.9-inch (4th generation)", "iPad Pro 12.9-inch (5th generation)",
                "iPad Pro 12.9-inch (6th generation)", "iPad Pro 11-inch (M4)", "iPad Pro 11-inch (M5)",
                "iPad Pro 13-inch (M4)", "iPad Pro 13-inch (M5)",
            ]),
        Family(
            name: "Apple TV and the Mac window", gamut: .srgb, source: "the attached display's, unknown: the default",
            models: [
                "Apple TV HD", "Apple TV 4K (1st generation)", "Apple TV 4K (2nd generation)", "Apple TV 4K (3rd generation)",
                "Mac (MacBook Air 13-inch, Mac Catalyst)",
            ]),
    ]

    private static func ordinal(_ n: Int) -> String {
        switch n {
        case 1: "1st"
        case 2: "2nd"
        case 3: "3rd"
        default: "\(n)th"
        }
    }

    @Test(arguments: families)
    func catalogGamut(_ family: Family) throws {
        for name in family.models {
            let device = try #require(DeviceCatalog.all.first { $0.name == name }, "no catalog model \(name)")
            #expect(device.colorGamut == family.gamut, "\(name) (\(family.source))")
        }
    }

    /// The table names every model once, so a new model needs a row.
    @Test func everyModelHasAFamily() {
        let listed = Self.families.flatMap(\.models)
        #expect(listed.count == Set(listed).count, "a model is listed twice")
        #expect(Set(listed) == Set(DeviceCatalog.all.map(\.name)))
    }

    /// The environment of a device has its gamut, in every window; the
    /// user's settings keep their defaults.
    @Test func environmentTakesTheDevicesGamut() throws {
        let iPad = try #require(DeviceCatalog.device(named: "iPad Air 11"))
        let wide = try LayoutEnvironment(device: iPad, orientation: .landscapeLeft, window: .multitasking(.slideOver))
        #expect(wide.colorGamut == .p3)
        #expect(wide.dynamicTypeSize == .large)
        let old = try LayoutEnvironment(device: try #require(DeviceCatalog.device(named: "iPhone 6")))
        #expect(old.colorGamut == .srgb)
        #expect(old.settings(differingFrom: wide) == [.colorGamut])
    }

    /// Screens group models by geometry; a screen is P3 only when all its
    /// models are (the iPhone 6 shares the iPhone 7's).
    @Test func screensAreP3OnlyWhenEveryModelIs() throws {
        for (group, screen) in zip(DeviceCatalog.groupedByScreen(DeviceCatalog.all), DeviceCatalog.screens) {
            let expected: LayoutEnvironment.ColorGamut = group.allSatisfy { $0.colorGamut == .p3 } ? .p3 : .srgb
            #expect(screen.colorGamut == expected, "\(screen.name)")
        }
        let mixed = try #require(DeviceCatalog.screens.first { $0.name.hasPrefix("iPhone 6 / 6s / 7") })
        #expect(mixed.colorGamut == .srgb)
        let pros = try #require(DeviceCatalog.screens.first { $0.name == "iPad Pro 11-inch (M4, M5)" })
        #expect(pros.colorGamut == .p3)
    }

    // MARK: Device definitions

    @Test func deviceRuleGivesTheGamut() throws {
        let checked = Checker.check(
            text: #"@device "Wide" { idiom: phone; width: 390; height: 844; scale: 3; color-gamut: P3; } traits { a: 1; }"#,
            path: "test.layout")
        #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics.map(\.message))")
        #expect(checked.devices.map(\.colorGamut) == [.p3])
        let plain = Checker.check(
            text: #"@device "Plain" { idiom: phone; width: 390; height: 844; scale: 3; } traits { a: 1; }"#, path: "test.layout")
        #expect(plain.devices.map(\.colorGamut) == [.srgb])
    }

    @Test func jsonFileGivesTheGamut() {
        let text = #"""
            [{"name": "Wide", "idiom": "pad", "width": 820, "height": 1180, "scale": 2, "color-gamut": "p3"},
             {"name": "Plain", "idiom": "pad", "width": 820, "height": 1180, "scale": 2}]
            """#
        let read = DeviceProfile.profiles(fromJSON: Array(text.utf8), path: "devices.json")
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics.map(\.message))")
        #expect(read.profiles.map(\.colorGamut) == [.p3, .srgb])
    }

    /// Every model's JSON has its gamut and reads back to it.
    @Test func catalogJSONKeepsTheGamut() {
        let json = JSONValue.array(DeviceCatalog.all.map(\.json)).serialized()
        #expect(json.contains("\"color-gamut\"") && json.contains("\"p3\"") && json.contains("\"srgb\""))
        let read = DeviceProfile.profiles(fromJSON: Array(json.utf8), path: "catalog.json")
        #expect(read.diagnostics.isEmpty)
        #expect(read.profiles.map(\.colorGamut) == DeviceCatalog.all.map(\.colorGamut))
    }

    /// `layoutc devices --format json` prints the gamut, and a file of a
    /// device in that shape read with `--devices` prints it the same.
    @Test func devicesCommandRoundTrip() throws {
        let listed = try LayoutcProcess.run(["devices", "--format", "json"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let catalog = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        let gamuts = Dictionary(uniqueKeysWithValues: catalog.compactMap { entry in
            (entry["name"] as? String).map { ($0, entry["color-gamut"] as? String) }
        })
        #expect(gamuts["iPhone 7"] == "p3")
        #expect(gamuts["iPhone 6"] == "srgb")
        #expect(gamuts.values.allSatisfy { $0 == "p3" || $0 == "srgb" })

        // The iPhone 7's entry, renamed so it does not clash with the catalog.
        var entry = try #require(catalog.first { $0["name"] as? String == "iPhone 7" })
        entry["name"] = "Test Phone"
        entry["aliases"] = []
        entry["identifiers"] = []
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gamut-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try JSONSerialization.data(withJSONObject: [entry]).write(to: file)
        let read = try LayoutcProcess.run(["devices", "--devices", file.path, "--format", "json"])
        #expect(read.status == 0, "\(read.stderr)")
        let again = try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [[String: Any]])
        #expect(again.first { $0["name"] as? String == "Test Phone" }?["color-gamut"] as? String == "p3")
    }
}
