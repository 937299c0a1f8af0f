extension RibbonPicker {
    /// Connects a data source and reloads all components.
    ///
    /// The same as setting ``dataSource``, in a form that also compiles as
    /// Embedded Swift, where the picker has no such property. The picker does
    /// not retain the data source (in Embedded Swift it keeps an unowned,
    /// unsafe reference: keep the source alive as long as the picker, or call
    /// ``removeDataSource()`` first).
    ///
    /// - Parameter source: The data source; its `Cell` is the picker's.
    /// - Complexity: O(components · cache capacity), as ``reloadAllComponents()``.
    public func setDataSource<Source: RibbonPickerDataSource>(_ source: Source) where Source.Cell == Cell {
        #if hasFeature(Embedded)
        links.bind(source)
        reloadAllComponents()
        #else
        dataSource = source
        #endif
    }

    /// Connects a delegate and reloads all components.
    ///
    /// The same as setting ``delegate``, in a form that also compiles as
    /// Embedded Swift. The picker does not retain the delegate (see
    /// ``setDataSource(_:)``).
    ///
    /// - Parameter delegate: The delegate; its `Cell` is the picker's.
    /// - Complexity: O(components · cache capacity), as ``reloadAllComponents()``.
    public func setDelegate<Delegate: RibbonPickerDelegate>(_ delegate: Delegate) where Delegate.Cell == Cell {
        #if hasFeature(Embedded)
        links.bind(delegate)
        reloadAllComponents()
        #else
        self.delegate = delegate
        #endif
    }

    /// Disconnects the data source, as setting ``dataSource`` to `nil` does:
    /// the picker then has no components.
    ///
    /// - Complexity: O(components · cache capacity), as ``reloadAllComponents()``.
    public func removeDataSource() {
        #if hasFeature(Embedded)
        links.unbindDataSource()
        reloadAllComponents()
        #else
        dataSource = nil
        #endif
    }

    /// Disconnects the delegate, as setting ``delegate`` to `nil` does: the
    /// picker makes no more cells and reports nothing.
    ///
    /// - Complexity: O(components · cache capacity), as ``reloadAllComponents()``.
    public func removeDelegate() {
        #if hasFeature(Embedded)
        links.unbindDelegate()
        reloadAllComponents()
        #else
        delegate = nil
        #endif
    }

    // MARK: - Questions and news, in either build

    /// Whether a delegate is connected (without one, no cell is made).
    var hasDelegate: Bool {
        #if hasFeature(Embedded)
        links.cell != nil
        #else
        delegate != nil
        #endif
    }

    /// The data source's number of components, or `nil` without a data source.
    func askNumberOfComponents() -> Int? {
        #if hasFeature(Embedded)
        links.numberOfComponents?(self)
        #else
        dataSource?.numberOfComponents(in: self)
        #endif
    }

    /// The data source's number of rows in a component, or `nil` without a data source.
    func askNumberOfRows(inComponent component: Int) -> Int? {
        #if hasFeature(Embedded)
        links.numberOfRows?(self, component)
        #else
        dataSource?.picker(self, numberOfRowsInComponent: component)
        #endif
    }

    /// The delegate's cell for a row, or `nil` without a delegate.
    func askCell(forRow row: Int, inComponent component: Int, reusing cell: Cell?) -> Cell? {
        #if hasFeature(Embedded)
        links.cell?(self, row, component, cell)
        #else
        delegate?.picker(self, cellForRow: row, forComponent: component, reusing: cell)
        #endif
    }

    /// The delegate's layout of a component, or `nil` for the default.
    func askLayout(ofComponent component: Int) -> ComponentLayout? {
        #if hasFeature(Embedded)
        links.layout?(self, component)
        #else
        delegate?.picker(self, layoutForComponent: component)
        #endif
    }

    /// The delegate's spoken value of a row, or `nil` for the default text.
    func askAccessibilityValue(ofRow row: Int, inComponent component: Int) -> String? {
        #if hasFeature(Embedded)
        links.accessibilityValue?(self, row, component)
        #else
        delegate?.picker(self, accessibilityValueForRow: row, forComponent: component)
        #endif
    }

    /// Tells the delegate, if any, that the user settled on a different row.
    func tellSelected(row: Int, inComponent component: Int) {
        #if hasFeature(Embedded)
        links.didSelect?(self, row, component)
        #else
        delegate?.picker(self, didSelectRow: row, inComponent: component)
        #endif
    }

    /// Tells the delegate, if any, that a different row reached the centre.
    func tellCentered(row: Int, inComponent component: Int) {
        #if hasFeature(Embedded)
        links.didCenter?(self, row, component)
        #else
        delegate?.picker(self, didCenterRow: row, inComponent: component)
        #endif
    }
}
