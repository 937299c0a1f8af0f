import Calendars
import Testing

/// The names the package writes itself, against CLDR's (English month names,
/// the eras) and the cycle's published readings.
@Suite("Names without a locale database")
struct CalendarNamesTests {
    static func names(_ identifier: CalendarIdentifier, _ language: CalendarNames.Language = .english) -> CalendarNames {
        CalendarNames(calendar: CalendarSystem(identifier), language: language)
    }

    static func day(_ year: Int, _ month: Int, _ day: Int) throws -> Day {
        try #require(Day(prolepticGregorianYear: year, month: month, day: day))
    }

    /// A day, and the month and year names it lies in, per calendar and language.
    static let table: [(CalendarIdentifier, CalendarNames.Language, (Int, Int, Int), month: String, year: String)] = [
        (.gregorian, .english, (2026, 11, 9), "November", "2026"),
        (.gregorian, .japanese, (2026, 11, 9), "11月", "2026"),
        (.hebrew, .english, (2026, 11, 9), "Heshvan", "5787"),
        (.hebrew, .english, (2027, 3, 1), "Adar I", "5787"),       // 5787 is a leap year
        (.hebrew, .english, (2027, 3, 20), "Adar II", "5787"),
        (.hebrew, .english, (2026, 3, 1), "Adar", "5786"),         // 5786 is not
        (.coptic, .english, (2026, 9, 12), "Tout", "1743"),
        (.ethiopicAmeteMihret, .english, (2026, 9, 12), "Meskerem", "2019"),
        (.islamicCivil, .english, (2026, 3, 1), "Ramadan", "1447"),
        (.persian, .english, (2026, 3, 21), "Farvardin", "1405"),
        (.indian, .english, (2026, 3, 22), "Chaitra", "1948"),
        (.japanese, .english, (2026, 11, 9), "November", "Reiwa 8"),
        (.japanese, .japanese, (2026, 11, 9), "11月", "令和8年"),
        (.japanese, .english, (1989, 1, 7), "January", "Shōwa 64"),
        (.gregorian, .english, (-43, 3, 15), "March", "44 BC"),
        (.chinese, .english, (2026, 11, 9), "Tenth Month", "2026 bing-wu"),
        (.chinese, .chinese, (2026, 11, 9), "十月", "2026丙午"),
        (.chinese, .chinese, (2033, 12, 22), "闰冬月", "2033癸丑"),
        (.chinese, .english, (2033, 12, 22), "Leap Eleventh Month", "2033 gui-chou"),
        (.dangi, .korean, (2026, 2, 17), "1월", "2026병오"),
        (.dangi, .korean, (2025, 7, 25), "윤6월", "2025을사"),
        (.vietnamese, .vietnamese, (2026, 2, 17), "Tháng 1", "2026 Bính Ngọ"),
        (.chinese, .english, (1984, 2, 2), "First Month", "1984 jia-zi"),
    ]

    @Test("month and year names, exact", arguments: table.indices)
    func exact(index: Int) throws {
        let (identifier, language, date, monthName, yearName) = Self.table[index]
        let calendar = CalendarSystem(identifier)
        let day = try Self.day(date.0, date.1, date.2)
        let names = CalendarNames(calendar: calendar, language: language)
        let month = try #require(calendar.month(containing: day)), year = try #require(calendar.year(containing: day))
        #expect(names.name(of: month) == monthName, "\(identifier) \(language) \(date)")
        #expect(names.name(of: year) == yearName, "\(identifier) \(language) \(date)")
    }

    @Test("every month of every calendar has a name that is not a bare number, in every language")
    func everyMonthNamed() throws {
        let day = try Self.day(2027, 1, 1)
        for identifier in CalendarIdentifier.allCases {
            let calendar = CalendarSystem(identifier)
            let year = try #require(calendar.year(containing: day))
            for language in CalendarNames.Language.allCases {
                let names = CalendarNames(calendar: calendar, language: language)
                for month in calendar.months(of: year) {
                    let name = names.name(of: month)
                    #expect(Int(name) == nil && !name.isEmpty, "\(identifier) \(language) \(month): \(name)")
                }
            }
        }
    }

    @Test("the 60-year cycle: 1984 is jia-zi (甲子), 2043 gui-hai (癸亥), 2044 jia-zi again")
    func cycle() throws {
        let chinese = CalendarSystem(.chinese)
        for (gregorianYear, english, han) in [(1984, "jia-zi", "甲子"), (2043, "gui-hai", "癸亥"), (2044, "jia-zi", "甲子"), (2026, "bing-wu", "丙午")] {
            let year = try #require(chinese.lunisolarYear(startingIn: gregorianYear))
            #expect(chinese.gregorianYear(startingLunisolarYear: year) == gregorianYear)
            #expect(Self.names(.chinese).name(of: year) == "\(gregorianYear) \(english)")
            #expect(Self.names(.chinese, .chinese).name(of: year) == "\(gregorianYear)\(han)")
        }
        #expect(chinese.lunisolarYear(startingIn: 1499) == nil && chinese.lunisolarYear(startingIn: 2500) == nil)
        #expect(CalendarSystem(.gregorian).lunisolarYear(startingIn: 2026) == nil)
    }

    @Test("the Japanese eras by CLDR's names: the first, the last five and one of the two courts")
    func eras() {
        let english = Self.names(.japanese), japanese = Self.names(.japanese, .japanese)
        #expect(english.eraName(0) == "Taika" && japanese.eraName(0) == "大化")
        #expect((232...236).map { english.eraName($0) } == ["Meiji", "Taishō", "Shōwa", "Heisei", "Reiwa"])
        #expect((232...236).map { japanese.eraName($0) } == ["明治", "大正", "昭和", "平成", "令和"])
        #expect(english.eraName(167) == "Kakei" && japanese.eraName(167) == "嘉慶")
        #expect(english.eraName(237) == nil && english.eraName(-1) == nil && english.eraName(Int.min) == nil)
        #expect(Self.names(.hebrew).eraName(0) == nil)
    }
}

@Suite("Calendar identifiers by name")
struct CalendarIdentifierNameTests {
    @Test("every calendar round-trips its case name and its CLDR key; other text is nil")
    func names() {
        for identifier in CalendarIdentifier.allCases {
            #expect(CalendarIdentifier(rawValue: identifier.rawValue) == identifier)
            #expect(CalendarIdentifier(key: identifier.key) == identifier)
        }
        #expect(CalendarIdentifier(key: "islamic-umalqura") == .islamicUmmAlQura && CalendarIdentifier(key: "roc") == .republicOfChina)
        #expect(CalendarIdentifier(key: "islamic") == nil && CalendarIdentifier(key: "") == nil && CalendarIdentifier(rawValue: "roc") == nil)
    }
}
