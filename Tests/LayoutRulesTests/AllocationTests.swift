// `RuleSet.evaluate` makes no heap allocation, proved by counting: the
// CAllocCounter target interposes malloc in the test binary and keeps a
// per-thread count, so tests running in parallel do not disturb it.
// Skipped where counting is off (non-glibc, ASan, TSan).

@testable import LayoutRulesBase
@testable import LayoutRulesRuntime
import CAllocCounter
import Testing

struct AllocationTests {
    /// A realistic rule set: breakpoints on both axes, idioms,
    /// orientations, aspect ratios, resolution, custom media, nesting, a
    /// preset, and several traits of every value type per rule.
    static let source = """
        @import "material";
        @custom-media --compact (width < 600);
        @custom-media --regular (600 <= width < 1024);
        @custom-media --wide (width >= 1024);
        @custom-media --tablet (idiom: pad) or (idiom: vision);
        @custom-media --retina (resolution >= 2x);

        traits { columns: 1; density: regular; sidebar: false; title: "Home"; spacing: 8pt; }
        @media (--compact) { traits { columns: 1; layout-mode: list; gutter: 12; } }
        @media (--regular) { traits { columns: 2; layout-mode: grid; gutter: 16; } }
        @media (--wide) { traits { columns: 3; layout-mode: grid; gutter: 24; sidebar: true; } }
        @media (width >= 1366) { traits { columns: 4; } }
        @media (height < 480) { traits { density: compact; toolbar: hidden; } }
        @media (480 <= height < 900) { traits { density: regular; toolbar: visible; } }
        @media (height >= 900) { traits { density: spacious; toolbar: visible; } }
        @media (orientation: landscape) and (max-height: 500) { traits { toolbar: hidden; title: ""; } }
        @media (orientation: portrait) { traits { split: false; } }
        @media (--tablet) and (orientation: landscape) { traits { split: true; sidebar: true; } }
        @media (idiom: phone) { traits { haptics: true; corner: 12; } }
        @media (idiom: pad) { traits { haptics: false; corner: 16; pointer: true; } }
        @media (idiom: mac) { traits { pointer: true; corner: 10; title: "Library"; } }
        @media (idiom: tv) { traits { focus: true; spacing: 40pt; columns: 5; } }
        @media (idiom: carplay) { traits { columns: 1; density: compact; title: "CarPlay"; } }
        @media (idiom: vision) { traits { ornament: true; corner: 24; } }
        @media (aspect-ratio >= 16/9) { traits { hero: cinematic; } }
        @media (4/3 <= aspect-ratio < 16/9) { traits { hero: standard; } }
        @media (aspect-ratio < 4/3) { traits { hero: tall; } }
        @media (--retina) { traits { image-set: "@2x"; } }
        @media (resolution >= 3x) { traits { image-set: "@3x"; } }
        @media (interface-orientation: portrait-upside-down) { traits { flipped: true; } }
        @media (interface-orientation: landscape-left), (interface-orientation: landscape-right) {
          traits { landscape-ui: true; }
          @media (screen-width >= 900) { traits { margins: 32; } }
        }
        @media screen and (min-screen-height: 1000) and (not (idiom: phone)) {
          traits { margins: 48; columns: 4; }
        }
        @media not all and (max-width: 320) { traits { compact-text: false; } }
        @media (width <= 320) { traits { compact-text: true; title: "H"; } }
        @media (--compact) and (--retina) { traits { thumbnails: small; } }
        @media (--wide) and ((idiom: pad) or (idiom: mac)) {
          @media (height >= 700) { traits { inspector: true; columns: 3; } }
        }
        @media (dynamic-type >= accessibility-medium) { traits { columns: 1; layout-mode: list; } }
        @media (prefers-contrast: more) and (--tablet) { traits { density: spacious; } }
        @media (prefers-reduced-motion) or (layout-direction: rtl) { traits { hero: standard; } }
        @media (color-gamut: p3) and (--retina) { traits { image-set: "@2x-p3"; } }
        """

    static let traitNames = [
        "columns", "density", "sidebar", "title", "spacing", "layout-mode", "gutter", "toolbar", "hero",
        "window-width-class", "missing-trait",
    ]

    /// Environments over every feature, built before measuring.
    static func environments() -> [LayoutEnvironment] {
        var rng = DiffRandom(seed: 0xA110C)
        let sizes: [Double] = [0, 320, 375, 390, 480, 600, 744, 768, 834, 900, 1024, 1194, 1366, 1920]
        return (0..<257).map { _ in
            let width = rng.pick(sizes) + (rng.chance(0.3) ? 0.5 : 0)
            let height = rng.pick(sizes)
            var environment = LayoutEnvironment(
                width: width, height: height, screenWidth: rng.chance(0.5) ? width : rng.pick(sizes),
                screenHeight: rng.chance(0.5) ? height : rng.pick(sizes),
                interfaceOrientation: rng.pick(LayoutInterfaceOrientation.allCases), idiom: rng.pick(Idiom.allCases),
                scale: rng.pick([1.0, 2, 3]))
            // The settings too: tests of them send evaluation down the tree's out-of-line path.
            environment.dynamicTypeSize = rng.pick(LayoutEnvironment.DynamicTypeSize.allCases)
            environment.contrast = rng.pick(LayoutEnvironment.Contrast.allCases)
            environment.reducedMotion = rng.pick(LayoutEnvironment.ReducedMotion.allCases)
            environment.layoutDirection = rng.pick(LayoutEnvironment.LayoutDirection.allCases)
            environment.colorGamut = rng.pick(LayoutEnvironment.ColorGamut.allCases)
            return environment
        }
    }

    /// Allocations the calling thread makes while running `body`.
    @inline(never)
    static func allocations(_ body: () -> Void) -> UInt64 {
        let before = alloc_counter_thread_allocs()
        body()
        return alloc_counter_thread_allocs() - before
    }

    @inline(never)
    static func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

    /// Runs `body` once to warm up (one-time work such as lazy globals and
    /// generic metadata is not per call), then counts a second run.
    static func steadyAllocations(_ body: () -> Void) -> UInt64 {
        body()
        return allocations(body)
    }

    /// Folds a value into a checksum, so the optimiser keeps the work.
    static func fold(_ value: TraitValueData?, into checksum: inout Int) {
        switch value {
        case .identifier(let name)?, .string(let name)?: checksum &+= name.utf8.count
        case .number(let number)?: checksum &+= Int(number)
        case .boolean(let flag)?: checksum &+= flag ? 1 : 2
        case nil: checksum &+= 3
        }
    }

    @Test(.enabled(if: alloc_counter_enabled() != 0, "needs glibc and no ASan/TSan"))
    func counterSeesAllocations() {
        // The counter itself works: an array of fresh storage allocates.
        let count = Self.allocations { Self.blackHole([Int](repeating: 7, count: 1000)) }
        #expect(count >= 1)
    }

    @Test(.enabled(if: alloc_counter_enabled() != 0, "needs glibc and no ASan/TSan"))
    func evaluateMakesNoHeapAllocation() throws {
        let compilation = Compiler.compile(text: Self.source, path: "App.layout")
        let ruleSet = try #require(compilation.ruleSet, "\(compilation.diagnostics.map(\.message))")
        #expect(ruleSet.rules.count >= 30)
        let environments = Self.environments()
        let names = Self.traitNames
        var checksum = 0

        // The measured loops index `names` and `matchedRules` through
        // `Range<Int>`: in a debug build the stdlib's generic iterator over an
        // Array, ArraySlice or Range<Int32> heap-allocates on every step (it
        // is not specialised at -Onone), which would count the test's own
        // loop. TraitCollection's iterator is concrete and safe to use.
        // Each part alone first, so a failure names the call that allocates.
        // Every measured body runs once unmeasured first (warm-up).
        let evaluateOnly = Self.steadyAllocations {
            for index in 0..<10_000 { checksum &+= ruleSet.evaluate(environments[index % environments.count]).leafIndex }
        }
        #expect(evaluateOnly == 0, "evaluate(_:) allocated \(evaluateOnly) times in 10,000 calls")

        let sample = ruleSet.evaluate(environments[1])
        let iterateOnly = Self.steadyAllocations {
            for _ in 0..<1000 {
                for (name, value) in sample { checksum &+= name.utf8.count; Self.fold(value, into: &checksum) }
            }
        }
        #expect(iterateOnly == 0, "iterating a TraitCollection allocated \(iterateOnly) times")

        let lookupOnly = Self.steadyAllocations {
            for _ in 0..<1000 {
                for index in names.indices { Self.fold(sample[names[index]], into: &checksum) }
                checksum &+= sample.winningRule(for: "columns") ?? 0
                checksum &+= sample.count + sample.matchedRules.count
            }
        }
        #expect(lookupOnly == 0, "traits[name] allocated \(lookupOnly) times")

        // The hot path: `match`, then traits by key.
        let keys = names.compactMap { ruleSet.key(for: $0) }
        #expect(keys.count == names.count - 1, "every name but missing-trait has a key")
        let keyed = Self.steadyAllocations {
            for index in 0..<10_000 {
                let match = ruleSet.match(environments[index % environments.count])
                for position in keys.indices { Self.fold(ruleSet.value(keys[position], at: match), into: &checksum) }
                checksum &+= sample.winningRule(for: keys[0]) ?? 0
            }
        }
        #expect(keyed == 0, "match + value(_:at:) allocated \(keyed) times in 10,000 calls")

        // The whole use: evaluate, walk every trait, look names up, read the matched rules.
        let total = Self.steadyAllocations {
            for index in 0..<10_000 {
                let traits = ruleSet.evaluate(environments[index % environments.count])
                for (name, value) in traits {
                    checksum &+= name.utf8.count
                    Self.fold(value, into: &checksum)
                }
                for index in names.indices { Self.fold(traits[names[index]], into: &checksum) }
                let matched = traits.matchedRules
                for rule in matched { checksum &+= Int(rule) }
            }
        }
        Self.blackHole(checksum)
        print("allocation: evaluate+iterate+lookup, 10,000 calls: \(total) allocations (\(Double(total) / 10_000) per call)")
        #expect(total == 0, "\(total) heap allocations in 10,000 evaluations; expected none")
    }

    static let layoutSource = """
        @media (width >= 600) { traits { columns: 3; } }
        @media (width < 600) { traits { columns: 1; } }
        layout {
          sidebar { left: 0; top: 0; bottom: 0; width: clamp(200, 30%, 320); }
          content {
            left: sidebar.right + 8; right: env(safe-area-inset-right); top: env(safe-area-inset-top); bottom: 0;
            header { left: 0; right: 0; top: env(safe-area-inset-top); height: 44; }
            grid { left: 0; width: 100% / columns; top: header.bottom; bottom: 0; transform: rotate(10deg) scale(0.9); }
          }
        }
        @media (orientation: landscape) { layout { sidebar { width: auto; right: 75%; } } }
        """

    @Test(.enabled(if: alloc_counter_enabled() != 0, "needs glibc and no ASan/TSan"))
    func solvingFramesIntoAReusedLayoutMakesNoHeapAllocation() throws {
        let compilation = Compiler.compile(text: Self.layoutSource, path: "App.layout")
        let ruleSet = try #require(compilation.ruleSet, "\(compilation.diagnostics.map(\.message))")
        let environments = Self.environments()
        var frames = FrameLayout()
        for environment in environments { ruleSet.frames(in: environment, into: &frames) }  // grow once
        var checksum = 0.0
        let solving = Self.steadyAllocations {
            for index in 0..<10_000 {
                ruleSet.frames(in: environments[index % environments.count], into: &frames)
                for region in 0..<frames.count { checksum += frames[region].layoutFrame.size.width }
            }
        }
        Self.blackHole(checksum)
        #expect(frames.count == 4)
        #expect(solving == 0, "frames(in:into:) allocated \(solving) times in 10,000 calls")
    }

    /// Forty regions need a register file of several kilobytes: more than a
    /// temporary stack allocation takes without falling back to the heap
    /// (the benchmark caught one allocation per call at ten regions).
    @Test(.enabled(if: alloc_counter_enabled() != 0, "needs glibc and no ASan/TSan"))
    func solvingManyRegionsMakesNoHeapAllocation() throws {
        let regions = (0..<40).map { "r\($0) { left: \($0) * 2%; width: 10%; top: env(safe-area-inset-top); height: 5%; }" }
        let compilation = Compiler.compile(text: "layout { \(regions.joined(separator: " ")) }", path: "Many.layout")
        let ruleSet = try #require(compilation.ruleSet, "\(compilation.diagnostics.map(\.message))")
        let environments = Self.environments()
        var frames = FrameLayout()
        for environment in environments { ruleSet.frames(in: environment, into: &frames) }
        var checksum = 0.0
        let solving = Self.steadyAllocations {
            for index in 0..<2_000 {
                ruleSet.frames(in: environments[index % environments.count], into: &frames)
                checksum += frames[39].layoutFrame.origin.x
            }
        }
        Self.blackHole(checksum)
        #expect(frames.count == 40)
        #expect(solving == 0, "frames(in:into:) allocated \(solving) times in 2,000 calls with 40 regions")
    }
}
