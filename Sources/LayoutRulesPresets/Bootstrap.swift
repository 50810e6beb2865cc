import LayoutRulesBase

extension Presets {
    /// Bootstrap 5 grid breakpoints (min-width, in CSS px = points).
    /// Source: https://getbootstrap.com/docs/5.3/layout/breakpoints/
    static let bootstrapSource = """
        // Bootstrap 5 breakpoints: xs < 576 <= sm < 768 <= md < 992 <= lg < 1200 <= xl < 1400 <= xxl
        traits { bootstrap-breakpoint: xs; }
        @media (width >= 576) { traits { bootstrap-breakpoint: sm; } }
        @media (width >= 768) { traits { bootstrap-breakpoint: md; } }
        @media (width >= 992) { traits { bootstrap-breakpoint: lg; } }
        @media (width >= 1200) { traits { bootstrap-breakpoint: xl; } }
        @media (width >= 1400) { traits { bootstrap-breakpoint: xxl; } }

        """
}
