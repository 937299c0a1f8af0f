import CalendarPicker
import Foundation
import TerminalPickers
import TerminalUI

/// `demo calendar`: the calendar picker driven by a list of keys, drawn after each key.
@MainActor
enum CalendarCommand {
    static let help = """
        usage: demo calendar [--date YYYY-MM-DD] [--today YYYY-MM-DD] [--locale ID]
                             [--first-weekday 1-7] [--calendar NAME] [--time-zone ID] [--keys LIST]

        Draws the calendar picker (year ribbon, month ribbon, day grid) before and after
        each key and ends with the line `selected: YYYY-MM-DD` (Foundation's Gregorian
        calendar). Marks: [25] selected, (21) today, {21} both, ~1 another month's day.
        Each frame starts with `# KEY` (`# start` first); a frame like the one before
        is just `# KEY (unchanged)`.

          --date           the day selected at the start (default: today)
          --today          the day marked as today (default: the clock's, in --time-zone)
          --keys           comma-separated: left, right, up, down, pageup, pagedown,
                           shift+pageup, shift+pagedown, home, end, t, enter

        """

    static let keys: [String: DayPicker.Key] = [
        "left": .left, "right": .right, "up": .up, "down": .down,
        "pageup": .previousMonth, "pagedown": .nextMonth,
        "shift+pageup": .previousYear, "shift+pagedown": .nextYear,
        "home": .startOfWeek, "end": .endOfWeek, "t": .today, "enter": .choose,
    ]

    static func run(arguments: [String]) throws -> String {
        if arguments.contains("--help") || arguments.contains("-h") { return help }
        var reader = ArgumentReader(arguments)
        var locale = try CalendarOptions.locale("en_US")
        var calendar = CalendarSystem(.gregorian)
        var timeZone = TimeZone(secondsFromGMT: 0)!
        var firstWeekday: Int?
        var date: Day?
        var today: Day?
        var keyList: [(key: DayPicker.Key, token: String)] = []
        while let option = try reader.nextOption() {
            switch option {
            case "--date": date = try CalendarOptions.gregorianDay(try reader.value(for: option), option: option)
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
        let picker = CalendarOptions.makePicker(calendar: calendar, locale: locale, timeZone: timeZone,
                                                firstWeekday: firstWeekday, selecting: converted(date), today: converted(today))
        let symbols = CalendarOptions.headerSymbols(locale: locale, firstWeekday: picker.firstWeekday)
        var frames = FrameLog()
        func draw(after event: String) {
            settle(picker)
            frames.append(CalendarArt.lines(for: picker, weekdaySymbols: symbols).joined(separator: "\n"), after: event)
        }
        draw(after: "start")
        for (key, token) in keyList {
            picker.handle(key)
            draw(after: token)
        }
        return frames.text + "\n\nselected: \(CalendarOptions.gregorianText(ofDayNumber: picker.selectedDayNumber))\n"
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
