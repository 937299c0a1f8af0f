/// A proleptic Gregorian date, to work out what the demo must show without
/// the calendar code under test.
struct CivilDate: Equatable, CustomStringConvertible {
    var year: Int
    var month: Int
    var day: Int

    init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// Parses the demo's `selected: YYYY-MM-DD` line.
    init?(selectedLine: String?) {
        guard let line = selectedLine, line.hasPrefix("selected: ") else { return nil }
        let parts = line.dropFirst("selected: ".count).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        self.init(year: parts[0], month: parts[1], day: parts[2])
    }

    /// Days since 1970-01-01 (Howard Hinnant's days_from_civil).
    var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: dayOfYear - (153 * mp + 2) / 5 + 1)
    }

    /// 1 = Sunday … 7 = Saturday (1970-01-01 was a Thursday).
    var weekday: Int { ((dayNumber + 4) % 7 + 7) % 7 + 1 }

    static func days(inMonth month: Int, of year: Int) -> Int {
        CivilDate(year: month == 12 ? year + 1 : year, month: month == 12 ? 1 : month + 1, day: 1).dayNumber
            - CivilDate(year: year, month: month, day: 1).dayNumber
    }

    func adding(days: Int) -> CivilDate { CivilDate(dayNumber: dayNumber + days) }

    /// Another month of the same year, the day clamped to its length (as the month ribbon keeps it).
    func inMonth(_ month: Int) -> CivilDate {
        CivilDate(year: year, month: month, day: min(day, CivilDate.days(inMonth: month, of: year)))
    }

    /// The first cell of the month's grid in en_US (weeks from Sunday): the Sunday on or before the 1st.
    var firstGridCell: CivilDate {
        let first = CivilDate(year: year, month: month, day: 1)
        return first.adding(days: -(first.weekday - 1))
    }

    var description: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))"
    }
}
