// The program .ci/embedded compiles as Embedded Swift against the MiniPicker
// and DayModel modules (wasm32 and armv7em) and runs under wasmkit (wasm32). It
// instantiates RibbonPicker with value cells (Int and String) and a data source
// and a delegate, drives drags, flicks and settles, checks that the allocator of
// Demo/Web/Support/wasm-support.c gives back what a dropped picker held, and
// reads, orders and counts days.
import Calendars
import DayModel
import MiniPicker

@_extern(c, "wasm_heap_blocks_in_use") func heapBlocksInUse() -> Int
@_extern(c, "wasm_memory_bytes") func memoryBytes() -> Int

func check(_ condition: Bool, _ message: StaticString) {
    if !condition { fatalError(message) }
}

/// Two components of Int cells: twelve rows, and a hundred that wrap.
final class Numbers: RibbonPickerDataSource, RibbonPickerDelegate {
    var made = 0
    var reused = 0
    var selections: [Int] = []
    var centred = 0

    func numberOfComponents(in picker: RibbonPicker<Int>) -> Int { 2 }

    func picker(_ picker: RibbonPicker<Int>, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? 12 : 100
    }

    func picker(_ picker: RibbonPicker<Int>, cellForRow row: Int, forComponent component: Int, reusing cell: Int?) -> Int {
        if cell == nil { made += 1 } else { reused += 1 }
        return row * 10 + component
    }

    func picker(_ picker: RibbonPicker<Int>, didSelectRow row: Int, inComponent component: Int) {
        selections.append(component * 1000 + row)
    }

    func picker(_ picker: RibbonPicker<Int>, didCenterRow row: Int, inComponent component: Int) {
        centred += 1
    }

    func picker(_ picker: RibbonPicker<Int>, layoutForComponent component: Int) -> ComponentLayout? {
        component == 1 ? ComponentLayout(width: 120, itemWidth: 40, isCyclic: true) : nil
    }
}

/// One component of String cells.
final class Words: RibbonPickerDataSource, RibbonPickerDelegate {
    let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    var selected: Int?

    func numberOfComponents(in picker: RibbonPicker<String>) -> Int { 1 }

    func picker(_ picker: RibbonPicker<String>, numberOfRowsInComponent component: Int) -> Int { words.count }

    func picker(_ picker: RibbonPicker<String>, cellForRow row: Int, forComponent component: Int,
                reusing cell: String?) -> String {
        words[row]
    }

    func picker(_ picker: RibbonPicker<String>, didSelectRow row: Int, inComponent component: Int) {
        selected = row
    }

    func picker(_ picker: RibbonPicker<String>, accessibilityValueForRow row: Int, forComponent component: Int) -> String? {
        "word " + words[row]
    }
}

/// Steps the picker's animations at 60 frames a second until they end; returns the time.
func settle<Cell>(_ picker: RibbonPicker<Cell>, from start: Double) -> Double {
    var now = start
    var frames = 0
    while picker.isAnimating && frames < 10_000 {
        now += 16
        picker.advance(to: now)
        frames += 1
    }
    check(!picker.isAnimating, "the picker did not come to rest")
    return now
}

/// A drag from `from` to `to` in 16 ms steps, held still, then released; returns the time.
func drag<Cell>(_ picker: RibbonPicker<Cell>, from: Double, to: Double, steps: Int, hold: Double,
                at start: Double) -> Double {
    picker.press(x: from, at: start)
    var now = start
    for step in 1...steps {
        now += 16
        picker.move(x: from + (to - from) * Double(step) / Double(steps), at: now)
    }
    now += hold
    picker.release(x: to, at: now)
    return settle(picker, from: now)
}

func numbers() -> (made: Int, reused: Int) {
    let source = Numbers()
    let picker = RibbonPicker<Int>(defaultLayout: ComponentLayout(width: 120, itemWidth: 40), componentSpacing: 10,
                                   cacheRadius: 2)
    picker.setDataSource(source)
    picker.setDelegate(source)
    check(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 100, "rows from the data source")
    // A slow drag of three cells, held still before the release: three cells on.
    var now = drag(picker, from: 110, to: -10, steps: 40, hold: 200, at: 0)
    check(picker.selectedRow(inComponent: 0) == 3, "a slow drag of three cells settles three cells on")
    // A fast flick of one cell on the cyclic component carries on past the finger.
    now = drag(picker, from: 130 + 100, to: 130 + 60, steps: 2, hold: 0, at: now + 100)
    let flicked = picker.selectedRow(inComponent: 1) ?? 0
    check(flicked > 1, "a flick of one cell carries on")
    check(source.selections == [3, 1000 + flicked], "the delegate hears each settled row once")
    check(source.centred >= 3, "the delegate hears rows reach the centre")
    picker.forEachVisibleCell(inComponent: 1) { place, cell in
        check(cell == place.index * 10 + 1, "each visible cell is its row's")
    }
    // Flicks back and forth: cells are reused, the cache stays within its capacity.
    for round in 0..<20 {
        let direction = round % 2 == 0 ? -1.0 : 1.0
        now = drag(picker, from: 190, to: 190 + 40 * direction, steps: 2, hold: 0, at: now + 100)
        _ = picker.visibleCells(inComponent: 1)
    }
    check(picker.cachedCellCount(inComponent: 1) <= 2 * 3 + 1, "the cache stays within its capacity")
    picker.selectRow(50, inComponent: 1, animated: true)
    _ = settle(picker, from: now)
    check(picker.selectedRow(inComponent: 1) == 50, "an animated selection lands on its row")
    return (source.made, source.reused)
}

func words() -> String {
    let source = Words()
    let picker = RibbonPicker<String>(defaultLayout: ComponentLayout(width: 200, itemWidth: 50))
    picker.setDataSource(source)
    picker.setDelegate(source)
    _ = drag(picker, from: 150, to: 100, steps: 2, hold: 0, at: 0)
    guard let row = picker.selectedRow(inComponent: 0) else { fatalError("no selection") }
    check(row > 1 && source.selected == row, "a flick of one word carries on, and the delegate hears it")
    check(picker.accessibilityValue(forComponent: 0) == "word " + source.words[row], "the delegate's spoken value")
    var labels = ""
    picker.forEachVisibleCell(inComponent: 0) { place, cell in
        check(cell == source.words[place.index], "each visible cell is its row's word")
        labels += labels.isEmpty ? cell : " " + cell
    }
    picker.removeDelegate()
    check(picker.visibleCells(inComponent: 0).isEmpty, "no cells without a delegate")
    return labels
}

/// Days without Foundation: ISO 8601 text both ways, the order before year 1, ranges and weeks.
func days() -> String {
    let parsed: Day
    do { parsed = try Day(iso8601: "2026-11-25") } catch { fatalError("2026-11-25 is a day") }
    check(parsed.weekday == .wednesday && (parsed + 7).iso8601 == "2026-12-02", "weekday and day arithmetic")
    check(parsed.isoWeek.description == "2026-W48", "the ISO week")
    guard let tenBC = Day(prolepticGregorianYear: -9, month: 6, day: 1),
          let fiveBC = Day(prolepticGregorianYear: -4, month: 1, day: 1) else { fatalError("days before year 1") }
    check(tenBC < fiveBC && fiveBC < parsed, "days order as they happened")
    let leave = DayRange(between: parsed, and: parsed + 4)
    check(DayRange(parsed + 4, parsed) == nil && Day(dayNumber: Int.min) == nil, "values that are none")
    check(leave.count == 5 && leave.contains(parsed + 2) && !leave.contains(parsed + 5), "a range's days")
    var refused = false
    do { _ = try Day(iso8601: "2026-02-30") } catch { refused = error.reason == .noSuchDay }
    check(refused, "30 February is refused")
    return "\(leave)"
}

/// The month of 2026-11-09 in every calendar, laid out with Sunday first, as
/// `grid KEY ERA YEAR MONTH` and the rows of `demo grid` (days in two columns,
/// a blank between, no trailing blank): `.ci/embedded` compares them with the
/// native demo's grids of the same months.
func grids() {
    guard let day = Day(prolepticGregorianYear: 2026, month: 11, day: 9) else { fatalError("2026-11-09 is a day") }
    for identifier in CalendarIdentifier.allCases {
        let calendar = CalendarSystem(identifier)
        guard let month = calendar.month(containing: day),
              let grid = MonthGrid(month: month, calendar: calendar, firstWeekday: .sunday) else {
            fatalError("every calendar names 2026-11-09")
        }
        let names = CalendarNames(calendar: calendar)
        print("grid \(identifier.key) \(month.era) \(month.year) \(month.number) \(names.name(of: month))")
        for row in grid.rows {
            var line = ""
            for (index, cell) in row.enumerated() {
                let text = cell.isInMonth ? String(cell.label) : ""
                line += (index == 0 ? "" : " ") + String(repeating: " ", count: 2 - min(2, text.count)) + text
            }
            while line.last == " " { line.removeLast() }
            print(line)
        }
        print("")
    }
    // Far days whose arithmetic passes 2^31 on the way (a 32-bit Day reaches AD 275 759): Hebrew AM 200,000,
    // and the last supported days of the tabular calendars.
    let hebrew = CalendarSystem(.hebrew)
    guard let far = hebrew.day(from: DayComponents(era: 0, year: 200_000, month: 1, day: 1)) else { fatalError("AM 200,000") }
    check(hebrew.components(of: far)?.year == 200_000 && hebrew.components(of: far - 1)?.year == 199_999, "Hebrew AM 200,000")
    for identifier in [CalendarIdentifier.islamicCivil, .persian, .hebrew, .coptic, .japanese] {
        let calendar = CalendarSystem(identifier)
        guard let last = calendar.components(of: calendar.supportedDays.upperBound) else { fatalError("the last supported day") }
        check(calendar.day(from: last) == calendar.supportedDays.upperBound, "the last supported day both ways")
    }
}

@_cdecl("_start")
func start() {
    grids()
    let leave = days()
    let (made, reused) = numbers()
    let labels = words()
    // A dropped picker gives back every block it held: a page runs for hours.
    let blocks = heapBlocksInUse()
    let memory = memoryBytes()
    for _ in 0..<100 {
        _ = numbers()
        _ = words()
    }
    check(heapBlocksInUse() == blocks, "dropped pickers give back their memory")
    check(memoryBytes() == memory, "memory does not grow over 200 pickers")
    print("Int cells: \(made) made, \(reused) reused; String cells show \"\(labels)\"; heap blocks in use after 202 pickers: \(blocks), as after 2; days \(leave)")
    print("wasm ok")
}
