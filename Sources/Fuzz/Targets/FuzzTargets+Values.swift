import CalendarPicker
import Foundation
import FuzzSupport
import InlineForm

extension FuzzTargets {
    /// The values an app stores and restores: random bytes as JSON (as they
    /// come, and as the text of a JSON string) into every `Codable` type of
    /// DayModel, CalendarPicker and InlineForm, and random components into
    /// every failable initializer. Nothing may trap; whatever decodes encodes
    /// and decodes back equal; whatever a failable initializer makes names
    /// itself again (a day its number, a span its text, a moment its instant).
    ///
    /// - Parameter bytes: The input.
    /// - Returns: The invariants that did not hold.
    @MainActor
    public static func values(_ bytes: [UInt8]) -> [String] {
        let log = InvariantLog()
        let data = Data(bytes)
        let asText = (try? JSONEncoder().encode([String(decoding: bytes, as: UTF8.self)])) ?? Data()
        for json in [data, asText] {
            roundTrip([Day].self, json, log)
            roundTrip([DayRange].self, json, log)
            roundTrip([Month].self, json, log)
            roundTrip([Year].self, json, log)
            roundTrip([DayComponents].self, json, log)
            roundTrip([TimeOfDay].self, json, log)
            roundTrip([TimeSpan].self, json, log)
            roundTrip([ZonedMoment].self, json, log)
            roundTrip([FieldValue].self, json, log)
            roundTrip(FormValues.self, json, log)
        }
        var input = FuzzInput(bytes)
        components(&input, log)
        return log.violations
    }

    /// Decodes a value; when it decodes, its encoding decodes to an equal value.
    private static func roundTrip<Value: Codable & Equatable>(_ type: Value.Type, _ data: Data, _ log: InvariantLog) {
        guard let value = try? JSONDecoder().decode(type, from: data) else { return }
        guard let encoded = try? JSONEncoder().encode(value) else {
            log.check(false, "\(type): \(value) does not encode")
            return
        }
        let again = try? JSONDecoder().decode(type, from: encoded)
        log.check(again == value, "\(type): \(value) reads back as \(String(describing: again))")
    }

    /// Random components into every failable initializer, and the answers checked.
    @MainActor
    private static func components(_ input: inout FuzzInput, _ log: InvariantLog) {
        let anyInt = Int.min...Int.max
        for _ in 0..<8 where !input.isAtEnd {
            let a = input.int(in: anyInt), b = input.int(in: anyInt), c = input.int(in: anyInt)
            if let day = Day(dayNumber: a) {
                log.check(day.dayNumber == a && Day.supportedDayNumbers.contains(a), "Day(dayNumber: \(a)) is \(day)")
                log.check((try? Day(iso8601: day.iso8601)) == day, "\(day) does not read back from \(day.iso8601)")
                let other = day + b
                log.check(Day.supportedDayNumbers.contains(other.dayNumber), "\(day) + \(b) left the supported days")
                log.check(DayRange(day, other).map { $0.start <= $0.end } ?? (other < day), "DayRange(\(day), \(other))")
            } else {
                log.check(!Day.supportedDayNumbers.contains(a), "Day(dayNumber: \(a)) is nil")
            }
            if let day = Day(prolepticGregorianYear: a % 10_000_000, month: b % 16, day: c % 40) {
                let date = day.prolepticGregorianDate
                log.check(date == (a % 10_000_000, b % 16, c % 40), "\(day) is not \(a % 10_000_000)-\(b % 16)-\(c % 40)")
            }
            if let span = TimeSpan(totalMinutes: a) {
                log.check(a >= 0 && (try? TimeSpan(iso8601: span.iso8601)) == span, "\(span) from \(a) minutes")
            } else {
                log.check(a < 0, "TimeSpan(totalMinutes: \(a)) is nil")
            }
            _ = TimeSpan(hours: a, minutes: b % 70)
            if let time = TimeOfDay(hour: a % 30, minute: b % 70) {
                log.check((try? TimeOfDay(iso8601: time.iso8601)) == time, "\(time) does not read back")
            }
            _ = Weekday(rawValue: a % 10)
            let zone = TimeZone(identifier: input.pick(["America/New_York", "Pacific/Apia", "Australia/Lord_Howe", "UTC"]))!
            let seconds = input.double(scale: 1e10)
            if let moment = ZonedMoment(date: Date(timeIntervalSince1970: seconds), in: zone) {
                let back = try? ZonedMoment(iso8601: moment.iso8601, in: zone)
                log.check(back?.date == moment.date, "\(moment.iso8601) reads back as \(String(describing: back?.date))")
            } else {
                log.check(!seconds.isFinite || seconds.magnitude > 8e16, "ZonedMoment of \(seconds) s is nil")
            }
            let calendar = CalendarSystem(input.pick([.gregorian, .hebrew, .chinese, .japanese, .coptic, .islamicCivil]))
            let components = DayComponents(era: input.bool() ? nil : b % 300, year: a % 100_000, month: b % 15, day: c % 33,
                                           isLeapMonth: input.bool())
            if let day = calendar.day(from: components) {
                log.check(calendar.supportedDays.contains(day), "\(components) names \(day), outside the supported days")
            }
            if let month = calendar.month(era: components.era, year: components.year, number: components.month) {
                _ = MonthGrid(month: month, calendar: calendar, firstWeekday: Weekday(rawValue: c % 8) ?? .monday)
            }
            _ = RowMap(fieldIDs: [[FieldID(String(a % 3)), FieldID(String(b % 3))]], openPickers: [])
            _ = RowDiff.update(from: [[a % 3, b % 3]], to: [[c % 3]])
        }
    }
}
