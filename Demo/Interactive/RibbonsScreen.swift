import Foundation
import MiniPicker
import TerminalUI

/// A few ribbons to play with: months, years, numbers and a cyclic one.
@MainActor
final class RibbonsScreen: DemoScreen {
    private struct Entry {
        let name: String
        let control: RibbonControl
    }

    private var entries: [Entry] = []
    private var focus = 0
    private var router = MouseRouter()

    let title = "Ribbons"
    let hints = [
        KeyHint("up/down choose", priority: 1),
        KeyHint("left/right step", priority: 2),
        KeyHint("drag, flick or wheel with the mouse", priority: 4),
    ]
    let helpEntries: [HelpOverlay.Entry] = [
        ("Up/Down", "another ribbon"),
        ("Left/Right", "one item"),
        ("drag a ribbon", "scroll; flick to fling"),
        ("click a side", "one item"),
        ("wheel on a ribbon", "one item"),
    ]

    init(monthNames: [String]) {
        let lists: [(String, [String], Bool)] = [
            ("months", monthNames, false),
            ("years", (1900...2100).map(String.init), false),
            ("numbers", (0...999).map(String.init), false),
            ("weekdays (cyclic)", ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], true),
        ]
        for (name, labels, cyclic) in lists {
            let ribbon = LabelRibbon(count: labels.count, selecting: name == "years" ? 100 : 0,
                                     layout: ComponentLayout(width: 16, isCyclic: cyclic),
                                     configuration: RibbonScroller.Configuration(tapSlop: 0.5)) { labels[$0] }
            entries.append(Entry(name: name, control: RibbonControl(ribbon: ribbon, width: 18)))
        }
    }

    var isAnimating: Bool { entries.contains { $0.control.ribbon.isAnimating } }

    func advance(to time: Double) {
        for entry in entries { entry.control.ribbon.advance(to: time) }
    }

    func handle(_ event: InputEvent, at time: Double) -> Bool {
        advance(to: time)
        switch event {
        case .mouse(let mouse):
            let used = router.route(mouse, to: entries.map(\.control), at: time)
            if let active = router.active, let index = entries.firstIndex(where: { $0.control === active }) { focus = index }
            return used
        case .key(.up, _):
            focus = (focus + entries.count - 1) % entries.count
            return true
        case .key(.down, _):
            focus = (focus + 1) % entries.count
            return true
        case .key(.left, _):
            entries[focus].control.ribbon.decrement()
            return true
        case .key(.right, _):
            entries[focus].control.ribbon.increment()
            return true
        default:
            return false
        }
    }

    var plainText: String {
        let entry = entries[focus]
        let ribbon = entry.control.ribbon
        let row = ribbon.selectedRow ?? 0
        return "\(entry.name): \(ribbon.label(ofRow: row)), \(row + 1) of \(ribbon.count)"
    }

    func draw(into buffer: inout ScreenBuffer, top: Int, theme: DemoTheme) {
        for (index, entry) in entries.enumerated() {
            let row = top + index * 4
            entry.control.draw(into: &buffer, column: 2, row: row, theme: theme, focused: index == focus)
            let ribbon = entry.control.ribbon
            let text = "\(entry.name): \(ribbon.selectedRow.map(ribbon.label(ofRow:)) ?? "-")"
            buffer.put(text, atColumn: 22, row: row + 1, style: index == focus ? theme.title : theme.plain)
        }
    }
}
