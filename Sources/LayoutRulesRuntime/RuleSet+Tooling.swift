import LayoutRulesCompiler

// What tooling reads of a compiled rule set: LayoutRulesTooling, the
// language server and layoutc do not import LayoutRulesCompiler
// (Scripts/check-imports.sh holds them to it), and with member import
// visibility a module that does not import the compiler cannot use the
// members of its types either, so the decision tree's internals (its flat
// storage above all) are out of their reach. What they need of the
// compiled form is named here, and is all they get (docs/Architecture.md).
extension RuleSet {
    /// Every trait the rules set, in the order a `TraitKey` indexes.
    package var traitNames: [String] { compiled.tree.traitNames }
}
