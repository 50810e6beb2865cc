// `layoutc eval` checks its output against `Limits.maxOutputBytes` with
// `OutputSize.evaluation`, given the frames it has solved to print them
// (frames are solved once per evaluation). The estimate must cover what
// eval prints, in both formats.

import Foundation
import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesRuntime
@testable import LayoutRulesCodegen

@Suite("eval's output-size estimate")
struct EvalEstimateTests {
    static let fixture = "Tests/LayoutRulesTests/Fixtures/compiler-frames.layout"

    @Test("the estimate from the solved frames covers eval's text and JSON", arguments: ["portrait", "landscape"])
    func coversThePrintout(orientation: String) throws {
        let url = GoldenPaths.packageRoot.appendingPathComponent(Self.fixture)
        let text = try String(contentsOf: url, encoding: .utf8)
        // The same path eval prints, so the matched rules cost the same.
        let ruleSet = try #require(Compiler.compile(text: text, path: Self.fixture).ruleSet)
        let landscape = orientation == "landscape"
        let traits = ruleSet.evaluate(LayoutEnvironment(width: landscape ? 844 : 390, height: landscape ? 390 : 844))
        let frames = traits.frames
        #expect(!frames.regions.isEmpty)
        let estimate = OutputSize.evaluation(ruleSet, traits, frames: frames)
        // Every region counts: no frames, a smaller estimate.
        #expect(estimate > OutputSize.evaluation(ruleSet, traits, frames: FrameLayout()))
        for format in ["text", "json"] {
            let output = try LayoutcProcess.run(["eval", Self.fixture, "--orientation", orientation, "--format", format])
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.utf8.count <= estimate, "\(format): \(output.stdout.utf8.count) bytes, estimate \(estimate)")
        }
    }
}
