import Foundation

/// The years of Foundation's Chinese and Korean (Dangi) calendars that start
/// in Gregorian 1500–2499, packed in 32 bits each, so that moving around
/// them asks Foundation nothing.
///
/// Foundation works these calendars out with ICU's astronomy: a year's
/// months cost it about 1.5 million instructions, and a day's date a
/// quarter of a million. A packed year holds what a layout needs:
///
/// | bits | what |
/// |---|---|
/// | 0–12 | month lengths in order, leap month included: 1 = 30 days, 0 = 29 |
/// | 13–16 | the leap month's number (it follows the month of that number), 0 = none |
/// | 17–22 | the first month's first day, as days after 1 January (proleptic Gregorian) |
///
/// The tables (`LunisolarTable+Data.swift`) are generated from Foundation,
/// and a test compares every year of them with Foundation's own answers.
/// Years outside them are asked of Foundation, as before.
///
/// A year here is numbered by its sexagenary cycle (the era) and its place
/// in it, as Foundation numbers it: the year that starts in Gregorian year
/// *g* is the (*g* + 2637)-th since the calendar's epoch.
enum LunisolarTable {
    /// The first Gregorian year whose lunisolar year is in the tables.
    static let firstGregorianYear = 1500

    /// How many years each table holds.
    static let yearCount = 1000

    /// The years since the epoch before the one that starts in Gregorian year 0.
    static let epochOffset = 2637

    /// The packed years of a calendar, or `nil` for a calendar without a table.
    ///
    /// - Parameter identifier: A calendar identifier.
    static func packedYears(of identifier: Calendar.Identifier) -> [UInt32]? {
        switch identifier {
        case .chinese: chineseYears
        default: CalendarSystem.isDangi(identifier) ? dangiYears : nil
        }
    }

    /// One year of a table, unpacked.
    struct Entry: Equatable {
        /// The year: its cycle (era) and its place in the cycle.
        let year: Year
        /// The day number of the first month's first day.
        let firstDayNumber: Int
        /// Month lengths in order, one bit each: 1 = 30 days.
        let lengthBits: UInt32
        /// The number of the month the leap month follows; 0 when the year has none.
        let leapMonth: Int

        /// The number of months: 12, or 13 with a leap month.
        var monthCount: Int { leapMonth == 0 ? 12 : 13 }

        /// The `index`-th month in order (0-based).
        func month(at index: Int) -> MonthKey {
            if leapMonth == 0 || index < leapMonth { return MonthKey(era: year.era, year: year.year, month: index + 1) }
            return MonthKey(era: year.era, year: year.year, month: index, isLeapMonth: index == leapMonth)
        }

        /// The length in days of the `index`-th month in order.
        func length(at index: Int) -> Int {
            lengthBits & (1 << UInt32(index)) == 0 ? 29 : 30
        }

        /// The year's months and their days.
        var layout: YearLayout {
            var months: [MonthDays] = []
            months.reserveCapacity(monthCount)
            var first = firstDayNumber
            for index in 0..<monthCount {
                let length = length(at: index)
                months.append(MonthDays(key: month(at: index), firstDayNumber: first, length: length))
                first += length
            }
            return YearLayout(year: year, months: months)
        }

        /// The day with a day number, if it lies in this year.
        func day(atDayNumber dayNumber: Int) -> DayFields? {
            guard dayNumber >= firstDayNumber else { return nil }
            var first = firstDayNumber
            for index in 0..<monthCount {
                let length = length(at: index)
                if dayNumber < first + length { return DayFields(month: month(at: index), day: dayNumber - first + 1) }
                first += length
            }
            return nil
        }
    }

    /// The Gregorian year a lunisolar year starts in.
    static func gregorianYear(of year: Year) -> Int {
        (year.era - 1) * 60 + year.year - epochOffset
    }

    /// The lunisolar year that starts in a Gregorian year.
    static func year(startingInGregorianYear gregorianYear: Int) -> Year {
        let sinceEpoch = gregorianYear + epochOffset - 1
        return Year(era: DayArithmetic.floorDivide(sinceEpoch, 60) + 1, year: DayArithmetic.floorModulo(sinceEpoch, 60) + 1)
    }

    /// The entry of the year that starts in a Gregorian year, if the table has it.
    ///
    /// - Parameters:
    ///   - gregorianYear: A Gregorian year.
    ///   - years: A calendar's packed years.
    static func entry(startingInGregorianYear gregorianYear: Int, in years: [UInt32]) -> Entry? {
        let index = gregorianYear - firstGregorianYear
        guard index >= 0, index < years.count else { return nil }
        let bits = years[index]
        let newYear = DayArithmetic.dayNumber(gregorianYear: gregorianYear, month: 1, day: 1) + Int(bits >> 17 & 0x3F)
        return Entry(year: year(startingInGregorianYear: gregorianYear), firstDayNumber: newYear,
                     lengthBits: bits & 0x1FFF, leapMonth: Int(bits >> 13 & 0xF))
    }

    /// The entry of a year, if the table has it; `nil` also for a year out of its cycle (0 or above 60).
    ///
    /// - Parameters:
    ///   - year: A year of the calendar.
    ///   - years: The calendar's packed years.
    static func entry(of year: Year, in years: [UInt32]) -> Entry? {
        guard (1...60).contains(year.year), (-999_999...999_999).contains(year.era) else { return nil }
        return entry(startingInGregorianYear: gregorianYear(of: year), in: years)
    }

    /// The entry of the year a day lies in, if the table has it.
    ///
    /// - Parameters:
    ///   - dayNumber: Days since 1970-01-01.
    ///   - years: A calendar's packed years.
    static func entry(containingDayNumber dayNumber: Int, in years: [UInt32]) -> Entry? {
        let gregorianYear = DayArithmetic.gregorianDate(ofDayNumber: dayNumber).year
        guard let entry = entry(startingInGregorianYear: gregorianYear, in: years) else {
            // The days of the table's last year that fall in the next Gregorian year.
            return entry(startingInGregorianYear: gregorianYear - 1, in: years).flatMap {
                $0.day(atDayNumber: dayNumber) == nil ? nil : $0
            }
        }
        if dayNumber >= entry.firstDayNumber { return entry }
        return self.entry(startingInGregorianYear: gregorianYear - 1, in: years)
    }

    /// Packs a year's layout, or returns `nil` when it does not fit the
    /// table's shape (12 months, or 13 with one leap month; months of 29 or
    /// 30 days labelled from 1; a first day 0–63 days into the Gregorian year).
    ///
    /// - Parameters:
    ///   - layout: The layout of the year that starts in `gregorianYear`.
    ///   - gregorianYear: The Gregorian year it starts in.
    static func pack(_ layout: YearLayout, gregorianYear: Int) -> UInt32? {
        guard layout.year == year(startingInGregorianYear: gregorianYear),
              layout.months.count == 12 || layout.months.count == 13 else { return nil }
        let offset = layout.firstDayNumber - DayArithmetic.dayNumber(gregorianYear: gregorianYear, month: 1, day: 1)
        guard (0...63).contains(offset) else { return nil }
        let leapMonths = layout.months.filter(\.key.isLeapMonth)
        guard leapMonths.count == (layout.months.count == 13 ? 1 : 0) else { return nil }
        let leap = leapMonths.first?.key.month ?? 0
        var bits = UInt32(offset) << 17 | UInt32(leap) << 13
        for (index, days) in layout.months.enumerated() {
            guard days.isPlain, days.count == 29 || days.count == 30 else { return nil }
            if days.count == 30 { bits |= 1 << UInt32(index) }
        }
        let entry = Entry(year: layout.year, firstDayNumber: layout.firstDayNumber, lengthBits: bits & 0x1FFF, leapMonth: leap)
        // The months must be the ones the bits name, in order, and consecutive.
        return entry.layout.months == layout.months ? bits : nil
    }
}
