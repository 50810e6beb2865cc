import LayoutRules

// HOOK (issue 6, part 4): code generation does not exist yet.
//
// When `layoutc compile FILE --emit swift` exists, generate Swift for the
// apple preset into this target (for example a checked-in
// `GeneratedApple.swift` written by a build step or by hand with the
// tool), verify it against the library in `Verification` as the
// hand-written baselines are, and time it here with the same loop as
// `EvaluationBench.handwrittenApple()`. The table then shows a
// "generated Swift" row and the JSON report's `codegen_vs_handwritten`
// (generated ns ÷ hand-written ns, traits only, apple preset) stops being
// null.
enum CodegenHook {
    /// Traits-only timing of generated code for the apple preset, or nil
    /// while there is no code generator.
    static func measureApple(_ bench: EvaluationBench) -> Timing? {
        nil
    }
}
