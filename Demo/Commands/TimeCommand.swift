import CalendarPicker
import Foundation
import TerminalForms
import TerminalPickers
import TerminalUI

/// `demo time`: the time picker's wheels driven by a list of keys, drawn after each key.
@MainActor
enum TimeCommand {
    /// The parsed options.
    struct Options {
        var dates = DateOptions(zoneDefault: TimeCommand.zoneDefault)
        var times = TimeOptions()
        var keys: [(event: InputEvent, token: String)] = []
    }

    /// The time zone of the day and the time without `--time-zone`: UTC,
    /// so that a script's frames read the same everywhere.
    nonisolated static let zoneDefault = ZoneDefault.utc

    /// The options of ``DateOptions`` that a day and a time use (not --range or --multiple).
    static var dateOptions: [CommandOption<DateOptions>] {
        DateOptions.options(zoneDefault: zoneDefault).filter { !["--range", "--multiple"].contains($0.name) }.map { option in
            option.name == "--date" ? option.withHelp("with --datetime, the day selected at the start (default: today)") : option
        }
    }

    /// The command line: options, parser and help in one place.
    static var syntax: CommandSyntax<Options> {
        var options = TimeOptions.options(timeSelectsMode: false).map { $0.lifted(into: \Options.times) }
        options += dateOptions.map { $0.lifted(into: \Options.dates) }
        options.append(.value("--keys", "LIST", help: """
            comma-separated key names: \(keyNames.joined(separator: ", "))
            """) { $0.keys = try parseKeys($1) })
        return CommandSyntax(command: "demo time", operands: "", summary: """
            Draws the time picker's wheels (hours, minutes, and AM/PM where the locale
            has them) before and after each key, and ends with the line
            `selected: HH:MM`; with --duration `selected: H:MM`; with --datetime
            `selected: YYYY-MM-DDTHH:MM:SS±HH:MM`, the calendar beside the wheels. The
            selection is in the middle row: [09] on the wheel with the keys, (30) on
            the others. Up and Down show the previous and next value, Left and Right
            move between wheels, Enter chooses, Esc puts back the value at the start;
            with --datetime Tab moves the keys between the calendar and the wheels.
            Each frame starts with `# KEY` (`# start` first); a frame like the one
            before is just `# KEY (unchanged)`.
            """, options: options, notes: """
            A local time that daylight saving skips moves on by the gap (02:30 on
            2026-03-08 in America/New_York is 03:30-04:00); a repeated one is the
            first of the two, and the hour wheel offers the repeated hour twice,
            each with its offset.
            """)
    }

    /// The keys `--keys` takes: the wheels', the calendar's, `tab` and `esc`.
    static var keyNames: [String] {
        var names = WheelPickerView.keys.namedKeys.map(\.name) + ["tab", "esc"]
        for name in DayPickerView.keys.namedKeys.map(\.name) where !names.contains(name) { names.append(name) }
        return names
    }

    static func run(arguments: [String]) throws -> String {
        try syntax.output(of: arguments, defaults: Options(), version: DemoMain.version) { options, _ in try run(options) }
    }

    /// Draws the wheels before and after each key of a parsed command line, then the selection.
    static func run(_ options: Options) throws -> String {
        let board = try options.times.makeBoard(dates: options.dates)
        var frames = FrameLog()
        func draw(after event: String) {
            board.advanceToRest()
            frames.append(board.lines(in: board.layout(column: 0, row: 0)).joined(separator: "\n"), after: event)
        }
        draw(after: "start")
        for (event, token) in options.keys {
            if event == .key(.escape) {
                board.restoreStart()
            } else {
                _ = board.handle(event)
            }
            draw(after: token)
        }
        return frames.text + "\n\nselected: \(board.selectedText)\n"
    }

    /// The keys of a `--keys` list, each with its name for the frame's label.
    static func parseKeys(_ text: String) throws -> [(event: InputEvent, token: String)] {
        try ArgumentReader.list(text, named: "--keys").map { raw in
            let name = raw.trimmingBlanks.lowercased()
            guard keyNames.contains(name), let event = InputEvent(keyName: name) else {
                throw DemoError("--keys: unknown key '\(name)' (keys: \(keyNames.joined(separator: ", ")))")
            }
            return (event, name)
        }
    }
}
