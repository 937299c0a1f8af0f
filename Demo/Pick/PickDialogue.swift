import CalendarPicker
import TerminalForms
import TerminalUI

/// `demo pick --accessible`: the pick as a dialogue of lines a screen reader
/// reads (``LinePrompt`` for days, the time options' own checks for times),
/// with the same output and exit codes as the drawn pick.
@MainActor
struct PickDialogue {
    let options: PickOptions
    /// The time's question, for `--time`, `--duration` and `--datetime`.
    var time: PickTimeQuestion { PickTimeQuestion(options: options) }
    /// The days' dialogue; `nil` for a time or a duration alone.
    private(set) var days: LinePrompt?
    /// The picker the options describe: its checks are the dialogue's, and in week mode it says a day's week.
    private var picker: DayPicker?

    /// Checks the options as the drawn pick does and prepares the dialogue.
    ///
    /// - Throws: ``DemoError`` for anything the drawn pick refuses.
    init(options: PickOptions) throws {
        self.options = options
        if options.times.mode != nil { _ = try PickCommand.makeTimeApp(options) }
        guard options.times.mode == nil || options.times.mode == .dateTime else { return }
        let picker = try options.dates.makePicker()
        self.picker = picker
        // The kind of what the picker selects; a week is asked for as a day in it.
        let kind = LinePrompt.Kind(picker.configuration.selectionMode) ?? .single
        let initial = options.dates.mode == .multiple ? nil
            : options.dates.dateRange.map(LinePrompt.Answer.range) ?? picker.selectedDay.map(LinePrompt.Answer.day)
        do {
            days = try LinePrompt(kind: kind, configuration: picker.configuration, today: picker.today, initial: initial)
        } catch {
            throw DemoError("\(error)")
        }
    }

    /// Holds the dialogue on the terminal.
    ///
    /// - Parameters:
    ///   - terminal: The terminal.
    ///   - deadline: When `--timeout` gives up, or `nil`.
    /// - Returns: What the pick prints and its exit status.
    func run(on terminal: PromptTerminal, until deadline: Double?) -> DemoMain.Result {
        terminal.exitingOnInterrupt(status: PickCommand.interrupted.status) { converse(on: terminal, until: deadline) }
    }

    /// The dialogue itself, ``run(on:until:)``'s body.
    private func converse(on terminal: PromptTerminal, until deadline: Double?) -> DemoMain.Result {
        if let header = options.prompt { terminal.write(PromptText.plain(header, ascii: options.display.ascii)) }
        for line in introduction { terminal.write(line + "\n") }
        var dialogue = self
        var chosenDay: Day?
        if days != nil {
            switch terminal.converse(until: deadline, question: { dialogue.days?.question ?? "" },
                                     answer: { dialogue.answerDay($0) }) {
            case .answered(.day(let day)) where options.times.mode == .dateTime: chosenDay = day
            case .answered(let answer): return said(printed(answer), on: terminal)
            // Ctrl-D with days chosen prints them, as d and Ctrl-D do on the drawn calendar.
            case .endOfInput: return dialogue.days.flatMap(Self.chosenSoFar).map { said(printed($0), on: terminal) } ?? PickCommand.cancelled
            case .timedOut: return said(PickCommand.timedOut, on: terminal)
            }
        }
        switch terminal.converse(until: deadline, question: { time.question }, answer: { time.answer($0, day: chosenDay) }) {
        case .answered(let text): return said(DemoMain.Result(status: 0, output: text + "\n", errorOutput: ""), on: terminal)
        case .endOfInput: return PickCommand.cancelled
        case .timedOut: return said(PickCommand.timedOut, on: terminal)
        }
    }

    /// The lines before the first question: what a week answer may be, the
    /// days that can be picked, and the time limit, so that none is heard
    /// only after a wrong answer or when it runs out.
    var introduction: [String] {
        var lines: [String] = []
        if let week = options.week { lines.append(Self.weekLine(week)) }
        if let bounds = days?.bounds { lines.append(bounds) }
        if let limit = timeLimit { lines.append("Answer within \(limit): then nothing is chosen.") }
        return lines
    }

    /// `--timeout` in words (`30 seconds`), or `nil` for none.
    var timeLimit: String? { options.timeout.map(PromptTerminal.words(forSeconds:)) }

    /// Says on the terminal how the dialogue ended before the pick prints:
    /// the answer (which a script captures, so the user does not hear it
    /// otherwise), or that the time ran out.
    private func said(_ result: DemoMain.Result, on terminal: PromptTerminal) -> DemoMain.Result {
        if result.status == PickCommand.timedOut.status, let limit = timeLimit {
            terminal.write("No answer within \(limit).\n")
        } else if result.status == 0 {
            terminal.write("Chosen: " + result.output)
        }
        return result
    }

    /// The days chosen so far in a dialogue of several days, or `nil` when there are none.
    static func chosenSoFar(_ prompt: LinePrompt) -> LinePrompt.Answer? {
        prompt.chosenDays.isEmpty ? nil : .days(prompt.chosenDays)
    }

    /// Answers the dialogue's questions with lines, as ``run(on:until:)``
    /// takes them from the terminal.
    ///
    /// - Parameter lines: The lines typed.
    /// - Returns: What the pick prints when the lines end the dialogue, else `nil`.
    /// - Complexity: One answer per line.
    func replay(_ lines: [String]) -> DemoMain.Result? {
        var dialogue = self
        var chosenDay: Day?
        var asksDay = days != nil
        for line in lines {
            if asksDay {
                guard case .done(let answer) = dialogue.answerDay(line) else { continue }
                guard case .day(let day) = answer, options.times.mode == .dateTime else { return printed(answer) }
                (chosenDay, asksDay) = (day, false)
            } else if case .done(let text) = time.answer(line, day: chosenDay) {
                return DemoMain.Result(status: 0, output: text + "\n", errorOutput: "")
            }
        }
        // The end of the lines is the end of the input: days chosen are printed, as on the terminal.
        return asksDay ? dialogue.days.flatMap(Self.chosenSoFar).map(printed) : nil
    }

    /// Takes a line answering the day's questions (with `--week`, an ISO week too).
    ///
    /// - Parameter line: The line typed.
    /// - Returns: Ask again, after the text if any, or the days chosen.
    mutating func answerDay(_ line: String) -> PromptTerminal.Turn<LinePrompt.Answer> {
        guard var prompt = days else { return .again(nil) }
        defer { days = prompt }
        var line = line
        if options.week == .iso, let week = PickWeeks.firstDayText(ofISOWeek: line, in: picker) {
            switch week {
            case .success(let day): line = day
            case .failure(let error): return .again(error.message)
            }
        }
        switch prompt.answer(line) {
        case .ask(let reply): return .again(reply?.text)
        case .done(let answer): return .done(answer)
        }
    }

    /// The line that says how to answer for a week.
    static func weekLine(_ week: DayPicker.WeekRule) -> String {
        week == .iso ? "Pick a week: type a day in it, or the week as 2026-W48." : "Pick a week: type a day in it."
    }

    /// What the pick prints for the days chosen.
    func printed(_ answer: LinePrompt.Answer) -> DemoMain.Result {
        let days: [Day]
        switch answer {
        case .day(let day): days = [day]
        case .range(let range): days = [range.start, range.end]
        case .days(let chosen): days = chosen
        }
        if let day = days.first, let week = picker?.week(containing: day) { return PickWeeks.result(week, options: options) }
        return DemoMain.Result(status: 0, output: PickCommand.text(of: days, options: options) + "\n", errorOutput: "")
    }
}
