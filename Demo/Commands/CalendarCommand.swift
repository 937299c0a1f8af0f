import CalendarPicker
import Foundation
import TerminalPickers
import TerminalUI

/// `demo calendar`: the calendar picker driven by a list of keys, drawn after each key.
@MainActor
enum CalendarCommand {
    static let help = """
        usage: demo calendar [--date YYYY-MM-DD[..YYYY-MM-DD]] [--today YYYY-MM-DD]
                             [--range | --multiple] [--min YYYY-MM-DD] [--max YYYY-MM-DD]
                             [--locale ID] [--first-weekday 1-7] [--calendar NAME]
                             [--time-zone ID] [--latin-digits] [--keys LIST]

        Draws the calendar picker (year ribbon, month ribbon, day grid) before and after
        each key and ends with the line `selected: YYYY-MM-DD` (Foundation's Gregorian
        calendar); with --range `selected: START END` (the chosen range; the selected
        day twice while none is chosen); with --multiple `selected:` and the chosen
        days in order. Marks: [25] selected, (21) today, {21} both, ~1 a day of another
        month, 9x a day that cannot be chosen, *12* a chosen day of several; a range
        runs |18- -19- -20|. Each frame starts with `# KEY` (`# start` first); a frame
        like the one before is just `# KEY (unchanged)`.

        \(DateOptions.help)
          --latin-digits  write days in 0-9 whatever the locale's digits
          --keys          comma-separated: left, right, up, down, pageup, pagedown,
                          shift+pageup, shift+pagedown, home, end, t, enter,
                          shift+left, shift+right, shift+up, shift+down, esc

        Without --time-zone, today and the days' starts are reckoned in UTC.

        """

    static let keys: [String: DayPicker.Key] = [
        "left": .left, "right": .right, "up": .up, "down": .down,
        "pageup": .previousMonth, "pagedown": .nextMonth,
        "shift+pageup": .previousYear, "shift+pagedown": .nextYear,
        "home": .startOfWeek, "end": .endOfWeek, "t": .today, "enter": .choose,
        "shift+left": .extendLeft, "shift+right": .extendRight, "shift+up": .extendUp, "shift+down": .extendDown,
        "esc": .cancel,
    ]

    static func run(arguments: [String]) throws -> String {
        if arguments.contains("--help") || arguments.contains("-h") { return help }
        var reader = ArgumentReader(arguments)
        var options = DateOptions()
        options.timeZone = TimeZone(secondsFromGMT: 0)!
        var latinDigits = false
        var keyList: [(key: DayPicker.Key, token: String)] = []
        while let option = try reader.nextOption() {
            if try options.read(option, from: &reader) { continue }
            switch option {
            case "--latin-digits": latinDigits = true
            case "--keys": keyList = try parseKeys(try reader.value(for: option))
            default: throw DemoError("unknown option '\(reader.lastToken)' (try: demo calendar --help)")
            }
        }
        let picker = try options.makePicker()
        let symbols = CalendarOptions.headerSymbols(locale: options.locale, firstWeekday: picker.firstWeekday)
        var frames = FrameLog()
        func draw(after event: String) {
            picker.advanceToRest()
            let lines = CalendarArt.lines(for: picker, weekdaySymbols: symbols, latinDigits: latinDigits)
            let isolated = CalendarOptions.isRightToLeft(options.locale) ? lines.map(BidiIsolation.isolating) : lines
            frames.append(isolated.joined(separator: "\n"), after: event)
        }
        draw(after: "start")
        for (key, token) in keyList {
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
            guard let range = picker.selectedRange ?? picker.selectedDay.map({ DayRange($0, $0) }) else { return "none" }
            return "\(gregorian.text(of: range.start)) \(gregorian.text(of: range.end))"
        case .multiple:
            return picker.chosenDaysInOrder.map(gregorian.text(of:)).joined(separator: " ")
        }
    }

    /// The keys of a `--keys` list, each with its name for the frame's label.
    static func parseKeys(_ text: String) throws -> [(key: DayPicker.Key, token: String)] {
        try KeyList.tokens(text).map { raw in
            let name = raw.trimmingCharacters(in: .whitespaces).lowercased()
            guard let key = keys[name] else {
                throw DemoError("--keys: unknown key '\(name)' (keys: \(keys.keys.sorted().joined(separator: ", ")))")
            }
            return (key, name)
        }
    }
}
