import CalendarPicker
import Foundation
import MiniPicker
import TerminalUI

/// `demo` without a command: the interactive demo in the terminal, or one
/// frame of its Calendar screen when the output is not a terminal.
@MainActor
enum InteractiveCommand {
    static let help = """
        usage: demo [--date YYYY-MM-DD] [--locale ID] [--first-weekday 1-7] [--calendar NAME]
                    [--ascii] [--no-color] [--plain]
               demo COMMAND [OPTIONS]   (commands: pick, ribbon, grid, calendar, form,
                                         pictures; demo COMMAND --help)
               demo --version

        Without a command, demo runs the interactive demo: drag the year and month
        ribbons with the mouse (flick them, or turn the wheel over them), click a day,
        or use the keys shown at the bottom; ? or F1 lists them all. Tab, Shift-Tab,
        1-3 or a click on a tab switch screens; q or Esc quit (asking first when the
        form has unsaved changes); Ctrl-C quits at once with status 130; Ctrl-Z
        suspends; Ctrl-L redraws. On quitting it prints `selected: YYYY-MM-DD`
        (`selected: START END` after `r` switched the Calendar screen to ranges).
        When the output is not a terminal (or TERM=dumb) it prints one frame of the
        Calendar screen and exits.

          --date        the day selected at the start (default: today)
          --ascii       plain ASCII boxes instead of Unicode box drawing
          --no-color    no colours (also when NO_COLOR is set)
          --plain       no drawing: one line per change, for screen readers

        """

    struct Options {
        var locale = Locale(identifier: "en_US")
        var calendar = CalendarSystem(.gregorian)
        var firstWeekday: Int?
        var ascii = false
        var color = true
        var plain = false
        /// The selected day and today, fixed for tests (the clock's today otherwise).
        var day: Day?
        var today: Day?
    }

    static func parse(_ arguments: [String], environment: [String: String]) throws -> Options {
        var options = Options()
        var reader = ArgumentReader(arguments)
        while let option = try reader.nextOption() {
            switch option {
            case "--locale": options.locale = try CalendarOptions.locale(try reader.value(for: option))
            case "--first-weekday": options.firstWeekday = try reader.integer(for: option, in: 1...7)
            case "--calendar": options.calendar = try CalendarOptions.calendar(named: try reader.value(for: option))
            case "--date":
                let text = try reader.value(for: option)
                do { options.day = try CalendarSystem(.gregorian).day(parsing: text) } catch { throw DemoError("\(option) \(error)") }
            case "--plain": options.plain = true
            case "--ascii": options.ascii = true
            case "--no-color": options.color = false
            default: throw DemoError("unknown option '\(reader.lastToken)' (try: demo --help)")
            }
        }
        try reader.rejectUnusedValue()
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { options.color = false }
        return options
    }

    /// Builds the demo's screens.
    static func makeApp(_ options: Options) -> (DemoApp, CalendarScreen) {
        let configuration = CalendarOptions.configuration(calendar: options.calendar, locale: options.locale,
                                                          timeZone: .current, firstWeekday: options.firstWeekday)
        let picker = DayPicker(configuration: configuration, selecting: options.day, today: options.today)
        let symbols = CalendarOptions.headerSymbols(locale: options.locale, firstWeekday: picker.firstWeekday)
        let calendarScreen = CalendarScreen(picker: picker, symbols: symbols)
        let months = MonthNames.standalone(locale: options.locale.identifier)
        let form = FormScreen(locale: options.locale, today: options.today, calendar: options.calendar)
        let app = DemoApp(screens: [calendarScreen, RibbonsScreen(monthNames: months), form], theme: DemoTheme(ascii: options.ascii))
        return (app, calendarScreen)
    }

    /// Runs the demo; returns what to print after the terminal is given back.
    static func run(arguments: [String], environment: [String: String],
                    input: Int32 = 0, output: Int32 = 1) throws -> DemoMain.Result {
        if arguments.contains("--help") || arguments.contains("-h") { return DemoMain.Result(status: 0, output: help, errorOutput: "") }
        let options = try parse(arguments, environment: environment)
        let (app, calendar) = makeApp(options)
        let interactive = isatty(input) == 1 && isatty(output) == 1
            && TerminalModes.supportsCursorMovement(environment: environment)
        guard interactive else { return DemoMain.Result(status: 0, output: frame(of: app), errorOutput: "") }
        let session: TerminalSession
        do {
            session = try TerminalSession(input: input, output: output, mode: options.plain ? .plain : .fullScreen)
        } catch {
            return DemoMain.Result(status: 0, output: frame(of: app), errorOutput: "")
        }
        if options.plain {
            _ = TerminalRunLoop.runPlain(app, in: session)
        } else {
            _ = TerminalRunLoop.run(app, in: session, options: ScreenRenderer.Options(usesColor: options.color))
        }
        session.restore()
        if app.ending == .interrupted { return DemoMain.Result(status: 130, output: "", errorOutput: "") }
        return DemoMain.Result(status: 0, output: "selected: \(CalendarCommand.selectedText(of: calendar.picker))\n",
                               errorOutput: "")
    }

    /// One frame of the first screen as text.
    static func frame(of app: DemoApp) -> String {
        var buffer = ScreenBuffer(width: 72, height: 24)
        app.draw(into: &buffer)
        var lines = buffer.lines(trimmingTrailingSpaces: true)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
