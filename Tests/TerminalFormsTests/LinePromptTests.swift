import CalendarPicker
import Foundation
import Testing
@testable import TerminalForms

/// A day of Foundation's Gregorian calendar, for the tables.
///
/// - Parameter text: `YYYY-MM-DD`.
/// - Returns: The day; a table's typo fails the test rather than trapping.
private func day(_ text: String) throws -> Day {
    try CalendarSystem(.gregorian).day(parsing: text)
}

/// A range of days, for the tables.
///
/// - Parameters:
///   - start: The first day, `YYYY-MM-DD`.
///   - end: The last day.
private func dayRange(_ start: String, _ end: String) throws -> DayRange {
    try #require(DayRange(day(start), day(end)))
}

/// One turn of a dialogue: the question asked, the line typed, the step it gave.
private struct Turn: Equatable, CustomStringConvertible {
    /// The question printed before the line was read.
    var question: String
    /// The line typed.
    var line: String
    /// What the prompt did with it.
    var step: LinePrompt.Step

    /// `question | line -> step`, for failure messages.
    var description: String { "\(question) | \(line) -> \(step)" }
}

/// The help's lines about the forms, the same for every kind.
private let formsHelp = """
    Type a date as YYYY-MM-DD, or today, tomorrow, yesterday.
    +3d is 3 days from today, -1w a week ago; m is months, y years.
    fri is the next Friday, or today if today is Friday.
    next fri is the first Friday after today; last fri the last before.
    """

/// Line dialogues from a fixed today, Saturday 2026-11-28: each test types
/// its lines and compares every question and step with the expected ones.
@MainActor
@Suite("LinePrompt: the accessible picker's line dialogue")
struct LinePromptTests {
    /// The rules of a Gregorian picker in UTC.
    ///
    /// - Parameters:
    ///   - minimum: The first day allowed, `YYYY-MM-DD`.
    ///   - maximum: The last day allowed.
    ///   - weekendsOff: Whether Saturdays and Sundays are disabled.
    ///   - mode: The selection mode (the prompt sets it from its kind, keeping a range's options).
    func configuration(minimum: String? = nil, maximum: String? = nil, weekendsOff: Bool = false,
                       mode: DayPicker.SelectionMode = .single) throws -> DayPicker.Configuration {
        var configuration = DayPicker.Configuration(locale: Locale(identifier: "en_US_POSIX"),
                                                    timeZone: try #require(TimeZone(identifier: "UTC")), selectionMode: mode)
        configuration.minimum = try minimum.map(day)
        configuration.maximum = try maximum.map(day)
        if weekendsOff { configuration.isDisabled = { $0.weekday == .saturday || $0.weekday == .sunday } }
        return configuration
    }

    /// Types lines into a prompt.
    ///
    /// - Parameters:
    ///   - prompt: The prompt.
    ///   - lines: The lines, in order.
    /// - Returns: The turns, and the question after the last line.
    fileprivate func run(_ prompt: inout LinePrompt, _ lines: [String]) -> (turns: [Turn], last: String) {
        var turns: [Turn] = []
        for line in lines {
            let question = prompt.question
            turns.append(Turn(question: question, line: line, step: prompt.answer(line)))
        }
        return (turns, prompt.question)
    }

    @Test("single: a bad answer is refused with its reason, then a good one ends")
    func single() throws {
        var prompt = try LinePrompt(kind: .single, configuration: configuration(), today: day("2026-11-28"))
        let question = "Day (YYYY-MM-DD, today, +3d, fri):"
        let (turns, last) = run(&prompt, ["foo", "", "2026-02-30", "+9223372036854775807d", "fri", "tomorrow"])
        #expect(turns == [
            Turn(question: question, line: "foo", step: .ask(.problem(
                "'foo' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri; ? for help"))),
            Turn(question: question, line: "", step: .ask(.problem("Nothing typed: type a day, or ? for help."))),
            Turn(question: question, line: "2026-02-30", step: .ask(.problem(
                "'2026-02-30' is not a day of the Gregorian calendar."))),
            Turn(question: question, line: "+9223372036854775807d", step: .ask(.problem(
                "'+9223372036854775807d' is too late: the last day is 1000000-12-31."))),
            Turn(question: question, line: "fri", step: .done(.day(try day("2026-12-04")))),
            Turn(question: "", line: "tomorrow", step: .done(.day(try day("2026-12-04")))),
        ])
        #expect(last == "")
        #expect(prompt.isFinished)
    }

    @Test("single: Enter takes the initial day; help and ? re-ask with the forms and Ctrl-D")
    func singleInitial() throws {
        var prompt = try LinePrompt(kind: .single, configuration: configuration(), today: day("2026-11-28"),
                                    initial: .day(day("2026-11-30")))
        let question = "Day (YYYY-MM-DD, today, +3d, fri; Enter for 2026-11-30):"
        let help = formsHelp + "\nEnter on an empty line takes 2026-11-30.\nCtrl-D cancels."
        let (turns, _) = run(&prompt, ["?", " HELP ", "\n"])
        #expect(turns == [
            Turn(question: question, line: "?", step: .ask(.help(help))),
            Turn(question: question, line: " HELP ", step: .ask(.help(help))),
            Turn(question: question, line: "\n", step: .done(.day(try day("2026-11-30")))),
        ])
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 70 })
    }

    @Test("single: bounds, disabled days and an initial day outside the bounds, each with its reason")
    func singleRules() throws {
        var prompt = try LinePrompt(kind: .single,
                                    configuration: configuration(minimum: "2026-11-25", maximum: "2026-12-31", weekendsOff: true),
                                    today: day("2026-11-28"), initial: .day(day("2026-11-20")))
        let question = "Day (YYYY-MM-DD, today, +3d, fri; Enter for 2026-11-20):"
        let (turns, _) = run(&prompt, ["", "-1w", "+2m", "sat", "mon"])
        #expect(turns == [
            Turn(question: question, line: "", step: .ask(.problem("2026-11-20 is before the first day allowed, 2026-11-25."))),
            Turn(question: question, line: "-1w", step: .ask(.problem("2026-11-21 is before the first day allowed, 2026-11-25."))),
            Turn(question: question, line: "+2m", step: .ask(.problem("2027-01-28 is after the last day allowed, 2026-12-31."))),
            Turn(question: question, line: "sat", step: .ask(.problem("2026-11-28 cannot be chosen."))),
            Turn(question: question, line: "mon", step: .done(.day(try day("2026-11-30")))),
        ])
    }

    @Test("range: start, an end before it refused (not swapped), then a good end")
    func rangeEndBeforeStart() throws {
        var prompt = try LinePrompt(kind: .range, configuration: configuration(), today: day("2026-11-28"))
        let (turns, _) = run(&prompt, ["2026-12-04", "2026-12-01", "+1w"])
        #expect(turns == [
            Turn(question: "Start (YYYY-MM-DD, today, +3d, fri):", line: "2026-12-04", step: .ask(.note("Start: 2026-12-04."))),
            Turn(question: "End (Enter for 2026-12-04):", line: "2026-12-01", step: .ask(.problem(
                "The end, 2026-12-01, is before the start, 2026-12-04."))),
            Turn(question: "End (Enter for 2026-12-04):", line: "+1w", step: .done(.range(try dayRange("2026-12-04", "2026-12-05")))),
        ])
    }

    @Test("range: START..END on one line, at the start or the end, and Enter at End for one day")
    func rangeOneLine() throws {
        var prompt = try LinePrompt(kind: .range, configuration: configuration(), today: day("2026-11-28"))
        let (turns, _) = run(&prompt, ["+6d..today", "today..foo", "today..+6d"])
        let start = "Start (YYYY-MM-DD, today, +3d, fri):"
        #expect(turns == [
            Turn(question: start, line: "+6d..today", step: .ask(.problem("The end, 2026-11-28, is before the start, 2026-12-04."))),
            Turn(question: start, line: "today..foo", step: .ask(.problem(
                "'foo' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri; ? for help"))),
            Turn(question: start, line: "today..+6d", step: .done(.range(try dayRange("2026-11-28", "2026-12-04")))),
        ])

        var second = try LinePrompt(kind: .range, configuration: configuration(), today: day("2026-11-28"))
        let (others, _) = run(&second, ["mon", "2026-12-01..2026-12-03"])
        #expect(others.last?.step == .done(.range(try dayRange("2026-12-01", "2026-12-03"))))

        var third = try LinePrompt(kind: .range, configuration: configuration(), today: day("2026-11-28"))
        let (oneDay, _) = run(&third, ["mon", ""])
        #expect(oneDay.last?.step == .done(.range(try dayRange("2026-11-30", "2026-11-30"))))
    }

    @Test("range: the options' maximum length and disabled days inside, the bounds at the start")
    func rangeRules() throws {
        let rules = try configuration(minimum: "2026-11-25", weekendsOff: true, mode: .range(DayPicker.RangeOptions(maximumLength: 7)))
        var prompt = try LinePrompt(kind: .range, configuration: rules, today: day("2026-11-28"))
        let start = "Start (YYYY-MM-DD, today, +3d, fri):"
        let (turns, _) = run(&prompt, ["-1w", "mon..2026-12-07", "mon..2026-12-04", "help"])
        #expect(turns == [
            Turn(question: start, line: "-1w", step: .ask(.problem("2026-11-21 is before the first day allowed, 2026-11-25."))),
            Turn(question: start, line: "mon..2026-12-07", step: .ask(.problem("2026-11-30 to 2026-12-07 is 8 days, more than the 7 allowed."))),
            Turn(question: start, line: "mon..2026-12-04", step: .done(.range(try dayRange("2026-11-30", "2026-12-04")))),
            Turn(question: "", line: "help", step: .done(.range(try dayRange("2026-11-30", "2026-12-04")))),
        ])

        var inside = try LinePrompt(kind: .range, configuration: configuration(weekendsOff: true), today: day("2026-11-28"))
        let end = "End (Enter for 2026-12-04):"
        // At End too, `next mon` counts from today, not from the start.
        let (holes, _) = run(&inside, ["-1w", "fri", "next mon", "2026-12-07", ""])
        #expect(holes == [
            Turn(question: start, line: "-1w", step: .ask(.problem("2026-11-21 cannot be chosen."))),
            Turn(question: start, line: "fri", step: .ask(.note("Start: 2026-12-04."))),
            Turn(question: end, line: "next mon", step: .ask(.problem("The end, 2026-11-30, is before the start, 2026-12-04."))),
            Turn(question: end, line: "2026-12-07", step: .ask(.problem("2026-12-04 to 2026-12-07 holds 2026-12-05, which cannot be chosen."))),
            Turn(question: end, line: "", step: .done(.range(try dayRange("2026-12-04", "2026-12-04")))),
        ])
    }

    @Test("range: Enter at Start takes the initial range, or the initial day as the start")
    func rangeInitial() throws {
        var prompt = try LinePrompt(kind: .range, configuration: configuration(), today: day("2026-11-28"),
                                    initial: .range(dayRange("2026-11-28", "2026-12-02")))
        #expect(prompt.question == "Start (YYYY-MM-DD, today, +3d, fri; Enter for 2026-11-28 to 2026-12-02):")
        #expect(prompt.help == formsHelp + """

            Type the start, then the end, or both as START..END.
            Enter at Start takes 2026-11-28 to 2026-12-02.
            Enter at End ends the range on its start.
            Ctrl-D cancels.
            """)
        #expect(prompt.answer("") == .done(.range(try dayRange("2026-11-28", "2026-12-02"))))

        var fromDay = try LinePrompt(kind: .range, configuration: configuration(), today: day("2026-11-28"),
                                     initial: .day(day("2026-11-30")))
        let (turns, _) = run(&fromDay, ["", "fri"])
        #expect(turns == [
            Turn(question: "Start (YYYY-MM-DD, today, +3d, fri; Enter for 2026-11-30):", line: "",
                 step: .ask(.note("Start: 2026-11-30."))),
            Turn(question: "End (Enter for 2026-11-30):", line: "fri", step: .done(.range(try dayRange("2026-11-30", "2026-12-04")))),
        ])
    }

    @Test("multiple: days added, a day typed again taken out, an empty line ends once a day is chosen")
    func multiple() throws {
        var prompt = try LinePrompt(kind: .multiple(maximumCount: nil), configuration: configuration(), today: day("2026-11-28"))
        let (turns, last) = run(&prompt, ["", "fri", "mon", "bar", "2026-12-04", "", "x"])
        #expect(turns == [
            Turn(question: "Day 1 (YYYY-MM-DD, today, +3d, fri):", line: "", step: .ask(.problem(
                "No day chosen yet: type a day, or ? for help."))),
            Turn(question: "Day 1 (YYYY-MM-DD, today, +3d, fri):", line: "fri", step: .ask(.note("Added 2026-12-04: 1 day chosen."))),
            Turn(question: "Day 2 (Enter ends):", line: "mon", step: .ask(.note("Added 2026-11-30: 2 days chosen."))),
            Turn(question: "Day 3 (Enter ends):", line: "bar", step: .ask(.problem(
                "'bar' is not a day: type YYYY-MM-DD, today, tomorrow, +3d, -1w or fri; ? for help"))),
            Turn(question: "Day 3 (Enter ends):", line: "2026-12-04", step: .ask(.note("Took out 2026-12-04: 1 day chosen."))),
            Turn(question: "Day 2 (Enter ends):", line: "", step: .done(.days([try day("2026-11-30")]))),
            Turn(question: "", line: "x", step: .done(.days([try day("2026-11-30")]))),
        ])
        #expect(last == "")
    }

    @Test("multiple: the maximum count, disabled days, and initial days that start chosen")
    func multipleRules() throws {
        var prompt = try LinePrompt(kind: .multiple(maximumCount: 2), configuration: configuration(weekendsOff: true),
                                    today: day("2026-11-28"), initial: .days([day("2026-12-01"), day("2026-12-01")]))
        #expect(prompt.chosenDays == [try day("2026-12-01")])
        #expect(prompt.help == formsHelp + """

            Type a chosen day again to take it out.
            At most 2 days can be chosen.
            Enter on an empty line ends; so does Ctrl-D.
            Ctrl-D with no day chosen cancels.
            """)
        let (turns, _) = run(&prompt, ["sun", "mon", "fri", "tue", "fri", ""])
        #expect(turns == [
            Turn(question: "Day 2 (YYYY-MM-DD, today, +3d, fri; Enter ends):", line: "sun", step: .ask(.problem(
                "2026-11-29 cannot be chosen."))),
            Turn(question: "Day 2 (YYYY-MM-DD, today, +3d, fri; Enter ends):", line: "mon", step: .ask(.note(
                "Added 2026-11-30: 2 days chosen, the most allowed."))),
            Turn(question: "Day 3 (Enter ends):", line: "fri", step: .ask(.problem(
                "At most 2 days can be chosen; type a chosen day to take it out."))),
            Turn(question: "Day 3 (Enter ends):", line: "tue", step: .ask(.note("Took out 2026-12-01: 1 day chosen."))),
            Turn(question: "Day 2 (Enter ends):", line: "fri", step: .ask(.note("Added 2026-12-04: 2 days chosen, the most allowed."))),
            Turn(question: "Day 3 (Enter ends):", line: "", step: .done(.days([try day("2026-11-30"), try day("2026-12-04")]))),
        ])
    }

    @Test("multiple: an initial disabled day can be taken out; Enter refuses it while it is chosen")
    func multipleInitialProblem() throws {
        var prompt = try LinePrompt(kind: .multiple(maximumCount: nil), configuration: configuration(weekendsOff: true),
                                    today: day("2026-11-28"), initial: .days([day("2026-11-28")]))
        let (turns, _) = run(&prompt, ["", "today", ""])
        #expect(turns == [
            Turn(question: "Day 2 (YYYY-MM-DD, today, +3d, fri; Enter ends):", line: "", step: .ask(.problem(
                "2026-11-28 cannot be chosen."))),
            Turn(question: "Day 2 (YYYY-MM-DD, today, +3d, fri; Enter ends):", line: "today", step: .ask(.note(
                "Took out 2026-11-28: no day chosen."))),
            Turn(question: "Day 1:", line: "", step: .ask(.problem("No day chosen yet: type a day, or ? for help."))),
        ])
    }

    @Test("a configuration that allows nothing is refused when the prompt is made, not when it runs")
    func configurationProblems() throws {
        #expect(throws: DayPicker.Problem.maximumCountBelowOne(0)) {
            try LinePrompt(kind: .multiple(maximumCount: 0), configuration: configuration(), today: day("2026-11-28"))
        }
        #expect(throws: DayPicker.Problem.maximumLengthBelowOne(0)) {
            try LinePrompt(kind: .range, configuration: configuration(mode: .range(DayPicker.RangeOptions(maximumLength: 0))),
                           today: day("2026-11-28"))
        }
        #expect(throws: DayPicker.Problem.minimumAfterMaximum(minimum: try day("2026-12-01"), maximum: try day("2026-11-01"))) {
            try LinePrompt(kind: .single, configuration: configuration(minimum: "2026-12-01", maximum: "2026-11-01"),
                           today: day("2026-11-28"))
        }
    }

    @Test("the kind of a picker's selection mode", arguments: [
        (DayPicker.SelectionMode.single, LinePrompt.Kind.single), (.range, .range),
        (.range(DayPicker.RangeOptions(maximumLength: 3)), .range), (.multiple, .multiple(maximumCount: nil)),
        (.multiple(maximumCount: 4), .multiple(maximumCount: 4)),
    ])
    func kinds(mode: DayPicker.SelectionMode, kind: LinePrompt.Kind) {
        #expect(LinePrompt.Kind(mode) == kind)
    }

    @Test("days are named as the caller names them")
    func names() throws {
        var prompt = try LinePrompt(kind: .single, configuration: configuration(weekendsOff: true), today: day("2026-11-28"),
                                    initial: .day(day("2026-11-28")), name: { "\($0.weekday) \($0)" })
        #expect(prompt.question == "Day (YYYY-MM-DD, today, +3d, fri; Enter for Saturday 2026-11-28):")
        #expect(prompt.answer("") == .ask(.problem("Saturday 2026-11-28 cannot be chosen.")))
    }
}

/// A time limit said in words before the first question and when it passes.
@Suite("PromptTerminal: a time limit in words")
struct TimeLimitWordsTests {
    @Test("whole seconds without a fraction, one second singular", arguments: [
        (30.0, "30 seconds"), (1, "1 second"), (1.5, "1.5 seconds"), (0.25, "0.25 seconds"), (1e9, "1000000000 seconds"),
        (120, "120 seconds"),
    ])
    func words(seconds: Double, text: String) {
        #expect(PromptTerminal.words(forSeconds: seconds) == text)
    }
}
