import CalendarPicker
import Foundation
import TerminalPickers
import TerminalUI

/// `demo calendar`: the calendar picker driven by a list of keys, drawn after each key.
@MainActor
enum CalendarCommand {
    static let help = """
        usage: demo calendar [--date YYYY-MM-DD[..YYYY-MM-DD]] [--today YYYY-MM-DD] [--range]
                             [--locale ID] [--first-weekday 1-7] [--calendar NAME]
                             [--time-zone ID] [--latin-digits] [--keys LIST]

        Draws the calendar picker (year ribbon, month ribbon, day grid) before and after
        each key and ends with the line `selected: YYYY-MM-DD` (Foundation's Gregorian
        calendar), or with --range `selected: START END` (the chosen range; the selected
        day twice while none is chosen). Marks: [25] selected, (21) today, {21} both,
        ~1 another month's day, 9x a day that cannot be chosen; a range runs |18- -19- -20|.
        Each frame starts with `# KEY` (`# start` first); a frame like the one before
        is just `# KEY (unchanged)`.

          --date           the day selected at the start (default: today); with --range,
                           START..END chooses a range at the start
          --range          pick a range: Enter fixes one end, moves show the range,
                           Enter again fixes the other; Shift+arrows extend, Esc drops it
          --latin-digits   write days in 0-9 whatever the locale's digits
          --today          the day marked as today (default: the clock's, in --time-zone)
          --keys           comma-separated: left, right, up, down, pageup, pagedown,
                           shift+pageup, shift+pagedown, home, end, t, enter,
                           shift+left, shift+right, shift+up, shift+down, esc

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
        var locale = try CalendarOptions.locale("en_US")
        var calendar = CalendarSystem(.gregorian)
        var timeZone = TimeZone(secondsFromGMT: 0)!
        var firstWeekday: Int?
        var date: (start: Day, end: Day?)?
        var today: Day?
        var range = false
        var latinDigits = false
        var keyList: [(key: DayPicker.Key, token: String)] = []
        while let option = try reader.nextOption() {
            switch option {
            case "--date": date = try CalendarOptions.gregorianDays(try reader.value(for: option), option: option)
            case "--range": range = true
            case "--latin-digits": latinDigits = true
            case "--today": today = try CalendarOptions.gregorianDay(try reader.value(for: option), option: option)
            case "--locale": locale = try CalendarOptions.locale(try reader.value(for: option))
            case "--first-weekday": firstWeekday = try reader.integer(for: option, in: 1...7)
            case "--calendar": calendar = try CalendarOptions.calendar(named: try reader.value(for: option))
            case "--time-zone": timeZone = try CalendarOptions.timeZone(try reader.value(for: option))
            case "--keys": keyList = try parseKeys(try reader.value(for: option))
            default: throw DemoError("unknown option '\(reader.lastToken)' (try: demo calendar --help)")
            }
        }
        let gregorian = CalendarSystem(.gregorian)
        func converted(_ day: Day?) -> Day? {
            day.flatMap { gregorian.dayNumber(of: $0) }.map { calendar.day(atDayNumber: $0) }
        }
        if date?.end != nil && !range { throw DemoError("--date START..END needs --range") }
        let picker = CalendarOptions.makePicker(calendar: calendar, locale: locale, timeZone: timeZone,
                                                firstWeekday: firstWeekday, selecting: converted(date?.start),
                                                today: converted(today), range: range)
        if let start = converted(date?.start), let end = converted(date?.end) {
            guard case .chosenRange = picker.select(range: DayRange(start: start, end: end)) else {
                throw DemoError("--date: the range is not one the picker allows")
            }
        }
        let symbols = CalendarOptions.headerSymbols(locale: locale, firstWeekday: picker.firstWeekday)
        var frames = FrameLog()
        func draw(after event: String) {
            settle(picker)
            let lines = CalendarArt.lines(for: picker, weekdaySymbols: symbols, latinDigits: latinDigits)
            let isolated = CalendarOptions.isRightToLeft(locale) ? lines.map(BidiIsolation.isolating) : lines
            frames.append(isolated.joined(separator: "\n"), after: event)
        }
        draw(after: "start")
        for (key, token) in keyList {
            picker.handle(key)
            draw(after: token)
        }
        return frames.text + "\n\nselected: \(selectedText(of: picker))\n"
    }

    /// `YYYY-MM-DD` of the selected day, or with ranges `START END` of the
    /// chosen range (the selected day twice while none is chosen), in
    /// Foundation's Gregorian calendar.
    static func selectedText(of picker: DayPicker) -> String {
        guard picker.isRangeMode else { return CalendarOptions.gregorianText(ofDayNumber: picker.selectedDayNumber) }
        let ends = picker.selectedRange.map { range in
            (picker.calendar.dayNumber(of: range.start) ?? picker.selectedDayNumber,
             picker.calendar.dayNumber(of: range.end) ?? picker.selectedDayNumber)
        } ?? (picker.selectedDayNumber, picker.selectedDayNumber)
        return "\(CalendarOptions.gregorianText(ofDayNumber: ends.0)) \(CalendarOptions.gregorianText(ofDayNumber: ends.1))"
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

    /// Runs the ribbons' animations to their ends.
    static func settle(_ picker: DayPicker) {
        for ribbon in [picker.monthPicker.ribbon, picker.yearPicker.ribbon] {
            var time = ribbon.currentTime
            while ribbon.isAnimating {
                time += 1000.0 / 60.0
                ribbon.advance(to: time)
            }
        }
    }
}
