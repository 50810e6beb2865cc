
/// Wrong usage of the command line: the command prints the message and
/// exits with status 2.
struct UsageError: Error {
    let text: String

    init(_ text: String) { self.text = text }
}

/// The values a subcommand's flags fill in. Each property starts at its
/// default, which is what `--help` shows as the default.
protocol ParsableOptions {
    init()
}

/// A closed set of spelled values for an option, such as `--format text`:
/// the raw values are what the user types and what `--help` lists.
protocol OptionChoice: CaseIterable, RawRepresentable<String>, Equatable {
    /// The values offered, in the order `--help` and errors list them
    /// (all cases unless a type leaves some out).
    static var choices: [Self] { get }
    /// What the value means, shown in parentheses after it in `--help`.
    var help: String? { get }
}

extension OptionChoice {
    static var choices: [Self] { Array(allCases) }
    var help: String? { nil }
}

/// What follows a flag on the command line.
enum OptionKind {
    /// Nothing: the flag alone sets a Boolean.
    case flag
    /// Any text.
    case string
    /// A finite number.
    case number
    /// A whole number of at least `minimum`.
    case integer(minimum: Int)
    /// One of `names`, each with an optional description for `--help`.
    case choice([(name: String, help: String?)])
}

/// The value after a flag, checked and converted by the parser.
enum OptionValue {
    case flag
    case text(String)
    case number(Double)
    case integer(Int)
}

/// One row of a subcommand's option table: the flag's names, the kind of
/// value it takes, its help and its default. `OptionParser` reads the
/// table to parse the arguments and `HelpFormatter` to print `--help`.
struct Option<Values> {
    /// Every spelling, in the order `--help` shows them (`-o`, `--output`).
    let names: [String]
    let kind: OptionKind
    /// The placeholder for the value in `--help` (`<points>`); empty for a flag.
    let valueName: String
    /// One sentence; choices, "(repeatable)" and the default are added to it.
    let help: String
    /// Whether each use adds a value rather than replacing the last one.
    let repeated: Bool
    /// The value when the flag is not given, as `--help` shows it: a
    /// choice's name (marked in the list of choices) or a description.
    let defaultValue: String?
    /// Stores a checked value into the options.
    let store: (inout Values, OptionValue) -> Void

    /// This option as a row of a larger table whose options hold these
    /// values at `path` (shared flags, such as the environment's).
    func lifted<Outer>(into path: WritableKeyPath<Outer, Values>) -> Option<Outer> {
        let store = self.store
        return Option<Outer>(
            names: names, kind: kind, valueName: valueName, help: help, repeated: repeated, defaultValue: defaultValue,
            store: { outer, value in store(&outer[keyPath: path], value) })
    }
}

extension Option {
    /// `--all`: sets a Boolean.
    static func flag(_ names: String..., help: String, _ path: WritableKeyPath<Values, Bool>) -> Self {
        Self(
            names: names, kind: .flag, valueName: "", help: help, repeated: false, defaultValue: nil,
            store: { values, _ in values[keyPath: path] = true })
    }

    /// `--title <text>`: optional text; `default` describes what stands in
    /// for it.
    static func string(
        _ names: String..., value: String, help: String, default: String? = nil, _ path: WritableKeyPath<Values, String?>
    ) -> Self {
        Self(
            names: names, kind: .string, valueName: "<\(value)>", help: help, repeated: false, defaultValue: `default`,
            store: { values, value in if case .text(let text) = value { values[keyPath: path] = text } })
    }

    /// `--devices <file.json>`, repeatable: each use appends a value.
    static func strings(_ names: String..., value: String, help: String, _ path: WritableKeyPath<Values, [String]>) -> Self {
        Self(
            names: names, kind: .string, valueName: "<\(value)>", help: help, repeated: true, defaultValue: nil,
            store: { values, value in if case .text(let text) = value { values[keyPath: path].append(text) } })
    }

    /// `--width <points>`: an optional finite number.
    static func number(
        _ names: String..., value: String, help: String, default: String? = nil, _ path: WritableKeyPath<Values, Double?>
    ) -> Self {
        Self(
            names: names, kind: .number, valueName: "<\(value)>", help: help, repeated: false, defaultValue: `default`,
            store: { values, value in if case .number(let number) = value { values[keyPath: path] = number } })
    }

    /// `--preset <name>`, repeatable, one of a list the library keeps
    /// (not a Swift enumeration: presets are data).
    static func choices(
        _ names: String..., value: String, help: String, among allowed: [String], _ path: WritableKeyPath<Values, [String]>
    ) -> Self {
        Self(
            names: names, kind: .choice(allowed.map { ($0, nil) }), valueName: "<\(value)>", help: help, repeated: true,
            defaultValue: nil,
            store: { values, value in if case .text(let text) = value { values[keyPath: path].append(text) } })
    }

    /// `--emit <target>`: an optional choice; `default` describes what
    /// stands in for it.
    static func choice<Choice: OptionChoice>(
        _ names: String..., value: String, help: String = "", default: String? = nil,
        _ path: WritableKeyPath<Values, Choice?>
    ) -> Self {
        Self(
            names: names, kind: .choice(Choice.choices.map { ($0.rawValue, $0.help) }), valueName: "<\(value)>", help: help,
            repeated: false, defaultValue: `default`,
            store: { values, value in
                if case .text(let text) = value { values[keyPath: path] = Choice(rawValue: text) }
            })
    }
}

extension Option where Values: ParsableOptions {
    /// `--type-name <name>`: text with a default, the property's initial value.
    static func string(_ names: String..., value: String, help: String, _ path: WritableKeyPath<Values, String>) -> Self {
        Self(
            names: names, kind: .string, valueName: "<\(value)>", help: help, repeated: false,
            defaultValue: Values()[keyPath: path],
            store: { values, value in if case .text(let text) = value { values[keyPath: path] = text } })
    }

    /// `--inline-limit <nodes>`: a whole number of at least `minimum`, with
    /// the property's initial value as its default.
    static func integer(
        _ names: String..., value: String, help: String, minimum: Int, _ path: WritableKeyPath<Values, Int>
    ) -> Self {
        Self(
            names: names, kind: .integer(minimum: minimum), valueName: "<\(value)>", help: help, repeated: false,
            defaultValue: String(Values()[keyPath: path]),
            store: { values, value in if case .integer(let number) = value { values[keyPath: path] = number } })
    }

    /// `--format <format>`: one of an enumeration's cases, the property's
    /// initial value by default.
    static func choice<Choice: OptionChoice>(
        _ names: String..., value: String, help: String = "", _ path: WritableKeyPath<Values, Choice>
    ) -> Self {
        Self(
            names: names, kind: .choice(Choice.choices.map { ($0.rawValue, $0.help) }), valueName: "<\(value)>", help: help,
            repeated: false, defaultValue: Values()[keyPath: path].rawValue,
            store: { values, value in
                if case .text(let text) = value, let choice = Choice(rawValue: text) { values[keyPath: path] = choice }
            })
    }
}

/// The positional arguments of a subcommand (rule files, paths).
struct Positionals<Values> {
    /// As `--help` names one: `<path>`.
    let name: String
    /// How the usage line shows them: `<path> ...` or `[<file> ...]`.
    let usage: String
    let help: String
    let path: WritableKeyPath<Values, [String]>
}

/// Everything `layoutc SUBCOMMAND` accepts and how `--help` describes it.
struct CommandSpec<Values> {
    let name: String
    /// One line: the root help's list of subcommands and this help's OVERVIEW.
    let summary: String
    /// Usage lines after `layoutc ` when the generated one
    /// (`NAME [options] POSITIONALS`) says too little.
    var usage: [String]? = nil
    var positionals: Positionals<Values>? = nil
    let options: [Option<Values>]
    /// A paragraph after the options.
    var discussion: String? = nil
    /// The text after `EXIT STATUS: `, lines already indented.
    let exitStatus: String
}
