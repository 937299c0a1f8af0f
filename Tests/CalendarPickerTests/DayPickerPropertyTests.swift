import Foundation
import Testing
import TestSupport
@testable import CalendarPicker

@MainActor
@Suite("Calendar picker properties")
struct DayPickerPropertyTests {
    static let seed: UInt64 = 0xCA1E_DA25

    @Test("random keys, taps and ribbon drags keep the selection allowed and the views in sync")
    func invariants() {
        var rng = SeededGenerator(seed: Self.seed)
        let identifiers: [CalendarIdentifier] = [.gregorian, .iso8601, .hebrew, .japanese, .islamicCivil, .persian]
        for sequence in 0..<120 {
            let calendar = CalendarSystem(identifiers[Int.random(in: 0..<identifiers.count, using: &rng)])
            let base = Int.random(in: -200_000...30_000, using: &rng)   // 1422 to 2052
            let start = Day(dayNumber: base)!
            let minimum = rng.chance(0.4) ? Day(dayNumber: base - Int.random(in: 0...400, using: &rng))! : nil
            let maximum = rng.chance(0.4) ? Day(dayNumber: base + Int.random(in: 0...400, using: &rng))! : nil
            let modulus = Int.random(in: 2...9, using: &rng)
            let everyModulusDay: @MainActor (Day) -> Bool = { $0.dayNumber % modulus == 0 }
            let disabled = rng.chance(0.5) ? everyModulusDay : nil
            let configuration = DayPicker.Configuration(
                calendar: calendar, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!,
                firstWeekday: Weekday(rawValue: Int.random(in: 1...7, using: &rng)), minimum: minimum, maximum: maximum, isDisabled: disabled)
            let picker = DayPicker(configuration: configuration, selecting: start, today: start)
            // The picker starts on an allowed day whenever one lies within ten years of the start
            // (moved into the bounds and the year range) and within the bounds and the year range.
            let years = picker.years.days
            let lower = max(minimum?.dayNumber ?? Int.min, years.lowerBound.dayNumber)
            let upper = min(maximum?.dayNumber ?? Int.max, years.upperBound.dayNumber)
            let first = lower <= upper ? min(max(base, lower), upper)
                : min(max(base, years.lowerBound.dayNumber), years.upperBound.dayNumber)
            let low = max(lower, first - 3660)
            let high = min(upper, first + 3660)
            let anyAllowed = low <= high && (low...high).contains { picker.isAllowed($0) }
            // No selection only when no day is allowed at all; otherwise an allowed one.
            #expect((picker.selectedDay.map { picker.isAllowed($0) } ?? false) == anyAllowed,
                    "seed \(Self.seed) sequence \(sequence): start")
            #expect((picker.selectedDay == nil) == (lower > upper), "seed \(Self.seed) sequence \(sequence): start")
            var time = 0.0
            for step in 0..<30 {
                let context = "seed \(Self.seed) sequence \(sequence) step \(step)"
                var outcome: DayPicker.Outcome?
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<6:
                    outcome = picker.handle(DayPicker.Key.allCases.randomElement(using: &rng)!)
                case 6:
                    outcome = picker.tap(row: Int.random(in: -1...6, using: &rng), column: Int.random(in: -1...7, using: &rng))
                default:
                    let part: DayPicker.Part = rng.chance(0.5) ? .monthRibbon : .yearRibbon
                    time += 1000
                    picker.press(part, along: Double.random(in: 0..<100, using: &rng), at: time)
                    picker.drag(along: Double.random(in: -300...300, using: &rng), at: time + 40)
                    picker.release(along: Double.random(in: -300...300, using: &rng), at: time + 80)
                    var t = time + 80
                    while picker.isAnimating { t += 16; picker.advance(to: t) }
                }
                if anyAllowed {
                    #expect(picker.selectedDay.map { picker.isAllowed($0) } == true,
                            "\(context): selection \(String(describing: picker.selectedDay)) not allowed")
                }
                if let selected = picker.selectedDay {
                    #expect(calendar.day(from: calendar.components(of: selected)!) == selected, "\(context)")
                    if outcome != .blocked && outcome != nil {
                        #expect(picker.displayedMonth.contains(selected), "\(context): \(String(describing: outcome))")
                    }
                }
                #expect(picker.grid.month == picker.displayedMonth, "\(context)")
                let cells = picker.grid.rows.flatMap { $0 }.filter { $0.isInMonth }
                #expect(cells.count == picker.grid.days.count, "\(context)")
            }
        }
    }
}
