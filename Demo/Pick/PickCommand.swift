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
    /// Builds the wheels' program for options with `--time`, `--duration` or `--datetime`.
    ///
    /// - Throws: ``DemoError`` for options that do not go with wheels, and
    ///   for values the library refuses.
    static func makeTimeApp(_ options: PickOptions) throws -> PickTimeApp {
        if options.dates.mode != .single {
            throw DemoError("--range and --multiple pick days: they do not go with --time, --duration or --datetime")
        }
        if options.formatGiven {
            throw DemoError("--format writes days: --time prints HH:MM, --duration H:MM, --datetime YYYY-MM-DDTHH:MM±HH:MM")
        }
        let board = try options.times.makeBoard(dates: options.dates, style: options.display.theme.box)
        return PickTimeApp(board: board, prompt: options.prompt, theme: options.display.theme)
    }

    /// What a pick of wheels prints and its exit status.
    static func result(of ending: PickTimeApp.Ending?) -> DemoMain.Result {
        switch ending {
        case .chosen(let text): return DemoMain.Result(status: 0, output: text + "\n", errorOutput: "")
        case .interrupted: return DemoMain.Result(status: 130, output: "", errorOutput: "")
        case .cancelled, nil: return DemoMain.Result(status: 1, output: "", errorOutput: "")
        }
    }

    /// Does what `demo pick` does with a command line before it opens the
    /// terminal: reads the options and builds the program they ask for
    /// (the calendar, or the wheels), which the library checks.
    ///
    /// - Parameter arguments: The options.
    /// - Throws: ``DemoError``, one line, for anything `demo pick` refuses.
    package static func prepare(arguments: [String]) throws {
        guard case .run = try PickOptions.syntax.parse(arguments, defaults: PickOptions()) else { return }
        let options = try PickOptions.parse(arguments, environment: [:])
        if options.times.mode != nil {
            let app = try makeTimeApp(options)
            var buffer = ScreenBuffer(width: max(1, app.minimumSize.columns), height: max(1, app.rows))
            app.draw(into: &buffer)
        } else {
            let app = try makeApp(options)
            var buffer = ScreenBuffer(width: max(1, app.minimumSize.columns), height: max(1, app.rows))
            app.draw(into: &buffer)
        }
    }

    /// Builds the program for options.
    ///
    /// - Throws: ``DemoError`` for days the library refuses (see ``DateOptions/makePicker()``).
    static func makeApp(_ options: PickOptions) throws -> PickApp {
        PickApp(picker: try options.dates.makePicker(), prompt: options.prompt, theme: options.display.theme,
                weekNumbers: options.weekNumbers)
    }

    /// What a pick prints and its exit status.
    static func result(of ending: PickApp.Ending?, options: PickOptions) -> DemoMain.Result {
        switch ending {
        case .chosen(let days):
            let names = DateNames(locale: options.locale)
            let texts = days.map { options.format.string(for: DateFields(day: $0), names: names) }
            return DemoMain.Result(status: 0, output: texts.joined(separator: " ") + "\n", errorOutput: "")
        case .interrupted:
            return DemoMain.Result(status: 130, output: "", errorOutput: "")
        case .cancelled, nil:
            return DemoMain.Result(status: 1, output: "", errorOutput: "")
        }
    }

    /// Runs the pick on the terminal.
    ///
    /// - Parameters:
    ///   - arguments: The options.
    ///   - environment: The environment (`TERM`, `NO_COLOR`, the locale).
    ///   - terminalPath: The terminal to open; `/dev/tty`, the process's
    ///     controlling terminal, except in tests.
    /// - Returns: The chosen day for stdout and the exit status.
    /// - Throws: ``DemoError`` for bad options, and when there is no terminal.
    static func run(arguments: [String], environment: [String: String],
                    terminalPath: String = "/dev/tty") async throws -> DemoMain.Result {
        switch try PickOptions.syntax.parse(arguments, defaults: PickOptions()) {
        case .help: return DemoMain.Result(status: 0, output: PickOptions.syntax.help, errorOutput: "")
        case .version: return DemoMain.Result(status: 0, output: DemoMain.version + "\n", errorOutput: "")
        case .run: break
        }
        let options = try PickOptions.parse(arguments, environment: environment)
        if options.times.mode != nil {
            let app = try makeTimeApp(options)
            return try await run(app, rows: app.rows, announcement: app.keys.announcement, options: options,
                                 terminalPath: terminalPath) { result(of: app.ending) }
        }
        let app = try makeApp(options)
        return try await run(app, rows: app.rows, announcement: app.keys.announcement, options: options,
                             terminalPath: terminalPath) {
            result(of: app.ending, options: options)
        }
    }

    /// Runs a pick's program on the terminal, inline or plain.
    ///
    /// - Parameters:
    ///   - app: The program.
    ///   - rows: The lines it takes inline.
    ///   - announcement: Its keys in one line, for a plain session.
    ///   - options: The options.
    ///   - terminalPath: The terminal to open.
    ///   - result: What the ended program prints.
    /// - Throws: ``DemoError`` when there is no terminal.
    private static func run(_ app: some PlainTextApplication, rows: Int, announcement: String, options: PickOptions,
                            terminalPath: String, result: () -> DemoMain.Result) async throws -> DemoMain.Result {
        let terminal = open(terminalPath, O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard terminal >= 0 else {
            throw DemoError("pick needs a terminal: cannot open \(terminalPath) (\(String(cString: strerror(errno))))")
        }
        defer { close(terminal) }
        let session: TerminalSession
        do {
            session = try TerminalSession(input: terminal, output: terminal,
                                          mode: options.display.plain ? .plain : .inline(rows: rows))
        } catch {
            throw DemoError("pick needs a terminal: \(terminalPath): \(error)")
        }
        if options.display.plain {
            let prompt = options.prompt.map { PromptText.plain($0, ascii: options.display.ascii) } ?? ""
            session.write(Array((prompt + TerminalText.visible(announcement) + "\n").utf8))
            _ = await TerminalRunLoop.runPlain(app, in: session)
        } else {
            // A terminal that takes ASCII only gets no direction marks: no isolates, no prompt's controls.
            _ = await TerminalRunLoop.run(app, in: session, options: options.display.rendering)
        }
        session.restore()
        return result()
    }
}
