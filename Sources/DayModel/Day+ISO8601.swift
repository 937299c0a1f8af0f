extension Day {
    /// Reads a day written as ISO 8601's calendar date, `YYYY-MM-DD`, in the
    /// proleptic Gregorian calendar.
    ///
    /// The year has four digits (`0000` is 1 BC), or a sign and at least four
    /// digits for the years ISO 8601 calls expanded: `-0009-03-01` is 1 March
    /// 10 BC and `+10000-01-01` the first day of the year 10000.
    ///
    /// - Parameter text: The text; nothing may come before or after the date.
    /// - Throws: ``DayParsingError`` with ``DayParsingError/Reason/malformed``
    ///   for another form, ``DayParsingError/Reason/noSuchDay`` for a day
    ///   the calendar does not have (`2026-02-29`), and
    ///   ``DayParsingError/Reason/outOfRange`` for a day outside
    ///   ``Day/supportedDayNumbers``.
    /// - Complexity: O(*n*) in the length of the text.
    public init(iso8601 text: String) throws(DayParsingError) {
        guard let fields = NumericDate(parsing: text) else {
            throw DayParsingError(text: text, reason: .malformed)
        }
        guard let year = fields.year, year >= -DayArithmetic.yearLimit, year <= DayArithmetic.yearLimit else {
            throw DayParsingError(text: text, reason: .outOfRange)
        }
        guard fields.hasSign || fields.yearDigits == 4, fields.yearDigits >= 4 else {
            throw DayParsingError(text: text, reason: .malformed)
        }
        guard (1...12).contains(fields.month), fields.day >= 1,
              fields.day <= DayArithmetic.gregorianMonthLength(year: year, month: fields.month) else {
            throw DayParsingError(text: text, reason: .noSuchDay, calendarName: "proleptic Gregorian")
        }
        guard let day = Day(dayNumber: DayArithmetic.dayNumber(gregorianYear: year, month: fields.month, day: fields.day))
        else {
            throw DayParsingError(text: text, reason: .outOfRange)
        }
        self = day
    }

    /// The day as ISO 8601 writes it: `YYYY-MM-DD` in the proleptic Gregorian
    /// calendar, with a sign and more digits for years before 0000 or after 9999
    /// (`-0009-03-01`, `+10000-01-01`). ``init(iso8601:)`` reads it back.
    ///
    /// This is the form of ``description`` and of the `Codable` encoding.
    public var iso8601: String {
        let date = prolepticGregorianDate
        let sign = date.year < 0 ? "-" : date.year > 9999 ? "+" : ""
        return sign + NumericDate.padded(date.year.magnitude, to: 4) + "-" + NumericDate.padded(UInt(date.month), to: 2)
            + "-" + NumericDate.padded(UInt(date.day), to: 2)
    }
}

/// The fields of a numeric date `[±]Y…Y-MM-DD`, before any calendar checks them.
///
/// The one reader of the package's numeric dates: ISO 8601 days here, and
/// the days of any calendar in CalendarPicker.
package struct NumericDate: Equatable, Sendable {
    /// The year, or `nil` when it does not fit in an `Int`.
    package let year: Int?
    /// The number of digits the year was written with.
    package let yearDigits: Int
    /// Whether the year had a sign.
    package let hasSign: Bool
    /// The month, two digits.
    package let month: Int
    /// The day of the month, two digits.
    package let day: Int

    /// Reads `[±]Y…Y-MM-DD`: a year of one or more ASCII digits (with an
    /// optional sign), a month and a day of two digits each.
    ///
    /// - Parameter text: The text.
    /// - Returns: `nil` when the text has another form.
    /// - Complexity: O(*n*) in the length of the text.
    package init?(parsing text: String) {
        var bytes = Array(text.utf8)[...]
        var negative = false, hasSign = false
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            negative = first == UInt8(ascii: "-")
            hasSign = true
            bytes = bytes.dropFirst()
        }
        let parts = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[1].count == 2, parts[2].count == 2,
              let month = Self.number(parts[1]), let day = Self.number(parts[2]) else { return nil }
        guard parts[0].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        let magnitude = Self.number(parts[0])
        self.year = magnitude.map { negative ? -$0 : $0 }
        self.yearDigits = parts[0].count
        self.hasSign = hasSign
        self.month = month
        self.day = day
    }

    /// The value of ASCII digits, or `nil` for another character or a value past `Int.max`.
    static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflow && !overflow2 else { return nil }
            value = sum
        }
        return value
    }

    /// A number's decimal digits, zero-padded on the left to a width.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - width: The least number of digits.
    /// - Returns: The digits.
    package static func padded(_ value: UInt, to width: Int) -> String {
        // Digits are ASCII: counting UTF-8 code units, not characters, keeps
        // the standard library's grapheme tables out of an Embedded program.
        let digits = String(value)
        let count = digits.utf8.count
        return count >= width ? digits : String(repeating: "0", count: width - count) + digits
    }
}
