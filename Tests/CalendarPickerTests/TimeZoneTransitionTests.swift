import Foundation
import Testing
@testable import CalendarPicker

/// Whether the tz database's compiled files are on this machine.
private let hasZoneFiles = FileManager.default.fileExists(atPath: TZif.directory + "/America/New_York")

/// Local times around every change of offset, checked against the tz
/// database's own files (read by the test's TZif parser, not by Foundation):
/// the moment a day and time name, the gap and fold rules, and the hours
/// a date and time picker's hour wheel offers on the days of a change.
@Suite("Time zone transitions, against the tz database's files",
       .enabled(if: hasZoneFiles, "the tz database's files are not in /usr/share/zoneinfo"))
struct TimeZoneTransitionTests {
    /// The zones and the years whose every change of offset is checked.
    static let zones: [(zone: String, years: ClosedRange<Int>)] = [
        ("America/New_York", 1970...2037),
        ("Europe/Amsterdam", 1977...2037),
        ("Australia/Lord_Howe", 1981...2037),     // a 30-minute daylight saving time
        ("Pacific/Apia", 2009...2037),            // 2011-12-30 skipped whole
        ("America/Sao_Paulo", 1985...2019),       // changes at midnight; none after 2019
        ("Asia/Kolkata", 1941...1946),            // the war years' +06:30; none since
    ]

    /// A year's first instant, UTC.
    static func start(ofYear year: Int) -> Int { daysFromCivil(year, 1, 1) * 86_400 }

    @Test("every change of offset: skipped times move on by the gap, repeated ones take the occurrence asked for",
          arguments: zones.map(\.zone))
    func transitions(zone: String) throws {
        let years = try #require(Self.zones.first { $0.zone == zone }?.years)
        let tz = try #require(try TZif.load(zone), "no file for \(zone)")
        let timeZone = try #require(TimeZone(identifier: zone))
        let last = min(years.upperBound, Self.civil(tz.lastTransition / 86_400).year)
        let changes = tz.transitions(from: Self.start(ofYear: years.lowerBound), to: Self.start(ofYear: last + 1))
        #expect(!changes.isEmpty, "\(zone) lists no change in \(years)")
        var checked = 0
        for change in changes {
            let lower = change.instant + min(change.before, change.after)
            let upper = change.instant + max(change.before, change.after)
            let middle = (lower + upper) / 2 / 60 * 60
            for local in [lower - 60, lower, middle, upper - 60, upper] where local % 60 == 0 {
                for occurrence in [ZonedMoment.Occurrence.first, .second] {
                    let day = Day(dayNumber: Self.floorDivide(local, 86_400))!
                    let time = TimeOfDay(minutesSinceMidnight: Self.floorDivide(local, 60) - day.dayNumber * 1440)
                    let moment = ZonedMoment(day: day, time: time, in: timeZone, occurrence: occurrence)
                    let expected = Self.expected(local: local, occurrence: occurrence, in: tz)
                    let context = "\(zone) \(Self.text(local: local)) \(occurrence)"
                    #expect(Int(moment.date.timeIntervalSince1970) == expected.instant, "\(context)")
                    #expect(moment.secondsFromGMT == expected.offset, "\(context)")
                    #expect(moment.resolution == expected.resolution, "\(context)")
                    #expect(moment.iso8601 == Self.text(local: expected.instant + expected.offset) + Self.offsetText(expected.offset),
                            "\(context)")
                    checked += 1
                }
            }
        }
        #expect(checked >= changes.count * 8)
    }

    @Test("the hour wheel on the days of a change: a repeated hour twice, marked with its offsets; a skipped one left out",
          arguments: zones.map(\.zone))
    func dayHours(zone: String) throws {
        let years = try #require(Self.zones.first { $0.zone == zone }?.years)
        let tz = try #require(try TZif.load(zone))
        let timeZone = try #require(TimeZone(identifier: zone))
        let changes = tz.transitions(from: Self.start(ofYear: years.lowerBound), to: Self.start(ofYear: years.upperBound + 1))
        var days = Set<Int>()
        for change in changes {
            days.insert(Self.floorDivide(change.instant + change.before, 86_400))
            days.insert(Self.floorDivide(change.instant + change.after - 1, 86_400))
        }
        for dayNumber in days.sorted() {
            let hours = DayHours(day: Day(dayNumber: dayNumber)!, timeZone: timeZone)
            let expected = Self.expectedRows(dayNumber: dayNumber, in: tz)
            let found = hours.rows.map { Row(hour: $0.hour, mark: $0.mark) }
            // A day the zone skipped whole has no hour; the wheel keeps a plain clock (documented).
            #expect(found == (expected.isEmpty ? (0..<24).map { Row(hour: $0, mark: nil) } : expected),
                    "\(zone) \(Self.text(local: dayNumber * 86_400))")
        }
    }

    @Test("a zone without changes in a year: every hour once, every time exact")
    func noChanges() throws {
        let tz = try #require(try TZif.load("Asia/Kolkata"))
        #expect(tz.transitions(from: Self.start(ofYear: 1946), to: Self.start(ofYear: 2038)).isEmpty)
        let kolkata = try #require(TimeZone(identifier: "Asia/Kolkata"))
        for dayNumber in stride(from: daysFromCivil(2026, 1, 1), to: daysFromCivil(2027, 1, 1), by: 7) {
            #expect(DayHours(day: Day(dayNumber: dayNumber)!, timeZone: kolkata).rows == DayHours.plainRows)
            let moment = ZonedMoment(day: Day(dayNumber: dayNumber)!, time: TimeOfDay(hour: 2, minute: 30)!, in: kolkata)
            #expect(moment.secondsFromGMT == 19_800 && moment.resolution == .exact)
        }
    }

    // MARK: - Expected values, from the file alone

    struct Row: Equatable, CustomStringConvertible {
        let hour: Int
        let mark: Int?
        var description: String { "\(hour)" + (mark.map { " \(TimeZoneTransitionTests.offsetText($0))" } ?? "") }
    }

    /// The instant, offset and resolution of a local time by the rules: a
    /// time that occurs once is that instant, a repeated one the occurrence
    /// asked for, a skipped one is read with the offset before the jump.
    static func expected(local: Int, occurrence: ZonedMoment.Occurrence,
                         in tz: TZif) -> (instant: Int, offset: Int, resolution: ZonedMoment.Resolution) {
        let found = tz.occurrences(ofLocal: local)
        switch found.count {
        case 1: return (found[0].instant, found[0].offset, .exact)
        case 2:
            let pick = occurrence == .first ? found[0] : found[1]
            return (pick.instant, pick.offset, .repeated(occurrence))
        default:
            guard let gap = tz.gap(holding: local) else { fatalError("a local time neither found nor in a gap") }
            let instant = local - gap.before
            return (instant, tz.offset(at: instant), .skipped(gap: gap.after - gap.before))
        }
    }

    /// The hour rows of a local day: each hour once per stretch of offset whose clock shows some of it.
    static func expectedRows(dayNumber: Int, in tz: TZif) -> [Row] {
        let segments = tz.segments
        var rows: [Row] = []
        for hour in 0..<24 {
            let lower = dayNumber * 86_400 + hour * 3600, upper = lower + 3600
            var showing: [Int] = []
            for (index, segment) in segments.enumerated() {
                let end = index + 1 < segments.count ? segments[index + 1].start : Int.max
                let localLower = segment.start == .min ? Int.min : segment.start + segment.offset
                let localUpper = end == .max ? Int.max : end + segment.offset
                if localLower < upper && lower < localUpper { showing.append(segment.offset) }
            }
            rows += showing.count == 1 ? [Row(hour: hour, mark: nil)] : showing.map { Row(hour: hour, mark: $0) }
        }
        return rows
    }

    // MARK: - Dates and text without Foundation

    static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// The proleptic Gregorian date of a day number (days since 1970-01-01), after H. Hinnant's `civil_from_days`.
    static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// Local seconds as `YYYY-MM-DDTHH:MM:SS`.
    static func text(local: Int) -> String {
        let date = civil(floorDivide(local, 86_400))
        let seconds = local - floorDivide(local, 86_400) * 86_400
        return "\(date.year)-\(two(date.month))-\(two(date.day))T\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))"
    }

    /// An offset as `±HH:MM`.
    static func offsetText(_ seconds: Int) -> String {
        (seconds < 0 ? "-" : "+") + two(abs(seconds) / 3600) + ":" + two(abs(seconds) / 60 % 60)
    }
}

/// The day number (days since 1970-01-01) of a proleptic Gregorian date, after H. Hinnant's `days_from_civil`.
func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = TimeZoneTransitionTests.floorDivide(y, 400)
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
}
