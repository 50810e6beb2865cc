// The validation pass checks every index of a compiled flat tree and
// layout program; these tests show it accepts what the compiler builds
// (the presets, the examples, random rule sets with and without residual
// leaves) and that each kind of broken index stops the process with a
// message naming it. A trap ends the process, so each broken structure is
// validated in a child process (an exit test), whose standard error is
// matched.
@testable import LayoutRules
@testable import LayoutRulesBase
@testable import LayoutRulesPresets
@testable import LayoutRulesCompiler
@testable import LayoutRulesRuntime
import Testing

struct ValidationTests {
    /// Two width breakpoints, an idiom switch, an aspect ratio read out of
    /// line, and a layout with a parent and a safe area.
    static let source = """
        traits { columns: 1; }
        layout { list { left: 0; top: 0; right: 0; bottom: 0; } }
        @media (width >= 600) {
          traits { columns: 2; }
          layout {
            list { right: auto; width: max(300, 40%); }
            message { left: list.right + 1; top: 0; right: 0; bottom: 0; }
          }
        }
        @media (width >= 1000) and (idiom: pad) { traits { columns: 3; } }
        @media (aspect-ratio > 4/3) { traits { wide: true; } }
        """

    static func validated(_ source: String = source, limits: Limits = Limits()) -> RuleSet? {
        var limits = limits
        limits.validatesCompiledCode = true
        return Compiler.compile(text: source, path: "test.layout", limits: limits).ruleSet
    }

    @Test func compiledStructuresPassValidation() throws {
        let ruleSet = try #require(Self.validated())
        #expect(ruleSet.tree.nodes.count > 3)
        #expect(!ruleSet.layouts.programs.isEmpty)
        // And again, walked (no cell table) and with residual leaves.
        var limits = Limits()
        limits.residualLimits = [1]
        limits.maxTreeNodes = 4
        _ = Self.validated(limits: limits)
    }

    @Test func presetsPassValidation() throws {
        for (name, source) in Presets.all {
            var limits = Limits()
            limits.validatesCompiledCode = true
            let ruleSet = try #require(Compiler.compile(text: source, path: "\(name).layout", limits: limits).ruleSet)
            ruleSet.tree.storage.validate()
            ruleSet.layouts.validate()
        }
    }

    @Test func validationIsOnInDebugAndValidatingBuilds() {
        #if DEBUG || LAYOUTRULES_VALIDATE
        #expect(Limits().validatesCompiledCode)
        #else
        #expect(!Limits().validatesCompiledCode)
        #endif
    }

    // Each exit test corrupts one index of a freshly compiled structure,
    // then validates it: the child must trap with the invariant named.

    @Test func nodeBranchOutOfRangeTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let tree = ValidationTests.validated()!.tree
            let last = tree.storage.flatBuffers.nodes.count - 1
            tree.storage.flatBuffers.nodes[last].no = 9000
            tree.storage.validate()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("flat tree: node "), "\(message)")
        #expect(message.contains("'s false branch 9000 is out of range 0..<"), "\(message)")
    }

    @Test func branchToALaterNodeTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let tree = ValidationTests.validated()!.tree
            tree.storage.flatBuffers.nodes[0].yes = 0
            tree.storage.validate()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("flat tree: node 0's true branch 0 is not before the node (a walk could loop)"), "\(message)")
    }

    @Test func leafOutOfRangeTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let tree = ValidationTests.validated()!.tree
            tree.storage.flatBuffers.cells[0] = 77
            tree.storage.validate()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("flat tree: cell 0's leaf 77 is out of range 0..<"), "\(message)")
    }

    @Test func tableValueOutOfRangeTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let tree = ValidationTests.validated()!.tree
            tree.storage.flatBuffers.table[0] = 12345
            tree.storage.validate()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("flat tree: table entry 0 (row 0, column 0) is value 12345, out of range 0..<"), "\(message)")
    }

    @Test func layoutRegisterOutOfRangeTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let program = ValidationTests.validated()!.layouts.programs.last!
            let code = program.storage.codeBuffer
            code[code.count - 1].target = 100_000
            program.validate()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("layout program: step "), "\(message)")
        #expect(message.contains("100000"), "\(message)")
        #expect(message.contains("is out of range 0..<"), "\(message)")
    }

    @Test func layoutParentAfterItsChildTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let program = ValidationTests.validated()!.layouts.programs.last!
            program.storage.parentBuffer[0] = 5
            program.validate()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("layout program: region 0's parent slot 5 is not the window or an earlier region (0...0)"),
            "\(message)")
    }

    /// An owned buffer's index is checked where assertions are on (debug
    /// builds); an optimised build leaves it to the validation pass.
    @Test func ownedBufferIndexIsChecked() async throws {
        #if DEBUG
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let buffer = OwnedBuffer<Int32>(repeating: 0, count: 3)
            buffer[3] = 1
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("index 3 is out of range 0..<3"), "\(message)")
        #endif
    }
}
