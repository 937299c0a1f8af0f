import CalendarPicker
import DemoKit
import Foundation
import TerminalForms
import TerminalUI
import FuzzSupport

extension FuzzTargets {
    /// `demo pick`'s command line: any arguments are either refused with
    /// one printed line naming the problem, or read and turned into a program that
    /// draws (a calendar, or wheels); never a crash or a trap.
    ///
    /// The input's bytes, split at each NUL, are the arguments (at most 16).
    /// Those that start with `@` are replaced by an option name, so the
    /// fuzzer reaches every option quickly: `@` + a byte picks one.
    ///
    /// - Parameter bytes: The fuzzer's input.
    /// - Returns: The invariants that did not hold.
    /// - Complexity: What `demo pick` does before it opens the terminal.
    @MainActor
    public static func pickArguments(_ bytes: [UInt8]) -> [String] {
        let log = InvariantLog()
        let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(16).map { piece -> String in
            if piece.first == UInt8(ascii: "@"), piece.count == 2 {
                return pickOptionNames[Int(piece[piece.startIndex + 1]) % pickOptionNames.count]
            }
            return String(decoding: piece, as: UTF8.self)
        }
        do {
            try PickCommand.prepare(arguments: arguments)
        } catch let error as DemoError {
            // As `demo` prints it: the tokens it quotes have their control characters made visible.
            let printed = TerminalText.visible(error.message)
            log.check(!printed.isEmpty, "an empty error for \(arguments)")
            log.check(!printed.contains("\n"), "an error of several lines for \(arguments): \(printed)")
        } catch {
            log.check(false, "an error that is not a DemoError for \(arguments): \(error)")
        }
        return log.violations
    }

    /// The options `demo pick` takes, for inputs that name one with `@`.
    static let pickOptionNames = [
        "--date", "--range", "--multiple", "--min", "--max", "--today", "--locale", "--first-weekday", "--calendar",
        "--time-zone", "--format", "--week-numbers", "--prompt", "--time", "--duration", "--datetime",
        "--minute-interval", "--clock", "--max-hours", "--ascii", "--no-color", "--plain", "--help", "--version",
        "2026-11-25", "09:30", "7:45", "..", "1", "0", "-1", "99", "hebrew", "japanese", "America/New_York", "ar_EG",
    ]

    /// A typed date: in each of several calendars, text is a day, no such
    /// day, not a date, or nothing; a day reads back from its own text as
    /// the same day.
    ///
    /// The first byte picks the calendar; the rest is the text.
    ///
    /// - Parameter bytes: The fuzzer's input.
    /// - Returns: The invariants that did not hold.
    /// - Complexity: O(n) in the text's length.
    public static func dateEntry(_ bytes: [UInt8]) -> [String] {
        let log = InvariantLog()
        guard let first = bytes.first else { return [] }
        let calendar = dateEntryCalendars[Int(first) % dateEntryCalendars.count]
        let text = String(decoding: bytes.dropFirst().prefix(64), as: UTF8.self)
        let entry = DateEntry(text, in: calendar)
        switch entry {
        case .day(let day):
            // Every day the text names, far outside the days a picker offers too: the package
            // computes each calendar itself (arithmetic, or tables within their years), so a day's
            // text reads back as that day wherever the calendar answers.
            let written = calendar.text(of: day)
            log.check(DateEntry(written, in: calendar) == .day(day), "\(text) is \(day), whose text \(written) reads back otherwise")
            log.check(entry.problem == nil, "a day with a problem: \(text)")
        case .empty:
            log.check(entry.problem == nil, "nothing typed, with a problem: \(text)")
        case .noSuchDay, .notADate:
            log.check(entry.problem?.isEmpty == false, "no day, and no problem said: \(text)")
        }
        return log.violations
    }

    /// The calendars typed dates are read in.
    static let dateEntryCalendars: [CalendarSystem] = [
        CalendarSystem(.gregorian), CalendarSystem(.hebrew), CalendarSystem(.japanese), CalendarSystem(.islamicCivil),
        CalendarSystem(.persian), CalendarSystem(.chinese), CalendarSystem(.ethiopicAmeteAlem),
    ]
}
