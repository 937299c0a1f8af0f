import Foundation
import MiniPicker
import TerminalPickers
import TerminalUI

/// A few ribbons to play with: months, years, numbers and a cyclic one.
@MainActor
final class RibbonsScreen: DemoScreen {
    /// What the screen's keys do.
    enum Action: Equatable {
        case previousRibbon, nextRibbon, stepBack, stepForward
    }

    /// The screen's keys and gestures.
    static let keys = KeyBindingTable<Action>([
        KeyBinding("Up/Down", "another ribbon", hint: KeyHint("up/down choose", priority: 1),
                   [.init(.key(.up), .previousRibbon), .init(.key(.down), .nextRibbon)]),
        KeyBinding("Left/Right", "one item", hint: KeyHint("left/right step", priority: 2),
                   [.init(.key(.left), .stepBack), .init(.key(.right), .stepForward)]),
        .gesture("drag a ribbon", "scroll; flick to fling", hint: KeyHint("drag, flick or wheel with the mouse", priority: 4)),
        .gesture("click a side", "one item"),
        .gesture("wheel on a ribbon", "one item"),
    ])

    /// The boxes' geometry: their width, the rows from one to the next, the column of the names.
    static let boxColumn = 2, boxWidth = 18, rowStep = RibbonFrame.height + 1
    static let nameColumn = boxColumn + boxWidth + 2

    private struct Entry {
        let name: String
        let box: RibbonBox
    }

    private var entries: [Entry] = []
    private var focus = 0
    private var pointer = RibbonPointer()
    private let top: Int

    let title = "Ribbons"
    /// The key line's and the help's entries, read from the table once.
    static let hints = keys.hints, help = keys.help
    var hints: [KeyHint] { RibbonsScreen.hints }
    var help: [KeyHelp] { RibbonsScreen.help }
    var keyAnnouncement: String { RibbonsScreen.keys.announcement }

    init(monthNames: [String], style: RibbonArt.Style, top: Int = DemoApp.contentTop) {
        self.top = top
        let lists: [(String, [String], Bool)] = [
            ("months", monthNames, false),
            ("years", (1900...2100).map(String.init), false),
            ("numbers", (0...999).map(String.init), false),
            ("weekdays (cyclic)", ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], true),
        ]
        let inside = RibbonsScreen.boxWidth - RibbonArt.borderColumns
        for (name, labels, cyclic) in lists {
            let ribbon = LabelRibbon(count: labels.count, selecting: name == "years" ? 100 : 0,
                                     layout: ComponentLayout(width: Double(inside), isCyclic: cyclic),
                                     configuration: RibbonScroller.Configuration(tapSlop: 0.5)) { labels[$0] }
            entries.append(Entry(name: name, box: RibbonBox(ribbon: ribbon, width: RibbonsScreen.boxWidth, style: style)))
        }
    }

    /// The frame of each ribbon's box: the screen's layout.
    var frames: [RibbonFrame] {
        entries.indices.map { RibbonFrame(column: RibbonsScreen.boxColumn, row: top + $0 * RibbonsScreen.rowStep,
                                          width: RibbonsScreen.boxWidth) }
    }

    var isAnimating: Bool { entries.contains { $0.box.ribbon.isAnimating } }

    func advance(to time: Double) {
        for entry in entries { entry.box.ribbon.advance(to: time) }
    }

    func handle(_ event: InputEvent, at time: Double) -> EventResponse {
        switch event {
        case .mouse(let mouse):
            let used = pointer.route(mouse, to: Array(zip(frames, entries.map(\.box.ribbon))), at: time)
            if let active = pointer.activeIndex { focus = active }
            return used ? .handled : .ignored
        case .key:
            guard let action = RibbonsScreen.keys.action(for: event) else { return .ignored }
            switch action {
            case .previousRibbon: focus = (focus + entries.count - 1) % entries.count
            case .nextRibbon: focus = (focus + 1) % entries.count
            case .stepBack: entries[focus].box.ribbon.decrement()
            case .stepForward: entries[focus].box.ribbon.increment()
            }
            return .handled
        case .paste:
            return .ignored
        }
    }

    var plainText: String {
        let entry = entries[focus]
        let ribbon = entry.box.ribbon
        let row = ribbon.selectedRow ?? 0
        return "\(entry.name): \(ribbon.label(ofRow: row) ?? "-"), \(row + 1) of \(ribbon.count)"
    }

    func draw(into buffer: inout ScreenBuffer, theme: DemoTheme) {
        for ((index, entry), frame) in zip(entries.enumerated(), frames) {
            let focused = index == focus
            let lines = entry.box.lines()
            for (offset, line) in lines.enumerated() {
                buffer.put(line, atColumn: frame.column, row: frame.row + offset, style: focused ? theme.focusedBox : theme.plain)
            }
            if focused {
                // The ribbon's line keeps plain text between the borders.
                buffer.put(String(lines[1].dropFirst().dropLast()), atColumn: frame.column + 1, row: frame.contentRow,
                           style: theme.plain)
            }
            let ribbon = entry.box.ribbon
            let text = "\(entry.name): \(ribbon.selectedRow.flatMap(ribbon.label(ofRow:)) ?? "-")"
            buffer.put(text, atColumn: RibbonsScreen.nameColumn, row: frame.contentRow, style: focused ? theme.title : theme.plain)
        }
    }
}
