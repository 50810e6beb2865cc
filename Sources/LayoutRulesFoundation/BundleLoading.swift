import Foundation
import LayoutRulesBase
import LayoutRulesRuntime

extension Compiler {
    /// Compiles a rule file shipped in a bundle's resources, with the files
    /// it imports (read through `BundleSourceProvider`).
    ///
    ///     let compilation = Compiler.compile(resource: "App", subdirectory: "Rules", in: .main)
    ///     for diagnostic in compilation.diagnostics { ... }
    ///     let rules = compilation.ruleSet   // nil when there was an error
    ///
    /// - Parameters:
    ///   - name: The file's name, with or without the `.layout` extension.
    ///   - subdirectory: The folder inside the resources that holds it, if any
    ///     (`Rules` for `resources: [.copy("Rules")]`).
    ///   - bundle: The bundle whose resources hold the file.
    ///   - presets: Built-in presets applied first, as if imported.
    ///   - limits: Bounds on the work the compiler does.
    /// - Returns: Every diagnostic, with paths relative to the resource
    ///   directory (`Rules/App.layout:3:5`), and the rule set when there
    ///   was no error. A missing file is a `cannot-read-file` error.
    public static func compile(
        resource name: String, subdirectory: String? = nil, in bundle: Bundle, presets: [Preset] = [],
        limits: Limits = Limits()
    ) -> Compilation {
        compile(
            path: resourcePath(name, subdirectory: subdirectory), presets: presets,
            provider: BundleSourceProvider(bundle: bundle), limits: limits)
    }

    /// `Rules/App.layout` for `("App", "Rules")`.
    static func resourcePath(_ name: String, subdirectory: String?) -> String {
        let file = name.hasSuffix(".layout") ? name : name + ".layout"
        guard let subdirectory, !subdirectory.isEmpty else { return file }
        return subdirectory.hasSuffix("/") ? subdirectory + file : subdirectory + "/" + file
    }
}

extension RuleSet {
    /// Compiles a rule file shipped in a bundle's resources and returns its
    /// rule set, or throws the compilation's errors.
    ///
    ///     let rules = try RuleSet.load(resource: "App", subdirectory: "Rules", bundle: .main)
    ///
    /// Warnings do not stop loading; read them with
    /// `Compiler.compile(resource:subdirectory:in:presets:limits:)`.
    public static func load(
        resource name: String, subdirectory: String? = nil, bundle: Bundle, presets: [Preset] = []
    ) throws(RuleLoadingError) -> RuleSet {
        let compilation = Compiler.compile(resource: name, subdirectory: subdirectory, in: bundle, presets: presets)
        guard let ruleSet = compilation.ruleSet else { throw RuleLoadingError(compilation: compilation) }
        return ruleSet
    }
}

/// A rule file that did not compile: the compilation, with its diagnostics.
public struct RuleLoadingError: Error, CustomStringConvertible {
    /// The failed compilation: `diagnostics` holds at least one error.
    public let compilation: Compilation

    /// Every diagnostic in the text format `layoutc` prints
    /// (`Rules/App.layout:3:5: error: ...` with the source line).
    public var description: String {
        TextDiagnosticRenderer(colored: false).render(compilation.diagnostics, sources: compilation.sources)
    }
}
