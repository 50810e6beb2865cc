import LayoutRulesBase

extension Presets {
    /// Material 3 window size classes, with Android dp read as points.
    /// Source: https://m3.material.io/foundations/layout/applying-layout/window-size-classes
    static let materialSource = """
        // Width: compact < 600 <= medium < 840 <= expanded < 1200 <= large < 1600 <= extra-large
        // Height: compact < 480 <= medium < 900 <= expanded
        traits { window-width-class: compact; window-height-class: compact; }
        @media (600 <= width < 840) { traits { window-width-class: medium; } }
        @media (840 <= width < 1200) { traits { window-width-class: expanded; } }
        @media (1200 <= width < 1600) { traits { window-width-class: large; } }
        @media (width >= 1600) { traits { window-width-class: extra-large; } }
        @media (480 <= height < 900) { traits { window-height-class: medium; } }
        @media (height >= 900) { traits { window-height-class: expanded; } }

        """
}
