#if arch(wasm32)
import Calendars
import DayModel
import MiniPicker

// The date pickers' functions the page's JavaScript calls. A picker number
// that names no picker gives -1, 0 or an empty text; text goes through
// PageText. Days travel as day numbers (DayModel's), which fit an Int32 for
// every day a picker shows.

private func picker(_ number: Int32) -> WebDatePicker<BrowserHost>? {
    page.hasDatePicker(Int(number)) ? page.datePickers[Int(number)] : nil
}

/// Adds a date picker; the page's input holds the calendar's key (such as
/// `chinese`), and the first weekday is the locale's (1 Sunday ... 7
/// Saturday: the browser knows the locale's week, as Foundation does natively).
/// Returns its number, or -1 for an unknown calendar or weekday, a today
/// that is no day, or a bad geometry.
@_expose(wasm, "addDatePicker") @_cdecl("addDatePicker")
func addDatePicker(text: Int32, mode: Int32, firstWeekday: Int32, todayYear: Int32, todayMonth: Int32, todayDay: Int32,
                   language: Int32, monthWidth: Double, monthItemWidth: Double, yearWidth: Double,
                   yearItemWidth: Double) -> Int32 {
    let key = PageText.read(text)
    let languages = CalendarNames.Language.allCases
    // Compared as bytes: String's == would link the Unicode normalization tables.
    guard let identifier = CalendarIdentifier.allCases.first(where: { $0.key.utf8.elementsEqual(key.utf8) }),
          let firstWeekday = Weekday(rawValue: Int(firstWeekday)),
          let mode = ChoiceMode(rawValue: Int(mode)),
          let today = Day(prolepticGregorianYear: Int(todayYear), month: Int(todayMonth), day: Int(todayDay)),
          let monthLayout = layout(width: monthWidth, itemWidth: monthItemWidth, isCyclic: false),
          let yearLayout = layout(width: yearWidth, itemWidth: yearItemWidth, isCyclic: false)
    else { return -1 }
    let language = languages.indices.contains(Int(language)) ? languages[Int(language)] : .english
    return Int32(page.addDatePicker { page in
        WebDatePicker(page: page, calendar: CalendarSystem(identifier), mode: mode, today: today,
                      firstWeekday: firstWeekday, language: language, monthLayout: monthLayout, yearLayout: yearLayout)
    })
}

/// The number of a picker's month ribbon (`which` 0) or year ribbon (1).
@_expose(wasm, "datePickerRibbon") @_cdecl("datePickerRibbon")
func datePickerRibbon(picker number: Int32, which: Int32) -> Int32 {
    guard let picker = picker(number) else { return -1 }
    return Int32((which == 0 ? picker.monthRibbon : picker.yearRibbon).number)
}

/// Moves the focus by a grid key (GridKey's raw values); 1 when it moved.
@_expose(wasm, "datePickerKey") @_cdecl("datePickerKey")
func datePickerKey(picker number: Int32, key: Int32) -> Int32 {
    guard let picker = picker(number), let key = GridKey(rawValue: Int(key)) else { return 0 }
    return picker.press(key, animated: !page.reducesMotion) ? 1 : 0
}

/// Chooses the day of a grid cell (0 to 41), or the focused day for -1.
@_expose(wasm, "datePickerChoose") @_cdecl("datePickerChoose")
func datePickerChoose(picker number: Int32, cell: Int32) {
    guard let picker = picker(number) else { return }
    picker.choose(cell < 0 ? picker.focusedDay : picker.cell(at: Int(cell)).day, animated: !page.reducesMotion)
}

/// The day number of a grid cell (0 to 41).
@_expose(wasm, "datePickerCellDay") @_cdecl("datePickerCellDay")
func datePickerCellDay(picker number: Int32, cell: Int32) -> Int32 {
    Int32(truncatingIfNeeded: picker(number)?.cell(at: Int(cell)).day.dayNumber ?? 0)
}

/// The number a grid cell shows: its day of the month.
@_expose(wasm, "datePickerCellLabel") @_cdecl("datePickerCellLabel")
func datePickerCellLabel(picker number: Int32, cell: Int32) -> Int32 {
    Int32(truncatingIfNeeded: picker(number)?.cell(at: Int(cell)).label ?? 0)
}

/// A grid cell's marks (DayCell.flags).
@_expose(wasm, "datePickerCellFlags") @_cdecl("datePickerCellFlags")
func datePickerCellFlags(picker number: Int32, cell: Int32) -> Int32 {
    Int32(truncatingIfNeeded: picker(number)?.cell(at: Int(cell)).flags ?? 0)
}

/// The weekday of a grid column (1 Sunday ... 7 Saturday).
@_expose(wasm, "datePickerColumnWeekday") @_cdecl("datePickerColumnWeekday")
func datePickerColumnWeekday(picker number: Int32, column: Int32) -> Int32 {
    guard let picker = picker(number) else { return 0 }
    return Int32((picker.firstWeekday.rawValue - 1 + Int(column & 7)) % 7 + 1)
}

/// A number that moves when the grid must be drawn again.
@_expose(wasm, "datePickerGridRevision") @_cdecl("datePickerGridRevision")
func datePickerGridRevision(picker number: Int32) -> Int32 { Int32(truncatingIfNeeded: picker(number)?.gridRevision ?? 0) }

/// A number that moves when the value changes.
@_expose(wasm, "datePickerValueRevision") @_cdecl("datePickerValueRevision")
func datePickerValueRevision(picker number: Int32) -> Int32 {
    Int32(truncatingIfNeeded: picker(number)?.valueRevision ?? 0)
}

/// The value as ISO 8601 text.
@_expose(wasm, "datePickerValue") @_cdecl("datePickerValue")
func datePickerValue(picker number: Int32) -> Int32 { PageText.write(picker(number)?.valueText ?? "") }

/// Takes the page's input as the value; 1 when it was one.
@_expose(wasm, "datePickerSetValue") @_cdecl("datePickerSetValue")
func datePickerSetValue(picker number: Int32, text: Int32) -> Int32 {
    picker(number)?.setValue(PageText.read(text)) == true ? 1 : 0
}

/// The rows of the shown month and year on the ribbons (month in the low 16 bits).
@_expose(wasm, "datePickerShownRows") @_cdecl("datePickerShownRows")
func datePickerShownRows(picker number: Int32) -> Int32 {
    guard let picker = picker(number) else { return -1 }
    let month = picker.months.firstIndex(of: picker.grid.month) ?? 0
    let year = picker.span.row(of: picker.grid.month.yearValue) ?? 0
    return Int32(year << 16 | month)
}

/// The number of a month ribbon row in its year (plus 100 for a leap month), 0 outside the rows.
@_expose(wasm, "datePickerMonthNumber") @_cdecl("datePickerMonthNumber")
func datePickerMonthNumber(picker number: Int32, row: Int32) -> Int32 {
    guard let month = picker(number)?.month(ofRow: Int(row)) else { return 0 }
    return Int32(month.number + (month.isLeapMonth ? 100 : 0))
}

/// The value of a year ribbon row (DaySpan.value(ofRow:)), 0 outside the rows.
@_expose(wasm, "datePickerYearNumber") @_cdecl("datePickerYearNumber")
func datePickerYearNumber(picker number: Int32, row: Int32) -> Int32 {
    Int32(truncatingIfNeeded: picker(number)?.span.value(ofRow: Int(row)) ?? 0)
}

/// The day number of the first day of a month ribbon row's month, 0 outside the rows.
@_expose(wasm, "datePickerMonthFirstDay") @_cdecl("datePickerMonthFirstDay")
func datePickerMonthFirstDay(picker number: Int32, row: Int32) -> Int32 {
    Int32(truncatingIfNeeded: picker(number)?.month(ofRow: Int(row))?.firstDay.dayNumber ?? 0)
}

/// The day number of the first day of a year ribbon row's year, 0 outside the rows.
@_expose(wasm, "datePickerYearFirstDay") @_cdecl("datePickerYearFirstDay")
func datePickerYearFirstDay(picker number: Int32, row: Int32) -> Int32 {
    guard let picker = picker(number), let year = picker.span.year(ofRow: Int(row)),
          let first = picker.calendar.months(of: year).first else { return 0 }
    return Int32(truncatingIfNeeded: first.firstDay.dayNumber)
}

/// The day number of 1970-01-01, which the page's clock counts from.
@_expose(wasm, "unixEpochDayNumber") @_cdecl("unixEpochDayNumber")
func unixEpochDayNumber() -> Int32 {
    Int32(truncatingIfNeeded: Day(prolepticGregorianYear: 1970, month: 1, day: 1)?.dayNumber ?? 0)
}

/// The package's name of a month ribbon row.
@_expose(wasm, "datePickerMonthName") @_cdecl("datePickerMonthName")
func datePickerMonthName(picker number: Int32, row: Int32) -> Int32 {
    guard let picker = picker(number), let month = picker.month(ofRow: Int(row)) else { return PageText.write("") }
    return PageText.write(picker.names.name(of: month))
}

/// The package's name of a year ribbon row.
@_expose(wasm, "datePickerYearName") @_cdecl("datePickerYearName")
func datePickerYearName(picker number: Int32, row: Int32) -> Int32 {
    guard let picker = picker(number), let year = picker.span.year(ofRow: Int(row)) else { return PageText.write("") }
    return PageText.write(picker.names.name(of: year))
}

/// The day number of the focused day.
@_expose(wasm, "datePickerFocusedDay") @_cdecl("datePickerFocusedDay")
func datePickerFocusedDay(picker number: Int32) -> Int32 {
    Int32(truncatingIfNeeded: picker(number)?.focusedDay.dayNumber ?? 0)
}

/// A day number as an ISO 8601 day (Gregorian); empty for no day.
@_expose(wasm, "isoDay") @_cdecl("isoDay")
func isoDay(dayNumber: Int32) -> Int32 { PageText.write(Day(dayNumber: Int(dayNumber))?.iso8601 ?? "") }

/// A day of a picker's calendar as the page announces it: its day of the
/// month, month and year in the package's names ("20 Tenth Month 2026 bing-wu").
@_expose(wasm, "datePickerDayName") @_cdecl("datePickerDayName")
func datePickerDayName(picker number: Int32, dayNumber: Int32) -> Int32 {
    guard let picker = picker(number), let day = Day(dayNumber: Int(dayNumber)),
          let month = picker.calendar.month(containing: day), let year = picker.calendar.year(containing: day),
          let label = picker.calendar.days(of: month)?.label(of: day)
    else { return PageText.write("") }
    return PageText.write(String(label) + " " + picker.names.name(of: month) + " " + picker.names.name(of: year))
}

/// Turns gliding steps off (1) or on (0).
@_expose(wasm, "setReducedMotion") @_cdecl("setReducedMotion")
func setReducedMotion(reduced: Int32) { page.setReducesMotion(reduced != 0) }

/// A ribbon's geometry, or nil when the page's numbers make none.
func layout(width: Double, itemWidth: Double, isCyclic: Bool) -> ComponentLayout? {
    guard width > 0 && width.isFinite && itemWidth > 0 && itemWidth.isFinite && width / itemWidth <= 64 else { return nil }
    return ComponentLayout(width: width, itemWidth: itemWidth, isCyclic: isCyclic)
}
#endif
