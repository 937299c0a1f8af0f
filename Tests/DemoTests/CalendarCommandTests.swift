import CalendarPicker
import Foundation
import Testing
import TerminalPickers
import TerminalUI
import TestSupport
@testable import DemoKit

@MainActor
@Suite("demo grid and demo calendar")
struct CalendarCommandTests {
    @Test("months in the layout of cal match their snapshots", arguments: [
        (["2026", "11"], "grid-2026-11"),
        (["2021", "1", "--first-weekday", "2", "--week-numbers"], "grid-2021-01-monday-weeks"),
        (["1582", "10"], "grid-1582-10"),
    ])
    func gridSnapshots(arguments: [String], name: String) async {
        let result = await DemoMain.run(arguments: ["grid"] + arguments)
        #expect(result.status == 0, "\(result.errorOutput)")
        Snapshot.expectMatch(result.output, named: name, testFile: #filePath)
    }

    @Test("months in other locales and calendars match their snapshots", .requiresReferenceLocaleData, arguments: [
        (["2024", "12", "--locale", "de_DE", "--week-numbers"], "grid-2024-12-de"),
        (["2018", "11", "--time-zone", "America/Sao_Paulo", "--locale", "pt_BR"], "grid-2018-11-sao-paulo"),
        (["5784", "6", "--calendar", "hebrew"], "grid-hebrew-5784-adar-i"),
        (["5783", "7", "--calendar", "hebrew", "--locale", "he_IL"], "grid-hebrew-5783-adar"),
        (["31", "4", "--calendar", "japanese"], "grid-japanese-heisei-31-04"),
        (["1", "5", "--calendar", "japanese", "--era", "236", "--locale", "ja_JP"], "grid-japanese-reiwa-1-05"),
        (["1447", "9", "--calendar", "islamic-civil", "--locale", "ar_EG"], "grid-islamic-1447-09"),
        (["2026", "2", "--first-weekday", "7", "--locale", "fa_IR"], "grid-2026-02-saturday"),
    ])
    func localizedGridSnapshots(arguments: [String], name: String) async {
        let result = await DemoMain.run(arguments: ["grid"] + arguments)
        #expect(result.status == 0, "\(result.errorOutput)")
        Snapshot.expectMatch(result.output, named: name, testFile: #filePath)
    }

    @Test("the grid of November 2026 is exactly cal's")
    func gridExact() async {
        #expect(await DemoMain.run(arguments: ["grid", "2026", "11"]).output == """
               November 2026
            Su Mo Tu We Th Fr Sa
             1  2  3  4  5  6  7
             8  9 10 11 12 13 14
            15 16 17 18 19 20 21
            22 23 24 25 26 27 28
            29 30

            """)
    }

    @Test("the calendar ends with the selected day", arguments: [
        ("2026-01-31", "pagedown", "selected: 2026-02-28"),
        ("2028-01-31", "pagedown", "selected: 2028-02-29"),
        ("2026-12-31", "right", "selected: 2027-01-01"),
        ("2026-11-21", "right,down,pagedown,shift+pagedown,home,end,t,enter", "selected: 2026-11-21"),
        ("2026-11-18", "home,left,left", "selected: 2026-11-13"),
        ("1582-10-04", "right", "selected: 1582-10-15"),
    ])
    func calendarSelected(date: String, keys: String, expected: String) async {
        let result = await DemoMain.run(arguments: ["calendar", "--date", date, "--today", "2026-11-21", "--keys", keys])
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.split(separator: "\n").last.map(String.init) == expected)
    }

    @Test("--range picks ranges: Enter, moves, Enter; Shift-arrows; Esc; START..END at the start", arguments: [
        (["--date", "2026-11-20", "--keys", "enter,right,right,enter"], "selected: 2026-11-20 2026-11-22"),
        (["--date", "2026-11-20", "--keys", "enter,up,enter"], "selected: 2026-11-13 2026-11-20"),
        (["--date", "2026-11-20", "--keys", "shift+right,shift+down,enter"], "selected: 2026-11-20 2026-11-28"),
        (["--date", "2026-11-20", "--keys", "enter,right,esc"], "selected: 2026-11-21 2026-11-21"),
        (["--date", "2026-11-18..2026-11-25", "--keys", "enter,left,esc"], "selected: 2026-11-18 2026-11-25"),
        (["--date", "2026-12-30", "--keys", "enter,pagedown,enter"], "selected: 2026-12-30 2027-01-30"),
    ])
    func ranges(arguments: [String], expected: String) async {
        let result = await DemoMain.run(arguments: ["calendar", "--range", "--today", "2026-11-21"] + arguments)
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.split(separator: "\n").last.map(String.init) == expected)
    }

    @Test("a range's marks in the grid: |start- -inside- -end| in ASCII")
    func rangeMarks() async {
        let result = await DemoMain.run(arguments: ["calendar", "--range", "--today", "2026-11-01", "--date",
                                              "2026-11-17..2026-11-19", "--keys", "up"])
        #expect(result.output.contains(" 15  16 |17--18--19| 20  21"), "\(result.output)")
    }

    @Test("the ends of the year range: a move past them is blocked and prints in YYYY-MM-DD", arguments: [
        ("9999-12-31", "right", "selected: 9999-12-31"),
        ("0001-01-01", "left", "selected: 0001-01-01"),
        ("9999-12-31", "shift+pagedown", "selected: 9999-12-31"),
    ])
    func yearRangeEnds(date: String, keys: String, expected: String) async {
        let result = await DemoMain.run(arguments: ["calendar", "--date", date, "--today", "2026-11-21", "--keys", keys])
        #expect(result.output.split(separator: "\n").last.map(String.init) == expected)
    }

    /// Every calendar the demo offers, with the first day its year range reaches from
    /// `--date 0001-01-01` (the era's epoch where that is later); all end on 9999-12-31.
    /// The first and last day of each calendar's year range, in the Gregorian calendar's text (Julian before
    /// 1582-10-15). The lunisolar tables hold the years that start in 1500–2499; a range ends 62 days inside them.
    nonisolated static let rangeStarts: [(calendar: String, first: String, last: String)] = [
        ("gregorian", "0001-01-01", "9999-12-31"), ("iso8601", "0001-01-01", "9999-12-31"), ("buddhist", "0001-01-01", "9999-12-31"),
        ("chinese", "1500-04-02", "2499-11-29"), ("coptic", "0284-08-29", "9999-12-31"), ("dangi", "1500-04-02", "2499-11-29"),
        ("ethiopic", "0008-08-29", "9999-12-31"), ("ethiopic-amete-alem", "0001-01-01", "9999-12-31"),
        ("hebrew", "0001-01-01", "9999-12-31"), ("indian", "0079-03-24", "9999-12-31"), ("islamic-civil", "0622-07-16", "9999-12-31"),
        ("islamic-tbla", "0622-07-15", "9999-12-31"), ("islamic-umalqura", "0622-07-16", "9999-12-31"),
        ("japanese", "1868-09-08", "9999-12-31"), ("persian", "0622-03-18", "9999-12-31"), ("roc", "1912-01-01", "9999-12-31"),
        ("vietnamese", "1500-04-02", "2499-11-29"),
    ]

    @Test("the table of year range ends names every calendar the demo offers")
    func rangeStartsCoverEveryCalendar() {
        #expect(CalendarCommandTests.rangeStarts.map(\.calendar) == CalendarOptions.calendars.map(\.key))
    }

    @Test("in every calendar a move past the year range's ends is blocked, and the day prints as YYYY-MM-DD",
          arguments: CalendarCommandTests.rangeStarts)
    func yearRangeEndsInEveryCalendar(calendar: String, first: String, last: String) async {
        let cases = [
            (last, "right,pagedown,shift+pagedown,down,end", last),
            (first, "left,pageup,shift+pageup,up,home", first),
        ]
        for (date, keys, expected) in cases {
            let result = await DemoMain.run(arguments: ["calendar", "--calendar", calendar, "--date", date,
                                                  "--today", "2026-11-21", "--keys", keys])
            #expect(result.status == 0, "\(result.errorOutput)")
            let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.last(where: { !$0.isEmpty }) == "selected: \(expected)", "\(calendar) \(date)")
            // No key moved anything: each frame after the first is the one before.
            for key in keys.split(separator: ",") {
                #expect(lines.contains("# \(key) (unchanged)"), "\(calendar) \(date) \(key)")
            }
            // Range mode ends the same way: no end of a range lies outside either.
            let range = await DemoMain.run(arguments: ["calendar", "--range", "--calendar", calendar, "--date", date,
                                                 "--today", "2026-11-21", "--keys", "enter,\(keys),enter"])
            #expect(range.output.hasSuffix("selected: \(expected) \(expected)\n"), "\(calendar) \(date) range")
        }
        // A day before the calendar's first is refused in one line that names that first day.
        if first != "0001-01-01" {
            let before = await DemoMain.run(arguments: ["calendar", "--calendar", calendar, "--date", "0001-01-01",
                                                  "--today", "2026-11-21"])
            #expect(before.status == 2 && before.output.isEmpty, "\(calendar)")
            #expect(before.errorOutput.hasPrefix("demo: error: --date '0001-01-01' is before the first day of the "),
                    "\(calendar): \(before.errorOutput)")
            #expect(before.errorOutput.hasSuffix(" calendar, \(first)\n"), "\(calendar): \(before.errorOutput)")
        }
    }

    @Test("the year box keeps every year's number and era whole, at both ends of the range, in every calendar", arguments: [
        ("gregorian", "|<  1   >|", "|< 9999 >|"), ("iso8601", "|<  1   >|", "|< 9999 >|"),
        ("buddhist", "|<  544  >|", "|< 10542 >|"), ("chinese", "|<  1500  >|", "|<  2499  >|"),
        ("coptic", "|<  1   >|", "|< 9716 >|"), ("dangi", "|<  1500  >|", "|<  2499  >|"),
        ("ethiopic", "|<  1   >|", "|< 9992 >|"), ("ethiopic-amete-alem", "|< 5493  >|", "|< 15492 >|"),
        ("hebrew", "|< 3761  >|", "|< 13760 >|"), ("indian", "|<  1   >|", "|< 9921 >|"),
        ("islamic-civil", "|<  1   >|", "|< 9666 >|"),
        ("islamic-tbla", "|<  1   >|", "|< 9666 >|"), ("islamic-umalqura", "|<  1   >|", "|< 9666 >|"),
        ("japanese", "|<  1 Meiji   >|", "|< 7981 Reiwa >|"), ("persian", "|<  1   >|", "|< 9378 >|"),
        ("roc", "|<  1   >|", "|< 8088 >|"), ("vietnamese", "|<  1500  >|", "|<  2499  >|"),
    ])
    func yearBoxesAtTheEnds(calendar: String, first: String, last: String) async throws {
        let ends = try #require(CalendarCommandTests.rangeStarts.first { $0.calendar == calendar })
        for (date, expected) in [(ends.first, first), (ends.last, last)] {
            let result = await DemoMain.run(arguments: ["calendar", "--calendar", calendar, "--date", date, "--today", date])
            #expect(result.status == 0, "\(calendar) \(date): \(result.errorOutput)")
            let lines = result.output.split(separator: "\n").map(String.init)
            // The ribbons' middle line: the year box, two blanks, the month box; 28 columns in all,
            // or as many as the calendar's names need (the Chinese "Eleventh Month", say).
            try #require(lines.count > 2, "\(calendar) \(date): \(result.output)")
            let middle = lines[2]
            #expect(middle.hasPrefix(expected + "  |<"), "\(calendar) \(date): \(middle)")
            let system = try CalendarOptions.calendar(named: calendar)
            let labels = CalendarLabels(calendar: system, locale: Locale(identifier: "en_US"))
            let width = max(CalendarArt.width, CalendarArt.ribbonsWidth(for: YearRange.standard(for: system), labels: labels))
            #expect(TextWidth.columns(of: middle) == width, "\(calendar) \(date): \(middle)")
            #expect(!middle.contains("…"), "\(calendar) \(date): \(middle)")
        }
    }

    @Test("a lunisolar grid takes the Gregorian year the year starts in, or with --era its place in the cycle")
    func lunisolarGrids() async {
        // The tenth month of 丙午 (cycle 78, year 43) starts on Monday 2026-11-09.
        let chinese = await DemoMain.run(arguments: ["grid", "2026", "10", "--calendar", "chinese"])
        #expect(chinese.status == 0, "\(chinese.errorOutput)")
        let lines = chinese.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Tenth Month 2026 bing-wu")
        #expect(lines.dropFirst(2).first == "    1  2  3  4  5  6")
        #expect(lines.last == "28 29 30")
        let byEra = await DemoMain.run(arguments: ["grid", "43", "10", "--calendar", "chinese", "--era", "78"])
        #expect(byEra.output == chinese.output)
        // Vietnam's New Year of 1985 came a month before China's.
        let vietnamese = await DemoMain.run(arguments: ["grid", "1985", "1", "--calendar", "vietnamese"])
        #expect(vietnamese.status == 0 && vietnamese.output.hasPrefix("First Month 1985 yi-chou\n"), "\(vietnamese.output)")
        let chinese1985 = await DemoMain.run(arguments: ["grid", "1985", "1", "--calendar", "chinese"])
        #expect(chinese1985.output != vietnamese.output)
        let outside = await DemoMain.run(arguments: ["grid", "2600", "1", "--calendar", "chinese"])
        #expect(outside.status == 2 && outside.errorOutput
            == "demo: error: YEAR '2600' is outside the Chinese calendar's years (those that start in 1500–2499)\n")
    }

    @Test("ISO 8601 weeks start on Monday; a Hebrew year the ICU gets wrong starts on its Monday")
    func isoAndHebrew() async {
        let iso = await DemoMain.run(arguments: ["grid", "2026", "11", "--calendar", "iso8601"]).output
        #expect(iso.split(separator: "\n")[1] == "Mo Tu We Th Fr Sa Su")
        let hebrew = await DemoMain.run(arguments: ["grid", "5807", "1", "--calendar", "hebrew"]).output.split(separator: "\n")
        #expect(hebrew[0].contains("Tishri 5807"))
        #expect(hebrew[2] == "    1  2  3  4  5  6")   // Sunday first: the 1st is a Monday
    }

    @Test("days in the locale's digits, or Latin ones when asked")
    func digits() async {
        let arabic = await DemoMain.run(arguments: ["grid", "2026", "11", "--locale", "ar_EG"]).output
        #expect(arabic.contains("١٥") && !arabic.contains("15"))
        #expect(arabic.hasPrefix(String(BidiIsolation.leftToRightMark)))
        let latin = await DemoMain.run(arguments: ["grid", "2026", "11", "--locale", "ar_EG", "--latin-digits"]).output
        #expect(latin.contains("15") && !latin.contains("١٥"))
    }

    @Test("labels name the year and month whole: the era, never a code like H31 or Mo10")
    func fittingLabels() async {
        let japanese = await DemoMain.run(arguments: ["calendar", "--calendar", "japanese", "--locale", "ja_JP",
                                                "--date", "2019-04-30", "--today", "2019-04-30"]).output
        #expect(japanese.contains("平成31年") && !japanese.contains("H31"), "\(japanese)")
        let chinese = await DemoMain.run(arguments: ["calendar", "--calendar", "chinese", "--date", "2026-11-20",
                                               "--today", "2026-11-20"]).output
        #expect(chinese.contains("Tenth Month") && !chinese.contains("Mo10") && !chinese.contains("…"), "\(chinese)")
    }

    @Test("calendar frames match their snapshot")
    func calendarSnapshot() async {
        let result = await DemoMain.run(arguments: ["calendar", "--date", "2026-01-31", "--today", "2026-01-15",
                                              "--keys", "pagedown,right,shift+pagedown,home,end,t,enter"])
        Snapshot.expectMatch(result.output, named: "calendar-keys", testFile: #filePath)
    }

    @Test("calendar frames in Dutch, weeks from Monday, match their snapshot", .requiresReferenceLocaleData)
    func dutchCalendarSnapshot() async {
        let monday = await DemoMain.run(arguments: ["calendar", "--date", "2024-12-30", "--today", "2024-12-25",
                                              "--locale", "nl_NL", "--keys", "down"])
        Snapshot.expectMatch(monday.output, named: "calendar-nl-monday", testFile: #filePath)
    }

    @Test("bad arguments give one line naming them and exit code 2", arguments: [
        (["grid"], "YEAR and MONTH"),
        (["grid", "2026"], "YEAR and MONTH"),
        (["grid", "2026", "13"], "MONTH '13' is out of range 1…12"),
        (["grid", "1000001", "1"], "YEAR '1000001' is out of range -1000000…1000000"),
        (["grid", "99999999999999999999", "1"], "YEAR '99999999999999999999' is out of range -1000000…1000000"),
        (["grid", "2026", "1", "--era", "5"], "--era '5' is out of range 0…1"),
        (["grid", "2026", "1", "--era=x"], "--era 'x' is not a whole number"),
        (["grid", "2026", "1", "--week-numbers=yes"], "--week-numbers takes no value ('--week-numbers=yes')"),
        (["grid", "twenty", "1"], "YEAR 'twenty' is not a whole number"),
        (["grid", "2026", "0"], "MONTH '0' is out of range 1…12"),
        (["grid", "2026", "1", "extra"], "'extra'"),
        (["grid", "2026", "1", "--first-weekday", "8"], "--first-weekday '8' is out of range 1…7"),
        (["grid", "2026", "1", "--calendar", "mayan"], "'mayan'"),
        (["grid", "2026", "1", "--locale", "zz_ZZ"], "'zz_ZZ'"),
        (["grid", "2026", "1", "--time-zone", "Mars/Olympus"], "'Mars/Olympus'"),
        (["grid", "5783", "6", "--calendar", "hebrew"], "month 6"),
        (["grid", "2026", "1", "--bogus"], "'--bogus'"),
        (["calendar", "--date", "2026-02-30"], "'2026-02-30'"),
        (["calendar", "--date", "1582-10-10"], "'1582-10-10'"),
        (["calendar", "--date", "26-1-1"], "'26-1-1'"),
        (["calendar", "--keys", "right,jump"], "'jump'"),
        (["calendar", "--first-weekday", "0"], "--first-weekday '0' is out of range 1…7"),
        (["calendar", "--first-weekday=x"], "--first-weekday 'x' is not a whole number"),
        (["calendar", "--today"], "--today needs a value"),
    ])
    func badArguments(arguments: [String], mention: String) async {
        let result = await DemoMain.run(arguments: arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.hasPrefix("demo: error: "))
        #expect(result.errorOutput.filter { $0 == "\n" }.count == 1)
        #expect(result.errorOutput.contains(mention), "\(result.errorOutput)")
    }
}
