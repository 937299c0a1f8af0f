import CalendarPicker
import Foundation
import InlineForm
import MiniPicker
import TerminalPickers

/// The picker open below a form row: a calendar for a date or a range, a
/// ribbon for a choice, wheels for a time or a duration.
@MainActor
enum FormPicker {
    case calendar(DayPickerView)
    case choice(RibbonBox)
    case wheels(DateTimeBoardView)

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
            return .wheels(DateTimeBoardView(picker: .time(clock), style: style))
        case .duration:
            let wheels = DurationPicker.Configuration(maximumHours: maximumHours, minuteInterval: durationInterval, locale: locale)
            let span = DurationPicker(configuration: wheels, selecting: value.durationValue ?? .zero)
            return .wheels(DateTimeBoardView(picker: .duration(span), style: style))
        default:
            return nil
        }
    }

    /// The value the wheels show, for a time or a duration.
    var wheelValue: FieldValue? {
        guard case .wheels(let board) = self else { return nil }
        switch board.picker {
        case .time(let clock): return .time(clock.selectedTime)
        case .duration(let span): return .duration(span.selectedDuration)
        case .dateTime: return nil
        }
    }

    /// The rows the picker takes.
    var height: Int {
        switch self {
        case .calendar(let view): view.layout(column: 0, row: 0).height
        case .choice: RibbonFrame.height
        case .wheels(let board): board.layout(column: 0, row: 0).height
        }
    }

    /// Whether it moves on its own.
    var isAnimating: Bool {
        switch self {
        case .calendar(let view): view.isAnimating
        case .choice(let box): box.ribbon.isAnimating
        case .wheels(let board): board.isAnimating
        }
    }

    /// Steps its animation.
    func advance(to time: Double) {
        switch self {
        case .calendar(let view): view.advance(to: time)
        case .choice(let box): box.ribbon.advance(to: time)
        case .wheels(let board): board.advance(to: time)
        }
    }
}
