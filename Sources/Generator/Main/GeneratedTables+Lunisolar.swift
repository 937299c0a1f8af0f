import CalendarAstronomy
import Calendars
import DayModel

/// The Chinese, Korean and Vietnamese tables: the published months where
/// the package has them, the package's astronomy for the other years.
extension GeneratedTables {
    /// A month of a lunisolar calendar: the Gregorian year its year starts
    /// in, its number, whether it is a leap month, and its first day.
    struct LunisolarMonth: Equatable {
        let gregorianYear: Int
        let number: Int
        let isLeapMonth: Bool
        let firstDayNumber: Int
    }

    /// The months a data file lists, checked to run one after the other.
    static func months(ofDataFile name: String, root: String) throws -> [LunisolarMonth] {
        let file = try DataFile(name, root: root)
        let months = file.rows.map { row in
            LunisolarMonth(gregorianYear: file.integer("year", of: row), number: file.integer("month", of: row),
                           isLeapMonth: file.integer("leap", of: row) == 1, firstDayNumber: file.dayNumber("first_day", of: row))
        }
        for (row, next) in zip(file.rows, months.dropFirst()) {
            precondition(file.dayNumber("first_day", of: row) + file.integer("length", of: row) == next.firstDayNumber,
                         "\(name): the month of \(row) does not end where the next starts")
        }
        if let row = file.rows.last {
            return months + [LunisolarMonth(gregorianYear: .max, number: 0, isLeapMonth: false,
                                            firstDayNumber: file.dayNumber("first_day", of: row) + file.integer("length", of: row))]
        }
        return months
    }

    /// The months the rules give for the years that start in a range of Gregorian years.
    static func months(by rules: LunisolarMonthRules, years: ClosedRange<Int>) -> [LunisolarMonth] {
        var months: [LunisolarMonth] = []
        for gregorianYear in years {
            let year = rules.months(ofYearStartingIn: gregorianYear)
            months += year.months.map {
                LunisolarMonth(gregorianYear: gregorianYear, number: $0.number, isLeapMonth: $0.isLeapMonth, firstDayNumber: $0.firstDayNumber)
            }
            if gregorianYear == years.upperBound {
                months.append(LunisolarMonth(gregorianYear: .max, number: 0, isLeapMonth: false, firstDayNumber: year.nextNewYear))
            }
        }
        return months
    }

    /// Published months followed by the rules' from where they end: the
    /// rules' months must take up the labels where the published ones stop.
    static func spliced(_ published: [LunisolarMonth], then rules: LunisolarMonthRules, through lastYear: Int) -> [LunisolarMonth] {
        guard let end = published.last, let lastPublished = published.dropLast().last else { return months(by: rules, years: lastYear...lastYear) }
        let computed = months(by: rules, years: lastPublished.gregorianYear...lastYear)
        guard let join = computed.firstIndex(where: { $0.firstDayNumber == end.firstDayNumber }), join > 0,
              computed[join - 1] == lastPublished else {
            preconditionFailure("the rules do not take up where the published months of \(lastPublished.gregorianYear) end")
        }
        return published.dropLast() + computed[join...]
    }

    /// Packs months into a table's years, as ``LunisolarTable`` describes, from its first Gregorian year.
    static func packedYears(of months: [LunisolarMonth]) -> [UInt32] {
        var years: [UInt32] = []
        var index = months.firstIndex { $0.gregorianYear == LunisolarTable.firstGregorianYear }!
        while months[index].gregorianYear < LunisolarTable.firstGregorianYear + LunisolarTable.yearCount {
            let gregorianYear = months[index].gregorianYear
            let year = LunisolarTable.year(startingInGregorianYear: gregorianYear)
            var days: [MonthDays] = []
            while months[index].gregorianYear == gregorianYear {
                let month = months[index]
                days.append(MonthDays(key: MonthKey(era: year.era, year: year.year, month: month.number, isLeapMonth: month.isLeapMonth),
                                      firstDayNumber: month.firstDayNumber, length: months[index + 1].firstDayNumber - month.firstDayNumber))
                index += 1
            }
            guard let bits = LunisolarTable.pack(YearLayout(year: year, months: days), gregorianYear: gregorianYear) else {
                preconditionFailure("the year that starts in \(gregorianYear) does not fit the table: \(days)")
            }
            years.append(bits)
        }
        return years
    }

    /// The Chinese, Korean and Vietnamese tables.
    static func lunisolar(root: String) throws -> String {
        let lastYear = LunisolarTable.firstGregorianYear + LunisolarTable.yearCount
        let chinese = spliced(try months(ofDataFile: "chinese-almanac-1500-1911.csv", root: root), then: .documented, through: lastYear)
        let korean = spliced(try months(ofDataFile: "korean-kasi-1500-2050.csv", root: root), then: .korean, through: lastYear)
        let vietnamese = months(by: .vietnamese, years: LunisolarTable.firstGregorianYear...lastYear)
        func table(_ name: String, _ what: String, _ months: [LunisolarMonth]) -> String {
            """
                /// \(what)
                package static let \(name): [UInt32] = [
            \(rows(packedYears(of: months).map { "0x" + String($0, radix: 16, uppercase: true) }, perLine: 8))
                ]
            """
        }
        let first = LunisolarTable.firstGregorianYear, last = lastYear - 1
        return header("Each number is one year, packed as LunisolarTable describes.") + """

        extension LunisolarTable {
        \(table("chineseYears", "The Chinese years that start in \(first)–\(last): the almanacs' months to 1911 (Data/chinese-almanac-1500-1911.csv), then `LunisolarMonthRules.documented`.", chinese))

        \(table("dangiYears", "The Korean years that start in \(first)–\(last): the institute's months to 2050 (Data/korean-kasi-1500-2050.csv), then `LunisolarMonthRules.korean`.", korean))

        \(table("vietnameseYears", "The Vietnamese years that start in \(first)–\(last), by `LunisolarMonthRules.vietnamese`.", vietnamese))
        }

        """
    }
}
