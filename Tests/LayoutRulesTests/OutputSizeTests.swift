// `OutputSize` estimates a listing before a command builds it, so that
// `tree`, `compile --emit swift`, `matrix` and `render --all` refuse one
// past `Limits.maxOutputBytes` (a 2 MB file of 1 KB names would otherwise
// make a 3.5 GB Swift file). An estimate must err on the large side,
// and by a small factor only, or it would refuse ordinary files.

import Foundation
@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesRuntime
@testable import LayoutRulesCodegen
@testable import LayoutRulesTooling
import Testing

struct OutputSizeTests {
    static func ruleSets() throws -> [(String, RuleSet)] {
        var sets: [(String, RuleSet)] = []
        for name in ["PhotoApp", "Dashboard", "Reader"] {
            let path = GoldenPaths.packageRoot.appendingPathComponent("Examples/\(name).layout").path
            let compilation = Compiler.compile(path: path, provider: DiskProvider())
            sets.append((name, try #require(compilation.ruleSet, "\(name)")))
        }
        for preset in ["apple", "material", "bootstrap", "tailwind", "device-orientation"] {
            sets.append((preset, try #require(Compiler.compile(text: "", presets: [preset]).ruleSet)))
        }
        let long = String(repeating: "n", count: 500)
        let traits = (0..<50).map { "t\($0)\(long): \"\(long)\";" }.joined(separator: " ")
        let steps = (1...60).map { "@media (width >= \($0 * 10)) { traits { w: \($0); } }" }.joined(separator: "\n")
        sets.append(("long names", try #require(Compiler.compile(text: "traits { \(traits) }\n" + steps).ruleSet)))
        return sets
    }

    struct DiskProvider: SourceProvider {
        func contents(ofFile path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { [UInt8]($0) } }
    }

    /// The matrix and gallery estimates are checked on every third catalog
    /// device (phones, pads and the others), or on every device with
    /// `LAYOUTRULES_FULL_TESTS=1`.
    @Test func estimatesErrLargeBySmallFactors() throws {
        let all = DeviceCatalog.all
        let devices = TestSettings.scaled(quick: stride(from: 0, to: all.count, by: 3).map { all[$0] }, full: all)
        for (name, ruleSet) in try Self.ruleSets() {
            let printer = TreePrinter(ruleSet)
            let tree = OutputSize.treeListing(ruleSet)
            let listings = [printer.text(), printer.json(), printer.dot()].map(\.utf8.count)
            #expect(listings.allSatisfy { $0 <= tree }, "\(name): \(listings) above \(tree)")
            #expect(tree <= 20 * (listings.max() ?? 0) + 10_000, "\(name): \(tree) for \(listings)")
            let swift = SwiftCodeGenerator.generate(ruleSet).utf8.count
            #expect(swift <= 2 * tree + 60_000, "\(name): Swift \(swift), tree estimate \(tree)")

            let matrix = Matrix(ruleSet, devices: devices)
            let estimate = OutputSize.matrix(ruleSet, devices: devices)
            #expect(OutputSize.matrixRows(devices: devices) == matrix.rows.count)
            for text in [matrix.text(), matrix.markdown(), matrix.json()] {
                #expect(text.utf8.count <= estimate, "\(name): matrix \(text.utf8.count) > \(estimate)")
            }
            let pictures = LayoutGallery.pictures(ruleSet, devices: devices)
            let html = LayoutGallery.html(title: name, pictures: pictures).utf8.count
            let gallery = OutputSize.gallery(ruleSet, devices: devices)
            #expect(html <= gallery, "\(name): gallery \(html) > \(gallery)")
        }
    }

    /// Past the limit the command says so and exits 1 before building it.
    @Test func commandsRefuseListingsPastTheLimit() throws {
        let long = String(repeating: "n", count: 1_000)
        let traits = (0..<1_000).map { "  t\($0)\(long): \"\(String(repeating: "v", count: 1_000))\";\n" }.joined()
        let steps = (1...300).map { "@media (width >= \($0 * 3)) { traits { w: \($0); } }\n" }.joined()
        try withTemporaryDirectory("output-size") { directory in
            let path = directory.appendingPathComponent("big.layout").path
            try Data(("traits {\n" + traits + "}\n" + steps).utf8).write(to: URL(fileURLWithPath: path))
            for command in [["tree"], ["compile", "--emit", "swift"]] {
                let result = try LayoutcProcess.run(command + [path])
                #expect(result.status == 1, "\(command)")
                #expect(result.stdout.isEmpty)
                #expect(result.stderr.contains("error: the output would be about"), "\(result.stderr)")
                #expect(result.stderr.contains("more than the limit of 256 MB (Limits.maxOutputBytes)"))
            }
        }
    }
}
