import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesSemantics
import LayoutRulesCompiler

/// A compiled, immutable rule set: the rules in cascade order and the
/// decision tree that evaluates them.
///
/// Get one from ``Compilation/ruleSet``. It is a value that shares its
/// storage, cheap to copy and safe to share across threads. Evaluate it
/// on every size change, three ways from the most to the least
/// convenient:
///
/// - ``evaluate(_:)`` gives a ``TraitCollection``: every trait by name,
///   the matched rules and, on demand, the frames.
/// - ``match(_:)`` with ``value(_:at:)`` reads a few traits by
///   ``TraitKey``: two integers, no allocation, no reference counting.
/// - ``frames(in:into:)`` solves the frames into a ``FrameLayout`` you
///   keep, without allocating once it has grown to size.
///
///     let compilation = Compiler.compile(text: """
///         @media (width >= 600) { traits { columns: 2; } }
///         """, path: "App.layout")
///     if let rules = compilation.ruleSet {
///         let traits = rules.evaluate(LayoutEnvironment(width: 768, height: 1024, idiom: .pad))
///         traits["columns"]  // .number(2)
///     }
public struct RuleSet: Sendable {
    /// The rules in cascade order (`Rule.index` is the position here).
    package let rules: [Rule]
    let requirements: [RequiredTrait]
    /// Every file the rules came from, for turning ranges into positions.
    package let sources: SourceCatalog
    /// The devices the files define with `@device`, in document order.
    package var devices: [DeviceProfile] = []
    /// The decision tree and the layout programs behind one reference, so
    /// that a `TraitCollection` holds one reference and `evaluate` costs
    /// one retain: with more, reference counting would dominate an
    /// evaluation's time.
    @usableFromInline let compiled: CompiledRules

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

    /// The traits the cascade settles on and the rules that match in an environment.
    ///
    /// Evaluating walks the decision tree and makes no heap allocation;
    /// the frames are solved only when asked for
    /// (``TraitCollection/frames``).
    ///
    ///     let traits = rules.evaluate(LayoutEnvironment(width: 390, height: 844, idiom: .phone))
    ///     if case .number(let columns)? = traits["columns"] { ... }
    ///
    /// Any environment is accepted and nothing traps: NaN, infinite,
    /// negative and zero values match as ``LayoutEnvironment`` documents (NaN
    /// counts as 0), the same answer as testing each rule in turn. An
    /// empty rule set gives no traits, no matched rules and no frames.
    public func evaluate(_ environment: LayoutEnvironment) -> TraitCollection {
        let match = match(environment)
        return TraitCollection(
            compiled: compiled, leafIndex: match.leafIndex, residualMask: match.residualMask, environment: environment)
    }

    /// Where an environment falls in the tree, as two plain integers.
    ///
    /// This is the cheapest evaluation there is (no allocation, no
    /// reference counting), for hot paths that read a few traits by key
    /// with ``value(_:at:)``.
    ///
    /// Two environments with equal matches get equal traits and the same
    /// layout program, so comparing the match of a new size with the last
    /// one tells an app whether anything changed.
    ///
    ///     let columns = ruleSet.key(for: "columns")!      // once
    ///     let match = ruleSet.match(environment)          // on every change
    ///     if match != lastMatch { ruleSet.value(columns, at: match) ... }
    ///
    /// Any environment is accepted, as for ``evaluate(_:)``.
    ///
    /// The walk is inlined into the caller: a few loads and compares per
    /// level of the tree, with no call when no leaf tests rules at run time.
    @inlinable @inline(__always)
    public func match(_ environment: LayoutEnvironment) -> Match {
        if _fastPath(compiled.flat.plainCellRows) {
            let (leaf, row) = compiled.flat.plainCellRow(for: environment)
            return Match(leafIndex: leaf, residualMask: 0, row: row)
        }
        return compiled.otherMatch(FlatTree.parts(environment))
    }

    /// The value of a trait where a match fell.
    ///
    /// - Parameters:
    ///   - key: The trait, from ``key(for:)`` on this rule set.
    ///   - match: Where an environment fell, from ``match(_:)`` on this rule set.
    /// - Returns: The value, or nil when no matching rule sets the trait
    ///   there (or the match is not one of this rule set's).
    public func value(_ key: TraitKey, at match: Match) -> TraitValueData? {
        valueKey(key, at: match).map { compiled.tree.storage.values[Int($0.index)] }
    }

    /// Which of the rule set's values a trait has where a match fell,
    /// without copying the value: one load from a table for most leaves.
    ///
    /// Resolve the values an app cares about once with
    /// ``valueKey(for:)``, then compare keys on the hot path, as
    /// one would compare enum cases:
    ///
    ///     let sizeClass = rules.key(for: "horizontal-size-class")!       // once
    ///     let compact = rules.valueKey(for: .identifier("compact"))      // once
    ///     let match = rules.match(environment)                           // on every change
    ///     if rules.valueKey(sizeClass, at: match) == compact { ... }
    ///
    /// - Parameters:
    ///   - key: The trait, from ``key(for:)`` on this rule set.
    ///   - match: Where an environment fell, from ``match(_:)`` on this rule set.
    /// - Returns: The value's key, or nil when no matching rule sets the
    ///   trait there (or the match is not one of this rule set's).
    @inlinable @inline(__always)
    package func valueKey(_ key: TraitKey, at match: Match) -> TraitValueKey? {
        let entry = compiled.flat.entry(row: match.row, leaf: match.leafIndex, trait: key.index)
        // Where the table decides every read (the same answer on every
        // call, so the branch is predicted and can be hoisted out of a
        // loop), the entry is the answer, a value index or `unset`, and
        // the read has no branch on which.
        if _fastPath(compiled.flat.tableDecides) { return entry == FlatTree.unset ? nil : TraitValueKey(index: entry) }
        return compiled.valueKey(entry: entry, key, at: match)
    }

    /// The key of a value some rule sets, for comparing with
    /// ``valueKey(_:at:)`` without comparing values.
    ///
    /// Returns nil when no rule sets a trait to `value` (so no trait can
    /// have it). Look keys up once, after compiling.
    package func valueKey(for value: TraitValueData) -> TraitValueKey? {
        compiled.tree.storage.values.firstIndex(of: value).map { TraitValueKey(index: Int32($0)) }
    }

    /// The value a key stands for, or nil for a key of another rule set
    /// that this one does not have.
    package func value(of key: TraitValueKey) -> TraitValueData? {
        let values = compiled.tree.storage.values
        return values.indices.contains(Int(key.index)) ? values[Int(key.index)] : nil
    }

    /// A trait's key, looked up once, for reading the trait on a hot path
    /// without comparing names.
    ///
    /// Returns nil when no rule sets the trait.
    ///
    ///     let columns = ruleSet.key(for: "columns")    // once
    ///     ruleSet.evaluate(environment)[columns]       // on every change
    public func key(for trait: String) -> TraitKey? {
        compiled.tree.storage.traitNames.firstIndex(of: trait).map { TraitKey(index: Int32($0)) }
    }

    /// The frames of every region the matching rules lay out.
    ///
    /// Allocates the result only; ``frames(in:into:)`` reuses one.
    ///
    /// Any environment is accepted: the frames are solved with its values
    /// as given, so a NaN or infinite size gives NaN or infinite frames. An
    /// environment no device has (a negative size or scale, an unknown
    /// idiom or orientation) whose layout cannot be solved gets an empty
    /// layout, as does an empty rule set or one without `layout` blocks.
    public func frames(in environment: LayoutEnvironment) -> FrameLayout {
        var layout = FrameLayout()
        frames(in: environment, into: &layout)
        return layout
    }

    /// Solves the frames into an existing layout, reusing its storage.
    ///
    /// With a layout that already held as many regions, this makes no heap
    /// allocation at all, for per-frame work in an app:
    ///
    ///     var frames = FrameLayout()                  // kept between updates
    ///     rules.frames(in: environment, into: &frames)
    ///     if let sidebar = frames["sidebar"] { print(sidebar.frame) }
    ///
    /// An environment no rule lays out leaves `layout` with no regions, and
    /// its window size and safe area set from the environment.
    public func frames(in environment: LayoutEnvironment, into layout: inout FrameLayout) {
        let leaf = compiled.flat.leaf(for: environment)
        guard compiled.layouts.solve(leaf: leaf, in: LayoutSolver.LayoutInput(environment), into: &layout) else {
            layout.regions.removeAll(keepingCapacity: true)
            layout.solvedProgram = nil
            layout.windowSize = Size(width: environment.width, height: environment.height)
            layout.windowSafeArea = environment.safeArea
            return
        }
    }

    /// Where a rule is, for users: its innermost `@media` rule, or the
    /// block itself at the top level.
    ///
    /// - Parameter index: The rule's index in cascade order, as
    ///   ``TraitCollection/matchedRules`` and `winningRule(for:)` give it.
    /// - Returns: The file's path and the 1-based position, or nil for an
    ///   index that is not a rule's.
    package func position(ofRule index: Int) -> (path: String, location: SourceLocation)? {
        guard rules.indices.contains(index) else { return nil }
        let rule = rules[index]
        let range = rule.mediaHeaders.last ?? rule.range
        guard let file = sources[range.file] else { return nil }
        return (file.path, file.location(of: range.start))
    }
}

/// The outcome of compiling: every diagnostic, and the rule set when there
/// was no error.
///
///     let compilation = Compiler.compile(text: source, path: "App.layout")
///     guard let rules = compilation.ruleSet else {   // nil exactly when there was an error
///         print(TextDiagnosticRenderer().render(compilation.diagnostics, sources: compilation.sources))
///         return
///     }
public struct Compilation: Sendable {
    /// Every file the compilation loaded: the input, its imports and the
    /// presets. Pass it to a renderer with the diagnostics.
    public let sources: SourceCatalog
    /// Every error, warning and note, sorted by file, position and
    /// severity, at most a thousand per file.
    public let diagnostics: [Diagnostic]
    /// The compiled rules, or nil when there was an error.
    public let ruleSet: RuleSet?
    /// The valid `@device` profiles, also when there were errors elsewhere
    /// (the same list as `ruleSet.devices` when there were none).
    package var devices: [DeviceProfile] = []

    /// Whether any diagnostic is an error, in which case ``ruleSet`` is nil.
    package var hasErrors: Bool { diagnostics.hasErrors }
}

/// What evaluation reads, shared by a rule set and every `TraitCollection`
/// it returns.
@usableFromInline
final class CompiledRules: Sendable {
    let tree: DecisionTree
    let layouts: LayoutTable
    /// The tree's walk and value table, kept here so the inlined walk
    /// reaches its nodes with one load less. It points into `tree`'s
    /// storage, which this object keeps alive.
    @usableFromInline let flat: FlatTree

    init(tree: DecisionTree, layouts: LayoutTable) {
        self.tree = tree
        self.layouts = layouts
        flat = tree.storage.flat
    }

    /// `match` on any tree but the usual one that `match` handles in line:
    /// a cell table that reads more of the environment, a walk, or leaves
    /// whose rules are tested at run time (the environment in pieces, see
    /// `FlatTree.Parts`). Out of line, so the caller's loop keeps no
    /// register for what only these read.
    @usableFromInline @inline(never)
    func otherMatch(_ parts: FlatTree.Parts) -> RuleSet.Match {
        let environment = FlatTree.environment(parts)
        if flat.rowsByCell {
            let (leaf, row) = flat.cellRow(for: environment)
            return RuleSet.Match(leafIndex: leaf, residualMask: 0, row: row)
        }
        let leaf = flat.leaf(for: environment)
        guard flat.isExact else {
            return RuleSet.Match(
                leafIndex: leaf, residualMask: tree.residualMask(leaf: leaf, for: environment), row: flat.rowOffset(leaf: leaf))
        }
        return RuleSet.Match(leafIndex: leaf, residualMask: 0, row: flat.rowOffset(leaf: leaf))
    }

    /// `valueKey` on a tree whose table does not decide every read: the
    /// table's entry when it holds a value index or `unset`, the slow
    /// lookup otherwise.
    @usableFromInline @inline(never)
    func valueKey(entry: Int32, _ key: TraitKey, at match: RuleSet.Match) -> TraitValueKey? {
        if entry >= 0 { return TraitValueKey(index: entry) }
        return entry == FlatTree.unset ? nil : lookUpValueKey(key, at: match)
    }

    /// `valueKey` where the table does not decide: a leaf whose rules
    /// tested at run time may set the trait, or a tree too large for a
    /// table.
    @usableFromInline
    func lookUpValueKey(_ key: TraitKey, at match: RuleSet.Match) -> TraitValueKey? {
        guard match.leafIndex >= 0, match.leafIndex < tree.storage.leaves.count else { return nil }
        return TraitLookup(storage: tree.storage, leafIndex: match.leafIndex, residualMask: match.residualMask)
            .assignment(trait: key.index).map { TraitValueKey(index: $0.value) }
    }
}

extension RuleSet {
    /// Where an environment falls in a rule set's decision tree.
    ///
    /// ``RuleSet/match(_:)`` gives one: the leaf and, for a leaf that tests
    /// rules at run time, which of them held. Two environments with equal
    /// matches get equal traits and the same layout program, so an app can
    /// skip work when the match of a new size equals the last one:
    ///
    ///     let match = rules.match(environment)
    ///     guard match != lastMatch else { return }   // same traits as before
    ///     lastMatch = match
    @frozen
    public struct Match: Hashable, Sendable {
        /// Index of the leaf in `DecisionTree.leaves`.
        @usableFromInline package let leafIndex: Int
        /// Bit `i`: residual rule `i` of the leaf holds (0 for an exact leaf).
        @usableFromInline package let residualMask: UInt64
        /// The offset of the match's row in the value table: the leaf's, or
        /// the cell's when the table has a row per cell (equal either way, so
        /// it takes no part in equality).
        @usableFromInline let row: Int

        @inlinable
        package init(leafIndex: Int, residualMask: UInt64, row: Int) {
            self.leafIndex = leafIndex
            self.residualMask = residualMask
            self.row = row
        }

        /// Whether two matches are the same leaf with the same run-time
        /// rules holding.
        @inlinable
        public static func == (lhs: Match, rhs: Match) -> Bool {
            lhs.leafIndex == rhs.leafIndex && lhs.residualMask == rhs.residualMask
        }

        /// Hashes what equality compares.
        @inlinable
        public func hash(into hasher: inout Hasher) {
            hasher.combine(leafIndex)
            hasher.combine(residualMask)
        }
    }
}

/// A trait of one rule set, resolved once by ``RuleSet/key(for:)``.
///
/// Reading `traits[key]` or ``RuleSet/value(_:at:)`` with a key compares
/// small integers instead of names. A key belongs to the rule set that
/// made it; with another one's collection it reads whichever trait has the
/// same index there, or nil.
///
///     let columns = rules.key(for: "columns")!   // once, after compiling
///     rules.evaluate(environment)[columns]       // on every size change
@frozen
public struct TraitKey: Hashable, Sendable {
    /// Index of the trait in `DecisionTree.traitNames`.
    @usableFromInline package let index: Int32

    package init(index: Int32) {
        self.index = index
    }
}

/// One of the values a rule set's traits take, resolved once by
/// ``RuleSet/valueKey(for:)``.
///
/// Two keys of one rule set are equal exactly when their values are, so
/// an app can compare the key ``RuleSet/valueKey(_:at:)`` gives with keys
/// it resolved after compiling, as it would compare enum cases, and never
/// copy or compare a string on the hot path. A key belongs to the rule set
/// that made it.
///
///     let compact = rules.valueKey(for: .identifier("compact"))
///     let isCompact = rules.valueKey(sizeClass, at: rules.match(environment)) == compact
@frozen @usableFromInline
package struct TraitValueKey: Hashable, Sendable {
    /// Index of the value in `DecisionTree.values`.
    @usableFromInline package let index: Int32

    @inlinable
    package init(index: Int32) {
        self.index = index
    }
}

extension RuleSet {
    /// The settings beyond geometry that the rules' conditions test,
    /// `@custom-media` and imports expanded: what an adapter watches.
    public var testedSettings: LayoutEnvironment.Settings {
        var tested: LayoutEnvironment.Settings = []
        for rule in rules {
            rule.condition.forEachFeature { feature in
                if let setting = feature.setting { tested.insert(setting) }
            }
        }
        return tested
    }
}
