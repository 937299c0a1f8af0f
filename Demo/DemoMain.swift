/// The `demo` command line: picks the subcommand and turns errors into exit code 2.
enum DemoMain {
    /// What a run printed and how it ended.
    struct Result: Equatable {
        var status: Int32
        var output: String
        var errorOutput: String
    }

    static let usage = """
        usage: demo [COMMAND] [OPTIONS]

        Commands:
          ribbon    drag a mini picker ribbon with a scripted list of pointer events
          grid      print one month in the layout of `cal`
          calendar  drive the calendar picker with a list of keys
        (demo COMMAND --help for a command's options)

        Without a command, demo plays a short scripted drag on the month ribbon.

        """

    /// A drag to the left, a fling and a tap on the right arrow, on the month ribbon.
    static let sampleArguments = [
        "--items", "months", "--events",
        "press 12@0; move 9@40; move 5@80; release 5@100; tick 300; press 14@1000; release 14@1060",
    ]

    /// Runs the demo with command-line arguments (without the program name).
    ///
    /// - Parameter arguments: The arguments.
    /// - Returns: The text for stdout and stderr and the exit status
    ///   (0 success, 2 bad input).
    static func run(arguments: [String]) -> Result {
        do {
            guard let command = arguments.first else {
                let text = try RibbonCommand.run(arguments: sampleArguments)
                return Result(status: 0, output: "demo ribbon --items months (see demo --help)\n\n" + text, errorOutput: "")
            }
            switch command {
            case "ribbon":
                return Result(status: 0, output: try RibbonCommand.run(arguments: Array(arguments.dropFirst())), errorOutput: "")
            case "grid":
                return Result(status: 0, output: try GridCommand.run(arguments: Array(arguments.dropFirst())), errorOutput: "")
            case "calendar":
                return Result(status: 0, output: try CalendarCommand.run(arguments: Array(arguments.dropFirst())), errorOutput: "")
            case "-h", "--help", "help":
                return Result(status: 0, output: usage, errorOutput: "")
            default:
                throw DemoError("unknown command '\(command)' (try: demo --help)")
            }
        } catch let error as DemoError {
            return Result(status: 2, output: "", errorOutput: "demo: error: \(error.message)\n")
        } catch {
            return Result(status: 2, output: "", errorOutput: "demo: error: \(error)\n")
        }
    }
}
