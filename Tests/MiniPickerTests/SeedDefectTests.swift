import Testing
import MiniPicker

@MainActor
@Suite("RibbonPicker: the seed's defects stay fixed")
struct SeedDefectTests {
    @Test("position 0 is a real position, and reading the layout never changes the selection")
    func layoutHasNoSideEffects() {
        let (picker, source) = makePicker(rows: [5])
        // Drag so the viewport's centre sits exactly at position 0 (the seed's "not initialised").
        picker.press(x: 50, at: 0)
        picker.move(x: 100, at: 10)
        #expect(picker.scroller(ofComponent: 0).ribbon.position > 0)   // rubber-banded short of 0
        for _ in 0..<3 { _ = picker.visibleCells(inComponent: 0) }
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(source.selections.isEmpty)
        var ribbon = Ribbon(count: 5, itemWidth: 100)
        ribbon.scroll(by: -50)
        #expect(ribbon.position == 0)
        #expect(ribbon.index(at: ribbon.position) == 0)
        #expect(ribbon.centeredIndex == 0)
    }

    @Test("cells are asked for by row and component (the seed passed the row as the component)")
    func rowsAskedInOrder() {
        let (picker, source) = makePicker(rows: [12])
        picker.selectRow(3, inComponent: 0, animated: false)
        picker.press(x: 50, at: 0)
        picker.move(x: 0, at: 10)
        _ = picker.visibleCells(inComponent: 0)
        #expect(source.made.map(\.row) == [3, 4])
        #expect(source.made.allSatisfy { $0.component == 0 })
    }
}
