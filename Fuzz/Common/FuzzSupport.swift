// Shared by both libFuzzer targets (Fuzz/Bytes, Fuzz/Grammar): the
// environments every compiled rule set is evaluated in, the differential
// comparison with the reference evaluator, the invariants checked on
// every compilation and the formatting `layoutc` does.
//
// Built by Scripts/fuzz.sh, never by SwiftPM: the targets link a copy of
// the LayoutRules library compiled with -sanitize=fuzzer,address.

import LayoutRules
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime
import LayoutRulesCodegen
import LayoutRulesTooling

#if canImport(Glibc)
import Glibc
#endif

/// Ends the process with `message` on standard error; libFuzzer reports
/// it as a crash ("deadly signal") and saves the input.
func fuzzFailure(_ message: @autoclosure () -> String) -> Never {
    fflush(stdout)
    fatalError("fuzz invariant violated: " + message())
}

/// Prints to standard error (unbuffered, so it survives a trap).
func fuzzLog(_ text: String) {
    fputs(text + "\n", stderr)
}

/// `precondition` with a message built only on failure.
@inline(__always)
func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fuzzFailure(message()) }
}

/// `FUZZ_VERBOSE=1` prints each input's program and diagnostics: for
/// replaying one input (`Scripts/fuzz.sh repro TARGET FILE`), not for fuzzing.
let fuzzVerbose = getenv("FUZZ_VERBOSE") != nil

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

// MARK: Environments

enum FuzzEnvironments {
    /// Odd environments, fixed: zero, huge, negative, non-finite,
    /// subnormal, every idiom and interface orientation (the "unknown"
    /// and "unspecified" ones too). Only run, never compared: the tree
    /// and the oracle need not agree on NaN.
    static let odd: [LayoutEnvironment] = {
        var result: [LayoutEnvironment] = []
        for idiom in Idiom.allCases {
            result.append(LayoutEnvironment(width: 0, height: 0, idiom: idiom))
        }
        for orientation in LayoutInterfaceOrientation.allCases {
            result.append(LayoutEnvironment(width: 390, height: 844, interfaceOrientation: orientation, idiom: .phone))
        }
        let nan = Double.nan
        let inf = Double.infinity
        let huge = Double.greatestFiniteMagnitude
        let tiny = Double.leastNonzeroMagnitude
        result += [
            LayoutEnvironment(width: huge, height: huge, idiom: .tv, scale: huge),
            LayoutEnvironment(width: 1e300, height: 1e-300, idiom: .mac),
            LayoutEnvironment(width: -1, height: -500, screenWidth: -3, screenHeight: -4, idiom: .pad, scale: -2),
            LayoutEnvironment(width: nan, height: nan, screenWidth: nan, screenHeight: nan, idiom: .vision, scale: nan),
            LayoutEnvironment(width: 100, height: nan, idiom: .carplay),
            LayoutEnvironment(width: inf, height: inf, idiom: .pad, scale: inf),
            LayoutEnvironment(width: -inf, height: inf, idiom: .phone, scale: 0),
            LayoutEnvironment(width: tiny, height: tiny, idiom: .unspecified, scale: tiny),
            LayoutEnvironment(
                width: 320, height: 480, idiom: .phone, scale: 1,
                safeArea: LayoutEdgeInsets(top: nan, left: -inf, bottom: huge, right: -5)),
            LayoutEnvironment(
                width: 1024, height: 768, interfaceOrientation: .unknown, idiom: .unspecified, scale: 2,
                safeArea: LayoutEdgeInsets(top: 600, left: 600, bottom: 600, right: 600)),
        ]
        return result
    }()

    /// Finite environments that must agree with the oracle: catalog
    /// devices in each orientation and multitasking window, and plain
    /// sizes around common breakpoints.
    static let devices: [LayoutEnvironment] = {
        var result: [LayoutEnvironment] = []
        let catalog = DeviceCatalog.all
        // A handful only: one per idiom plus the first phones and pads.
        var seen = Set<Idiom>()
        var picked: [DeviceProfile] = []
        for device in catalog where seen.insert(device.idiom).inserted || picked.count < 6 {
            picked.append(device)
        }
        for device in picked {
            for orientation in [LayoutInterfaceOrientation.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown] {
                if let environment = try? LayoutEnvironment(device: device, orientation: orientation) {
                    result.append(environment)
                }
                for window in device.windows where window.landscape == orientation.isLandscape {
                    if let environment = try? LayoutEnvironment(
                        device: device, orientation: orientation, window: .multitasking(window.kind))
                    {
                        result.append(environment)
                    }
                }
            }
        }
        return result
    }()

    /// Windows on and beside every threshold the tree tests (capped), so
    /// each branch of the tree is taken at least once in both directions.
    static func thresholds(of tree: DecisionTree, limit: Int = 24) -> [LayoutEnvironment] {
        var widths: [Double] = []
        var heights: [Double] = []
        var ratios: [(Double, Double)] = []
        for node in tree.nodes {
            switch (node.kind, node.feature) {
            case (.threshold, .width): widths.append(node.numerator)
            case (.threshold, .height): heights.append(node.numerator)
            case (.ratio, _): ratios.append((node.numerator, node.denominator))
            default: break
            }
        }
        var result: [LayoutEnvironment] = []
        let idioms = Idiom.allCases
        for (index, width) in widths.prefix(limit / 3).enumerated() {
            for delta in [-0.5, 0, 0.5] {
                let height = heights.isEmpty ? 700 : heights[index % heights.count]
                result.append(
                    LayoutEnvironment(width: width + delta, height: height + delta, idiom: idioms[index % idioms.count]))
            }
        }
        for (index, height) in heights.prefix(limit / 4).enumerated() {
            result.append(LayoutEnvironment(width: 600, height: height, idiom: idioms[(index + 1) % idioms.count], scale: 2))
        }
        for (numerator, denominator) in ratios.prefix(limit / 4) where numerator.isFinite && denominator.isFinite {
            result.append(LayoutEnvironment(width: numerator * 100, height: denominator * 100, idiom: .pad, scale: 2))
            result.append(LayoutEnvironment(width: numerator * 7 + 1, height: denominator * 7, idiom: .mac, scale: 1))
        }
        return result
    }
}

// MARK: Differential comparison

enum FuzzOracle {
    /// The library's own self-checks (Runtime/Disagreement.swift).
    static func traitDifference(_ ruleSet: RuleSet, _ environment: LayoutEnvironment) -> String? {
        ReferenceEvaluator.traitDisagreement(ruleSet, in: environment)
    }

    static func frameDifference(_ ruleSet: RuleSet, _ environment: LayoutEnvironment) -> String? {
        ReferenceEvaluator.frameDisagreement(ruleSet, in: environment)
    }

    static func describe(_ e: LayoutEnvironment) -> String {
        "LayoutEnvironment(width: \(e.width), height: \(e.height), screenWidth: \(e.screenWidth), "
            + "screenHeight: \(e.screenHeight), interfaceOrientation: .\(e.interfaceOrientation), "
            + "idiom: .\(e.idiom), scale: \(e.scale), safeArea: LayoutEdgeInsets(top: \(e.safeArea.top), "
            + "left: \(e.safeArea.left), bottom: \(e.safeArea.bottom), right: \(e.safeArea.right)))"
    }
}

// MARK: Invariants and formatting

enum FuzzOutput {
    /// Documented contracts of every compilation: sorted, unique
    /// diagnostics whose ranges lie inside their files; a rule set exactly
    /// when there is no error.
    static func checkCompilation(_ compilation: Compilation) {
        let diagnostics = compilation.diagnostics
        fuzzCheck(
            Diagnostic.sorted(diagnostics) == diagnostics, "diagnostics are not sorted:\n\(summary(diagnostics))")
        fuzzCheck(Set(diagnostics).count == diagnostics.count, "duplicate diagnostics:\n\(summary(diagnostics))")
        fuzzCheck(
            (compilation.ruleSet == nil) == diagnostics.hasErrors,
            "rule set present: \(compilation.ruleSet != nil), errors: \(diagnostics.hasErrors)")
        for diagnostic in diagnostics {
            checkRange(diagnostic.range, compilation.sources, diagnostic)
            for note in diagnostic.notes {
                if let range = note.range { checkRange(range, compilation.sources, diagnostic) }
            }
            if let fixIt = diagnostic.fixIt { checkRange(fixIt.range, compilation.sources, diagnostic) }
        }
    }

    static func checkRange(_ range: SourceRange, _ sources: SourceCatalog, _ diagnostic: Diagnostic) {
        guard let file = sources[range.file] else {
            fuzzFailure("diagnostic '\(diagnostic.id)' \(diagnostic.message) names an unknown file \(range.file.index)")
        }
        fuzzCheck(
            range.start <= range.end && Int(range.end) <= file.bytes.count,
            "diagnostic '\(diagnostic.id)' \(diagnostic.message) has range \(range.start)..<\(range.end) "
                + "in a file of \(file.bytes.count) bytes")
        let start = file.location(of: range.start)
        let end = file.location(of: range.end)
        fuzzCheck(
            start.line >= 1 && start.column >= 1 && (end.line, end.column) >= (start.line, start.column),
            "diagnostic '\(diagnostic.id)' has locations \(start)..<\(end)")
        blackHole(file.text(of: range))
        blackHole(file.lineText(start.line))
    }

    static func summary(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.range.file.index):\($0.range.start)-\($0.range.end) \($0.severity) \($0.id) \($0.message)" }
            .joined(separator: "\n")
    }

    /// The text renderer (what `layoutc check` prints) and, when `all`,
    /// the other two `--format`s and colour. JSON output must read back as
    /// JSON (checked with the library's own strict reader, through the
    /// device-file entry point). Those three take more than half of a
    /// `bytes` run when done for every input (perf), so that target asks
    /// for them for one input in four.
    static func render(_ diagnostics: [Diagnostic], _ sources: SourceCatalog, all: Bool) {
        blackHole(TextDiagnosticRenderer().render(diagnostics, sources: sources))
        guard all else { return }
        blackHole(TextDiagnosticRenderer(colored: true).render(diagnostics, sources: sources))
        blackHole(GitHubDiagnosticRenderer().render(diagnostics, sources: sources))
        let json = JSONDiagnosticRenderer().render(diagnostics, sources: sources)
        checkJSON(json, what: "JSONDiagnosticRenderer output")
    }

    /// `text` must be valid JSON: the strict reader behind
    /// `DeviceProfile.profiles(fromJSON:)` reports only device-shape
    /// problems for it, never a JSON syntax error.
    static func checkJSON(_ text: String, what: String) {
        // Wrapped in an object, the reader stops at "not an array" after
        // the syntax check instead of suggesting a device key for every
        // member (which costs half the run time).
        let result = DeviceProfile.profiles(fromJSON: Array("{\"v\":\(text)}".utf8), path: "check.json")
        let syntax: Set<String> = ["invalid-json", "invalid-utf8", "unterminated-string", "number-out-of-range"]
        if let bad = result.diagnostics.first(where: { syntax.contains($0.id.rawValue) }) {
            fuzzFailure("\(what) is not valid JSON: \(bad.id) \(bad.message) at byte \(bad.range.start)\n\(text.prefix(2000))")
        }
    }

    /// What `layoutc tree`, `eval`, `explain` and `matrix` print, for one
    /// rule set in `environments`.
    static func format(_ ruleSet: RuleSet, environments: [LayoutEnvironment], matrix: Bool) {
        let printer = TreePrinter(ruleSet)
        blackHole(printer.text())
        blackHole(printer.dot())
        blackHole(printer.summary)
        blackHole(printer.strategy)
        checkJSON(printer.json(), what: "TreePrinter.json()")
        for environment in environments {
            let traits = ruleSet.evaluate(environment)
            var pairs: [(String, JSONValue)] = []
            for (name, value) in traits {
                pairs.append((name, value.json))
                blackHole(value.description)
                blackHole(traits.winningRule(for: name))
            }
            for index in traits.matchedRules { blackHole(ruleSet.position(ofRule: Int(index))) }
            let frames = traits.frames
            blackHole(frames.table)
            let object = JSONValue.object([("traits", .object(pairs)), ("frames", frames.json)])
            checkJSON(object.serialized(), what: "eval JSON")
            blackHole(object.serialized(indent: nil))
            for region in frames {
                blackHole(region.frame)
                blackHole(region.windowFrame)
                blackHole(region.bounds)
                blackHole(frames.convert(region.center, from: region.name, to: nil))
                blackHole(frames.convert(region.layoutFrame, from: nil, to: region.name))
            }
            for scale in [environment.scale, 0, -1, Double.nan] { blackHole(frames.pixelAligned(scale: scale)) }
            blackHole(ruleSet.explain(environment))
        }
        if matrix {
            let table = Matrix(ruleSet, devices: Array(DeviceCatalog.all.prefix(4)) + ruleSet.devices)
            blackHole(table.text())
            blackHole(table.markdown())
            checkJSON(table.json(), what: "Matrix.json()")
        }
    }

    /// Device profiles print as JSON that reads back to equal profiles
    /// (documented on `DeviceProfile.json`).
    static func roundTrip(_ profiles: [DeviceProfile]) {
        guard !profiles.isEmpty else { return }
        let text = JSONValue.array(profiles.map(\.json)).serialized()
        let again = DeviceProfile.profiles(fromJSON: Array(text.utf8), path: "again.json")
        fuzzCheck(
            again.diagnostics.isEmpty,
            "printed devices do not read back cleanly:\n\(summary(again.diagnostics))\n\(text)")
        fuzzCheck(again.profiles == profiles, "printed devices read back different:\n\(text)")
        for profile in profiles {
            for orientation in LayoutInterfaceOrientation.allCases {
                blackHole(try? LayoutEnvironment(device: profile, orientation: orientation))
                for window in profile.windows {
                    blackHole(try? LayoutEnvironment(device: profile, orientation: orientation, window: .multitasking(window.kind)))
                }
            }
        }
    }
}
