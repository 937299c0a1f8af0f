import CalendarPicker

/// The dialogue of an accessible day picker: no drawing, one question per
/// line, typed answers (``RelativeDay``'s forms), and the reason printed
/// before the question comes again after a bad answer. A value with
/// ``answer(_:)`` as its one transition; the I/O loop around it prints
/// ``question``, reads a line, passes it in, and prints the reply of the
/// ``Step`` it gets back.
///
/// ```swift
/// var prompt = try LinePrompt(kind: .single, configuration: configuration, today: today)
/// prompt.question            // "Day (YYYY-MM-DD, today, +3d, fri):"
/// prompt.answer("foo")       // .ask(.problem("'foo' is not a day: type …; ? for help"))
/// prompt.answer("fri")       // .done(.day(2026-12-04))
/// ```
///
/// - Single: one question, `Day`; Enter on an empty line takes the initial day.
/// - Range: `Start`, then `End`; `START..END` on one line answers both, at
///   either question (each end in any form: `today..+6d`). An end before the
///   start is refused with the reason and `End` is asked again: the range is
///   never swapped, so that a slip (a wrong month) is heard, not turned into
///   another range. Enter at `Start` takes the initial range (or the initial
///   day as the start); Enter at `End` ends the range on its start (one day).
/// - Multiple: `Day 1`, `Day 2` …; a day typed again is taken out; Enter on
///   an empty line ends once a day is chosen. Initial days start chosen.
///
/// Every day and range passes the configuration's checks
/// (`DayPicker.Configuration.problem(with:)`: the calendar's days, the
/// bounds, disabled days, a range's maximum length and disabled days inside,
/// multiple mode's maximum count). `?` or `help` prints the accepted forms and
/// asks again. Nothing here cancels: the I/O loop ends the dialogue on end of
/// input (Ctrl-D) or an interrupt (Ctrl-C), and the help says `Ctrl-D cancels`.
@MainActor
package struct LinePrompt {
    /// What the dialogue asks for. A time could come as another kind.
    package enum Kind: Hashable, Sendable {
        /// One day.
        case single
        /// A range of days: its start and end.
        case range
        /// Several days, at most `maximumCount` of them when it is given.
        case multiple(maximumCount: Int?)

        /// The kind that asks for what a picker's selection mode selects.
        ///
        /// - Parameter mode: A selection mode.
        /// - Returns: The kind, or `nil` for a mode the line dialogue does not offer (a week).
        package init?(_ mode: DayPicker.SelectionMode) {
            // `if case` rather than `switch`: the modes may grow (a week), and none of them traps here.
            if case .single = mode {
                self = .single
            } else if case .range = mode {
                self = .range
            } else if case .multiple(let count) = mode {
                self = .multiple(maximumCount: count)
            } else {
                return nil
            }
        }
    }

    /// What the dialogue chose. A time could come as another case.
    package enum Answer: Hashable, Sendable {
        /// One day.
        case day(Day)
        /// A range of days.
        case range(DayRange)
        /// Several days, in order, none twice.
        case days([Day])
    }

    /// What to print before the next question.
    package enum Reply: Hashable, Sendable {
        /// Why the answer was refused (`'foo' is not a day: …`).
        case problem(String)
        /// What the answer did (`Added 2026-12-04: 2 days chosen.`).
        case note(String)
        /// The accepted forms, on several lines, after `?` or `help`.
        case help(String)

        /// The text to print, whatever the case.
        package var text: String {
            switch self {
            case .problem(let text), .note(let text), .help(let text): text
            }
        }
    }

    /// What an answer led to.
    package enum Step: Hashable, Sendable {
        /// Ask ``question`` (the same one, or the next), after printing the reply if any.
        case ask(Reply?)
        /// The dialogue is over: print the answer, exit 0.
        case done(Answer)
    }

    /// Where the dialogue is.
    enum Stage: Hashable {
        /// Single: asking for the day.
        case day
        /// Range: asking for the start.
        case start
        /// Range: asking for the end, the start chosen.
        case end(start: Day)
        /// Multiple: asking for one more day.
        case days
        /// Over.
        case finished(Answer)
    }

    /// What the dialogue asks for.
    package let kind: Kind
    /// The rules days follow; its selection mode is the kind's (a range's options kept).
    package let configuration: DayPicker.Configuration
    /// Today, from which typed days count.
    package let today: Day
    /// What Enter on an empty line takes (see the type's summary), if anything.
    package let initial: Answer?
    /// Names a day in questions and messages.
    let name: (Day) -> String
    /// Where the dialogue is.
    private(set) var stage: Stage
    /// Multiple: the days chosen so far, in order.
    package private(set) var chosenDays: [Day] = []
    /// Whether an answer was taken: later questions leave out the forms, already heard.
    private(set) var hasTakenAnswer = false

    /// Starts a dialogue.
    ///
    /// - Parameters:
    ///   - kind: What to ask for.
    ///   - configuration: The picker's rules; its selection mode is set from
    ///     `kind`, keeping the range options a `.range` mode holds.
    ///   - today: Today (passed in: the prompt reads no clock).
    ///   - initial: What Enter on an empty line takes: a day (single, or the
    ///     start of a range), a range, or the days that start chosen
    ///     (multiple); a value of another kind is ignored. Checked when taken.
    ///   - name: Names a day in questions and messages; ISO 8601 text of
    ///     Foundation's Gregorian calendar (`2026-11-28`) by default.
    /// - Throws: The configuration's first ``DayPicker/Problem``
    ///   (`DayPicker.Configuration.validate()`), such as a maximum count below 1.
    package init(kind: Kind, configuration: DayPicker.Configuration, today: Day, initial: Answer? = nil,
                 name: @escaping (Day) -> String = LinePrompt.gregorianText) throws(DayPicker.Problem) {
        var configuration = configuration
        switch kind {
        case .single:
            configuration.selectionMode = .single
            stage = .day
        case .range:
            if case .range = configuration.selectionMode {} else { configuration.selectionMode = .range }
            stage = .start
        case .multiple(let count):
            configuration.selectionMode = .multiple(maximumCount: count)
            stage = .days
            if case .days(let days) = initial { chosenDays = Array(Set(days)).sorted() }
        }
        try configuration.validate()
        self.kind = kind
        self.configuration = configuration
        self.today = today
        self.initial = initial
        self.name = name
    }

    /// A day as Foundation's Gregorian calendar numbers it, `YYYY-MM-DD`.
    ///
    /// - Parameter day: A day.
    /// - Returns: Its text (`2026-11-28`).
    nonisolated package static func gregorianText(_ day: Day) -> String {
        CalendarSystem(.gregorian).text(of: day)
    }

    /// Whether the dialogue is over.
    package var isFinished: Bool {
        if case .finished = stage { true } else { false }
    }

    /// Takes a typed line and moves the dialogue on. After the dialogue is
    /// over, every line gives the same `.done`.
    ///
    /// - Parameter line: The line, without or with its line break; blanks at its ends are ignored.
    /// - Returns: Ask again (with the reason, a note or the help), or the answer.
    /// - Complexity: O(*n*) in the length of the line, plus the configuration's checks
    ///   (O(days in a range) when disabled days are refused inside).
    package mutating func answer(_ line: String) -> Step {
        if case .finished(let answer) = stage { return .done(answer) }
        let text = String(line.trimmingBlanks)
        if ["?", "help"].contains(text.lowercased()) { return .ask(.help(help)) }
        let step: Step
        switch stage {
        case .day: step = answerDay(text)
        case .start: step = answerStart(text)
        case .end(let start): step = answerEnd(text, start: start)
        case .days: step = answerDays(text)
        case .finished(let answer): step = .done(answer)
        }
        if case .done(let answer) = step { stage = .finished(answer) }
        return step
    }

    /// Single: the day typed, or the initial day on Enter.
    ///
    /// - Parameter text: The line, trimmed.
    /// - Returns: Done with the day, or ask again with the reason.
    private func answerDay(_ text: String) -> Step {
        guard !text.isEmpty else {
            guard case .day(let day) = initial else { return .ask(.problem(Self.nothingTyped)) }
            return problem(with: day).map { .ask(.problem($0)) } ?? .done(.day(day))
        }
        switch day(text) {
        case .failure(let problem): return .ask(.problem(problem.message))
        case .success(let day): return .done(.day(day))
        }
    }

    /// Range: the start, a whole range, or the initial range (or start) on Enter.
    ///
    /// - Parameter text: The line, trimmed.
    /// - Returns: Ask for the end with a note, done with a range, or ask again with the reason.
    private mutating func answerStart(_ text: String) -> Step {
        if text.isEmpty {
            switch initial {
            case .range(let range): return finish(range)
            case .day(let day): return takeStart(day)
            default: return .ask(.problem(Self.nothingTyped))
            }
        }
        if let range = wholeRange(text) { return range }
        switch day(text, checked: false) {
        case .failure(let problem): return .ask(.problem(problem.message))
        case .success(let day): return takeStart(day)
        }
    }

    /// Range: takes a start and asks for the end.
    ///
    /// - Parameter start: The start, not yet checked.
    /// - Returns: Ask for the end with a note naming the start, or ask again with the reason.
    private mutating func takeStart(_ start: Day) -> Step {
        if let problem = problem(with: start) { return .ask(.problem(problem)) }
        stage = .end(start: start)
        hasTakenAnswer = true
        return .ask(.note("Start: \(name(start))."))
    }

    /// Range: the end, a whole range, or the start again on Enter (a range of one day).
    ///
    /// - Parameters:
    ///   - text: The line, trimmed.
    ///   - start: The start taken.
    /// - Returns: Done with the range, or ask again with the reason.
    /// - Complexity: O(days in the range) when disabled days are refused inside.
    private func answerEnd(_ text: String, start: Day) -> Step {
        if text.isEmpty { return finish(DayRange(between: start, and: start)) }
        if let range = wholeRange(text) { return range }
        switch day(text, checked: false) {
        case .failure(let problem): return .ask(.problem(problem.message))
        case .success(let end): return range(from: start, to: end)
        }
    }

    /// Range: `START..END` on one line, or `nil` without `..`.
    ///
    /// - Parameter text: The line, trimmed.
    /// - Returns: Done with the range, ask again with the reason, or `nil` when the line has no `..`.
    /// - Complexity: O(days in the range) when disabled days are refused inside.
    private func wholeRange(_ text: String) -> Step? {
        guard let separator = text.firstRange(of: "..") else { return nil }
        let startText = String(text[..<separator.lowerBound]), endText = String(text[separator.upperBound...])
        switch (day(startText, checked: false), day(endText, checked: false)) {
        case (.failure(let problem), _), (_, .failure(let problem)): return .ask(.problem(problem.message))
        case (.success(let start), .success(let end)): return range(from: start, to: end)
        }
    }

    /// Range: the range between two typed days, if it is one and the configuration allows it.
    ///
    /// - Parameters:
    ///   - start: The day typed as the start.
    ///   - end: The day typed as the end.
    /// - Returns: Done with the range, or ask again with the reason (an end before the start among them).
    /// - Complexity: O(days in the range) when disabled days are refused inside.
    private func range(from start: Day, to end: Day) -> Step {
        guard let range = DayRange(start, end) else {
            return .ask(.problem("The end, \(name(end)), is before the start, \(name(start))."))
        }
        return finish(range)
    }

    /// Range: done with a range the configuration allows, else the reason.
    ///
    /// - Parameter range: The range.
    /// - Returns: Done with the range, or ask again with the reason.
    /// - Complexity: O(days in the range) when disabled days are refused inside.
    private func finish(_ range: DayRange) -> Step {
        if let problem = configuration.problem(with: range) { return .ask(.problem(describe(problem))) }
        return .done(.range(range))
    }

    /// Multiple: a day added or taken out, or the end on Enter.
    ///
    /// - Parameter text: The line, trimmed.
    /// - Returns: Ask again with a note or the reason, or done with the days.
    /// - Complexity: O(*n* log *n*) in the days chosen.
    private mutating func answerDays(_ text: String) -> Step {
        if text.isEmpty {
            guard !chosenDays.isEmpty else { return .ask(.problem("No day chosen yet: type a day, or ? for help.")) }
            if let problem = configuration.problem(with: Set(chosenDays)) { return .ask(.problem(describe(problem))) }
            return .done(.days(chosenDays))
        }
        let typed: Day
        switch day(text, checked: false) {
        case .failure(let problem): return .ask(.problem(problem.message))
        case .success(let day): typed = day
        }
        if let index = chosenDays.firstIndex(of: typed) {
            chosenDays.remove(at: index)
            hasTakenAnswer = true
            return .ask(.note("Took out \(name(typed)): \(Self.count(chosenDays.count)) chosen."))
        }
        if let problem = problem(with: typed) ?? configuration.problem(with: Set(chosenDays + [typed])).map(describe) {
            return .ask(.problem(problem))
        }
        hasTakenAnswer = true
        chosenDays.insert(typed, at: chosenDays.firstIndex(where: { $0 > typed }) ?? chosenDays.endIndex)
        let isFull = if case .multiple(let maximum?) = kind { chosenDays.count >= maximum } else { false }
        return .ask(.note("Added \(name(typed)): \(Self.count(chosenDays.count)) chosen\(isFull ? ", the most allowed" : "")."))
    }

    /// A typed day, or why it cannot be taken.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - checked: Whether the day must also pass the configuration's checks for one day.
    /// - Returns: The day, or the one line that says why not.
    private func day(_ text: String, checked: Bool = true) -> Result<Day, TypedDayProblem> {
        let day: Day
        do {
            day = try RelativeDay.day(parsing: text, today: today)
        } catch {
            let suffix = if case .notADay = error.reason { "; ? for help" } else { "." }
            return .failure(TypedDayProblem(error.description + suffix))
        }
        if checked, let problem = problem(with: day) { return .failure(TypedDayProblem(problem)) }
        return .success(day)
    }

    /// Why a day cannot be chosen, in one line, if it cannot.
    ///
    /// - Parameter day: A day.
    /// - Returns: The sentence, or `nil` when the day may be chosen.
    private func problem(with day: Day) -> String? {
        configuration.problem(with: day).map(describe)
    }
}
