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
        usage: demo pick [--date YYYY-MM-DD[..YYYY-MM-DD]] [--range] [--min YYYY-MM-DD] [--max YYYY-MM-DD]
                         [--format iso|PATTERN] [--locale ID] [--first-weekday 1-7]
                         [--calendar NAME] [--week-numbers] [--prompt TEXT]
                         [--plain] [--ascii] [--no-color] [--today YYYY-MM-DD]

        Lets you pick a day on the terminal and prints it. The calendar is drawn
        below the cursor, not on a full screen, and erased when you are done. It
        reads and draws on the terminal (/dev/tty) even when stdin and stdout are
        not one, so d=$(demo pick) works.

          Enter (or a click on a day)  print the day on stdout, exit 0; with
                                       --range, the first fixes one end and the
                                       second prints START END
          Shift+arrows, drag over days a range (with --range)
          Esc or q                     print nothing, exit 1 (Esc first drops a
                                       pending range)
          Ctrl-C                       print nothing, exit 130
          ? or F1                      every key and mouse action

          --date          the day selected at the start (default: today); with
                          --range, START..END is the range chosen at the start
          --range         pick a range of days: prints START END
          --min, --max    the earliest and latest day that can be picked
          --format        iso (default, 2026-11-21) or a pattern: %Y %y %m %d %e
                          %j %B %b %A %a %u %w %V %G %F %% (names in --locale)
          --locale        names and first weekday (default en_US)
          --first-weekday 1 = Sunday ... 7 = Saturday (default: the locale's)
          --calendar      gregorian (default), hebrew, japanese, ...; the printed
                          day is always Gregorian
          --week-numbers  ISO week numbers beside the weeks (w toggles them)
          --prompt        a line above the calendar
          --plain         no drawing: one line per change, for screen readers
                          (also when TERM is dumb)
          --ascii         ASCII boxes;  --no-color  no colours (also NO_COLOR)
          --today         the day marked as today (default: the clock's)

        Dates are YYYY-MM-DD in the Gregorian calendar. Options take their value
        as --option VALUE or --option=VALUE. With no terminal at all it prints one
        error line and exits 2, as for bad options.

        """

    /// The parsed options.
    struct Options {
        var locale = Locale(identifier: "en_US")
        var calendar = CalendarSystem(.gregorian)
        var firstWeekday: Int?
        var date: Day?
        var today: Day?
        var minimum: Day?
        var maximum: Day?
        var format = DateFormat.iso
        var range = false
        var rangeEnd: Day?
        var prompt: String?
        var weekNumbers = false
        var plain = false
        var ascii = false
        var color = true
    }

    static func parse(_ arguments: [String], environment: [String: String]) throws -> Options {
        var options = Options()
        var reader = ArgumentReader(arguments)
        var texts: [String: String] = [:]
        while let option = try reader.nextOption() {
            switch option {
            case "--date", "--min", "--max", "--today":
                let text = try reader.value(for: option)
                texts[option] = text
                let days = try CalendarOptions.gregorianDays(text, option: option)
                guard option == "--date" || days.end == nil else {
                    throw DemoError("\(option) '\(text)' is not a date of the form YYYY-MM-DD")
                }
                options.rangeEnd = option == "--date" ? days.end : options.rangeEnd
                let day = days.start
                switch option {
                case "--date": options.date = day
                case "--min": options.minimum = day
                case "--max": options.maximum = day
                default: options.today = day
                }
            case "--format": options.format = try DateFormat(try reader.value(for: option))
            case "--locale": options.locale = try CalendarOptions.locale(try reader.value(for: option))
            case "--first-weekday": options.firstWeekday = try reader.integer(for: option, in: 1...7)
            case "--calendar": options.calendar = try CalendarOptions.calendar(named: try reader.value(for: option))
            case "--week-numbers": options.weekNumbers = true
            case "--prompt": options.prompt = try reader.value(for: option)
            case "--plain": options.plain = true
            case "--ascii": options.ascii = true
            case "--no-color": options.color = false
            case "--range": options.range = true
            default: throw DemoError("unknown option '\(reader.lastToken)' (try: demo pick --help)")
            }
        }
        try reader.rejectUnusedValue()
        if options.rangeEnd != nil && !options.range {
            throw DemoError("--date '\(texts["--date"]!)' is a range: it needs --range")
        }
        if let minimum = options.minimum, let maximum = options.maximum, maximum < minimum {
            throw DemoError("--max '\(texts["--max"]!)' is before --min '\(texts["--min"]!)'")
        }
        if let date = options.date {
            if let minimum = options.minimum, date < minimum {
                throw DemoError("--date '\(texts["--date"]!)' is before --min '\(texts["--min"]!)'")
            }
            if let maximum = options.maximum, date > maximum {
                throw DemoError("--date '\(texts["--date"]!)' is after --max '\(texts["--max"]!)'")
            }
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { options.color = false }
        if !TerminalModes.supportsCursorMovement(environment: environment) { options.plain = true }
        return options
    }

    /// Builds the program for options.
    static func makeApp(_ options: Options) -> PickApp {
        let gregorian = CalendarSystem(.gregorian)
        func converted(_ day: Day?) -> Day? {
            day.flatMap { gregorian.dayNumber(of: $0) }.map { options.calendar.day(atDayNumber: $0) }
        }
        let picker = CalendarOptions.makePicker(calendar: options.calendar, locale: options.locale, timeZone: .current,
                                                firstWeekday: options.firstWeekday, selecting: converted(options.date),
                                                today: converted(options.today), minimum: converted(options.minimum),
                                                maximum: converted(options.maximum), range: options.range)
        if let start = converted(options.date), let end = converted(options.rangeEnd) {
            picker.select(range: DayRange(start: start, end: end))
        }
        let symbols = CalendarOptions.headerSymbols(locale: options.locale, firstWeekday: picker.firstWeekday)
        return PickApp(picker: picker, symbols: symbols, prompt: options.prompt, theme: DemoTheme(ascii: options.ascii),
                       weekNumbers: options.weekNumbers)
    }

    /// What a pick prints and its exit status.
    static func result(of ending: PickApp.Ending?, options: Options, calendar: CalendarSystem) -> DemoMain.Result {
        switch ending {
        case .chosen(let days):
            let names = DateNames(locale: options.locale)
            let texts = days.compactMap { calendar.dayNumber(of: $0) }.map {
                options.format.string(for: DateFields(dayNumber: $0), names: names)
            }
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
        let app = makeApp(options)
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
