// Bad input at the public API: environments with NaN, infinite, negative
// and zero sizes, scales and insets, the unknown idiom and orientation,
// devices that cannot give a window, unknown device names and an empty rule
// set. Nothing traps; the decision tree agrees with `ReferenceEvaluator` on
// every such environment (traits, winning rules and matched rules); the
// three ways of solving frames agree with each other; and every JSON output
// stays valid RFC 8259 JSON (a non-finite number is written `null`).

import Foundation
@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesCompiler
@testable import LayoutRulesRuntime
@testable import LayoutRulesCodegen
@testable import LayoutRulesTooling
import Testing

// MARK: Inputs

/// The values a caller might pass by mistake.
private let oddValues: [Double] = [
    .nan, -.nan, .infinity, -.infinity, 0, -0.0, -1, -1e308, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e15 + 0.5,
]

/// Environments that vary one or two values at a time away from a normal
/// phone, over every idiom and interface orientation (the unknown ones
/// included).
private let oddEnvironments: [LayoutEnvironment] = {
    let normal = LayoutEnvironment(width: 390, height: 844, idiom: .phone, scale: 3, safeArea: LayoutEdgeInsets(top: 47, bottom: 34))
    var variants: [LayoutEnvironment] = []
    for value in oddValues {
        let edits: [(inout LayoutEnvironment) -> Void] = [
            { $0.width = value }, { $0.height = value }, { $0.screenWidth = value }, { $0.screenHeight = value },
            { $0.scale = value }, { $0.nativeScale = value }, { $0.safeArea.top = value }, { $0.safeArea.left = value },
            { $0.safeArea.bottom = value }, { $0.safeArea.right = value },
            { $0.safeArea = LayoutEdgeInsets(top: value, left: value, bottom: value, right: value) },
            { $0.width = value; $0.height = value; $0.screenWidth = value; $0.screenHeight = value; $0.scale = value },
        ]
        for edit in edits {
            var environment = normal
            edit(&environment)
            variants.append(environment)
        }
        for other in oddValues {
            var environment = normal
            environment.width = value
            environment.height = other
            variants.append(environment)
        }
    }
    var environments: [LayoutEnvironment] = []
    for (position, variant) in variants.enumerated() {
        // Every idiom and orientation, spread over the variants.
        var environment = variant
        environment.idiom = Idiom.allCases[position % Idiom.allCases.count]
        environment.interfaceOrientation = LayoutInterfaceOrientation.allCases[position % LayoutInterfaceOrientation.allCases.count]
        environments.append(environment)
        var unknown = variant
        unknown.idiom = .unspecified
        unknown.interfaceOrientation = .unknown
        environments.append(unknown)
    }
    return environments
}()

/// Rules over every feature and value shape, with a layout that reads
/// every kind of value an environment feeds it.
private let everyFeature = """
    @custom-media --roomy (width >= 600) and (height >= 600);
    traits { base: 1; }
    @media (aspect-ratio >= 16/9) { traits { wide: true; } }
    @media (aspect-ratio <= 3/4) { traits { tall: true; } }
    @media (1/1 <= aspect-ratio < 4/3) { traits { squarish: true; } }
    @media (min-aspect-ratio: 2/1) { traits { panorama: true; } }
    @media (orientation: landscape) { traits { shape: landscape; } }
    @media (orientation: portrait) { traits { shape: portrait; } }
    @media (interface-orientation: portrait-upside-down) { traits { upside: true; } }
    @media not all and (interface-orientation: portrait) { traits { notportrait: true; } }
    @media (idiom: pad) or (idiom: mac) { traits { big: true; } }
    @media not (idiom: phone) { traits { notphone: true; } }
    @media (scale >= 2) { traits { retina: true; } }
    @media (resolution < 2x) { traits { lowres: true; } }
    @media (width) { traits { haswidth: true; } }
    @media (height: 0) { traits { flat: true; } }
    @media (screen-width > 1000) and (screen-height <= 500) { traits { screen: 1; } }
    @media (max-width: 100) { traits { tiny: true; } }
    @media (--roomy) { traits { roomy: true; gutter: 24; } }
    @media (width >= 1e300) { traits { huge: true; } }
    layout {
      top-bar { left: env(safe-area-inset-left); right: env(safe-area-inset-right); top: 0; height: 44 + env(safe-area-inset-top); }
      content {
        left: clamp(8, 5%, 40); right: 100% - 8; top: top-bar.bottom; bottom: env(safe-area-inset-bottom);
        badge { center-x: 50%; center-y: 50%; width: min(100, 20%); height: max(10, 10%); transform: rotate(45deg) scale(2) translate(3, 4); }
      }
    }
    @media (--roomy) {
      layout {
        content { left: gutter * 2; }
        side { right: 0; width: 25% / 2; top: 0; bottom: 0; }
      }
    }
    """

/// The staircase again, compiled under a budget that forces residual
/// leaves (rules tested at run time), so that path meets odd values too.
private let residualStaircase = (0..<12).map { step in
    "@media (width >= \(100 * step)) and (height >= \(1200 - 100 * step)) { traits { tier: \(step); } }"
}.joined(separator: "\n")

private struct NamedRuleSet: CustomTestStringConvertible, Sendable {
    var name: String
    var ruleSet: RuleSet
    var testDescription: String { name }
}

private let ruleSets: [NamedRuleSet] = {
    var sets: [NamedRuleSet] = []
    func add(_ name: String, _ compilation: Compilation) {
        guard let ruleSet = compilation.ruleSet else {
            Issue.record("\(name) does not compile: \(compilation.diagnostics.map(\.message))")
            return
        }
        sets.append(NamedRuleSet(name: name, ruleSet: ruleSet))
    }
    add("every feature", Compiler.compile(text: everyFeature, path: "every.layout", presets: ["apple"]))
    var small = Limits()
    small.maxTreeNodes = 40
    add("residual staircase", Compiler.compile(text: residualStaircase, path: "stairs.layout", limits: small))
    for path in ExampleSources.topLevel {
        add(path, Compiler.compile(path: path, provider: ExampleSources.provider))
    }
    add("empty", Compiler.compile(text: ""))
    return sets
}()

// MARK: Helpers

/// Whether `text` is valid JSON by the library's strict RFC 8259 reader.
private func isValidJSON(_ text: String) -> Bool {
    var diagnostics: [Diagnostic] = []
    let parsed = JSONReader.parse(SourceFile(path: "out.json", text: text), file: FileID(0), diagnostics: &diagnostics)
    return parsed != nil && diagnostics.isEmpty
}

/// Frames compared bit for bit, NaN included (`==` on a NaN frame is false).
private func fingerprint(_ layout: FrameLayout) -> String {
    func bits(_ values: [Double]) -> String { values.map { String($0.bitPattern, radix: 16) }.joined(separator: ",") }
    var text = "window " + bits([layout.windowSize.width, layout.windowSize.height]) + "\n"
    for region in layout {
        let frame = region.layoutFrame
        text += "\(region.name) \(String(describing: region.parent)) "
        text += bits([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, region.center.x, region.center.y])
        text += " " + bits(region.transform.components) + "\n"
    }
    return text
}

/// Frames compared region by region with `RegionFrame.agrees(with:)`
/// (NaN equals NaN, an infinity only itself): the oracle computes in its
/// own order, so it may round the last bit differently.
private func approximatelyEqual(_ a: FrameLayout, _ b: FrameLayout) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.agrees(with: $1) }
}


private func describe(_ environment: LayoutEnvironment) -> String {
    "width \(environment.width) height \(environment.height) screen \(environment.screenWidth)x\(environment.screenHeight) "
        + "scale \(environment.scale) insets \(environment.safeArea) \(environment.idiom) \(environment.interfaceOrientation)"
}

// MARK: Tests

@Suite("API input")
struct APIInputTests {
    @Test func oddEnvironmentsAreMany() {
        #expect(oddEnvironments.count > 500)
        #expect(ruleSets.count >= 5)
    }

    @Test(arguments: ruleSets)
    fileprivate func treeAgreesWithTheOracleOnOddEnvironments(_ named: NamedRuleSet) {
        let ruleSet = named.ruleSet
        var disagreements: [String] = []
        for environment in oddEnvironments {
            let traits = ruleSet.evaluate(environment)
            let oracle = ReferenceEvaluator.evaluate(ruleSet.rules, in: environment)
            var treeTraits: [String: TraitValueData] = [:]
            for (name, value) in traits { treeTraits[name] = value }
            let matched = Array(traits.matchedRules).map(Int.init)
            var agree = treeTraits == oracle.traits.mapValues(\.value) && matched == oracle.matched
                && traits.count == oracle.traits.count
            for (name, winner) in oracle.traits where traits.winningRule(for: name) != winner.rule || traits[name] != winner.value {
                agree = false
            }
            if !agree {
                disagreements.append(
                    "\(describe(environment)): tree \(matched) \(treeTraits.keys.sorted()), oracle \(oracle.matched) \(oracle.traits.keys.sorted())")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first: \(disagreements.prefix(3))")
    }

    @Test(arguments: ruleSets)
    fileprivate func framesAgreeAndJSONStaysValid(_ named: NamedRuleSet) {
        let ruleSet = named.ruleSet
        var problems: [String] = []
        var reused = FrameLayout()
        for environment in oddEnvironments {
            let viaTraits = ruleSet.evaluate(environment).frames
            let direct = ruleSet.frames(in: environment)
            ruleSet.frames(in: environment, into: &reused)
            if fingerprint(viaTraits) != fingerprint(direct) || fingerprint(reused) != fingerprint(direct) {
                problems.append("frames differ between the three APIs: \(describe(environment))")
            }
            if let reference = ReferenceEvaluator.frames(ruleSet.rules, in: environment), !approximatelyEqual(reference, direct) {
                problems.append("frames differ from the oracle: \(describe(environment))")
            }
            let json = direct.json.serialized()
            if !isValidJSON(json) { problems.append("invalid frames JSON \(json.prefix(200)): \(describe(environment))") }
            if !isValidJSON(direct.json.serialized(indent: 0)) { problems.append("invalid pretty JSON: \(describe(environment))") }
            _ = direct.table
            _ = direct.pixelAligned(scale: environment.scale)
            for region in direct {
                _ = direct.convert(region.center, from: region.name, to: nil)
                _ = direct.convert(region.layoutFrame, from: nil, to: region.name)
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(3))")
    }

    @Test(arguments: ruleSets)
    fileprivate func printersAndMatrixNeverTrap(_ named: NamedRuleSet) {
        let ruleSet = named.ruleSet
        let printer = TreePrinter(ruleSet)
        #expect(!printer.text().isEmpty)
        #expect(!printer.dot().isEmpty)
        #expect(isValidJSON(printer.json()))
        #expect(!printer.summary.isEmpty)

        // Devices a caller may build by hand, with odd sizes and scales.
        var devices = DeviceCatalog.all
        for (index, value) in oddValues.enumerated() {
            let size = Size(width: value, height: index.isMultiple(of: 2) ? value : 800)
            devices.append(
                DeviceProfile(
                    name: "odd \(index)", aliases: [], idiom: index.isMultiple(of: 3) ? .pad : .phone, portraitSize: size,
                    scale: value, nativeScale: value, nativePixels: size,
                    portraitSafeArea: LayoutEdgeInsets(top: value, left: value, bottom: value, right: value),
                    landscapeSafeArea: LayoutEdgeInsets(top: value), portraitSizeClasses: SizeClasses(.compact, .regular),
                    landscapeSizeClasses: SizeClasses(.regular, .compact),
                    windows: [
                        MultitaskingWindow(.slideOver, landscape: true, size: size, sizeClasses: SizeClasses(.compact, .regular)),
                        MultitaskingWindow(.splitHalf, landscape: false, size: size, sizeClasses: SizeClasses(.compact, .regular)),
                    ]))
        }
        let matrix = Matrix(ruleSet, devices: devices)
        #expect(matrix.rows.count > DeviceCatalog.all.count)
        #expect(!matrix.text().isEmpty)
        #expect(!matrix.markdown().isEmpty)
        #expect(isValidJSON(matrix.json()))
        for row in matrix.rows {
            let oracle = ReferenceEvaluator.evaluate(ruleSet.rules, in: row.environment)
            let expected = matrix.traitNames.map { oracle.traits[$0]?.value }
            #expect(row.values == expected, "\(row.device) \(row.orientation) \(row.window) \(describe(row.environment))")
        }
        for device in devices.suffix(oddValues.count) {
            #expect(isValidJSON(device.json.serialized()))
        }
    }

    /// A string value prints as the language writes it, escaped, and reads
    /// back the same; a line break in it does not split a row of the
    /// text or Markdown matrix (or a line of `eval`).
    @Test func stringValuesPrintEscaped() throws {
        let tricky = "a\nb|c\rd\"e\\f\tg\u{7F}h\u{85}i\u{2028}j é 🙂 1"
        #expect(TraitValueData.string(tricky).description == #""a\A b|c\D d\"e\\f\9 g\7F h\85 i\2028 j é 🙂 1""#)
        let text = "traits { title: \(TraitValueData.string(tricky)); plain: \(TraitValueData.string("x")); }"
        let ruleSet = try #require(Compiler.compile(text: text).ruleSet)
        let traits = ruleSet.evaluate(LayoutEnvironment(width: 390, height: 844))
        #expect(traits["title"] == .string(tricky), "reads back")
        #expect(traits["plain"] == .string("x"))

        let matrix = Matrix(ruleSet, devices: Array(DeviceCatalog.all.prefix(2)))
        let rows = matrix.rows.count
        #expect(matrix.text().split(separator: "\n").count == rows + 1, "a header and one line per row")
        #expect(matrix.markdown().split(separator: "\n").count == rows + 2)
        #expect(!matrix.text().contains("\r") && !matrix.markdown().contains("\r"))
        #expect(matrix.markdown().contains(#""a\A b\|c\D d"#))
    }

    /// KNOWN ISSUE: a window whose aspect-ratio products overflow (both
    /// sides infinite, or both above about 1e307). `productOrder` computes
    /// `width * d` and `n * height`, both round to +inf and compare equal,
    /// and the rounding errors it then compares are NaN, so the window is
    /// "equal" to every ratio: the oracle says it has aspect ratio 16/9
    /// and 1/1 at once (both rules below match), while the tree, which
    /// tests one threshold after another, follows a single branch.
    @Test(arguments: [
        (Double.infinity, Double.infinity), (1e308, 1e308),
    ])
    func hugeWindowAspectRatio(width: Double, height: Double) throws {
        let text = """
            @media (aspect-ratio >= 16/9) { traits { wide: true; } }
            @media (orientation: portrait) { traits { portrait: true; } }
            """
        let ruleSet = try #require(Compiler.compile(text: text).ruleSet)
        let environment = LayoutEnvironment(width: width, height: height)
        let tree = Array(ruleSet.evaluate(environment).matchedRules).map(Int.init)
        let oracle = ReferenceEvaluator.evaluate(ruleSet.rules, in: environment).matched
        // When both cross products overflow, the window must not compare
        // "equal" to every ratio: LayoutEnvironment maps infinite sides to 1 and 0
        // and compares overflowing products scaled by 2^-1024.
        #expect(tree == oracle, "\(width)x\(height): tree \(tree), oracle \(oracle)")
    }

    @Test(arguments: [(-Double.infinity, Double.infinity), (.infinity, -.infinity), (.infinity, 0), (0, .infinity), (.infinity, 1e300)])
    func infiniteSideWithASmallOneAgrees(width: Double, height: Double) throws {
        // One side infinite and the other not huge: the products order as they should.
        let text = """
            @media (aspect-ratio >= 16/9) { traits { wide: true; } }
            @media (orientation: portrait) { traits { portrait: true; } }
            """
        let ruleSet = try #require(Compiler.compile(text: text).ruleSet)
        let environment = LayoutEnvironment(width: width, height: height)
        let tree = Array(ruleSet.evaluate(environment).matchedRules).map(Int.init)
        #expect(tree == ReferenceEvaluator.evaluate(ruleSet.rules, in: environment).matched)
    }

    @Test func emptyRuleSetEvaluatesToNothing() throws {
        let compilation = Compiler.compile(text: "")
        #expect(compilation.diagnostics.isEmpty)
        let ruleSet = try #require(compilation.ruleSet)
        #expect(ruleSet.rules.isEmpty)
        for environment in oddEnvironments.prefix(50) + [LayoutEnvironment(width: 390, height: 844)] {
            let traits = ruleSet.evaluate(environment)
            #expect(traits.count == 0)
            #expect(Array(traits).isEmpty)
            #expect(traits.matchedRules.isEmpty)
            #expect(traits["anything"] == nil)
            #expect(traits.winningRule(for: "anything") == nil)
            #expect(traits.frames.isEmpty)
            #expect(ruleSet.frames(in: environment).isEmpty)
            #expect(isValidJSON(ruleSet.frames(in: environment).json.serialized()))
        }
        #expect(ruleSet.position(ofRule: 0) == nil)
        #expect(ruleSet.position(ofRule: -1) == nil)
        #expect(ruleSet.position(ofRule: .max) == nil)
        let matrix = Matrix(ruleSet, devices: DeviceCatalog.all)
        #expect(matrix.traitNames.isEmpty)
        #expect(isValidJSON(matrix.json()))
        #expect(isValidJSON(TreePrinter(ruleSet).json()))
        // Only comments and whitespace: the same.
        let blank = Compiler.compile(text: "  // nothing\n/* at all */\n\n")
        #expect(blank.diagnostics.isEmpty)
        #expect(blank.ruleSet?.rules.isEmpty == true)
        // No devices: an empty matrix.
        #expect(Matrix(ruleSet, devices: []).rows.isEmpty)
        #expect(isValidJSON(Matrix(ruleSet, devices: []).json()))
    }

    // MARK: Devices

    @Test func unavailableWindowsThrow() throws {
        let phone = try #require(DeviceProfile.find("iPhone 15", in: DeviceCatalog.all))
        #expect(phone.windows.isEmpty)
        for kind in [MultitaskingWindow.Kind.splitOneThird, .splitHalf, .splitTwoThirds, .slideOver] {
            for orientation in [LayoutInterfaceOrientation.portrait, .landscapeLeft] {
                #expect(throws: EnvironmentError.windowUnavailable(device: phone.name, window: kind, landscape: orientation.isLandscape)) {
                    try LayoutEnvironment(device: phone, orientation: orientation, window: .multitasking(kind))
                }
            }
        }
        for device in DeviceCatalog.all {
            #expect(throws: EnvironmentError.unknownOrientation) {
                try LayoutEnvironment(device: device, orientation: .unknown, window: .fullScreen)
            }
            // Every window the device lists works; no other does.
            for kind in [MultitaskingWindow.Kind.splitOneThird, .splitHalf, .splitTwoThirds, .slideOver] {
                for orientation in [LayoutInterfaceOrientation.portrait, .landscapeRight] {
                    let offered = device.windows.contains { $0.kind == kind && $0.landscape == orientation.isLandscape }
                    let environment = try? LayoutEnvironment(device: device, orientation: orientation, window: .multitasking(kind))
                    #expect((environment != nil) == offered, "\(device.name) \(kind) \(orientation)")
                }
            }
        }
    }

    @Test func explicitWindowSizesAreTakenAsGiven() throws {
        // A container size is the caller's value, odd or not: no throw, and
        // the window is exactly that size on the device's screen.
        let pad = try #require(DeviceProfile.find("iPad Pro 13", in: DeviceCatalog.all))
        let ruleSet = try #require(ruleSets.first?.ruleSet)
        for width in oddValues {
            for height in [Double.nan, -5, 0, 700] {
                let environment = try LayoutEnvironment(device: pad, orientation: .landscapeLeft, window: .size(Size(width: width, height: height)))
                #expect(environment.width.bitPattern == width.bitPattern)
                #expect(environment.height.bitPattern == height.bitPattern)
                #expect(environment.idiom == .pad)
                let traits = ruleSet.evaluate(environment)
                #expect(Array(traits.matchedRules).map(Int.init) == ReferenceEvaluator.evaluate(ruleSet.rules, in: environment).matched)
                #expect(isValidJSON(ruleSet.frames(in: environment).json.serialized()))
            }
        }
    }

    @Test(arguments: [
        "", " ", "---", "'\"", "iPhone 99", "ipad pro 14", "📱", "iPhone 15 Pro Max 📱", "\u{0}", "\n\t",
        String(repeating: "x", count: 10_000), String(repeating: "iPhone ", count: 2_000),
    ])
    func unknownDeviceNamesFindNothing(_ name: String) {
        #expect(DeviceProfile.find(name, in: DeviceCatalog.all) == nil)
        #expect(DeviceProfile.find(name, in: []) == nil)
        // A suggestion, when there is one, names a catalog device.
        if let suggestion = DeviceProfile.suggestion(for: name, in: DeviceCatalog.all) {
            #expect(DeviceCatalog.all.contains { $0.name == suggestion })
        }
        #expect(DeviceProfile.suggestion(for: name, in: []) == nil)
    }

    @Test func knownDeviceNamesAreFoundWhateverTheSpelling() throws {
        for device in DeviceCatalog.all {
            #expect(DeviceProfile.find(device.name, in: DeviceCatalog.all)?.name == device.name)
            #expect(DeviceProfile.find(device.name.uppercased(), in: DeviceCatalog.all) != nil)
            for alias in device.aliases { #expect(DeviceProfile.find(alias, in: DeviceCatalog.all) != nil) }
        }
    }

    @Test func oddDeviceFileValuesAreDiagnosed() {
        // A JSON device file with impossible values: diagnostics, never a trap.
        let values = ["0", "-1", "1e400", "-0", "1e-400", "null", "\"wide\"", "[]", "{}", "true"]
        for value in values {
            let json = #"[{"name": "Odd", "idiom": "pad", "width": \#(value), "height": \#(value), "scale": \#(value)}]"#
            let result = DeviceProfile.profiles(fromJSON: Array(json.utf8), path: "odd.json")
            #expect(!result.diagnostics.isEmpty || !result.profiles.isEmpty, "\(value)")
            for profile in result.profiles {
                #expect(profile.portraitSize.width.isFinite && profile.portraitSize.width > 0, "\(value)")
            }
        }
    }
}

// MARK: Limits from the caller

extension APIInputTests {
    nonisolated(unsafe) static let limitFields: [(String, WritableKeyPath<Limits, Int>)] = [
        ("maxFileBytes", \.maxFileBytes), ("maxTokens", \.maxTokens), ("maxNestingDepth", \.maxNestingDepth),
        ("maxImportDepth", \.maxImportDepth), ("maxImportedFiles", \.maxImportedFiles), ("maxTotalBytes", \.maxTotalBytes),
        ("maxCustomMediaDepth", \.maxCustomMediaDepth), ("maxCustomMediaSize", \.maxCustomMediaSize),
        ("maxConditionNodes", \.maxConditionNodes), ("maxLayoutRegions", \.maxLayoutRegions), ("maxLayoutEntries", \.maxLayoutEntries),
        ("maxDevices", \.maxDevices), ("maxNameBytes", \.maxNameBytes), ("maxOutputBytes", \.maxOutputBytes),
        ("maxTreeNodes", \.maxTreeNodes), ("maxTreeEntries", \.maxTreeEntries), ("maxTreeBuildSteps", \.maxTreeBuildSteps), ("maxTreeBuildWork", \.maxTreeBuildWork),
        ("scanTreeBytes", \.scanTreeBytes), ("maxDiagnosticsPerFile", \.maxDiagnosticsPerFile), ("maxSuggestionWork", \.maxSuggestionWork),
    ]

    /// Any value a caller sets, in every field, is clamped, never a trap
    /// (unclamped, `Int.max` would overflow `limit + 1`, and `-1` trap in
    /// `prefix(-1)`).
    @Test(arguments: [Int.min, -1, 0, 1, Int.max])
    func extremeLimitsNeverTrap(value: Int) {
        let text = """
            @custom-media --a (width > 1);
            @media (--a) and (widht < 2) { traits { a: 1; } }
            @media (a: 1) { layout { r { left: 0 + 1 * 2; top: 0; width: 1; height: 1; } } }
            @bogus;
            """
        let json = Array(#"[{"name": "x", "idiom": "phone", "width": 1, "height": 2, "scale": 2, "widht": 3}]"#.utf8)
        for (name, field) in Self.limitFields {
            var limits = Limits()
            limits[keyPath: field] = value
            let clamped = limits.clamped
            #expect((0...Int(Int32.max)).contains(clamped[keyPath: field]), "\(name)")
            _ = Compiler.compile(text: text, path: "main.layout", limits: limits)
            _ = DeviceProfile.profiles(fromJSON: json, path: "d.json", limits: limits)
        }
        var residual = Limits()
        residual.residualLimits = [value, 8]
        residual.maxTreeNodes = 3
        #expect(residual.clamped.residualLimits.allSatisfy { (0...64).contains($0) })
        _ = Compiler.compile(text: text, path: "main.layout", limits: residual)
    }
}

// MARK: Other entry points with caller values

extension APIInputTests {
    /// Pictures, galleries, pixel sizes and alignment take any number;
    /// `residualMask` any leaf index; `serialized` any indent.
    @Test func drawingAndArithmeticTakeAnyValue() throws {
        let ruleSet = try #require(
            Compiler.compile(text: "layout { r { left: 10; top: 10; width: 50%; height: 50%; } }\n").ruleSet)
        let odd: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e308, -0.0]
        for value in odd {
            let environment = LayoutEnvironment(width: value, height: 100, scale: value)
            let layout = ruleSet.frames(in: environment)
            let style = LayoutPicture.Style(pixelsPerPoint: value, maximumSide: value, cornerRadius: value, margin: value)
            #expect(LayoutPicture.svg(layout, in: environment, title: "odd", style: style).hasPrefix("<svg"))
            let picture = LayoutGallery.Picture(group: "g", caption: "c", layout: layout, environment: environment, cornerRadius: value)
            #expect(LayoutGallery.html(title: "t", pictures: [picture], pictureSide: value).contains("<svg"))
            _ = layout.pixelAligned(scale: value)
            _ = Size(width: value, height: value).pixels(atScale: value)
            _ = environment.matchesRatio(.greater, numerator: value, denominator: value)
        }
        for leaf in [Int.min, -1, ruleSet.tree.leaves.count, Int.max] {
            #expect(ruleSet.tree.residualMask(leaf: leaf, for: LayoutEnvironment(width: 1, height: 1)) == 0)
        }
        let json = JSONValue.object([("a", .array([.number(1), .string("x")]))])
        for indent in [Int.min, -1, 0, 2, Int.max] {
            #expect(isValidJSON(json.serialized(indent: indent)))
        }
    }
}

extension APIInputTests {
    /// The deepest nesting and custom media chain any `Limits` allows
    /// compile without a trap: parentheses in a query and in a layout
    /// value, nested `@media` blocks and regions, and a chain of custom
    /// media, each `maxRecursionDepth` deep, asked for with `Int.max`. On a
    /// 64 MB thread, since a debug build takes up to 25 KB of stack per
    /// level (`ResourceBoundTests` checks the release build's 512 KB claim).
    @Test func deepestAllowedNestingCompiles() {
        let depth = Limits.maxRecursionDepth
        let sources = DeepSources.nesting(depth) + [DeepSources.customMediaChain(depth)]
        let limits = {
            var limits = Limits()
            limits.maxNestingDepth = .max
            limits.maxCustomMediaDepth = .max
            limits.maxNameBytes = .max  // 1,000 nested regions have a 1,999-byte full name
            return limits
        }()
        #expect(limits.clamped.maxNestingDepth == depth)
        let results = Mismatches()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            for source in sources {
                let compilation = Compiler.compile(text: source, path: "deep.layout", limits: limits)
                results.add(compilation.diagnostics.filter { $0.severity == .error }.map { "\($0.id): \($0.message)" })
            }
            done.signal()
        }
        thread.stackSize = 64 * 1024 * 1024
        thread.start()
        done.wait()
        #expect(results.items.count == sources.count)
        for (index, errors) in results.items.enumerated() { #expect(errors.isEmpty, "source \(index): \(errors.prefix(3))") }
    }
}

/// Results handed from a thread to the test, under a lock.
private final class Mismatches: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [[String]] = []
    func add(_ item: [String]) {
        lock.lock()
        defer { lock.unlock() }
        stored.append(item)
    }
    var items: [[String]] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

@Suite("LayoutEnvironment is plain data")
struct EnvironmentLayoutTests {
    /// An environment is passed by value on every evaluation: with no
    /// reference-counted field, a copy is a memcpy with no retain or release.
    @Test("LayoutEnvironment is trivially copyable")
    func trivial() {
        #expect(_isPOD(LayoutEnvironment.self))
        #expect(_isPOD(LayoutEdgeInsets.self))
    }
}
