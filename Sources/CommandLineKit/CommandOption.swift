/// One command-line option, declared once: its name, its value, its help,
/// and how it reads its value into a command's options. Commands that take
/// the same option share the declaration (``lifted(into:)``), as
/// swift-argument-parser's `@Option` and `OptionGroup` do.
package struct CommandOption<Options> {
    /// The name, with its dashes: `--locale`.
    package let name: String
    /// The value's name in the usage (`ID`), or `nil` for a flag.
    package let valueName: String?
    /// The help: what the option does, lines of at most about 60 columns.
    var help: String
    /// The option in the usage line (`[--range | --multiple]`); `nil` leaves it out there.
    var synopsis: String?
    /// Reads the value (empty for a flag) into the options.
    let read: (inout Options, String) throws -> Void
    /// Whether the value may be left out: `--time`, `--time 09:30` and
    /// `--time=09:30` all read; the option then reads `""`.
    var valueIsOptional = false
    /// The options a command line may not give with this one (``exclusive(_:)`` sets them).
    var excludes: [String] = []

    /// Declares an option that takes a value.
    ///
    /// - Parameters:
    ///   - name: The name, with its dashes.
    ///   - valueName: The value's name in the usage.
    ///   - help: What it does.
    ///   - synopsis: Its place in the usage, `[NAME VALUE]` by default.
    ///   - read: Reads a value into the options; throws ``CommandLineError`` for a bad one.
    package static func value(_ name: String, _ valueName: String, help: String, synopsis: String? = nil,
                              read: @escaping (inout Options, String) throws -> Void) -> CommandOption {
        CommandOption(name: name, valueName: valueName, help: help, synopsis: synopsis ?? "[\(name) \(valueName)]", read: read)
    }

    /// Declares an option whose value may be left out: it takes the next
    /// argument unless that is another option, or its value after `=`.
    ///
    /// - Parameters:
    ///   - name: The name, with its dashes.
    ///   - valueName: The value's name in the usage.
    ///   - help: What it does.
    ///   - read: Reads a value, `""` when none was given, into the options.
    package static func optionalValue(_ name: String, _ valueName: String, help: String,
                                      read: @escaping (inout Options, String) throws -> Void) -> CommandOption {
        var option = CommandOption(name: name, valueName: valueName, help: help, synopsis: "[\(name) [\(valueName)]]",
                                   read: read)
        option.valueIsOptional = true
        return option
    }

    /// Declares a flag.
    ///
    /// - Parameters:
    ///   - name: The name, with its dashes.
    ///   - help: What it does.
    ///   - synopsis: Its place in the usage, `[NAME]` by default; pass `nil` through ``hidingSynopsis()``.
    ///   - set: Sets it in the options.
    package static func flag(_ name: String, help: String, synopsis: String? = nil,
                             set: @escaping (inout Options) -> Void) -> CommandOption {
        CommandOption(name: name, valueName: nil, help: help, synopsis: synopsis ?? "[\(name)]") { options, _ in set(&options) }
    }

    /// The same option left out of the usage line (another option's synopsis names it).
    package func hidingSynopsis() -> CommandOption {
        var option = self
        option.synopsis = nil
        return option
    }

    /// The same option with another help text, for a command where it means a little more.
    package func withHelp(_ help: String) -> CommandOption {
        var option = self
        option.help = help
        return option
    }

    /// The option reading into a part of a larger set of options.
    ///
    /// - Parameter path: Where its options live in the larger ones.
    package func lifted<Parent>(into path: WritableKeyPath<Parent, Options>) -> CommandOption<Parent> {
        let read = self.read
        var option = CommandOption<Parent>(name: name, valueName: valueName, help: help, synopsis: synopsis) { parent, value in
            try read(&parent[keyPath: path], value)
        }
        option.valueIsOptional = valueIsOptional
        option.excludes = excludes
        return option
    }

    /// Options of which a command line may give only one, such as
    /// `--range` and `--multiple`: each excludes the others (the parser
    /// refuses them together), and the usage shows them as one choice,
    /// `[--range | --multiple]`.
    ///
    /// - Parameter options: The options, in the usage's order.
    /// - Returns: The same options, declared as excluding one another.
    package static func exclusive(_ options: [CommandOption]) -> [CommandOption] {
        let names = options.map(\.name)
        let choices = options.map { option in
            option.synopsis.map { $0.hasPrefix("[") && $0.hasSuffix("]") ? String($0.dropFirst().dropLast()) : $0 } ?? option.name
        }
        return options.enumerated().map { index, option in
            var option = option
            option.excludes = names.filter { $0 != option.name }
            option.synopsis = index == 0 ? "[" + choices.joined(separator: " | ") + "]" : nil
            return option
        }
    }
}
