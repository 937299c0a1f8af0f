import Foundation

/// The `demo` command line: picks the subcommand and turns errors into exit code 2.
@MainActor
enum DemoMain {
    /// What a run printed and how it ended.
    struct Result: Equatable {
        var status: Int32
        var output: String
        var errorOutput: String
    }

    /// Runs the demo with command-line arguments (without the program name).
    ///
    /// - Parameter arguments: The arguments.
    /// - Returns: The text for stdout and stderr and the exit status
    ///   (0 success, 2 bad input).
    static func run(arguments: [String]) -> Result {
        do {
            guard let command = arguments.first, !command.hasPrefix("-") || command == "-h" || command == "--help" else {
                let output = try InteractiveCommand.run(arguments: arguments, environment: ProcessInfo.processInfo.environment)
                return Result(status: 0, output: output, errorOutput: "")
            }
            switch command {
            case "ribbon":
                return Result(status: 0, output: try RibbonCommand.run(arguments: Array(arguments.dropFirst())), errorOutput: "")
            case "grid":
                return Result(status: 0, output: try GridCommand.run(arguments: Array(arguments.dropFirst())), errorOutput: "")
            case "calendar":
                return Result(status: 0, output: try CalendarCommand.run(arguments: Array(arguments.dropFirst())), errorOutput: "")
            case "form":
                return Result(status: 0, output: try FormCommand.run(arguments: Array(arguments.dropFirst())), errorOutput: "")
            case "-h", "--help", "help":
                return Result(status: 0, output: InteractiveCommand.help, errorOutput: "")
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
