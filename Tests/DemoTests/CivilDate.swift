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

    /// Whether a year has 29 February, by the Gregorian rule as printed in calendars.
    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The days of a month.
    static func length(ofMonth month: Int, in year: Int) -> Int {
        [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Days since 1970-01-01, counted year by year and month by month: an
    /// oracle that shares nothing with the package's date arithmetic (the
    /// tests' dates lie within a few centuries of 1970, so counting is cheap).
    var dayNumber: Int {
        var days = 0
        if year >= 1970 {
            for y in 1970..<year { days += CivilDate.isLeap(y) ? 366 : 365 }
        } else {
            for y in year..<1970 { days -= CivilDate.isLeap(y) ? 366 : 365 }
        }
        for m in 1..<month { days += CivilDate.length(ofMonth: m, in: year) }
        return days + day - 1
    }

    /// The date a number of days after 1970-01-01, counted the same way.
    init(dayNumber: Int) {
        var (year, rest) = (1970, dayNumber)
        while rest < 0 { year -= 1; rest += CivilDate.isLeap(year) ? 366 : 365 }
        while rest >= (CivilDate.isLeap(year) ? 366 : 365) { rest -= CivilDate.isLeap(year) ? 366 : 365; year += 1 }
        var month = 1
        while rest >= CivilDate.length(ofMonth: month, in: year) { rest -= CivilDate.length(ofMonth: month, in: year); month += 1 }
        self.init(year: year, month: month, day: rest + 1)
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
