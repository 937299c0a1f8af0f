import CalendarPicker

/// A day as a person types it at a line prompt: a date, or a day said
/// relative to today. A value read once by ``init(parsing:)`` and turned into
/// a day by ``day(from:)`` with today passed in (no clock is read).
///
/// The forms, case-insensitive, with blanks at the ends ignored:
///
/// - `YYYY-MM-DD`: a day of Foundation's Gregorian calendar (Julian before
///   1582-10-15), as `CalendarSystem(.gregorian).day(parsing:)` reads it and
///   the demo's `--date` takes it.
/// - `today`, `tomorrow`, `yesterday`.
/// - A count and a unit: `+3d`, `-1w`, `+2m`, `+1y`, with an optional blank
///   before the unit and the long units `day(s)`, `week(s)`, `month(s)` and
///   `year(s)` (`+3 days`, `-1 week`). A count without a sign counts forward
///   (`3d`), as GNU date takes an unsigned multiplier ("Relative items in
///   date strings": "Unsigned numbers are taken as positively signed").
///   A count is from today. Months and years keep the day of the month and
///   clamp it to the month's last day: 2026-01-31 `+1m` is 2026-02-28,
///   2028-01-31 `+1m` is 2028-02-29, 2028-02-29 `+1y` is 2029-02-28 (and a
///   day the reform skipped becomes the last day before the gap: 1582-09-10
///   `+1m` is 1582-10-04). GNU date does not clamp: its manual warns that
///   "the fuzz in units" may carry `-1 month` from a 31st into the next month
///   (2020-07-31 `-1 month` may give 2020-07-01); a picker asks for a day of
///   the month named, so the clamp is the rule here.
/// - A weekday in English, full or in its first three letters, or GNU's
///   `tues`, `wednes`, `thur` and `thurs`, optionally with a final period:
///   `fri` is the next Friday, today when today is one. This is GNU date's
///   rule ("Day of week items": "The explicit mention of a day of the week
///   will forward the date (only if necessary) to reach that day of the
///   week in the future"). `this fri` is the same day.
/// - `next fri`: the first Friday after today (a week from today when today
///   is Friday); `last fri`: the last Friday before today. This is what GNU
///   date does, by gnulib's `parse-datetime.y` (`next` is ordinal 1, `last`
///   −1: `(day − weekday + 7) % 7 + 7 × (ordinal − (ordinal > 0 and weekday ≠ day))`
///   days from today); its manual's "they move one week before or after the
///   day that day by itself would represent" holds only when today is that weekday.
///
/// Every result lies within the Gregorian calendar's days
/// (`CalendarSystem.supportedDays`, 4000 BC to AD 1 000 000); a count that
/// goes beyond them, `Int.max` days included, is an error, never a trap.
package struct RelativeDay: Hashable, Sendable {
    /// The unit of a counted step.
    package enum Unit: Hashable, Sendable, CaseIterable {
        /// Days.
        case days
        /// Weeks of seven days.
        case weeks
        /// Months: the day of the month kept, clamped to the month's last day.
        case months
        /// Years: twelve months.
        case years
    }

    /// Which weekday of several a weekday name means.
    package enum Ordinal: Hashable, Sendable {
        /// `fri` or `this fri`: the next Friday, today when today is one.
        case this
        /// `next fri`: the first Friday after today.
        case next
        /// `last fri`: the last Friday before today.
        case last
    }

    /// What the text said.
    package enum Form: Hashable, Sendable {
        /// A date: the day itself.
        case date(Day)
        /// A number of units from today; `today` is 0 days, `tomorrow` 1, `yesterday` −1.
        case step(Int, Unit)
        /// A weekday, found from today.
        case weekday(Weekday, Ordinal)

        /// The signed count of a step; 0 for a date or a weekday.
        var count: Int {
            if case .step(let count, _) = self { count } else { 0 }
        }
    }

    /// The text as typed, for messages.
    package let text: String
    /// What it says.
    package let form: Form

    /// The calendar the dates are read in and months are counted in.
    private static let calendar = CalendarSystem(.gregorian)

    /// Reads a typed day.
    ///
    /// - Parameter text: The text, as typed.
    /// - Throws: ``RelativeDayError`` quoting the text: no form above
    ///   (``RelativeDayError/Reason/notADay``), a date the calendar does not
    ///   have (``RelativeDayError/Reason/noSuchDay``), or a count too large
    ///   for any day (``RelativeDayError/Reason/tooEarly``, ``RelativeDayError/Reason/tooLate``).
    /// - Complexity: O(*n*) in the length of the text.
    package init(parsing text: String) throws(RelativeDayError) {
        self.text = text
        let words = text.trimmingBlanks.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if let named = Self.namedDay(words) ?? Self.weekday(words) {
            form = named
        } else if let step = try Self.step(words, text: text) {
            form = step
        } else if words.count == 1 {
            form = .date(try Self.date(words[0], text: text))
        } else {
            throw RelativeDayError(text: text, reason: .notADay)
        }
    }

    /// The day the text names, seen from today.
    ///
    /// - Parameter today: Today.
    /// - Returns: The day.
    /// - Throws: ``RelativeDayError`` with ``RelativeDayError/Reason/tooEarly``
    ///   or ``RelativeDayError/Reason/tooLate`` when the day lies outside the calendar's days.
    package func day(from today: Day) throws(RelativeDayError) -> Day {
        let days = Self.calendar.supportedDays
        let result: Day?
        switch form {
        case .date(let day): result = day
        case .step(let count, .days): result = Self.day(today, plus: count)
        case .step(let count, .weeks):
            let (product, overflow) = count.multipliedReportingOverflow(by: 7)
            result = overflow ? nil : Self.day(today, plus: product)
        case .step(let count, .months): result = Self.day(today, plusMonths: count)
        case .step(let count, .years):
            let (product, overflow) = count.multipliedReportingOverflow(by: 12)
            result = overflow ? nil : Self.day(today, plusMonths: product)
        case .weekday(let weekday, let ordinal):
            let ahead = today.weekday.days(until: weekday)
            switch ordinal {
            case .this: result = Self.day(today, plus: ahead)
            case .next: result = Self.day(today, plus: ahead == 0 ? 7 : ahead)
            case .last: result = Self.day(today, plus: ahead - 7)
            }
        }
        guard let result, days.contains(result) else {
            let isEarly = result.map { $0 < days.lowerBound } ?? (form.count < 0)
            throw RelativeDayError(text: text, reason: isEarly ? .tooEarly(first: days.lowerBound) : .tooLate(last: days.upperBound))
        }
        return result
    }

    /// Reads a typed day and finds it from today: ``init(parsing:)`` then ``day(from:)``.
    ///
    /// - Parameters:
    ///   - text: The text, as typed.
    ///   - today: Today.
    /// - Returns: The day.
    /// - Throws: ``RelativeDayError`` quoting the text.
    /// - Complexity: O(*n*) in the length of the text.
    package static func day(parsing text: String, today: Day) throws(RelativeDayError) -> Day {
        try RelativeDay(parsing: text).day(from: today)
    }
}

extension RelativeDay {
    /// `today`, `tomorrow` and `yesterday` as steps of days.
    ///
    /// - Parameter words: The lowercased words.
    /// - Returns: The form, or `nil` for other words.
    private static func namedDay(_ words: [String]) -> Form? {
        guard words.count == 1 else { return nil }
        switch words[0] {
        case "today": return .step(0, .days)
        case "tomorrow": return .step(1, .days)
        case "yesterday": return .step(-1, .days)
        default: return nil
        }
    }

    /// A weekday name, alone or after `this`, `next` or `last`.
    ///
    /// - Parameter words: The lowercased words.
    /// - Returns: The form, or `nil` for other words.
    private static func weekday(_ words: [String]) -> Form? {
        let ordinal: Ordinal
        switch (words.count, words.first) {
        case (1, _): ordinal = .this
        case (2, "this"): ordinal = .this
        case (2, "next"): ordinal = .next
        case (2, "last"): ordinal = .last
        default: return nil
        }
        var name = Substring(words[words.count - 1])
        if name.hasSuffix(".") { name = name.dropLast() }
        guard let weekday = Self.weekdayNames[String(name)] else { return nil }
        return .weekday(weekday, ordinal)
    }

    /// The English names of the weekdays GNU date reads: full, the first
    /// three letters, and `tues`, `wednes`, `thur`, `thurs`.
    private static let weekdayNames: [String: Weekday] = {
        var names: [String: Weekday] = ["tues": .tuesday, "wednes": .wednesday, "thur": .thursday, "thurs": .thursday]
        for weekday in Weekday.allCases {
            let full = weekday.description.lowercased()
            names[full] = weekday
            names[String(full.prefix(3))] = weekday
        }
        return names
    }()

    /// The unit names: a letter, and the long name with or without `s`.
    private static let unitNames: [String: Unit] = [
        "d": .days, "day": .days, "days": .days, "w": .weeks, "week": .weeks, "weeks": .weeks,
        "m": .months, "month": .months, "months": .months, "y": .years, "year": .years, "years": .years,
    ]

    /// A count and a unit (`+3d`, `-1 week`, `2m`), or `nil` when the words are no such thing.
    ///
    /// - Parameters:
    ///   - words: The lowercased words.
    ///   - text: The text, for the error.
    /// - Returns: The step, or `nil` when the words are no count and unit.
    /// - Throws: ``RelativeDayError/Reason/tooEarly`` or ``RelativeDayError/Reason/tooLate``
    ///   for a count beyond `Int`.
    /// - Complexity: O(*n*) in the length of the words.
    private static func step(_ words: [String], text: String) throws(RelativeDayError) -> Form? {
        guard words.count == 1 || words.count == 2 else { return nil }
        var rest = Substring(words[0])
        let isNegative = rest.first == "-"
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        let digits = rest.prefix(while: { $0.isASCII && $0.isWholeNumber })
        let unitName = words.count == 2 ? words[1] : String(rest.dropFirst(digits.count))
        guard !digits.isEmpty, words.count == 1 || digits.count == rest.count, let unit = unitNames[unitName] else {
            return nil
        }
        guard let magnitude = Int(digits) else {
            let days = calendar.supportedDays
            throw RelativeDayError(text: text, reason: isNegative ? .tooEarly(first: days.lowerBound) : .tooLate(last: days.upperBound))
        }
        return .step(isNegative ? -magnitude : magnitude, unit)
    }

    /// A `YYYY-MM-DD` date of the Gregorian calendar.
    ///
    /// - Parameters:
    ///   - word: The word.
    ///   - text: The text, for the error.
    /// - Returns: The day.
    /// - Throws: ``RelativeDayError/Reason/noSuchDay`` for numbers that name
    ///   no day (`2026-02-30`), ``RelativeDayError/Reason/notADay`` for anything else.
    private static func date(_ word: String, text: String) throws(RelativeDayError) -> Day {
        do {
            return try calendar.day(parsing: word)
        } catch where error.reason == .noSuchDay || error.reason == .outOfRange {
            throw RelativeDayError(text: text, reason: .noSuchDay(calendarName: calendar.name))
        } catch {
            throw RelativeDayError(text: text, reason: .notADay)
        }
    }

    /// A day a number of days from another, or `nil` beyond `Day`'s numbers (no saturation).
    ///
    /// - Parameters:
    ///   - day: A day.
    ///   - count: Any number of days.
    /// - Returns: The day, or `nil` when it has no day number.
    private static func day(_ day: Day, plus count: Int) -> Day? {
        let (sum, overflow) = day.dayNumber.addingReportingOverflow(count)
        return overflow ? nil : Day(dayNumber: sum)
    }

    /// A day a number of months from another, the day of the month kept and
    /// clamped to the month's last day (or to the last day before a gap, as
    /// in October 1582); `nil` outside the calendar's days.
    ///
    /// - Parameters:
    ///   - day: A day of the calendar's days.
    ///   - count: Any number of months.
    /// - Returns: The day, or `nil` outside the calendar's days.
    private static func day(_ day: Day, plusMonths count: Int) -> Day? {
        let days = calendar.supportedDays
        guard let components = calendar.components(of: day), let first = calendar.components(of: days.lowerBound),
              let last = calendar.components(of: days.upperBound) else { return nil }
        /// The astronomical year (0 = 1 BC) of an era's year: era 1 is AD, era 0 BC.
        ///
        /// - Parameter components: A day's components in the Gregorian calendar.
        /// - Returns: The year, negative before 1 BC.
        func astronomical(_ components: DayComponents) -> Int {
            components.era == 0 ? 1 - components.year : components.year
        }
        let (sum, overflow) = (astronomical(components) * 12 + components.month - 1).addingReportingOverflow(count)
        guard !overflow else { return nil }
        let year = DayArithmetic.floorDivide(sum, 12), month = sum - year * 12 + 1
        guard year >= astronomical(first), year <= astronomical(last),
              let target = calendar.month(era: year >= 1 ? 1 : 0, year: year >= 1 ? year : 1 - year, number: month),
              let monthDays = calendar.days(of: target)
        else { return nil }
        return monthDays.day(labelled: monthDays.clampedLabel(components.day))
    }
}

