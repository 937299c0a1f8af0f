import Foundation
import Testing
@testable import CalendarPicker

@MainActor
@Suite("Calendars, names and time zones")
struct CalendarFactsTests {
    @Test("Hebrew month names: 5783 has one Adar, 5784 has Adar I and Adar II")
    func hebrewNames() {
        let labels = CalendarLabels(calendar: CalendarSystem(.hebrew), locale: Locale(identifier: "en_US"))
        let common = labels.calendar.months(of: Year(era: 0, year: 5783)).map(labels.name(of:))
        let leap = labels.calendar.months(of: Year(era: 0, year: 5784)).map(labels.name(of:))
        #expect(common == ["Tishri", "Heshvan", "Kislev", "Tevet", "Shevat", "Adar", "Nisan", "Iyar", "Sivan", "Tamuz", "Av", "Elul"])
        #expect(leap == ["Tishri", "Heshvan", "Kislev", "Tevet", "Shevat", "Adar I", "Adar II", "Nisan", "Iyar", "Sivan", "Tamuz", "Av", "Elul"])
    }

    @Test("the Japanese year range runs Heisei 30, Heisei 31, Reiwa 1, with era names")
    func japaneseYears() throws {
        let calendar = CalendarSystem(.japanese)
        let range = YearRange.standard(for: calendar)
        #expect(range.isEraAware)
        #expect(range.year(at: 0)! == Year(era: 232, year: 1))   // Meiji 1
        let heisei31 = try #require(range.row(of: Year(era: 235, year: 31)))
        #expect(range.year(at: heisei31 - 1)! == Year(era: 235, year: 30))
        #expect(range.year(at: heisei31 + 1)! == Year(era: 236, year: 1))
        let labels = CalendarLabels(calendar: calendar, locale: Locale(identifier: "en_US"))
        #expect(labels.name(of: Year(era: 236, year: 1), withEra: true) == "1 Reiwa")
        #expect(labels.name(of: Year(era: 235, year: 31), withEra: true) == "31 Heisei")
    }

    @Test("standard year ranges", arguments: [
        (CalendarIdentifier.gregorian, Year(era: 1, year: 1), Year(era: 1, year: 9999), 9999, false),
        (.hebrew, Year(era: 0, year: 3761), Year(era: 0, year: 13760), 10000, false),
        (.islamicCivil, Year(era: 0, year: 1), nil, nil, false),
        (.republicOfChina, Year(era: 1, year: 1), Year(era: 1, year: 8088), 8088, false),
    ] as [(CalendarIdentifier, Year, Year?, Int?, Bool)])
    func standardRanges(identifier: CalendarIdentifier, first: Year, last: Year?, count: Int?, eraAware: Bool) {
        let range = YearRange.standard(for: CalendarSystem(identifier))
        #expect(range.year(at: 0)! == first)
        if let last { #expect(range.year(at: range.count - 1)! == last) }
        if let count { #expect(range.count == count) }
        #expect(range.isEraAware == eraAware)
    }

    @Test("days without a midnight start at their first instant, in their own zone")
    func missingMidnights() throws {
        let gregorian = CalendarSystem(.gregorian)
        for (zone, day, hour) in [("America/Sao_Paulo", day(2018, 11, 4), 1),
                                  ("America/Santiago", day(2022, 9, 11), 1),
                                  ("America/Havana", day(2024, 3, 10), 1),
                                  ("Asia/Beirut", day(2024, 3, 31), 1),
                                  ("Europe/Amsterdam", day(2024, 3, 31), 0)] {
            let timeZone = try #require(TimeZone(identifier: zone))
            let start = try #require(gregorian.startDate(of: day, in: timeZone))
            var local = Calendar(identifier: .gregorian)
            local.timeZone = timeZone
            #expect(local.component(.hour, from: start) == hour, "\(zone)")
            #expect(gregorian.day(of: start, in: timeZone)! == day)
            #expect(gregorian.day(of: start.addingTimeInterval(-1), in: timeZone)! != day)
        }
        // Samoa skipped 2011-12-30 entirely.
        let apia = try #require(TimeZone(identifier: "Pacific/Apia"))
        #expect(gregorian.startDate(of: day(2011, 12, 30), in: apia) == nil)
    }

    @Test("every time zone: each day of 2024 starts once, after the day before, and converts back")
    func everyTimeZone() throws {
        let gregorian = CalendarSystem(.gregorian)
        let first = DayArithmetic.dayNumber(gregorianYear: 2024, month: 1, day: 1)
        var checked = 0
        for identifier in TimeZone.knownTimeZoneIdentifiers {
            let timeZone = try #require(TimeZone(identifier: identifier))
            var previous: Date?
            for dayNumber in first..<(first + 366) {
                let day = Day(dayNumber: dayNumber)!
                let start = try #require(gregorian.startDate(of: day, in: timeZone), "\(identifier) \(day)")
                #expect(gregorian.day(of: start, in: timeZone)! == day)
                if let previous { #expect(start > previous, "\(identifier) \(day)") }
                previous = start
                checked += 1
            }
        }
        #expect(checked == TimeZone.knownTimeZoneIdentifiers.count * 366)
    }
}

@Suite("Labels that fit: shorter names, era forms and digits")
struct LabelVariantTests {
    @Test("a Japanese year's names keep its era: no code like H31 that only some read", arguments: [
        ("ja_JP", ["平成31年"], "31"),
        ("en_US", ["31 Heisei"], "31"),
    ])
    func yearNames(locale: String, expected: [String], number: String) {
        let labels = CalendarLabels(calendar: CalendarSystem(.japanese), locale: Locale(identifier: locale))
        #expect(labels.names(of: Year(era: 235, year: 31), withEra: true) == expected)
        #expect(labels.names(of: Year(era: 235, year: 31), withEra: false) == [number])
    }

    @Test("Chinese and Korean years: the Gregorian year they start in and their place in the cycle, in every locale",
          arguments: [("en_US", "2026 bing-wu"), ("zh_CN", "2026丙午"), ("ko_KR", "2026병오"), ("ar_EG", "٢٠٢٦ bing-wu")])
    func lunisolarYearNames(locale: String, expected: String) {
        for identifier in CalendarIdentifier.allCases where identifier.isLunisolar {
            let labels = CalendarLabels(calendar: CalendarSystem(identifier), locale: Locale(identifier: locale))
            #expect(labels.names(of: Year(era: 78, year: 43), withEra: true) == [expected, labels.number(2026)], "\(identifier)")
        }
    }

    @Test("Chinese and Korean months: the locale's names, its leap pattern, and the calendar's own language where the locale has only codes",
          arguments: [("en_US", "Tenth Month", "Leap Sixth Month"), ("zh_CN", "十月", "闰六月"), ("ko_KR", "10월", "윤6월"),
                      ("vi_VN", "Tháng 10", "Tháng 6 nhuận"), ("de_DE", "十月", "闰六月")])
    func lunisolarMonthNames(locale: String, tenth: String, leapSixth: String) {
        let chinese = CalendarSystem(.chinese)
        let labels = CalendarLabels(calendar: chinese, locale: Locale(identifier: locale))
        #expect(labels.name(of: chinese.month(era: 78, year: 43, number: 10)!) == tenth)
        #expect(labels.name(of: chinese.month(era: 78, year: 42, number: 6, isLeapMonth: true)!) == leapSixth)
        for name in labels.monthNames(style: .short) { #expect(!LunisolarNames.isCode(name), "\(locale): \(name)") }
    }

    @Test("month names in the other style, for a box too narrow for the long one")
    func shortMonthNames() {
        let labels = CalendarLabels(calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"))
        #expect(labels.name(of: month(2026, 9)) == "September")
        #expect(labels.name(of: month(2026, 9), style: .short) == "Sep")
        let chinese = CalendarLabels(calendar: CalendarSystem(.chinese), locale: Locale(identifier: "en_US"))
        let tenth = chinese.calendar.existingMonth(era: 78, year: 43, number: 10)
        #expect(chinese.name(of: tenth) == "Tenth Month")
        // ICU's abbreviation is a code, Mo10: the full name stands in for it.
        #expect(chinese.name(of: tenth, style: .short) == "Tenth Month")
    }

    @Test("numbers in the locale's digits", arguments: [
        ("en_US", "2026"), ("ar_EG", "٢٠٢٦"), ("fa_IR", "۲۰۲۶"), ("nl_NL", "2026"),
    ])
    func digits(locale: String, expected: String) {
        let labels = CalendarLabels(calendar: CalendarSystem(.gregorian), locale: Locale(identifier: locale))
        #expect(labels.number(2026) == expected)
        #expect(labels.number(0).unicodeScalars.count == 1)
    }
}
