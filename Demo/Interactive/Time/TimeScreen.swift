import CalendarPicker
import Foundation
import TerminalPickers
import TerminalUI

/// The time pickers: a time of day and a duration on vertical wheels, as
/// an hour-entry app asks for the start of a day's work and the hours worked.
@MainActor
final class TimeScreen: DemoScreen {
    /// What the screen's keys do.
    enum Action: Equatable {
        /// A key of the wheels.
        case wheel(WheelKey)
        /// `m`: the time of day or the duration.
        case switchPicker
    }

    /// The screen's keys: the wheels', then its own.
    static let keys = WheelPickerView.keys.map(Action.wheel) + KeyBindingTable([
        KeyBinding("m", "time of day or duration", hint: KeyHint("m time/duration", priority: 2),
                   .key(.character("m")), .switchPicker),
    ])

    /// Where the wheels' top-left corner is.
    static let column = 2

    let title = "Time"
    static let hints = keys.hints, help = keys.help
    var hints: [KeyHint] { TimeScreen.hints }
    var help: [KeyHelp] { TimeScreen.help }
    var keyAnnouncement: String { TimeScreen.keys.announcement }

    /// The start of the day's work and the hours worked.
    let boards: [TimeBoard]
    /// The headings of the boards.
    static let headings = ["Start (time of day)", "Worked (duration)"]
    /// The board shown.
    private(set) var current = 0
    private(set) var message = ""
    /// The row where the screen starts (below the tab bar in the app).
    private let top: Int

    init(locale: Locale, time: TimeOfDay, duration: TimeSpan, top: Int = DemoApp.contentTop) {
        let clock = TimePicker(configuration: TimePicker.Configuration(locale: locale, minuteInterval: 5), selecting: time)
        let worked = DurationPicker(configuration: DurationPicker.Configuration(minuteInterval: 15, locale: locale),
                                    selecting: duration)
        boards = [TimeBoard(picker: .time(clock)), TimeBoard(picker: .duration(worked))]
        self.top = top
        clock.onChoose = { [unowned self] time in self.message = "chosen: \(time)" }
        worked.onChoose = { [unowned self] span in self.message = "chosen: \(span)" }
    }

    var board: TimeBoard { boards[current] }

    /// The wheels' layout, below the heading.
    var layout: TimeBoard.Layout { board.layout(column: TimeScreen.column, row: top + 2) }

    var isAnimating: Bool { board.isAnimating }

    func advance(to time: Double) {
        board.advance(to: time)
    }

    func handle(_ event: InputEvent, at time: Double) -> EventResponse {
        switch event {
        case .mouse(let mouse):
            return board.handle(mouse, in: layout, at: time) ? .handled : .ignored
        case .key:
            switch TimeScreen.keys.action(for: event) {
            case .switchPicker?:
                current = (current + 1) % boards.count
                message = ""
            case .wheel?:
                if board.handle(event, at: time) != .chosen { message = "" }
            case nil:
                return .ignored
            }
            return .handled
        case .paste:
            return .ignored
        }
    }

    func draw(into buffer: inout ScreenBuffer, theme: DemoTheme) {
        buffer.put(TimeScreen.headings[current], atColumn: TimeScreen.column, row: top, style: theme.title)
        let layout = self.layout
        board.draw(into: &buffer, in: layout, theme: theme)
        buffer.put("selected: \(board.selectedText)  \(message)", atColumn: TimeScreen.column,
                   row: layout.wheels.frames[0].row + layout.height + 1)
    }

    var plainText: String {
        "\(TimeScreen.headings[current]): \(board.plainText)" + (message.isEmpty ? "" : "; \(message)")
    }
}
