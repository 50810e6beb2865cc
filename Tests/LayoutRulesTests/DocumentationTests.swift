// The documentation checked against the repository, so that it cannot
// drift: README's command samples are run with the built `layoutc` and
// must print what they show, and every repository path the docs cite
// must exist.

import Foundation
import Testing

@Suite struct DocumentationTests {
    // MARK: README's command samples

    /// One ```` ``` ```` block of README.md that starts with `$ layoutc ARGS`.
    struct Sample: CustomStringConvertible {
        var line: Int
        var arguments: [String]
        /// What the block shows after the command: standard output, then
        /// standard error.
        var output: String
        /// Edits from the `<!-- sample: ... -->` comment before the block.
        var replacements: [(file: String, old: String, new: String)] = []
        var status: Int32 = 0
        var description: String { "README.md:\(line): $ layoutc \(arguments.joined(separator: " "))" }
    }

    struct Markdown {
        /// A fenced block: its info string, its first line's number and its text.
        struct Block { var info: String; var line: Int; var text: String }
        var blocks: [Block] = []
        /// The last `<!-- sample: ... -->` comment before each block, by block index.
        var directives: [Int: (line: Int, text: String)] = [:]

        init(_ text: String) {
            var open: Block?
            var pending: (line: Int, text: String)?
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if var block = open {
                    if line.hasPrefix("```") {
                        blocks.append(block)
                        open = nil
                    } else {
                        block.text += line + "\n"
                        open = block
                    }
                } else if line.hasPrefix("```") {
                    if let pending { directives[blocks.count] = pending }
                    pending = nil
                    open = Block(info: String(line.dropFirst(3)), line: index + 2, text: "")
                } else if line.hasPrefix("<!-- sample:") {
                    pending = (index + 1, String(line))
                }
            }
        }
    }

    static let readme = (try? String(contentsOf: GoldenPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// The files README shows: ```` ```css ```` blocks whose first line is
    /// `// NAME.layout`, by name.
    static func files(_ markdown: Markdown) -> [String: String] {
        var files: [String: String] = [:]
        for block in markdown.blocks where block.info == "css" {
            let first = block.text.prefix { $0 != "\n" }
            if first.hasPrefix("// "), first.hasSuffix(".layout") { files[String(first.dropFirst(3))] = block.text }
        }
        return files
    }

    static func samples(_ markdown: Markdown) throws -> [Sample] {
        try markdown.blocks.enumerated().compactMap { index, block -> Sample? in
            guard block.text.hasPrefix("$ layoutc ") else { return nil }
            let command = block.text.prefix { $0 != "\n" }
            var sample = Sample(
                line: block.line, arguments: try shellWords(command.dropFirst("$ layoutc ".count)),
                output: String(block.text.dropFirst(command.count + 1)))
            if let directive = markdown.directives[index] { try parse(directive, into: &sample) }
            return sample
        }
    }

    /// `<!-- sample: FILE with "OLD" replaced by "NEW"[, "OLD" replaced by "NEW"...][; exit status N] -->`:
    /// how the file the sample runs on differs from the one README shows,
    /// and the exit status when it is not 0.
    static func parse(_ directive: (line: Int, text: String), into sample: inout Sample) throws {
        struct Malformed: Error, CustomStringConvertible { var description: String }
        let malformed = Malformed(description: "README.md:\(directive.line): expected <!-- sample: FILE with \"OLD\" replaced by \"NEW\"; exit status N -->")
        guard directive.text.hasSuffix("-->") else { throw malformed }
        var body = directive.text.dropFirst("<!-- sample:".count).dropLast(3).trimmingCharacters(in: .whitespaces)
        if let range = body.range(of: "; exit status ") {
            guard let status = Int32(body[range.upperBound...].trimmingCharacters(in: .whitespaces)) else { throw malformed }
            sample.status = status
            body = String(body[..<range.lowerBound])
        }
        guard let with = body.range(of: " with ") else { return }
        let file = String(body[..<with.lowerBound])
        let quoted = body[with.upperBound...].split(separator: "\"", omittingEmptySubsequences: false)
        // `"OLD" replaced by "NEW", "OLD" replaced by "NEW"` splits into
        // "", OLD, " replaced by ", NEW, ", ", OLD, ...
        guard quoted.count >= 5, quoted.count % 4 == 1 else { throw malformed }
        for pair in stride(from: 1, to: quoted.count - 1, by: 4) {
            guard quoted[pair + 1] == " replaced by " else { throw malformed }
            sample.replacements.append((file, String(quoted[pair]), String(quoted[pair + 2])))
        }
    }

    /// The words of a command line, with `"..."` quoting as a shell reads it.
    static func shellWords(_ line: Substring) throws -> [String] {
        var words: [String] = []
        var word: String?
        var quoted = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
                word = word ?? ""
            } else if character == " ", !quoted {
                if let finished = word { words.append(finished) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        struct Unbalanced: Error {}
        if quoted { throw Unbalanced() }
        if let word { words.append(word) }
        return words
    }

    @Test func readmeHasSamples() throws {
        let markdown = Markdown(Self.readme)
        let samples = try Self.samples(markdown)
        // The example run and the example mistake at least; a sample the
        // parser stopped recognising would otherwise go untested.
        #expect(samples.count >= 2)
        #expect(Self.files(markdown)["App.layout"] != nil)
        for sample in samples {
            for (file, _, _) in sample.replacements {
                #expect(Self.files(markdown)[file] != nil, "\(sample): README shows no file \(file)")
            }
        }
    }

    @Test(arguments: try samples(Markdown(readme)))
    func readmeSample(_ sample: Sample) throws {
        var files = Self.files(Markdown(Self.readme))
        for (file, old, new) in sample.replacements {
            let text = try #require(files[file], "\(sample): README shows no file \(file)")
            #expect(text.contains(old), "\(sample): \(file) has no \"\(old)\" to replace")
            files[file] = text.replacingOccurrences(of: old, with: new)
        }
        try withTemporaryDirectory("readme-sample") { directory in
            for (name, text) in files {
                try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            let result = try LayoutcProcess.run(sample.arguments, in: directory, environment: ["NO_COLOR": "1"])
            #expect(result.stdout + result.stderr == sample.output, "\(sample)")
            #expect(result.status == sample.status, "\(sample)")
        }
    }

    @Test func directives() throws {
        var sample = Sample(line: 1, arguments: [], output: "")
        try Self.parse((1, #"<!-- sample: A.layout with "x y" replaced by "z", "1" replaced by "2"; exit status 1 -->"#), into: &sample)
        #expect(sample.replacements.map { "\($0.file):\($0.old)>\($0.new)" } == ["A.layout:x y>z", "A.layout:1>2"])
        #expect(sample.status == 1)
        #expect(throws: (any Error).self) { try Self.parse((1, #"<!-- sample: A.layout with "x" by "z" -->"#), into: &sample) }
        #expect(try Self.shellWords(#"eval A.layout --device "iPad Air 13""#) == ["eval", "A.layout", "--device", "iPad Air 13"])
    }

    // MARK: Paths the docs cite

    /// The documents whose paths are checked, relative to the package root.
    static var documents: [String] {
        let root = GoldenPaths.packageRoot
        let files = FileManager.default
        var paths = ["README.md", "Grammar.md"]
        for folder in ["docs", "Sources/LayoutRules/LayoutRules.docc"] {
            let names = (try? files.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            paths += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
        }
        return paths
    }

    /// The top-level folders a cited repository path starts with.
    static let roots = ["Sources", "Tests", "Scripts", "Examples", "Editors", "Fuzz", "docs", "Plugins"]

    /// Repository paths in `text` (`Sources/...` and the like, a `*` for
    /// any file name part) and relative Markdown link targets, each with
    /// its line.
    static func citedPaths(in text: String) -> [(line: Int, path: String, relative: Bool)] {
        let pathCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./*+@-")
        var cited: [(Int, String, Bool)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let characters = Array(line)
            var position = 0
            while position < characters.count {
                let previous: Character? = position > 0 ? characters[position - 1] : nil
                // A path starts a word: not inside a URL or a longer path.
                let startsWord = previous.map { !pathCharacters.contains($0) && $0 != ":" } ?? true
                if startsWord, let root = roots.first(where: { characters[position...].starts(with: $0 + "/") }) {
                    var end = position + root.count + 1
                    while end < characters.count, pathCharacters.contains(characters[end]) { end += 1 }
                    var path = String(characters[position..<end])
                    while let last = path.last, ".-".contains(last) { path.removeLast() }  // sentence punctuation
                    if path.hasSuffix("/") { path.removeLast() }
                    cited.append((index + 1, path, false))
                    position = end
                    continue
                }
                // [text](target): a link relative to the document.
                if characters[position] == "]", position + 1 < characters.count, characters[position + 1] == "(" {
                    let start = position + 2
                    var end = start
                    while end < characters.count, characters[end] != ")", characters[end] != " " { end += 1 }
                    let target = String(characters[start..<end]).prefix { $0 != "#" }
                    if !target.isEmpty, !target.contains(":") { cited.append((index + 1, String(target), true)) }
                    position = end
                    continue
                }
                position += 1
            }
        }
        return cited
    }

    /// Whether `path` names an existing file or folder; a `*` in the last
    /// component must match at least one entry.
    static func exists(_ path: String) -> Bool {
        let url = GoldenPaths.packageRoot.appendingPathComponent(path).standardizedFileURL
        guard url.lastPathComponent.contains("*") else { return FileManager.default.fileExists(atPath: url.path) }
        let folder = url.deletingLastPathComponent()
        let parts = url.lastPathComponent.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.contains { name in
            guard name.hasPrefix(parts[0]), name.hasSuffix(parts[parts.count - 1]) else { return false }
            var rest = Substring(name.dropFirst(parts[0].count))
            for part in parts.dropFirst().dropLast() {
                guard let range = rest.range(of: part) else { return false }
                rest = rest[range.upperBound...]
            }
            return rest.count >= parts[parts.count - 1].count
        }
    }

    /// Target folders of the app the docs use as their example (News, whose
    /// rules are the NewsLayout target): paths in the reader's package,
    /// not in this one.
    static let examplePackageFolders: Set<String> = ["Sources/News", "Sources/NewsLayout"]

    @Test(arguments: documents)
    func citedPathsExist(_ document: String) throws {
        let text = try String(contentsOf: GoldenPaths.packageRoot.appendingPathComponent(document), encoding: .utf8)
        let folder = (document as NSString).deletingLastPathComponent
        for (line, path, relative) in Self.citedPaths(in: text) {
            let targetFolder = path.split(separator: "/").prefix(2).joined(separator: "/")
            if !relative, Self.examplePackageFolders.contains(targetFolder) { continue }
            let resolved = relative ? (folder.isEmpty ? path : "\(folder)/\(path)") : path
            #expect(Self.exists(resolved), "\(document):\(line): \(path) does not exist")
        }
    }

    @Test func pathsAreFound() {
        let text = """
            See `Sources/LayoutRulesSyntax/Parse*.swift`, Examples/Mail.layout.
            [x](../Grammar.md#limits) [y](https://example.com/Sources/X) [z](<doc:GettingStarted>)
            """
        #expect(Self.citedPaths(in: text).map(\.path) == ["Sources/LayoutRulesSyntax/Parse*.swift", "Examples/Mail.layout", "../Grammar.md"])
        #expect(Self.exists("Sources/LayoutRulesSyntax/Parse*.swift"))
        #expect(!Self.exists("Sources/LayoutRules/Syntax/Parse*.swift"))
        #expect(Self.documents.count > 5)
    }
}
