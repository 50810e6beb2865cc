// LayoutRulesTesting as an app's test target uses it: a consumer package,
// written into a temporary folder, depends on this package by path, and its
// test target runs `@Test(arguments: DeviceMatrix...)` with Swift Testing
// and `forEachDevice` with XCTest. Swift Testing must name each case by its
// device ("iPhone 16 Pro · landscape · full screen"), and a failing case
// must say which device failed.
//
// A cold build of the consumer compiles the whole library, so this runs
// only with LAYOUTRULES_FULL_TESTS=1, like the plugin's end-to-end test
// (whose helpers it uses: its own scratch path, `--package-path` first).

import Foundation
import Testing

@Suite(.serialized)
struct TestingEndToEndTests {
    static func manifest(root: URL) -> String {
        """
        // swift-tools-version:6.1
        import PackageDescription

        let package = Package(
            name: "Consumer",
            dependencies: [.package(path: "\(root.path)")],
            targets: [
                .testTarget(
                    name: "ConsumerTests",
                    dependencies: [.product(name: "LayoutRulesTesting", package: "\(root.lastPathComponent)")]
                )
            ]
        )

        """
    }

    /// The three-line use and the XCTest loop.
    static let tests = """
        import LayoutRules
        import LayoutRulesTesting
        import Testing
        import XCTest

        @Test(arguments: DeviceMatrix.phones.family("iPhone 16").orientations(.all))
        func columns(_ device: DeviceCase) {
            #expect(device.environment.width == device.size.width)
        }

        final class MatrixXCTests: XCTestCase {
            func testEveryPhoneHasAPositiveSize() {
                var count = 0
                forEachDevice(in: DeviceMatrix.phones.orientations(.all)) { device in
                    XCTAssertGreaterThan(device.size.width, 0, device.name)
                    count += 1
                }
                XCTAssertEqual(count, DeviceMatrix.phones.orientations(.all).count)
            }
        }

        """

    /// A test with a failing case, added for a second run.
    static let failing = """
        import LayoutRulesTesting
        import Testing

        @Test(arguments: DeviceMatrix.pads.family("iPad Pro").year(2025).orientations(.landscape))
        func tooNarrow(_ device: DeviceCase) {
            #expect(device.size.width < 1300)
        }

        """

    @Test(
        "a consumer's test target runs the device matrix with Swift Testing and XCTest, each case named by its device",
        .fullRunOnly, .enabled(if: PluginEndToEndTests.swift != nil), .timeLimit(.minutes(30)))
    func consumerTests() throws {
        try withTemporaryDirectory("testing-e2e") { directory in
            let package = directory.appendingPathComponent("Consumer")
            let scratch = directory.appendingPathComponent("scratch")
            try PluginEndToEndTests.write(
                Self.manifest(root: PluginEndToEndTests.packageRoot), to: package.appendingPathComponent("Package.swift"))
            try PluginEndToEndTests.write(
                Self.tests, to: package.appendingPathComponent("Tests/ConsumerTests/ConsumerTests.swift"))
            let test = ["test", "--package-path", package.path, "--scratch-path", scratch.path]

            let passing = try PluginEndToEndTests.swiftCommand(test)
            #expect(passing.status == 0, "\(passing.output)")
            for name in ["iPhone 16 Pro · landscape · full screen", "iPhone 16 · portrait · full screen"] {
                #expect(passing.output.contains("argument device → \(name)"), "\(passing.output)")
            }
            #expect(passing.output.contains("with 8 test cases passed"), "\(passing.output)")
            #expect(passing.output.contains("testEveryPhoneHasAPositiveSize"), "\(passing.output)")
            print("consumer swift test (cold): \(passing.seconds) s")

            // The 13-inch iPad Pro in landscape is 1376 points wide: that case fails, by name.
            try PluginEndToEndTests.write(
                Self.failing, to: package.appendingPathComponent("Tests/ConsumerTests/FailingTests.swift"))
            let failing = try PluginEndToEndTests.swiftCommand(test + ["--filter", "tooNarrow"])
            #expect(failing.status != 0)
            #expect(
                failing.output.contains("with 1 argument device → iPad Pro 13-inch (M5) · landscape · full screen"),
                "\(failing.output)")
            #expect(!failing.output.contains("issue with 1 argument device → iPad Pro 11-inch (M5)"), "\(failing.output)")
            print("consumer swift test (warm): \(failing.seconds) s")
        }
    }
}
