import Foundation
import Testing
@testable import DayModel

/// The encodings the DayModel catalog documents, exactly, and back.
@Suite("Codable: stable encodings")
struct CodableTests {
    static func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    @Test("a day is its ISO 8601 text, before year 1 and after 9999 too")
    func day() throws {
        for text in ["2026-11-25", "-0009-03-01", "0000-01-01", "+10000-01-01"] {
            let day = try Day(iso8601: text)
            #expect(try Self.json([day]) == "[\"\(text)\"]")
            #expect(try Self.decode([Day].self, "[\"\(text)\"]") == [day])
        }
        #expect(throws: DecodingError.self) { try Self.decode([Day].self, "[\"2026-02-30\"]") }
        #expect(throws: DecodingError.self) { try Self.decode([Day].self, "[20417]") }
        // ISO 8601's expanded years, as JavaScript's toISOString() writes them, read as the same days.
        for (expanded, text) in [("+002026-01-05", "2026-01-05"), ("+010000-01-01", "+10000-01-01"), ("-000009-03-01", "-0009-03-01")] {
            #expect(try Self.decode([Day].self, "[\"\(expanded)\"]") == [try Day(iso8601: text)], "\(expanded)")
        }
    }

    @Test("a range is its start and end; an end before the start is refused")
    func range() throws {
        let range = DayRange(try Day(iso8601: "2026-11-23"), try Day(iso8601: "2026-11-27"))
        let text = #"{"end":"2026-11-27","start":"2026-11-23"}"#
        #expect(try Self.json(range) == text)
        #expect(try Self.decode(DayRange.self, text) == range)
        #expect(throws: DecodingError.self) {
            try Self.decode(DayRange.self, #"{"end":"2026-11-22","start":"2026-11-23"}"#)
        }
    }

    @Test("a month is its name and its days; a year and components their fields")
    func monthYearComponents() throws {
        let month = Month(era: 0, year: 5787, number: 3, firstDay: try Day(iso8601: "2026-11-11"),
                          lastDay: try Day(iso8601: "2026-12-10"))
        let text = #"{"era":0,"firstDay":"2026-11-11","isLeapMonth":false,"lastDay":"2026-12-10","month":3,"year":5787}"#
        #expect(try Self.json(month) == text)
        #expect(try Self.decode(Month.self, text) == month)
        for number in [0, 14, 99, -1] {
            #expect(throws: DecodingError.self, "\(number)") {
                try Self.decode(Month.self, text.replacingOccurrences(of: #""month":3"#, with: #""month":\#(number)"#))
            }
        }
        #expect(try Self.json(Year(era: 236, year: 8)) == #"{"era":236,"year":8}"#)
        let components = DayComponents(era: 78, year: 43, month: 10, day: 16, isLeapMonth: false)
        #expect(try Self.json(components) == #"{"day":16,"era":78,"isLeapMonth":false,"month":10,"year":43}"#)
        #expect(try Self.decode(DayComponents.self, try Self.json(components)) == components)
    }
}
