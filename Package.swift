// swift-tools-version:6.1
import PackageDescription

// LayoutRules has no package dependencies by design: the library imports only
// the Swift standard library so it runs anywhere Swift runs.
let package = Package(
    name: "LayoutRules",
    products: [
        .library(name: "LayoutRules", targets: ["LayoutRules"]),
        .executable(name: "layoutc", targets: ["layoutc"]),
    ],
    targets: [
        .target(
            name: "LayoutRules",
            // libm only (for rounding); still no Foundation.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .executableTarget(name: "layoutc", dependencies: ["LayoutRules"]),
        // The benchmark harness (issue 6): `swift run -c release layoutc-bench [--quick] [--json FILE]`.
        // It may use Foundation (for JSONSerialization as a baseline and for file output); the library may not.
        .executableTarget(name: "layoutc-bench", dependencies: ["LayoutRules", "CAllocCounter"]),
        // Test-only allocation counter (interposes malloc; see Sources/CAllocCounter/counter.c).
        .target(name: "CAllocCounter"),
        .testTarget(
            name: "LayoutRulesTests",
            dependencies: ["LayoutRules", "CAllocCounter"],
            exclude: ["Golden", "Corpus", "Fixtures"]
        ),
    ]
)
