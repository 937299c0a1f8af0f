#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CalendarPicker
import Foundation
import TerminalForms
import TerminalUI

/// `demo pick`: a date picker for scripts. It draws the calendar inline
/// below the cursor on the terminal itself (`/dev/tty`), so its output can
/// be captured: `d=$(demo pick)`.
@MainActor
package enum PickCommand {
    /// Builds the wheels' prompt for options with `--time`, `--duration` or `--datetime`.
    ///
    /// - Throws: ``DemoError`` for options that do not go with wheels, and
    ///   for values the library refuses.
    static func makeTimeApp(_ options: PickOptions) throws -> TimePrompt {
        if options.dates.mode != .single {
            throw DemoError("--range and --multiple pick days: they do not go with --time, --duration or --datetime")
        }
        if options.formatGiven {
            throw DemoError("--format writes days: --time prints HH:MM, --duration H:MM, --datetime YYYY-MM-DDTHH:MM:SS±HH:MM")
        }
        let board = try options.times.makeBoard(dates: options.dates, style: options.display.theme.box)
        return TimePrompt(board: board, prompt: options.prompt, theme: options.display.theme.prompt)
    }

    /// What a pick of wheels prints and its exit status.
    static func result(of ending: TimePrompt.Ending?) -> DemoMain.Result {
        switch ending {
        case .chosen(let text): return DemoMain.Result(status: 0, output: text + "\n", errorOutput: "")
        case .interrupted: return interrupted
        case .cancelled, nil: return cancelled
        }
    }

    /// Ctrl-C: nothing printed, status 130.
    static let interrupted = DemoMain.Result(status: 130, output: "", errorOutput: "")
    /// Esc, q or the end of the input: nothing printed, status 1.
    static let cancelled = DemoMain.Result(status: 1, output: "", errorOutput: "")
    /// `--timeout` passed: nothing printed, status 124, as `timeout` exits.
    static let timedOut = DemoMain.Result(status: 124, output: "", errorOutput: "")

    /// Does what `demo pick` does with a command line, except on a terminal:
    /// reads the options (and the environment's) and builds the program they
    /// ask for (the calendar, or the wheels), which the library checks, and
    /// draws it; for `--accessible`, answers the dialogue's questions with
    /// lines instead.
    ///
    /// - Parameters:
    ///   - arguments: The options.
    ///   - environment: The environment, whose variables set options too.
    ///   - answers: The lines typed in the dialogue of `--accessible`.
    /// - Returns: What the dialogue printed when the answers ended it, else `nil`.
    /// - Throws: ``DemoError``, one line, for anything `demo pick` refuses.
    @discardableResult
    package static func prepare(arguments: [String], environment: [String: String] = [:],
                                answers: [String] = []) throws -> DemoMain.Result? {
        guard case .run = try PickOptions.syntax.parse(arguments, defaults: PickOptions(), environment: environment) else {
            return nil
        }
        let options = try checkedOptions(arguments, environment: environment)
        if options.accessible { return try PickDialogue(options: options).replay(answers) }
        let app: any PlainTextApplication = options.times.mode != nil ? try makeTimeApp(options) : try makeApp(options)
        var buffer = ScreenBuffer(width: max(1, app.minimumSize.columns), height: max(1, app.minimumSize.rows))
        app.draw(into: &buffer)
        _ = app.plainText
        return nil
    }

    /// The options of a command line and the environment, checked as the
    /// pick will use them (the picker's or the wheels' rules), the variables
    /// giving way to the command line (``CommandSyntax/givingWay(_:environment:read:)``).
    ///
    /// - Throws: ``DemoError``, one line.
    static func checkedOptions(_ arguments: [String], environment: [String: String]) throws -> PickOptions {
        try PickOptions.syntax.givingWay(arguments, environment: environment) { arguments, environment in
            let options = try PickOptions.parse(arguments, environment: environment)
            if options.times.mode != nil { _ = try makeTimeApp(options) } else { _ = try options.dates.makePicker() }
            return options
        }
    }

    /// The names of `demo pick`'s options, as its help lists them.
    package static var optionNames: [String] { PickOptions.syntax.options.map(\.name) }

    /// The environment variables that set `demo pick`'s options, and `ACCESSIBLE`.
    package static var environmentVariables: [String] {
        PickOptions.syntax.options.map(PickOptions.syntax.environmentVariable(for:)) + ["ACCESSIBLE"]
    }

    /// Builds the calendar's prompt for options.
    ///
    /// - Throws: ``DemoError`` for days the library refuses (see ``DateOptions/makePicker()``).
    static func makeApp(_ options: PickOptions) throws -> DayPrompt {
        DayPrompt(picker: try options.dates.makePicker(), prompt: options.prompt, theme: options.display.theme.prompt,
                  weekNumbers: options.weekNumbers)
    }

    /// What a pick prints and its exit status.
    static func result(of ending: DayPrompt.Ending?, options: PickOptions) -> DemoMain.Result {
        switch ending {
        case .chosen(let days): return DemoMain.Result(status: 0, output: text(of: days, options: options) + "\n", errorOutput: "")
        case .chosenWeek(let week): return PickWeeks.result(week, options: options)
        case .interrupted: return interrupted
        case .cancelled, nil: return cancelled
        }
    }

    /// The chosen days as printed: in `--format`, separated by spaces.
    static func text(of days: [Day], options: PickOptions) -> String {
        let names = DateNames(locale: options.locale)
        return days.map { options.format.string(for: DateFields(day: $0), names: names) }.joined(separator: " ")
    }

    /// Runs the pick on the terminal.
    ///
    /// - Parameters:
    ///   - arguments: The options.
    ///   - environment: The environment (`TERM`, `NO_COLOR`, `ACCESSIBLE`,
    ///     the locale, and the options' variables).
    ///   - terminalPath: The terminal to open; `/dev/tty`, the process's
    ///     controlling terminal, except in tests.
    /// - Returns: The chosen day for stdout and the exit status.
    /// - Throws: ``DemoError`` for bad options, and when there is no terminal.
    static func run(arguments: [String], environment: [String: String],
                    terminalPath: String = "/dev/tty") async throws -> DemoMain.Result {
        switch try PickOptions.syntax.parse(arguments, defaults: PickOptions(), environment: environment) {
        case .help: return DemoMain.Result(status: 0, output: PickOptions.syntax.help, errorOutput: "")
        case .version: return DemoMain.Result(status: 0, output: DemoMain.version + "\n", errorOutput: "")
        case .run: break
        }
        let options = try checkedOptions(arguments, environment: environment)
        let deadline = options.timeout.map { MonotonicClock.now() + $0 * 1000 }
        if options.accessible {
            let dialogue = try PickDialogue(options: options)
            return try await onTerminal(terminalPath) { dialogue.run(on: $0, until: deadline) }
        }
        let rendering = options.display.rendering
        if options.times.mode != nil {
            let app = try makeTimeApp(options)
            return try await onTerminal(terminalPath) { terminal in
                let ending = try await terminal.runInline(app, rows: app.rows, rendering: rendering, until: deadline)
                return ending == .timedOut ? timedOut : result(of: app.ending)
            }
        }
        let app = try makeApp(options)
        return try await onTerminal(terminalPath) { terminal in
            let ending = try await terminal.runInline(app, rows: app.rows, rendering: rendering, until: deadline)
            return ending == .timedOut ? timedOut : result(of: app.ending, options: options)
        }
    }

    /// Runs a pick on the terminal it opens.
    ///
    /// - Throws: ``DemoError`` when there is no terminal.
    private static func onTerminal(_ path: String, _ body: (PromptTerminal) async throws -> DemoMain.Result) async throws
        -> DemoMain.Result {
        do {
            let terminal = try PromptTerminal(path: path)
            defer { terminal.close() }
            return try await body(terminal)
        } catch let error as PromptTerminal.Unavailable {
            throw DemoError("pick needs a terminal: \(error)")
        }
    }
}
