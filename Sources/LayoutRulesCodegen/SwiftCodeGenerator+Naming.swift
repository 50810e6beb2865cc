
/// Swift spellings for the code generator: identifiers made from trait and
/// value names, and literals that read back bit for bit.
package enum SwiftNames {
    /// Swift's keywords: usable as names only in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "package", "consume", "borrowing", "consuming",
    ]

    /// Names that not even backticks make safe where the generator puts
    /// them (`self` as a property, `Type` as a member, `none` as a case of
    /// an enum read through an Optional, which Swift takes for `nil`).
    /// `_` alone is the wildcard pattern, never a name.
    static let unusable: Set<String> = [
        "self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "none", "some", "_",
    ]

    /// Standard-library names the generated code uses: a nested type of the
    /// same name would shadow them.
    static let standardTypes: Set<String> = [
        "Double", "Int", "Int32", "Int64", "UInt32", "UInt64", "String", "Bool", "Optional", "Array", "Swift",
        "Sendable", "Hashable", "Equatable", "CaseIterable", "CustomStringConvertible", "Never", "Void", "Any",
        "AnyObject", "Character", "Substring", "Float", "Error", "Self", "Type", "Protocol",
    ]

    /// Whether `name` is a plain ASCII Swift identifier and no keyword
    /// (`_` alone is a pattern, not an identifier).
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !isDigit(first), name != "_" else { return false }
        return name.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") } && !keywords.contains(name)
    }

    /// `horizontal-size-class` => `horizontalSizeClass`; `café` => `caf_u00E9`.
    /// ASCII letters, digits and `_` stay; a `-` capitalises the next
    /// letter; any other character becomes `_uXXXX`.
    static func lowerCamel(_ name: String) -> String {
        var result = ""
        var capitalizeNext = false
        for scalar in name.unicodeScalars {
            if scalar == "-" {
                capitalizeNext = !result.isEmpty
                continue
            }
            if scalar.isASCII, isLetter(UInt8(scalar.value)) || isDigit(UInt8(scalar.value)) || scalar == "_" {
                result += capitalizeNext ? String(scalar).uppercased() : String(scalar)
            } else {
                result += "_u" + hex(scalar.value)
            }
            capitalizeNext = false
        }
        if result.isEmpty { return "trait" }
        if let first = result.utf8.first, isDigit(first) { result = "_" + result }
        return result
    }

    /// `Leaf` => `leaf`: properties and cases never look like types.
    static func lowerFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// `horizontal-size-class` => `HorizontalSizeClass`.
    static func upperCamel(_ name: String) -> String {
        let lower = lowerCamel(name)
        guard let first = lower.first else { return lower }
        return first.uppercased() + lower.dropFirst()
    }

    /// `name` in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label: only `inout`, `var` and `let` need
    /// backticks there (others draw a warning).
    static func label(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// A set of names taken in one scope, handing out fresh ones.
    struct Taken {
        private var names: Set<String>
        /// The next suffix to try for each base: many names that map to
        /// one identifier (`a-b`, `aB`, `a_b`...) would otherwise try
        /// `base2`, `base3`... from the start each time, quadratic in
        /// their number.
        private var nextSuffix: [String: Int] = [:]

        init(_ names: Set<String>) { self.names = names }

        func contains(_ name: String) -> Bool { names.contains(name) }

        /// The first of `base`, `base2`, `base3`, ... not taken; takes it.
        mutating func unique(_ base: String) -> String {
            var candidate = base
            var counter = nextSuffix[base] ?? 2
            while names.contains(candidate) {
                candidate = base + String(counter)
                counter += 1
            }
            if candidate != base { nextSuffix[base] = counter }
            names.insert(candidate)
            return candidate
        }
    }

    // MARK: Literals

    /// A `Double` literal that reads back to the same bits: Swift's
    /// `description` is the shortest round-tripping form; infinities and
    /// NaN have no literal, so they are spelt as members.
    // 400 => "400.0"; 1e-7 => "1e-07"; -0.0 => "-0.0"; .infinity => ".infinity"
    static func double(_ value: Double) -> String {
        if value.isNaN { return "Double.nan" }
        if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
        return value.description
    }

    /// A `Double` literal usable as an operand: negative ones in parentheses.
    static func operand(_ value: Double) -> String {
        let text = double(value)
        return text.hasPrefix("-") ? "(\(text))" : text
    }

    /// A string literal: `\`, `"` and control characters escaped.
    package static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029
                {
                    result += "\\u{" + hex(scalar.value) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Text for a comment: one line, no `*/`-style surprises.
    static func comment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            result += scalar.value < 0x20 || scalar.value == 0x7F ? " " : String(scalar)
        }
        return result
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

/// Accumulates indented lines of Swift.
struct SwiftWriter {
    private(set) var text = ""
    var indentation = 0

    mutating func line(_ content: String = "") {
        if content.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: "    ", count: indentation) + content + "\n"
        }
    }

    /// `header {`, the body one level in, `}`.
    mutating func block(_ header: String, close: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        indentation += 1
        body(&self)
        indentation -= 1
        line(close)
    }

    mutating func lines(_ multiline: String) {
        for part in multiline.split(separator: "\n", omittingEmptySubsequences: false) { line(String(part)) }
    }
}
