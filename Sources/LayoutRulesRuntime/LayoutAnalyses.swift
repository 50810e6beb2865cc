import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesSemantics
import LayoutRulesCompiler

/// Checks a compiled layout against real devices: `negative-size` warns
/// when a region's width or height comes out negative on a catalog (or
/// `@device`) device, in either orientation, full screen or in any
/// multitasking window. Such a layout compiles and evaluates (the
/// numbers are reported as computed) but is almost surely a mistake.
enum LayoutAnalyses {
    static func negativeSizes(_ ruleSet: RuleSet) -> [Diagnostic] {
        guard !ruleSet.layouts.programs.isEmpty else { return [] }
        var warned = Set<String>()
        var warnings: [Diagnostic] = []
        var frames = FrameLayout()
        // One profile per screen: models that share a screen lay out alike.
        for device in DeviceCatalog.screens + ruleSet.devices {
            for (environment, place) in environments(of: device) {
                ruleSet.frames(in: environment, into: &frames)
                // By position, sizes first: copying each region out (its
                // name, transforms) cost more than the whole check.
                for index in frames.regions.indices {
                    let size = frames.regions[index].layoutFrame.size
                    guard size.width < 0 || size.height < 0 else { continue }
                    let region = frames.regions[index]
                    guard !warned.contains(region.name) else { continue }
                    warned.insert(region.name)
                    let (attribute, value) = size.width < 0 ? ("width", size.width) : ("height", size.height)
                    let range = declaration(of: region.name, in: ruleSet, environment: environment)
                    warnings.append(.negativeSize(region.name, attribute, value: value, device: "\(device.name) \(place)", at: range))
                }
            }
        }
        return warnings
    }

    /// Full screen in both orientations (one for screens that do not
    /// rotate), every multitasking window and the resizable samples.
    private static func environments(of device: DeviceProfile) -> [(LayoutEnvironment, String)] {
        let rotates = device.idiom == .phone || device.idiom == .pad
        var result: [(LayoutEnvironment, String)] = []
        for orientation in rotates ? [LayoutInterfaceOrientation.portrait, .landscapeRight] : [.landscapeRight] {
            let name = orientation.isLandscape ? "landscape" : "portrait"
            let windows = device.namedWindows(in: orientation).map { named in
                (named.window, named.name == "full" ? "in \(name)" : "in \(name) \(named.name)")
            }
            for (window, place) in windows {
                if let environment = try? LayoutEnvironment(device: device, orientation: orientation, window: window) {
                    result.append((environment, place))
                }
            }
        }
        return result
    }

    /// The region's name in the last matching rule that declares it.
    private static func declaration(of name: String, in ruleSet: RuleSet, environment: LayoutEnvironment) -> SourceRange {
        let matched = ruleSet.evaluate(environment).matchedRules
        for index in matched.reversed() {
            if let region = ruleSet.rules[Int(index)].regions.last(where: { $0.name == name }) { return region.range }
        }
        return ruleSet.rules.first?.range ?? SourceRange(file: FileID(0), start: 0, end: 0)
    }
}
