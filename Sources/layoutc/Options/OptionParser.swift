import LayoutRulesBase

/// The one parser every subcommand uses: it reads the command's option
/// table (`CommandSpec.options`), so a flag is accepted exactly when
/// `--help` lists it.
///
/// Arguments are read left to right. A flag takes the next argument as its
/// value, whatever it looks like (`--width -1`); a repeated flag appends,
/// any other replaces an earlier value. `-h` or `--help` stops the parse
/// and asks for the help. `--` ends the options: everything after it is
/// positional, as is `-` alone (a path, not a flag).
enum OptionParser {
    enum Outcome<Values> {
        case parsed(Values)
        case help
    }

    /// The names that ask for help, in every subcommand.
    static let helpNames = ["-h", "--help"]

    static func parse<Values: ParsableOptions>(_ arguments: [String], _ spec: CommandSpec<Values>) throws(UsageError)
        -> Outcome<Values>
    {
        var byName: [String: Option<Values>] = [:]
        for option in spec.options {
            for name in option.names { byName[name] = option }
        }
        var values = Values()
        var positionals: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            if helpNames.contains(argument) { return .help }
            guard let option = byName[argument] else {
                let names = spec.options.flatMap(\.names) + helpNames
                throw UsageError("unknown option '\(argument)'" + suggestion(for: argument, among: names))
            }
            if case .flag = option.kind {
                option.store(&values, .flag)
                continue
            }
            guard index < arguments.count else { throw UsageError("missing value for '\(argument)'") }
            let text = arguments[index]
            index += 1
            option.store(&values, try value(text, of: option.kind, for: argument))
        }
        if !positionals.isEmpty {
            guard let path = spec.positionals?.path else {
                throw UsageError("unexpected argument '\(positionals[0])'")
            }
            values[keyPath: path] = positionals
        }
        return .parsed(values)
    }

    /// `text` checked against the kind of value `flag` takes.
    static func value(_ text: String, of kind: OptionKind, for flag: String) throws(UsageError) -> OptionValue
    {
        switch kind {
        case .flag:
            return .flag
        case .string:
            return .text(text)
        case .number:
            guard let number = Double(text), number.isFinite else { throw UsageError("invalid number '\(text)' for '\(flag)'") }
            return .number(number)
        case .integer(let minimum):
            guard let number = Int(text), number >= minimum else { throw UsageError("invalid number '\(text)' for '\(flag)'") }
            return .integer(number)
        case .choice(let choices):
            let names = choices.map(\.name)
            guard names.contains(text) else {
                throw UsageError(
                    "invalid value '\(text)' for '\(flag)'; expected one of \(names.joined(separator: ", "))"
                        + suggestion(for: text, among: names))
            }
            return .text(text)
        }
    }

    /// `; did you mean 'NAME'?` for the closest of `names`, or nothing.
    static func suggestion(for word: String, among names: [String]) -> String {
        Suggestion.closest(to: word, among: names).map { "; did you mean '\($0)'?" } ?? ""
    }
}
