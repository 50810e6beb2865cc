import LayoutRulesBase

extension Presets {
    /// Tailwind CSS default breakpoints (min-width, in CSS px = points).
    /// Source: https://tailwindcss.com/docs/responsive-design
    static let tailwindSource = """
        // Tailwind breakpoints: base < 640 <= sm < 768 <= md < 1024 <= lg < 1280 <= xl < 1536 <= 2xl
        traits { tailwind-breakpoint: base; }
        @media (width >= 640) { traits { tailwind-breakpoint: sm; } }
        @media (width >= 768) { traits { tailwind-breakpoint: md; } }
        @media (width >= 1024) { traits { tailwind-breakpoint: lg; } }
        @media (width >= 1280) { traits { tailwind-breakpoint: xl; } }
        @media (width >= 1536) { traits { tailwind-breakpoint: "2xl"; } }

        """
}
