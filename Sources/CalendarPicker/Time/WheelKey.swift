/// A key of the wheel pickers' keyboard model (``TimePicker``,
/// ``DurationPicker``): the focused wheel shows its previous or next value,
/// the focus moves between wheels, or the value is chosen.
///
/// On vertical wheels the usual bindings are Up for ``previousValue``, Down
/// for ``nextValue`` (the highlight moves as a list's does), Left and Right
/// for the wheels, and Enter for ``choose``.
public enum WheelKey: Hashable, Sendable, CaseIterable {
    /// The focused wheel's previous row (Up); a cyclic wheel wraps from its first row to its last.
    case previousValue
    /// The focused wheel's next row (Down); a cyclic wheel wraps from its last row to its first.
    case nextValue
    /// Focus the wheel before the focused one, in the order the locale writes them (Left).
    case previousWheel
    /// Focus the wheel after the focused one (Right).
    case nextWheel
    /// Choose the selected value (Enter).
    case choose
}
