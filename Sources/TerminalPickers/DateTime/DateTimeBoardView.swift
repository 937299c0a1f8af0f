import CalendarPicker
import Foundation
import TerminalUI

/// A time, a duration, or a day and a time on a terminal screen: the
/// wheels of a `TimePicker` or `DurationPicker`, or a
/// `DateTimePicker`'s calendar with the time's wheels beside it and the
/// moment below. One view, so the programs that show it cannot disagree.
///
/// For a day and a time, Tab (or a click) moves the keys between the
/// calendar and the wheels, and Enter on a day moves them to the wheels. The
/// pickers own their state and gestures; the board draws them and hands
/// them events, hit-testing mouse events against what it drew last. Only
/// ``advance(to:)``, once per frame, moves time.
///
/// ```swift
/// let board = DateTimeBoardView(picker: .time(TimePicker(selecting: TimeOfDay(hour: 9, minute: 30)!)))
/// _ = board.handle(.key(.down))                          // 10:30
/// board.advanceToRest()
/// print(board.lines(in: board.layout(column: 0, row: 0)).joined(separator: "\n"))
/// ```
@MainActor
public final class DateTimeBoardView {
    /// What a board picks.
    public enum Picker {
        /// A time of day.
        case time(TimePicker)
        /// A duration.
        case duration(DurationPicker)
        /// A day and a time, in a time zone.
        case dateTime(DateTimePicker)
    }

    /// The part of a board that has the keys.
    public enum Part: Hashable, Sendable {
        /// The calendar of a day and a time.
        case day
        /// The wheels.
        case wheels
    }

    /// Where a board's parts lie: a value that drawing and hit-testing both read.
    public struct Layout: Hashable, Sendable {
        /// The calendar of a day and a time.
        public var calendar: CalendarLayout?
        /// The wheels.
        public var wheels: WheelsLayout
        /// The moment's line, below the calendar, for a day and a time.
        public var captionRow: Int?
        /// The first column.
        public var column: Int
        /// The columns the board takes.
        public var width: Int
        /// The rows the board takes.
        public var height: Int
    }

    /// The part a piece of the drawing plays, for its style.
    public enum Role: Hashable, Sendable {
        /// A piece of the calendar; `hasKeys` while the calendar has the keys.
        case calendar(CalendarCanvas.Role, hasKeys: Bool)
        /// A piece of the wheels; `hasKeys` while the wheels have the keys.
        case wheel(WheelPickerView.Role, hasKeys: Bool)
        /// The moment's line.
        case caption
    }

    /// The columns between the calendar and the wheels.
    public static let gap = 3

    /// What the board picks.
    public let picker: Picker
    /// The wheels' view.
    public let wheels: WheelPickerView
    /// The calendar's view, for a day and a time.
    public let dayView: DayPickerView?
    /// The calendar's canvas drawn last: mouse events are hit-tested against what the user saw.
    private var drawnCalendar: CalendarCanvas?
    /// The part with the keys: the wheels, unless a day is being picked.
    public private(set) var focus = Part.wheels
    /// The value at the start, which ``restoreStart()`` puts back.
    private let start: (day: Day?, time: TimeOfDay?, duration: TimeSpan?)

    /// Creates a board.
    ///
    /// - Parameters:
    ///   - picker: What it picks.
    ///   - style: The calendar's box characters.
    public init(picker: Picker, style: RibbonArt.Style = .ascii) {
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
    ///
    /// - Parameters:
    ///   - column: The first column.
    ///   - row: The top row.
    public func layout(column: Int, row: Int) -> Layout {
        guard let dayView else {
            let wheels = self.wheels.layout(column: column, row: row)
            return Layout(calendar: nil, wheels: wheels, captionRow: nil, column: column, width: wheels.width,
                          height: wheels.height)
        }
        let calendar = dayView.layout(column: column, row: row)
        // The wheels stand beside the grid's first weeks, their middle row on the grid's third.
        let wheelRow = max(row, calendar.gridRow + 2 - self.wheels.layout(column: 0, row: 0).height / 2)
        let wheels = self.wheels.layout(column: column + calendar.width + DateTimeBoardView.gap, row: wheelRow)
        let captionRow = row + max(calendar.height, wheelRow - row + wheels.height)
        let width = max(calendar.width + DateTimeBoardView.gap + wheels.width, TextWidth.columns(of: caption ?? ""))
        return Layout(calendar: calendar, wheels: wheels, captionRow: captionRow, column: column, width: width,
                      height: captionRow - row + 1)
    }

    /// The most rows a board of this picker takes (a calendar's tallest month).
    public var maximumHeight: Int {
        dayView == nil ? wheels.layout(column: 0, row: 0).height : CalendarLayout.maximumHeight + 1
    }

    /// The moment picked, for a day and a time: `2026-03-08T03:30:00-04:00`, and
    /// what daylight saving did to it.
    public var caption: String? {
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
    /// `YYYY-MM-DDTHH:MM:SS±HH:MM` (`none` when no day can be picked).
    public var selectedText: String {
        switch picker {
        case .time(let time): return time.selectedTime.description
        case .duration(let duration): return duration.selectedDuration.description
        case .dateTime(let dateTime): return dateTime.selectedMoment?.iso8601 ?? "none"
        }
    }

    /// The value and the part with the keys, in words, for a session
    /// without a screen: `09:30; the minute wheel has the keys`.
    public var plainText: String {
        let part: String
        switch picker {
        case _ where focus == .day: part = "the day"
        case .time(let time): part = "the \(DateTimeBoardView.name(of: time.focusedWheel)) wheel"
        case .dateTime(let dateTime): part = "the \(DateTimeBoardView.name(of: dateTime.timePicker.focusedWheel)) wheel"
        case .duration(let duration): part = "the \(duration.focusedWheel == .hours ? "hours" : "minutes") wheel"
        }
        return "\(caption ?? selectedText); \(part) has the keys"
    }

    /// A time picker's wheel in words: `hour`, `minute`, `AM/PM`.
    ///
    /// - Parameter wheel: The wheel.
    public static func name(of wheel: TimePicker.Wheel) -> String {
        switch wheel {
        case .hour: "hour"
        case .minute: "minute"
        case .period: "AM/PM"
        }
    }

    /// Whether a wheel or a ribbon is moving.
    public var isAnimating: Bool { wheels.isAnimating || (dayView?.isAnimating ?? false) }

    /// Steps the animations to a frame's time: the only call that moves time.
    ///
    /// - Parameter time: The frame's time in milliseconds.
    public func advance(to time: Double) {
        wheels.advance(to: time)
        dayView?.advance(to: time)
    }

    /// Brings every animation to rest, frame by frame.
    public func advanceToRest() {
        switch picker {
        case .time(let time): time.advanceToRest()
        case .duration(let duration): duration.advanceToRest()
        case .dateTime(let dateTime): dateTime.advanceToRest()
        }
    }

    /// Puts back the value the board started with.
    public func restoreStart() {
        switch picker {
        case .time(let time): if let value = start.time { time.select(value, animated: false) }
        case .duration(let duration): if let value = start.duration { duration.select(value, animated: false) }
        case .dateTime(let dateTime):
            if let day = start.day, let time = start.time { dateTime.select(day: day, time: time) }
        }
    }

    /// Gives the keys to a part; a board without a calendar keeps them on the wheels.
    ///
    /// - Parameter part: The part.
    public func focus(_ part: Part) {
        focus = dayView == nil ? .wheels : part
    }

    /// The board as lines of text, from its top row, without styles.
    ///
    /// - Parameter layout: A layout from ``layout(column:row:)``.
    public func lines(in layout: Layout) -> [String] {
        let top = layout.calendar?.row ?? layout.wheels.frames.first?.row ?? 0
        var buffer = ScreenBuffer(width: layout.column + layout.width, height: top + layout.height)
        draw(into: &buffer, in: layout) { _ in .plain }
        return buffer.lines(trimmingTrailingSpaces: true)[top...].map { String($0.dropFirst(layout.column)) }
    }

    /// Draws the board: the calendar (for a day and a time), the wheels and the moment's line.
    ///
    /// - Parameters:
    ///   - buffer: The screen.
    ///   - layout: A layout from ``layout(column:row:)``.
    ///   - style: The style of each role.
    public func draw(into buffer: inout ScreenBuffer, in layout: Layout, style: (Role) -> Style) {
        if let dayView, let calendar = layout.calendar {
            let canvas = dayView.canvas(in: calendar)
            drawnCalendar = canvas
            canvas.draw(into: &buffer) { role in style(.calendar(role, hasKeys: focus == .day)) }
        }
        wheels.draw(into: &buffer, in: layout.wheels) { role in style(.wheel(role, hasKeys: focus == .wheels)) }
        if let row = layout.captionRow, let caption {
            buffer.put(caption, atColumn: layout.column, row: row, style: style(.caption))
        }
    }

    /// The canvas the calendar was drawn with last, or the one of a layout
    /// before any: what a mouse event is hit-tested against.
    func calendarCanvas(in layout: CalendarLayout) -> CalendarCanvas? {
        dayView.map { drawnCalendar ?? $0.canvas(in: layout) }
    }
}
