import CalendarPicker
import Foundation
import InlineForm
import MiniPicker
import TerminalPickers

/// The picker open below a form row: a calendar for a date or a range, a
/// ribbon for a choice.
@MainActor
enum FormPicker {
    case calendar(DayPickerView)
    case choice(RibbonBox)

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
        default:
            return nil
        }
    }

    /// The rows the picker takes.
    var height: Int {
        switch self {
        case .calendar(let view): view.layout(column: 0, row: 0).height
        case .choice: RibbonFrame.height
        }
    }

    /// Whether it moves on its own.
    var isAnimating: Bool {
        switch self {
        case .calendar(let view): view.isAnimating
        case .choice(let box): box.ribbon.isAnimating
        }
    }

    /// Steps its animation.
    func advance(to time: Double) {
        switch self {
        case .calendar(let view): view.advance(to: time)
        case .choice(let box): box.ribbon.advance(to: time)
        }
    }
}
