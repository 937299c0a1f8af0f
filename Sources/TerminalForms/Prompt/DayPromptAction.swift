import CalendarPicker
import TerminalPickers
import TerminalUI

/// What a ``DayPrompt``'s keys do, and its key table: one source for what a
/// key does, the key line and the help.
package enum DayPromptAction: Equatable {
    /// A key of the day picker.
    case picker(DayPicker.Key)
    /// Shows or hides the week numbers.
    case toggleWeekNumbers
    /// Prints the chosen days (several days).
    case finish
    /// Leaves with nothing chosen.
    case cancel
    /// Ctrl-C.
    case interrupt
    /// Shows every key.
    case showHelp

    /// The prompt's keys: the day picker's, with Enter essential, and its own.
    ///
    /// - Parameter multiple: Whether the pick chooses several days (Enter adds, `d` finishes).
    /// - Returns: The table.
    @MainActor
    package static func table(multiple: Bool) -> KeyBindingTable<DayPromptAction> {
        let enter = KeyHint(multiple ? "Enter add/remove" : "Enter choose", priority: KeyHint.essential)
        let finish: [KeyBinding<DayPromptAction>] = multiple ? [
            KeyBinding("d, Ctrl-D", "done: print the chosen days", hint: KeyHint("d done", priority: KeyHint.essential),
                       [.init(.key(.character("d")), .finish), .init(.key(.character("d"), .control), .finish)]),
        ] : []
        return DayPickerView.keys.map(DayPromptAction.picker).changingEntry(binding: .key(.enter)) { $0.hint = enter } + KeyBindingTable(finish + [
            .gesture("digits and -", "type a day as \(DateEntry.format); Enter picks it"),
            DayPickerView.weekNumbersKey(.toggleWeekNumbers),
        ] + PromptChrome.endingKeys(cancel: .cancel, interrupt: .interrupt, showHelp: .showHelp))
    }
}
