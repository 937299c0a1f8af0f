import Testing
import MiniPicker

// The README's custom picker, checked here (.ci/consumers compiles the README itself).
@MainActor
final class HourPickerController: RibbonPickerDataSource, RibbonPickerDelegate {
    let picker = RibbonPicker<String>(defaultLayout: ComponentLayout(width: 120, isCyclic: true))
    var onChange: ((Int) -> Void)?

    init(hour: Int) {
        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(hour, inComponent: 0, animated: false)
    }

    func numberOfComponents(in picker: RibbonPicker<String>) -> Int { 1 }

    func picker(_ picker: RibbonPicker<String>, numberOfRowsInComponent component: Int) -> Int { 24 }

    func picker(_ picker: RibbonPicker<String>, cellForRow row: Int, forComponent component: Int,
                reusing cell: String?) -> String {
        row < 10 ? "0\(row):00" : "\(row):00"
    }

    func picker(_ picker: RibbonPicker<String>, didSelectRow row: Int, inComponent component: Int) {
        onChange?(row)
    }
}

@MainActor
@Suite("README example")
struct ReadmeExampleTests {
    @Test("the hour picker flicks forward and reports the hour once")
    func hourPicker() {
        let hours = HourPickerController(hour: 9)
        var picked: [Int] = []
        hours.onChange = { picked.append($0) }
        hours.picker.press(x: 100, at: 0)
        hours.picker.move(x: 40, at: 16)
        hours.picker.release(x: 20, at: 32)
        var now = 32.0
        while hours.picker.isAnimating {
            now += 16
            hours.picker.advance(to: now)
        }
        // 80 points in 32 ms is 2.5 per ms: it rests 1248.75 further, at 1140 + 80 + 1248.75 = 2468.75 → hour 20.
        #expect(picked == [20])
        #expect(hours.picker.selectedRow(inComponent: 0) == 20)
        var labels: [String] = []
        hours.picker.forEachVisibleCell(inComponent: 0) { _, label in labels.append(label) }
        #expect(labels == ["20:00"])
    }
}
