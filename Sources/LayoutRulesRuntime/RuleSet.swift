import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler

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
    package let rules: [Rule]
    package let requirements: [RequiredTrait]
    /// Every file the rules came from, for turning ranges into positions.
    public let sources: SourceCatalog
    /// The devices the files define with `@device`, in document order.
    public package(set) var devices: [DeviceProfile] = []
    /// The decision tree and the layout programs behind one reference, so
    /// that a `TraitCollection` holds one reference and `evaluate` costs
    /// one retain: reference counting was most of an evaluation's time.
    let compiled: CompiledRules

    /// The decision tree that evaluates `rules`.
    package var tree: DecisionTree { compiled.tree }
    /// The compiled `layout` blocks: a program per distinct merged layout.
    package var layouts: LayoutTable { compiled.layouts }

    package init(_ compiled: CompiledRuleSet) {
        self.rules = compiled.rules
        self.requirements = compiled.requirements
        self.sources = compiled.sources
        self.devices = compiled.devices
        self.compiled = CompiledRules(tree: compiled.tree, layouts: compiled.layouts)
    }

    /// Evaluates the decision tree: the traits the cascade settles on and
    /// the rules that match. Makes no heap allocation; the frames are
    /// solved only when asked for (`.frames`).
    ///
    /// Any environment is accepted and nothing traps: NaN, infinite,
    /// negative and zero values match as `Environment` documents (NaN
    /// counts as 0), the same answer `ReferenceEvaluator` gives. An empty
    /// rule set gives no traits, no matched rules and no frames.
    public func evaluate(_ environment: Environment) -> TraitCollection {
        let leaf = compiled.tree.leafIndex(for: environment)
        return TraitCollection(
            compiled: compiled, leafIndex: leaf, residualMask: compiled.tree.residualMask(leaf: leaf, for: environment),
            environment: environment)
    }

    /// Where an environment falls in the tree, as two plain integers: the
    /// cheapest evaluation there is (no allocation, no reference counting),
    /// for hot paths that read a few traits by key (`value(_:at:)`).
    ///
    /// Two environments with equal matches get equal traits and the same
    /// layout program, so comparing the match of a new size with the last
    /// one tells an app whether anything changed.
    ///
    ///     let columns = ruleSet.key(for: "columns")!      // once
    ///     let match = ruleSet.match(environment)          // on every change
    ///     if match != lastMatch { ruleSet.value(columns, at: match) ... }
    ///
    /// Any environment is accepted, as for `evaluate(_:)`.
    public func match(_ environment: Environment) -> Match {
        let leaf = compiled.tree.leafIndex(for: environment)
        return Match(leafIndex: leaf, residualMask: compiled.tree.residualMask(leaf: leaf, for: environment))
    }

    /// The value of a trait where `match` fell, or nil when no matching
    /// rule sets it there (or the match is not one of this rule set's).
    public func value(_ key: TraitKey, at match: Match) -> TraitValueData? {
        guard match.leafIndex >= 0, match.leafIndex < compiled.tree.storage.leaves.count else { return nil }
        return TraitLookup(storage: compiled.tree.storage, leafIndex: match.leafIndex, residualMask: match.residualMask)
            .assignment(trait: key.index).map { compiled.tree.storage.values[Int($0.value)] }
    }

    /// A trait's key, looked up once, for reading the trait on a hot path
    /// without comparing names (`traits[key]`); nil when no rule sets it.
    ///
    ///     let columns = ruleSet.key(for: "columns")    // once
    ///     ruleSet.evaluate(environment)[columns]       // on every change
    public func key(for trait: String) -> TraitKey? {
        compiled.tree.storage.traitNames.firstIndex(of: trait).map { TraitKey(index: Int32($0)) }
    }

    /// The frames of every region the matching rules lay out. Allocates
    /// the result only.
    ///
    /// Any environment is accepted: the frames are solved with its values
    /// as given, so a NaN or infinite size gives NaN or infinite frames. An
    /// environment no device has (a negative size or scale, an unknown
    /// idiom or orientation) whose layout cannot be solved gets an empty
    /// layout, as does an empty rule set or one without `layout` blocks.
    public func frames(in environment: Environment) -> FrameLayout {
        var layout = FrameLayout()
        frames(in: environment, into: &layout)
        return layout
    }

    /// Solves the frames into an existing `FrameLayout`, reusing its
    /// storage: with a layout that already held as many regions, this
    /// makes no heap allocation at all (for per-frame work in an app).
    public func frames(in environment: Environment, into layout: inout FrameLayout) {
        let leaf = compiled.tree.leafIndex(for: environment)
        guard compiled.layouts.solve(leaf: leaf, in: LayoutSolver.LayoutInput(environment), into: &layout) else {
            layout.regions.removeAll(keepingCapacity: true)
            layout.windowSize = Size(width: environment.width, height: environment.height)
            layout.windowSafeArea = environment.safeArea
            return
        }
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
    public package(set) var devices: [DeviceProfile] = []

    public var hasErrors: Bool { diagnostics.hasErrors }
}

/// What evaluation reads, shared by a rule set and every `TraitCollection`
/// it returns.
final class CompiledRules: Sendable {
    let tree: DecisionTree
    let layouts: LayoutTable

    init(tree: DecisionTree, layouts: LayoutTable) {
        self.tree = tree
        self.layouts = layouts
    }
}

extension RuleSet {
    /// Where an environment falls in a rule set's tree (`RuleSet.match(_:)`):
    /// the leaf and, for a leaf that tests rules at run time, which held.
    public struct Match: Hashable, Sendable {
        /// Index of the leaf in `DecisionTree.leaves`.
        package let leafIndex: Int
        /// Bit `i`: residual rule `i` of the leaf holds (0 for an exact leaf).
        package let residualMask: UInt64

        package init(leafIndex: Int, residualMask: UInt64) {
            self.leafIndex = leafIndex
            self.residualMask = residualMask
        }
    }
}

/// A trait of one rule set, resolved by `RuleSet.key(for:)`: reading
/// `traits[key]` compares small integers instead of names. A key belongs
/// to the rule set that made it; with another one's collection it reads
/// whichever trait has the same index there, or nil.
public struct TraitKey: Hashable, Sendable {
    /// Index of the trait in `DecisionTree.traitNames`.
    package let index: Int32
}
