import CalendarPicker
import Foundation
import TerminalPickers
import TerminalUI

/// The wheels of a time, a duration, or a day and a time, as `demo time`,
/// `demo pick --time` and the interactive demo's Time screen show them: one
/// model, so the three cannot disagree.
///
/// A day and a time show the calendar with the time's wheels beside it and
/// the moment below; Tab (or a click) moves the keys between the two, and
/// Enter on a day moves them to the wheels.
@MainActor
final class TimeBoard {
    /// What the board picks.
    enum Picker {
        case time(TimePicker)
        case duration(DurationPicker)
        case dateTime(DateTimePicker)
    }

    /// The part that has the keys.
    enum Part: Equatable {
        case day, wheels
    }

    /// Where the parts lie: a value that drawing and hit-testing both read.
    struct Layout {
        /// The calendar of a day and a time.
        var calendar: CalendarLayout?
        /// The wheels.
        var wheels: WheelsLayout
        /// The moment's line, below the calendar, for a day and a time.
        var captionRow: Int?
        /// The first column.
        var column: Int
        /// The columns and rows the board takes.
        var width: Int
        var height: Int
    }

    /// The columns between the calendar and the wheels.
    static let gap = 3

    let picker: Picker
    let wheels: WheelPickerView
    /// The calendar of a day and a time.
    let dayView: DayPickerView?
    /// The calendar's canvas drawn last: mouse events are hit-tested against what the user saw.
    var drawnCalendar: CalendarCanvas?
    /// The part with the keys: the wheels, unless a day is being picked.
    private(set) var focus = Part.wheels
    /// The value at the start, which Esc puts back.
    private let start: (day: Day?, time: TimeOfDay?, duration: TimeSpan?)

    /// Creates a board.
    ///
    /// - Parameters:
    ///   - picker: What it picks.
    ///   - style: The calendar's box characters.
    init(picker: Picker, style: RibbonArt.Style = .ascii) {
        self.picker = picker
        switch picker {
        case .time(let time):
            wheels = WheelPickerView(picker: time)
            dayView = nil
            start = (nil, time.selectedTime, nil)
        case .duration(let duration):
            wheels = WheelPickerView(picker: duration)
            dayView = nil
            start = (nil, nil, duration.selectedDuration)
        case .dateTime(let dateTime):
            wheels = WheelPickerView(picker: dateTime.timePicker)
            dayView = DayPickerView(picker: dateTime.dayPicker, style: style)
            start = (dateTime.dayPicker.selectedDay, dateTime.timePicker.selectedTime, nil)
        }
    }

    /// The board with its top left corner at a place.
    func layout(column: Int, row: Int) -> Layout {
        guard let dayView else {
            let wheels = self.wheels.layout(column: column, row: row)
            return Layout(calendar: nil, wheels: wheels, captionRow: nil, column: column, width: wheels.width,
                          height: wheels.height)
        }
        let calendar = dayView.layout(column: column, row: row)
        // The wheels stand beside the grid's first weeks, their middle row on the grid's third.
        let wheelRow = max(row, calendar.gridRow + 2 - self.wheels.layout(column: 0, row: 0).height / 2)
        let wheels = self.wheels.layout(column: column + calendar.width + TimeBoard.gap, row: wheelRow)
        let captionRow = row + max(calendar.height, wheelRow - row + wheels.height)
        let width = max(calendar.width + TimeBoard.gap + wheels.width, TextWidth.columns(of: caption ?? ""))
        return Layout(calendar: calendar, wheels: wheels, captionRow: captionRow, column: column, width: width,
                      height: captionRow - row + 1)
    }

    /// The most rows a board of this picker takes (a calendar's tallest month).
    var maximumHeight: Int {
        dayView == nil ? wheels.layout(column: 0, row: 0).height : CalendarLayout.maximumHeight + 1
    }

    /// The moment picked, for a day and a time: `2026-03-08T03:30:00-04:00`, and
    /// what daylight saving did to it.
    var caption: String? {
        guard case .dateTime(let dateTime) = picker, let moment = dateTime.selectedMoment else { return nil }
        switch moment.resolution {
        case .exact: return moment.iso8601
        case .skipped(let gap):
            return moment.iso8601 + " (the clocks skip \(gap / 60) minutes here)"
        case .repeated(let occurrence):
            return moment.iso8601 + (occurrence == .first ? " (the first of two)" : " (the second of two)")
        }
    }

    /// The value picked, as the commands print it: `HH:MM`, `H:MM`, or
    /// `YYYY-MM-DDTHH:MM±HH:MM` (`none` when no day can be picked).
    var selectedText: String {
        switch picker {
        case .time(let time): return time.selectedTime.description
        case .duration(let duration): return duration.selectedDuration.description
        case .dateTime(let dateTime): return dateTime.selectedMoment?.iso8601 ?? "none"
        }
    }

    /// The value and the part with the keys, in words, for a session
    /// without a screen: `09:30; the minute wheel has the keys`.
    var plainText: String {
        let part: String
        switch picker {
        case _ where focus == .day: part = "the day"
        case .time(let time): part = "the \(TimeBoard.name(of: time.focusedWheel)) wheel"
        case .dateTime(let dateTime): part = "the \(TimeBoard.name(of: dateTime.timePicker.focusedWheel)) wheel"
        case .duration(let duration): part = "the \(duration.focusedWheel == .hours ? "hours" : "minutes") wheel"
        }
        return "\(caption ?? selectedText); \(part) has the keys"
    }

    /// A time picker's wheel in words.
    static func name(of wheel: TimePicker.Wheel) -> String {
        switch wheel {
        case .hour: "hour"
        case .minute: "minute"
        case .period: "AM/PM"
        }
    }

    /// Whether a wheel or a ribbon is moving.
    var isAnimating: Bool { wheels.isAnimating || (dayView?.isAnimating ?? false) }

    /// Steps the animations to a time in milliseconds.
    func advance(to time: Double) {
        wheels.advance(to: time)
        dayView?.advance(to: time)
    }

    /// Brings every animation to rest, frame by frame.
    func advanceToRest() {
        switch picker {
        case .time(let time): time.advanceToRest()
        case .duration(let duration): duration.advanceToRest()
        case .dateTime(let dateTime): dateTime.advanceToRest()
        }
    }

    /// Puts back the value the board started with.
    func restoreStart() {
        switch picker {
        case .time(let time): if let value = start.time { time.select(value, animated: false) }
        case .duration(let duration): if let value = start.duration { duration.select(value, animated: false) }
        case .dateTime(let dateTime):
            if let day = start.day, let time = start.time { dateTime.select(day: day, time: time) }
        }
    }

    /// Gives the keys to a part; a board without a calendar keeps them on the wheels.
    func focus(_ part: Part) {
        focus = dayView == nil ? .wheels : part
    }

    /// The board as lines of text, from its top row: what `demo time` prints.
    func lines(in layout: Layout) -> [String] {
        let top = layout.calendar?.row ?? layout.wheels.frames.first?.row ?? 0
        var buffer = ScreenBuffer(width: layout.column + layout.width, height: top + layout.height)
        draw(into: &buffer, in: layout, theme: nil)
        return buffer.lines(trimmingTrailingSpaces: true)[top...].map { String($0.dropFirst(layout.column)) }
    }

    /// Draws the board; without a theme, plain text.
    func draw(into buffer: inout ScreenBuffer, in layout: Layout, theme: DemoTheme?) {
        if let dayView, let calendar = layout.calendar {
            let canvas = dayView.canvas(in: calendar)
            drawnCalendar = canvas
            canvas.draw(into: &buffer) { role in
                guard let theme else { return .plain }
                if case .ribbonBorder = role, focus != .day { return theme.plain }
                return theme.style(for: role)
            }
        }
        wheels.draw(into: &buffer, in: layout.wheels) { role in
            guard let theme else { return .plain }
            switch role {
            case .selection(isFocused: true): return focus == .wheels ? theme.selected : theme.title
            case .selection(isFocused: false), .separator: return theme.title
            case .row: return theme.plain
            }
        }
        if let row = layout.captionRow, let caption {
            buffer.put(caption, atColumn: layout.column, row: row, style: theme?.title ?? .plain)
        }
    }
}
