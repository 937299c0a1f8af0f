import Testing
@testable import MiniPicker

@Suite("Scroller: reloads, sizes and counts")
struct RibbonScrollerReloadTests {
    @Test("a reload during a drag clamps the selection and the drag goes on")
    func reloadDuringDrag() {
        var scroller = makeScroller()
        scroller.press(x: 50, at: 0)
        scroller.move(x: -100, at: 100)
        scroller.reload(count: 3)
        #expect(scroller.selectedIndex == 2)
        #expect(scroller.phase == .tracking)
        #expect(scroller.ribbon.centeredIndex == 2)
        scroller.move(x: 300, at: 600)
        scroller.release(x: 300, at: 1200)
        scroller.runToRest()
        #expect(scroller.selectedIndex == 0)
    }

    @Test("a reload during an animation re-aims it at the clamped target")
    func reloadDuringAnimation() {
        var scroller = makeScroller(count: 100, selected: 0)
        scroller.step(by: 10, at: 0)
        scroller.advance(to: 50)
        let position = scroller.ribbon.position
        scroller.reload(count: 5)
        #expect(scroller.targetIndex == 4)
        #expect(abs(scroller.ribbon.position - position) < 1e-6)
        scroller.runToRest()
        #expect(scroller.selectedIndex == 4)
    }

    @Test("a reload to no rows empties the selection; rows coming back select the first")
    func reloadToEmpty() {
        var scroller = makeScroller()
        scroller.step(by: 2, at: 0)
        scroller.reload(count: 0)
        #expect(scroller.selectedIndex == nil)
        #expect(scroller.phase == .idle)
        scroller.press(x: 50, at: 10)
        scroller.step(by: 1, at: 20)
        scroller.select(3, animated: true, at: 30)
        #expect(scroller.selectedIndex == nil)
        #expect(scroller.phase == .idle)
        scroller.reload(count: 4)
        #expect(scroller.selectedIndex == 0)
        #expect(scroller.ribbon.position == 50)
    }

    @Test("an empty scroller ignores everything")
    func emptyScroller() {
        var scroller = makeScroller(count: 0, selected: 0)
        #expect(scroller.selectedIndex == nil)
        scroller.slowDrag(from: 50, to: -500)
        scroller.advance(to: 5000)
        scroller.cancel()
        #expect(scroller.selectedIndex == nil)
        #expect(scroller.phase == .idle)
        #expect(scroller.ribbon.position == 50)
    }

    @Test("cyclic ribbons of 1, 2 and 3 cells settle on the wrapped cell", arguments: [
        (1, -370.0, 0), (2, 130.0, 1), (2, -130.0, 1), (3, -240.0, 2), (3, 240.0, 1), (3, -1040.0, 1),
    ])
    func smallCyclic(count: Int, travel: Double, expected: Int) {
        var scroller = makeScroller(count: count, selected: 0, cyclic: true)
        scroller.slowDrag(from: 50, to: 50 + travel)
        scroller.runToRest()
        #expect(scroller.selectedIndex == expected)
        #expect(scroller.ribbon.offset == 0)
    }

    @Test("a ribbon of Int.max / 2 cells flings at its end without overflow")
    func hugeCount() {
        let count = Ribbon.maximumCount
        var scroller = makeScroller(count: count, selected: count - 2)
        scroller.press(x: 90, at: 0)
        scroller.move(x: 10, at: 20)
        scroller.release(x: 0, at: 30)
        scroller.runToRest()
        #expect(scroller.selectedIndex == count - 1)
        var cyclic = makeScroller(count: count, selected: count - 1, cyclic: true)
        cyclic.press(x: 90, at: 0)
        cyclic.move(x: 10, at: 20)
        cyclic.release(x: 0, at: 30)
        #expect(cyclic.targetIndex.map { $0 < 100 } == true)
        cyclic.runToRest()
        #expect(cyclic.selectedIndex.map { $0 < 100 } == true)
        cyclic.step(by: -5, animated: false, at: 10_000)
        #expect(cyclic.selectedIndex.map { $0 >= count - 5 || $0 < 100 } == true)
    }

    @Test("a resize ends any motion and rests on the selected cell")
    func resize() {
        var scroller = makeScroller()
        scroller.press(x: 50, at: 0)
        scroller.move(x: -20, at: 10)
        scroller.resize(itemWidth: 40, viewportWidth: 120)
        #expect(scroller.phase == .idle)
        #expect(scroller.ribbon.position == 260)
        #expect(scroller.viewportWidth == 120)
    }
}
