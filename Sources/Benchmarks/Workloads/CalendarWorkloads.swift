import CalendarPicker
import Foundation

/// Every month of 1900–2100 in the Gregorian calendar and one Hebrew year,
/// as the day-of-month label of every cell.
struct MonthGridWorkload {
    let gregorian = CalendarSystem(.gregorian)
    let hebrew = CalendarSystem(.hebrew)
    let gregorianMonths: [Month]
    let hebrewMonths: [Month]

    init() {
        gregorianMonths = (1900...2100).flatMap { CalendarSystem(.gregorian).months(of: Year(era: 1, year: $0)) }
        hebrewMonths = CalendarSystem(.hebrew).months(of: Year(era: 0, year: 5784))
    }

    /// Our grids, drawn as a host draws them (`forEachCell`): a digest of every cell, and the cells themselves when asked.
    func ours(collect: Bool = false) -> (digest: Int, cells: [[Int]]) {
        var digest = 0
        var cells: [[Int]] = []
        for (calendar, months) in [(gregorian, gregorianMonths), (hebrew, hebrewMonths)] {
            for month in months {
                guard let grid = MonthGrid(month: month, calendar: calendar, firstWeekday: .sunday, rows: .six) else { continue }
                if collect {
                    var row: [Int] = []
                    grid.forEachCell { row.append($0.label) }
                    cells.append(row)
                }
                grid.forEachCell { digest &+= $0.label }
            }
        }
        return (digest, cells)
    }

    /// The same grids from a few questions to Foundation per month and
    /// integers per cell, as a careful app would make them: the first day,
    /// its weekday, the month's length, and the days around it.
    func foundationPerMonth(collect: Bool = false) -> (digest: Int, cells: [[Int]]) {
        var digest = 0
        var cells: [[Int]] = []
        for (calendar, months) in [(gregorian, gregorianMonths), (hebrew, hebrewMonths)] {
            let foundation = calendar.foundationCalendar!
            for month in months {
                var components = DateComponents()
                components.era = month.era
                components.year = month.year
                components.month = month.number
                components.day = 1
                components.hour = 12
                guard let first = foundation.date(from: components),
                      let length = foundation.range(of: .day, in: .month, for: first)?.count else { continue }
                let weekday = foundation.component(.weekday, from: first)
                let before = foundation.component(.day, from: first.addingTimeInterval(-86_400))
                let leading = (weekday - 1 + 7) % 7
                var row: [Int] = []
                for index in 0..<42 {
                    let offset = index - leading
                    let value: Int
                    if offset < 0 {
                        value = before + offset + 1
                    } else if offset >= length {
                        value = offset - length + 1
                    } else {
                        value = offset + 1
                    }
                    digest &+= value
                    if collect { row.append(value) }
                }
                if collect { cells.append(row) }
            }
        }
        return (digest, cells)
    }

    /// The same grids with one Foundation date operation per cell.
    func baseline(collect: Bool = false) -> (digest: Int, cells: [[Int]]) {
        var digest = 0
        var cells: [[Int]] = []
        for (calendar, months) in [(gregorian, gregorianMonths), (hebrew, hebrewMonths)] {
            let foundation = calendar.foundationCalendar!
            for month in months {
                var components = DateComponents()
                components.era = month.era
                components.year = month.year
                components.month = month.number
                components.day = 1
                components.hour = 12
                guard let first = foundation.date(from: components) else { continue }
                let weekday = foundation.component(.weekday, from: first)
                let start = first.addingTimeInterval(-Double((weekday - 1 + 7) % 7) * 86_400)
                var row: [Int] = []
                for index in 0..<42 {
                    let date = start.addingTimeInterval(Double(index) * 86_400)
                    let value = foundation.component(.day, from: date)
                    digest &+= value
                    if collect { row.append(value) }
                }
                if collect { cells.append(row) }
            }
        }
        return (digest, cells)
    }
}

/// The month ribbon's labels for 100 years.
struct MonthLabelsWorkload {
    let calendar = CalendarSystem(.gregorian)
    let years = Array(1950..<2050)

    /// One formatter for all, as the month picker does.
    func ours() -> Int {
        let labels = CalendarLabels(calendar: calendar, locale: Locale(identifier: "nl_NL"))
        var total = 0
        for year in years {
            for month in calendar.months(of: Year(era: 1, year: year)) { total &+= labels.name(of: month).utf8.count }
        }
        return total
    }

    /// One formatter made once, asked for every month's name.
    func oneFormatter() -> Int {
        var total = 0
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0)!
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "nl_NL")
        formatter.calendar = utc
        formatter.timeZone = utc.timeZone
        formatter.dateFormat = "LLLL"
        for year in years {
            for month in 1...12 {
                let date = utc.date(from: DateComponents(year: year, month: month, day: 1, hour: 12))!
                total &+= formatter.string(from: date).utf8.count
            }
        }
        return total
    }

    /// The locale's stand-alone month names read once, then indexed.
    func symbolsOnce() -> Int {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "nl_NL")
        formatter.calendar = Calendar(identifier: .gregorian)
        let names: [String] = formatter.standaloneMonthSymbols
        var total = 0
        for _ in years {
            for month in 1...12 { total &+= names[month - 1].utf8.count }
        }
        return total
    }

    /// A new locale and formatter for every cell, as the original month picker did.
    func baseline() -> Int {
        var total = 0
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0)!
        for year in years {
            for month in 1...12 {
                let date = utc.date(from: DateComponents(year: year, month: month, day: 1, hour: 12))!
                let locale = Locale(identifier: "nl_NL")
                let formatter = DateFormatter()
                formatter.locale = locale
                formatter.calendar = utc
                formatter.timeZone = utc.timeZone
                formatter.dateFormat = "LLLL"
                total &+= formatter.string(from: date).utf8.count
            }
        }
        return total
    }
}
