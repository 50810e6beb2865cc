// Code generation and the tree printer live in LayoutRulesCodegen, so the
// build plugin's tool links them without the pictures and the oracles;
// whatever imports this module still sees them, as before the split.
@_exported import LayoutRulesCodegen
