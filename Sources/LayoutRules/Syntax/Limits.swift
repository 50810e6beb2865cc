/// Resource limits. Each ends in a positioned diagnostic, never in a trap,
/// a stack overflow or unbounded memory. The defaults are documented in
/// Grammar.md ("Limits").
public struct Limits: Sendable, Hashable {
    /// Largest accepted file, in bytes (`file-too-large`).
    public var maxFileBytes: Int = 16 * 1024 * 1024
    /// Most tokens in one file (`too-many-tokens`).
    public var maxTokens: Int = 4_000_000
    /// Deepest nesting of parentheses, blocks and expressions, and of arrays
    /// and objects in a JSON device file (`nesting-too-deep`).
    public var maxNestingDepth: Int = 200
    /// Longest chain of `@import`s (`import-too-deep`).
    public var maxImportDepth: Int = 16
    /// Most files one compilation may load through `@import` (`too-many-imports`).
    public var maxImportedFiles: Int = 256
    /// Most bytes of all files one compilation reads through `@import`,
    /// the inputs included (`too-many-bytes`).
    public var maxTotalBytes: Int = 64 * 1024 * 1024
    /// Deepest chain of `@custom-media` references (`custom-media-too-deep`).
    public var maxCustomMediaDepth: Int = 64
    /// Most condition nodes one `@custom-media` reference may expand to
    /// (`custom-media-too-large`): references inside definitions can double
    /// the size at every level.
    public var maxCustomMediaSize: Int = 10_000
    /// Most region declarations in one compilation, nested ones included
    /// (`too-many-regions`); every layout program and solve is linear in it.
    public var maxLayoutRegions: Int = 10_000
    /// Most nodes in a decision tree (`tree-too-large`).
    public var maxTreeNodes: Int = 250_000
    /// Most partition steps while building a decision tree (`tree-too-large`).
    public var maxTreeBuildSteps: Int = 4_000_000
    /// When the exact tree exceeds its limits, the residual limits tried in
    /// turn: each lets a leaf leave that many trait-only rules to be tested
    /// at run time (see `DecisionTree.residualLimit`). Empty: exact or
    /// `tree-too-large`.
    public var residualLimits: [Int] = [8, 64]
    /// Most diagnostics reported for one file before giving up (`too-many-errors`).
    public var maxDiagnosticsPerFile: Int = 1000

    public init() {}
}
