// Which `.layout` files of a target get generated code, decided inside the
// plugin without running `layoutc`: Xcode plans a target's build commands
// before it builds the tools they use, so a tool built from source cannot
// be asked anything at planning time.
//
// Standard library only, so that a test target can compile this very file
// (through a symbolic link) and compare it with the real parser.

/// The `@import`s of rule files and the root files they leave: the files
/// no other file of the target imports.
enum RuleFileGraph {
    /// The files to compile, in the order given: every root, and every
    /// file no root reaches (only files in an import cycle are left so;
    /// compiling them reports the cycle). Checking these files checks every
    /// file, since each of the others is imported by one of them.
    ///
    /// `files` are normalized paths (`normalize(_:)`); `contents` reads a
    /// file, nil when it cannot.
    static func filesToCompile(_ files: [String], contents: (String) -> [UInt8]?) -> [String] {
        let known = Set(files)
        var imports: [String: [String]] = [:]
        for file in files {
            let targets = LayoutImportScanner.imports(in: contents(file) ?? [])
            imports[file] = targets.filter(isFile).map { resolve($0, from: file) }.filter(known.contains)
        }
        let imported = Set(imports.values.joined())
        let roots = files.filter { !imported.contains($0) }
        var reached = Set(roots)
        var stack = roots
        while let file = stack.popLast() {
            for next in imports[file] ?? [] where !reached.contains(next) {
                reached.insert(next)
                stack.append(next)
            }
        }
        return files.filter { !imported.contains($0) || !reached.contains($0) }
    }

    /// Every file `roots` import, directly or not, followed through files
    /// outside `roots` too (an import of `../Shared/x.layout` from a
    /// target's folder), as normalized paths, sorted.
    static func importedFiles(of roots: [String], contents: (String) -> [UInt8]?) -> [String] {
        var seen = Set(roots)
        var found: [String] = []
        var stack = roots
        while let file = stack.popLast() {
            guard let bytes = contents(file) else { continue }
            for target in LayoutImportScanner.imports(in: bytes) where isFile(target) {
                let path = resolve(target, from: file)
                guard seen.insert(path).inserted else { continue }
                found.append(path)
                stack.append(path)
            }
        }
        return found.sorted()
    }

    /// The generated enum for a rule file: its stem in UpperCamelCase
    /// followed by `Layout` (`App.layout` gives `AppLayout`,
    /// `my-rules.layout` gives `MyRulesLayout`). Letters and digits are
    /// kept; any other character separates words. A stem that starts with
    /// a digit gets a leading `_`; one with no letter or digit gives
    /// `RulesLayout`.
    static func typeName(forFile path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".layout") { name.removeLast(".layout".count) }
        var result = ""
        var startsWord = true
        for character in name {
            guard character.isLetter || character.isNumber, character.isASCII || character.isLetter else {
                startsWord = true
                continue
            }
            result += startsWord ? character.uppercased() : String(character)
            startsWord = false
        }
        if result.isEmpty { result = "Rules" }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result + "Layout"
    }

    // Import paths, as the compiler resolves them (ImportPath in
    // LayoutRulesBase; a test compares the two).

    /// Whether an `@import` target names a file (it ends in `.layout` or
    /// contains a `/`) rather than a built-in preset such as `apple`.
    static func isFile(_ target: String) -> Bool {
        target.hasSuffix(".layout") || target.contains("/")
    }

    /// `target` relative to the directory of `importer`, normalized.
    static func resolve(_ target: String, from importer: String) -> String {
        if target.hasPrefix("/") { return normalize(target) }
        var directory = importer.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if !directory.isEmpty || importer.hasPrefix("/") { directory += "/" }
        return normalize(directory + target)
    }

    /// Folds `.` and `..` components; keeps leading `..` of relative paths.
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}

/// Finds the targets of the top-level `@import` statements of a rule file
/// with the lexer's rules for what is not code: `/* */` and `//` comments
/// and quoted strings (with `\` escapes, which end at a line break), so an
/// `@import` in a comment or a string is not one. The keyword is matched
/// case-insensitively, as the parser does, and only outside braces, where
/// the parser accepts it. A malformed file may give a different list than
/// the parser would; it fails to compile either way.
enum LayoutImportScanner {
    static func imports(in bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var position = 0
        var depth = 0
        /// Set after a top-level `@import`: the next token, if a string, is its target.
        var expectingTarget = false
        let count = bytes.count

        func peek(_ offset: Int) -> UInt8? {
            position + offset < count ? bytes[position + offset] : nil
        }
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x5F || byte == 0x2D || byte >= 0x80
        }

        while position < count {
            let byte = bytes[position]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C:
                position += 1
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                position += 2
                while position < count, !(bytes[position] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                    position += 1
                }
                position = min(count, position + 2)
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while position < count, bytes[position] != 0x0A { position += 1 }
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let start = position
                position += 1
                var closed = false
                while position < count {
                    let current = bytes[position]
                    if current == byte {
                        closed = true
                        position += 1
                        break
                    }
                    if current == 0x0A { break }
                    if current == UInt8(ascii: "\\"), position + 1 < count, bytes[position + 1] != 0x0A {
                        position += 2
                        // Keep a multi-byte escaped character whole.
                        while position < count, bytes[position] & 0xC0 == 0x80 { position += 1 }
                        continue
                    }
                    position += 1
                }
                if expectingTarget, closed {
                    result.append(stringValue(Array(bytes[(start + 1)..<(position - 1)])))
                }
                expectingTarget = false
                continue
            case UInt8(ascii: "@"):
                let start = position + 1
                position += 1
                while position < count, isNameByte(bytes[position]) { position += 1 }
                let name = String(decoding: bytes[start..<position], as: UTF8.self).lowercased()
                expectingTarget = depth == 0 && name == "import"
                continue
            case UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default:
                break
            }
            expectingTarget = false
            position += 1
        }
        return result
    }

    /// The text of a string literal's body, escapes decoded as the parser
    /// decodes them: `\` and up to six hex digits (and one space after
    /// them) is that code point, `\` and any other character is the
    /// character.
    private static func stringValue(_ body: [UInt8]) -> String {
        let scalars = Array(String(decoding: body, as: UTF8.self).unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "\\", index < scalars.count else {
                result.append(scalar)
                continue
            }
            var value: UInt32 = 0
            var digits = 0
            while index < scalars.count, digits < 6, let digit = hexValue(scalars[index]) {
                value = value * 16 + digit
                digits += 1
                index += 1
            }
            if digits == 0 {
                result.append(scalars[index])
                index += 1
            } else {
                if index < scalars.count, scalars[index] == " " { index += 1 }
                result.append(value == 0 ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}")
            }
        }
        return String(result)
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }
}
