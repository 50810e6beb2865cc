import LayoutRulesCompiler

extension LayoutTable {
    /// Solves the program of `leaf` into `layout` and returns true, or
    /// returns false when no layout applies there. The program is read in
    /// place: copying it out (`program(forLeaf:)`) retains and releases its
    /// four arrays, which cost more than solving a small layout.
    func solve(leaf: Int, in input: LayoutSolver.LayoutInput, into layout: inout FrameLayout) -> Bool {
        guard leaf >= 0, leaf < storage.programOfLeaf.count else { return false }
        let index = Int(storage.programOfLeaf[leaf])
        guard index >= 0 else { return false }
        storage.programs.withUnsafeBufferPointer { programs in
            LayoutSolver.solve(programs[index], in: input, into: &layout)
        }
        return true
    }

}
