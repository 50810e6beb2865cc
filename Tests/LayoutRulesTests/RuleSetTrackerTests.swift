// RuleSetTracker: what it reports for each kind of environment change,
// that its traits and frames always equal a fresh evaluation, and that an
// update allocates nothing (counted as in AllocationTests).

@testable import LayoutRulesBase
@testable import LayoutRulesRuntime
import CAllocCounter
import Testing

struct RuleSetTrackerTests {
    static let source = """
        traits { columns: 1; title: "Home"; }
        @media (width >= 600) { traits { columns: 2; } }
        @media (width >= 1000) { traits { columns: 3; } }
        // Two rules that set the same value: a new match, the same traits.
        @media (height < 500) { traits { compact: true; } }
        @media (height >= 500) and (height < 501) { traits { compact: true; } }
        layout {
          sidebar { left: 0; top: 0; bottom: 0; width: 30%; }
          content { left: sidebar.right; right: 0; top: env(safe-area-inset-top); bottom: 0; }
        }
        @media (width >= 1000) { layout { sidebar { width: 320; } } }
        """

    static func ruleSet(_ source: String = source) throws -> RuleSet {
        let compilation = Compiler.compile(text: source, path: "App.layout")
        return try #require(compilation.ruleSet, "\(compilation.diagnostics.map(\.message))")
    }

    @Test func reportsWhatChanged() throws {
        let rules = try Self.ruleSet()
        var tracker = RuleSetTracker(rules)
        #expect(tracker.environment == nil)
        #expect(tracker.frames.isEmpty)

        let phone = LayoutEnvironment(width: 390, height: 844)
        #expect(tracker.update(phone) == [.traits, .frames], "the first update reports everything")
        #expect(tracker.update(phone) == [], "the same environment")

        var other = phone
        other.nativeScale = 2
        other.screenWidth = 400
        #expect(tracker.update(other) == [], "a different environment with the same answer")

        #expect(tracker.update(LayoutEnvironment(width: 400, height: 844)) == .frames, "a resize within one breakpoint")
        #expect(tracker.traits["columns"] == .number(1))

        #expect(tracker.update(LayoutEnvironment(width: 700, height: 844)) == [.traits, .frames], "a breakpoint crossed")
        #expect(tracker.traits["columns"] == .number(2))

        #expect(tracker.update(LayoutEnvironment(width: 700, height: 844, safeArea: LayoutEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))) == .frames)

        // The same traits from another rule: the match changes, the traits do not.
        #expect(tracker.update(LayoutEnvironment(width: 700, height: 499)) == [.traits, .frames], "compact is set now")
        let before = tracker.match
        #expect(tracker.update(LayoutEnvironment(width: 700, height: 500.5)) == .frames)
        #expect(tracker.match != before, "another rule matched")
        #expect(tracker.traits["compact"] == .boolean(true))

        #expect(tracker.update(LayoutEnvironment(width: 700, height: 900)) == [.traits, .frames], "compact is unset")

        // A match change without a frame change: only the traits.
        let noLayout = try Self.ruleSet("@media (idiom: pad) { traits { columns: 2; } }")
        var plain = RuleSetTracker(noLayout)
        #expect(plain.update(LayoutEnvironment(width: 700, height: 900)) == [.traits, .frames])
        #expect(plain.update(LayoutEnvironment(width: 700, height: 900, idiom: .pad)) == .traits)
        #expect(plain.update(LayoutEnvironment(width: 500, height: 900, idiom: .pad)) == .frames, "the empty layout's window")
    }

    @Test func alwaysHoldsAFreshEvaluation() throws {
        let rules = try Self.ruleSet(AllocationTests.layoutSource)
        var tracker = RuleSetTracker(rules)
        var previousTraits: [String: TraitValueData] = [:]
        var previousFrames = FrameLayout()
        for (index, environment) in AllocationTests.environments().enumerated() {
            let change = tracker.update(environment)
            let traits = rules.evaluate(environment)
            let values = Dictionary(uniqueKeysWithValues: traits.map { ($0.name, $0.value) })
            let frames = rules.frames(in: environment)
            #expect(tracker.environment == environment)
            #expect(tracker.match == rules.match(environment))
            #expect(Dictionary(uniqueKeysWithValues: tracker.traits.map { ($0.name, $0.value) }) == values)
            #expect(tracker.frames == frames)
            #expect(change.contains(.traits) == (index == 0 || values != previousTraits), "environment \(index)")
            #expect(change.contains(.frames) == (index == 0 || frames != previousFrames), "environment \(index)")
            previousTraits = values
            previousFrames = frames
        }
    }

    @Test(.enabled(if: alloc_counter_enabled() != 0, "needs glibc and no ASan/TSan"))
    func updatingMakesNoHeapAllocation() throws {
        let rules = try Self.ruleSet(AllocationTests.layoutSource)
        let environments = AllocationTests.environments()
        var tracker = RuleSetTracker(rules)
        for environment in environments { tracker.update(environment) }  // grow the frame storage once
        var changes = 0
        // Unchanged updates: the same environment again and again.
        let unchanged = AllocationTests.steadyAllocations {
            for index in 0..<10_000 { changes += Int(tracker.update(environments[(index / 100) % environments.count]).rawValue) }
        }
        #expect(unchanged == 0, "update(_:) allocated \(unchanged) times in 10,000 mostly unchanged updates")
        // Every update a change, with traits compared and frames swapped in.
        let changing = AllocationTests.steadyAllocations {
            for index in 0..<10_000 {
                changes += Int(tracker.update(environments[index % environments.count]).rawValue)
                changes += tracker.frames.count
            }
        }
        AllocationTests.blackHole(changes)
        #expect(changing == 0, "update(_:) allocated \(changing) times in 10,000 changing updates")
    }
}
