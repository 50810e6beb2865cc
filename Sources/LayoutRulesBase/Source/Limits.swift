/// Resource limits for one compilation.
///
/// Exceeding a limit ends in a positioned diagnostic, never in a trap, a
/// stack overflow or unbounded memory, so an app can compile rule files it
/// did not write. The defaults, documented in Grammar.md ("Limits"), fit
/// any real rule file; `layoutc` and the tests tune them, apps use the
/// defaults:
///
///     let compilation = Compiler.compile(text: downloaded, path: "Remote.layout", limits: Limits())
///
/// Every value is accepted: the compiler clamps each to what it can count,
/// so a limit set too high means "as much as is safe" and a negative one
/// "none".
public struct Limits: Sendable, Hashable {
    /// Largest accepted file, in bytes (`file-too-large`).
    @usableFromInline package var maxFileBytes: Int = 16 * 1024 * 1024
    /// Most tokens in one file (`too-many-tokens`).
    package var maxTokens: Int = 4_000_000
    /// Deepest nesting of parentheses, blocks and expressions, and of arrays
    /// and objects in a JSON device file (`nesting-too-deep`).
    package var maxNestingDepth: Int = 200
    /// Longest chain of `@import`s (`import-too-deep`).
    package var maxImportDepth: Int = 16
    /// Most files one compilation may load through `@import` (`too-many-imports`).
    package var maxImportedFiles: Int = 256
    /// Most bytes of all files one compilation reads through `@import`,
    /// the inputs included (`too-many-bytes`).
    ///
    /// Memory grows with the tokens read, about 40 bytes per byte of a file
    /// dense with trait assignments, so the default keeps a compilation
    /// near 1 GB.
    package var maxTotalBytes: Int = 24 * 1024 * 1024
    /// Deepest chain of `@custom-media` references (`custom-media-too-deep`).
    package var maxCustomMediaDepth: Int = 64
    /// Most condition nodes one `@custom-media` reference may expand to
    /// (`custom-media-too-large`).
    ///
    /// References inside definitions can double the size at every level.
    package var maxCustomMediaSize: Int = 10_000
    /// Most condition nodes in all rules of one compilation together,
    /// custom media and trait tests counted expanded (`too-many-conditions`).
    ///
    /// The decision tree builder reads every rule's condition in full, so
    /// many uses of one large custom media multiply its memory and time.
    package var maxConditionNodes: Int = 2_000_000
    /// Most region declarations in one compilation, nested ones included
    /// (`too-many-regions`).
    ///
    /// Every layout program and every solve is linear in it.
    package var maxLayoutRegions: Int = 10_000
    /// Most regions in all compiled layouts together (`layouts-too-large`).
    ///
    /// Every distinct combination of layout rules that match together is
    /// merged and compiled on its own, so each counts all its regions. The
    /// declarations read while merging may be 100 times as many.
    package var maxLayoutEntries: Int = 750_000
    /// Longest name or string, in bytes (`name-too-long`).
    ///
    /// This counts identifiers, at-keywords, units and string literals
    /// (quotes included), a region's full dotted name and a device's name
    /// in a JSON file. Names are repeated in messages, tree dumps, tables
    /// and generated code, often once per rule or leaf, so their length
    /// multiplies the output.
    package var maxNameBytes: Int = 1_024
    /// Largest listing a tool builds from a compiled rule set, in bytes.
    ///
    /// This bounds `layoutc tree`, `compile --emit swift`, `matrix` and
    /// `render --all`, estimated before building the listing: each
    /// multiplies names and values by leaves, rows or pictures. Compiling
    /// and evaluating do not read it.
    package var maxOutputBytes: Int = 256 * 1024 * 1024
    /// Most devices one compilation (its `@device` rules) or one JSON
    /// device file may define (`too-many-devices`).
    ///
    /// `matrix` and `render --all` evaluate and draw every one of them in
    /// every orientation and window, so their output grows with it.
    package var maxDevices: Int = 10_000
    /// Longest list: most trait names in the `@require` rules of one file
    /// and of one compilation, and most values in one `@device`
    /// declaration (`list-too-long`).
    ///
    /// Each requirement is searched for over the whole decision tree and
    /// may end in a warning, so 1.9 million names in a 16 MB file took
    /// 1.2 GB; a device keeps every alias. Past it the items are read but
    /// not kept.
    package var maxListItems: Int = 10_000
    /// Most values one JSON document (a device file) may hold, array items
    /// and object members counted (`too-many-values`).
    ///
    /// The reader keeps every value with its position, about 50 bytes
    /// each before any string's own, so a 16 MB file of one-byte values
    /// would take gigabytes. A million is about 100 values for each of
    /// `maxDevices` devices; past it the rest are read but not kept, and
    /// the file is an error.
    package var maxJSONValues: Int = 1_000_000
    /// Most nodes in a decision tree (`tree-too-large`).
    package var maxTreeNodes: Int = 250_000
    /// Most entries in the decision tree's per-leaf lists together (the
    /// matched rules' bit words, one per 64 rules of a leaf's span, each
    /// counted as two entries for its 8 bytes; trait assignments; residual
    /// rules) (`tree-too-large`).
    ///
    /// Each leaf keeps every rule that matches there, so a tree within its
    /// node limit can still hold billions of entries.
    package var maxTreeEntries: Int = 128_000_000
    /// Most partition steps while building a decision tree (`tree-too-large`).
    package var maxTreeBuildSteps: Int = 4_000_000
    /// Most formula instructions the tree builder may evaluate, summed over
    /// its steps (`tree-too-large`).
    ///
    /// A step reads the conditions of every rule still undecided there, so
    /// a few huge conditions make each step costly however few the steps.
    package var maxTreeBuildWork: Int = 500_000_000
    /// The residual limits tried in turn when the exact tree exceeds its limits.
    ///
    /// Each lets a leaf leave that many trait-only rules to be tested at
    /// run time, trading a little evaluation time for a smaller tree. Empty
    /// means the tree is exact or the compilation fails with
    /// `tree-too-large` (no scan leaves either, see `scanTreeBytes`).
    package var residualLimits: [Int] = [8, 64]
    /// The bytes a tree's leaf lists may take while the compiler still
    /// refines every leaf down to at most the last residual limit's rules;
    /// past it, the tree is built again with scan leaves, which test any
    /// number of trait-only rules at run time, and lists of about this
    /// size. A file is then never rejected for its tree's size unless
    /// rules with layouts interact past the limits.
    /// 0, or no residual limits: no scan leaves (a tree past its limits is
    /// an error).
    package var scanTreeBytes: Int = 64 << 20
    /// Most diagnostics reported for one file before giving up (`too-many-errors`).
    package var maxDiagnosticsPerFile: Int = 1000
    /// Work "did you mean" suggestions may do in one compilation, in
    /// edit-distance table cells and candidates looked at.
    ///
    /// Past it, diagnostics come without a suggestion: no error, since
    /// nothing is wrong with the input.
    package var maxSuggestionWork: Int = 20_000_000

    /// The default limits.
    public init() {}

    /// The deepest nesting and custom media chain any `Limits` allows.
    ///
    /// The parser and the passes after it recurse once per level. Measured on
    /// Linux x86-64, an optimised build takes under 2.6 KB of stack per
    /// level (the default 200 levels fit a 512 KB secondary thread, as on
    /// iOS; 1,000 fit the 8 MB main thread), a debug build up to 25 KB (so
    /// compile deep files there on the main thread, or raise the thread's
    /// stack size).
    package static let maxRecursionDepth = 1_000

    /// The limits within what the code can count, which every public entry
    /// point applies to the caller's `Limits`.
    ///
    /// Each is clamped from 0 to `Int32.max` (tree nodes and list entries
    /// are 32-bit, and `limit + 1` must not overflow), the two recursion depths (nesting, custom media) to at
    /// most `maxRecursionDepth`, each residual limit from 0 to 64 (a
    /// residual list is a 64-bit mask). A caller's `Int.max` or `-1` thus
    /// means "as much as is safe" or "none", never a trap.
    package var clamped: Limits {
        func clamp(_ value: Int) -> Int { min(max(value, 0), Int(Int32.max)) }
        var limits = self
        limits.maxFileBytes = clamp(maxFileBytes)
        limits.maxTokens = clamp(maxTokens)
        limits.maxNestingDepth = min(clamp(maxNestingDepth), Self.maxRecursionDepth)
        limits.maxImportDepth = clamp(maxImportDepth)
        limits.maxImportedFiles = clamp(maxImportedFiles)
        limits.maxTotalBytes = clamp(maxTotalBytes)
        limits.maxCustomMediaDepth = min(clamp(maxCustomMediaDepth), Self.maxRecursionDepth)
        limits.maxCustomMediaSize = clamp(maxCustomMediaSize)
        limits.maxConditionNodes = clamp(maxConditionNodes)
        limits.maxLayoutRegions = clamp(maxLayoutRegions)
        limits.maxDevices = clamp(maxDevices)
        limits.maxJSONValues = clamp(maxJSONValues)
        limits.maxListItems = clamp(maxListItems)
        limits.maxNameBytes = clamp(maxNameBytes)
        limits.maxOutputBytes = clamp(maxOutputBytes)
        limits.maxLayoutEntries = clamp(maxLayoutEntries)
        limits.maxTreeNodes = clamp(maxTreeNodes)
        limits.maxTreeEntries = clamp(maxTreeEntries)
        limits.maxTreeBuildSteps = clamp(maxTreeBuildSteps)
        limits.maxTreeBuildWork = clamp(maxTreeBuildWork)
        limits.residualLimits = residualLimits.map { min(max($0, 0), 64) }
        limits.scanTreeBytes = clamp(scanTreeBytes)
        limits.maxDiagnosticsPerFile = clamp(maxDiagnosticsPerFile)
        limits.maxSuggestionWork = clamp(maxSuggestionWork)
        return limits
    }
}
