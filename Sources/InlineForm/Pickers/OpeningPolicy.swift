/// How many inline pickers a form shows at once.
public enum OpeningPolicy: Hashable, Sendable, CaseIterable {
    /// One at a time: opening a picker closes the open one, and tapping a row
    /// that opens no picker closes it.
    case single
    /// Any number: each picker opens and closes on its own field's row, and
    /// tapping a row that opens no picker leaves them open.
    case multiple

    /// Whether tapping a row that opens no picker closes the open pickers.
    public var closesPickersOnOtherTaps: Bool {
        self == .single
    }

    /// The most pickers open at once, or `nil` for no limit.
    public var maximumOpenPickers: Int? {
        self == .single ? 1 : nil
    }
}
