import CalendarPicker
import Foundation
import TerminalForms
import TerminalPickers
import TerminalUI

/// `demo calendar`: the calendar picker driven by a list of keys, drawn after each key.
@MainActor
enum CalendarCommand {
    /// The parsed options.
    struct Options {
        var dates = DateOptions(zoneDefault: CalendarCommand.zoneDefault)
        var latinDigits = false
        var weekNumbers = false
        var keys: [(key: DayPicker.Key, token: String)] = []
    }

    /// The time zone of today and the days' starts without `--time-zone`:
    /// UTC, so that a script's frames read the same everywhere.
    nonisolated static let zoneDefault = ZoneDefault.utc

    /// The command line: options, parser and help in one place.
    static var syntax: CommandSyntax<Options> {
        var defaults = DateOptions.options(zoneDefault: zoneDefault).map { $0.lifted(into: \Options.dates) }
        defaults += [
            SharedOptions.latinDigits.lifted(into: \.latinDigits),
            SharedOptions.weekNumbers.lifted(into: \.weekNumbers),
            .value("--keys", "LIST", help: """
                comma-separated key names: \(keyNames.joined(separator: ", "))
                """) { $0.keys = try parseKeys($1) },
        ]
        return CommandSyntax(command: "demo calendar", operands: "", summary: """
            Draws the calendar picker (year ribbon, month ribbon, day grid) before and after
            each key and ends with the line `selected: YYYY-MM-DD` (Foundation's Gregorian
            calendar); with --range `selected: START END` (the chosen range; the selected
            day twice while none is chosen); with --multiple `selected:` and the chosen
            days in order. Marks: [25] selected, (21) today, {21} both, ~1 a day of another
            month, 9x a day that cannot be chosen, *12* a chosen day of several; a range
            runs |18- -19- -20|. Each frame starts with `# KEY` (`# start` first); a frame
            like the one before is just `# KEY (unchanged)`.
            """, options: defaults, notes: "")
    }

    /// The keys `--keys` takes: the names of the day picker's keys (``DayPickerView/keys``).
    static var keyNames: [String] { DayPickerView.keys.namedKeys.map(\.name) }

    static func run(arguments: [String]) throws -> String {
        try syntax.output(of: arguments, defaults: Options(), version: DemoMain.version) { options, _ in try run(options) }
    }

    /// Draws the picker before and after each key of a parsed command line, then the selection.
    static func run(_ options: Options) throws -> String {
        let picker = try options.dates.makePicker()
        let view = DayPickerView(picker: picker)
        view.latinDigits = options.latinDigits
        view.showsWeekNumbers = options.weekNumbers
        var frames = FrameLog()
        func draw(after event: String) {
            picker.advanceToRest()
            frames.append(view.canvas(in: view.layout(column: 0, row: 0)).lines().joined(separator: "\n"), after: event)
        }
        draw(after: "start")
        for (key, token) in options.keys {
            picker.handle(key)
            draw(after: token)
        }
        let selected = selectedText(of: picker)
        return frames.text + "\n\nselected:\(selected.isEmpty ? "" : " " + selected)\n"
    }

    /// What a picker has chosen, in Foundation's Gregorian calendar: the
    /// selected day (`none` when no day can be chosen); with ranges `START END` of the chosen range
    /// (the selected day twice while none is chosen); with several days,
    /// the chosen ones in order.
    static func selectedText(of picker: DayPicker) -> String {
        let gregorian = CalendarSystem(.gregorian)
        switch picker.configuration.selectionMode {
        case .single:
            return picker.selectedDay.map(gregorian.text(of:)) ?? "none"
        case .range:
            guard let range = picker.selectedRange ?? picker.selectedDay.map({ DayRange($0...$0) }) else { return "none" }
            return "\(gregorian.text(of: range.start)) \(gregorian.text(of: range.end))"
        case .multiple:
            return picker.chosenDaysInOrder.map(gregorian.text(of:)).joined(separator: " ")
        case .week:
            guard let days = picker.selectedWeek?.days else { return "none" }
            return "\(gregorian.text(of: days.start)) \(gregorian.text(of: days.end))"
        }
    }

    /// The keys of a `--keys` list, each with its name for the frame's label.
    static func parseKeys(_ text: String) throws -> [(key: DayPicker.Key, token: String)] {
        try ArgumentReader.list(text, named: "--keys").map { raw in
            let name = raw.trimmingBlanks.lowercased()
            guard let key = DayPickerView.keys.action(named: name) else {
                throw DemoError("--keys: unknown key '\(name)' (keys: \(keyNames.joined(separator: ", ")))")
            }
            return (key, name)
        }
    }
}
