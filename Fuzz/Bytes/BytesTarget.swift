// libFuzzer target `bytes`: arbitrary bytes through the whole pipeline.
//
//   lex -> parse -> check -> build the tree -> compile layouts -> analyses
//   -> evaluate (odd, catalog and threshold environments) -> frames
//   -> tree/eval/explain/matrix formatting -> text diagnostics (and, for one
//   input in four, JSON, GitHub and coloured text)
//
// and, separately, the same bytes as a JSON device file.
//
// The input is a file, not a string: it reaches the lexer as raw bytes
// through `InMemorySourceProvider`, so invalid UTF-8 is exercised too.
// A line `%%% NAME` splits it into several files: the part before the
// first marker is `fuzz.layout`, each later part the file NAME (relative
// to it), so `@import "a.layout";`, diamonds and cycles get fuzzed.
//
// Finite environments are also compared with the reference evaluator
// (traits, winners, matched rules, frames); a disagreement traps.
//
// Build and run: Scripts/fuzz.sh bytes SECONDS

import LayoutRules
import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler
import LayoutRulesRuntime
import LayoutRulesTooling

@_cdecl("LLVMFuzzerTestOneInput")
public func layoutFuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    BytesTarget.run(bytes)
    return 0
}

enum BytesTarget {
    static let rootPath = "fuzz.layout"

    static func run(_ bytes: [UInt8]) {
        let hash = Self.hash(bytes)
        let provider = InMemorySourceProvider.split(bytes, root: rootPath)
        let compilation = Compiler.compile([.file(rootPath)], provider: provider)
        if fuzzVerbose {
            fuzzLog(TextDiagnosticRenderer().render(compilation.diagnostics, sources: compilation.sources))
            fuzzLog("rule set: \(compilation.ruleSet.map { "\($0.rules.count) rules, \($0.tree.nodes.count) nodes" } ?? "none")")
        }
        FuzzOutput.checkCompilation(compilation)
        FuzzOutput.render(compilation.diagnostics, compilation.sources, all: hash % 4 == 0)
        FuzzOutput.roundTrip(compilation.devices)
        if let ruleSet = compilation.ruleSet {
            fuzzCheck(ruleSet.devices == compilation.devices, "RuleSet.devices differs from Compilation.devices")
            exercise(ruleSet, hash: hash)
        }
        deviceFile(bytes, hash: hash)
    }

    static func exercise(_ ruleSet: RuleSet, hash: UInt64) {
        // Odd environments: run everything, compare nothing.
        for environment in FuzzEnvironments.odd {
            let traits = ruleSet.evaluate(environment)
            for (name, value) in traits { blackHole((name, value)) }
            blackHole(Array(traits.matchedRules))
            blackHole(traits.frames)
            blackHole(ReferenceEvaluator.evaluate(ruleSet.rules, in: environment))
            blackHole(ReferenceEvaluator.frames(ruleSet.rules, in: environment))
        }
        // Finite environments: the tree must agree with the oracle. Six
        // catalog environments per input (which six depends on the input:
        // all of them cost as much as the compilation) and the thresholds.
        let devices = FuzzEnvironments.devices
        let first = Int(hash % UInt64(devices.count))
        let finite = (0..<6).map { devices[(first + $0 * 7) % devices.count] }
            + FuzzEnvironments.thresholds(of: ruleSet.tree, limit: 12)
        for environment in finite {
            if let difference = FuzzOracle.traitDifference(ruleSet, environment) {
                fuzzFailure("decision tree disagrees with the oracle in \(FuzzOracle.describe(environment))\n\(difference)")
            }
            if let difference = FuzzOracle.frameDifference(ruleSet, environment) {
                fuzzFailure("frames disagree with the oracle in \(FuzzOracle.describe(environment))\n\(difference)")
            }
        }
        // What layoutc prints, for one input in four (the matrix in 16).
        if (hash >> 8) % 4 == 0 {
            let shown = [FuzzEnvironments.odd[0], FuzzEnvironments.odd[FuzzEnvironments.odd.count - 3]] + finite.prefix(2)
            FuzzOutput.format(ruleSet, environments: shown, matrix: (hash >> 16) % 4 == 0)
        }
    }

    /// FNV-1a, to vary the cheap-to-skip work between inputs.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// The bytes as a `--devices` JSON file.
    static func deviceFile(_ bytes: [UInt8], hash: UInt64) {
        let result = DeviceProfile.profiles(fromJSON: bytes, path: "devices.json")
        for diagnostic in result.diagnostics {
            FuzzOutput.checkRange(diagnostic.range, result.sources, diagnostic)
        }
        FuzzOutput.render(result.diagnostics, result.sources, all: hash % 4 == 0)
        FuzzOutput.roundTrip(result.profiles)
    }
}

extension InMemorySourceProvider {
    /// Splits `bytes` at lines `%%% NAME` into files: the first part is
    /// `root`, each later part the file NAME.
    static func split(_ bytes: [UInt8], root: String) -> InMemorySourceProvider {
        var provider = InMemorySourceProvider()
        let marker: [UInt8] = Array("%%% ".utf8)
        var path = root
        var start = 0
        var index = 0
        var files: [(String, ArraySlice<UInt8>)] = []
        while index + marker.count <= bytes.count {
            let atLineStart = index == 0 || bytes[index - 1] == 10
            if atLineStart && bytes[index..<(index + marker.count)].elementsEqual(marker) {
                files.append((path, bytes[start..<index]))
                var end = index + marker.count
                while end < bytes.count && bytes[end] != 10 { end += 1 }
                path = String(decoding: bytes[(index + marker.count)..<end], as: UTF8.self)
                start = Swift.min(end + 1, bytes.count)
                index = start
                continue
            }
            index += 1
        }
        files.append((path, bytes[start...]))
        for (name, content) in files where provider.files[name] == nil {
            provider.files[name] = Array(content)
        }
        return provider
    }
}
