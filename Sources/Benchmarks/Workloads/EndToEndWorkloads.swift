import CalendarPicker
import DemoKit
import Foundation
import MiniPicker
import TerminalPickers
import TerminalUI

/// The demo's Calendar screen driven as a terminal drives it: the bytes of a
/// mouse drag on the month ribbon go through the input decoder, the app, its
/// screen and the picker, and the frame comes out as the bytes the renderer
/// writes. One step is one pointer move of one column.
@MainActor
final class DragFrameWorkload {
    let app: DemoApp
    private var decoder = InputDecoder()
    private var renderer = ScreenRenderer()
    private var events: [InputEvent] = []
    private var output: [UInt8] = []
    private var time = 0.0
    private var step = 0
    /// The month box's middle, in terminal columns (from 1) and rows.
    private let column = 22, row = 4

    init() {
        var options = InteractiveCommand.Options()
        options.day = Day(prolepticGregorianYear: 2026, month: 11, day: 21)
        options.today = options.day
        app = InteractiveCommand.makeDemo(options)
        feed("\u{1B}[<0;\(column);\(row)M")
        _ = frame()
    }

    private func feed(_ text: String) {
        events.removeAll(keepingCapacity: true)
        decoder.feed(Array(text.utf8)[...], at: time, into: &events)
        for event in events { _ = app.handle(event, at: time) }
    }

    private func frame() -> Int {
        var buffer = ScreenBuffer(width: 80, height: 24)
        app.draw(into: &buffer)
        output.removeAll(keepingCapacity: true)
        renderer.render(buffer, appendingTo: &output)
        return output.count
    }

    /// One move of one column, left and right in turn so that the drag goes on; the bytes written.
    func move() -> Int {
        step += 1
        time += 16
        feed("\u{1B}[<32;\(column - step % 2);\(row)M")
        return frame()
    }
}

/// The month ribbon of a day picker in a fling, drawn every frame: through
/// its box's cell cache, or by rendering every visible cell's names every
/// frame (what the package drew before the cache).
@MainActor
final class RibbonFlingWorkload {
    let picker: DayPicker
    let box: RibbonBoxRenderer
    private var time = 0.0

    init() {
        let configuration = CalendarArt.configuration(calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"),
                                                      timeZone: TimeZone(secondsFromGMT: 0)!, firstWeekday: .sunday)
        picker = DayPicker(configuration: configuration, selecting: Day(prolepticGregorianYear: 2026, month: 6, day: 15))
        let width = CalendarArt.monthBoxWidth(for: picker.years, labels: picker.labels)
        box = RibbonBoxRenderer(width: width, itemColumns: width - RibbonArt.borderColumns, style: .unicode)
    }

    /// A drag and a fling over the month ribbon, one frame drawn per 60 Hz step.
    ///
    /// - Parameter draw: Draws a frame; returns a digest.
    /// - Returns: The frames drawn and the digest.
    func fling(_ draw: () -> Int) -> (frames: Int, digest: Int) {
        var digest = 0, frames = 0
        time += 10_000
        let geometry = RibbonGeometry(itemLength: Double(box.itemColumns), tapSlop: 0.5)
        picker.press(.monthRibbon, along: 12, in: geometry, at: time)
        for step in 1...3 {
            time += 16
            picker.drag(along: 12 - Double(step) * 14, at: time)
            digest &+= draw()
            frames += 1
        }
        picker.release(along: -30, at: time)
        while picker.isAnimating {
            time += 1000.0 / 60.0
            picker.advance(to: time)
            digest &+= draw()
            frames += 1
        }
        return (frames, digest)
    }

    /// A frame through the box's cache.
    func cachedFrame() -> Int { box.lines(for: picker.monthRibbon.ribbon, names: picker.monthNames(atRow:))[1].utf8.count }

    /// A frame that renders every visible cell's names anew.
    func uncachedFrame() -> Int {
        var ribbon = picker.monthRibbon.ribbon
        ribbon.resize(itemWidth: Double(box.itemColumns))
        return RibbonArt.lines(for: ribbon, width: box.width, style: .unicode,
                               labels: picker.monthNames(atRow:))[1].utf8.count
    }
}
