import CalendarPicker
import MiniPicker
import Foundation
import Observation
import Testing

/// Observation that means what it says: an observer of one property of a
/// `DayPicker` wakes once for each operation that changed that property's
/// value, and never for one that did not (a frame that moves only the
/// ribbons wakes no observer of the selection). Each property is observed on
/// its own with `withObservationTracking`, re-registered after every
/// operation: keys, configuration changes, a ribbon fling frame by frame, a
/// drag across the days, a new today.
@Suite("Observing one DayPicker property wakes its observer exactly when the value changes")
@MainActor
struct ObserveEveryPropertyTests {
    /// The public readable properties of `DayPicker` whose values can be compared.
    nonisolated static let properties: [(name: String, read: @Sendable @MainActor (DayPicker) -> AnyHashable)] = [
        ("selectedDay", { $0.selectedDay }), ("displayedMonth", { $0.displayedMonth }), ("grid", { $0.grid }),
        ("today", { $0.today }), ("selectedRange", { $0.selectedRange }), ("selectedDays", { $0.selectedDays }),
        ("anchor", { $0.anchor }), ("displayedRange", { $0.displayedRange }), ("chosenDaysInOrder", { $0.chosenDaysInOrder }),
        ("isRangeMode", { $0.isRangeMode }), ("isMultipleMode", { $0.isMultipleMode }), ("calendar", { $0.calendar }),
        ("locale", { $0.locale }), ("timeZone", { $0.timeZone }), ("firstWeekday", { $0.firstWeekday }),
        ("monthRibbon", { $0.monthRibbon }), ("yearRibbon", { $0.yearRibbon }), ("months", { $0.months }),
        ("years", { $0.years }), ("labels", { ObjectIdentifier($0.labels) }), ("isAnimating", { $0.isAnimating }),
        ("pressedPart", { $0.pressedPart }), ("ribbonMonth", { $0.ribbonMonth }), ("ribbonYear", { $0.ribbonYear }),
    ]

    /// A fling of the month ribbon three months ahead, and the frames of its settle, each one operation.
    static let fling: [(name: String, run: @MainActor @Sendable (DayPicker) -> Void)] = {
        var steps: [(name: String, run: @MainActor @Sendable (DayPicker) -> Void)] = [
            ("press the month ribbon", { _ = $0.press(.monthRibbon, along: 10, in: RibbonGeometry(itemLength: 14, tapSlop: 0.5), at: 1000) }),
        ]
        for move in 1...3 {
            steps.append(("drag \(move)", { _ = $0.drag(along: 10 - 14 * Double(move), at: 1000 + 16 * Double(move)) }))
        }
        steps.append(("release", { _ = $0.release(along: -32, at: 1048) }))
        for frame in 1...60 {
            steps.append(("frame \(frame)", { $0.advance(to: 1048 + 1000 / 60 * Double(frame)) }))
        }
        return steps
    }()

    /// Operations on a picker in range mode, each one step.
    static var operations: [(name: String, run: @MainActor @Sendable (DayPicker) -> Void)] {
        var all = keys
        all += fling
        all += changes
        return all
    }

    /// Keys, configuration changes and gestures on the days and the year ribbon.
    static let keys: [(name: String, run: @MainActor @Sendable (DayPicker) -> Void)] = [
        ("right", { _ = $0.handle(.right) }), ("choose", { _ = $0.handle(.choose) }), ("right again", { _ = $0.handle(.right) }),
        ("choose again", { _ = $0.handle(.choose) }), ("next month", { _ = $0.handle(.nextMonth) }),
        ("previous month", { _ = $0.handle(.previousMonth) }), ("same locale", { $0.configuration.locale = Locale(identifier: "en_US") }),
        ("Dutch", { $0.configuration.locale = Locale(identifier: "nl_NL") }),
        ("Monday first", { $0.configuration.firstWeekday = .monday }), ("same today", { $0.setToday(try! Day(iso8601: "2026-11-21")) }),
        ("new today", { $0.setToday(try! Day(iso8601: "2026-11-22")) }), ("reload disabled days", { $0.reloadDisabledDays() }),
        ("press a day", { _ = $0.press(.day(try! Day(iso8601: "2026-11-03")), at: 500) }),
        ("drag over the next day", { _ = $0.drag(over: try! Day(iso8601: "2026-11-04"), at: 510) }),
        ("release there", { _ = $0.release(over: try! Day(iso8601: "2026-11-04"), at: 520) }),
        ("wheel the year ribbon", { _ = $0.scroll(.yearRibbon, by: 1) }), ("wheel frame", { $0.advance(to: 900) }),
        ("settle the wheel", { $0.advanceToRest() }),
    ]

    /// The last operations: a new calendar and mode, and programmatic selections.
    static let changes: [(name: String, run: @MainActor @Sendable (DayPicker) -> Void)] = [
        ("Hebrew", { $0.configuration.calendar = CalendarSystem(.hebrew) }), ("single mode", { $0.configuration.selectionMode = .single }),
        ("select a day", { _ = $0.select(try! Day(iso8601: "2026-12-01")) }), ("select it again", { _ = $0.select(try! Day(iso8601: "2026-12-01")) }),
    ]

    @Test("each property wakes its observer once per operation that changed it", arguments: properties.indices)
    func property(index: Int) throws {
        let (name, read) = Self.properties[index]
        var configuration = DayPicker.Configuration(calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"),
                                                    timeZone: TimeZone(identifier: "UTC")!)
        configuration.selectionMode = .range(DayPicker.RangeOptions())
        let day = try Day(iso8601: "2026-11-21")
        let picker = DayPicker(configuration: configuration, selecting: day, today: day)
        var wrong: [String] = []
        for (operation, run) in Self.operations {
            let wakes = Wakes()
            let before = read(picker)
            withObservationTracking { _ = read(picker) } onChange: { wakes.count += 1 }
            run(picker)
            let changed = read(picker) != before
            if wakes.count != (changed ? 1 : 0) {
                wrong.append("\(operation): \(changed ? "changed" : "unchanged"), woke \(wakes.count)×")
            }
        }
        #expect(wrong.isEmpty, "\(name): \(wrong)")
    }
}

/// A count of wake-ups (observation calls back on the thread that changed the value: here, the main actor).
private final class Wakes: @unchecked Sendable {
    var count = 0
}
