import CalendarPicker
import Foundation
import MiniPicker
import Testing
import TerminalUI
import TestSupport
@_spi(Testing) @testable import TerminalPickers

/// Values an app or a person may hand over, none of which may stop the program:
/// ``HostileValues``, and the edges of this module's clamps.
enum Hostile {
    /// Sizes, positions, counts: ``HostileValues/ints`` and the edges of the clamps (a box's 5 to
    /// 4 096 columns, a wheel's odd heights, a grid's 6 rows).
    static let ints: [Int] = HostileValues.ints + [3, 4, 5, 80, -80, 4094, 4095, 4096, 4097, 65_535, -65_535]
    /// A few of ``ints`` for loops within loops.
    static let someInts: [Int] = [Int.min, -5, -1, 0, 1, 3, 4096, Int.max]
    /// Times, lengths and positions: ``HostileValues/doubles`` and a wheel's 5 rows.
    static let doubles: [Double] = HostileValues.doubles + [5]

    /// How long a huge text is, in characters.
    static let hugeLength = 100_000

    /// Short odd texts: those of ``HostileValues/texts``, controls and escape sequences, combining
    /// marks, joined emoji, bidi controls, right-to-left words.
    static let shortTexts: [String] = HostileValues.texts.filter { $0.utf8.count < 1000 } + [
        "", " ", "a", "9", "12 -04:00", "\u{1B}", "\u{1B}[31m", "\u{1B}]52;c;aGk=\u{7}", "\u{9B}31m", "\u{0}", "\r\n\t",
        "e\u{301}\u{302}\u{303}", "\u{301}", "👨‍👩‍👧‍👦", "🇫🇷🇩🇪", "\u{202E}abc\u{202C}", "\u{2067}שלום\u{2069}",
        "\u{200F}\u{200E}\u{061C}", "سلام عليكم", "\u{FFFD}", "\u{FEFF}", "\u{200B}", "日本語", "١٢٣", "\u{10FFFF}",
    ]

    /// Texts of ``hugeLength`` characters, then the long ones of ``HostileValues/texts``.
    static let hugeTexts: [String] = [
        String(repeating: "x", count: hugeLength),
        String(repeating: "e\u{301}", count: hugeLength),
        String(repeating: "👨‍👩‍👧‍👦", count: hugeLength),
        String(repeating: "\u{202E}ש ", count: hugeLength / 3),
        String(repeating: "日", count: hugeLength),
    ] + HostileValues.texts.filter { $0.utf8.count >= 1000 }

    /// Every text.
    static let texts = shortTexts + hugeTexts

    /// Lists of names, for weekday symbols and labels: none, too few, too many, odd ones.
    static let nameLists: [[String]] = smallNameLists + [hugeTexts]

    /// ``nameLists`` without the huge texts, for what is asked once a visible cell.
    static let smallNameLists: [[String]] = [
        [], [""], ["Su"], shortTexts, Array(repeating: "Mo", count: 100), Array(shortTexts.prefix(7)),
    ]

    /// Scalars at the edges of Unicode's ranges.
    static let scalars: [Unicode.Scalar] = [
        "\u{0}", "\u{7F}", "\u{9F}", "\u{58F}", "\u{590}", "\u{660}", "\u{8FF}", "\u{200E}", "\u{202E}", "\u{2069}",
        "\u{D7FF}", "\u{E000}", "\u{FB1D}", "\u{FEFF}", "\u{FFFF}", "\u{10800}", "\u{1EFFF}", "\u{10FFFF}",
    ]

    /// Box characters no box should be drawn with.
    static let styles: [RibbonArt.Style] = {
        var odd = RibbonArt.Style.unicode
        odd.horizontal = "👨‍👩‍👧‍👦"
        odd.vertical = "\u{1B}"
        odd.divider = "\u{301}"
        odd.topLeft = "日"
        odd.bottomRight = "\u{202E}"
        return [.ascii, .unicode, odd]
    }()

    /// Mouse actions.
    static let actions: [InputEvent.Mouse.Action] = [.press(.left), .drag(.left), .move, .release(.left), .wheelUp,
                                                      .wheelDown, .press(.right), .wheelLeft]

    /// A ribbon of labels with a layout of any numbers.
    @MainActor
    static func ribbon(count: Int, length: Double, itemLength: Double?, axis: ComponentLayout.Axis) -> LabelRibbon {
        LabelRibbon(count: count, selecting: count / 2, layout: ComponentLayout(length: length, itemLength: itemLength, axis: axis,
                                                                                isCyclic: count % 2 == 0)) {
            shortTexts[abs($0 % shortTexts.count)]
        }
    }
}

/// Each test runs a walk in a child process, so a trap fails the test instead of ending the test run
/// (to see a trap's message, call the walk in a test of its own). A walk calls every public
/// initializer and method of TerminalPickers that takes a number or text with ``Hostile`` values,
/// and checks some of the documented answers on the way; issues it records reach the parent.
@Suite("TerminalPickers: no trap on any value an app can pass")
struct TerminalPickersHostileValueTests {
    @Test("ribbons: boxes, frames, art and the pointer take any width, position, time and text")
    func ribbons() async {
        await #expect(processExitsWith: .success) {
            await HostileTerminalPickers.ribbons()
        }
    }

    @Test("wheels: frames, layouts, boxes and the wheel picker take any width, height, position, time and text")
    func wheels() async {
        await #expect(processExitsWith: .success) {
            await HostileTerminalPickers.wheels()
        }
    }

    @Test("calendars: layouts, canvases, day cells, month text, art and the day picker take any number and text")
    func calendars() async {
        await #expect(processExitsWith: .success) {
            await HostileTerminalPickers.calendars()
        }
    }

    @Test("text: bidi isolation, fitting and centring take any text and width")
    func text() async {
        await #expect(processExitsWith: .success) {
            HostileTerminalPickers.text()
        }
    }

    @Test("the walk calls every public function and initializer that takes a number or text")
    func coverage() {
        let coverage = PublicAPIScan.coverage(ofModule: "TerminalPickers")
        #expect(coverage.declarations > 30, "the scan found \(coverage.declarations) declarations")
        #expect(coverage.unwalked.isEmpty, "not walked: \(coverage.unwalked)")
    }
}

/// The walks, run in child processes.
enum HostileTerminalPickers {
    @MainActor
    static func ribbons() {
        // The stateless art: any ribbon, any width, any labels, any box characters. A ribbon of
        // more cells than a viewport may report (2^20) with cells narrower than a column is slow
        // to draw, each cell a column; it is drawn once.
        _ = RibbonArt.lines(for: Ribbon(count: Int.max, itemWidth: 1e-300), width: 16) { _ in ["x"] }
        for count in Hostile.someInts where count != Int.max {
            for itemWidth in Hostile.doubles {
                var ribbon = Ribbon(count: count, itemWidth: itemWidth)
                // The widest boxes (4 094 cells of one column at most) with a few item widths only.
                let widest = [1e-300, 5, .nan].contains { $0 == itemWidth || $0.isNaN && itemWidth.isNaN } ? [4097, Int.max] : []
                for (index, width) in ([Int.min, -1, 0, 4, 5, 16] + widest).enumerated() {
                    let style = Hostile.styles[index % Hostile.styles.count]
                    let lines = RibbonArt.lines(for: ribbon, width: width, style: style) { Hostile.shortTexts[abs($0 % Hostile.shortTexts.count)] }
                    #expect(lines.count == 3)
                    if index % Hostile.styles.count < 2 {
                        let columns = min(max(width, RibbonArt.minimumWidth), ScreenBuffer.maximumWidth)
                        #expect(lines.map(TextWidth.columns(of:)) == [columns, columns, columns])
                    }
                    _ = RibbonArt.lines(for: ribbon, width: width, style: style) { _ in index % 2 == 0 ? [] : Hostile.shortTexts }
                }
                ribbon.scroll(by: Hostile.doubles[abs(count % Hostile.doubles.count)])
                _ = RibbonArt.lines(for: ribbon, width: 16) { _ in Hostile.shortTexts }
            }
        }
        _ = RibbonArt.lines(for: Ribbon(count: 3, itemWidth: 8), width: 30) { _ in Hostile.hugeTexts }
        for text in Hostile.texts {
            for columns in text.utf8.count > 1000 ? Hostile.someInts : Hostile.ints {
                let fitted = RibbonArt.fitting([text, Hostile.shortTexts[abs(columns % Hostile.shortTexts.count)]], columns: columns)
                #expect(TextWidth.columns(of: fitted) <= max(columns, 0))
            }
        }
        _ = RibbonArt.fitting([], columns: Int.max)

        // Boxes through the cell cache, on ribbons of any layout, dragged about with any numbers.
        var boxes: [RibbonBox] = []
        for count in Hostile.someInts {
            for length in Hostile.doubles {
                for itemLength in [nil, 1, .nan, 1e-300, 1e300] as [Double?] {
                    let ribbon = Hostile.ribbon(count: count, length: length, itemLength: itemLength, axis: .horizontal)
                    let width = Hostile.ints[boxes.count % Hostile.ints.count]
                    let box = RibbonBox(ribbon: ribbon, width: width, style: Hostile.styles[boxes.count % 3],
                                        names: boxes.count % 2 == 0 ? nil : { Hostile.smallNameLists[abs($0 % 6)] })
                    #expect(box.width == min(max(width, RibbonArt.minimumWidth), ScreenBuffer.maximumWidth))
                    let lines = box.lines()
                    if boxes.count % 3 < 2 { #expect(lines.map(TextWidth.columns(of:)) == [box.width, box.width, box.width]) }
                    boxes.append(box)
                }
            }
        }
        _ = RibbonBox(ribbon: Hostile.ribbon(count: 3, length: 20, itemLength: 8, axis: .horizontal), width: 30,
                      names: { _ in Hostile.hugeTexts }).lines()
        for (index, box) in boxes.enumerated() where index % 4 == 0 {
            let time = Double(index)
            box.ribbon.press(x: Hostile.doubles[index % Hostile.doubles.count], at: time)
            box.ribbon.move(x: Hostile.doubles[(index + 3) % Hostile.doubles.count], at: time + 16)
            box.ribbon.release(x: Hostile.doubles[(index + 7) % Hostile.doubles.count], at: time + 32)
            box.ribbon.advance(to: Hostile.doubles[(index + 5) % Hostile.doubles.count])
            _ = box.lines()
        }

        // Frames and the pointer: any place, any width, any event, any time.
        var pointer = RibbonPointer()
        let ribbon = Hostile.ribbon(count: 12, length: 14, itemLength: nil, axis: .horizontal)
        for column in Hostile.ints {
            for row in Hostile.someInts {
                var frame = RibbonFrame(column: column, row: row, width: Hostile.ints[abs(row % Hostile.ints.count)])
                #expect((RibbonArt.minimumWidth...ScreenBuffer.maximumWidth).contains(frame.width))
                _ = (frame.contentRow, frame.endColumn, frame.innerWidth)
                for x in Hostile.someInts {
                    for y in Hostile.someInts {
                        _ = frame.contains(column: x, row: y)
                    }
                    #expect(!frame.pointerX(atColumn: x).isNaN)
                }
                frame.width = column
                #expect((RibbonArt.minimumWidth...ScreenBuffer.maximumWidth).contains(frame.width))
                for (index, action) in Hostile.actions.enumerated() {
                    let mouse = InputEvent.Mouse(action, column: Hostile.someInts[index], row: column, modifiers: .shift)
                    _ = pointer.route(mouse, to: [(frame, ribbon), (RibbonFrame(column: 0, row: 0, width: 16), ribbon)],
                                      at: Hostile.doubles[index % Hostile.doubles.count])
                }
            }
        }
        pointer.reset()
        #expect(!pointer.isDragging)
    }

    @MainActor
    static func wheels() {
        // Frames: any place and size, when made and when set.
        for column in Hostile.ints {
            for labelWidth in Hostile.someInts {
                for height in Hostile.someInts {
                    var frame = WheelFrame(column: column, row: height, labelWidth: labelWidth, height: height)
                    #expect((1...WheelFrame.maximumLabelWidth).contains(frame.labelWidth))
                    #expect(frame.height % 2 == 1 && (1...ScreenBuffer.maximumHeight).contains(frame.height))
                    _ = (frame.width, frame.endColumn, frame.middleRow)
                    for row in Hostile.someInts {
                        _ = frame.contains(column: row, row: row)
                        _ = frame.pointerPosition(atRow: row)
                    }
                    frame.height = column
                    frame.labelWidth = column
                    frame.column = labelWidth
                    frame.row = column
                    #expect(frame.height % 2 == 1 && frame.labelWidth >= 1)
                    _ = (frame.endColumn, frame.middleRow, frame.contains(column: Int.max, row: Int.min))
                }
            }
        }

        // Layouts of any wheels, separators and places.
        let widthLists: [[Int]] = [[], [0], [Int.min, Int.max], Hostile.ints, [2, 2, 2]]
        for column in Hostile.ints {
            for (index, labelWidths) in widthLists.enumerated() {
                let layout = WheelsLayout(column: column, row: column / -2, labelWidths: labelWidths,
                                          separators: Hostile.nameLists[index % Hostile.nameLists.count], height: column)
                #expect(layout.frames.count == labelWidths.count && layout.separators.count == max(labelWidths.count - 1, 0))
                _ = (layout.width, layout.height)
                for x in Hostile.someInts {
                    for y in Hostile.someInts { _ = layout.wheelIndex(atColumn: x, row: y) }
                }
            }
            var separator = WheelsLayout.Separator(column: column, text: Hostile.texts[abs(column % Hostile.texts.count)])
            separator.column = ~column
        }

        // Boxes on ribbons of any layout, along either axis.
        for count in Hostile.someInts {
            for length in Hostile.doubles {
                for itemLength in [nil, 1, .nan, 1e-300, 1e300] as [Double?] {
                    for axis in [ComponentLayout.Axis.vertical, .horizontal] {
                        let ribbon = Hostile.ribbon(count: count, length: length, itemLength: itemLength, axis: axis)
                        let labelWidth = length > 100 ? 2 : Hostile.ints[abs(count % Hostile.ints.count)]
                        let box = WheelBox(ribbon: ribbon, labelWidth: labelWidth,
                                           names: count % 3 == 0 ? nil : { Hostile.smallNameLists[abs($0 % 6)] })
                        #expect(box.height % 2 == 1 && (1...ScreenBuffer.maximumHeight).contains(box.height))
                        let lines = box.lines(marks: (Hostile.shortTexts[abs(count % Hostile.shortTexts.count)], "\u{1B}[2J"))
                        #expect(lines.count == box.height)
                        ribbon.press(along: length, at: 0)
                        ribbon.move(along: -length, at: 10)
                        ribbon.release(along: length * 2, at: 20)
                        ribbon.advance(to: length)
                        _ = box.lines()
                    }
                }
            }
        }

        _ = WheelBox(ribbon: Hostile.ribbon(count: 3, length: 5, itemLength: 1, axis: .vertical), labelWidth: 9,
                     names: { _ in Hostile.hugeTexts }).lines(marks: (Hostile.hugeTexts[2], Hostile.hugeTexts[3]))

        // Wheel pickers of any layout and label width, at any place, with any events and times.
        var pickers: [(WheelPickerView, Int)] = []
        for (index, length) in Hostile.doubles.enumerated() {
            var configuration = TimePicker.Configuration(locale: Locale(identifier: ["de_DE", "en_US", "ar_EG", "x"][index % 4]),
                                                         minuteInterval: Hostile.ints[index % Hostile.ints.count])
            configuration.hourLayout = ComponentLayout(length: length, itemLength: 1, axis: .vertical)
            configuration.minuteLayout = ComponentLayout(length: 5, itemLength: length, axis: .horizontal)
            configuration.periodLayout = ComponentLayout(width: length)
            let time = TimePicker(configuration: configuration, selecting: .midnight)
            pickers.append((WheelPickerView(picker: time, maximumLabelWidth: Hostile.ints[index % Hostile.ints.count]), index))
            let durations = DurationPicker(configuration: DurationPicker.Configuration(
                maximumHours: [Int.min, -1, 0, 1, 99, 1000][index % 6], minuteInterval: Hostile.ints[(index + 3) % Hostile.ints.count],
                locale: Locale(identifier: "fa_IR"), hoursLayout: ComponentLayout(length: -length, itemLength: 1, axis: .vertical),
                minutesLayout: ComponentLayout(length: 7, itemLength: 1, axis: .vertical)))
            pickers.append((WheelPickerView(picker: durations, maximumLabelWidth: Hostile.ints[(index + 5) % Hostile.ints.count]), index))
        }
        for (view, index) in pickers {
            #expect((1...WheelFrame.maximumLabelWidth).contains(view.maximumLabelWidth))
            for column in Hostile.someInts {
                let layout = view.layout(column: column, row: Hostile.someInts[abs(index % 8)])
                _ = view.runs(in: layout)
                let lines = view.lines(in: layout)
                #expect(lines.count == min(layout.height, ScreenBuffer.maximumHeight))
                var buffer = ScreenBuffer(width: column, height: 7)
                view.draw(into: &buffer, in: layout) { _ in Style(bold: true) }
                for (step, action) in Hostile.actions.enumerated() {
                    let mouse = InputEvent.Mouse(action, column: Hostile.someInts[step], row: column)
                    _ = view.handle(mouse, in: layout, at: Hostile.doubles[(index + step) % Hostile.doubles.count])
                    _ = view.handle(mouse, in: WheelsLayout(column: 0, row: 0, labelWidths: [1, 2, 3, 4, 5], separators: [], height: 9),
                                    at: Double(step))
                }
            }
            for name in ["up", "down", "left", "right", "enter", "k", "x"] {
                _ = view.handle(InputEvent(keyName: name)!)
            }
            for time in Hostile.doubles { view.advance(to: time) }
            _ = view.isAnimating
        }
    }

    @MainActor
    static func calendars() {
        // Layouts: any place, widths and rows, and any field set afterwards.
        for column in Hostile.ints {
            for row in Hostile.someInts {
                for showsWeekNumbers in [false, true] {
                    let width = Hostile.ints[abs(row % Hostile.ints.count)]
                    var layout = CalendarLayout(column: column, row: row, yearBoxWidth: width, monthBoxWidth: ~width,
                                                rowCount: column, showsWeekNumbers: showsWeekNumbers)
                    #expect((0...CalendarLayout.maximumGridRows).contains(layout.rowCount))
                    _ = (layout.width, layout.height, layout.column, layout.row)
                    for x in Hostile.someInts {
                        _ = layout.cellColumn(x)
                        _ = layout.gridColumn(atColumn: x)
                        _ = layout.gridRow(atRow: x)
                        for y in Hostile.someInts { _ = layout.target(atColumn: x, row: y) }
                    }
                    layout.gridColumn = row
                    layout.gridRow = column
                    layout.headerRow = ~column
                    layout.rowCount = row
                    layout.yearBox.width = column
                    layout.monthBox.column = row
                    _ = (layout.width, layout.height)
                    for x in Hostile.someInts {
                        for y in Hostile.someInts { _ = layout.target(atColumn: x, row: y) }
                    }
                }
            }
        }

        // A day picker and its view: any weekday names, any place, any event, any time.
        guard let today = try? Day(iso8601: "2026-11-21") else {
            Issue.record("no day")
            return
        }
        for (index, locale) in ["en_US", "ar_EG", "he_IL", "fa_IR", "ja_JP", "", "\u{1B}", Hostile.hugeTexts[0]].enumerated() {
            let configuration = CalendarArt.configuration(calendar: CalendarSystem(.gregorian), locale: Locale(identifier: locale),
                                                          timeZone: TimeZone(identifier: "UTC")!,
                                                          firstWeekday: index % 2 == 0 ? nil : .saturday)
            let picker = DayPicker(configuration: configuration, selecting: today, today: today)
            let names = Hostile.nameLists[index % Hostile.nameLists.count]
            let view = DayPickerView(picker: picker, weekdaySymbols: index == 0 ? nil : names, style: Hostile.styles[index % 3])
            #expect(view.weekdaySymbols.count == 7)
            _ = DayPickerView.headerSymbols(locale: Locale(identifier: locale), firstWeekday: .wednesday)
            for column in Hostile.someInts {
                view.showsWeekNumbers = column % 2 == 0
                view.latinDigits = column > 0
                let layout = view.layout(column: column, row: Hostile.someInts[abs((column &+ index) % 8)])
                var canvas = view.canvas(in: layout)
                let lines = canvas.lines()
                #expect(lines.count == min(max(layout.height, 0), ScreenBuffer.maximumHeight))
                var buffer = ScreenBuffer(width: 40, height: 12)
                canvas.draw(into: &buffer) { _ in Style(underlined: true) }
                for run in canvas.runs.prefix(5) { _ = canvas.shownText(of: run) }
                for (step, run) in canvas.runs.indices.enumerated() {
                    canvas.runs[run].column = Hostile.ints[step % Hostile.ints.count]
                    canvas.runs[run].row = Hostile.ints[(step + 7) % Hostile.ints.count]
                    canvas.runs[run].text = Hostile.shortTexts[step % Hostile.shortTexts.count]
                }
                canvas.layout.rowCount = column
                canvas.isolatesRightToLeft.toggle()
                _ = canvas.day(atColumn: Hostile.someInts[abs(column % Hostile.someInts.count)], row: column)
                _ = canvas.lines()
                canvas.draw(into: &buffer) { _ in .plain }
                for (step, action) in Hostile.actions.enumerated() {
                    let mouse = InputEvent.Mouse(action, column: Hostile.someInts[step], row: column, modifiers: .control)
                    _ = view.handle(mouse, on: view.canvas(in: layout), at: Hostile.doubles[(index + step) % Hostile.doubles.count])
                }
                for name in ["left", "shift+right", "pagedown", "shift+pageup", "home", "end", "t", "enter", "esc", "q"] {
                    _ = view.handle(InputEvent(keyName: name)!)
                }
            }
            for time in Hostile.doubles { view.advance(to: time) }
            view.reloadDays()
            _ = (view.isAnimating, view.isDragging, view.renderedCellCount)

            // Cells, art and month text of the picker's grid.
            let grid = picker.grid
            for (step, column) in Hostile.ints.enumerated() {
                guard let cell = grid.cell(row: abs(step % 6), column: abs(step % 7)) else { continue }
                let day = CalendarDayCell(cell, column: column, in: picker)
                _ = day.role
                for number in Hostile.texts where number.utf8.count < 1000 || step == 0 {
                    _ = day.text(number: number, style: Hostile.styles[step % 3])
                }
                _ = CalendarArt.cellText(cell, in: picker, style: Hostile.styles[step % 3], latinDigits: step % 2 == 0)
            }
            for names in Hostile.nameLists {
                _ = CalendarArt.lines(for: picker, weekdaySymbols: names, style: Hostile.styles[index % 3],
                                      latinDigits: names.count % 2 == 0, weekNumbers: names.isEmpty)
                let title = Hostile.texts[names.count % Hostile.texts.count]
                let text = MonthGridText.lines(grid: grid, title: title, weekdaySymbols: names, weekNumbers: names.count > 7) {
                    Hostile.shortTexts[abs($0 % Hostile.shortTexts.count)]
                }
                #expect(text.count == grid.rowCount + 2)
                _ = MonthGridText.headerSymbols(short: names, veryShort: Hostile.nameLists[(index + 1) % Hostile.nameLists.count])
            }
            let range = picker.years, labels = picker.labels
            _ = (CalendarArt.yearBoxWidth(for: range, labels: labels), CalendarArt.monthBoxWidth(for: range, labels: labels),
                 CalendarArt.ribbonsWidth(for: range, labels: labels))
        }
        for isEraAware in [false, true] {
            _ = (CalendarArt.yearBoxWidth(isEraAware: isEraAware), CalendarArt.monthBoxWidth(isEraAware: isEraAware))
        }
        for text in Hostile.texts { _ = CalendarArt.headerText(text) }
        let theme = PickerTheme(ascii: true)
        for text in Hostile.texts {
            _ = PickerTheme.supportsUnicode(environment: ["LANG": text, "LC_ALL": String(text.prefix(8)), text: text])
        }
        for role: CalendarCanvas.Role in [.ribbonBorder(isDragged: true), .ribbonLabels, .day(.selected)] {
            for hasKeys in [false, true] {
                _ = theme.style(for: DateTimeBoardView.Role.calendar(role, hasKeys: hasKeys))
                _ = theme.style(for: DateTimeBoardView.Role.wheel(.selection(isFocused: hasKeys), hasKeys: hasKeys))
            }
        }
        _ = theme.style(for: DateTimeBoardView.Role.caption)
    }

    static func text() {
        for text in Hostile.texts {
            _ = BidiIsolation.needsIsolation(text)
            _ = BidiIsolation.needsIsolation(text[...])
            _ = BidiIsolation.isolated(text)
            _ = BidiIsolation.isolating(text)
            _ = BidiIsolation.isolating(text, startsRow: true)
            _ = BidiIsolation.isolating(text, startsRow: false)
            _ = BidiIsolation.isolatingWords(text)
            for width in Hostile.someInts {
                let centred = MonthGridText.centered(text, width: width)
                #expect(TextWidth.columns(of: centred) == max(TextWidth.columns(of: text), min(max(width, 0), ScreenBuffer.maximumWidth)))
            }
        }
        for scalar in Hostile.scalars {
            _ = BidiIsolation.isDirectionControl(scalar)
            _ = BidiIsolation.isRightToLeft(scalar)
        }
        for identifier in Hostile.shortTexts + ["ar", "he_IL", "fa@calendar=persian", Hostile.hugeTexts[0]] {
            _ = BidiIsolation.writesRightToLeft(Locale(identifier: identifier))
        }
    }
}
