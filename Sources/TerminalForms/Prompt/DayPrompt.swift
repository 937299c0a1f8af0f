import CalendarPicker
import TerminalPickers
import TerminalUI

/// A day prompt for a script (`demo pick`): the calendar inline, a prompt
/// above it and a key line below, until a day is chosen or the pick is
/// cancelled; as plain lines for a screen reader too.
@MainActor
package final class DayPrompt: PlainTextApplication {
    /// How the pick ended.
    package enum Ending: Equatable {
        /// Days were chosen: one, a range's two ends, or several.
        case chosen([Day])
        /// A week was chosen (the picker's week mode).
        case chosenWeek(DayPicker.Week)
        /// Esc or q.
        case cancelled
        /// Ctrl-C.
        case interrupted
    }

    /// The calendar.
    package let view: DayPickerView
    /// The prompt, the key line and the help.
    package private(set) var chrome: PromptChrome
    /// The prompt's text above the calendar.
    package var prompt: String? { chrome.prompt }
    /// The styles.
    package let theme: PromptTheme
    /// What the keys do: one source for the key line, the help and a plain session's announcement.
    package let keys: KeyBindingTable<DayPromptAction>
    /// The words of the plain text, made on first use: their names come from
    /// Foundation's formatters, which an inline pick's first frame does not need.
    private lazy var words = DayDescription(calendar: picker.calendar, locale: picker.locale)
    /// How it ended; `nil` while running.
    package private(set) var ending: Ending?
    /// Whether the help overlay is shown.
    package var showsHelp: Bool { chrome.showsHelp }
    /// A short note shown in place of the key line until the next key.
    package private(set) var message: String?
    /// A day being typed, shown in place of the key line.
    package private(set) var typed = TypedDay()

    /// The day picker.
    package var picker: DayPicker { view.picker }

    /// Creates the prompt.
    ///
    /// - Parameters:
    ///   - picker: The day picker, configured and checked.
    ///   - prompt: The lines above the calendar, or `nil`.
    ///   - theme: The styles.
    ///   - weekNumbers: Whether ISO week numbers show beside the weeks at the start.
    package init(picker: DayPicker, prompt: String?, theme: PromptTheme, weekNumbers: Bool) {
        view = DayPickerView(picker: picker, style: theme.pickers.box)
        view.showsWeekNumbers = weekNumbers
        self.theme = theme
        chrome = PromptChrome(prompt: prompt, titleStyle: theme.pickers.title, hintStyle: theme.hint,
                              contentRows: CalendarLayout.maximumHeight + 1)
        keys = DayPromptAction.table(multiple: picker.isMultipleMode)
    }

    /// The lines the pick asks for: the prompt, the calendar and the key line.
    package var rows: Int { chrome.rows }

    /// The calendar's width (with room for week numbers), and its rows with
    /// the key line and the prompt's last line (``PromptChrome/minimumRows``).
    package var minimumSize: (columns: Int, rows: Int) {
        (view.layout(column: 0, row: 0).width + (view.showsWeekNumbers ? 0 : CalendarLayout.weekColumnWidth), chrome.minimumRows)
    }

    /// The calendar's layout, below the prompt's lines that the band shows.
    package var layout: CalendarLayout { view.layout(column: 0, row: chrome.promptRows) }
    /// The canvas drawn last: mouse events are hit-tested against what the user saw.
    private var drawn: CalendarCanvas?

    package func sizeDidChange(to size: (columns: Int, rows: Int)) {
        chrome.sizeDidChange(to: size)
    }

    /// While the help shows, the rows that list all of it (``PromptChrome/preferredBandRows(help:)``).
    package var preferredBandRows: Int? { chrome.preferredBandRows(help: keys.help) }

    /// While the terminal is too small: Esc and q cancel (nothing is lost),
    /// Ctrl-C interrupts, and every other key does nothing.
    package func handleWhileTooSmall(_ event: InputEvent, at time: Double) -> RunDecision {
        switch keys.action(for: event) {
        case .interrupt?: ending = .interrupted
        case .cancel?, .picker(.cancel)?: ending = .cancelled
        default: return .keepRunning
        }
        return .quit
    }

    /// How the too-small message says to leave: Esc cancels, Ctrl-C quits.
    package var tooSmallExitWordings: [String] { PromptChrome.tooSmallExitWordings }

    /// Whether a ribbon moves.
    package var isAnimating: Bool { view.isAnimating }

    /// Moves the ribbons to a time.
    ///
    /// - Parameter time: The time in milliseconds.
    package func advance(to time: Double) {
        view.advance(to: time)
    }

    /// Handles an event: a key, a click, a paste.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - time: When it came, in milliseconds.
    /// - Returns: ``RunDecision/quit`` once the pick has ended (``ending``).
    package func handle(_ event: InputEvent, at time: Double) -> RunDecision {
        let action = keys.action(for: event)
        if action == .interrupt {
            ending = .interrupted
            return .quit
        }
        if chrome.overlayTakes(event) { return .keepRunning }
        message = nil
        if typed.text != nil || TypedDay.starts(event) { return handleTyping(event, at: time) }
        switch event {
        case .mouse(let mouse):
            let outcome = view.handle(mouse, on: drawn ?? view.canvas(in: layout), at: time)
            // A drag released away from the day it selected says what it did.
            if case .release = mouse.action, case .selected(let day)? = outcome { message = "\(day) selected: Enter chooses it" }
            return note(outcome)
        case .paste(let text):
            return note(select(typed: text, choosing: false))
        case .key:
            switch action {
            case .picker(.cancel)? where picker.anchor == nil, .cancel?:
                ending = .cancelled
                return .quit
            case .picker(.choose)? where picker.anchor == nil && picker.selectedDay.map { picker.selectedRange?.contains($0) == true } == true:
                ending = .chosen(picker.selectedRange.map { [$0.start, $0.end] } ?? [])   // Enter on the range shown prints it
                return .quit
            case .picker(let key)?:
                return note(picker.handle(key))
            case .toggleWeekNumbers?: view.showsWeekNumbers.toggle()
            case .finish? where picker.chosenDaysInOrder.isEmpty:
                message = "no day chosen yet: Enter adds one, Esc cancels"
            case .finish?:
                ending = .chosen(picker.chosenDaysInOrder)
                return .quit
            case .showHelp?: chrome.showHelp()
            case .interrupt?, nil: break
            }
            return .keepRunning
        }
    }

    /// A key while a day is typed (``TypedDay``): Enter picks the day, any
    /// key that is not a typing key drops the text and does what it does.
    private func handleTyping(_ event: InputEvent, at time: Double) -> RunDecision {
        switch typed.handle(event) {
        case .typing, .dropped: return .keepRunning
        case .submitted(let text): return note(select(typed: text, choosing: true))
        case .passedOn: return handle(event, at: time)
        }
    }

    /// Selects a typed or pasted `YYYY-MM-DD` when it is allowed, and chooses it after Enter.
    private func select(typed text: String, choosing: Bool) -> DayPicker.Outcome? {
        switch TypedDay.day(from: text, for: picker) {
        case .success(let day)?:
            let outcome = picker.select(day, notify: true)
            if choosing { return picker.handle(.choose) }
            // A paste selects; only Enter ends the pick (in week mode, selecting chooses the week).
            if case .chosenWeek = outcome { return nil }
            return outcome
        case .failure(let problem)?:
            message = problem.message
            return nil
        case nil:
            return nil
        }
    }

    /// Ends the pick or notes what a picker outcome means.
    ///
    /// - Returns: ``RunDecision/quit`` when the pick ends.
    private func note(_ outcome: DayPicker.Outcome?) -> RunDecision {
        switch outcome {
        case .chosen(let day):
            ending = .chosen([day])
            return .quit
        case .chosenRange(let range):
            ending = .chosen([range.start, range.end])
            return .quit
        case .chosenWeek(let week):
            ending = .chosenWeek(week)
            return .quit
        case .anchored:
            message = "now the other end"
        case .toggled(_, let isChosen):
            let count = picker.selectedDays.count
            message = "\(isChosen ? "added" : "taken out"); \(count) chosen, d when done"
        case .blocked:
            message = "no allowed day that way"
        default:
            break
        }
        return .keepRunning
    }

    /// Draws the prompt, the calendar and the key line (or the note, or the help).
    ///
    /// - Parameter buffer: The band.
    package func draw(into buffer: inout ScreenBuffer) {
        let canvas = view.canvas(in: layout)
        canvas.draw(into: &buffer, style: theme.pickers.style(for:))
        drawn = canvas
        var note: (text: String, style: Style)?
        if let text = typed.text {
            note = ("day: \(text)_  Enter picks it, Esc drops it", theme.pickers.title)
        } else if let message {
            note = (message, theme.error)
        }
        chrome.draw(into: &buffer, hints: keys.hints, help: keys.help, note: note)
    }

    /// The selected day in words, or the help, or the day being typed; with the note of a blocked move.
    package var plainText: String {
        if showsHelp { return HelpOverlay.plainText(keys.help) }
        if let text = typed.text { return "typing a day: \(text)" }
        return words.text(of: picker) + (message.map { "; \($0)" } ?? "")
    }
}
