/// A command's line: its options in order, how they parse, and the help
/// made from them, so that the help, the usage and the parser cannot disagree.
///
/// Every command also takes `--help` (`-h`) and `--version`.
package struct CommandSyntax<Options> {
    /// The command as typed: `demo pick`.
    let command: String
    /// The operands after the options in the usage (`YEAR MONTH`), or empty.
    let operands: String
    /// What the command does: paragraphs after the usage.
    let summary: String
    /// The options, in the help's order.
    package let options: [CommandOption<Options>]
    /// Notes after the options, or empty.
    let notes: String
    /// Whether every option may also come from an environment variable
    /// (``environmentVariable(for:)``).
    let readsEnvironment: Bool

    /// Declares a command's line.
    ///
    /// - Parameters:
    ///   - command: The command as typed: `demo pick`; its first word names the program in the help.
    ///   - operands: The operands after the options in the usage (`YEAR MONTH`), or empty.
    ///   - summary: What the command does: paragraphs after the usage.
    ///   - options: The options, in the help's order.
    ///   - notes: Notes after the options, or empty.
    ///   - readsEnvironment: Whether every option may also be set by an
    ///     environment variable named after the command and the option
    ///     (`DEMO_PICK_MIN` for `demo pick --min`), the command line winning;
    ///     the help lists the names.
    package init(command: String, operands: String, summary: String, options: [CommandOption<Options>], notes: String,
                 readsEnvironment: Bool = false) {
        (self.command, self.operands, self.summary, self.options, self.notes) = (command, operands, summary, options, notes)
        self.readsEnvironment = readsEnvironment
    }

    /// What a command line asks for.
    package enum Request {
        /// The help.
        case help
        /// The version.
        case version
        /// A run with these options and operands.
        case run(Options, operands: [String])
    }

    /// The column where option help starts.
    static var helpColumn: Int { 18 }

    /// Parses arguments, after the environment's options when the command reads them.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the command.
    ///   - defaults: The options before any argument.
    ///   - takesOperands: Whether arguments that are no option are operands (else an error).
    ///   - environment: The environment; read only when the command
    ///     ``readsEnvironment`` (see ``options(from:defaults:overriddenBy:)``).
    /// - Returns: The request.
    /// - Throws: ``CommandLineError``, one line: an unknown option, a missing,
    ///   empty or bad value (a value is missing when another option follows
    ///   its option), a value given to a flag, options that exclude each
    ///   other (``CommandOption/exclusive(_:)``), and a bad value in the
    ///   environment, naming its variable.
    package func parse(_ arguments: [String], defaults: Options, takesOperands: Bool = false,
                       environment: [String: String] = [:]) throws -> Request {
        if arguments.contains("--help") || arguments.contains("-h") { return .help }
        if arguments.contains("--version") { return .version }
        var options = readsEnvironment ? try self.options(from: environment, defaults: defaults, overriddenBy: arguments)
            : defaults
        var operands: [String] = []
        var given: [String] = []
        var reader = ArgumentReader(arguments)
        let names = Set((self.options + commonOptions).map(\.name) + ["-h"])
        let isOption = { (word: String) in names.contains(String(word.prefix { $0 != "=" })) }
        while let argument = try reader.nextArgument() {
            guard argument.hasPrefix("-") && argument != "-" && !isNumber(argument) else {
                guard takesOperands else { throw CommandLineError("unexpected argument '\(argument)'") }
                operands.append(argument)
                continue
            }
            guard let option = self.options.first(where: { $0.name == argument }) else {
                throw CommandLineError("unknown option '\(reader.lastToken)' (try: \(command) --help)")
            }
            if let other = given.first(where: option.excludes.contains) {
                throw CommandLineError("\(other) and \(argument) cannot be used together")
            }
            given.append(argument)
            let value: String?
            if option.valueName == nil {
                value = nil
            } else if option.valueIsOptional {
                value = reader.optionalValue()
            } else {
                value = try reader.value(for: argument, isOption: isOption)
            }
            try option.read(&options, value ?? "")
            // The option's own check names what an empty value lacks; one that would take it hears it here.
            if value?.isEmpty == true { throw CommandLineError("\(argument) '' is empty: it needs a value") }
        }
        try reader.rejectUnusedValue()
        return .run(options, operands: operands)
    }

    /// The environment variable that sets an option: the command and the
    /// option's name in capitals, words joined by `_` (`DEMO_PICK_MIN` for
    /// `demo pick --min`).
    ///
    /// - Parameter option: The option.
    /// - Returns: The variable's name.
    package func environmentVariable(for option: CommandOption<Options>) -> String {
        let words = command.split(separator: " ").map(String.init) + [String(option.name.drop { $0 == "-" })]
        return String(words.joined(separator: "_").uppercased().map { $0 == "-" ? "_" : $0 })
    }

    /// The options the environment sets, on top of the defaults: each
    /// option's variable (``environmentVariable(for:)``) that is set and not
    /// empty, unless the command line gives the option or one it excludes
    /// (the command line wins). A flag's variable is `1`, `true` or `yes`
    /// to set it, `0`, `false` or `no` to leave it; a value's variable holds
    /// the value, read as on the command line; for an option whose value may
    /// be left out, `1`, `true` or `yes` give it without one.
    ///
    /// - Parameters:
    ///   - environment: The environment.
    ///   - defaults: The options before any.
    ///   - arguments: The command line, whose options win.
    /// - Returns: The options.
    /// - Throws: ``CommandLineError`` naming the variable: a bad value, a flag
    ///   that is not one of the words above, two variables for options that
    ///   exclude each other.
    /// - Complexity: O(*n* · *m*) for *n* options and *m* arguments.
    package func options(from environment: [String: String], defaults: Options,
                         overriddenBy arguments: [String]) throws -> Options {
        let onCommandLine = optionNames(in: arguments)
        var options = defaults
        var given: [(option: String, variable: String)] = []
        for option in self.options {
            let variable = environmentVariable(for: option)
            guard let value = environment[variable], !value.isEmpty,
                  !onCommandLine.contains(option.name), onCommandLine.isDisjoint(with: option.excludes) else { continue }
            // A flag's word (`1`, `0`), also for an option whose value may be left out (`DEMO_PICK_TIME=1`).
            let word = Self.flagWord(value)
            if word == false && (option.valueName == nil || option.valueIsOptional) { continue }
            if option.valueName == nil && word == nil {
                throw CommandLineError("\(variable)='\(value)' is not a flag's value: 1, true or yes sets \(option.name); 0, false or no leaves it")
            }
            if let other = given.first(where: { option.excludes.contains($0.option) }) {
                throw CommandLineError("\(other.variable) and \(variable) cannot be used together")
            }
            given.append((option.name, variable))
            do {
                try option.read(&options, option.valueName == nil || (option.valueIsOptional && word == true) ? "" : value)
            } catch {
                throw CommandLineError("\(variable): \(error)")
            }
        }
        return options
    }

    /// What a variable's text says as a flag: `1`, `true` or `yes` (in any
    /// case) set it, `0`, `false` or `no` leave it; `nil` for other text.
    ///
    /// - Parameter text: The variable's value.
    /// - Returns: Whether it sets the flag, or `nil`.
    package static func flagWord(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "1", "true", "yes": true
        case "0", "false", "no": false
        default: nil
        }
    }

    /// The names of this command's options that a command line gives
    /// (`--date` for `--date=2026-11-20` too).
    ///
    /// - Parameter arguments: The command line.
    /// - Returns: The option names it names.
    /// - Complexity: O(*m*) for *m* arguments.
    package func optionNames(in arguments: [String]) -> Set<String> {
        let names = Set(options.map(\.name))
        return Set(arguments.map { String($0.prefix { $0 != "=" }) }.filter(names.contains))
    }

    /// Reads what a command line and the environment ask for, the
    /// environment's variables giving way to the command line. When `read`
    /// refuses the two together:
    ///
    /// - the command line alone (no option's variable) refused is its own error;
    /// - the variables alone (no argument) refused is theirs, naming the
    ///   variables that leaving out makes good (all that are set, when no one does);
    /// - each good alone, the variables that contradict the command line are
    ///   left out: one variable, when leaving it out makes the two good
    ///   (`DEMO_PICK_RANGE=1` under `--week`); else the error names them all.
    ///
    /// - Parameters:
    ///   - arguments: The command line, without the command.
    ///   - environment: The environment.
    ///   - read: Reads and checks a command line with an environment.
    /// - Returns: What `read` returns.
    /// - Throws: What `read` throws, as above.
    /// - Complexity: One call of `read`; when it throws, two more and one per variable set.
    package func givingWay<Value>(_ arguments: [String], environment: [String: String],
                                  read: ([String], [String: String]) throws -> Value) throws -> Value {
        do {
            return try read(arguments, environment)
        } catch {
            let variables = options.map(environmentVariable(for:)).filter { environment[$0]?.isEmpty == false }
            guard !variables.isEmpty else { throw error }
            let without = { (left: Set<String>) in environment.filter { !left.contains($0.key) } }
            _ = try read(arguments, without(Set(variables)))
            do {
                _ = try read([], environment)
            } catch let own {
                let culprits = variables.filter { (try? read([], without([$0]))) != nil }
                throw CommandLineError("\(own) (with \((culprits.isEmpty ? variables : culprits).joined(separator: ", ")) set in the environment)")
            }
            for variable in variables {
                if let value = try? read(arguments, without([variable])) { return value }
            }
            throw CommandLineError("\(error) (with \(variables.joined(separator: ", ")) set in the environment)")
        }
    }

    /// What a command line prints: the help, the version, or what a run of
    /// its options and operands makes.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the command.
    ///   - defaults: The options before any argument.
    ///   - takesOperands: Whether arguments that are no option are operands (else an error).
    ///   - version: What `--version` prints, without its line feed.
    ///   - run: Makes the text of a run from its options and operands.
    /// - Returns: The text, ending in a line feed for the help and the version.
    /// - Throws: ``CommandLineError`` as ``parse(_:defaults:takesOperands:)`` does, and what `run` throws.
    package func output(of arguments: [String], defaults: Options, takesOperands: Bool = false, version: String,
                        run: (Options, [String]) throws -> String) throws -> String {
        switch try parse(arguments, defaults: defaults, takesOperands: takesOperands) {
        case .help: return help
        case .version: return version + "\n"
        case .run(let options, let operands): return try run(options, operands)
        }
    }

    /// Whether an argument is a negative number (an operand, not an option).
    private func isNumber(_ argument: String) -> Bool {
        argument.count > 1 && argument.dropFirst().allSatisfy(\.isNumber)
    }

    /// The help: the usage, the summary, the options and the notes.
    package var help: String {
        var text = usage + "\n\n" + summary + "\n\n"
        for option in options + commonOptions {
            let label = "  " + option.name
            let lines = option.help.split(separator: "\n", omittingEmptySubsequences: false)
            let pad = max(1, CommandSyntax.helpColumn - label.count)
            text += label + String(repeating: " ", count: pad) + (lines.first.map(String.init) ?? "") + "\n"
            for line in lines.dropFirst() {
                text += String(repeating: " ", count: CommandSyntax.helpColumn) + line + "\n"
            }
        }
        if !notes.isEmpty { text += "\n" + notes + "\n" }
        if readsEnvironment { text += "\n" + environmentHelp + "\n" }
        return text + "\n"
    }

    /// The help's paragraph naming the environment variables, wrapped at 80 columns.
    var environmentHelp: String {
        let variables = options.map(environmentVariable(for:))
        let words = ("Every option may also come from the environment, the command line winning: "
            + variables.joined(separator: ", ") + ". A flag's variable is 1, true or yes to set it (so is an "
            + "option's whose value may be left out); an empty variable counts as unset.").split(separator: " ")
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty && line.count + 1 + word.count > 80 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return (lines + [line]).joined(separator: "\n")
    }

    /// `--help` and `--version`, which every command takes.
    var commonOptions: [CommandOption<Options>] {
        [CommandOption<Options>.flag("--help", help: "this help") { _ in }.hidingSynopsis(),
         CommandOption<Options>.flag("--version", help: "the \(program)'s version") { _ in }.hidingSynopsis()]
    }

    /// The program: the command's first word (`demo`).
    var program: Substring { command.prefix { $0 != " " } }

    /// The usage line, wrapped at 80 columns under the command.
    package var usage: String {
        let head = "usage: \(command) "
        let indent = String(repeating: " ", count: head.count)
        var lines: [String] = []
        var line = head
        for piece in options.compactMap(\.synopsis) + (operands.isEmpty ? [] : [operands]) {
            if line.count + piece.count > 80 && line != head {
                lines.append(String(line.dropLast()))
                line = indent
            }
            line += piece + " "
        }
        lines.append(String(line.dropLast()))
        return lines.joined(separator: "\n")
    }
}
