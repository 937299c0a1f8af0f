import CalendarPicker
import Foundation
import MiniPicker
import TerminalPickers
import TerminalUI

/// `demo` without a command: the interactive demo in the terminal, or one
/// frame of its Calendar screen when the output is not a terminal.
@MainActor
package enum InteractiveCommand {
    /// The parsed options.
    package struct Options {
        var locale = Locale(identifier: "en_US")
        var calendar = CalendarSystem(.gregorian)
        var firstWeekday: Weekday?
        var display = DisplayOptions()
        /// The selected day and today, fixed for tests and benchmarks (the clock's today otherwise).
        package var day: Day?
        package var today: Day?

        package init() {}
    }

    /// The command line: options, parser and help in one place.
    static var syntax: CommandSyntax<Options> {
        CommandSyntax(command: "demo", operands: "", summary: """
            usage: demo COMMAND [OPTIONS]   (commands: pick, ribbon, grid, calendar, time,
                                             form, pictures; demo COMMAND --help)

            Without a command, demo runs the interactive demo: drag the year and month
            ribbons with the mouse (flick them, or turn the wheel over them), click a day,
            or use the keys shown at the bottom; ? or F1 lists them all. Tab, Shift-Tab,
            1-4 or a click on a tab switch screens; q or Esc quit (asking first when the
            form has unsaved changes); Ctrl-C quits at once with status 130; Ctrl-Z
            suspends; Ctrl-L redraws. On quitting it prints `selected: YYYY-MM-DD`
            (`selected: START END` after `r` switched the Calendar screen to ranges).
            When the output is not a terminal it prints one frame of the Calendar screen
            and exits; on a terminal that cannot move its cursor (TERM=dumb) it runs as
            with --plain.
            """, options: [
                .value("--date", "YYYY-MM-DD", help: "the day selected at the start (default: today)") { options, text in
                    options.day = try DateOptions.gregorianDay(text, option: "--date")
                },
                SharedOptions.locale.lifted(into: \.locale),
                SharedOptions.firstWeekday.lifted(into: \.firstWeekday),
                SharedOptions.calendar.lifted(into: \.calendar),
            ] + DisplayOptions.options.map { $0.lifted(into: \.display) }, notes: "")
    }

    /// The help of `demo --help`.
    static var help: String { syntax.help }

    static func parse(_ arguments: [String], environment: [String: String]) throws -> Options {
        guard case .run(var options, _) = try syntax.parse(arguments, defaults: Options()) else { return Options() }
        // TERM=dumb: plain lines, as --plain's help says.
        options.display = options.display.adjusted(for: environment)
        return options
    }

    /// Builds the demo's screens.
    /// The interactive demo's program, as `demo` runs it.
    package static func makeDemo(_ options: Options) -> DemoApp { makeApp(options).0 }

    static func makeApp(_ options: Options) -> (DemoApp, CalendarScreen) {
        let configuration = CalendarArt.configuration(calendar: options.calendar, locale: options.locale,
                                                      timeZone: .current, firstWeekday: options.firstWeekday)
        let picker = DayPicker(configuration: configuration, selecting: options.day, today: options.today)
        let style = options.display.theme.box
        let calendarScreen = CalendarScreen(picker: picker, style: style)
        let months = CalendarLabels(calendar: CalendarSystem(.gregorian), locale: options.locale).monthNames(style: .long)
        let form = FormScreen(locale: options.locale, today: options.today, calendar: options.calendar, style: style)
        let time = FormScreen(form: HoursForm.make(day: options.today ?? picker.today), title: "Time",
                              locale: options.locale, today: options.today, calendar: options.calendar, style: style)
        let app = DemoApp(screens: [calendarScreen, RibbonsScreen(monthNames: months, style: style), form, time],
                          theme: options.display.theme)
        return (app, calendarScreen)
    }

    /// Runs the demo; returns what to print after the terminal is given back.
    static func run(arguments: [String], environment: [String: String],
                    input: Int32 = 0, output: Int32 = 1) async throws -> DemoMain.Result {
        switch try syntax.parse(arguments, defaults: Options()) {
        case .help: return DemoMain.Result(status: 0, output: help, errorOutput: "")
        case .version: return DemoMain.Result(status: 0, output: DemoMain.version + "\n", errorOutput: "")
        case .run: break
        }
        let options = try parse(arguments, environment: environment)
        let (app, calendar) = makeApp(options)
        let interactive = isatty(input) == 1 && isatty(output) == 1
        guard interactive else { return DemoMain.Result(status: 0, output: frame(of: app), errorOutput: "") }
        let session: TerminalSession
        do {
            session = try TerminalSession(input: input, output: output, mode: options.display.plain ? .plain : .fullScreen)
        } catch {
            return DemoMain.Result(status: 0, output: frame(of: app), errorOutput: "")
        }
        if options.display.plain {
            session.write(Array((TerminalText.visible(app.keyAnnouncement) + "\n").utf8))
            _ = await TerminalRunLoop.runPlain(app, in: session)
        } else {
            _ = await TerminalRunLoop.run(app, in: session, options: options.display.rendering)
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
