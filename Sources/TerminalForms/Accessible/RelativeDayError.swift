import CalendarPicker
import DayModel

/// Why a typed text names no day (``RelativeDay``): one line that quotes the
/// text, for a line prompt to print before it asks again.
package struct RelativeDayError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the text.
    package enum Reason: Hashable, Sendable {
        /// None of the forms (`foo`, `+3`, `next`).
        case notADay
        /// A date whose numbers name no day of the calendar (`2026-02-30`), or one outside its days.
        case noSuchDay(calendarName: String)
        /// A day before the calendar's first day (`-9999999y`).
        case tooEarly(first: Day)
        /// A day after the calendar's last day (`+9223372036854775807d`).
        case tooLate(last: Day)
    }

    /// The forms a prompt offers, for messages: `YYYY-MM-DD, today, tomorrow, +3d, -1w or fri`.
    package static let forms = "YYYY-MM-DD, today, tomorrow, +3d, -1w or fri"

    /// The text, as typed.
    package let text: String
    /// What is wrong with it.
    package let reason: Reason

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - text: The text, as typed.
    ///   - reason: What is wrong with it.
    package init(text: String, reason: Reason) {
        self.text = text
        self.reason = reason
    }

    /// The longest text quoted whole; a longer one is cut, with `…`.
    package static let quotedLength = 40

    /// One line quoting the text (its blanks at the ends and its control
    /// characters dropped, cut after ``quotedLength`` characters):
    /// `'foo' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri`,
    /// `'2026-02-30' is not a day of the Gregorian calendar`, or
    /// `'+9999999y' is too late: the last day is 1000000-12-31` (and `too early`
    /// with the first day).
    ///
    /// - Complexity: O(*n*) in the length of the text.
    package var description: String {
        let visible = text.trimmingBlanks.filter { !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } }
        let quoted = "'" + (visible.count > Self.quotedLength ? visible.prefix(Self.quotedLength - 1) + "…" : visible) + "'"
        switch reason {
        case .notADay: return "\(quoted) is not a day: type \(Self.forms)"
        case .noSuchDay(let calendarName): return "\(quoted) is not a day of the \(calendarName) calendar"
        case .tooEarly(let first): return "\(quoted) is too early: the first day is \(Self.spoken(first))"
        case .tooLate(let last): return "\(quoted) is too late: the last day is \(Self.spoken(last))"
        }
    }

    /// A day as a screen reader reads it well: `YYYY-MM-DD` of the Gregorian
    /// calendar (Julian before 1582-10-15), with `BC` after a day before year 1
    /// (`4000-02-02 BC`), never the package's era prefix (`e0:`).
    ///
    /// - Parameter day: A day.
    /// - Returns: Its text.
    static func spoken(_ day: Day) -> String {
        let gregorian = CalendarSystem(.gregorian)
        guard let parts = gregorian.components(of: day), parts.era == 0 else { return gregorian.text(of: day) }
        let number = { (value: Int, width: Int) in NumericDate.padded(value.magnitude, to: width) }
        return number(parts.year, 4) + "-" + number(parts.month, 2) + "-" + number(parts.day, 2) + " BC"
    }
}
