extension FieldKind {
    /// Whether a field of this kind can hold a value.
    ///
    /// ``FieldValue/empty`` fits every kind; a choice must name one of the
    /// options, and a range must not end before it starts.
    ///
    /// - Parameter value: A value.
    /// - Returns: `true` when the value's case matches the kind.
    public func accepts(_ value: FieldValue) -> Bool {
        switch (self, value) {
        case (_, .empty), (.text, .text), (.date, .date), (.toggle, .toggle): true
        case (.choice(let options), .choice(let index)): options.indices.contains(index)
        case (.dateRange, .dateRange(let range)): range.start <= range.end
        default: false
        }
    }

    /// The text a cell or a report shows for a value of this kind.
    ///
    /// Text shows as is, a date as `YYYY-MM-DD`, a range as `START – END`,
    /// a choice as its option, a toggle as `on` or `off`, and
    /// ``FieldValue/empty`` as nothing.
    ///
    /// - Parameter value: A value the kind ``accepts(_:)``.
    /// - Returns: The text to show.
    public func displayText(of value: FieldValue) -> String {
        precondition(accepts(value), "value does not fit the field's kind")
        switch (self, value) {
        case (.choice(let options), .choice(let index)): return options[index]
        case (_, .text(let text)): return text
        case (_, .date(let date)): return date.description
        case (_, .dateRange(let range)): return range.description
        case (_, .toggle(let isOn)): return isOn ? "on" : "off"
        default: return ""
        }
    }
}
