/// A compiled, immutable rule set: the rules in cascade order and the
/// decision tree that evaluates them. Safe to share across threads.
///
///     let compilation = Compiler.compile(text: """
///         @media (width >= 600) { traits { columns: 2; } }
///         """, path: "App.layout")
///     if let rules = compilation.ruleSet {
///         let traits = rules.evaluate(Environment(width: 768, height: 1024, idiom: .pad))
///         traits["columns"]  // .number(2)
///     }
public struct RuleSet: Sendable {
    /// The rules in cascade order (`Rule.index` is the position here).
    public let rules: [Rule]
    public let tree: DecisionTree
    public let requirements: [RequiredTrait]
    /// Every file the rules came from, for turning ranges into positions.
    public let sources: SourceCatalog
    /// The devices the files define with `@device`, in document order.
    public internal(set) var devices: [DeviceProfile] = []
    /// The compiled `layout` blocks: a program per distinct merged layout.
    public internal(set) var layouts = LayoutTable(programs: [], programOfLeaf: [])

    /// Evaluates the decision tree: the traits the cascade settles on and
    /// the rules that match. Makes no heap allocation; the frames are
    /// solved only when asked for (`.frames`).
    public func evaluate(_ environment: Environment) -> TraitCollection {
        let leaf = tree.leafIndex(for: environment)
        return TraitCollection(
            tree: tree, leafIndex: leaf, residualMask: tree.residualMask(leaf: leaf, for: environment), layouts: layouts,
            environment: environment)
    }

    /// The frames of every region the matching rules lay out. Allocates
    /// the result only.
    public func frames(in environment: Environment) -> FrameLayout {
        var layout = FrameLayout()
        frames(in: environment, into: &layout)
        return layout
    }

    /// Solves the frames into an existing `FrameLayout`, reusing its
    /// storage: with a layout that already held as many regions, this
    /// makes no heap allocation at all (for per-frame work in an app).
    public func frames(in environment: Environment, into layout: inout FrameLayout) {
        let leaf = tree.leafIndex(for: environment)
        guard let program = layouts.program(forLeaf: leaf) else {
            layout.regions.removeAll(keepingCapacity: true)
            layout.windowSize = Size(width: environment.width, height: environment.height)
            layout.windowSafeArea = environment.safeArea
            return
        }
        LayoutSolver.solve(program, in: environment, into: &layout)
    }

    /// Where a rule is, for users: its innermost `@media` rule, or the
    /// block itself at the top level.
    public func position(ofRule index: Int) -> (path: String, location: SourceLocation)? {
        guard rules.indices.contains(index) else { return nil }
        let rule = rules[index]
        let range = rule.mediaHeaders.last ?? rule.range
        guard let file = sources[range.file] else { return nil }
        return (file.path, file.location(of: range.start))
    }
}

/// The outcome of compiling: every diagnostic, and the rule set when there
/// was no error.
public struct Compilation: Sendable {
    public let sources: SourceCatalog
    public let diagnostics: [Diagnostic]
    public let ruleSet: RuleSet?
    /// The valid `@device` profiles, also when there were errors elsewhere
    /// (the same list as `ruleSet.devices` when there were none).
    public internal(set) var devices: [DeviceProfile] = []

    public var hasErrors: Bool { diagnostics.hasErrors }
}
