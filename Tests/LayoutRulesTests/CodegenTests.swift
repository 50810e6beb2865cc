// Code generation: `SwiftCodeGenerator` writes a rule set as self-contained
// Swift. The key test (LAYOUTRULES_FULL_TESTS=1 only) compiles the
// generated code for every example, every preset, a layout torture set,
// the settings fixture (in the tree and at run time) and a rule set forced
// into residual mode, runs it on thousands of environments (the settings
// varied over them), and compares every line (leaf, residual bits, traits,
// matched rules, frames printed bit-exactly) with the interpreter. One
// program for all of them keeps the swiftc time low.

import Foundation
@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesCompiler
@testable import LayoutRulesRuntime
@testable import LayoutRulesCodegen
import Testing

@Suite(.serialized)
struct CodegenTests {
    // MARK: Rule sets

    struct Case {
        var name: String
        var ruleSet: RuleSet
    }

    /// Every construct of the layout language the solver has an opcode for:
    /// every pair of properties per axis, percentages, clamp/min/max/calc,
    /// traits in expressions, nested safe areas through transforms (an
    /// invertible one, a zero scale), constant rotations off and on the
    /// quarter turns, and a rotation only known at run time.
    static let shapes = """
        traits { angle: 30; tilt: 0.5; gap: 8; }
        @media (width >= 600) { traits { angle: 90; gap: 12; } }
        @media (idiom: pad) and (orientation: landscape) { traits { angle: -270; } }
        @media (window: split-view) and (window-width-fraction <= 1/2) { traits { gap: 4; } }
        @media (window: slide-over), (window-height-fraction < 0.9) { traits { tilt: 0.25; } }
        layout {
          panel {
            center-x: 50%; center-y: 40%;
            width: clamp(100, 60%, 500); height: min(300, 50%);
            transform: translate(10%, -4) rotate(angle) scale(1.5, 0.5);
            inner {
              left: env(safe-area-inset-left) + 4; right: env(safe-area-inset-right);
              top: env(safe-area-inset-top); bottom: max(env(safe-area-inset-bottom), gap);
              deep { center-x: parent.center-x; width: 50%; top: env(safe-area-inset-top); height: calc(20 + gap * 2); }
            }
          }
          tilted {
            left: 10; width: 120; top: 20; height: 60;
            transform: rotate(tilt * 1rad) translate(3, 4);
            label { left: env(safe-area-inset-left); right: env(safe-area-inset-right); top: env(safe-area-inset-top); height: 20; }
          }
          strip { right: 20; center-x: 75%; bottom: 10; height: 30%; transform: scale(0);
            hole { left: env(safe-area-inset-left); width: 10; top: 0; bottom: env(safe-area-inset-bottom); } }
          spin { left: 0; width: 10; top: 0; height: 5; transform: rotate(parent.width * 0.1deg) scale(2); }
          badge { center-x: 100% - 30; width: 44; center-y: 50%; bottom: 5; }
        }
        @media (orientation: landscape) {
          layout { panel { transform: rotate(90deg) translate(5, 5); } }
        }
        @media (width < 300) {
          layout { tilted { transform: rotate(45deg) scale(-1, 2) rotate(1turn); } }
        }

        """

    /// A staircase whose steps also test idiom, orientation, interface
    /// orientation, aspect ratio, scale and screen size, with `not`, `or`
    /// and comma lists, and traits of every kind (a mixed one, keyword
    /// names, escapes): compiled with a tiny node budget, most of it is
    /// left to residual rules.
    static let residual = """
        traits { tier: none; flag: false; default: "base \\"quoted\\" \\\\ back"; class: compact; }
        @media (width >= 0) and (height >= 1100) and (not (idiom: tv)) { traits { tier: 0; } }
        @media (width >= 100) and (height >= 1000), (idiom: mac) and (scale >= 2) { traits { tier: 1; class: regular; } }
        @media (width >= 200) and (height >= 900) and (aspect-ratio > 1/3) { traits { tier: 2; } }
        @media (width >= 300) and (height >= 800) and (orientation: portrait) { traits { tier: 3; flag: true; } }
        @media (width >= 400) and (height >= 700) and ((idiom: pad) or (idiom: phone) or (window: resizable)) { traits { tier: 4; } }
        @media (width >= 500) and (height >= 600) and (interface-orientation: portrait-upside-down) { traits { tier: 5; } }
        @media (width >= 600) and (height >= 500) { traits { tier: 6; default: "six"; } }
        @media (width >= 700) and (height >= 400) and (not ((orientation: landscape) and (scale < 3))) { traits { tier: 7; } }
        @media (width >= 800) and (height >= 300) and (screen-width > 1000) { traits { tier: 8; class: regular; } }
        @media (width >= 900) and (height >= 200) and (aspect-ratio <= 16/9) and (window-width-fraction > 1/3) { traits { tier: 9; } }
        @media (width >= 1000) and (height >= 100) and ((max-screen-height: 1366) or (width: 0) or (scale: 3)) { traits { tier: 10; } }
        @media (width >= 1100) and (height >= 0) { traits { tier: 11; flag: true; } }
        @media (orientation: landscape) and (width >= 650) { layout { r { left: 0; width: 100%; top: env(safe-area-inset-top); height: 50; } } }

        """

    /// Two settings, as an app tests them: stack vertically at the
    /// accessibility text sizes, and keep still under Reduce Motion.
    static let settings = """
        traits { axis: horizontal; animate: true; }
        @media (dynamic-type >= accessibility-medium) { traits { axis: vertical; } }
        @media (prefers-reduced-motion) { traits { animate: false; } }

        """

    /// Trait and value names that clash with Swift keywords, with the
    /// generated members and types, with each other after camel-casing,
    /// and a non-ASCII one.
    static let names = """
        traits { leaf: self; self: none; none: some; class: rawValue; default: default; inout: 1; Leaf: x; Value: a;
          horizontal-size-class: a-b; horizontalSizeClass: a_b; café: "t\\9 ab\\7f"; evaluate: on; GeneratedLayout: Double;
          window: split; }
        @media (width >= 100) { traits { class: "str"; inout: true; } }

        """

    /// Traits whose enums would take the names of the generator's private
    /// helpers (`_layout0`, `_isPortrait`, `_safeArea`...), the wildcard
    /// `_`, and the parameters `name` and `body` of the `Traits` methods;
    /// the rules make the generator emit each of those helpers.
    static let helperNames = """
        traits { _layout0: a; _is-portrait: b; _safe-area: c; _node0: d; _leaf0: e; _rotation: f; _ratio-order: g;
          _aspect-ratio: h; _Rect: i; _Transform: j; _ratio-operands: k; _product-order: l; _: m; name: 1; body: 2; value: 3;
          _window-fraction: q; }
        @media (window-height-fraction >= 0.5) { traits { _window-fraction: r; } }
        @media (orientation: portrait) and (aspect-ratio > 3/4) { traits { _: n; name: 4; body: 5; _layout0: o; } }
        @media (aspect-ratio <= 16/9) { traits { _is-portrait: p; } }
        layout {
          panel { left: env(safe-area-inset-left); width: 50%; top: env(safe-area-inset-top); height: 100;
            transform: rotate(parent.width * 0.1deg); }
        }

        """

    /// Regions named like the members of the structs that hold them
    /// (`frame`, `center`, `transform`, `region`, `windowWidth`,
    /// `forEachRegion`), like generated and standard types (`Rect`,
    /// `Frames`, `double`), like value names the layout code uses (`v0`),
    /// keywords, and names that camel-case alike; some only on wide windows,
    /// one with a transform known only at run time.
    static let regionNames = """
        layout {
          frame { left: 0; width: 100; top: 0; height: 100;
            frame { left: 0; width: 50; top: 0; height: 50; center { left: 1; width: 5; top: 1; height: 5; } }
            region { left: 0; width: 5; top: 0; height: 5; }
            transform { left: 0; width: 5; top: 0; height: 5; } }
          window-width { left: 0; width: 10; top: 0; height: 10; }
          v0 { left: 0; width: 10%; top: 0; height: 10;
            rect { left: 0; width: 4; top: 0; height: 4; Rect { left: 0; width: 2; top: 0; height: 2; } }
            Frames { left: 0; width: 4; top: 0; height: 4; v0 { left: 0; width: 1; top: 0; height: 1; } } }
          default { left: 0; width: 10; top: 0; height: 10; none { left: 0; width: 3; top: 0; height: 3; } }
          forEachRegion { left: 0; width: 10; top: 0; height: 10; }
          double { left: 0; width: 10; top: 0; height: 10; _x { left: 0; width: 1; top: 0; height: 1; } }
          tab-bar { left: 0; width: 10; top: 0; height: 10; tabBar { left: 0; width: 1; top: 0; height: 1; } }
          tabBar { left: 0; width: 10; top: 0; height: 10; }
        }
        @media (width >= 600) {
          layout { inout { left: 0; width: 10; top: 0; height: 10; } default { transform: rotate(parent.width * 1deg); }
            frame { frame { hash { left: 0; width: 1; top: 0; height: 1; } } } }
        }

        """

    static func compile(_ text: String, path: String, presets: [String] = [], limits: Limits = Limits()) throws -> RuleSet {
        let compilation = Compiler.compile(text: text, path: path, presets: presets, limits: limits)
        guard let ruleSet = compilation.ruleSet else {
            throw ProcessFailure(description: "\(path): \(compilation.diagnostics.map(\.message))")
        }
        return ruleSet
    }

    /// `residual` with the smallest node budget it compiles in (its layout
    /// rule cannot be left to run time, so 15 is too few): residual leaves.
    static func residualRuleSet() throws -> RuleSet {
        for budget in [15, 25, 40, 60, 100, 160, 250, 400, 640] {
            var limits = Limits()
            limits.maxTreeNodes = budget
            if let ruleSet = Compiler.compile(text: residual, path: "residual.layout", limits: limits).ruleSet {
                #expect(ruleSet.tree.residualLeafCount > 0)
                return ruleSet
            }
        }
        throw ProcessFailure(description: "residual.layout does not compile with a small node budget")
    }

    /// `text` with the smallest node budget it compiles in, so that
    /// residual leaves test its rules at run time.
    static func smallestTree(_ text: String, path: String) throws -> RuleSet {
        for budget in [8, 15, 25, 40, 60, 100] {
            var limits = Limits()
            limits.maxTreeNodes = budget
            if let ruleSet = Compiler.compile(text: text, path: path, limits: limits).ruleSet {
                #expect(ruleSet.tree.residualLeafCount > 0)
                return ruleSet
            }
        }
        throw ProcessFailure(description: "\(path) does not compile with a small node budget")
    }

    static func cases() throws -> [Case] {
        var cases: [Case] = []
        let examples = GoldenPaths.packageRoot.appendingPathComponent("Examples")
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: examples.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".layout") else { continue }
            files["Examples/" + relative] = try String(contentsOf: examples.appendingPathComponent(relative), encoding: .utf8)
        }
        let provider = InMemorySourceProvider(files)
        for path in files.keys.sorted() where !path.hasPrefix("Examples/shared/") {
            let compilation = Compiler.compile(path: path, provider: provider)
            cases.append(Case(name: path, ruleSet: try #require(compilation.ruleSet, "\(path)")))
        }
        for preset in ["apple", "material", "bootstrap", "tailwind", "device-orientation"] {
            cases.append(Case(name: "preset " + preset, ruleSet: try compile("", path: "<none>", presets: [preset])))
        }
        cases.append(Case(name: "shapes", ruleSet: try compile(shapes, path: "shapes.layout")))
        cases.append(Case(name: "names", ruleSet: try compile(names, path: "names.layout")))
        cases.append(Case(name: "helper names", ruleSet: try compile(helperNames, path: "helpers.layout")))
        cases.append(Case(name: "region names", ruleSet: try compile(regionNames, path: "regions.layout")))
        cases.append(Case(name: "typed", ruleSet: try compile(TypedCodegenTests.rules, path: "Rules.layout")))
        var limits = Limits()
        limits.maxTreeNodes = 15
        let staircase = try compile(TreeLimitTests.staircase, path: "stairs.layout", limits: limits)
        #expect(staircase.tree.residualLeafCount > 0)
        cases.append(Case(name: "staircase", ruleSet: staircase))
        cases.append(Case(name: "residual", ruleSet: try residualRuleSet()))
        cases.append(Case(name: "settings golden", ruleSet: try compile(Self.settings, path: "Settings.layout")))
        // Every value of every setting, in the tree and tested at run time.
        let settings = try TraitEnvironmentTests.source()
        cases.append(Case(name: "settings", ruleSet: try compile(settings, path: "settings.layout")))
        cases.append(Case(name: "residual settings", ruleSet: try smallestTree(settings, path: "settings.layout")))
        return cases
    }

    // MARK: Environments

    /// A fixed grid (0, negative, fractional and infinite sizes, every
    /// idiom, interface orientation, scale and a few safe areas), every
    /// threshold of every tree with its neighbours, and every catalog
    /// device in each orientation, multitasking window and resizable sample.
    static func environments(for cases: [Case]) -> [LayoutEnvironment] {
        var result: [LayoutEnvironment] = []
        let insets = [
            LayoutEdgeInsets(), LayoutEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), LayoutEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            LayoutEdgeInsets(top: 500, left: 700, bottom: 600, right: 900),
        ]
        let scales: [Double] = [1, 2, 3, 2.5, 0, .nan]
        let widths: [Double] = [-10, 0, 0.5, 100, 299.75, 320, 375, 390, 399.5, 414, 599.99, 600, 678, 744, 839.99, 840, 1024, 1200, 1366, 3000, .infinity, .nan]
        let heights: [Double] = [-5, 0, 0.25, 200, 390, 413.9, 414, 480, 667, 844, 900, 1024, 1366, .infinity, .nan]
        var counter = 0
        func add(_ width: Double, _ height: Double, idiom: Idiom, screen: Int = -1, screenSize: (Double, Double)? = nil) {
            counter += 1
            let screens: [(Double?, Double?)] = [(nil, nil), (height, width), (1024, 1366), (1366, 1024), (0, 0), (2 * width, 2 * height)]
            let (screenWidth, screenHeight) = screenSize ?? screens[(screen >= 0 ? screen : counter) % screens.count]
            result.append(
                GeneratedBridgeTests.withSettings(
                    LayoutEnvironment(
                        width: width, height: height, screenWidth: screenWidth, screenHeight: screenHeight,
                        interfaceOrientation: counter % 3 == 0 ? LayoutInterfaceOrientation.allCases[counter / 3 % 5] : nil,
                        idiom: idiom, scale: scales[counter / 2 % scales.count], safeArea: insets[counter / 5 % insets.count],
                        window: WindowKind.allCases[counter / 7 % WindowKind.allCases.count]),
                    counter))
        }
        for width in widths {
            for height in heights {
                for idiom in Idiom.allCases { add(width, height, idiom: idiom) }
            }
        }
        var thresholds = Set<Double>()
        var ratios = Set<[Double]>()
        var fractions = Set<Double>()
        for item in cases {
            for node in item.ruleSet.tree.nodes {
                if node.kind == .threshold, node.feature == .windowWidthFraction || node.feature == .windowHeightFraction {
                    fractions.insert(node.numerator)
                } else if node.kind == .threshold {
                    thresholds.insert(node.numerator)
                }
                if node.kind == .ratio { ratios.insert([node.numerator, node.denominator]) }
            }
        }
        // A window that is exactly the fraction of its screen, and a point either side.
        for fraction in fractions.sorted() {
            for screen in [960.0, 1366, 1000] {
                for side in [fraction * screen, (fraction * screen).nextUp, (fraction * screen).nextDown] {
                    add(side, 700, idiom: .pad, screenSize: (screen, 700))
                    add(700, side, idiom: .pad, screenSize: (700, screen))
                }
            }
        }
        for threshold in thresholds.sorted() {
            for value in [threshold.nextDown, threshold, threshold.nextUp] {
                for idiom in [Idiom.phone, .pad, .mac] {
                    add(value, 844, idiom: idiom)
                    add(844, value, idiom: idiom)
                    add(value, value * 1.5, idiom: idiom, screen: 1)
                }
            }
        }
        for ratio in ratios.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            for k in [100.0, 37.5, 0.1] {
                let width = ratio[0] * k
                for height in [ratio[1] * k, (ratio[1] * k).nextUp, (ratio[1] * k).nextDown] {
                    add(width, height, idiom: .phone)
                    add(width, height, idiom: .pad)
                }
            }
        }
        for device in DeviceCatalog.all {
            for orientation in LayoutInterfaceOrientation.allCases where orientation != .unknown {
                for window in device.namedWindows(in: orientation).map(\.window) {
                    if let environment = try? LayoutEnvironment(device: device, orientation: orientation, window: window) {
                        result.append(environment)
                    }
                }
            }
        }
        return result
    }

    /// `w h sw sh io idiom scale top left bottom right window`, then the
    /// index of each setting in table order, numbers as Swift prints them
    /// (they read back bit for bit).
    static func serialize(_ environment: LayoutEnvironment) -> String {
        var numbers = [
            environment.width, environment.height, environment.screenWidth, environment.screenHeight,
            Double(environment.interfaceOrientation.featureIndex), Double(environment.idiom.featureIndex), environment.scale,
            environment.safeArea.top, environment.safeArea.left, environment.safeArea.bottom, environment.safeArea.right,
            Double(environment.window.featureIndex),
        ]
        for setting in Generator.settingFeatures {
            numbers.append(Double(environment.discreteIndex(of: setting.descriptor.feature)))
        }
        return numbers.map(\.description).joined(separator: " ")
    }

    /// The line the generated program prints, computed by the interpreter.
    static func expectedLine(_ set: Int, _ number: Int, _ ruleSet: RuleSet, _ environment: LayoutEnvironment) -> String {
        let traits = ruleSet.evaluate(environment)
        var line = "\(set)|\(number)|\(traits.leafIndex)|\(traits.residualMask)|"
        for name in ruleSet.tree.traitNames { line += name + "=" + (traits[name]?.description ?? "-") + ";" }
        line += "#\(traits.count)|" + traits.matchedRules.map { String($0) }.joined(separator: ",") + "|"
        // By name: the generated `forEachRegion` goes in declaration order
        // over every program, the interpreter in its program's order.
        var regions: [String] = []
        for region in traits.frames.regions {
            let frame = region.layoutFrame
            let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, region.center.x, region.center.y]
                + region.transform.components
            regions.append(region.name + "," + numbers.map(\.description).joined(separator: ",") + ";")
        }
        return line + regions.sorted().joined()
    }

    /// The driver appended to the generated files: reads environments from
    /// standard input and prints one line per rule set and environment.
    static func mainSource(_ cases: [Case]) -> String {
        var source = """
            // Driver for CodegenTests: standard library only, like the generated files.
            var output = ""
            var number = 0
            while let line = readLine() {
                let f = line.split(separator: " ").map { Double(String($0)) ?? 0 }

            """
        for index in cases.indices { source += "    output += run\(index)(f, number) + \"\\n\"\n" }
        source += """
                number += 1
            }
            print(output, terminator: "")

            """
        for (index, item) in cases.enumerated() {
            let type = "Generated\(index)"
            let names = item.ruleSet.tree.traitNames.map { "\"\($0)\"" }.joined(separator: ", ")
            let settings = Generator.settingFeatures.enumerated().map { offset, setting in
                ",\n            \(setting.property): \(type).\(setting.type)(rawValue: Int(f[\(12 + offset)]))!"
            }.joined()
            source += """

                func run\(index)(_ f: [Double], _ number: Int) -> String {
                    let e = \(type).Environment(
                        width: f[0], height: f[1], screenWidth: f[2], screenHeight: f[3],
                        interfaceOrientation: \(type).InterfaceOrientation(rawValue: Int(f[4])) ?? .unknown,
                        idiom: \(type).Idiom(rawValue: Int(f[5])) ?? .unspecified, scale: f[6],
                        safeAreaTop: f[7], safeAreaLeft: f[8], safeAreaBottom: f[9], safeAreaRight: f[10],
                        window: \(type).Window(rawValue: Int(f[11])) ?? .fullScreen\(settings))
                    let t = \(type).evaluate(e)
                    var s = "\(index)|\\(number)|\\(t.leaf)|\\(t.residualMask)|"
                    let names: [String] = [\(names)]
                    for name in names { s += name + "=" + (t[name]?.description ?? "-") + ";" }
                    var count = 0
                    t.forEachTrait { _, _ in count += 1 }
                    s += "#\\(count)|" + t.matchedRules.map { String($0) }.joined(separator: ",") + "|"
                    let frames = \(type).frames(for: t, in: e)
                    var regions: [String] = []
                    func numbers(_ r: \(type).Region) -> String {
                        let values: [Double] = [
                            r.frame.x, r.frame.y, r.frame.width, r.frame.height, r.center.x, r.center.y,
                            r.transform.a, r.transform.b, r.transform.c, r.transform.d, r.transform.tx, r.transform.ty,
                        ]
                        return values.map { $0.description }.joined(separator: ",")
                    }
                    frames.forEachRegion { name, r in
                        // The lookup by name reads the same property (compared as text: NaN != NaN).
                        let text = numbers(r)
                        regions.append(name + (frames[name].map(numbers) == text ? "" : "!lookup") + "," + text + ";")
                    }
                    return s + regions.sorted().joined()
                }

                """
        }
        return source
    }

    // MARK: The typed API

    /// Reads every kind of typed property of `RulesLayout` (generated from
    /// `TypedCodegenTests.rules`), with its type spelled out, so that the
    /// build fails if the generator types one differently; prints what it
    /// read, for `typedExpected`.
    static let typedSource = """
        // Typed reads of the generated RulesLayout: standard library only.
        func typedAPI() -> String {
            // What an app that adopts the build plugin writes.
            let columns: Int = RulesLayout.evaluate(RulesLayout.Environment(width: 1024, height: 1366, idiom: .pad)).columns
            var out = "typed|acceptance|\\(columns)\\n"
            let cases: [(Double, Double, RulesLayout.Idiom)] = [
                (390, 844, .phone), (1024, 1366, .pad), (1366, 1024, .mac), (700, 500, .unspecified), (-5, 100, .tv),
            ]
            for (width, height, idiom) in cases {
                let environment = RulesLayout.Environment(width: width, height: height, idiom: idiom, safeAreaTop: 20)
                let traits = RulesLayout.evaluate(environment)
                let columns: Int = traits.columns
                let density: Double = traits.density
                let compact: Bool = traits.compact
                let title: String = traits.title
                let accent: RulesLayout.Accent? = traits.accent
                let frames = RulesLayout.frames(for: traits, in: environment)
                let sidebar: RulesLayout.Rect = frames.sidebar.frame
                let header: RulesLayout.Point = frames.sidebar.header.center
                let content: RulesLayout.Region = frames.content
                let inspector: RulesLayout.Region? = frames.inspector
                let transform: RulesLayout.Transform = frames.sidebar.transform
                out += "typed|\\(width)x\\(height)|columns=\\(columns);density=\\(density);compact=\\(compact);title=\\(title)"
                out += ";accent=\\(accent?.rawValue ?? "-")|sidebar=\\(sidebar.width);header=\\(header.y);content=\\(content.frame.x)"
                out += ";inspector=\\(inspector.map { "\\($0.frame.x)" } ?? "-");identity=\\(transform == .identity)\\n"
            }
            return out
        }

        """

    /// The lines `typedSource` prints, from the interpreter.
    static func typedExpected(_ ruleSet: RuleSet) -> [Substring] {
        var lines: [Substring] = []
        let columns = ruleSet.evaluate(LayoutEnvironment(width: 1024, height: 1366, idiom: .pad))["columns"]
        lines.append("typed|acceptance|\(columns?.description ?? "?")")
        let cases: [(Double, Double, Idiom)] = [(390, 844, .phone), (1024, 1366, .pad), (1366, 1024, .mac), (700, 500, .unspecified), (-5, 100, .tv)]
        for (width, height, idiom) in cases {
            let traits = ruleSet.evaluate(
                LayoutEnvironment(width: width, height: height, idiom: idiom, safeArea: LayoutEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
            func text(_ name: String) -> String {
                switch traits[name] {
                case .number(let value)?: name == "density" ? "\(value)" : formatNumber(value)
                case .identifier(let name)?: name
                case .string(let text)?: text
                case .boolean(let flag)?: "\(flag)"
                case nil: "-"
                }
            }
            let frames = traits.frames
            var line = "typed|\(width)x\(height)|columns=\(text("columns"));density=\(text("density"));compact=\(text("compact"))"
            line += ";title=\(text("title"));accent=\(text("accent"))|sidebar=\(frames["sidebar"]?.layoutFrame.size.width ?? .nan)"
            line += ";header=\(frames["sidebar.header"]?.center.y ?? .nan);content=\(frames["content"]?.layoutFrame.origin.x ?? .nan)"
            line += ";inspector=\(frames["inspector"].map { "\($0.layoutFrame.origin.x)" } ?? "-")"
            line += ";identity=\(frames["sidebar"]?.transform == .identity)"
            lines.append(Substring(line))
        }
        return lines
    }

    // MARK: Running swiftc

    /// `swiftc` from `SWIFTC` or the PATH.
    static let swiftc: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: explicit) {
            return URL(fileURLWithPath: explicit)
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    struct ProcessFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs a process with standard input and output in files, so a large
    /// output cannot fill a pipe; fails after `timeout` seconds.
    static func run(_ executable: URL, _ arguments: [String], input: URL? = nil, output: URL, timeout: Double) throws -> Int32 {
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let outputHandle = try FileHandle(forWritingTo: output)
        defer { try? outputHandle.close() }
        process.standardOutput = outputHandle
        process.standardError = outputHandle
        if let input { process.standardInput = try FileHandle(forReadingFrom: input) }
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                throw ProcessFailure(description: "\(executable.lastPathComponent) timed out after \(timeout) s")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return process.terminationStatus
    }

    // MARK: Tests

    /// Compiling the generated files with `swiftc -O` dominates this test
    /// (17 s of its own on 2 cores, more under load) and has no small
    /// version, so it runs only with `LAYOUTRULES_FULL_TESTS=1`;
    /// `generatedSourcesImportNothing` and the golden sources cover the
    /// generator in every run.
    @Test("generated Swift equals the interpreter on every example, preset and residual tree",
          .fullRunOnly, .enabled(if: swiftc != nil), .timeLimit(.minutes(3)))
    func generatedCodeMatchesInterpreter() throws {
        let cases = try Self.cases()
        let environments = Self.environments(for: cases)
        try withTemporaryDirectory("codegen") { directory in

            var sources: [String] = []
            for (index, item) in cases.enumerated() {
                let source = SwiftCodeGenerator.generate(
                    item.ruleSet, options: .init(typeName: "Generated\(index)", accessLevel: .internal, header: [item.name]))
                #expect(!Self.outsideBridge(source).contains("import "), "\(item.name): the generated file imports nothing")
                let url = directory.appendingPathComponent("Generated\(index).swift")
                try Data(source.utf8).write(to: url)
                sources.append(url.path)
            }
            // The typed API, read as an app would: a wrong type fails the build.
            let rules = try Self.compile(TypedCodegenTests.rules, path: "Rules.layout")
            let rulesURL = directory.appendingPathComponent("RulesLayout.swift")
            try Data(SwiftCodeGenerator.generate(rules, options: .init(typeName: "RulesLayout", accessLevel: .internal)).utf8)
                .write(to: rulesURL)
            let typedURL = directory.appendingPathComponent("TypedAPI.swift")
            try Data(Self.typedSource.utf8).write(to: typedURL)
            sources += [rulesURL.path, typedURL.path]
            let main = directory.appendingPathComponent("main.swift")
            try Data((Self.mainSource(cases) + "print(typedAPI(), terminator: \"\")\n").utf8).write(to: main)
            let input = directory.appendingPathComponent("environments.txt")
            try Data(environments.map(Self.serialize).joined(separator: "\n").appending("\n").utf8).write(to: input)

            let binary = directory.appendingPathComponent("generated")
            let log = directory.appendingPathComponent("swiftc.log")
            var arguments = ["-O", "-wmo", "-o", binary.path, main.path] + sources  // one frontend job: 3x faster here
            #if os(Linux)
                arguments.append("-lm")  // sin and cos for rotations known only at run time
            #endif
            let swiftc = try #require(Self.swiftc)
            let status = try Self.run(swiftc, arguments, output: log, timeout: 150)
            let compilerOutput = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            try #require(status == 0, "swiftc failed:\n\(compilerOutput.prefix(4000))")
            #expect(!compilerOutput.contains("warning:"), "generated code compiles without warnings:\n\(compilerOutput.prefix(4000))")

            let outputURL = directory.appendingPathComponent("output.txt")
            let runStatus = try Self.run(binary, [], input: input, output: outputURL, timeout: 60)
            try #require(runStatus == 0)
            let lines = try String(contentsOf: outputURL, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let actual = lines.filter { !$0.hasPrefix("typed|") }
            #expect(lines.filter { $0.hasPrefix("typed|") } == Self.typedExpected(rules))

            var expected: [String] = []
            for (number, environment) in environments.enumerated() {
                for (index, item) in cases.enumerated() { expected.append(Self.expectedLine(index, number, item.ruleSet, environment)) }
            }
            #expect(actual.count == expected.count + 1, "one line per rule set and environment")
            var mismatches = 0
            for (line, wanted) in zip(actual, expected) where line != wanted {
                mismatches += 1
                if mismatches <= 5 {
                    let environment = Int(wanted.split(separator: "|")[1]).map { environments[$0] }
                    Issue.record("generated:   \(line)\ninterpreter: \(wanted)\nenvironment: \(environment.map(Self.serialize) ?? "?")")
                }
            }
            #expect(mismatches == 0, "\(mismatches) of \(expected.count) lines differ")
            #expect(expected.count > 30_000, "\(expected.count) lines compared")

            // The bridge of every case, names that clash included, compiles
            // against the library (GeneratedBridgeTests runs it on the examples).
            let modules = try #require(LayoutcProcess.executable).deletingLastPathComponent().appendingPathComponent("Modules")
            let bridgeLog = directory.appendingPathComponent("bridge.log")
            let checked = try Self.run(
                swiftc, ["-typecheck", "-I", modules.path, main.path] + sources, output: bridgeLog, timeout: 150)
            let bridgeOutput = (try? String(contentsOf: bridgeLog, encoding: .utf8)) ?? ""
            #expect(checked == 0, "the bridge does not compile:\n\(bridgeOutput.prefix(4000))")
            #expect(!bridgeOutput.contains("warning:"), "the bridge compiles without warnings:\n\(bridgeOutput.prefix(4000))")
        }
    }

    /// The generated source without its bridge to the library (the import
    /// at the top and the section at the end, both inside
    /// `#if canImport(LayoutRules)`) and without the C library's import
    /// for sin and cos, which must be exactly `cLibraryImport`.
    static func outsideBridge(_ source: String) -> String {
        var kept: [Substring] = []
        var inBridge = false
        var source = source
        if let range = source.range(of: cLibraryImport) { source.removeSubrange(range) }
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "#if canImport(LayoutRules)" { inBridge = true }
            if !inBridge { kept.append(line) }
            if line == "#endif" { inBridge = false }
        }
        return kept.joined(separator: "\n")
    }

    /// The only import outside the bridge, in a file that rotates by an
    /// angle known only at run time.
    static let cLibraryImport = """
        #if canImport(Darwin)
            import Darwin
        #elseif canImport(Glibc)
            import Glibc
        #elseif canImport(Musl)
            import Musl
        #elseif canImport(Android)
            import Android
        #elseif canImport(WASILibc)
            import WASILibc
        #elseif canImport(ucrt)
            import ucrt
        #else
            #error("no C library to take sin and cos from")
        #endif

        """

    @Test func goldenSource() throws {
        let ruleSet = try Self.compile(
            """
            @custom-media --wide (width >= 600);
            traits { columns: 2; style: plain; title: "Photos"; }
            @media (--wide) and (orientation: landscape) { traits { columns: 4; style: rich; } }
            @media (idiom: pad), (aspect-ratio > 16/9) { traits { columns: 3; } }
            layout {
              content { left: env(safe-area-inset-left); right: 0; top: 0; height: clamp(100, 50%, 400);
                header { left: 8; right: 8; top: env(safe-area-inset-top); height: 44; } }
              badge { center-x: 50%; width: 40; bottom: 10; height: 40; transform: rotate(90deg) scale(2); }
            }

            """, path: "Small.layout")
        let source = SwiftCodeGenerator.generate(ruleSet, options: .init(typeName: "SmallLayout", header: ["From: Small.layout"]))
        assertGolden(source, named: "codegen/Small.swift")
        let apple = try Self.compile("", path: "<none>", presets: ["apple"])
        assertGolden(
            SwiftCodeGenerator.generate(apple, options: .init(typeName: "AppleLayout", functionName: "traits", accessLevel: .internal)),
            named: "codegen/Apple.swift")
        // The user's settings: a split of the ordered text sizes is one
        // comparison, and the bridge's `testedSettings` lists what is tested.
        assertGolden(
            SwiftCodeGenerator.generate(try Self.compile(Self.settings, path: "Settings.layout"), options: .init(typeName: "SettingsLayout")),
            named: "codegen/Settings.swift")
        // Graceful scaling: residual leaves test rules at run time.
        var limits = Limits()
        limits.maxTreeNodes = 15
        let staircase = try Self.compile(TreeLimitTests.staircase, path: "stairs.layout", limits: limits)
        assertGolden(
            SwiftCodeGenerator.generate(staircase, options: .init(typeName: "StairsLayout")), named: "codegen/Staircase.swift")
    }

    /// The benchmark's generated files (Sources/layoutc-bench/Generated*.swift)
    /// are what the command in their header writes.
    @Test(arguments: [
        ("GeneratedApple", ["--preset", "apple"]),
        ("GeneratedDashboard", ["Examples/Dashboard.layout"]),
    ])
    func benchmarkFilesAreUpToDate(typeName: String, inputs: [String]) throws {
        let path = "Sources/layoutc-bench/\(typeName).swift"
        let url = GoldenPaths.packageRoot.appendingPathComponent(path)
        guard let checkedIn = try? String(contentsOf: url, encoding: .utf8) else { return }  // no benchmark target here
        let arguments = inputs + ["--emit", "swift", "--type-name", typeName, "--access", "internal", "-o", path]
        let ruleSet: RuleSet
        if inputs[0] == "--preset" {
            ruleSet = try Self.compile("", path: "<none>", presets: [inputs[1]])
        } else {
            let item = try Self.cases().first { $0.name == inputs[0] }
            ruleSet = try #require(item).ruleSet
        }
        let options = SwiftCodeGenerator.Options(
            typeName: typeName, accessLevel: .internal,
            header: ["Regenerate with: layoutc compile " + arguments.joined(separator: " ")])
        #expect(
            checkedIn == SwiftCodeGenerator.generate(ruleSet, options: options),
            "\(path) is stale; regenerate it with: swift run layoutc compile \(arguments.joined(separator: " "))")
    }

    /// What the compiled test checks first, for every case, without swiftc:
    /// only the bridge, inside `#if canImport(LayoutRules)`, imports or
    /// names the library, and `--library-bridge never` leaves it out.
    @Test func generatedSourcesImportOnlyInTheBridge() throws {
        var importsTheCLibrary = false
        defer { #expect(importsTheCLibrary, "a case rotates by a run-time angle, so its file imports the C library") }
        for (index, item) in try Self.cases().enumerated() {
            let source = SwiftCodeGenerator.generate(
                item.ruleSet, options: .init(typeName: "Generated\(index)", accessLevel: .internal, header: [item.name]))
            importsTheCLibrary = importsTheCLibrary || source.contains(Self.cLibraryImport)
            let plain = Self.outsideBridge(source)
            #expect(!plain.contains("import ") && !plain.contains("LayoutRules."), "\(item.name): the generated file imports nothing")
            #expect(plain.count < source.count, "\(item.name): the bridge is there")
            #expect(source.contains("enum Generated\(index) {"), "\(item.name)")
            let never = SwiftCodeGenerator.generate(
                item.ruleSet,
                options: .init(typeName: "Generated\(index)", accessLevel: .internal, header: [item.name], libraryBridge: .never))
            #expect(!never.contains("canImport(LayoutRules)") && !never.contains("LayoutRules."), "\(item.name)")
        }
    }

    /// (Every other case in a quick run; the determinism tests also run
    /// `layoutc compile` on the examples under different hash seeds.)
    @Test func outputIsDeterministic() throws {
        let stride = TestSettings.scaled(quick: 2, full: 1)
        for (index, item) in try Self.cases().enumerated() where index % stride == 0 {
            let options = SwiftCodeGenerator.Options(typeName: "Layout")
            let first = SwiftCodeGenerator.generate(item.ruleSet, options: options)
            // Recompiled from scratch: no hash-order or address leaks into the text.
            #expect(SwiftCodeGenerator.generate(item.ruleSet, options: options) == first, "\(item.name)")
        }
        let again = try Self.compile(Self.residual, path: "residual.layout")
        let once = try Self.compile(Self.residual, path: "residual.layout")
        #expect(SwiftCodeGenerator.generate(again) == SwiftCodeGenerator.generate(once))
    }

    @Test func sharedSubtreesBecomeFunctionsPastTheInlineLimit() throws {
        let ruleSet = try Self.residualRuleSet()
        let inlined = SwiftCodeGenerator.generate(ruleSet, options: .init(inlineLimit: 1_000_000))
        let shared = SwiftCodeGenerator.generate(ruleSet, options: .init(inlineLimit: 0))
        #expect(!inlined.contains("func _node"))
        let reader = try Self.cases().first { $0.name == "Examples/Reader.layout" }
        let readerShared = try SwiftCodeGenerator.generate(#require(reader).ruleSet, options: .init(inlineLimit: 2))
        #expect(readerShared.contains("private static func _node"), "Reader's tree shares subtrees")
        #expect(shared.contains("_leaf"), "residual leaves are functions")
    }

    @Test(arguments: [
        ("GeneratedLayout", "evaluate", nil),
        ("2Fast", "evaluate", "invalid type name '2Fast'"),
        ("Double", "evaluate", "invalid type name 'Double'"),
        ("Layout", "frames", "invalid function name 'frames'"),
        ("Layout", "_leaf3", "invalid function name '_leaf3'"),
        ("Layout", "class", "invalid function name 'class'"),
        ("Layout", "Double", "invalid function name 'Double'"),
        ("Layout", "String", "invalid function name 'String'"),
        ("Layout", "e", "invalid function name 'e'"),
        ("_", "evaluate", "invalid type name '_'"),
        ("Layout", "_", "invalid function name '_'"),
        ("Layout", "f", nil),
    ] as [(String, String, String?)])
    func optionsAreChecked(typeName: String, functionName: String, problem: String?) {
        let options = SwiftCodeGenerator.Options(typeName: typeName, functionName: functionName)
        let found = SwiftCodeGenerator.problem(with: options)
        #expect(found?.hasPrefix(problem ?? "") ?? (problem == nil), "\(found ?? "nil")")
    }

    /// Thousands of trait names that all camel-case to one identifier
    /// (`a-b`, `aB`, `a_b`...): each gets the next free suffix in
    /// order, without trying every earlier one again.
    @Test func clashingNamesGetSuffixesInOrder() throws {
        var names = SwiftNames.Taken(["aB"])
        #expect((0..<4).map { _ in names.unique("aB") } == ["aB2", "aB3", "aB4", "aB5"])
        var taken = SwiftNames.Taken(["x", "x3"])
        #expect([taken.unique("x"), taken.unique("x"), taken.unique("x")] == ["x2", "x4", "x5"])

        let count = 3_000
        let rules = (0..<count).map { index in
            // Bit i of the index: letter i as `-x` or `X`; all camel-case to `aBCD...`.
            let letters = (0..<12).map { bit in
                let letter = Character(UnicodeScalar(UInt8(ascii: "b") + UInt8(bit)))
                return index >> bit & 1 == 0 ? "-\(letter)" : String(letter).uppercased()
            }
            return "a" + letters.joined() + ": 1;"
        }
        let ruleSet = try Self.compile("traits { \(rules.joined(separator: " ")) }", path: "clash.layout")
        let fields = TraitField.fields(of: ruleSet.tree, reserving: [])
        // The first clash takes the `Trait` suffix, the rest number it.
        let base = "aBCDEFGHIJKLM"
        let expected = [base, base + "Trait"] + (2..<count).map { base + "Trait" + String($0) }
        let properties = fields.map(\.property)
        #expect(properties.count == expected.count)
        let firstDifference = (0..<min(properties.count, expected.count)).first { properties[$0] != expected[$0] }
        #expect(firstDifference == nil, "\(firstDifference.map { "\(properties[$0]) != \(expected[$0])" } ?? "")")
    }

    @Test func cliCompileWritesTheFileAndUsesDocumentedExitCodes() throws {
        try withTemporaryDirectory("codegen-cli") { directory in
            let output = directory.appendingPathComponent("Apple.swift").path
            let written = try LayoutcProcess.run(["compile", "--preset", "apple", "--emit", "swift", "--type-name", "AppleLayout", "-o", output])
            #expect(written.status == 0, "\(written.stderr)")
            let text = try String(contentsOfFile: output, encoding: .utf8)
            let ruleSet = try Self.compile("", path: "<none>", presets: ["apple"])
            let header = "Regenerate with: layoutc compile --preset apple --emit swift --type-name AppleLayout -o \(output)"
            #expect(text == SwiftCodeGenerator.generate(ruleSet, options: .init(typeName: "AppleLayout", header: [header])))

            let stdout = try LayoutcProcess.run(["compile", "--preset", "apple", "--emit", "swift"])
            #expect(stdout.status == 0)
            #expect(stdout.stdout.contains("enum GeneratedLayout {"))
            #expect(stdout.stdout.contains("#if canImport(LayoutRules)"))
            let plain = try LayoutcProcess.run(["compile", "--preset", "apple", "--emit", "swift", "--library-bridge", "never"])
            #expect(plain.status == 0)
            #expect(plain.stdout.contains("enum GeneratedLayout {") && !plain.stdout.contains("canImport"))

            let broken = directory.appendingPathComponent("broken.layout")
            try Data("@media (widht >= 1) { traits { a: 1; } }\n".utf8).write(to: broken)
            let failed = try LayoutcProcess.run(["compile", broken.path, "--emit", "swift"])
            #expect(failed.status == 1)
            #expect(failed.stderr.contains("unknown feature 'widht'"))

            for arguments in [
                ["compile", "--preset", "apple"], ["compile", "--preset", "apple", "--emit", "c"],
                ["compile", "--emit", "swift"], ["compile", "--preset", "apple", "--emit", "swift", "--type-name", "a b"],
                ["compile", "--preset", "apple", "--emit", "swift", "--bogus"],
                ["compile", "--preset", "apple", "--emit", "swift", "--access", "open"],
                ["compile", "--preset", "apple", "--emit", "swift", "--library-bridge", "sometimes"],
            ] {
                let result = try LayoutcProcess.run(arguments)
                #expect(result.status == 2, "\(arguments): \(result.stderr)")
                #expect(result.stderr.contains("run 'layoutc compile --help' for usage"))
            }
            let help = try LayoutcProcess.run(["compile", "--help"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("USAGE: layoutc compile [options] --emit swift"))
        }
    }
}
