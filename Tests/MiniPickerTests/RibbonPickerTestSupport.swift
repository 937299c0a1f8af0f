import MiniPicker

/// A data source and delegate that records every callback.
final class RecordingSource: RibbonPickerDataSource, RibbonPickerDelegate {
    enum Event: Equatable {
        case select(row: Int, component: Int)
        case center(row: Int, component: Int)
    }

    var rows: [Int]
    var layouts: [Int: ComponentLayout] = [:]
    var events: [Event] = []
    var made: [(row: Int, component: Int, reused: Bool)] = []
    var onSelect: ((RibbonPicker<String>, Int, Int) -> Void)?
    var onMake: ((RibbonPicker<String>) -> Void)?

    init(rows: [Int]) { self.rows = rows }

    var selections: [Event] { events.filter { if case .select = $0 { true } else { false } } }

    func numberOfComponents(in picker: RibbonPicker<String>) -> Int { rows.count }
    func picker(_ picker: RibbonPicker<String>, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func picker(_ picker: RibbonPicker<String>, cellForRow row: Int, forComponent component: Int, reusing cell: String?) -> String {
        made.append((row, component, cell != nil))
        onMake?(picker)
        return "\(component):\(row)"
    }
    func picker(_ picker: RibbonPicker<String>, didSelectRow row: Int, inComponent component: Int) {
        events.append(.select(row: row, component: component))
        onSelect?(picker, row, component)
    }
    func picker(_ picker: RibbonPicker<String>, didCenterRow row: Int, inComponent component: Int) {
        events.append(.center(row: row, component: component))
    }
    func picker(_ picker: RibbonPicker<String>, layoutForComponent component: Int) -> ComponentLayout? {
        layouts[component]
    }
}

/// A picker of 100-wide one-cell components over `rows`.
@MainActor
func makePicker(rows: [Int]) -> (RibbonPicker<String>, RecordingSource) {
    let source = RecordingSource(rows: rows)
    let picker = RibbonPicker<String>(defaultLayout: ComponentLayout(width: 100))
    picker.dataSource = source
    picker.delegate = source
    return (picker, source)
}

/// Advances a picker in 16 ms frames until it rests.
@MainActor
func settle(_ picker: RibbonPicker<String>) {
    var t = picker.currentTime
    while picker.isAnimating { t += 16; picker.advance(to: t) }
}
