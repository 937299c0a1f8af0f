#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CalendarPicker
import Foundation
import TerminalUI

/// `demo pick`: a date picker for scripts. It draws the calendar inline
/// below the cursor on the terminal itself (`/dev/tty`), so its output can
/// be captured: `d=$(demo pick)`.
@MainActor
enum PickCommand {
    static let help = """
        usage: demo pick [--date YYYY-MM-DD[..YYYY-MM-DD]] [--range | --multiple]
                         [--min YYYY-MM-DD] [--max YYYY-MM-DD] [--format iso|PATTERN]
                         [--locale ID] [--first-weekday 1-7] [--calendar NAME]
                         [--time-zone ID] [--week-numbers] [--prompt TEXT]
                         [--plain] [--ascii] [--no-color] [--today YYYY-MM-DD]

        Lets you pick a day on the terminal and prints it. The calendar is drawn
        below the cursor, not on a full screen, and erased when you are done. It
        reads and draws on the terminal (/dev/tty) even when stdin and stdout are
        not one, so d=$(demo pick) works.

          Enter (or a click on a day)  print the day on stdout, exit 0; with
                                       --range, the first fixes one end and the
                                       second prints START END; with --multiple,
                                       add the day or take it out
          d or Ctrl-D                  with --multiple: print the chosen days
          Shift+arrows, drag over days a range (with --range)
          Esc or q                     print nothing, exit 1 (Esc first drops a
                                       pending range)
          Ctrl-C                       print nothing, exit 130
          ? or F1                      every key and mouse action

        \(DateOptions.help)
          --format        iso (default, 2026-11-21) or a pattern: %Y %y %m %d %e
                          %j %B %b %A %a %u %w %V %G %F %% (names in --locale)
          --week-numbers  ISO week numbers beside the weeks (w toggles them)
          --prompt        a line above the calendar
          --plain         no drawing: one line per change, for screen readers
                          (also when TERM is dumb)
          --ascii         ASCII boxes;  --no-color  no colours (also NO_COLOR)

        Dates are YYYY-MM-DD in the Gregorian calendar. Options take their value
        as --option VALUE or --option=VALUE. Bad options, and no terminal at all,
        print one error line and exit 2. --range prints START END; --multiple
        prints the chosen days in order, separated by spaces.

        """

    /// The parsed options.
    struct Options {
        var dates = DateOptions()
        var format = DateFormat.iso
        var prompt: String?
        var weekNumbers = false
        var plain = false
        var ascii = false
        var color = true

        var locale: Locale { dates.locale }
    }

    static func parse(_ arguments: [String], environment: [String: String]) throws -> Options {
        var options = Options()
        var reader = ArgumentReader(arguments)
        while let option = try reader.nextOption() {
            if try options.dates.read(option, from: &reader) { continue }
            switch option {
            case "--format": options.format = try DateFormat(try reader.value(for: option))
            case "--week-numbers": options.weekNumbers = true
            case "--prompt": options.prompt = try reader.value(for: option)
            case "--plain": options.plain = true
            case "--ascii": options.ascii = true
            case "--no-color": options.color = false
            default: throw DemoError("unknown option '\(reader.lastToken)' (try: demo pick --help)")
            }
        }
        try reader.rejectUnusedValue()
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { options.color = false }
        if !TerminalModes.supportsCursorMovement(environment: environment) { options.plain = true }
        return options
    }

    /// Builds the program for options.
    ///
    /// - Throws: ``DemoError`` for days the library refuses (see ``DateOptions/makePicker()``).
    static func makeApp(_ options: Options) throws -> PickApp {
        let picker = try options.dates.makePicker()
        let symbols = CalendarOptions.headerSymbols(locale: options.locale, firstWeekday: picker.firstWeekday)
        return PickApp(picker: picker, symbols: symbols, prompt: options.prompt, theme: DemoTheme(ascii: options.ascii),
                       weekNumbers: options.weekNumbers)
    }

    /// What a pick prints and its exit status.
    static func result(of ending: PickApp.Ending?, options: Options, calendar: CalendarSystem) -> DemoMain.Result {
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
    ///   - environment: The environment (`TERM`, `NO_COLOR`).
    ///   - terminalPath: The terminal to open; `/dev/tty`, the process's
    ///     controlling terminal, except in tests.
    /// - Returns: The chosen day for stdout and the exit status.
    /// - Throws: ``DemoError`` for bad options, and when there is no terminal.
    static func run(arguments: [String], environment: [String: String],
                    terminalPath: String = "/dev/tty") throws -> DemoMain.Result {
        if arguments.contains("--help") || arguments.contains("-h") {
            return DemoMain.Result(status: 0, output: help, errorOutput: "")
        }
        let options = try parse(arguments, environment: environment)
        let app = try makeApp(options)
        let terminal = open(terminalPath, O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard terminal >= 0 else {
            throw DemoError("pick needs a terminal: cannot open \(terminalPath) (\(String(cString: strerror(errno))))")
        }
        defer { close(terminal) }
        let session: TerminalSession
        do {
            session = try TerminalSession(input: terminal, output: terminal,
                                          mode: options.plain ? .plain : .inline(rows: app.rows))
        } catch {
            throw DemoError("pick needs a terminal: \(terminalPath): \(error)")
        }
        if options.plain {
            if let prompt = app.prompt { session.write(Array((prompt + "\n").utf8)) }
            _ = TerminalRunLoop.runPlain(app, in: session)
        } else {
            _ = TerminalRunLoop.run(app, in: session, options: ScreenRenderer.Options(usesColor: options.color))
        }
        session.restore()
        return result(of: app.ending, options: options, calendar: app.picker.calendar)
    }
}
