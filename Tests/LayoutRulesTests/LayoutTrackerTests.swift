// LayoutTracker: what changed from one layout pass to the next, and the
// hysteresis that keeps traits still while a window is resized by hand
// across a breakpoint. The UIKit container and the SwiftUI modifier run
// exactly this code for a RuleSet and for generated rules.

import Testing

@testable import LayoutRulesBase
@testable import LayoutRulesRuntime

struct LayoutTrackerTests {
    /// One column under 600 points, two up to 1000, three from there; the
    /// list's width differs in each, so frames tell the layouts apart.
    static let source = """
        traits { columns: 2; }
        layout { list { left: 0; top: 0; width: 40%; height: 100%; } }
        @media (width < 600) {
          traits { columns: 1; }
          layout { list { width: 100%; } }
        }
        @media (width >= 1000) {
          traits { columns: 3; }
          layout { list { width: 30%; } }
        }
        """

    static func rules() throws -> RuleSet {
        try AdapterCoreTests.ruleSet(source)
    }

    static func environment(_ width: Double) -> LayoutEnvironment {
        LayoutEnvironment(width: width, height: 800, screenWidth: 1366, screenHeight: 1024, idiom: .pad, scale: 2, window: .resizable)
    }

    static func columns(_ traits: ResolvedTraits?) -> Double? {
        if case .number(let value)? = traits?["columns"] { return value }
        return nil
    }

    /// Drags to each width in turn, interactively, and returns the columns
    /// after each step; every step's frames must be the held traits'
    /// layout solved for that width.
    static func drag(_ tracker: inout LayoutTracker<RuleSet>, through widths: [Double]) -> [Double?] {
        widths.map { width in
            let environment = environment(width)
            tracker.update(environment, interactivelyResizing: true)
            #expect(tracker.frames == tracker.rules.frames(for: tracker.traits!, in: environment), "at \(width)")
            return columns(tracker.traits)
        }
    }

    @Test func theFirstUpdateReportsEverythingAndARepeatNothing() throws {
        var tracker = LayoutTracker(try Self.rules())
        #expect(tracker.update(Self.environment(700)) == [.traits, .frames])
        #expect(tracker.update(Self.environment(700)) == [])
        #expect(tracker.update(Self.environment(700), interactivelyResizing: true) == [])
        #expect(tracker.update(Self.environment(710)) == [.frames])
        #expect(Self.columns(tracker.traits) == 2)
    }

    @Test func withoutResizingTraitsFollowTheSizeAtOnce() throws {
        var tracker = LayoutTracker(try Self.rules())
        tracker.update(Self.environment(601))
        #expect(tracker.update(Self.environment(599)).contains(.traits))
        #expect(Self.columns(tracker.traits) == 1)
        #expect(tracker.update(Self.environment(600)).contains(.traits))
        #expect(Self.columns(tracker.traits) == 2)
    }

    @Test func aWobbleAcrossABreakpointDoesNotFlipTheTraits() throws {
        var tracker = LayoutTracker(try Self.rules())
        tracker.update(Self.environment(700))
        // Within 20 points of 600 on the far side the two columns hold.
        #expect(Self.drag(&tracker, through: [605, 598, 603, 595, 601, 590, 599, 581]).allSatisfy { $0 == 2 })
        // 579 is 21 points past: one column, taken at 579.
        #expect(Self.drag(&tracker, through: [579]) == [1])
        // Back across the breakpoint by less than the margin: still one.
        #expect(Self.drag(&tracker, through: [585, 599, 605, 615, 598, 619]).allSatisfy { $0 == 1 })
        #expect(Self.drag(&tracker, through: [621]) == [2])
    }

    @Test func heldFramesAreTheHeldLayoutAtTheNewSize() throws {
        let rules = try Self.rules()
        var tracker = LayoutTracker(rules)
        tracker.update(Self.environment(700))
        let environment = Self.environment(590)
        let change = tracker.update(environment, interactivelyResizing: true)
        #expect(change == [.frames])
        let held = try #require(tracker.traits)
        #expect(Self.columns(held) == 2)
        // The two-column list (40%) at 590 points, not the one-column layout.
        #expect(tracker.frames?["list"]?.frame.width == 236)
        #expect(rules.frames(in: environment)["list"]?.frame.width == 590)
        #expect(tracker.isHoldingTraits)
    }

    @Test func theEndOfADragTakesTheSizesOwnTraits() throws {
        var tracker = LayoutTracker(try Self.rules())
        tracker.update(Self.environment(700))
        #expect(Self.drag(&tracker, through: [595]) == [2])
        #expect(tracker.isHoldingTraits)
        // The drag ends at the same size: one update without the flag.
        let change = tracker.update(Self.environment(595), interactivelyResizing: false)
        #expect(change == [.traits, .frames])
        #expect(tracker.traits == tracker.rules.traits(in: Self.environment(595)))
        #expect(!tracker.isHoldingTraits)
        // And the next drag starts from there.
        #expect(Self.drag(&tracker, through: [605, 615]) == [1, 1])
    }

    @Test func aZeroMarginTurnsHysteresisOff() throws {
        var tracker = LayoutTracker(try Self.rules())
        tracker.resizeMargin = 0
        tracker.update(Self.environment(700))
        #expect(Self.drag(&tracker, through: [601, 599, 600, 599, 999, 1000]) == [2, 1, 2, 1, 2, 3])
        tracker.resizeMargin = -.infinity
        #expect(Self.drag(&tracker, through: [999]) == [2])
    }

    /// A jump over two breakpoints (a fast drag, a window snapping to a
    /// tile) lands just past the second: the traits of the range it left
    /// far behind are not held there.
    @Test func aJumpAcrossTwoBreakpointsDoesNotHoldTheFarTraits() throws {
        var tracker = LayoutTracker(try Self.rules())
        tracker.update(Self.environment(1100))
        #expect(Self.drag(&tracker, through: [590]) == [1])
        #expect(Self.drag(&tracker, through: [1010]) == [3])
    }

    /// A change that is not the size (here the idiom) is never held.
    @Test func aChangeOtherThanTheSizeIsTakenAtOnce() throws {
        let rules = try AdapterCoreTests.ruleSet(
            "traits { columns: 2; } @media (idiom: mac) { traits { columns: 4; } }")
        var tracker = LayoutTracker(rules)
        tracker.update(Self.environment(700))
        var mac = Self.environment(700)
        mac.idiom = .mac
        #expect(tracker.update(mac, interactivelyResizing: true).contains(.traits))
        #expect(Self.columns(tracker.traits) == 4)
    }

    // MARK: - Rules that are not a RuleSet

    /// Typed rules of the shape the build plugin generates (an `Int` for
    /// the columns, a struct of regions), with the breakpoints of
    /// `source`: the tracker runs the same code for them.
    struct TypedRules: LayoutEvaluator {
        struct Frames: Hashable {
            var list: Rect
            var windowSize: Size
        }

        func traits(in environment: LayoutEnvironment) -> Int {
            environment.width < 600 ? 1 : environment.width >= 1000 ? 3 : 2
        }

        func frames(for columns: Int, in environment: LayoutEnvironment) -> Frames {
            let share: Double = columns == 1 ? 1 : columns == 2 ? 0.4 : 0.3
            return Frames(
                list: Rect(x: 0, y: 0, width: environment.width * share, height: environment.height),
                windowSize: Size(width: environment.width, height: environment.height))
        }

        func frameLayout(_ frames: Frames) -> FrameLayout {
            var layout = FrameLayout(windowSize: frames.windowSize)
            layout.appendRegion(
                named: "list", layoutFrame: frames.list, center: Point(x: frames.list.midX, y: frames.list.midY))
            return layout
        }

        func resolvedTraits(_ columns: Int) -> ResolvedTraits {
            ResolvedTraits(pairs: [(name: "columns", value: .number(Double(columns)))])
        }
    }

    @Test func typedRulesHoldTheirTraitsTheSameWay() {
        var tracker = LayoutTracker(TypedRules())
        tracker.update(Self.environment(700))
        var seen: [Int] = []
        for width in [605.0, 598, 590, 581, 579, 590, 615, 621] {
            tracker.update(Self.environment(width), interactivelyResizing: true)
            let columns: Int = tracker.traits!
            seen.append(columns)
            #expect(tracker.frames == TypedRules().frames(for: columns, in: Self.environment(width)))
        }
        #expect(seen == [2, 2, 2, 2, 1, 1, 1, 2])
        // Taken at 621: 590 is 10 points past the breakpoint, 575 is 25.
        tracker.update(Self.environment(590), interactivelyResizing: true)
        #expect(tracker.traits == 2)
        tracker.update(Self.environment(575), interactivelyResizing: true)
        #expect(tracker.traits == 1)
        tracker.update(Self.environment(605), interactivelyResizing: true)
        #expect(tracker.traits == 1 && tracker.isHoldingTraits)
        tracker.update(Self.environment(605))
        #expect(tracker.traits == 2)
    }

    // MARK: - Settings the rules do not test

    /// Counts evaluations.
    final class Counter: @unchecked Sendable {
        var evaluations = 0
    }

    /// Typed rules that test one setting: two columns, one from the first
    /// accessibility text size on (what `dynamicTypeSource` says), and a
    /// list as wide as the window.
    struct DynamicTypeRules: LayoutEvaluator {
        let counter = Counter()

        func traits(in environment: LayoutEnvironment) -> Int {
            counter.evaluations += 1
            return environment.dynamicTypeSize >= .accessibilityMedium ? 1 : 2
        }
        func frames(for columns: Int, in environment: LayoutEnvironment) -> Size {
            Size(width: environment.width, height: environment.height)
        }
        func frameLayout(_ frames: Size) -> FrameLayout { FrameLayout(windowSize: frames) }
        func resolvedTraits(_ columns: Int) -> ResolvedTraits {
            ResolvedTraits(pairs: [(name: "columns", value: .number(Double(columns)))])
        }
        var testedSettings: LayoutEnvironment.Settings { .dynamicTypeSize }
    }

    /// One column from the first accessibility text size on.
    static let dynamicTypeSource = """
        traits { columns: 2; }
        @media (dynamic-type >= accessibility-medium) { traits { columns: 1; } }
        """

    /// Every setting changed from its default, one at a time.
    static let settingChanges: [(LayoutEnvironment.Settings, LayoutEnvironment.SettingValues)] = [
        (.dynamicTypeSize, .init(dynamicTypeSize: .extraLarge)),
        (.colorScheme, .init(colorScheme: .dark)),
        (.contrast, .init(contrast: .more)),
        (.reducedMotion, .init(reducedMotion: .reduce)),
        (.reducedTransparency, .init(reducedTransparency: .reduce)),
        (.invertedColors, .init(invertedColors: .inverted)),
        (.layoutDirection, .init(layoutDirection: .rtl)),
        (.legibilityWeight, .init(legibilityWeight: .bold)),
        (.colorGamut, .init(colorGamut: .p3)),
    ]

    @Test func aRuleSetTestsOnlyTheSettingsItsConditionsName() throws {
        #expect(try AdapterCoreTests.ruleSet(Self.dynamicTypeSource).testedSettings == [.dynamicTypeSize])
        #expect(try Self.rules().testedSettings == [])
        #expect(LayoutTracker(try Self.rules()).testedSettings == [])
        #expect(LayoutTracker(TypedRules()).testedSettings == .all)
    }

    /// For each setting: with rules that test only Dynamic Type, changing
    /// it alone evaluates nothing and reports nothing, unless it is
    /// Dynamic Type.
    @Test(arguments: 0..<9)
    func onlyATestedSettingEvaluatesAgain(index: Int) {
        let (setting, values) = Self.settingChanges[index]
        let rules = DynamicTypeRules()
        var tracker = LayoutTracker(rules)
        tracker.update(Self.environment(700))
        let before = rules.counter.evaluations
        var changed = Self.environment(700)
        changed.settingValues = values
        #expect(tracker.update(changed) == [])
        #expect(rules.counter.evaluations == before + (setting == .dynamicTypeSize ? 1 : 0))
        // The tracker still reports the environment it was given.
        #expect(tracker.environment == changed)
    }

    @Test func aTestedSettingThatCrossesABreakpointChangesTheTraits() {
        let rules = DynamicTypeRules()
        var tracker = LayoutTracker(rules)
        var environment = Self.environment(700)
        tracker.update(environment)
        #expect(tracker.traits == 2)
        environment.dynamicTypeSize = .accessibilityLarge
        #expect(tracker.update(environment).contains(.traits))
        #expect(tracker.traits == 1)
        // Dark Mode on top: nothing to do, nothing evaluated.
        let before = rules.counter.evaluations
        environment.colorScheme = .dark
        #expect(tracker.update(environment) == [])
        #expect(rules.counter.evaluations == before)
        // The size still counts.
        environment.width = 710
        #expect(tracker.update(environment) == [.frames])
        #expect(rules.counter.evaluations == before + 1)
    }

    /// Rules that do not say what they test (the protocol's default) are
    /// evaluated again for every setting.
    @Test func rulesThatDoNotSayAreEvaluatedForEverySetting() {
        final class Counting: @unchecked Sendable { var count = 0 }
        struct Rules: LayoutEvaluator {
            let counting = Counting()
            func traits(in environment: LayoutEnvironment) -> Int {
                counting.count += 1
                return 1
            }
            func frames(for traits: Int, in environment: LayoutEnvironment) -> Int { 0 }
            func frameLayout(_ frames: Int) -> FrameLayout { FrameLayout() }
            func resolvedTraits(_ traits: Int) -> ResolvedTraits { .empty }
        }
        let rules = Rules()
        var tracker = LayoutTracker(rules)
        var environment = Self.environment(700)
        tracker.update(environment)
        for (_, values) in Self.settingChanges {
            let before = rules.counting.count
            environment.settingValues = values
            tracker.update(environment)
            #expect(rules.counting.count == before + 1)
        }
        // And an unchanged environment is not evaluated again.
        let before = rules.counting.count
        tracker.update(environment)
        #expect(rules.counting.count == before)
    }

    /// The end of a drag at an unchanged size is still an update: the flag
    /// is part of what was seen.
    @Test func theResizingFlagAloneEvaluatesAgain() throws {
        var tracker = LayoutTracker(try Self.rules())
        tracker.update(Self.environment(700))
        tracker.update(Self.environment(595), interactivelyResizing: true)
        #expect(tracker.isHoldingTraits)
        #expect(tracker.update(Self.environment(595)) == [.traits, .frames])
        #expect(!tracker.isHoldingTraits)
    }

    /// The same, with a rule file: what RuleSet says it tests is what the
    /// tracker watches.
    @Test func aRuleSetsTrackerSkipsTheSettingsItDoesNotTest() throws {
        var tracker = LayoutTracker(try AdapterCoreTests.ruleSet(Self.dynamicTypeSource))
        var environment = Self.environment(700)
        tracker.update(environment)
        environment.colorScheme = .dark
        #expect(tracker.update(environment) == [])
        environment.dynamicTypeSize = .accessibilityMedium
        #expect(tracker.update(environment).contains(.traits))
        #expect(Self.columns(tracker.traits) == 1)
    }
}
