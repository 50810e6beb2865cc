import LayoutRulesBase
import LayoutRulesSemantics
import LayoutRulesCompiler

/// Compiles rule files into a ``RuleSet``: the one entry point of the library.
///
/// Compile once, when the app starts or a rule file changes; evaluate the
/// rule set on every size change. Compiling checks everything `layoutc
/// check` checks, so a file that passes it in CI compiles in the app.
///
///     let compilation = Compiler.compile(text: source, path: "App.layout", presets: [.apple])
///     for diagnostic in compilation.diagnostics { ... }     // errors and warnings, sorted
///     guard let rules = compilation.ruleSet else { return } // nil when there was an error
///     let traits = rules.evaluate(LayoutEnvironment(width: 1180, height: 820, idiom: .pad))
///
/// Compiling keeps no state between calls and is safe on any thread; it
/// never traps on bad input, and ``Limits`` bound its time and memory.
public enum Compiler {
    /// Compiles source text.
    ///
    /// `@import`ed files are read through `provider`, relative to `path`;
    /// `presets` are applied first, as if imported.
    ///
    /// - Parameters:
    ///   - text: The rules, in the `.layout` language.
    ///   - path: The name diagnostics give the text; its imports are
    ///     resolved against this path's directory.
    ///   - presets: Built-in rule files to apply before the text, such as
    ///     ``Preset/apple``.
    ///   - provider: Where imported files come from; by default none exist.
    ///   - limits: Resource limits; the defaults fit any real rule file.
    /// - Returns: The diagnostics, and the rule set when there was no error.
    public static func compile(
        text: String, path: String = "<input>", presets: [Preset] = [],
        provider: any SourceProvider = InMemorySourceProvider(), limits: Limits = Limits()
    ) -> Compilation {
        compile(text: text, path: path, presets: presets.map(\.name), provider: provider, limits: limits)
    }

    /// Compiles source text with presets by name: the command line's and
    /// the tests' form. A name that is no preset applies nothing, so
    /// callers check names first (`layoutc` accepts only `Presets.names`);
    /// apps pass ``Preset`` values, which cannot name a missing one.
    package static func compile(
        text: String, path: String = "<input>", presets: [String],
        provider: any SourceProvider = InMemorySourceProvider(), limits: Limits = Limits()
    ) -> Compilation {
        compile(presets.map(Checker.Input.preset) + [.text(text, path: path)], provider: provider, limits: limits)
    }

    /// Compiles the file at `path`, read (with its imports) through `provider`.
    ///
    /// The library has no file access of its own: pass a provider that
    /// reads the disk or the app's bundle. A file the provider cannot read
    /// is a `cannot-read-file` error. `BundleSourceProvider` (in
    /// LayoutRulesFoundation) reads the app's bundle:
    ///
    ///     let compilation = Compiler.compile(path: "App.layout", provider: BundleSourceProvider(bundle: .main))
    ///
    /// - Parameters:
    ///   - path: The file to compile, as the provider knows it.
    ///   - presets: Built-in rule files to apply before the file, such as ``Preset/apple``.
    ///   - provider: Where the file and its imports come from.
    ///   - limits: Resource limits; the defaults fit any real rule file.
    /// - Returns: The diagnostics, and the rule set when there was no error.
    public static func compile(
        path: String, presets: [Preset] = [], provider: any SourceProvider, limits: Limits = Limits()
    ) -> Compilation {
        compile(path: path, presets: presets.map(\.name), provider: provider, limits: limits)
    }

    /// Compiles the file at `path` with presets named as a user typed them
    /// (as the text form does).
    package static func compile(
        path: String, presets: [String], provider: any SourceProvider, limits: Limits = Limits()
    ) -> Compilation {
        compile(presets.map(Checker.Input.preset) + [.file(path)], provider: provider, limits: limits)
    }

    /// Compiles several inputs as one cascade, in order; `checkDevices:
    /// false` skips the `unreachable-on-devices` warning.
    package static func compile(
        _ inputs: [Checker.Input], provider: any SourceProvider, limits: Limits = Limits(), checkDevices: Bool = true
    ) -> Compilation {
        let limits = limits.clamped
        let output = RuleCompiler.compile(inputs, provider: provider, limits: limits, checkDevices: checkDevices)
        var diagnostics = output.diagnostics
        var ruleSet: RuleSet?
        if let compiled = output.compiled {
            let rules = RuleSet(compiled)
            // Checking frames on real devices needs the solver, which runs
            // here rather than in the compiler.
            diagnostics += LayoutAnalyses.negativeSizes(rules)
            ruleSet = rules
        }
        return Compilation(
            sources: output.sources, diagnostics: RuleCompiler.finish(diagnostics, limits, output.dropped),
            ruleSet: ruleSet, devices: output.devices)
    }
}
