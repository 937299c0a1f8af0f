import CalendarPicker
import Foundation
import ScreenPictures
import TerminalForms
@_spi(Testing) import TerminalUI

/// The pictures of the documentation and the README: the interactive demo
/// driven by scripted events at fixed times, each frame drawn, rendered to
/// terminal bytes by ``ScreenRenderer``, read back by ``VirtualTerminal``
/// and written as SVG (``SVGPicture``).
///
/// Everything is fixed (the day, today, the locale, the times of the
/// events), so the pictures are the same on every run and a test can
/// compare the committed files with fresh ones.
@MainActor
enum DemoPictures {
    /// A picture and where it lives, relative to the package's root.
    struct Picture {
        var path: String
        var svg: String
    }

    /// The terminal's size for every picture.
    static let columns = 72
    static let rows = 24
    /// The time between two frames of the animation, in milliseconds (30 frames a second).
    static let frameInterval = 1000.0 / 30

    /// All the pictures.
    static func all() -> [Picture] {
        let drag = monthRibbonDrag()
        return [
            Picture(path: "Sources/MiniPicker/MiniPicker.docc/Resources/month-ribbon-drag.svg", svg: drag.during),
            Picture(path: "Sources/MiniPicker/MiniPicker.docc/Resources/month-ribbon-settled.svg", svg: drag.settled),
            Picture(path: "Sources/MiniPicker/MiniPicker.docc/Resources/month-ribbon-fling.svg", svg: monthRibbonFling()),
            Picture(path: "Sources/CalendarPicker/CalendarPicker.docc/Resources/calendar-range.svg", svg: calendarWithRange()),
            Picture(path: "Sources/InlineForm/InlineForm.docc/Resources/form-inline-calendar.svg", svg: formWithInlineCalendar()),
            Picture(path: "Sources/CalendarPicker/CalendarPicker.docc/Resources/time-wheels.svg", svg: timeWheelDrag()),
        ]
    }

    /// The demo as `swift run demo` starts it, on fixed days.
    private static func makeApp() -> (DemoApp, CalendarScreen) {
        var options = InteractiveCommand.Options()
        options.day = Day(prolepticGregorianYear: 2026, month: 11, day: 25)
        options.today = Day(prolepticGregorianYear: 2026, month: 11, day: 21)
        return InteractiveCommand.makeApp(options)
    }

    /// A running demo seen through a terminal.
    @MainActor
    private struct Session {
        let app: DemoApp
        var renderer = ScreenRenderer()
        var terminal = VirtualTerminal(width: DemoPictures.columns, height: DemoPictures.rows)

        init(_ app: DemoApp) { self.app = app }

        /// Sends events, each at its time.
        func send(_ events: [(InputEvent, Double)]) {
            for (event, time) in events { _ = app.handle(event, at: time) }
        }

        /// Draws the app and lets the terminal show it.
        mutating func show(at time: Double) {
            app.advance(to: time)
            var buffer = ScreenBuffer(width: DemoPictures.columns, height: DemoPictures.rows)
            app.draw(into: &buffer)
            terminal.apply(renderer.render(buffer))
        }

        /// The rows `rows` of the screen as a frame.
        func frame(_ rows: Range<Int>, duration: Double = 0) -> PictureFrame {
            PictureFrame(of: terminal, rows: rows, duration: duration)
        }
    }

    /// Mouse events on the month ribbon's middle row (row 3): a press at the
    /// first column, moves through the others, one every `step` milliseconds.
    private static func drag(columns: [Int], from start: Double, step: Double) -> [(InputEvent, Double)] {
        columns.enumerated().map { index, column in
            let action: InputEvent.Mouse.Action = index == 0 ? .press(.left) : .drag(.left)
            return (.mouse(.init(action, column: column, row: 3)), start + Double(index) * step)
        }
    }

    private static func release(at column: Int, time: Double) -> (InputEvent, Double) {
        (.mouse(.init(.release(.left), column: column, row: 3)), time)
    }

    /// The calendar's rows: tabs, ribbons, grid and the status line.
    private static let calendarRows = 0..<15

    /// The month ribbon held halfway between November and December, then
    /// released and settled.
    private static func monthRibbonDrag() -> (during: String, settled: String) {
        var session = Session(makeApp().0)
        session.show(at: 0)   // a first frame places the ribbons for the mouse
        session.send(drag(columns: Array((15...24).reversed()), from: 0, step: 100))
        session.show(at: 900)
        let during = SVGPicture(title: "demo: dragging the month ribbon", frames: [session.frame(calendarRows)])
        session.send([release(at: 15, time: 1500)])
        let time = session.app.advanceToRest(from: 1500, frameInterval: frameInterval)
        session.show(at: time)
        let settled = SVGPicture(title: "demo: the month ribbon settled", frames: [session.frame(calendarRows)])
        return (during.svg, settled.svg)
    }

    /// A fling of the month ribbon: a quick drag, the release, and every
    /// frame of the glide until it rests, one every ``frameInterval``.
    private static func monthRibbonFling() -> String {
        var session = Session(makeApp().0)
        let step = frameInterval
        var frames: [PictureFrame] = []
        session.show(at: 0)
        frames.append(session.frame(calendarRows, duration: 1000))
        let columns = [28, 26, 23, 19, 15]
        for (index, event) in drag(columns: columns, from: 1000, step: step).enumerated() {
            session.send([event])
            session.show(at: event.1)
            frames.append(session.frame(calendarRows, duration: index == 0 ? 300 : step))
        }
        var time = 1000 + Double(columns.count) * step
        session.send([release(at: 15, time: time)])
        repeat {
            session.show(at: time)
            frames.append(session.frame(calendarRows, duration: step))
            time += step
        } while session.app.isAnimating && time < 10_000
        frames[frames.count - 1].duration = 2000
        return SVGPicture(title: "demo: a fling of the month ribbon", frames: frames).svg
    }

    /// Range mode on the Calendar screen with Monday to Friday of a week chosen.
    private static func calendarWithRange() -> String {
        var session = Session(makeApp().0)
        var events: [(InputEvent, Double)] = [(.key(.character("r")), 0), (.key(.left), 0), (.key(.left), 0), (.key(.enter), 0)]
        events += Array(repeating: (.key(.right), 0), count: 4)
        events.append((.key(.enter), 0))
        session.send(events)
        session.show(at: 0)
        return SVGPicture(title: "demo: a range on the Calendar screen", frames: [session.frame(calendarRows)]).svg
    }

    /// The Form screen with the Leave row's inline calendar open on a range being chosen.
    private static func formWithInlineCalendar() -> String {
        var session = Session(makeApp().0)
        var events: [(InputEvent, Double)] = [(.key(.character("3")), 0)]
        events += Array(repeating: (.key(.down), 0), count: 7)
        // Open it on today (Saturday the 21st), anchor on Monday the 23rd, hold the end on Thursday.
        events += [(.key(.enter), 0), (.key(.right), 0), (.key(.right), 0), (.key(.enter), 0)]
        events += Array(repeating: (.key(.right), 0), count: 3)
        session.send(events)
        session.show(at: 0)
        return SVGPicture(title: "demo: the form's inline calendar", frames: [session.frame(0..<rows)]).svg
    }

    /// The Time screen: the Started row's wheels open, the hour wheel
    /// dragged up two rows, held, then released and settled, every frame of
    /// the settling shown.
    private static func timeWheelDrag() -> String {
        var session = Session(makeApp().0)
        session.send([(.key(.character("4")), 0), (.key(.down), 0), (.key(.enter), 0)])
        session.show(at: 0)
        guard let screen = session.app.screens.last as? FormScreen, case .wheels(let board)? = screen.picker,
              let row = screen.layout.pickerRow,
              let hour = board.layout(column: FormLayout.pickerColumn, row: row).wheels.frames.first else {
            preconditionFailure("the Time screen is the last, and Enter on its Started row opens wheels")
        }
        let column = hour.column + 1
        var frames = [session.frame(timeRows, duration: 1000)]
        let rows = [hour.middleRow, hour.middleRow - 1, hour.middleRow - 2]
        for (index, row) in rows.enumerated() {
            let action: InputEvent.Mouse.Action = index == 0 ? .press(.left) : .drag(.left)
            let time = 1000 + Double(index) * 150
            session.send([(.mouse(.init(action, column: column, row: row)), time)])
            session.show(at: time)
            frames.append(session.frame(timeRows, duration: index == 0 ? 300 : 150))
        }
        var time = 1000 + Double(rows.count) * 150 + 400
        session.send([(.mouse(.init(.release(.left), column: column, row: rows[rows.count - 1])), time)])
        repeat {
            session.show(at: time)
            frames.append(session.frame(timeRows, duration: frameInterval))
            time += frameInterval
        } while session.app.isAnimating && time < 10_000
        frames[frames.count - 1].duration = 2000
        return SVGPicture(title: "demo: the Started row's hour wheel dragged up two rows", frames: frames).svg
    }

    /// The Time screen's rows: tabs, the form with the wheels open, the buttons.
    private static let timeRows = 0..<15
}
