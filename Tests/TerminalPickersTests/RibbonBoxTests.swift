import MiniPicker
import Testing
@_spi(Testing) import TerminalPickers
import TerminalUI
import TestSupport

@MainActor
@Suite("A ribbon box: drawn through the cell cache")
struct RibbonBoxTests {
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                         "October", "November", "December"]

    func ribbon(cyclic: Bool = false, counting calls: (() -> Void)? = nil) -> LabelRibbon {
        LabelRibbon(count: 12, selecting: 5, layout: ComponentLayout(width: 14, isCyclic: cyclic),
                    configuration: RibbonScroller.Configuration(tapSlop: 0.5)) { row in
            calls?()
            return RibbonBoxTests.months[row]
        }
    }

    /// The box's lines as the stateless drawing of the ribbon's position gives them.
    func stateless(_ ribbon: LabelRibbon, width: Int = 16, style: RibbonArt.Style = .ascii) -> [String] {
        RibbonArt.lines(for: ribbon.scroller.ribbon, width: width, style: style) { [ribbon.label(ofRow: $0)!] }
    }

    @Test("every frame of drags and flings, with a fixed seed, is the stateless drawing of the ribbon's position")
    func sameAsStateless() {
        for seed: UInt64 in [1, 2, 3, 0x5EED] {
            var random = SeededGenerator(seed: seed)
            for cyclic in [false, true] {
                let ribbon = ribbon(cyclic: cyclic)
                let box = RibbonBox(ribbon: ribbon, width: 16, style: .unicode)
                var time = 0.0
                for _ in 0..<20 {
                    let start = Double.random(in: 1...14, using: &random)
                    ribbon.press(x: start, at: time)
                    var x = start
                    for _ in 0..<Int.random(in: 1...8, using: &random) {
                        time += Double.random(in: 5...40, using: &random)
                        x += Double.random(in: -30...30, using: &random)
                        ribbon.move(x: x, at: time)
                        #expect(box.lines() == stateless(ribbon, style: .unicode), "seed \(seed)")
                    }
                    ribbon.release(x: x, at: time)
                    while ribbon.isAnimating {
                        time += 1000.0 / 60.0
                        ribbon.advance(to: time)
                        #expect(box.lines() == stateless(ribbon, style: .unicode), "seed \(seed)")
                    }
                }
            }
        }
    }

    @Test("a fling renders each row once as it comes into view, not every visible cell every frame")
    func rendersOncePerRow() {
        var labelCalls = 0
        let ribbon = LabelRibbon(count: 1000, selecting: 500, layout: ComponentLayout(width: 14)) { row in
            labelCalls += 1
            return "Row \(row)"
        }
        let box = RibbonBox(ribbon: ribbon, width: 16)
        _ = box.lines()
        let first = box.renderedCellCount
        var time = 0.0
        ribbon.press(x: 12, at: time)
        for step in 1...4 {
            time += 16
            ribbon.move(x: 12 - Double(step) * 20, at: time)
            _ = box.lines()
        }
        ribbon.release(x: -68, at: time)
        var frames = 4
        var visibleCells = 0
        while ribbon.isAnimating {
            time += 1000.0 / 60.0
            ribbon.advance(to: time)
            _ = box.lines()
            frames += 1
            ribbon.forEachVisibleLabel { _, _ in visibleCells += 1 }
        }
        let rows = (ribbon.selectedRow ?? 0) - 500
        #expect(rows > 10, "the fling went \(rows) rows")
        // Each row that came into view was rendered once, and a neighbour on each side.
        #expect(box.renderedCellCount - first <= rows + 3, "\(box.renderedCellCount - first) renders for \(rows) rows")
        #expect(frames > 10 && visibleCells > box.renderedCellCount * 3, "\(frames) frames, \(visibleCells) cells shown")
        #expect(labelCalls <= box.renderedCellCount, "labels are asked of the picker's cache once per row as well")
    }

    @Test("a reload that gives a slot another label renders it anew")
    func reload() {
        let ribbon = ribbon()
        let box = RibbonBox(ribbon: ribbon, width: 16)
        #expect(box.lines()[1] == "|<    June    >|")
        ribbon.reload(count: 3, selecting: 0) { ["one", "two", "three"][$0] }
        #expect(box.lines()[1] == "|<    one     >|")
        #expect(box.lines() == stateless(ribbon))
    }

    @Test("a cell too narrow for its label shows the next of its names, then cuts the last with …")
    func names() {
        let ribbon = LabelRibbon(count: 2, layout: ComponentLayout(width: 10)) { ["September", "Sep"][$0] }
        let long = RibbonBox(ribbon: ribbon, width: 12, names: { _ in ["September", "Sep"] })
        #expect(long.lines()[1] == "|<  Sep   >|")
        let cut = RibbonBox(ribbon: ribbon, width: 12, names: { _ in ["September"] })
        #expect(cut.lines()[1] == "|< Septe… >|")
    }
}
