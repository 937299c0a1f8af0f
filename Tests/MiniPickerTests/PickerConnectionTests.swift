import Testing
import MiniPicker

/// The connection methods that also compile as Embedded Swift.
@MainActor
@Suite("RibbonPicker: setDataSource, setDelegate and their removal")
struct PickerConnectionTests {
    @Test("setDataSource and setDelegate connect as the properties do, and reload")
    func connecting() {
        let source = RecordingSource(rows: [12, 30])
        let picker = RibbonPicker<String>(defaultLayout: ComponentLayout(width: 100))
        picker.setDataSource(source)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 30)
        #expect(picker.dataSource === source)
        #expect(picker.visibleCells(inComponent: 0).isEmpty)   // no delegate yet: no cells
        picker.setDelegate(source)
        #expect(picker.delegate === source)
        #expect(picker.visibleCells(inComponent: 0).map(\.cell) == ["0:0"])
        // A flick: the delegate hears the settled row.
        picker.press(x: 90, at: 0)
        picker.move(x: 50, at: 16)
        picker.release(x: 10, at: 32)
        settle(picker)
        let row = picker.selectedRow(inComponent: 0) ?? 0
        #expect(row > 0)
        #expect(source.selections == [.select(row: row, component: 0)])
    }

    @Test("removeDelegate stops cells and news; removeDataSource leaves no components")
    func removing() {
        let (picker, source) = makePicker(rows: [12])
        picker.removeDelegate()
        #expect(picker.delegate == nil)
        #expect(picker.visibleCells(inComponent: 0).isEmpty)
        picker.increment(inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(source.events.isEmpty)
        picker.removeDataSource()
        #expect(picker.dataSource == nil)
        #expect(picker.numberOfComponents == 0)
    }

    /// The cache's radius is the picker's, widened to the visible cells and
    /// one more (one-cell viewport: 2; ten cells: 6); its pool keeps 4.
    @Test("maximumCellCount is the cache's capacity plus its reuse pool, and bounds the cells kept",
          arguments: [(100.0, 100.0, 0, 2 * 2 + 1 + 4), (100.0, 100.0, 10, 2 * 10 + 1 + 4),
                      (500.0, 50.0, 2, 2 * 6 + 1 + 4)])
    func maximumCellCount(width: Double, itemWidth: Double, radius: Int, expected: Int) {
        let source = RecordingSource(rows: [1000])
        let picker = RibbonPicker<String>(defaultLayout: ComponentLayout(width: width, itemWidth: itemWidth),
                                          cacheRadius: radius)
        picker.setDataSource(source)
        picker.setDelegate(source)
        #expect(picker.maximumCellCount(inComponent: 0) == expected)
        // Jumps far away and back: the cache never holds more than its capacity.
        for row in [900, 10, 500, 999, 0] {
            picker.selectRow(row, inComponent: 0, animated: false)
            _ = picker.visibleCells(inComponent: 0)
            #expect(picker.cachedCellCount(inComponent: 0) <= expected - 4)
        }
    }
}
