import CalendarPicker
import Foundation
import Observation
import Testing

/// Observation that means what it says (issue "One-way pickers"): an observer
/// of one property of a `DayPicker` wakes once for each operation that changed
/// that property's value, and never for one that did not. Each property is
/// observed on its own with `withObservationTracking`, re-registered after
/// every operation. Properties that break the rule today are known issues
/// until the picker's observation is redesigned.
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
    ]

    /// The properties whose observers are known today to wake without a change, or to miss one.
    static let knownToBreak: Set<String> = ["anchor", "displayedMonth", "displayedRange", "firstWeekday", "grid", "isRangeMode",
                                            "locale", "selectedDay", "selectedDays", "selectedRange", "today"]

    /// Operations on a picker in range mode, each one step.
    static let operations: [(name: String, run: @MainActor (DayPicker) -> Void)] = [
        ("right", { _ = $0.handle(.right) }), ("choose", { _ = $0.handle(.choose) }), ("right again", { _ = $0.handle(.right) }),
        ("choose again", { _ = $0.handle(.choose) }), ("next month", { _ = $0.handle(.nextMonth) }),
        ("previous month", { _ = $0.handle(.previousMonth) }), ("same locale", { $0.configuration.locale = Locale(identifier: "en_US") }),
        ("Dutch", { $0.configuration.locale = Locale(identifier: "nl_NL") }),
        ("Monday first", { $0.configuration.firstWeekday = .monday }), ("single mode", { $0.configuration.selectionMode = .single }),
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
        if Self.knownToBreak.contains(name) {
            withKnownIssue("observation of \(name) does not follow its value yet") {
                #expect(wrong.isEmpty, "\(name): \(wrong)")
            }
        } else {
            #expect(wrong.isEmpty, "\(name): \(wrong)")
        }
    }
}

/// A count of wake-ups (observation calls back on the thread that changed the value: here, the main actor).
private final class Wakes: @unchecked Sendable {
    var count = 0
}
