// swift-tools-version:6.1
import PackageDescription

// LayoutRules has no package dependencies by design: the library imports only
// the Swift standard library so it runs anywhere Swift runs.
//
// The library is one target per pipeline stage. Each target lists exactly
// the targets its files import, no more (SwiftPM would let a file import
// anything in the transitive closure) and no fewer: Scripts/check-imports.sh
// checks both, and member import visibility (at the end of this file) keeps
// a file from using what it does not import (docs/Architecture.md).
//
//   LayoutRulesBase       sources, positions, diagnostics and their renderers,
//                         limits, JSON writing, geometry, the environment and
//                         the media feature table
//   LayoutRulesDevices    the device catalog and device files
//   LayoutRulesPresets    built-in rule files as sources
//   LayoutRulesSyntax     lexer, parser, syntax tree
//   LayoutRulesSemantics  checking and lowering to conditions
//   LayoutRulesCompiler   decision tree and layout programs; only the runtime,
//                         codegen, the benchmark and the tests import it
//   LayoutRulesRuntime    compile entry point, evaluation, solving, and what
//                         tooling reads of a compiled rule set
//   LayoutRulesCodegen    Swift code generation, the tree printer,
//                         output sizes, layoutrules.json
//   LayoutRulesTooling    pictures, matrix, explanations, the
//                         formatter, reference oracles
//   LayoutRules           the product apps import: re-exports Base, Devices
//                         and Runtime
//   LayoutRulesLanguageServer
//                         the LSP server without I/O: framing,
//                         documents, features (`layoutc lsp`)
//   LayoutRulesFileSystem rule files from the disk, with the C
//                         library alone (`layoutc`)
//   LayoutRulesFoundation rule files from a bundle; re-exports LayoutRules
//                         and LayoutRulesFileSystem (and imports Foundation)
//   LayoutRulesUIKit      environment from a window, traits into
//                         UIKit, views placed from frames, Metal
//                         drawable sizes (and imports UIKit)
//   LayoutRulesSwiftUI    the layoutRules and layoutRegion
//                         modifiers and environment values (and imports SwiftUI)
//
// Three plugins serve packages that depend on this one: LayoutRulesPlugin
// checks `.layout` files and generates Swift at build time with
// `layoutc-build` (check and compile alone, on LayoutRulesCodegen);
// LayoutRulesCommand (`swift package layoutc`, for CI) and LayoutRulesFormat
// (`swift package layoutc-fmt`) run `layoutc`.
//
// Declarations an app uses are `public`; everything the CLI, tests, benchmark
// and fuzzers share across targets is `package`. No public type shares its
// name with a type of the standard library, Foundation or Apple's UI
// frameworks (Scripts/check-names.sh), so an app never qualifies one.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
    name: "LayoutRules",
    // The adapters' floor: the SwiftUI modifier measures with iOS 16 / macOS 13
    // APIs, and the UIKit container reads the scene's effective geometry (iOS 16).
    platforms: [.iOS(.v16), .macCatalyst(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // The modules LayoutRules re-exports are listed too, so that API
        // tools that look at a product's modules (swift package
        // diagnose-api-breaking-changes, Scripts/check-api.sh) see the
        // declarations an app uses; apps still import LayoutRules alone.
        .library(
            name: "LayoutRules",
            targets: ["LayoutRules", "LayoutRulesBase", "LayoutRulesDevices", "LayoutRulesRuntime"]),
        .executable(name: "layoutc", targets: ["layoutc"]),
        .library(name: "LayoutRulesFoundation", targets: ["LayoutRulesFoundation"]),
        .library(name: "LayoutRulesUIKit", targets: ["LayoutRulesUIKit"]),
        .library(name: "LayoutRulesSwiftUI", targets: ["LayoutRulesSwiftUI"]),
        // The catalog as test arguments, for apps' test targets.
        .library(name: "LayoutRulesTesting", targets: ["LayoutRulesTesting"]),
        .plugin(name: "LayoutRulesPlugin", targets: ["LayoutRulesPlugin"]),
        .plugin(name: "LayoutRulesCommand", targets: ["LayoutRulesCommand"]),
        .plugin(name: "LayoutRulesFormat", targets: ["LayoutRulesFormat"]),
    ],
    targets: [
        .target(name: "LayoutRulesBase", linkerSettings: libm),
        .target(name: "LayoutRulesDevices", dependencies: ["LayoutRulesBase"]),
        // Rules/*.layout are the presets' sources; the library carries them as
        // PresetSources.swift (Scripts/embed-presets.sh), since it cannot read files.
        .target(name: "LayoutRulesPresets", dependencies: ["LayoutRulesBase"], exclude: ["Rules"]),
        .target(name: "LayoutRulesSyntax", dependencies: ["LayoutRulesBase"]),
        .target(
            name: "LayoutRulesSemantics",
            dependencies: ["LayoutRulesBase", "LayoutRulesDevices", "LayoutRulesPresets", "LayoutRulesSyntax"]
        ),
        .target(
            name: "LayoutRulesCompiler",
            dependencies: [
                "LayoutRulesBase", "LayoutRulesDevices", "LayoutRulesPresets", "LayoutRulesSyntax", "LayoutRulesSemantics",
            ]
        ),
        .target(
            name: "LayoutRulesRuntime",
            dependencies: [
                "LayoutRulesBase", "LayoutRulesDevices", "LayoutRulesPresets", "LayoutRulesSemantics", "LayoutRulesCompiler",
            ]
        ),
        .target(
            name: "LayoutRulesCodegen",
            dependencies: [
                "LayoutRulesBase", "LayoutRulesDevices", "LayoutRulesSyntax", "LayoutRulesSemantics", "LayoutRulesCompiler",
                "LayoutRulesRuntime",
            ]
        ),
        .target(
            name: "LayoutRulesTooling",
            dependencies: [
                "LayoutRulesBase", "LayoutRulesDevices", "LayoutRulesSyntax", "LayoutRulesSemantics", "LayoutRulesRuntime",
                "LayoutRulesCodegen",
            ]
        ),
        .target(name: "LayoutRules", dependencies: ["LayoutRulesBase", "LayoutRulesDevices", "LayoutRulesRuntime"]),
        .target(
            name: "LayoutRulesLanguageServer",
            dependencies: [
                "LayoutRules", "LayoutRulesBase", "LayoutRulesDevices", "LayoutRulesPresets", "LayoutRulesSyntax",
                "LayoutRulesSemantics", "LayoutRulesRuntime", "LayoutRulesTooling",
            ]
        ),
        // The file system source provider, on the C library's calls: `layoutc`
        // reads its inputs through it, and linking Foundation would multiply
        // the time every run spends starting up.
        .target(name: "LayoutRulesFileSystem", dependencies: ["LayoutRulesBase"]),
        // The bundle source provider: the one library target that may import
        // Foundation, so the core stays standard-library only.
        .target(
            name: "LayoutRulesFoundation",
            dependencies: ["LayoutRules", "LayoutRulesBase", "LayoutRulesRuntime", "LayoutRulesFileSystem"]
        ),
        // The app adapters. Every file is wrapped in `#if canImport(UIKit)` or
        // `#if canImport(SwiftUI)`, so without Apple's SDKs they are empty
        // modules; their logic lives in the core, tested everywhere, and
        // Scripts/typecheck-adapters.sh type-checks them against the stubs
        // in Tests/AdapterStubs (docs/Adapters.md).
        .target(name: "LayoutRulesUIKit", dependencies: ["LayoutRulesBase", "LayoutRulesDevices", "LayoutRulesRuntime"]),
        .target(
            name: "LayoutRulesSwiftUI",
            dependencies: ["LayoutRulesBase", "LayoutRulesDevices", "LayoutRulesRuntime", "LayoutRulesUIKit"]
        ),
        .executableTarget(
            name: "layoutc",
            dependencies: [
                "LayoutRules", "LayoutRulesBase", "LayoutRulesDevices", "LayoutRulesPresets", "LayoutRulesSemantics",
                "LayoutRulesRuntime", "LayoutRulesCodegen", "LayoutRulesTooling", "LayoutRulesLanguageServer",
                "LayoutRulesFileSystem",
            ]
        ),
        // The build plugin's tool: `check` and `compile` alone, from layoutc's
        // own files (linked into its folder), so a package that uses the
        // plugin builds neither the language server, the other commands nor
        // the pictures and oracles of LayoutRulesTooling.
        .executableTarget(
            name: "layoutc-build",
            dependencies: [
                "LayoutRulesBase", "LayoutRulesDevices", "LayoutRulesPresets", "LayoutRulesSemantics", "LayoutRulesRuntime",
                "LayoutRulesCodegen", "LayoutRulesFileSystem",
            ]
        ),
        // Build-tool plugin: checks every `.layout` file of the target that
        // lists it and generates `<Stem>Layout.swift` for each root file.
        .plugin(name: "LayoutRulesPlugin", capability: .buildTool(), dependencies: ["layoutc-build"]),
        // `swift package layoutc [SUBCOMMAND ARGS...]`: checks the package's
        // rule files, or forwards to the command line tool.
        .plugin(
            name: "LayoutRulesCommand",
            capability: .command(
                intent: .custom(
                    verb: "layoutc",
                    description: "Check every .layout file of the package, or run 'layoutc SUBCOMMAND ARGS...'"),
                permissions: []),
            dependencies: ["layoutc"]
        ),
        // `swift package layoutc-fmt`: formats the package's rule files in
        // place, with the permission to write that the checking plugin
        // does not ask for.
        .plugin(
            name: "LayoutRulesFormat",
            capability: .command(
                intent: .custom(verb: "layoutc-fmt", description: "Format every .layout file of the package in place"),
                permissions: [.writeToPackageDirectory(reason: "layoutc fmt rewrites the package's .layout files")]),
            dependencies: ["layoutc"]
        ),
        // The benchmark harness: `swift run -c release layoutc-bench [--quick] [--json FILE]`.
        // It may use Foundation; the library may not. It times `layoutc check`
        // as a process, so it depends on `layoutc` to have it built beside it.
        .executableTarget(
            name: "layoutc-bench",
            dependencies: [
                "LayoutRules", "LayoutRulesBase", "LayoutRulesDevices", "LayoutRulesSyntax", "LayoutRulesSemantics",
                "LayoutRulesCompiler", "LayoutRulesRuntime", "LayoutRulesTooling", "CAllocCounter", "layoutc",
            ]
        ),
        // Counts allocations for tests and the benchmark by interposing malloc.
        .target(name: "CAllocCounter"),
        .testTarget(
            name: "LayoutRulesTests",
            dependencies: [
                "LayoutRules", "LayoutRulesBase", "LayoutRulesDevices", "LayoutRulesPresets", "LayoutRulesSyntax",
                "LayoutRulesSemantics", "LayoutRulesCompiler", "LayoutRulesRuntime", "LayoutRulesCodegen",
                "LayoutRulesTooling", "LayoutRulesLanguageServer", "CAllocCounter",
            ],
            exclude: ["Golden", "Corpus", "Fixtures"]
        ),
        // The device matrix for apps' tests: the library and the standard
        // library, plus Swift Testing and XCTest where the toolchain has them.
        .target(name: "LayoutRulesTesting", dependencies: ["LayoutRules"]),
        .testTarget(name: "LayoutRulesTestingTests", dependencies: ["LayoutRules", "LayoutRulesTesting"]),
        // `.copy` keeps the folder structure that `@import` paths rely on
        // (`.process` would flatten it).
        .testTarget(
            name: "LayoutRulesFoundationTests",
            dependencies: ["LayoutRulesFoundation"],
            resources: [.copy("Rules")]
        ),
    ]
)

// A file sees the members (extension methods included) of the modules it
// imports, not of every module its target happens to load: with the
// import check (Scripts/check-imports.sh), a target reaches another
// target's declarations only by importing it and listing it above.
for target in package.targets where target.type != .plugin && target.name != "CAllocCounter" {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
