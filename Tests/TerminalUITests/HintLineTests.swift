import Testing
@testable import TerminalUI

private let calendarHints = [
    KeyHint("arrows day/week", priority: 1),
    KeyHint("PgUp/PgDn month", priority: 2),
    KeyHint("+Shift year", priority: 4),
    KeyHint("Home/End week", priority: 5),
    KeyHint("t today", priority: 3),
    KeyHint("Enter choose", priority: 2),
    KeyHint("Tab screens", priority: 6),
    KeyHint("q quit", priority: KeyHint.essential),
    KeyHint("? help", priority: KeyHint.essential),
]

@Suite("HintLine: whole hints by priority")
struct HintLineTests {
    @Test("the hints that fit a width, by priority, in their order", arguments: [
        (200, "arrows day/week  PgUp/PgDn month  +Shift year  Home/End week  t today  Enter choose  Tab screens  q quit  ? help"),
        (112, "arrows day/week  PgUp/PgDn month  +Shift year  Home/End week  t today  Enter choose  Tab screens  q quit  ? help"),
        (111, "arrows day/week  PgUp/PgDn month  +Shift year  Home/End week  t today  Enter choose  q quit  ? help"),
        (98, "arrows day/week  PgUp/PgDn month  +Shift year  t today  Enter choose  q quit  ? help"),
        (80, "arrows day/week  PgUp/PgDn month  t today  Enter choose  q quit  ? help"),
        (70, "arrows day/week  PgUp/PgDn month  Enter choose  q quit  ? help"),
        (48, "arrows day/week  PgUp/PgDn month  q quit  ? help"),
        (16, "q quit  ? help"),
        (14, "q quit  ? help"),
        (13, "q quit"),
        (5, ""),
        (0, ""),
    ])
    func fitting(columns: Int, line: String) {
        let result = HintLine.fitting(calendarHints, columns: columns)
        #expect(result == line)
        #expect(TextWidth.columns(of: result) <= columns)
    }

    @Test("a line that is cut is made of whole hints: no hint is ever cut mid-word")
    func neverCutsAWord() {
        for columns in 0...120 {
            let kept = HintLine.kept(calendarHints, columns: columns)
            let texts = Set(calendarHints.map(\.text))
            #expect(kept.allSatisfy { texts.contains($0.text) })
            #expect(HintLine.fitting(calendarHints, columns: columns) == kept.map(\.text).joined(separator: "  "))
            // Essential hints go only once every other hint is gone.
            if kept.contains(where: { $0.priority != KeyHint.essential }) {
                #expect(kept.filter { $0.priority == KeyHint.essential }.count == 2, "\(columns)")
            }
        }
    }

    @Test("equal priorities drop the later one first; wide characters count two columns")
    func ties() {
        let hints = [KeyHint("a 1", priority: 1), KeyHint("b 1", priority: 1), KeyHint("一 q", priority: 0)]
        #expect(HintLine.fitting(hints, columns: 14) == "a 1  b 1  一 q")
        #expect(HintLine.fitting(hints, columns: 13) == "a 1  一 q")
        #expect(HintLine.fitting(hints, columns: 4) == "一 q")
        #expect(HintLine.fitting(hints, columns: 3) == "")
        #expect(HintLine.fitting(hints, columns: 16, separator: " | ") == "a 1 | b 1 | 一 q")
        #expect(HintLine.fitting(hints, columns: 15, separator: " | ") == "a 1 | 一 q")
    }
}
