extension RibbonPicker {
    /// The value an assistive technology reads for a component: the
    /// delegate's text for the selected row, or else ``accessibilityPositionText``.
    ///
    /// - Parameter component: A component index, in `0..<numberOfComponents`.
    /// - Returns: `nil` when the component has no rows.
    public func accessibilityValue(forComponent component: Int) -> String? {
        guard let row = selectedRow(inComponent: component) else { return nil }
        if let text = askAccessibilityValue(ofRow: row, inComponent: component) { return text }
        return accessibilityPositionText(row, numberOfRows(inComponent: component))
    }

    /// Performs an assistive technology's increment: ``increment(inComponent:animated:)``.
    ///
    /// - Parameter component: A component index, in `0..<numberOfComponents`.
    public func accessibilityIncrement(inComponent component: Int = 0) {
        increment(inComponent: component)
    }

    /// Performs an assistive technology's decrement: ``decrement(inComponent:animated:)``.
    ///
    /// - Parameter component: A component index, in `0..<numberOfComponents`.
    public func accessibilityDecrement(inComponent component: Int = 0) {
        decrement(inComponent: component)
    }
}
