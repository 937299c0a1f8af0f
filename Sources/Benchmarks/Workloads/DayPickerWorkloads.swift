import CalendarPicker
import Foundation

/// Day pickers built and navigated as an app does, through the public API.
@MainActor
enum DayPickerWorkloads {
    /// A Gregorian en_US picker on a fixed day, in GMT.
    static func gregorianConfiguration(locale: String = "en_US") -> DayPicker.Configuration {
        DayPicker.Configuration(calendar: CalendarSystem(.gregorian), locale: Locale(identifier: locale),
                                timeZone: TimeZone(secondsFromGMT: 0)!)
    }

    /// Builds `count` Gregorian en_US pickers, after one was built already.
    static func build(count: Int) -> Int {
        let configuration = gregorianConfiguration()
        let day = Day(prolepticGregorianYear: 2026, month: 11, day: 21)!
        var digest = DayPicker(configuration: configuration, selecting: day, today: day).grid.rowCount
        for _ in 0..<count {
            digest &+= DayPicker(configuration: configuration, selecting: day, today: day).grid.rowCount
        }
        return digest
    }

    /// Locales for pickers that are each the first of their locale.
    static let freshLocales: [String] = Locale.availableIdentifiers.sorted()

    /// Builds `count` Gregorian pickers, each in a locale not used before.
    static func buildFirst(count: Int) -> Int {
        precondition(count <= freshLocales.count, "not that many locales")
        let day = Day(prolepticGregorianYear: 2026, month: 11, day: 21)!
        var digest = 0
        for index in 0..<count {
            let configuration = gregorianConfiguration(locale: freshLocales[index])
            digest &+= DayPicker(configuration: configuration, selecting: day, today: day).grid.rowCount
        }
        return digest
    }

    /// The calendars the navigation workloads go through, with a day to start on.
    static let navigationStarts: [String: (CalendarIdentifier, DayComponents)] = [
        "gregorian": (.gregorian, DayComponents(era: 1, year: 2026, month: 6, day: 15)),
        "hebrew": (.hebrew, DayComponents(era: 0, year: 5786, month: 5, day: 15)),
        "japanese": (.japanese, DayComponents(era: 236, year: 8, month: 6, day: 15)),
        "islamic-civil": (.islamicCivil, DayComponents(era: 0, year: 1447, month: 6, day: 15)),
        "chinese": (.chinese, DayComponents(era: 78, year: 43, month: 6, day: 15)),
    ]

    /// A picker of a calendar whose years around the start have been visited.
    static func visitedPicker(_ name: String) -> DayPicker {
        let (identifier, components) = navigationStarts[name]!
        let day = CalendarSystem(identifier).day(from: components)!
        let configuration = DayPicker.Configuration(calendar: CalendarSystem(identifier), locale: Locale(identifier: "en_US"),
                                                    timeZone: TimeZone(secondsFromGMT: 0)!)
        let picker = DayPicker(configuration: configuration, selecting: day, today: day)
        for _ in 0..<14 { picker.handle(.nextMonth) }
        for _ in 0..<28 { picker.handle(.previousMonth) }
        for _ in 0..<14 { picker.handle(.nextMonth) }
        return picker
    }

    /// `count` month changes, back and forth over a year and a bit, in visited years.
    static func navigate(_ picker: DayPicker, count: Int) -> Int {
        var digest = 0
        for index in 0..<count {
            // Twelve steps forward, then twelve back: across a year's boundary either way.
            let key: DayPicker.Key = (index / 12) % 2 == 0 ? .nextMonth : .previousMonth
            if case .selected(let day) = picker.handle(key) { digest &+= day.dayNumber }
        }
        return digest
    }

    /// `count` year changes forward in the Chinese calendar, each into a year not visited before.
    static func chineseYears(count: Int) -> Int {
        let configuration = DayPicker.Configuration(calendar: CalendarSystem(.chinese), locale: Locale(identifier: "en_US"),
                                                    timeZone: TimeZone(secondsFromGMT: 0)!)
        // Far from the years other workloads visit.
        let day = CalendarSystem(.chinese).day(from: DayComponents(era: 70, year: 1, month: 3, day: 10))!
        let picker = DayPicker(configuration: configuration, selecting: day, today: day)
        var digest = 0
        for _ in 0..<count {
            if case .selected(let selected) = picker.handle(.nextYear) { digest &+= selected.dayNumber }
        }
        return digest
    }
}
