import Testing
import MiniPicker

@MainActor
@Suite("RibbonPicker: delegates that call back in, and stray presses")
struct RibbonPickerReentrancyTests {
    @Test("a delegate that removes every component while cells are made ends the walk without a stale cell")
    func reloadDuringCellWalk() {
        let (picker, source) = makePicker(rows: [12])
        source.layouts[0] = ComponentLayout(width: 300, itemWidth: 100)
        picker.reloadAllComponents()
        source.onMake = { picker in
            source.rows = []
            picker.reloadAllComponents()
        }
        // The component is gone: the cell made for it is stale and not reported.
        let cells = picker.visibleCells(inComponent: 0)
        #expect(cells.isEmpty)
        #expect(source.made.count == 1)
        #expect(picker.numberOfComponents == 0)
    }

    @Test("a delegate that reloads from didCenterRow during a release leaves an empty picker that works again")
    func reloadDuringRelease() {
        let source = RecordingSource(rows: [12])
        final class Reloader: RibbonPickerDelegate {
            let source: RecordingSource
            var centered: [Int] = []
            init(_ source: RecordingSource) { self.source = source }
            func picker(_ picker: RibbonPicker<String>, cellForRow row: Int, forComponent component: Int, reusing cell: String?) -> String {
                "\(row)"
            }
            func picker(_ picker: RibbonPicker<String>, didCenterRow row: Int, inComponent component: Int) {
                centered.append(row)
                source.rows = []
                picker.reloadAllComponents()
            }
        }
        let picker = RibbonPicker<String>(defaultLayout: ComponentLayout(width: 100))
        let reloader = Reloader(source)
        picker.dataSource = source
        picker.delegate = reloader
        picker.press(x: 10, at: 0)
        picker.move(x: 20, at: 10)          // past the start: rubber band, row 0 stays centred
        picker.release(x: -200, at: 20)     // 210 points left: row 2 reaches the centre, the delegate empties the picker
        #expect(reloader.centered == [2])
        #expect(picker.numberOfComponents == 0)
        #expect(picker.width == 0)
        #expect(!picker.isAnimating)
        // Later events of the dropped drag change nothing and call nobody.
        picker.move(x: 0, at: 30)
        picker.advance(to: 5000)
        #expect(reloader.centered == [2])
        #expect(picker.numberOfComponents == 0)
        #expect(!picker.isAnimating)
        #expect(picker.currentTime == 5000)
        // Rows coming back give a component at rest on row 0.
        source.rows = [12]
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 1)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.scroller(ofComponent: 0).phase == .idle)
        #expect(picker.visibleCells(inComponent: 0).map(\.cell) == ["0"])
    }

    @Test("a press on another component ends the first one's unfinished drag")
    func strayPress() {
        let (picker, _) = makePicker(rows: [12, 12])
        picker.press(x: 10, at: 0)
        picker.move(x: 60, at: 10)
        picker.press(x: 150, at: 20)
        picker.release(x: 150, at: 30)
        #expect(picker.scroller(ofComponent: 0).phase == .idle)
        #expect(picker.scroller(ofComponent: 0).ribbon.offset == 0)
        picker.increment(inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 1)
    }
}
