import LayoutRulesBase

extension Presets {
    /// UIKit's standard size classes as rules, so they are one preset among
    /// others. The thresholds reproduce the size classes Apple documents for
    /// every device and multitasking window in `DeviceCatalog` (a test
    /// checks each one):
    /// - iPhone: compact width, regular height in portrait; compact height
    ///   in landscape, where the large phones (414 points or more across in
    ///   portrait: Plus, Max, XR/11, Air) get regular width.
    ///   Source: HIG Layout, "Device size classes"; seed 001 (iPhone 6 Plus).
    /// - iPad: regular/regular full screen; a window narrower than 678
    ///   points (Slide Over, 1/3 and 1/2 Split View, portrait 2/3) is
    ///   compact width. The 678-point landscape 1/2 window of the 12.9-inch
    ///   iPad Pro is the narrowest regular one; the portrait 2/3 window of
    ///   the same iPad (639 points) is the widest compact one.
    ///   Source: HIG "Multitasking" size classes (iPadOS 13-18), see
    ///   DeviceCatalog's [DEVTOOLS] and [GUMOB] citations.
    /// - Apple TV and CarPlay: regular width, compact height; Mac and Vision
    ///   Pro: regular/regular (as the catalog records them).
    static let appleSource = """
        // UIKit size classes: horizontal-size-class and vertical-size-class, compact or regular.
        @media (idiom: phone) {
          traits { horizontal-size-class: compact; vertical-size-class: regular; }
          @media (orientation: landscape) {
            traits { vertical-size-class: compact; }
            @media (height >= 414) { traits { horizontal-size-class: regular; } }
          }
        }
        @media (idiom: pad) {
          traits { horizontal-size-class: regular; vertical-size-class: regular; }
          @media (width < 678) { traits { horizontal-size-class: compact; } }
        }
        @media (idiom: tv), (idiom: carplay) {
          traits { horizontal-size-class: regular; vertical-size-class: compact; }
        }
        @media (idiom: mac), (idiom: vision) {
          traits { horizontal-size-class: regular; vertical-size-class: regular; }
        }

        """
}
