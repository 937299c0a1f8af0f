import Foundation
import TerminalUI

/// The `demo` command line: picks the subcommand and turns errors into exit code 2.
@MainActor
package enum DemoMain {
    /// The package's version: the newest entry of `CHANGELOG.md` (a test
    /// keeps the two the same).
    nonisolated static let packageVersion = "0.4.0"

    /// What `demo --version` prints.
    nonisolated static let version = "demo \(packageVersion) (MiniPicker)"

    /// What a run printed and how it ended.
    package struct Result: Equatable {
        package var status: Int32
        package var output: String
        package var errorOutput: String

        package init(status: Int32, output: String, errorOutput: String) {
            (self.status, self.output, self.errorOutput) = (status, output, errorOutput)
        }
    }

    /// Runs the demo with command-line arguments (without the program name).
    ///
    /// Everything printed has its control characters made visible
    /// (``TerminalText/visible(_:keeping:)``), line feeds kept: labels,
    /// values and tokens quoted in errors come from outside and must not
    /// reach the terminal raw.
    ///
    /// - Parameters:
    ///   - arguments: The arguments.
    ///   - environment: The process environment.
    /// - Returns: The text for stdout and stderr and the exit status
    ///   (0 success, 1 `pick` cancelled, 2 bad input, 130 Ctrl-C).
    package static func run(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) async -> Result {
        let result = await unsanitizedRun(arguments: arguments, environment: environment)
        return Result(status: result.status, output: TerminalText.visible(result.output, keeping: ["\n"]),
                      errorOutput: TerminalText.visible(result.errorOutput, keeping: ["\n"]))
    }

    private static func unsanitizedRun(arguments: [String], environment: [String: String]) async -> Result {
        do {
            guard let command = arguments.first, !command.hasPrefix("-") || ["-h", "--help", "--version"].contains(command) else {
                return try await InteractiveCommand.run(arguments: arguments, environment: environment)
            }
            let rest = Array(arguments.dropFirst())
            switch command {
            case "pick":
                return try await PickCommand.run(arguments: rest, environment: environment)
            case "ribbon":
                return Result(status: 0, output: try RibbonCommand.run(arguments: rest), errorOutput: "")
            case "grid":
                return Result(status: 0, output: try GridCommand.run(arguments: rest), errorOutput: "")
            case "calendar":
                return Result(status: 0, output: try CalendarCommand.run(arguments: rest), errorOutput: "")
            case "time":
                return Result(status: 0, output: try TimeCommand.run(arguments: rest), errorOutput: "")
            case "form":
                return Result(status: 0, output: try FormCommand.run(arguments: rest), errorOutput: "")
            case "pictures":
                return try PicturesCommand.run(arguments: rest)
            case "-h", "--help", "help":
                return Result(status: 0, output: InteractiveCommand.help, errorOutput: "")
            case "--version":
                return Result(status: 0, output: version + "\n", errorOutput: "")
            default:
                throw DemoError("unknown command '\(command)' (try: demo --help)")
            }
        } catch let error as DemoError {
            return Result(status: 2, output: "", errorOutput: "demo: error: \(TerminalText.visible(error.message))\n")
        } catch {
            return Result(status: 2, output: "", errorOutput: "demo: error: \(TerminalText.visible(String(describing: error)))\n")
        }
    }
}
