import Foundation
import LayoutRulesBase
import LayoutRulesRuntime

/// Before anything is timed, each hand-written baseline must give the
/// library's answer in every verification environment; a benchmark against
/// code that does different work would be meaningless. A mismatch ends the
/// run with status 1 and the first failing environment.
enum Verification {
    static func fail(_ what: String, _ environment: LayoutEnvironment, expected: Any, got: Any) -> Never {
        let message = """
            layoutc-bench: hand-written baseline disagrees with the library: \(what)
              environment: \(environment.width)x\(environment.height) idiom \(environment.idiom) \
            \(environment.interfaceOrientation) safe area \(environment.safeArea)
              library:     \(expected)
              hand-written: \(got)

            """
        FileOutput.standardError(message)
        exit(1)
    }

    static func checkApple(_ ruleSet: RuleSet, _ environments: [LayoutEnvironment]) {
        for environment in environments {
            let collection = ruleSet.evaluate(environment)
            let library = HandwrittenApple.traits(from: collection)
            let expectedCount = (library.horizontal == nil ? 0 : 1) + (library.vertical == nil ? 0 : 1)
            guard collection.count == expectedCount else {
                fail("apple preset sets unexpected traits", environment, expected: Array(collection), got: library)
            }
            let hand = HandwrittenApple.traits(environment)
            if hand != library { fail("apple preset traits", environment, expected: library, got: hand) }
        }
    }

    static func checkDashboard(_ ruleSet: RuleSet, _ environments: [LayoutEnvironment]) {
        var layout = FrameLayout()
        var state = HandwrittenDashboard.RegionLayout()
        for environment in environments {
            let collection = ruleSet.evaluate(environment)
            guard let library = HandwrittenDashboard.traits(from: collection) else {
                fail("Dashboard traits the baseline cannot express", environment, expected: Array(collection), got: "-")
            }
            let hand = HandwrittenDashboard.traits(environment)
            if hand != library { fail("Dashboard traits", environment, expected: library, got: hand) }

            ruleSet.frames(in: environment, into: &layout)
            HandwrittenDashboard.regionFrames(environment, into: &state)
            let names = layout.map(\.name)
            let handNames = state.layout.map(\.name)
            if names != handNames { fail("Dashboard regions", environment, expected: names, got: handNames) }
            if layout.windowSize != state.layout.windowSize || layout.windowSafeArea != state.layout.windowSafeArea {
                fail("Dashboard window", environment, expected: layout.windowSize, got: state.layout.windowSize)
            }
            for index in 0..<layout.count {
                let library = layout[index]
                let hand = state.layout[index]
                let same =
                    library.parent == hand.parent && close(library.frame, hand.frame) && close(library.bounds, hand.bounds)
                    && close(library.windowFrame, hand.windowFrame) && near(library.center.x, hand.center.x)
                    && near(library.center.y, hand.center.y) && library.transform == hand.transform
                    && library.toWindow == hand.toWindow
                if !same { fail("Dashboard region '\(names[index])'", environment, expected: library, got: hand) }
            }
        }
    }

    /// Equal up to rounding (the library may add in another order).
    static func near(_ x: Double, _ y: Double) -> Bool {
        x == y || (x.isFinite && y.isFinite && abs(x - y) <= 1e-9 * max(1, abs(x), abs(y)))
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        return near(a.origin.x, b.origin.x) && near(a.origin.y, b.origin.y) && near(a.size.width, b.size.width)
            && near(a.size.height, b.size.height)
    }
}
