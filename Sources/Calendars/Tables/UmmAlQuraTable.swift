/// The Umm al-Qura calendar, Saudi Arabia's official Islamic calendar, from
/// its published table, 1300 AH (1882) to the eleventh month of 1500 AH (2077).
///
/// Up to 1450 AH the table is the one ICU (and so Foundation) and Java
/// carry; from 1451 AH it is the official table as hijridate publishes it,
/// where ICU's and Java's (an extrapolation) differ from it in 211 months.
/// Before and after the table the months are the civil calendar's
/// (`IslamicArithmetic`), continuing from the table's first and last days,
/// as ICU falls back to the civil calendar outside its table.
///
/// Each year packs into 32 bits: bits 0–11 the months' lengths (1 = 30 days,
/// 0 = 29), bits 12–31 the first day's offset from ``firstDayNumber``.
/// The table is generated (`swift run generate-calendar-tables`).
package enum UmmAlQuraTable {
    /// The first year of the table.
    package static let firstYear = 1300

    /// The number of months the table holds, from 1300-01: its last year ends with month 11.
    package static var monthCount: Int { (years.count - 1) * 12 + 11 }

    /// The day number after the table's last day: the first day of 1500-12.
    package static var endDayNumber: Int { firstDayNumber(ofMonth: 12, year: firstYear + years.count - 1) }

    /// Whether the table holds a month.
    package static func holds(year: Int, month: Int) -> Bool {
        let index = year - firstYear
        return index >= 0 && index < years.count && (index < years.count - 1 || month <= 11)
    }

    /// The day number of a month's first day, for a month the table holds (or 1500-12, its end).
    package static func firstDayNumber(ofMonth month: Int, year: Int) -> Int {
        let bits = years[year - firstYear]
        var first = firstDayNumber + Int(bits >> 12)
        for earlier in 0..<(month - 1) { first += 29 + Int(bits >> UInt32(earlier) & 1) }
        return first
    }

    /// The length of a month the table holds.
    package static func length(ofMonth month: Int, year: Int) -> Int {
        29 + Int(years[year - firstYear] >> UInt32(month - 1) & 1)
    }

    /// The year and month of a day within the table.
    package static func month(containingDayNumber dayNumber: Int) -> (year: Int, month: Int, firstDayNumber: Int) {
        var low = 0, high = years.count - 1
        let offset = dayNumber - firstDayNumber
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(years[middle] >> 12) <= offset { low = middle } else { high = middle - 1 }
        }
        let year = firstYear + low
        var first = firstDayNumber + Int(years[low] >> 12)
        var month = 1
        while month < 12 && first + length(ofMonth: month, year: year) <= dayNumber {
            first += length(ofMonth: month, year: year)
            month += 1
        }
        return (year, month, first)
    }
}

/// The Umm al-Qura calendar through ``UmmAlQuraTable``, and the civil
/// calendar's months outside it, shifted to meet the table's ends.
extension CalendarSystem {
    /// How many days the civil calendar's months are shifted before and after the table.
    package static let ummAlQuraShifts: (before: Int, after: Int) = (
        UmmAlQuraTable.firstDayNumber - IslamicArithmetic.dayNumber(year: UmmAlQuraTable.firstYear, month: 1, day: 1, epoch: .civil),
        UmmAlQuraTable.endDayNumber
            - IslamicArithmetic.dayNumber(year: UmmAlQuraTable.firstYear + UmmAlQuraTable.years.count - 1, month: 12, day: 1,
                                          epoch: .civil))

    package func ummAlQuraDay(atDayNumber dayNumber: Int) -> DayFields {
        let days = ummAlQuraMonthDays(containingDayNumber: dayNumber)
        return DayFields(month: days.key, day: dayNumber - days.firstDayNumber + 1)
    }

    package func ummAlQuraMonthDays(containingDayNumber dayNumber: Int) -> MonthDays {
        if dayNumber >= UmmAlQuraTable.firstDayNumber && dayNumber < UmmAlQuraTable.endDayNumber {
            let month = UmmAlQuraTable.month(containingDayNumber: dayNumber)
            return MonthDays(key: MonthKey(era: 0, year: month.year, month: month.month), firstDayNumber: month.firstDayNumber,
                             length: UmmAlQuraTable.length(ofMonth: month.month, year: month.year))
        }
        let shift = dayNumber < UmmAlQuraTable.firstDayNumber ? Self.ummAlQuraShifts.before : Self.ummAlQuraShifts.after
        let date = IslamicArithmetic.date(ofDayNumber: dayNumber - shift, epoch: .civil)
        return MonthDays(key: MonthKey(era: 0, year: date.year, month: date.month), firstDayNumber: dayNumber - date.day + 1,
                         length: IslamicArithmetic.length(ofMonth: date.month, year: date.year))
    }

    package func ummAlQuraDays(of month: MonthKey) -> MonthDays? {
        guard month.era == 0, !month.isLeapMonth, (1...12).contains(month.month), SolarCalendar.years.contains(month.year)
        else { return nil }
        if UmmAlQuraTable.holds(year: month.year, month: month.month) {
            return MonthDays(key: month, firstDayNumber: UmmAlQuraTable.firstDayNumber(ofMonth: month.month, year: month.year),
                             length: UmmAlQuraTable.length(ofMonth: month.month, year: month.year))
        }
        let shift = month.year < UmmAlQuraTable.firstYear ? Self.ummAlQuraShifts.before : Self.ummAlQuraShifts.after
        return MonthDays(key: month,
                         firstDayNumber: IslamicArithmetic.dayNumber(year: month.year, month: month.month, day: 1, epoch: .civil) + shift,
                         length: IslamicArithmetic.length(ofMonth: month.month, year: month.year))
    }

    package func ummAlQuraMonthDays(of year: Year) -> [MonthDays] {
        guard year.era == 0 else { return [] }
        return (1...12).compactMap { ummAlQuraDays(of: MonthKey(era: 0, year: year.year, month: $0)) }
    }
}
