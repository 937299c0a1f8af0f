/// One command-line option, declared once: its name, its value, its help,
/// and how it reads its value into a command's options. Commands that take
/// the same option share the declaration (``lifted(into:)``), as
/// swift-argument-parser's `@Option` and `OptionGroup` do.
struct CommandOption<Options> {
    /// The name, with its dashes: `--locale`.
    let name: String
    /// The value's name in the usage (`ID`), or `nil` for a flag.
    let valueName: String?
    /// The help: what the option does, lines of at most about 60 columns.
    let help: String
    /// The option in the usage line (`[--range | --multiple]`); `nil` leaves it out there.
    let synopsis: String?
    /// Reads the value (empty for a flag) into the options.
    let read: (inout Options, String) throws -> Void

    /// Declares an option that takes a value.
    ///
    /// - Parameters:
    ///   - name: The name, with its dashes.
    ///   - valueName: The value's name in the usage.
    ///   - help: What it does.
    ///   - synopsis: Its place in the usage, `[NAME VALUE]` by default.
    ///   - read: Reads a value into the options; throws ``DemoError`` for a bad one.
    static func value(_ name: String, _ valueName: String, help: String, synopsis: String? = nil,
                      read: @escaping (inout Options, String) throws -> Void) -> CommandOption {
        CommandOption(name: name, valueName: valueName, help: help, synopsis: synopsis ?? "[\(name) \(valueName)]", read: read)
    }

    /// Declares a flag.
    ///
    /// - Parameters:
    ///   - name: The name, with its dashes.
    ///   - help: What it does.
    ///   - synopsis: Its place in the usage, `[NAME]` by default; pass `nil` through ``hidingSynopsis()``.
    ///   - set: Sets it in the options.
    static func flag(_ name: String, help: String, synopsis: String? = nil,
                     set: @escaping (inout Options) -> Void) -> CommandOption {
        CommandOption(name: name, valueName: nil, help: help, synopsis: synopsis ?? "[\(name)]") { options, _ in set(&options) }
    }

    /// The same option left out of the usage line (another option's synopsis names it).
    func hidingSynopsis() -> CommandOption {
        CommandOption(name: name, valueName: valueName, help: help, synopsis: nil, read: read)
    }

    /// The same option with another help text, for a command where it means a little more.
    func withHelp(_ help: String) -> CommandOption {
        CommandOption(name: name, valueName: valueName, help: help, synopsis: synopsis, read: read)
    }

    /// The option reading into a part of a larger set of options.
    ///
    /// - Parameter path: Where its options live in the larger ones.
    func lifted<Parent>(into path: WritableKeyPath<Parent, Options>) -> CommandOption<Parent> {
        let read = self.read
        return CommandOption<Parent>(name: name, valueName: valueName, help: help, synopsis: synopsis) { parent, value in
            try read(&parent[keyPath: path], value)
        }
    }
}
