import LayoutRulesBase

/// The environments every evaluation loop cycles through: a seeded mix of
/// real devices in both orientations (full screen, and iPad multitasking
/// windows) and arbitrary window sizes, on every idiom. Built before any
/// timing starts; a loop reads `environments[i & mask]`.
enum Environments {
    /// Portrait screen sizes with the safe area (top, bottom; landscape
    /// moves them to the sides) and scale of common devices.
    static let devices: [(idiom: Idiom, width: Double, height: Double, top: Double, bottom: Double, scale: Double)] = [
        (.phone, 320, 568, 20, 0, 2), (.phone, 375, 667, 20, 0, 2), (.phone, 390, 844, 47, 34, 3),
        (.phone, 393, 852, 59, 34, 3), (.phone, 414, 896, 48, 34, 2), (.phone, 430, 932, 59, 34, 3),
        (.phone, 402, 874, 62, 34, 3), (.phone, 440, 956, 62, 34, 3),
        (.pad, 744, 1133, 24, 20, 2), (.pad, 768, 1024, 20, 0, 2), (.pad, 820, 1180, 24, 20, 2),
        (.pad, 834, 1194, 24, 20, 2), (.pad, 1024, 1366, 24, 20, 2),
        (.tv, 1920, 1080, 60, 60, 1), (.mac, 1280, 800, 28, 0, 2), (.mac, 1512, 982, 32, 0, 2),
        (.vision, 1280, 720, 0, 0, 2), (.carplay, 800, 480, 0, 0, 2),
    ]

    /// `count` environments (a power of two), reproducible from `seed`.
    static func make(count: Int, seed: UInt64 = 0xE4_71C0) -> [LayoutEnvironment] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in one(&rng) }
    }

    static func one(_ rng: inout SplitMix64) -> LayoutEnvironment {
        if rng.chance(0.2) {
            // An arbitrary window: a Mac window, a container, a resize in progress.
            let width = Double(rng.below(2000)) + (rng.chance(0.2) ? 0.5 : 0)
            let height = Double(rng.below(1400))
            let idioms: [Idiom] = [.phone, .pad, .tv, .mac, .carplay, .vision, .unspecified]
            return LayoutEnvironment(
                width: width, height: height, interfaceOrientation: rng.pick(LayoutInterfaceOrientation.allCases),
                idiom: rng.pick(idioms), scale: rng.pick([1.0, 2, 3]),
                safeArea: LayoutEdgeInsets(top: Double(rng.below(60)), bottom: Double(rng.below(40))))
        }
        let device = rng.pick(devices)
        let rotates = device.idiom == .phone || device.idiom == .pad
        let landscape = rotates && rng.chance(0.4)
        let screen = landscape ? (device.height, device.width) : (device.width, device.height)
        var window = screen
        if device.idiom == .pad, rng.chance(0.3) {
            // Split View or Slide Over: a narrower window on the same screen.
            window.0 = rng.pick([320, 375, 507, 639, 678, 694, 981])
            window.0 = min(window.0, screen.0)
        }
        let safeArea =
            landscape
            ? LayoutEdgeInsets(top: 0, left: device.top, bottom: device.bottom == 0 ? 0 : 21, right: device.top)
            : LayoutEdgeInsets(top: device.top, bottom: device.bottom)
        return LayoutEnvironment(
            width: window.0, height: window.1, screenWidth: screen.0, screenHeight: screen.1,
            interfaceOrientation: landscape ? rng.pick([.landscapeLeft, .landscapeRight]) : .portrait,
            idiom: device.idiom, scale: device.scale, safeArea: safeArea)
    }

    /// Environments for checking the hand-written baselines: the mix above
    /// plus every breakpoint the baselines test, on and beside the edge.
    static func verification() -> [LayoutEnvironment] {
        var result = make(count: 20_000, seed: 0x5EED_CEC)
        let edges: [Double] = [0, 1, 320, 413.5, 414, 414.5, 499.5, 500, 500.5, 599.5, 600, 600.5, 677.5, 678, 678.5,
                               1023.5, 1024, 1024.5, 1366, 2000]
        for width in edges {
            for height in edges {
                for idiom in Idiom.allCases {
                    result.append(LayoutEnvironment(width: width, height: height, idiom: idiom))
                }
            }
        }
        return result
    }
}
