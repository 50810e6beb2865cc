extension Unicode.Scalar {
    /// Characters that change how output looks instead of showing: C0 and
    /// C1 controls and DEL (a line break, a carriage return, an escape
    /// sequence), the line and paragraph separators, and the bidi controls
    /// that reorder text ("Trojan Source"). Input must not carry them into
    /// text output: names reject them, strings escape them, and text
    /// diagnostics show them as U+FFFD.
    package var isInvisibleControl: Bool {
        switch value {
        case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
