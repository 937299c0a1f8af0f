#if hasFeature(Embedded)
/// A ``RibbonPicker``'s data source and delegate as Embedded Swift holds
/// them: their methods as closures over unretained references.
///
/// Embedded Swift 6.3 cannot reliably compile an existential of a
/// class-bound protocol with a primary associated type, such as
/// `any RibbonPickerDelegate<Int>`: code generation for the program that
/// instantiates the picker crashes in most compiles. Closures made by a
/// generic method, specialized for the concrete data source and delegate,
/// avoid the existential altogether.
struct PickerLinks<Cell> {
    var numberOfComponents: ((RibbonPicker<Cell>) -> Int)?
    var numberOfRows: ((RibbonPicker<Cell>, Int) -> Int)?
    var cell: ((RibbonPicker<Cell>, Int, Int, Cell?) -> Cell)?
    var didSelect: ((RibbonPicker<Cell>, Int, Int) -> Void)?
    var didCenter: ((RibbonPicker<Cell>, Int, Int) -> Void)?
    var layout: ((RibbonPicker<Cell>, Int) -> ComponentLayout?)?
    var accessibilityValue: ((RibbonPicker<Cell>, Int, Int) -> String?)?

    /// Binds the data source's methods; the source is not retained.
    mutating func bind<Source: RibbonPickerDataSource>(_ source: Source) where Source.Cell == Cell {
        unowned(unsafe) let source = source
        numberOfComponents = { source.numberOfComponents(in: $0) }
        numberOfRows = { source.picker($0, numberOfRowsInComponent: $1) }
    }

    /// Binds the delegate's methods; the delegate is not retained.
    mutating func bind<Delegate: RibbonPickerDelegate>(_ delegate: Delegate) where Delegate.Cell == Cell {
        unowned(unsafe) let delegate = delegate
        cell = { delegate.picker($0, cellForRow: $1, forComponent: $2, reusing: $3) }
        didSelect = { delegate.picker($0, didSelectRow: $1, inComponent: $2) }
        didCenter = { delegate.picker($0, didCenterRow: $1, inComponent: $2) }
        layout = { delegate.picker($0, layoutForComponent: $1) }
        accessibilityValue = { delegate.picker($0, accessibilityValueForRow: $1, forComponent: $2) }
    }

    /// Forgets the data source.
    mutating func unbindDataSource() {
        numberOfComponents = nil
        numberOfRows = nil
    }

    /// Forgets the delegate.
    mutating func unbindDelegate() {
        cell = nil
        didSelect = nil
        didCenter = nil
        layout = nil
        accessibilityValue = nil
    }
}
#endif
