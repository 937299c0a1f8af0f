import CalendarPicker
import TerminalForms
import TerminalUI

/// `demo pick --accessible`: the pick as a dialogue of lines a screen reader
/// reads (``LinePrompt`` for days, the time options' own checks for times),
/// with the same output and exit codes as the drawn pick.
@MainActor
struct PickDialogue {
    let options: PickOptions
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
        let kind: LinePrompt.Kind
        var initial = picker.selectedDay.map(LinePrompt.Answer.day)
        switch options.dates.mode {
        case .single: kind = .single
        case .range: (kind, initial) = (.range, options.dates.dateRange.map(LinePrompt.Answer.range) ?? initial)
        case .multiple: (kind, initial) = (.multiple(maximumCount: nil), nil)
        }
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
        PromptTerminal.exitOnInterrupt(status: PickCommand.interrupted.status)
        if let header = options.prompt { terminal.write(PromptText.plain(header, ascii: options.display.ascii)) }
        if let week = options.week { terminal.write(Self.weekLine(week) + "\n") }
        var dialogue = self
        var chosenDay: Day?
        if days != nil {
            switch terminal.converse(until: deadline, question: { dialogue.days?.question ?? "" },
                                     answer: { dialogue.answerDay($0) }) {
            case .answered(.day(let day)) where options.times.mode == .dateTime: chosenDay = day
            case .answered(let answer): return printed(answer)
            case .endOfInput: return PickCommand.cancelled
            case .timedOut: return PickCommand.timedOut
            }
        }
        switch terminal.converse(until: deadline, question: { timeQuestion }, answer: { answerTime($0, day: chosenDay) }) {
        case .answered(let text): return DemoMain.Result(status: 0, output: text + "\n", errorOutput: "")
        case .endOfInput: return PickCommand.cancelled
        case .timedOut: return PickCommand.timedOut
        }
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
            } else if case .done(let text) = answerTime(line, day: chosenDay) {
                return DemoMain.Result(status: 0, output: text + "\n", errorOutput: "")
            }
        }
        return nil
    }

    /// Takes a line answering the day's questions (with `--week`, an ISO week too).
    ///
    /// - Parameter line: The line typed.
    /// - Returns: Ask again, after the text if any, or the days chosen.
    mutating func answerDay(_ line: String) -> PromptTerminal.Turn<LinePrompt.Answer> {
        guard var prompt = days else { return .again(nil) }
        defer { days = prompt }
        switch prompt.answer(options.week == .iso ? PickWeeks.dayText(ofISOWeek: line) ?? line : line) {
        case .ask(let reply): return .again(reply?.text)
        case .done(let answer): return .done(answer)
        }
    }

    /// The time's question: a time of day, or a duration.
    var timeQuestion: String {
        let isDuration = options.times.mode == .duration
        let start = options.times.time.isEmpty ? (isDuration ? "0:00" : "now") : options.times.time
        return "\(isDuration ? "Duration (H:MM" : "Time (HH:MM"); Enter for \(start)):"
    }

    /// Takes a line answering the time's question, checked as `--time` is.
    ///
    /// - Parameters:
    ///   - line: The line typed.
    ///   - day: The day chosen before, for `--datetime`.
    /// - Returns: Ask again after the reason, or the value as printed.
    func answerTime(_ line: String, day: Day?) -> PromptTerminal.Turn<String> {
        var options = self.options
        options.dates.date = day ?? options.dates.date
        let typed = String(line.filter { $0 != " " && $0 != "\t" })
        if !typed.isEmpty { options.times.time = typed }
        do {
            return .done(try PickCommand.makeTimeApp(options).board.selectedText)
        } catch let error as DemoError {
            // Said as an answer's problem, not as the option's.
            return .again(error.message.hasPrefix("--time ") ? String(error.message.dropFirst(7)) : error.message)
        } catch {
            return .again("\(error)")
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
