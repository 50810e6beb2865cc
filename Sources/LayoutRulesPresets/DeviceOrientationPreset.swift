import LayoutRulesBase

extension Presets {
    /// One size-class pair per device kind and orientation, as in Ryan
    /// Britton's "Unique Layouts for iPhone and iPad with Size Classes"
    /// (seed 004): the four pairings name the four device/orientation combos.
    static let deviceOrientationSource = """
        // iPad portrait R/R, iPad landscape R/C, iPhone portrait C/R, iPhone landscape C/C
        @media (idiom: pad) and (orientation: portrait) {
          traits { horizontal-size-class: regular; vertical-size-class: regular; }
        }
        @media (idiom: pad) and (orientation: landscape) {
          traits { horizontal-size-class: regular; vertical-size-class: compact; }
        }
        @media (idiom: phone) and (orientation: portrait) {
          traits { horizontal-size-class: compact; vertical-size-class: regular; }
        }
        @media (idiom: phone) and (orientation: landscape) {
          traits { horizontal-size-class: compact; vertical-size-class: compact; }
        }

        """
}
