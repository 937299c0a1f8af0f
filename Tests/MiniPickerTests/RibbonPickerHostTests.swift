import Foundation
import Observation
import Testing
import MiniPicker

/// A flag an observation's change handler raises.
private final class Raised: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func raise() { lock.withLock { count += 1 } }
    var times: Int { lock.withLock { count } }
}

/// What a host holds on to: a picker asked before its data source is set,
/// observed by a SwiftUI-like observer, and animated from a clock that reads large.
@MainActor
@Suite("RibbonPicker: hosts, observers and fresh clocks")
struct RibbonPickerHostTests {
    @Test("before a data source is set, queries answer as for no rows and commands do nothing")
    func beforeTheDataSource() {
        let picker = RibbonPicker<String>(defaultLayout: ComponentLayout(width: 100))
        #expect(picker.numberOfComponents == 0)
        #expect(picker.numberOfRows(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 0) == nil)
        #expect(picker.layout(ofComponent: 3) == ComponentLayout(width: 100))
        #expect(picker.origin(ofComponent: 0) == 0)
        #expect(picker.scroller(ofComponent: 0).ribbon.count == 0)
        #expect(picker.visibleCells(inComponent: 0).isEmpty)
        #expect(picker.cachedCellCount(inComponent: -1) == 0 && picker.maximumCellCount(inComponent: 7) == 0)
        #expect(picker.accessibilityValue(forComponent: 0) == nil)
        picker.selectRow(3, inComponent: 0, animated: true)
        picker.increment(inComponent: 0)
        picker.decrement(inComponent: 2)
        picker.reloadComponent(5)
        picker.press(x: 10, at: 0)
        picker.move(x: 5, at: 10)
        picker.release(x: 5, at: 20)
        #expect(!picker.isAnimating && picker.numberOfComponents == 0)
        // A component index past the last, once rows exist, is no error either.
        let (loaded, _) = makePicker(rows: [12])
        #expect(loaded.selectedRow(inComponent: 1) == nil && loaded.numberOfRows(inComponent: 1) == 0)
    }

    @Test("observers hear a settled selection, a programmatic one and a reload; a drag that has not settled wakes none")
    func observation() {
        let (picker, source) = makePicker(rows: [12])
        func observe() -> Raised {
            let raised = Raised()
            withObservationTracking { _ = picker.selectedRow(inComponent: 0) } onChange: { raised.raise() }
            return raised
        }
        var raised = observe()
        picker.press(x: 80, at: 0)
        picker.move(x: 60, at: 100)
        #expect(raised.times == 0)
        picker.release(x: 60, at: 2000)
        settle(picker)
        #expect(picker.selectedRow(inComponent: 0) == 0 && raised.times == 0)   // back where it was: nothing changed
        raised = observe()
        picker.selectRow(4, inComponent: 0, animated: false)
        #expect(raised.times == 1)
        raised = observe()
        source.rows = [3]
        picker.reloadAllComponents()
        #expect(raised.times == 1 && picker.selectedRow(inComponent: 0) == 2)
        raised = observe()
        picker.increment(inComponent: 0, animated: false)
        #expect(raised.times == 0)   // already on the last row
        picker.decrement(inComponent: 0, animated: false)
        #expect(raised.times == 1)
    }

    @Test("an animated selection on a fresh picker plays in full when the host's clock starts large")
    func freshPickerAnimates() {
        let (picker, _) = makePicker(rows: [24])
        picker.selectRow(12, inComponent: 0, animated: true)
        #expect(picker.isAnimating)
        picker.advance(to: 1_732_000_000_000)     // a wall clock in milliseconds
        #expect(picker.isAnimating)
        picker.advance(to: 1_732_000_000_016)
        #expect(picker.isAnimating && picker.scroller(ofComponent: 0).ribbon.offset != 0)
        settle(picker)
        #expect(picker.selectedRow(inComponent: 0) == 12 && picker.currentTime > 1_732_000_000_016)
    }
}
