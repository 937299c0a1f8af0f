import Foundation

/// The day grids and the form, driven as a person does: a click or a tap on
/// a day (scrolled into view first), a tap on a ribbon's cell, and the
/// form's inputs read as a form would submit them.
extension PageDriver {
    /// Where an element's centre is, once scrolled into view; nil when the selector finds nothing.
    func centre(of expression: String) throws -> (x: Double, y: Double)? {
        guard let values = try tools.evaluate("webCheck.centre(\(expression))") as? [Double], values.count == 4,
              values[2] > 0, values[3] > 0 else { return nil }
        return (values[0], values[1])
    }

    /// Clicks (mouse) or taps (touch) at an element's centre; false when it is not there.
    @discardableResult
    func press(_ expression: String, with pointer: Pointer) throws -> Bool {
        guard let point = try centre(of: expression) else { return false }
        switch pointer {
        case .mouse, .pen: try tools.click(x: point.x, y: point.y)
        case .touch: try tools.tap(x: point.x, y: point.y)
        }
        return true
    }

    /// Chooses a day of a picker's grid (`data-day`) by a click or a tap.
    func choose(_ day: String, in picker: String = "inline", with pointer: Pointer) throws {
        guard try press("webCheck.cell('\(picker)', '\(day)')", with: pointer) else {
            throw Chromium.Failure.protocolError("no gridcell data-day=\(day) in the \(picker) picker's grid")
        }
        Thread.sleep(forTimeInterval: 0.05)
    }

    /// Taps (or clicks) the visible cell `offset` rows past a ribbon's selected row.
    ///
    /// - Returns: The cell's text, or nil when no such cell is visible.
    func tapCell(of ribbon: String, offset: Int, with pointer: Pointer) throws -> String? {
        let rows = (try tools.evaluate("miniPicker.layout('\(ribbon)').rows") as? Int) ?? 1
        let row = ((try selectedAtRest(ribbon)) + offset + rows) % rows
        guard let cell = try tools.evaluate("webCheck.ribbonCell('\(ribbon)', \(row))") as? [Any], cell.count == 3,
              let x = (cell[0] as? NSNumber)?.doubleValue, let y = (cell[1] as? NSNumber)?.doubleValue else { return nil }
        switch pointer {
        case .mouse, .pen: try tools.click(x: x, y: y)
        case .touch: try tools.tap(x: x, y: y)
        }
        return cell[2] as? String
    }

    /// The roving tab stop of a picker's grid (`tabindex=0`), by the DOM.
    func focusedDay(_ picker: String = "inline") throws -> String {
        (try tools.evaluate("webCheck.grid('\(picker)')?.querySelector('[role=gridcell][tabindex=\"0\"]')?.dataset.day ?? ''")
            as? String) ?? ""
    }

    /// The day of the element that has the keyboard focus ("" if it is not a day).
    func activeDay() throws -> String {
        (try tools.evaluate("document.activeElement?.dataset?.day ?? ''") as? String) ?? ""
    }

    /// Focuses a picker's roving day, as Tab does on reaching the grid.
    func focusGrid(_ picker: String = "inline") throws {
        _ = try tools.evaluate("webCheck.grid('\(picker)').querySelector('[role=gridcell][tabindex=\"0\"]').focus()")
    }

    /// `miniPicker.shownMonth(picker)`: the grid's month and year in the page's calendar, and its label.
    func shownMonth(_ picker: String = "inline") throws -> (year: Int, month: Int, label: String) {
        let shown = try tools.evaluate("miniPicker.shownMonth('\(picker)')") as? [String: Any] ?? [:]
        return ((shown["year"] as? Int) ?? 0, (shown["month"] as? Int) ?? 0, (shown["label"] as? String) ?? "")
    }

    /// The form's inputs: #stay, #start and #date.
    func formValues() throws -> (stay: String, start: String, date: String) {
        let values = try tools.evaluate("['stay', 'start', 'date'].map(id => document.getElementById(id)?.value ?? '(none)')")
            as? [String] ?? ["", "", ""]
        return (values[0], values[1], values[2])
    }

    /// Whether the popover picker is open.
    func popoverOpen() throws -> Bool {
        (try tools.evaluate("document.getElementById('date-popover')?.matches(':popover-open') ?? false") as? Bool) ?? false
    }

    /// The inline wheels' value as `#start` should read: HH:MM from the hour and minute aria-valuenow.
    func wheelsTime() throws -> String {
        let script = """
            ['hour', 'minute'].map(n => String(webCheck.ribbon(n)?.getAttribute('aria-valuenow') ?? '?').padStart(2, '0')).join(':')
            """
        return (try tools.evaluate(script) as? String) ?? ""
    }
}

/// A day of the Gregorian calendar as ISO 8601 writes it, with day arithmetic.
struct ISODay: CustomStringConvertible, Equatable {
    /// Days since 1970-01-01.
    var number: Int

    init(number: Int) {
        self.number = number
    }

    /// Reads `YYYY-MM-DD`. Foundation's Gregorian calendar counts the days,
    /// not the package's arithmetic: the check's days are its own.
    init?(_ text: String) {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3,
              let date = Self.calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
        else { return nil }
        number = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    }

    var description: String {
        let parts = Self.calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(number) * 86_400))
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// Foundation's Gregorian calendar in UTC (its 1582 reform is far from the page's 1900 to 2100).
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    static func + (day: ISODay, days: Int) -> ISODay {
        ISODay(number: day.number + days)
    }

    static func - (day: ISODay, days: Int) -> ISODay {
        ISODay(number: day.number - days)
    }
}
