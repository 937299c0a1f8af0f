import CalendarPicker
import Foundation
import MiniPicker
import Testing
import TerminalUI
@testable import TerminalPickers

@MainActor
@Suite("A picker of wheels on a terminal screen")
struct WheelPickerViewTests {
    func timePicker(_ locale: String, _ time: String, interval: Int = 1) throws -> TimePicker {
        TimePicker(configuration: TimePicker.Configuration(locale: Locale(identifier: locale), minuteInterval: interval),
                   selecting: try TimeOfDay(parsing: time))
    }

    @Test("de_DE: two wheels, 08 above 09 above 10 in one column, the separator on the middle row")
    func germanClock() throws {
        let view = WheelPickerView(picker: try timePicker("de_DE", "09:30"))
        let layout = view.layout(column: 3, row: 2)
        #expect(layout.frames.map(\.column) == [3, 8])
        #expect(layout.separators == [WheelsLayout.Separator(column: 7, text: ":")])
        #expect(layout.width == 9)
        #expect(layout.height == 5)
        #expect(view.lines(in: layout) == [
            " 07   28 ",
            " 08   29 ",
            "[09]:(30)",
            " 10   31 ",
            " 11   32 ",
        ])
    }

    @Test("en_US: hours without a leading zero, and the period on a wheel of its own")
    func americanClock() throws {
        let picker = try timePicker("en_US", "21:05", interval: 5)
        let view = WheelPickerView(picker: picker)
        let layout = view.layout(column: 0, row: 0)
        let space = picker.separator(before: .period)     // the locale's: a narrow no-break space
        #expect(TextWidth.columns(of: space) == 1)
        #expect(view.lines(in: layout) == [
            "  7   55      ",
            "  8   00   AM ",
            "[ 9]:(05)\(space)(PM)",
            " 10   10      ",
            " 11   15      ",
        ])
    }

    @Test("keys: Down shows the next value, Right the next wheel, no carry", arguments: [
        ("09:30", 15, ["down", "right", "down", "down"], "10:00"),
        ("23:50", 5, ["down", "right", "down", "down"], "00:00"),
        ("00:00", 30, ["up", "l", "k"], "23:30"),
        ("12:00", 1, ["left", "j", "right", "right", "right", "j"], "13:01"),
    ])
    func keys(start: String, interval: Int, keys: [String], expected: String) throws {
        let picker = try timePicker("de_DE", start, interval: interval)
        let view = WheelPickerView(picker: picker)
        for (step, name) in keys.enumerated() {
            let event = try #require(InputEvent(keyName: name))
            #expect(view.handle(event) != nil)
        }
        #expect(picker.selectedTime.description == expected)
    }

    @Test("Enter chooses; other keys are not the view's")
    func choose() throws {
        let picker = try timePicker("de_DE", "09:30")
        var chosen: TimeOfDay?
        picker.onChoose = { chosen = $0 }
        let view = WheelPickerView(picker: picker)
        #expect(view.handle(.key(.character("x"))) == nil)
        #expect(view.handle(.key(.enter)) == .choose)
        #expect(chosen?.description == "09:30")
    }

    @Test("dragging the hour wheel's content up two rows brings the hour two after into the middle")
    func dragUpTwoRows() throws {
        let picker = try timePicker("de_DE", "09:30")
        let view = WheelPickerView(picker: picker)
        let layout = view.layout(column: 10, row: 4)
        let hour = layout.frames[0]
        #expect(view.handle(InputEvent.Mouse(.press(.left), column: hour.column + 1, row: hour.middleRow), in: layout, at: 0))
        #expect(view.handle(InputEvent.Mouse(.drag(.left), column: hour.column + 1, row: hour.middleRow - 1), in: layout, at: 200))
        #expect(view.handle(InputEvent.Mouse(.drag(.left), column: hour.column + 1, row: hour.middleRow - 2), in: layout, at: 400))
        #expect(view.handle(InputEvent.Mouse(.release(.left), column: hour.column + 1, row: hour.middleRow - 2), in: layout, at: 900))
        picker.advanceToRest()
        #expect(picker.selectedTime.description == "11:30")
        #expect(view.lines(in: layout)[2] == "[11]:(30)")
    }

    @Test("a press on the minute wheel gives it the keys; the mouse wheel steps the wheel under it")
    func pressFocusesAndWheelSteps() throws {
        let picker = try timePicker("de_DE", "09:30")
        let view = WheelPickerView(picker: picker)
        let layout = view.layout(column: 0, row: 0)
        let minute = layout.frames[1]
        view.handle(InputEvent.Mouse(.press(.left), column: minute.column, row: minute.middleRow), in: layout, at: 0)
        view.handle(InputEvent.Mouse(.release(.left), column: minute.column, row: minute.middleRow), in: layout, at: 50)
        #expect(picker.focusedWheel == .minute)
        #expect(view.lines(in: layout)[2] == "(09):[30]")
        view.handle(InputEvent.Mouse(.wheelDown, column: layout.frames[0].column, row: 0), in: layout, at: 1_000)
        picker.advanceToRest()
        #expect(picker.selectedTime.description == "10:30")
        #expect(picker.focusedWheel == .hour)
        // Off the wheels: the separator, and beside them.
        #expect(!view.handle(InputEvent.Mouse(.press(.left), column: layout.separators[0].column, row: 2), in: layout, at: 2_000))
        #expect(!view.handle(InputEvent.Mouse(.wheelUp, column: layout.width, row: 2), in: layout, at: 2_000))
    }

    @Test("a click on the row below the middle steps the wheel to it")
    func clickRow() throws {
        let picker = try timePicker("de_DE", "09:30")
        let view = WheelPickerView(picker: picker)
        let layout = view.layout(column: 0, row: 0)
        let hour = layout.frames[0]
        view.handle(InputEvent.Mouse(.press(.left), column: hour.column + 1, row: hour.middleRow + 1), in: layout, at: 0)
        view.handle(InputEvent.Mouse(.release(.left), column: hour.column + 1, row: hour.middleRow + 1), in: layout, at: 80)
        picker.advanceToRest()
        #expect(picker.selectedTime.description == "10:30")
    }

    @Test("a duration: hours that stop at 0, minutes that wrap without carrying")
    func duration() throws {
        let picker = DurationPicker(configuration: DurationPicker.Configuration(minuteInterval: 15,
                                                                               locale: Locale(identifier: "en_US")),
                                    selecting: try TimeSpan(parsing: "7:45"))
        let view = WheelPickerView(picker: picker)
        let layout = view.layout(column: 0, row: 0)
        #expect(view.lines(in: layout)[2].hasPrefix("[ 7]:(45)") || view.lines(in: layout)[2].hasPrefix("[07]:(45)"))
        for name in ["down", "right", "down"] { view.handle(try #require(InputEvent(keyName: name))) }
        #expect(picker.selectedDuration.description == "8:00")
        picker.select(.zero, animated: false)
        picker.focus(.hours)
        view.handle(.key(.up))
        #expect(picker.selectedDuration.description == "0:00")
    }

    @Test("a new configuration makes new ribbons, and the view draws them")
    func newConfiguration() throws {
        let picker = try timePicker("de_DE", "09:30")
        let view = WheelPickerView(picker: picker)
        _ = view.lines(in: view.layout(column: 0, row: 0))
        picker.configuration = TimePicker.Configuration(locale: Locale(identifier: "en_US"))
        let layout = view.layout(column: 0, row: 0)
        #expect(layout.frames.count == 3)
        #expect(view.lines(in: layout)[2] == "[ 9]:(30)\(picker.separator(before: .period))(AM)")
    }

    @Test("the keys' names for scripts come from the table")
    func keyNames() {
        let names = WheelPickerView.keys.namedKeys.map(\.name)
        #expect(names == ["up", "down", "k", "j", "left", "right", "h", "l", "enter"])
    }
}
