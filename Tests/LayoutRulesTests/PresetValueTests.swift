import LayoutRulesBase
import LayoutRulesPresets
import LayoutRulesRuntime
import Testing

/// The typed presets an app passes to `Compiler.compile`.
struct PresetValueTests {
    @Test func everyBuiltInPresetHasAStaticMember() {
        let members: [Preset] = [.apple, .bootstrap, .deviceOrientation, .material, .tailwind]
        #expect(members.map(\.name) == Presets.names)
        #expect(Preset.all == members)
    }

    @Test func namesRoundTrip() {
        for name in Presets.names {
            #expect(Preset(named: name)?.name == name)
        }
        #expect(Preset(named: "device-orientation") == .deviceOrientation)
        #expect(Preset(named: "Apple") == nil)
        #expect(Preset(named: "materials") == nil)
        #expect(Preset(named: "") == nil)
    }

    @Test func typedAndNamedPresetsCompileAlike() throws {
        let source = "@media (width >= 900) { traits { columns: 3; } }"
        let environment = LayoutEnvironment(width: 1024, height: 768, idiom: .pad)
        for preset in Preset.all {
            let typed = try #require(Compiler.compile(text: source, presets: [preset]).ruleSet)
            let named = try #require(Compiler.compile(text: source, presets: [preset.name]).ruleSet)
            #expect(ResolvedTraits(typed.evaluate(environment)) == ResolvedTraits(named.evaluate(environment)))
        }
    }
}
