// `layoutc export`: the snapshot configurations and the preview helper.
// Goldens pin both files; the snapshot file is parsed back and each value
// compared with the catalog for every iPhone and iPad, in every
// orientation and window the catalog has; the command's flags and usage
// errors are checked on the built binary. Scripts/typecheck-adapters.sh
// type-checks the output against stubs of swift-snapshot-testing and UIKit.

import Foundation
import LayoutRules
import LayoutRulesTooling
import Testing

struct DeviceExportTests {
    @Test func snapshotConfigsGolden() {
        assertGolden(DeviceExport().snapshotConfigs(command: "layoutc export snapshot-configs"), named: "export/SnapshotConfigs.swift.txt")
    }

    @Test func previewsGolden() {
        assertGolden(DeviceExport().previews(command: "layoutc export previews"), named: "export/Previews.swift.txt")
    }

    @Test func camelNamesPublicAndChosenDevicesGolden() throws {
        var export = DeviceExport()
        export.names = .camel
        export.access = .public
        export.windows = .all
        export.devices = try ["iPhone 16 Pro", "iPad Pro 11-inch (4th generation)"].map {
            try #require(DeviceCatalog.device(named: $0))
        }
        assertGolden(export.snapshotConfigs(command: "layoutc export snapshot-configs"), named: "export/SnapshotConfigs-camel.swift.txt")
    }

    /// One configuration as the generated file writes it.
    struct Parsed: Hashable {
        var title: String
        var width, height, top, left, bottom, right, scale: Double
        var horizontal, vertical, idiom: String
    }

    /// Reads the generated file back: each `static var` and the numbers of
    /// its `layoutRulesConfig` call, and the name each has in
    /// `layoutRulesDevices`.
    static func parse(_ text: String) throws -> [Parsed] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var calls: [String: String] = [:]
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let range = trimmed.range(of: "static var "), trimmed.hasSuffix(": ViewImageConfig {"),
                !trimmed.contains("layoutRulesDevices")
            else { continue }
            let name = String(trimmed[range.upperBound...].dropLast(": ViewImageConfig {".count))
            calls[name] = lines[(index + 1)...(index + 3)].joined(separator: " ")
        }
        let pattern = try NSRegularExpression(
            pattern: #"width: ([0-9.]+), height: ([0-9.]+), safeArea: \(top: ([0-9.]+), left: ([0-9.]+), bottom: ([0-9.]+), right: ([0-9.]+)\),\s+sizeClasses: \(\.(\w+), \.(\w+)\), scale: ([0-9.]+), idiom: \.(\w+)\)"#)
        let listEntry = try NSRegularExpression(pattern: #"^\s+\("(.*)", \.(\w+)\),$"#)
        var result: [Parsed] = []
        for line in lines {
            let whole = NSRange(line.startIndex..., in: line)
            guard let entry = listEntry.firstMatch(in: line, range: whole) else { continue }
            let title = String(line[Range(entry.range(at: 1), in: line)!])
            let name = String(line[Range(entry.range(at: 2), in: line)!])
            let call = try #require(calls[name], "no configuration named \(name)")
            let match = try #require(pattern.firstMatch(in: call, range: NSRange(call.startIndex..., in: call)), "\(call)")
            func group(_ index: Int) -> String { String(call[Range(match.range(at: index), in: call)!]) }
            func number(_ index: Int) -> Double { Double(group(index)) ?? .nan }
            result.append(
                Parsed(
                    title: title, width: number(1), height: number(2), top: number(3), left: number(4), bottom: number(5),
                    right: number(6), scale: number(9), horizontal: group(7), vertical: group(8), idiom: group(10)))
        }
        #expect(result.count == calls.count, "every configuration is listed once")
        return result
    }

    /// Every model, orientation and window of the catalog, as the generated
    /// file must have it.
    static func expected() throws -> [Parsed] {
        var result: [Parsed] = []
        for device in DeviceCatalog.all where device.idiom == .phone || device.idiom == .pad {
            for orientation in [LayoutInterfaceOrientation.portrait, .landscapeLeft] {
                for (name, window) in device.namedWindows(in: orientation) {
                    let classes: SizeClasses
                    switch window {
                    case .multitasking(let kind):
                        classes = try #require(
                            device.windows.first { $0.kind == kind && $0.landscape == orientation.isLandscape }?.sizeClasses)
                    case .resizable: continue
                    default: classes = orientation.isLandscape ? device.landscapeSizeClasses : device.portraitSizeClasses
                    }
                    let environment = try LayoutEnvironment(device: device, orientation: orientation, window: window)
                    let words = [
                        "full": "full screen", "split-1/3": "Split View 1/3", "split-1/2": "Split View 1/2",
                        "split-2/3": "Split View 2/3", "slide-over": "Slide Over",
                    ]
                    let title = "\(device.name) · \(orientation.isLandscape ? "landscape" : "portrait") · \(words[name]!)"
                    let s = environment.safeArea
                    result.append(
                        Parsed(
                            title: title, width: environment.width, height: environment.height, top: s.top, left: s.left,
                            bottom: s.bottom, right: s.right, scale: device.scale, horizontal: classes.horizontal.rawValue,
                            vertical: classes.vertical.rawValue, idiom: device.idiom.rawValue))
                }
            }
        }
        return result
    }

    @Test func everyModelsValuesReadBackAsTheCatalogs() throws {
        var export = DeviceExport()
        export.models = .all
        let text = export.snapshotConfigs(command: "layoutc export snapshot-configs --models all")
        let parsed = try Self.parse(text)
        let expected = try Self.expected()
        #expect(parsed.count == expected.count)
        for (actual, wanted) in zip(parsed, expected) {
            #expect(actual == wanted)
        }
        let models = Set(parsed.map { String($0.title.prefix { $0 != "·" }.dropLast()) })
        #expect(models == Set(DeviceCatalog.all.filter { $0.idiom == .phone || $0.idiom == .pad }.map(\.name)))
        // The newest of each screen: every distinct configuration once.
        let newest = try Self.parse(DeviceExport().snapshotConfigs(command: "layoutc export snapshot-configs"))
        #expect(newest.count < parsed.count)
        #expect(newest.allSatisfy { expected.contains($0) })
    }

    @Test func namesAreUniqueSwiftIdentifiers() throws {
        for names in [DeviceExport.NameStyle.underscore, .camel] {
            var export = DeviceExport()
            export.models = .all
            export.names = names
            let identifiers = export.entries(includingResizable: true).map(\.identifier)
            #expect(Set(identifiers).count == identifiers.count)
            #expect(identifiers.allSatisfy { $0.first!.isLetter && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        }
        #expect(DeviceExport.modelIdentifier("iPad Pro 12.9-inch (6th generation)") == "iPadPro12_9Inch6thGeneration")
        #expect(DeviceExport.modelIdentifier("iPad mini (A17 Pro)") == "iPadMiniA17Pro")
    }

    @Test func theCommandWritesTheSameFileAndRejectsBadUsage() throws {
        let printed = try LayoutcProcess.run(["export", "snapshot-configs"])
        #expect(printed.status == 0)
        #expect(printed.stdout == DeviceExport().snapshotConfigs(command: "layoutc export snapshot-configs"))
        try withTemporaryDirectory("export") { directory in
            let path = directory.appendingPathComponent("Previews.swift").path
            let written = try LayoutcProcess.run(["export", "previews", "-o", path])
            #expect(written.status == 0 && written.stdout.isEmpty)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == DeviceExport().previews(command: "layoutc export previews"))
        }
        var transcripts = ""
        for arguments in [
            ["export"], ["export", "bogus"], ["export", "previews", "snapshot-configs"], ["export", "previews", "--nope"],
            ["export", "snapshot-configs", "--models", "some"], ["export", "snapshot-configs", "--device", "iPhone 99"],
            ["export", "snapshot-configs", "--device", "Apple TV 4K (3rd generation)"],
        ] {
            let result = try LayoutcProcess.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            transcripts += result.transcript(arguments) + "\n"
        }
        assertGolden(transcripts, named: "cli/export-usage-errors.txt")
    }
}
