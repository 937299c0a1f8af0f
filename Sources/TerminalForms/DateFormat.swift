import CalendarPicker

/// A strftime-like pattern for printing a day, parsed once and then
/// applied as a pure function.
///
/// Directives: `%Y` year (at least four digits), `%y` two-digit year, `%m`
/// month 01–12, `%d` day 01–31, `%e` day padded with a space, `%j` day of
/// the year 001–366, `%B` / `%b` month name, full / short, `%A` / `%a`
/// weekday name, full / short, `%u` weekday 1–7 from Monday, `%w` weekday
/// 0–6 from Sunday, `%V` ISO week 01–53, `%G` ISO week-numbering year, `%F`
/// (`%Y-%m-%d`) and `%%`. Everything else is copied as it is. `iso` names
/// `%Y-%m-%d`.
package struct DateFormat: Hashable, Sendable {
    /// Why a pattern cannot be used: one line that names it.
    package struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The line.
        package let description: String

        /// A problem with its line.
        package init(_ description: String) {
            self.description = description
        }
    }

    /// A piece of a pattern.
    package enum Piece: Hashable, Sendable {
        case text(String)
        case directive(Character)
    }

    /// The directives understood.
    package static let directives: [Character] = ["Y", "y", "m", "d", "e", "j", "B", "b", "A", "a", "u", "w", "V", "G", "F", "%"]

    /// The ISO 8601 calendar date, `2026-11-21`.
    package static let iso = try! DateFormat("iso")

    package let pieces: [Piece]

    /// Parses a pattern.
    ///
    /// - Parameter pattern: `iso`, or text with directives.
    /// - Throws: ``Problem`` naming an unknown directive, a `%` at the end,
    ///   or an empty pattern (which would print an empty line).
    package init(_ pattern: String) throws(Problem) {
        guard !pattern.isEmpty else { throw Problem("--format '' is empty: it would print nothing (try iso)") }
        if pattern == "iso" {
            pieces = [.directive("F")]
            return
        }
        var pieces: [Piece] = []
        var text = ""
        var index = pattern.startIndex
        while index < pattern.endIndex {
            let character = pattern[index]
            index = pattern.index(after: index)
            guard character == "%" else {
                text.append(character)
                continue
            }
            guard index < pattern.endIndex else {
                throw Problem("--format '\(pattern)' ends with a lone % (write %% for one)")
            }
            let directive = pattern[index]
            index = pattern.index(after: index)
            guard DateFormat.directives.contains(directive) else {
                throw Problem("--format '\(pattern)': unknown directive %\(directive) (known: \(DateFormat.directives.map { "%\($0)" }.joined(separator: " ")))")
            }
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
            pieces.append(.directive(directive))
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        self.pieces = pieces
    }

    /// A day printed with the pattern.
    ///
    /// - Parameters:
    ///   - fields: The day's numbers.
    ///   - names: The month and weekday names.
    /// - Returns: The text.
    /// - Complexity: O(n) in the pattern's length.
    package func string(for fields: DateFields, names: DateNames) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text): result += text
            case .directive(let directive): result += DateFormat.expand(directive, fields, names)
            }
        }
        return result
    }

    private static func expand(_ directive: Character, _ fields: DateFields, _ names: DateNames) -> String {
        func pad(_ value: Int, _ width: Int, _ filler: Character = "0") -> String {
            let digits = String(abs(value))
            return (value < 0 ? "-" : "") + String(repeating: filler, count: max(0, width - digits.count)) + digits
        }
        func name(_ list: [String], _ index: Int) -> String {
            list.indices.contains(index) ? list[index] : String(index + 1)
        }
        switch directive {
        case "Y": return pad(fields.year, 4)
        case "y": return pad(((fields.year % 100) + 100) % 100, 2)
        case "m": return pad(fields.month, 2)
        case "d": return pad(fields.day, 2)
        case "e": return pad(fields.day, 2, " ")
        case "j": return pad(fields.dayOfYear, 3)
        case "B": return name(names.months, fields.month - 1)
        case "b": return name(names.shortMonths, fields.month - 1)
        case "A": return name(names.weekdays, fields.weekday.rawValue - 1)
        case "a": return name(names.shortWeekdays, fields.weekday.rawValue - 1)
        case "u": return String(Weekday.monday.days(until: fields.weekday) + 1)
        case "w": return String(fields.weekday.rawValue - 1)
        case "V": return pad(fields.isoWeek, 2)
        case "G": return pad(fields.isoYear, 4)
        case "F": return pad(fields.year, 4) + "-" + pad(fields.month, 2) + "-" + pad(fields.day, 2)
        default: return "%"
        }
    }
}
