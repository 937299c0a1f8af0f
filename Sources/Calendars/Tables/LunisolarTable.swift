/// The years of the Chinese, Korean (Dangi) and Vietnamese calendars that
/// start in Gregorian 1500–2499, packed in 32 bits each.
///
/// A packed year holds what a layout needs:
///
/// | bits | what |
/// |---|---|
/// | 0–12 | month lengths in order, leap month included: 1 = 30 days, 0 = 29 |
/// | 13–16 | the leap month's number (it follows the month of that number), 0 = none |
/// | 17–22 | the first month's first day, as days after 1 January (proleptic Gregorian) |
///
/// `swift run generate-calendar-tables` writes the tables
/// (`LunisolarTable+Data.swift`) from published months and the package's
/// astronomy (`LunisolarMonthRules`, which lives with the generator):
///
/// - **Chinese**: the almanacs' months for the years that start in
///   1500–1911 (the Ming Datong calendar, then from 1645 the Qing court's,
///   in Beijing local mean time), as sxtwl and lunar_python record them;
///   the rules from 1912 (Beijing local mean time before 1929, UTC+8
///   since). Over 1901–2100 this is the Hong Kong Observatory's table; of
///   the three new moons it flags as too near midnight, the package starts
///   the months of 2089-09-04 and 2097-08-07 on those days (new moons 144 s
///   and 20 s before midnight) and that of 2057-09-28 on the 29th (within
///   seconds of midnight; the more accurate ephemeris puts it after).
/// - **Korean**: the Korea Astronomy and Space Science Institute's months
///   up to the tenth month of 2050, then the rules at UTC+9.
/// - **Vietnamese**: the rules at UTC+8 before 1968 and UTC+7 since.
///
/// Outside these years the calendars name no day (``CalendarSystem/supportedDays``).
///
/// A year here is numbered by its sexagenary cycle (the era) and its place
/// in it, as CLDR and Foundation number it: the year that starts in Gregorian year
/// *g* is the (*g* + 2637)-th since the calendar's epoch.
package enum LunisolarTable {
    /// The first Gregorian year whose lunisolar year is in the tables.
    package static let firstGregorianYear = 1500

    /// How many years each table holds.
    package static let yearCount = 1000

    /// The years since the epoch before the one that starts in Gregorian year 0.
    package static let epochOffset = 2637

    /// The packed years of a calendar, or `nil` for a calendar without a table.
    ///
    /// - Parameter identifier: A calendar identifier.
    package static func packedYears(of identifier: CalendarIdentifier) -> [UInt32]? {
        switch identifier {
        case .chinese: chineseYears
        case .dangi: dangiYears
        case .vietnamese: vietnameseYears
        default: nil
        }
    }

    /// The day numbers a calendar's table covers, worked out once per calendar; `0...0` for a calendar without a table.
    package static func supportedDayNumbers(of identifier: CalendarIdentifier) -> ClosedRange<Int> {
        switch identifier {
        case .chinese: chineseDayNumbers
        case .dangi: dangiDayNumbers
        case .vietnamese: vietnameseDayNumbers
        default: 0...0
        }
    }

    private static let chineseDayNumbers = dayNumbers(of: chineseYears)
    private static let dangiDayNumbers = dayNumbers(of: dangiYears)
    private static let vietnameseDayNumbers = dayNumbers(of: vietnameseYears)

    /// The day numbers the packed years of a calendar cover: from the first year's first day to the last year's last.
    package static func dayNumbers(of years: [UInt32]) -> ClosedRange<Int> {
        guard let first = entry(startingInGregorianYear: firstGregorianYear, in: years),
              let last = entry(startingInGregorianYear: firstGregorianYear + years.count - 1, in: years) else { return 0...0 }
        return first.firstDayNumber...(last.layout.lastDayNumber)
    }

    /// One year of a table, unpacked.
    package struct Entry: Equatable {
        /// The year: its cycle (era) and its place in the cycle.
        package let year: Year
        /// The day number of the first month's first day.
        package let firstDayNumber: Int
        /// Month lengths in order, one bit each: 1 = 30 days.
        package let lengthBits: UInt32
        /// The number of the month the leap month follows; 0 when the year has none.
        package let leapMonth: Int

        /// The number of months: 12, or 13 with a leap month.
        package var monthCount: Int { leapMonth == 0 ? 12 : 13 }

        /// The `index`-th month in order (0-based).
        package func month(at index: Int) -> MonthKey {
            if leapMonth == 0 || index < leapMonth { return MonthKey(era: year.era, year: year.year, month: index + 1) }
            return MonthKey(era: year.era, year: year.year, month: index, isLeapMonth: index == leapMonth)
        }

        /// The length in days of the `index`-th month in order.
        package func length(at index: Int) -> Int {
            lengthBits & (1 << UInt32(index)) == 0 ? 29 : 30
        }

        /// The year's months and their days.
        package var layout: YearLayout {
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

        /// The days of the month holding a day number, if it lies in this year.
        package func monthDays(containingDayNumber dayNumber: Int) -> MonthDays? {
            guard dayNumber >= firstDayNumber else { return nil }
            var first = firstDayNumber
            for index in 0..<monthCount {
                let length = length(at: index)
                if dayNumber < first + length { return MonthDays(key: month(at: index), firstDayNumber: first, length: length) }
                first += length
            }
            return nil
        }

        /// The day with a day number, if it lies in this year.
        package func day(atDayNumber dayNumber: Int) -> DayFields? {
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

    /// The Gregorian year a lunisolar year starts in (for a year far past
    /// any calendar's, the nearest `Int`).
    package static func gregorianYear(of year: Year) -> Int {
        let (cycles, overflow) = (year.era &- 1).multipliedReportingOverflow(by: 60)
        let (sum, overflow2) = cycles.addingReportingOverflow(year.year &- epochOffset)
        guard !overflow, !overflow2, year.year > Int.min + epochOffset else { return year.era > 0 ? Int.max : Int.min }
        return sum
    }

    /// The lunisolar year that starts in a Gregorian year.
    package static func year(startingInGregorianYear gregorianYear: Int) -> Year {
        let sinceEpoch = gregorianYear + epochOffset - 1
        return Year(era: DayArithmetic.floorDivide(sinceEpoch, 60) + 1, year: DayArithmetic.floorModulo(sinceEpoch, 60) + 1)
    }

    /// The entry of the year that starts in a Gregorian year, if the table has it.
    ///
    /// - Parameters:
    ///   - gregorianYear: A Gregorian year.
    ///   - years: A calendar's packed years.
    package static func entry(startingInGregorianYear gregorianYear: Int, in years: [UInt32]) -> Entry? {
        guard gregorianYear >= firstGregorianYear, gregorianYear < firstGregorianYear + years.count else { return nil }
        let index = gregorianYear - firstGregorianYear
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
    package static func entry(of year: Year, in years: [UInt32]) -> Entry? {
        guard (1...60).contains(year.year), (-999_999...999_999).contains(year.era) else { return nil }
        return entry(startingInGregorianYear: gregorianYear(of: year), in: years)
    }

    /// The entry of the year a day lies in, if the table has it.
    ///
    /// - Parameters:
    ///   - dayNumber: Days since 1970-01-01.
    ///   - years: A calendar's packed years.
    package static func entry(containingDayNumber dayNumber: Int, in years: [UInt32]) -> Entry? {
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
    package static func pack(_ layout: YearLayout, gregorianYear: Int) -> UInt32? {
        guard layout.year == year(startingInGregorianYear: gregorianYear),
              layout.months.count == 12 || layout.months.count == 13 else { return nil }
        let offset = layout.firstDayNumber - DayArithmetic.dayNumber(gregorianYear: gregorianYear, month: 1, day: 1)
        guard (0...63).contains(offset) else { return nil }
        let leapMonths = layout.months.filter { $0.key.isLeapMonth }
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
