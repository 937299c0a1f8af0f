extension FieldKind {
    /// Whether a field of this kind can hold a value.
    ///
    /// ``FieldValue/empty`` fits every kind; a choice must name one of the options.
    ///
    /// - Parameter value: A value.
    /// - Returns: `true` when the value's case matches the kind.
    public func accepts(_ value: FieldValue) -> Bool {
        switch (self, value) {
        case (_, .empty), (.text, .text), (.date, .date), (.toggle, .toggle): true
        case (.choice(let options), .choice(let index)): options.indices.contains(index)
        case (.dateRange, .dateRange), (.time, .time), (.duration, .duration): true
        default: false
        }
    }

    /// The text a cell or a report shows for a value of this kind.
    ///
    /// Text shows as is, a day as `dayText` writes it (ISO 8601's
    /// `YYYY-MM-DD` by default), a range as `START – END`, a choice as its
    /// option, a toggle as `on` or `off`, a time as `HH:MM`, a duration as
    /// `H:MM`, and ``FieldValue/empty`` as nothing. A value the kind does not ``accepts(_:)`` (a choice beyond
    /// the options) shows as nothing too.
    ///
    /// - Parameters:
    ///   - value: A value.
    ///   - dayText: How days are written: in the form's calendar, say.
    /// - Returns: The text to show.
    public func displayText(of value: FieldValue, dayText: (Day) -> String = { $0.iso8601 }) -> String {
        guard accepts(value) else { return "" }
        switch (self, value) {
        case (.choice(let options), .choice(let index)): return options[index]
        case (_, .text(let text)): return text
        case (_, .date(let day)): return dayText(day)
        case (_, .dateRange(let range)): return "\(dayText(range.start)) – \(dayText(range.end))"
        case (_, .toggle(let isOn)): return isOn ? "on" : "off"
        case (_, .time(let time)): return time.description
        case (_, .duration(let span)): return span.description
        default: return ""
        }
    }
}
