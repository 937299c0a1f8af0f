import Foundation

/// Drags and flicks on the year ribbon with the mouse, touch and a pen, each
/// compared with the native core given the same events; and the physics
/// panel's deceleration slider, which changes how far a flick goes.
@MainActor
enum GestureChecks {
    /// Opens the page in English at 1280×800 and runs both on the inline year ribbon.
    static func run(_ session: CheckSession) throws {
        try session.use(.desktop)
        try session.open()
        let year = try session.driver.ribbon("year")
        let flick = try dragsAndFlicks(session, year: year)
        try decelerationSlider(session, year: year, flick: flick)
    }

    /// Slow drags settle where the finger left them and one-cell flicks carry
    /// on past it, as the native core does with the same event times.
    ///
    /// - Returns: The mouse flick, for ``decelerationSlider(_:year:flick:)`` to compare with.
    static func dragsAndFlicks(_ session: CheckSession, year: PageDriver.Ribbon) throws -> CheckSession.Gesture {
        let driver = session.driver
        let cell = year.layout.itemWidth

        let slow = try session.gesture(year) {
            try driver.drag(year, by: -3 * cell, steps: 45, interval: 0.016, hold: 0.25, with: .mouse)
        }
        session.report(slow.page == slow.start + 3, "a slow mouse drag of three cells settles three cells on",
                       "year row \(slow.start) -> \(slow.page) (\(slow.events) events)")
        session.report(slow.native == slow.page, "the native core given the same event times settles on the same row",
                       "slow drag: page \(slow.page), native \(slow.native)")

        let flick = try session.gesture(year) {
            try driver.drag(year, by: -cell, steps: 3, interval: 0.016, hold: 0, with: .mouse)
        }
        session.report(flick.page - flick.start >= 2, "a one-cell mouse flick carries on past the finger (momentum)",
                       "year row \(flick.start) -> \(flick.page): \(flick.page - flick.start) cells for a one-cell flick")
        session.report(flick.native == flick.page, "the native core agrees on the flick",
                       "page \(flick.page), native \(flick.native)")

        let touch = try session.gesture(year) {
            try driver.drag(year, by: 3 * cell, steps: 45, interval: 0.016, hold: 0.25, with: .touch)
        }
        session.report(touch.page == touch.start - 3, "a slow touch drag of three cells settles three cells on",
                       "year row \(touch.start) -> \(touch.page) (\(touch.events) events)")
        let touchFlick = try session.gesture(year) {
            try driver.drag(year, by: cell, steps: 3, interval: 0.016, hold: 0, with: .touch)
        }
        session.report(touchFlick.start - touchFlick.page >= 2, "a one-cell touch flick carries on past the finger",
                       "year row \(touchFlick.start) -> \(touchFlick.page)")
        session.report(touch.native == touch.page && touchFlick.native == touchFlick.page,
                       "the native core agrees on the touch drag and flick",
                       "page \(touch.page) and \(touchFlick.page), native \(touch.native) and \(touchFlick.native)")

        let pen = try session.gesture(year) {
            try driver.drag(year, by: -2 * cell, steps: 30, interval: 0.016, hold: 0.25, with: .pen)
        }
        let penType = try session.tools.evaluate("miniPicker.lastPointerType") as? String ?? "?"
        session.report(pen.page == pen.start + 2 && pen.native == pen.page && penType == "pen",
                       "a slow pen drag of two cells settles two cells on, as natively",
                       "year row \(pen.start) -> \(pen.page) (native \(pen.native)), pointerType \(penType)")
        return flick
    }

    /// Sets the deceleration slider to 0.99/ms, flicks one cell, and sets it
    /// back: the flick goes less far than `flick` did at 0.998/ms, and the
    /// native core at 0.99/ms agrees.
    static func decelerationSlider(_ session: CheckSession, year: PageDriver.Ribbon,
                                   flick: CheckSession.Gesture) throws {
        let tools = session.tools, driver = session.driver
        let cell = year.layout.itemWidth

        /// Sets a slider of the physics panel as a person would, with an input event.
        func setSlider(_ id: String, _ value: Double) throws {
            _ = try tools.evaluate("(() => { const s = document.getElementById('\(id)'); s.value = '\(value)'; s.dispatchEvent(new Event('input')); })()")
        }
        try setSlider("deceleration", 0.99)
        let heavy = try session.gesture(year, decelerationRate: 0.99) {
            try driver.drag(year, by: -cell, steps: 3, interval: 0.016, hold: 0, with: .mouse)
        }
        try setSlider("deceleration", 0.998)
        session.report(heavy.page - heavy.start < flick.page - flick.start && heavy.native == heavy.page,
                       "the deceleration slider changes the core's physics live",
                       "a one-cell flick goes \(heavy.page - heavy.start) cells at 0.99/ms, \(flick.page - flick.start) at 0.998/ms")
    }
}
