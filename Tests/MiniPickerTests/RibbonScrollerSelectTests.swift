import Testing
@testable import MiniPicker

@Suite("Scroller: programmatic selection during an animation")
struct RibbonScrollerSelectTests {
    @Test("an animated selection starts from where the animation is at its time")
    func selectDuringFling() {
        var scroller = makeScroller(count: 100)
        scroller.press(x: 300, at: 0)
        scroller.move(x: 200, at: 50)
        scroller.release(x: 100, at: 100)
        scroller.advance(to: 150)
        var reference = scroller
        reference.advance(to: 250)
        scroller.select(5, animated: true, at: 250)
        #expect(abs(scroller.ribbon.position - reference.ribbon.position) < 1e-6)
        #expect(scroller.selectedIndex == 5)
    }

    @Test("between two equally near repetitions, the one the viewport leans towards wins")
    func nearestSlotTie() {
        var ribbon = Ribbon(count: 4, itemWidth: 10, isCyclic: true)
        ribbon.scroll(by: -4)
        #expect(ribbon.nearestSlot(showing: 2) == -2)
        ribbon.scroll(by: 8)
        #expect(ribbon.nearestSlot(showing: 2) == 2)
    }
}
