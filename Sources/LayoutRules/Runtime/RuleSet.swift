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

    /// Evaluates the decision tree: the traits the cascade settles on and
    /// the rules that match. Makes no heap allocation.
    public func evaluate(_ environment: Environment) -> TraitCollection {
        TraitCollection(tree: tree, leafIndex: tree.leafIndex(for: environment))
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
