import CalendarPicker
import Foundation
import InlineForm
import MiniPicker
import TerminalPickers
import TerminalUI

/// The picker open below a form row: a calendar for a date or a range, a
/// ribbon for a choice, wheels for a time or a duration.
@MainActor
package enum FormPicker {
    case calendar(DayPickerView)
    case choice(RibbonBox)
    case wheels(FormWheels)

    /// The minutes between a time wheel's rows.
    static let timeInterval = 5
    /// The minutes between a duration wheel's rows.
    static let durationInterval = 15
    /// The most hours of a duration: the last row of the hours wheel, and the most a typed duration may have.
    static let maximumHours = 99
    /// The time a time row's wheels show while it has none.
    static let defaultTime = TimeOfDay(hour: 9, minute: 0)!

    /// The width of a choice ribbon's box.
    static let choiceBoxWidth = 26

    /// The picker a field opens, showing its value.
    ///
    /// - Parameters:
    ///   - field: The field.
    ///   - value: Its draft value.
    ///   - calendar: The form's calendar.
    ///   - locale: The names' locale.
    ///   - today: The day marked as today.
    ///   - style: The box characters.
    /// - Returns: The picker, or `nil` for a field that opens none.
    static func make(for field: Field, value: FieldValue, calendar: CalendarSystem, locale: Locale, today: Day?,
                     style: RibbonArt.Style) -> FormPicker? {
        var configuration = CalendarArt.configuration(calendar: calendar, locale: locale, timeZone: .current)
        switch field.kind {
        case .date:
            // The field's own day, in whatever calendar it was picked: a day is the same in every calendar.
            let picker = DayPicker(configuration: configuration, selecting: value.dateValue, today: today)
            return .calendar(DayPickerView(picker: picker, style: style))
        case .dateRange:
            configuration.selectionMode = .range
            let range = value.dateRangeValue
            let picker = DayPicker(configuration: configuration, selecting: range?.end, today: today)
            if let range { picker.select(range: range) }
            return .calendar(DayPickerView(picker: picker, style: style))
        case .choice(let options):
            let inside = choiceBoxWidth - RibbonArt.borderColumns
            let ribbon = LabelRibbon(count: options.count, selecting: value.choiceValue ?? 0,
                                     layout: ComponentLayout(width: Double(inside)),
                                     configuration: RibbonScroller.Configuration(tapSlop: 0.5)) { options[$0] }
            return .choice(RibbonBox(ribbon: ribbon, width: choiceBoxWidth, style: style))
        case .time:
            let clock = TimePicker(configuration: TimePicker.Configuration(locale: locale, minuteInterval: timeInterval),
                                   selecting: value.timeValue ?? defaultTime)
            return .wheels(FormWheels(picker: .time(clock)))
        case .duration:
            let wheels = DurationPicker.Configuration(maximumHours: maximumHours, minuteInterval: durationInterval, locale: locale)
            let span = DurationPicker(configuration: wheels, selecting: value.durationValue ?? .zero)
            return .wheels(FormWheels(picker: .duration(span)))
        default:
            return nil
        }
    }

    /// The value the wheels show, for a time or a duration.
    var wheelValue: FieldValue? {
        guard case .wheels(let wheels) = self else { return nil }
        return wheels.value
    }

    /// The row's value a calendar's outcome chose: a day, or a range; `nil` for a move.
    ///
    /// - Parameter outcome: What a key or a click did to the calendar.
    static func value(choosing outcome: DayPicker.Outcome) -> FieldValue? {
        switch outcome {
        case .chosen(let day): .date(day)
        case .chosenRange(let range): .dateRange(range)
        default: nil
        }
    }

    /// The rows the picker takes.
    var height: Int {
        switch self {
        case .calendar(let view): view.layout(column: 0, row: 0).height
        case .choice: RibbonFrame.height
        case .wheels(let wheels): wheels.layout(column: 0, row: 0).height
        }
    }

    /// Whether it moves on its own.
    var isAnimating: Bool {
        switch self {
        case .calendar(let view): view.isAnimating
        case .choice(let box): box.ribbon.isAnimating
        case .wheels(let wheels): wheels.isAnimating
        }
    }

    /// Steps its animation (the run loop's frame only: no event handler advances time).
    func advance(to time: Double) {
        switch self {
        case .calendar(let view): view.advance(to: time)
        case .choice(let box): box.ribbon.advance(to: time)
        case .wheels(let wheels): wheels.advance(to: time)
        }
    }

    /// Routes a mouse event to the picker drawn at a row: a calendar's is
    /// hit-tested against what it was drawn as last, a ribbon's goes through
    /// the pointer that follows its drags.
    ///
    /// - Parameters:
    ///   - mouse: The event.
    ///   - row: The picker's first row.
    ///   - drawn: The calendar's canvas drawn last, if it was drawn.
    ///   - pointer: The form's ribbon pointer.
    ///   - time: The event's time in milliseconds.
    /// - Returns: What the event means for the row: a day or a range chosen on a calendar, else at most a move.
    func handle(_ mouse: InputEvent.Mouse, atRow row: Int, drawn: CalendarCanvas?, pointer: inout RibbonPointer,
                at time: Double) -> PickerEffect {
        let column = FormLayout.pickerColumn
        switch self {
        case .calendar(let view):
            let canvas = drawn ?? view.canvas(in: view.layout(column: column, row: row))
            guard let outcome = view.handle(mouse, on: canvas, at: time) else { return .ignored }
            return FormPicker.value(choosing: outcome).map { .choose($0, clearsError: true) } ?? .moved
        case .choice(let box):
            let frame = RibbonFrame(column: column, row: row, width: box.width)
            return pointer.route(mouse, to: [(frame, box.ribbon)], at: time) ? .moved : .ignored
        case .wheels(let wheels):
            return wheels.handle(mouse, in: wheels.layout(column: column, row: row), at: time) ? .moved : .ignored
        }
    }

    /// What the picker shows, in words, after the row's value: `, picking …`, `, choosing …`, `, turning …`.
    var plainText: String {
        switch self {
        case .calendar(let view):
            ", picking " + DayDescription(calendar: view.picker.calendar, locale: view.picker.locale).text(of: view.picker)
        case .choice(let box):
            box.ribbon.selectedRow.flatMap { box.ribbon.label(ofRow: $0) }.map { ", choosing \($0)" } ?? ""
        case .wheels(let wheels):
            ", turning " + wheels.plainText
        }
    }
}
