import CalendarPicker

// The line prompt's words: its questions, its help and its reasons, short
// lines for a screen reader to read.
extension LinePrompt {
    /// The forms the first question names.
    static let forms = "YYYY-MM-DD, today, +3d, fri"
    /// The reason for an empty line where Enter takes nothing.
    static let nothingTyped = "Nothing typed: type a day, or ? for help."

    /// The line to print before reading the next answer: `Day (YYYY-MM-DD,
    /// today, +3d, fri; Enter for 2026-11-28):`, `Start (…):`, `End (Enter
    /// for 2026-11-28):`, `Day 2 (Enter ends):`. The forms are named until an
    /// answer is taken; empty once the dialogue is over.
    package var question: String {
        let forms = hasTakenAnswer ? nil : Self.forms
        switch stage {
        case .day:
            guard case .day(let day) = initial else { return Self.question("Day", forms) }
            return Self.question("Day", forms, "Enter for \(name(day))")
        case .start:
            switch initial {
            case .range(let range): return Self.question("Start", forms, "Enter for \(text(of: range))")
            case .day(let day): return Self.question("Start", forms, "Enter for \(name(day))")
            default: return Self.question("Start", forms)
            }
        case .end(let start): return Self.question("End", forms, "Enter for \(name(start))")
        case .days: return Self.question("Day \(chosenDays.count + 1)", forms, chosenDays.isEmpty ? nil : "Enter ends")
        case .finished: return ""
        }
    }

    /// The reply to `?` or `help`: the accepted forms, what Enter and a
    /// repeated day do for this kind, and what Ctrl-D does (it cancels; with
    /// several days, it ends once one is chosen, as on the drawn calendar);
    /// one short line each.
    package var help: String {
        var lines = [
            "Type a date as YYYY-MM-DD, or today, tomorrow, yesterday.",
            "+3d is 3 days from today, -1w a week ago; m is months, y years.",
            "fri is the next Friday, or today if today is Friday.",
            "next fri is the first Friday after today; last fri the last before.",
        ]
        switch kind {
        case .single:
            if case .day(let day) = initial { lines.append("Enter on an empty line takes \(name(day)).") }
        case .range:
            lines.append("Type the start, then the end, or both as START..END.")
            if case .range(let range) = initial { lines.append("Enter at Start takes \(text(of: range)).") }
            lines.append("Enter at End ends the range on its start.")
        case .multiple(let maximum):
            lines.append("Type a chosen day again to take it out.")
            if let maximum { lines.append("At most \(Self.count(maximum)) can be chosen.") }
            lines.append("Enter on an empty line ends; so does Ctrl-D.")
        }
        lines.append(chosenDays.isEmpty ? "Ctrl-D cancels." : "Ctrl-D with no day chosen cancels.")
        return lines.joined(separator: "\n")
    }

    /// The days that can be picked, when the configuration bounds them
    /// (`Days from 2026-11-25 to 2026-12-31.`), to say before the first
    /// question so that the bounds are not heard only after a wrong answer.
    package var bounds: String? {
        switch (configuration.minimum.map(name), configuration.maximum.map(name)) {
        case (let first?, let last?): "Days from \(first) to \(last)."
        case (let first?, nil): "Days from \(first)."
        case (nil, let last?): "Days up to \(last)."
        case (nil, nil): nil
        }
    }

    /// A question: the label, then the parts given in brackets, then a colon.
    ///
    /// - Parameters:
    ///   - label: `Day`, `Start`, `End`, `Day 2`.
    ///   - parts: What to say in brackets; `nil` parts are left out.
    /// - Returns: `Day (YYYY-MM-DD, today, +3d, fri; Enter for 2026-11-28):`, or `Day:` without parts.
    static func question(_ label: String, _ parts: String?...) -> String {
        let inside = parts.compactMap { $0 }.joined(separator: "; ")
        return inside.isEmpty ? "\(label):" : "\(label) (\(inside)):"
    }

    /// A number of days in words: `no day`, `1 day`, `2 days`.
    ///
    /// - Parameter count: The number.
    /// - Returns: The words.
    static func count(_ count: Int) -> String {
        count == 0 ? "no day" : count == 1 ? "1 day" : "\(count) days"
    }

    /// A range in words: `2026-11-28 to 2026-12-02`.
    ///
    /// - Parameter range: A range.
    /// - Returns: Its ends named by the prompt's names, joined by `to`.
    func text(of range: DayRange) -> String {
        "\(name(range.start)) to \(name(range.end))"
    }

    /// A configuration's problem as one sentence, days named by the prompt's names.
    ///
    /// - Parameter problem: A problem of a day, a range or a set of days.
    /// - Returns: `2026-11-20 is before the first day allowed, 2026-11-25.` and the like.
    func describe(_ problem: DayPicker.Problem) -> String {
        switch problem {
        case .beforeMinimum(let day, let minimum): "\(name(day)) is before the first day allowed, \(name(minimum))."
        case .afterMaximum(let day, let maximum): "\(name(day)) is after the last day allowed, \(name(maximum))."
        // Beyond the calendar a day has no plain name (before year 1, say): it is not named.
        case .beforeCalendar(_, let first): "That day is before the calendar's first day, \(name(first))."
        case .afterCalendar(_, let last): "That day is after the calendar's last day, \(name(last))."
        case .disabled(let day): "\(name(day)) cannot be chosen."
        case .skippedByTimeZone(let day): "\(name(day)) does not exist in this time zone."
        case .rangeTooLong(let range, let maximum):
            "\(text(of: range)) is \(Self.count(range.count)), more than the \(maximum) allowed."
        case .disabledDayInside(let range, let day): "\(text(of: range)) holds \(name(day)), which cannot be chosen."
        case .tooManyDays(_, let maximum):
            "At most \(Self.count(maximum)) can be chosen; type a chosen day to take it out."
        default: "\(problem)."
        }
    }
}
