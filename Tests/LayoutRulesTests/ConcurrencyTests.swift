// One shared `RuleSet` evaluated from many threads at once gives exactly
// the single-threaded results. `RuleSet` is an immutable `Sendable` value;
// this test is what the thread sanitizer runs in CI:
//
//     swift test --sanitize=thread --scratch-path .build-tsan --filter ConcurrencyTests
//
// Every result is compared: the traits (by iteration, in order), the
// matched rules, and the frames through `.frames`, `frames(in:)` and
// `frames(in:into:)` with a per-thread reused `FrameLayout`.

import Dispatch
import Foundation
@testable import LayoutRulesBase
@testable import LayoutRulesDevices
@testable import LayoutRulesSemantics
@testable import LayoutRulesCompiler
@testable import LayoutRulesRuntime
import Testing

/// A thread-safe list of mismatch descriptions (the threads only append).
private final class Mismatches: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    private var evaluated = 0

    func record(_ item: String) {
        lock.lock()
        defer { lock.unlock() }
        if items.count < 20 { items.append(item) }
    }

    func count(_ n: Int) {
        lock.lock()
        defer { lock.unlock() }
        evaluated += n
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }

    var total: Int {
        lock.lock()
        defer { lock.unlock() }
        return evaluated
    }
}

@Suite("Concurrency")
struct ConcurrencyTests {
    /// The single-threaded answer for one environment.
    struct Expected: Equatable, Sendable {
        var traits: [String]
        var matched: [Int32]
        var frames: FrameLayout
    }

    /// Dashboard and PhotoApp (both with layouts) on the apple preset, as one cascade.
    static let ruleSet: RuleSet? = {
        let compilation = Compiler.compile(
            [.preset("apple"), .file("Examples/Dashboard.layout"), .file("Examples/PhotoApp.layout")],
            provider: ExampleSources.provider)
        return compilation.ruleSet
    }()

    /// Every catalog device in every orientation and window, each window
    /// size on three idioms and two scales, and a grid of sizes: a few
    /// thousand environments, many on breakpoints.
    static let environments: [LayoutEnvironment] = {
        var environments: [LayoutEnvironment] = []
        for device in DeviceCatalog.all {
            for orientation in LayoutInterfaceOrientation.allCases where orientation != .unknown {
                var windows: [WindowSpec] = [.fullScreen, .size(Size(width: 500, height: 700))]
                windows += device.windows.map { .multitasking($0.kind) }
                for window in windows {
                    if let environment = try? LayoutEnvironment(device: device, orientation: orientation, window: window) {
                        environments.append(environment)
                    }
                }
            }
        }
        let sizes: [Double] = [0, 320, 375, 390, 414, 599, 599.5, 600, 744, 768, 834, 1023, 1024, 1180, 1366, 2000]
        for width in sizes {
            for height in sizes {
                for idiom in [Idiom.phone, .pad, .mac] {
                    for scale in [2.0, 3.0] {
                        environments.append(
                            LayoutEnvironment(
                                width: width, height: height, idiom: idiom, scale: scale,
                                safeArea: LayoutEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)))
                    }
                }
            }
        }
        return environments
    }()

    static func result(_ ruleSet: RuleSet, _ environment: LayoutEnvironment) -> Expected {
        let traits = ruleSet.evaluate(environment)
        return Expected(
            traits: traits.map { "\($0.name)=\($0.value)" }, matched: Array(traits.matchedRules), frames: traits.frames)
    }

    @Test func ruleSetCompiles() throws {
        let ruleSet = try #require(Self.ruleSet)
        #expect(ruleSet.rules.contains { !$0.regions.isEmpty })
        #expect(Self.environments.count > 2000)
    }

    @Test func manyThreadsAgreeWithOneThread() throws {
        let ruleSet = try #require(Self.ruleSet)
        let environments = Self.environments
        let expected = environments.map { Self.result(ruleSet, $0) }
        // Some environments lay regions out, some lay none: both paths run.
        #expect(expected.contains { !$0.frames.isEmpty })
        #expect(Set(expected.map(\.traits)).count > 5)

        let mismatches = Mismatches()
        let threads = 8
        // Each thread walks every environment, starting at its own offset
        // so different threads hit the same leaves and programs at once.
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var reused = FrameLayout()
            let offset = thread * environments.count / threads
            for step in environments.indices {
                let index = (offset + step) % environments.count
                let environment = environments[index]
                let actual = Self.result(ruleSet, environment)
                ruleSet.frames(in: environment, into: &reused)
                let direct = ruleSet.frames(in: environment)
                if actual != expected[index] || reused != expected[index].frames || direct != expected[index].frames {
                    mismatches.record("thread \(thread): \(environment.width)x\(environment.height) \(environment.idiom)")
                }
            }
            mismatches.count(environments.count)
        }
        #expect(mismatches.all.isEmpty, "\(mismatches.all)")
        #expect(mismatches.total == threads * environments.count)
    }

    @Test func threadsCompilingAndEvaluatingAtOnce() throws {
        // Compilation shares nothing mutable either: several threads compile
        // the same sources and evaluate their own and the shared rule set.
        let shared = try #require(Self.ruleSet)
        let sample = stride(from: 0, to: Self.environments.count, by: 7).map { Self.environments[$0] }
        let expected = sample.map { Self.result(shared, $0) }
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            let compilation = Compiler.compile(
                [.preset("apple"), .file("Examples/Dashboard.layout"), .file("Examples/PhotoApp.layout")],
                provider: ExampleSources.provider)
            guard let own = compilation.ruleSet else {
                mismatches.record("thread \(thread): compilation failed")
                return
            }
            for (index, environment) in sample.enumerated() {
                if Self.result(own, environment) != expected[index] || Self.result(shared, environment) != expected[index] {
                    mismatches.record("thread \(thread): \(environment.width)x\(environment.height)")
                }
            }
            mismatches.count(sample.count)
        }
        #expect(mismatches.all.isEmpty, "\(mismatches.all)")
        #expect(mismatches.total == 4 * sample.count)
    }

    /// A tree small enough that most leaves keep residual rules, tested at
    /// run time (`residualMask`, `ConditionCode`): 60 width-and-height
    /// steps compiled with a 300-node budget (113 leaves, all residual).
    static let residualRuleSet: RuleSet? = {
        let text = (0..<60).map { step in
            "@media (width >= \(20 * step)) and (height >= \(1_200 - 20 * step)) { traits { tier: \(step); columns: \(step % 4); } }\n"
        }.joined()
        var limits = Limits()
        limits.maxTreeNodes = 300
        return Compiler.compile(text: text, path: "residual.layout", limits: limits).ruleSet
    }()

    /// Eight explicit threads (not a pool that may run two at a time on a
    /// two-core machine), all started before any evaluates, each reading
    /// every environment through `evaluate`, `match` with keyed values, and
    /// `explain`-style winner lookups, compared with one thread's answers.
    @Test func residualLeavesFromEightThreads() throws {
        let ruleSet = try #require(Self.residualRuleSet)
        #expect(ruleSet.tree.residualLeafCount > 10, "\(ruleSet.tree.residualLeafCount) residual leaves")
        let keys = try ["tier", "columns"].map { try #require(ruleSet.key(for: $0)) }
        let environments = stride(from: 0.0, through: 1_300, by: 10).flatMap { width in
            stride(from: 0.0, through: 1_300, by: 50).map { LayoutEnvironment(width: width, height: $0, idiom: .pad) }
        }
        @Sendable func answer(_ environment: LayoutEnvironment) -> [String] {
            let traits = ruleSet.evaluate(environment)
            let match = ruleSet.match(environment)
            return traits.map { "\($0.name)=\($0.value) by \(traits.winningRule(for: $0.name).map(String.init) ?? "-")" }
                + keys.map { "\(ruleSet.value($0, at: match).map(String.init(describing:)) ?? "-")" }
                + traits.matchedRules.map(String.init)
        }
        let expected = environments.map(answer)
        #expect(Set(expected).count > 30)
        let mismatches = Mismatches()
        let start = DispatchGroup()
        start.enter()
        let done = DispatchGroup()
        var threads: [Thread] = []
        for index in 0..<8 {
            done.enter()
            let thread = Thread {
                start.wait()
                let offset = index * environments.count / 8
                for step in environments.indices {
                    let position = (offset + step) % environments.count
                    if answer(environments[position]) != expected[position] {
                        mismatches.record("thread \(index): environment \(position)")
                    }
                }
                mismatches.count(environments.count)
                done.leave()
            }
            threads.append(thread)
            thread.start()
        }
        start.leave()
        done.wait()
        #expect(mismatches.all.isEmpty, "\(mismatches.all)")
        #expect(mismatches.total == 8 * environments.count)
    }
}
