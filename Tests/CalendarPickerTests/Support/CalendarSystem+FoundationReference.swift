import Foundation

import Calendars
@testable import CalendarPicker

// What Foundation answers for a calendar the package computes: the second
// implementation the package's calendars are compared with (never the only one).
extension CalendarSystem {
    /// Foundation's calendar of the same identifier, in GMT.
    var calendar: Calendar {
        guard let calendar = foundationCalendar else { fatalError("\(identifier) has no Foundation calendar here") }
        return calendar
    }

    /// The calendars with leap months.
    static let leapMonthCalendars: Set<Calendar.Identifier> = [.chinese, .dangi]

    /// The day with a day number, asked of Foundation.
    func foundationDay(atDayNumber dayNumber: Int) -> DayFields {
        fields(of: Self.noon(ofDayNumber: dayNumber))
    }

    /// The day number Foundation gives for a day's fields, without checking
    /// that the day exists (Foundation rolls a missing day over to another).
    func foundationResolvedDayNumber(of day: DayFields) -> Int? {
        calendar.date(from: dateComponents(of: day)).map(Self.dayNumber(of:))
    }

    /// The day number of a day, asked of Foundation; `nil` when the calendar has no such day.
    func foundationDayNumber(of day: DayFields) -> Int? {
        guard let date = calendar.date(from: dateComponents(of: day)), fields(of: date) == day else { return nil }
        return Self.dayNumber(of: date)
    }

    /// The day number of a month's first day, asked of Foundation: day 1,
    /// except where an era starts mid-month (Heisei 1 began on January 8).
    func foundationFirstDayNumber(of month: MonthKey) -> Int? {
        if let first = foundationDayNumber(of: DayFields(month: month, day: 1)) { return first }
        guard var dayNumber = foundationResolvedDayNumber(of: DayFields(month: month, day: 1)) else { return nil }
        // Foundation rolled the missing day to a neighbour: walk forward until the month starts or is passed.
        for _ in 0..<62 {
            let day = foundationDay(atDayNumber: dayNumber)
            if day.month == month { return dayNumber }
            if month.fieldsPrecede(day.month) { return nil }
            dayNumber += 1
        }
        return nil
    }

    /// The days of a month that starts on `first`, asked of Foundation.
    func foundationDays(of month: MonthKey, first: Int) -> MonthDays {
        let labels = calendar.range(of: .day, in: .month, for: Self.noon(ofDayNumber: first)) ?? 1..<2
        let lastLabel = max(1, labels.upperBound - 1)
        if let last = foundationDayNumber(of: DayFields(month: month, day: lastLabel)), last - first + 1 == lastLabel,
           foundationDay(atDayNumber: first).day == 1 {
            return MonthDays(key: month, firstDayNumber: first, length: lastLabel)
        }
        // Labels with a gap, or not starting at 1: walk the days and collect the runs.
        var runs: [ClosedRange<Int>] = []
        var dayNumber = first
        while true {
            let day = foundationDay(atDayNumber: dayNumber)
            guard day.month == month else { break }
            if let run = runs.last, run.upperBound + 1 == day.day {
                runs[runs.count - 1] = run.lowerBound...day.day
            } else {
                runs.append(day.day...day.day)
            }
            dayNumber += 1
        }
        return MonthDays(key: month, firstDayNumber: first, labelRuns: runs)
    }

    /// A year's months and their days, asked of Foundation.
    ///
    /// In ``monthByMonthLayout(of:)``, every month number the calendar knows (and, in Chinese-style calendars,
    /// its leap twin) is tried, so that missing months (a common Hebrew year's
    /// Adar I, Heisei 31's May) are left out. Chinese-style calendars take a
    /// shorter way, with a few questions per year (see ``lunisolarLayout(of:)``).
    func foundationLayout(of year: Year) -> YearLayout {
        lunisolarLayout(of: year) ?? monthByMonthLayout(of: year)
    }

    /// A year's months and their days, asked of Foundation month number by month number.
    ///
    /// A month's first day is asked for (two questions); its length is where
    /// the next month starts, confirmed by its last day's label (one
    /// question: a gap, or a first label past 1, would make that label larger). Only the last month, a month with a gap (October 1582 in
    /// the Japanese calendar) or one that does not start on day 1 (Heisei 1
    /// January) is asked about day by day.
    func monthByMonthLayout(of year: Year) -> YearLayout {
        let numbers = calendar.maximumRange(of: .month) ?? 1..<13
        let hasLeapMonths = Self.leapMonthCalendars.contains(calendar.identifier)
        var starts: [(month: MonthKey, first: Int)] = []
        for number in numbers {
            for leap in hasLeapMonths ? [false, true] : [false] {
                let month = MonthKey(era: year.era, year: year.year, month: number, isLeapMonth: leap)
                if let first = foundationFirstDayNumber(of: month) { starts.append((month, first)) }
            }
        }
        starts.sort { $0.first < $1.first }
        var months: [MonthDays] = []
        for (index, start) in starts.enumerated() {
            if index + 1 < starts.count {
                let length = starts[index + 1].first - start.first
                // Labels 1...length exactly when the last day is labelled `length`
                // (a gap, or a start past day 1, would make its label larger).
                let last = foundationDay(atDayNumber: start.first + length - 1)
                if length > 0 && last.month == start.month && last.day == length {
                    months.append(MonthDays(key: start.month, firstDayNumber: start.first, length: length))
                    continue
                }
            }
            months.append(foundationDays(of: start.month, first: start.first))
        }
        return YearLayout(year: year, months: months)
    }

    /// A year of the Chinese or Korean calendar from the first days of its
    /// twelve numbered months and of the next year: a gap of more than 30
    /// days holds a leap month, whose first day is asked once. `nil` for
    /// other calendars, or when Foundation's answers do not fit that shape
    /// (the caller then asks month by month).
    func lunisolarLayout(of year: Year) -> YearLayout? {
        guard Self.leapMonthCalendars.contains(calendar.identifier), (1...60).contains(year.year), year.era < Int.max else {
            return nil
        }
        func first(_ number: Int, of year: Year, leap: Bool = false) -> Int? {
            foundationResolvedDayNumber(of: DayFields(era: year.era, year: year.year, month: number, day: 1, isLeapMonth: leap))
        }
        let next = year.year == 60 ? Year(era: year.era + 1, year: 1) : Year(era: year.era, year: year.year + 1)
        var bounds: [Int] = []
        for number in 1...12 {
            guard let day = first(number, of: year) else { return nil }
            bounds.append(day)
        }
        guard let end = first(1, of: next) else { return nil }
        bounds.append(end)
        var months: [MonthDays] = []
        for index in 0..<12 {
            let month = MonthKey(era: year.era, year: year.year, month: index + 1)
            let start = bounds[index], stop = bounds[index + 1]
            switch stop - start {
            case 29...30:
                months.append(MonthDays(key: month, firstDayNumber: start, length: stop - start))
            case 58...60:
                guard let leapStart = first(index + 1, of: year, leap: true),
                      (29...30).contains(leapStart - start), (29...30).contains(stop - leapStart) else { return nil }
                var leapMonth = month
                leapMonth.isLeapMonth = true
                months.append(MonthDays(key: month, firstDayNumber: start, length: leapStart - start))
                months.append(MonthDays(key: leapMonth, firstDayNumber: leapStart, length: stop - leapStart))
            default:
                return nil
            }
        }
        return YearLayout(year: year, months: months)
    }

    func dateComponents(of day: DayFields) -> DateComponents {
        var components = DateComponents()
        components.era = day.era
        components.year = day.year
        components.month = day.month.month
        components.day = day.day
        components.hour = 12
        if day.month.isLeapMonth { components.isLeapMonth = true }
        return components
    }

    func fields(of date: Date) -> DayFields {
        let hasLeapMonths = Self.leapMonthCalendars.contains(calendar.identifier)
        let c = calendar.dateComponents(hasLeapMonths ? [.era, .year, .month, .day, .isLeapMonth] : [.era, .year, .month, .day],
                                        from: date)
        return DayFields(era: c.era ?? 1, year: c.year ?? 1, month: c.month ?? 1, day: c.day ?? 1,
                   isLeapMonth: hasLeapMonths ? c.isLeapMonth ?? false : false)
    }
}

