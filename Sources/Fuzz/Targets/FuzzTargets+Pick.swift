import CalendarPicker
import DemoKit
import Foundation
import TerminalForms
import TerminalUI
import FuzzSupport

extension FuzzTargets {
    /// `demo pick`'s command line, its environment and the lines of its
    /// accessible dialogue: any of them are either refused with one printed
    /// line naming the problem, or read and turned into a program that draws
    /// (a calendar, or wheels) or a dialogue that takes the lines (a bad line
    /// is asked again, a good one prints); never a crash or a trap.
    ///
    /// The input's bytes, split at each NUL, are the pieces (at most 24).
    /// A piece `@` + a byte is replaced by an option name or a value, so the
    /// fuzzer reaches every option quickly; a piece `%` + a byte names an
    /// environment variable (an option's, or `ACCESSIBLE`) whose value is the
    /// next piece; a piece `>` starts the dialogue's lines, which are the
    /// pieces after it. The rest are the arguments.
    ///
    /// - Parameter bytes: The fuzzer's input.
    /// - Returns: The invariants that did not hold.
    /// - Complexity: What `demo pick` does before it opens the terminal.
    @MainActor
    public static func pickArguments(_ bytes: [UInt8]) -> [String] {
        let log = InvariantLog()
        var arguments: [String] = [], environment: [String: String] = [:], answers: [String] = []
        var variable: String?
        let names = pickOptionNames, variables = PickCommand.environmentVariables
        for piece in bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(24) {
            var text = String(decoding: piece, as: UTF8.self)
            if piece.first == UInt8(ascii: "@"), piece.count == 2 { text = names[Int(piece[piece.startIndex + 1]) % names.count] }
            if let name = variable {
                (environment[name], variable) = (text, nil)
            } else if piece.first == UInt8(ascii: "%"), piece.count == 2 {
                variable = variables[Int(piece[piece.startIndex + 1]) % variables.count]
            } else if text == ">" || !answers.isEmpty {
                answers.append(text)
            } else {
                arguments.append(text)
            }
        }
        do {
            let result = try PickCommand.prepare(arguments: arguments, environment: environment, answers: Array(answers.dropFirst()))
            if let result {
                log.check(result.status == 0 && result.output.hasSuffix("\n") && result.output.filter { $0 == "\n" }.count == 1,
                          "a dialogue's answer that is not one line for \(arguments) \(answers): \(result)")
            }
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

    /// The options `demo pick` takes (from its help's list, so a new one is
    /// reached at once) and values, for inputs that name one with `@`.
    @MainActor
    static var pickOptionNames: [String] {
        PickCommand.optionNames + ["--help", "--version"] + [
            "2026-11-25", "09:30", "7:45", "..", "1", "0", "-1", "99", "hebrew", "japanese", "America/New_York", "ar_EG",
            "iso", "locale", "2026-W53", "today", "+3d", "-1w", "fri", "next fri", "2m", "0.5", "?", "",
        ]
    }

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
