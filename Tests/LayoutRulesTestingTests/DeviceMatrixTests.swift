// The device matrix as an app's test target uses it: the cases a filter
// gives, their names, their environments (the catalog's numbers), and the
// example the matrix exists for, an app invariant that `layoutc check`
// cannot see.

import Foundation
import LayoutRules
import LayoutRulesTesting
import Testing

struct DeviceMatrixTests {
    @Test func phonesInBothOrientationsAreEveryPhoneTwice() {
        let phones = DeviceCatalog.all.filter { $0.idiom == .phone }
        let matrix = DeviceMatrix.phones.orientations(.all)
        #expect(matrix.count == phones.count * 2)
        #expect(matrix.map(\.device.name) == phones.flatMap { [$0.name, $0.name] })
        #expect(matrix.allSatisfy { $0.windowName == "full" && $0.dynamicTypeSize == .large })
    }

    @Test func namesSayModelOrientationAndWindow() throws {
        let landscape = try #require(
            DeviceMatrix.phones.orientations(.landscape).first { $0.device.name == "iPhone 16 Pro" })
        #expect(landscape.testDescription == "iPhone 16 Pro · landscape · full screen")
        #expect("\(landscape)" == landscape.name)
        // The M5 iPad Pros have no Split View or Slide Over in portrait, nor
        // the uneven splits in landscape: no source measures them.
        let names = DeviceMatrix.pads.family("iPad Pro").year(2025).windows(.all).orientations(.all).map(\.name)
        #expect(
            names == [
                "iPad Pro 11-inch (M5) · portrait · full screen",
                "iPad Pro 11-inch (M5) · portrait · smallest window",
                "iPad Pro 11-inch (M5) · portrait · half-screen window",
                "iPad Pro 11-inch (M5) · landscape · full screen",
                "iPad Pro 11-inch (M5) · landscape · Split View 1/2",
                "iPad Pro 11-inch (M5) · landscape · smallest window",
                "iPad Pro 11-inch (M5) · landscape · half-screen window",
                "iPad Pro 13-inch (M5) · portrait · full screen",
                "iPad Pro 13-inch (M5) · portrait · smallest window",
                "iPad Pro 13-inch (M5) · portrait · half-screen window",
                "iPad Pro 13-inch (M5) · landscape · full screen",
                "iPad Pro 13-inch (M5) · landscape · Split View 1/2",
                "iPad Pro 13-inch (M5) · landscape · smallest window",
                "iPad Pro 13-inch (M5) · landscape · half-screen window",
            ])
        let tv = try #require(DeviceMatrix.all.idioms(.tv).orientations(.all).last)
        #expect(tv.name == "\(tv.device.name) · full screen")
    }

    @Test func everyNameIsUnique() {
        let matrix = DeviceMatrix.all.orientations(.all).windows(.all).dynamicTypeSizes(.large, .accessibilityLarge)
        #expect(Set(matrix.map(\.name)).count == matrix.count)
        #expect(matrix.contains { $0.name == "iPhone 16 · portrait · full screen · accessibility-large" })
    }

    @Test func filtersByIdiomFamilyYearWindowAndTypeSize() {
        #expect(DeviceMatrix.all.idioms(.tv).allSatisfy { $0.device.idiom == .tv })
        #expect(Set(DeviceMatrix.phones.family("iPhone 16").map(\.device.name)) == [
            "iPhone 16", "iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16 Pro Max",
        ])
        #expect(DeviceMatrix.all.years(2024...).allSatisfy { ($0.device.year ?? 0) >= 2024 })
        #expect(!DeviceMatrix.all.years(2024...).isEmpty)
        let slideOver = DeviceMatrix.pads.orientations(.all).windows(.slideOver)
        #expect(!slideOver.isEmpty)
        #expect(slideOver.allSatisfy { $0.environment.window == .slideOver })
        let resizable = DeviceMatrix.pads.windows(.resizable)
        #expect(resizable.allSatisfy { $0.environment.window == .resizable })
        #expect(resizable.contains { $0.size == Size(width: 320, height: 320) })
        let sizes = DeviceMatrix.phones.year(2024).dynamicTypeSizes(LayoutEnvironment.DynamicTypeSize.allCases)
        #expect(sizes.count == DeviceMatrix.phones.year(2024).count * 12)
        #expect(sizes.map(\.environment.dynamicTypeSize) == sizes.map(\.dynamicTypeSize))
    }

    @Test func newestOfEachScreenKeepsOneModelPerScreen() {
        let newest = DeviceMatrix.all.newestOfEachScreen()
        #expect(newest.count == DeviceCatalog.groupedByScreen(DeviceCatalog.all).count)
        #expect(newest.contains { $0.device.name == "iPad Pro 11-inch (M5)" })
        #expect(!newest.contains { $0.device.name == "iPad Pro 11-inch (M4)" })
    }

    /// The environments are the catalog's: the same as building them by hand.
    @Test(arguments: DeviceMatrix.all.orientations(.all).windows(.all))
    func environmentIsTheCatalogs(_ device: DeviceCase) throws {
        let expected = try LayoutEnvironment(device: device.device, orientation: device.orientation, window: device.window)
        #expect(device.environment == expected)
    }

    /// The example the matrix is for: Examples/Dashboard.layout puts a
    /// sidebar beside the content from 600 points wide; in no catalog
    /// window may the content be narrower than the sidebar (a 320 x 320
    /// window with a 260-point sidebar would leave a 60-point feed). The
    /// rules are valid either way: this is the app's invariant.
    @Test(arguments: DeviceMatrix.all.orientations(.all).windows(.all))
    func contentIsNeverNarrowerThanTheSidebar(_ device: DeviceCase) throws {
        let frames = Self.dashboard.frames(in: device.environment)
        guard let sidebar = frames["sidebar"], let content = frames["content"] else { return }
        #expect(content.frame.size.width >= sidebar.frame.size.width, "\(device.name): \(frames)")
    }

    static let dashboard: RuleSet = {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples").standardizedFileURL
        func read(_ path: String) -> String {
            (try? String(contentsOf: examples.appendingPathComponent(path), encoding: .utf8)) ?? ""
        }
        let files = ["Dashboard.layout", "shared/Breakpoints.layout"]
        let provider = InMemorySourceProvider(Dictionary(uniqueKeysWithValues: files.map { ($0, read($0)) }))
        let compilation = Compiler.compile(text: read("Dashboard.layout"), path: "Dashboard.layout", provider: provider)
        return compilation.ruleSet!
    }()
}
