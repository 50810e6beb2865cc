import LayoutRulesBase
import LayoutRulesPresets
import LayoutRulesSyntax

// `@import`: built-in presets by name, files relative to the importer.
extension Checker {
    /// Appends `file`'s statements to `items`, replacing each `@import` by
    /// the statements of the file it names, so an import takes effect at
    /// its position in the cascade. A file imported again (a diamond: two
    /// files both import shared breakpoints) takes effect once, at its
    /// first import, like an include guard. `stack` holds the chain of
    /// files being expanded, to detect cycles.
    mutating func expand(_ file: RuleFile, key: String, path: String, stack: [String], into items: inout [Statement]) {
        expandedFiles.insert(key)
        for statement in file.statements {
            guard case .importRule(let rule) = statement else {
                items.append(statement)
                continue
            }
            guard let (importedKey, imported) = load(rule, importerPath: path, stack: stack) else { continue }
            guard !expandedFiles.contains(importedKey) else { continue }
            let importedPath = sources[imported.file]?.path ?? importedKey
            expand(imported, key: importedKey, path: importedPath, stack: stack + [importedKey], into: &items)
        }
    }

    /// Parses the file or preset an import names (once; later imports of
    /// the same file reuse the tree), or reports why it cannot.
    private mutating func load(_ rule: ImportRule, importerPath: String, stack: [String]) -> (String, RuleFile)? {
        let target = rule.target.value
        let at = rule.target.range
        // The path is printed where the file's rules are named (eval's
        // `matched:`, tree, explain): a `\A` or `\1B ` in it would print raw.
        guard !target.unicodeScalars.contains(where: \.isInvisibleControl) else {
            diagnostics.append(.importPathWithControl(at: at))
            return nil
        }
        let isFile = ImportPath.isFile(target)
        let key = isFile ? ImportPath.resolve(target, from: importerPath) : "preset:" + target
        if let cycleStart = stack.firstIndex(of: key) {
            let chain = stack[cycleStart...].map(displayName) + [displayName(key)]
            diagnostics.append(.importCycle(chain, at: at))
            return nil
        }
        guard stack.count < limits.maxImportDepth else {
            diagnostics.append(.importTooDeep(limits.maxImportDepth, at: at))
            return nil
        }
        if let parsed = parsedFiles[key] { return (key, parsed) }
        guard parsedFiles.count < limits.maxImportedFiles else {
            diagnostics.append(.tooManyImports(limits.maxImportedFiles, at: at))
            return nil
        }
        let source: SourceFile
        if isFile {
            guard let bytes = provider.contents(ofFile: key) else {
                let problem = (provider as? any ReadProblemDescribing)?.problem(readingFile: key)
                diagnostics.append(.importNotFound(target, resolved: key, problem: problem, at: at))
                return nil
            }
            // Each file is bounded by maxFileBytes; this bounds them all
            // together (256 imports of 16 MiB would be 4 GiB).
            guard totalBytes + bytes.count <= limits.maxTotalBytes else {
                diagnostics.append(.tooManyBytes(limits.maxTotalBytes, at: at))
                return nil
            }
            totalBytes += bytes.count
            source = SourceFile(path: key, bytes: bytes)
        } else {
            let path = Presets.path(of: target)
            guard let bytes = Presets.provider.contents(ofFile: path) else {
                let suggestion = suggest(target, among: Presets.names)
                var diagnostic = Diagnostic.unknownPreset(target, suggestion: suggestion, at: at)
                // The range is the whole string literal, so the replacement keeps its quotes.
                if let suggestion, let quote = sources[at.file]?.text(of: at).first {
                    diagnostic.fixIt?.replacement = "\(quote)\(suggestion)\(quote)"
                }
                diagnostics.append(diagnostic)
                return nil
            }
            source = SourceFile(path: path, bytes: bytes)
        }
        let id = sources.add(source)
        let parsed = Parser.parse(source, file: id, limits: limits, diagnostics: &diagnostics)
        readPragmas(of: parsed, in: source)
        parsedFiles[key] = parsed
        return (key, parsed)
    }

    private func displayName(_ key: String) -> String {
        key.hasPrefix("preset:") ? String(key.dropFirst("preset:".count)) : key
    }
}
