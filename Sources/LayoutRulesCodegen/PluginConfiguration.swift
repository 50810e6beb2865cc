import LayoutRulesBase
import LayoutRulesDevices

/// The build plugin's settings for one target: the `layoutrules.json` file
/// in the target's folder, beside its rule files.
///
///     {
///       "access": "public",
///       "typeNames": { "News.layout": "NewsRules" },
///       "warningsAsErrors": true
///     }
///
/// Every key is optional; an absent key keeps the plugin's default
/// (internal access, `<Stem>Layout`, warnings do not fail the build).
/// `layoutc compile --config` reads the file, so its problems are
/// positioned diagnostics like a rule file's: the JSON reader's syntax
/// errors, and one diagnostic for each unknown key, key set twice or value
/// of the wrong kind, all reported together.
package struct PluginConfiguration: Sendable {
    /// The file the plugin looks for in a target's folder.
    package static let fileName = "layoutrules.json"

    /// A `typeNames` entry: the rule file (relative to the configuration's
    /// folder, normalized) and the name of its generated type.
    package struct TypeName: Sendable {
        package var file: String
        package var name: String
        /// The name's string in the configuration file.
        package var range: SourceRange
    }

    /// `access`: `internal` or `public`; nil when not set.
    package var access: SwiftCodeGenerator.AccessLevel?
    /// `typeNames`, in the order written.
    package var typeNames: [TypeName] = []
    /// `warningsAsErrors`; nil when not set.
    package var warningsAsErrors: Bool?
    /// The configuration file's path, against whose folder `typeNames`
    /// keys resolve.
    package var path: String = ""

    /// The keys the file may have, in the order the documentation lists them.
    package static let keys = ["access", "typeNames", "warningsAsErrors"]
    /// The access levels a generated type may have here.
    package static let accessLevels: [SwiftCodeGenerator.AccessLevel] = [.internal, .public]

    /// The `typeNames` entry for the rule file at `path` (as given on the
    /// command line), or nil.
    package func typeName(forFile path: String) -> TypeName? {
        let file = ImportPath.normalize(path)
        return typeNames.first { ImportPath.resolve($0.file, from: self.path) == file }
    }

    /// Reads a configuration file, registering it in `sources`. The
    /// configuration is nil when the file has errors; `fileExists` says
    /// whether a `typeNames` key (resolved against the file's folder)
    /// names a file.
    package static func read(
        _ bytes: [UInt8], path: String, sources: inout SourceCatalog, limits: Limits = Limits(),
        fileExists: (String) -> Bool
    ) -> (configuration: PluginConfiguration?, diagnostics: [Diagnostic]) {
        let file = SourceFile(path: path, bytes: bytes)
        let id = sources.add(file)
        var diagnostics: [Diagnostic] = []
        guard let root = JSONReader.parse(file, file: id, limits: limits.clamped, diagnostics: &diagnostics) else {
            return (nil, diagnostics)
        }
        return withoutActuallyEscaping(fileExists) { fileExists in
            var reader = Reader(path: path, fileExists: fileExists)
            let configuration = reader.configuration(in: root)
            let found = Diagnostic.sorted(reader.diagnostics)
            return (found.hasErrors ? nil : configuration, found)
        }
    }

    /// Walks the JSON tree, collecting every problem rather than stopping
    /// at the first.
    private struct Reader {
        var path: String
        var fileExists: (String) -> Bool
        var diagnostics: [Diagnostic] = []

        mutating func configuration(in root: JSONNode) -> PluginConfiguration {
            var result = PluginConfiguration()
            result.path = path
            guard case .object(let members) = root.value else {
                diagnostics.append(.invalidConfigValue("the configuration", expected: "an object", found: root))
                return result
            }
            var seen: [String: SourceRange] = [:]
            for member in members {
                if let first = seen[member.key] {
                    diagnostics.append(.duplicateConfigKey(member.key, at: member.keyRange, first: first))
                    continue
                }
                seen[member.key] = member.keyRange
                switch member.key {
                case "access": result.access = access(member.value)
                case "typeNames": result.typeNames = typeNames(member.value)
                case "warningsAsErrors":
                    guard case .bool(let flag) = member.value.value else {
                        diagnostics.append(.invalidConfigValue("'warningsAsErrors'", expected: "true or false", found: member.value))
                        continue
                    }
                    result.warningsAsErrors = flag
                default:
                    let suggestion = Suggestion.closest(to: member.key, among: PluginConfiguration.keys)
                    diagnostics.append(.unknownConfigKey(member.key, suggestion: suggestion, at: member.keyRange))
                }
            }
            return result
        }

        // "access": "public" => .public; "open" => error, listing the levels
        mutating func access(_ node: JSONNode) -> SwiftCodeGenerator.AccessLevel? {
            let names = PluginConfiguration.accessLevels.map(\.rawValue)
            guard case .string(let text) = node.value else {
                diagnostics.append(.invalidConfigValue("'access'", expected: "'internal' or 'public'", found: node))
                return nil
            }
            guard let level = SwiftCodeGenerator.AccessLevel(rawValue: text), names.contains(text) else {
                diagnostics.append(
                    .invalidConfigValue(
                        "'access'", expected: "'internal' or 'public'", foundText: "'\(text)'", at: node.range,
                        suggestion: Suggestion.closest(to: text, among: names)))
                return nil
            }
            return level
        }

        // "typeNames": { "News.layout": "NewsRules" }: each key a rule file
        // of the folder, each value a usable type name, no name twice.
        mutating func typeNames(_ node: JSONNode) -> [TypeName] {
            guard case .object(let members) = node.value else {
                diagnostics.append(
                    .invalidConfigValue("'typeNames'", expected: "an object from rule file to type name", found: node))
                return []
            }
            var result: [TypeName] = []
            var files: [String: SourceRange] = [:]
            var names: [String: String] = [:]
            for member in members {
                let file = ImportPath.normalize(member.key)
                if let first = files[file] {
                    diagnostics.append(.duplicateConfigKey(member.key, at: member.keyRange, first: first))
                    continue
                }
                files[file] = member.keyRange
                if !member.key.hasSuffix(".layout") || !fileExists(ImportPath.resolve(file, from: path)) {
                    diagnostics.append(.configRuleFileNotFound(member.key, at: member.keyRange))
                }
                guard case .string(let name) = member.value.value else {
                    diagnostics.append(.invalidConfigValue("the type name", expected: "a string", found: member.value))
                    continue
                }
                guard SwiftCodeGenerator.isUsableTypeName(name) else {
                    diagnostics.append(.invalidConfigTypeName(name, at: member.value.range))
                    continue
                }
                if let other = names[name] {
                    diagnostics.append(.configTypeNameTaken(name, by: other, at: member.value.range))
                    continue
                }
                names[name] = member.key
                result.append(TypeName(file: file, name: name, range: member.value.range))
            }
            return result
        }
    }
}

// The configuration file's part of the message catalogue, sorted by name,
// and the check that runs once the module is known.
extension Diagnostic {
    static func configRuleFileNotFound(_ key: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .invalidConfigValue, .error, "'\(key)' is not a rule file in the folder of \(PluginConfiguration.fileName)",
            at: range, notes: [Note("a key of 'typeNames' is the path of a '.layout' file, relative to that folder", at: nil)])
    }

    static func configTypeNameTaken(_ name: String, by file: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.invalidConfigValue, .error, "type name '\(name)' is already given to '\(file)'", at: range)
    }

    static func duplicateConfigKey(_ key: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(.duplicateConfigKey, .error, "'\(key)' is set twice", at: range, notes: [Note("first set here", at: first)])
    }

    static func invalidConfigTypeName(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .invalidConfigValue, .error,
            "invalid type name '\(name)': expected a Swift identifier that is not a keyword or a standard type", at: range)
    }

    /// `what` is quoted code or a phrase: "'access'", "the configuration".
    static func invalidConfigValue(_ what: String, expected: String, found: JSONNode) -> Diagnostic {
        invalidConfigValue(what, expected: expected, foundText: found.kindDescription, at: found.range, suggestion: nil)
    }

    static func invalidConfigValue(
        _ what: String, expected: String, foundText: String, at range: SourceRange, suggestion: String?
    ) -> Diagnostic {
        quotedFix(.suggesting(suggestion, for: range, .invalidConfigValue, "\(what) expects \(expected), found \(foundText)"))
    }

    /// The generated type has the name of the module it is compiled into.
    /// `configured` is the `typeNames` entry that chose the name, if one did;
    /// else the diagnostic points at the start of the rule file.
    package static func typeNameIsModuleName(
        _ name: String, ruleFile: String, configured: Bool, at range: SourceRange
    ) -> Diagnostic {
        let key = ruleFile.split(separator: "/").last.map(String.init) ?? ruleFile
        let place = configured ? "here" : "in \(PluginConfiguration.fileName) beside the rule file"
        return Diagnostic(
            .typeNameIsModuleName, .error, "the generated type '\(name)' has the name of its module", at: range,
            notes: [
                Note("other modules would read '\(name).' as the type, and could no longer name the module", at: nil),
                Note("choose another name \(place), such as '\(name)Rules' for '\(key)' under 'typeNames'", at: nil),
            ])
    }

    static func unknownConfigKey(_ key: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        quotedFix(
            .suggesting(
                suggestion, for: range, .unknownConfigKey, "unknown key '\(key)' in \(PluginConfiguration.fileName)",
                notes: [Note("the keys are \(PluginConfiguration.keys.map { "'\($0)'" }.joined(separator: ", "))", at: nil)]))
    }

    /// The range of a JSON string is the whole string with its quotes, so
    /// the replacement keeps them.
    private static func quotedFix(_ diagnostic: Diagnostic) -> Diagnostic {
        var quoted = diagnostic
        if let replacement = quoted.fixIt?.replacement { quoted.fixIt?.replacement = JSONValue.quote(replacement) }
        return quoted
    }
}
