import Testing
import MiniPicker

// The wheels of Getting Started's "A vertical wheel", checked here (.ci/docs compiles the article itself).
@MainActor
final class TimeWheels: RibbonPickerDataSource, RibbonPickerDelegate {
    let picker = RibbonPicker<String>(
        defaultLayout: ComponentLayout(length: 100, itemLength: 20, axis: .vertical, isCyclic: true))
    let columnWidth = 60.0

    init(hour: Int, minute: Int) {
        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(hour, inComponent: 0, animated: false)
        picker.selectRow(minute, inComponent: 1, animated: false)
    }

    func numberOfComponents(in picker: RibbonPicker<String>) -> Int { 2 }

    func picker(_ picker: RibbonPicker<String>, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? 24 : 60
    }

    func picker(_ picker: RibbonPicker<String>, cellForRow row: Int, forComponent component: Int,
                reusing cell: String?) -> String {
        row < 10 ? "0\(row)" : "\(row)"
    }

    func pointerDown(x: Double, y: Double, at time: Double) {
        guard x >= 0 && x < columnWidth * 2 else { return }
        picker.press(along: y, inComponent: Int(x / columnWidth), at: time)
    }

    func pointerMoved(y: Double, at time: Double) { picker.move(along: y, at: time) }

    func pointerUp(y: Double, at time: Double) { picker.release(along: y, at: time) }

    func rows(ofWheel wheel: Int) -> [(label: String, x: Double, y: Double)] {
        picker.visibleCells(inComponent: wheel).map { ($0.cell, Double(wheel) * columnWidth, $0.place.offset) }
    }
}

@MainActor
@Suite("Getting Started's wheels")
struct WheelExampleTests {
    @Test("a swipe up of two rows on the hour wheel brings 11 to the middle; the minutes stay")
    func swipeUp() {
        let wheels = TimeWheels(hour: 9, minute: 30)
        wheels.pointerDown(x: 30, y: 50, at: 0)
        wheels.pointerMoved(y: 30, at: 100)
        wheels.pointerMoved(y: 10, at: 200)
        wheels.pointerUp(y: 10, at: 600)
        wheels.picker.advanceToRest()
        #expect(wheels.picker.selectedRow(inComponent: 0) == 11)
        #expect(wheels.picker.selectedRow(inComponent: 1) == 30)
        #expect(wheels.rows(ofWheel: 0).map(\.label) == ["09", "10", "11", "12", "13"])
        #expect(wheels.rows(ofWheel: 0).map(\.y) == [0, 20, 40, 60, 80])
        #expect(wheels.rows(ofWheel: 1).map(\.x) == [60, 60, 60, 60, 60])
    }

    @Test("the column under the pointer picks the wheel; outside both columns nothing moves")
    func columns() {
        let wheels = TimeWheels(hour: 9, minute: 30)
        for x in [-1.0, 120, .nan] {
            wheels.pointerDown(x: x, y: 50, at: 0)
            wheels.pointerMoved(y: 10, at: 100)
            wheels.pointerUp(y: 10, at: 500)
        }
        wheels.pointerDown(x: 90, y: 50, at: 1000)
        wheels.pointerMoved(y: 70, at: 1100)
        wheels.pointerUp(y: 70, at: 1500)
        wheels.picker.advanceToRest()
        #expect(wheels.picker.selectedRow(inComponent: 0) == 9)
        #expect(wheels.picker.selectedRow(inComponent: 1) == 29)
    }
}
