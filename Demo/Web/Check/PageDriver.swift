import Foundation

/// Drives the page's ribbons as a person does, through trusted input events,
/// and reads them through the page contract: `data-ribbon`, `data-selected`,
/// `data-phase` and the cells' `data-row`. A ribbon is named as
/// `miniPicker.ribbons` names it ("year", "popover-month").
final class PageDriver {
    let tools: DevTools

    /// Where a ribbon is on the screen, and its geometry.
    struct Ribbon {
        var name: String
        var left: Double
        var top: Double
        var width: Double
        var height: Double
        var layout: RibbonLayout
        /// The ribbon's number in the page's log.
        var number: Int
        /// Whether it runs up and down (a wheel) rather than across.
        var vertical: Bool
        var centreY: Double { top + height / 2 }
        var centreX: Double { left + width / 2 }
    }

    init(tools: DevTools) {
        self.tools = tools
    }

    /// Waits until the page says it is ready (its module instantiated).
    func waitUntilReady() throws {
        for _ in 0..<200 {
            let state = try tools.evaluate("document.body.dataset.ready || ''") as? String
            if state == "true" { return }
            if state == "failed" { throw Chromium.Failure.protocolError("the page failed to start") }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Chromium.Failure.timeout("the page to be ready")
    }

    func ribbon(_ name: String) throws -> Ribbon {
        let script = """
            (() => { const e = webCheck.ribbon("\(name)"); e.scrollIntoView({ block: "nearest" });
              const r = e.getBoundingClientRect(), l = miniPicker.layout("\(name)");
              const number = l.number ?? miniPicker.ribbons.indexOf("\(name)");
              return [r.left, r.top, r.width, r.height, l.rows, l.width, l.itemWidth, l.cyclic ? 1 : 0,
                      number, l.vertical ? 1 : 0]; })()
            """
        guard let values = try tools.evaluate(script) as? [Double], values.count == 10 else {
            throw Chromium.Failure.protocolError("no ribbon \(name)")
        }
        return Ribbon(name: name, left: values[0], top: values[1], width: values[2], height: values[3],
                      layout: RibbonLayout(rows: Int(values[4]), width: values[5], itemWidth: values[6],
                                           isCyclic: values[7] != 0),
                      number: Int(values[8]), vertical: values[9] != 0)
    }

    /// The ribbon's `data-selected`.
    func selected(_ name: String) throws -> Int {
        let text = try tools.evaluate("webCheck.ribbon(\"\(name)\").dataset.selected") as? String
        guard let text, let row = Int(text) else { throw Chromium.Failure.protocolError("no data-selected on \(name)") }
        return row
    }

    /// Waits until the ribbon rests (`data-phase` idle) and returns its `data-selected`.
    func selectedAtRest(_ name: String, timeout: Double = 15) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        while deadline.timeIntervalSinceNow > 0 {
            let phase = try tools.evaluate("webCheck.ribbon(\"\(name)\").dataset.phase") as? String
            if phase == "idle" { return try selected(name) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Chromium.Failure.timeout("the \(name) ribbon to come to rest")
    }

    func clearLog() throws {
        _ = try tools.evaluate("miniPicker.log.length = 0")
    }

    /// The events the page gave its core since ``clearLog()``, for one ribbon.
    func loggedEvents(ribbonNumber: Int) throws -> [LoggedEvent] {
        guard let entries = try tools.evaluate("miniPicker.log") as? [[Any]] else { return [] }
        return entries.compactMap { entry in
            guard entry.count == 4, (entry[0] as? Int) == ribbonNumber, let kind = entry[1] as? String,
                  let x = (entry[2] as? NSNumber)?.doubleValue, let time = (entry[3] as? NSNumber)?.doubleValue
            else { return nil }
            return LoggedEvent(kind: kind, x: x, time: time)
        }
    }

    enum Pointer { case mouse, pen, touch }

    /// Presses at the ribbon's centre, moves `distance` points along it (to
    /// the right or down; negative: left or up) in `steps` moves `interval`
    /// seconds apart, waits `hold` seconds, and releases where it stopped, or
    /// cancels the touch there when `cancel` is set.
    func drag(_ ribbon: Ribbon, by distance: Double, steps: Int, interval: Double, hold: Double,
              with pointer: Pointer, cancel: Bool = false) throws {
        let x0 = ribbon.centreX, y0 = ribbon.centreY
        func point(_ fraction: Double) -> (x: Double, y: Double) {
            ribbon.vertical ? (x0, y0 + distance * fraction) : (x0 + distance * fraction, y0)
        }
        func send(_ phase: Int, _ at: (x: Double, y: Double)) throws {
            switch pointer {
            case .mouse, .pen:
                let type = ["mousePressed", "mouseMoved", "mouseReleased"][phase]
                try tools.mouse(type, x: at.x, y: at.y, buttons: phase == 2 ? 0 : 1,
                                pointerType: pointer == .pen ? "pen" : "mouse")
            case .touch:
                try tools.touch(["touchStart", "touchMove", cancel ? "touchCancel" : "touchEnd"][phase], x: at.x, y: at.y)
            }
        }
        try send(0, point(0))
        for step in 1...max(steps, 1) {
            Thread.sleep(forTimeInterval: interval)
            try send(1, point(Double(step) / Double(max(steps, 1))))
        }
        if hold > 0 { Thread.sleep(forTimeInterval: hold) }
        try send(2, point(1))
    }

    /// The number of cell elements (`data-row`) inside a ribbon.
    func elementCount(_ name: String) throws -> Int {
        (try tools.evaluate("webCheck.ribbon(\"\(name)\").querySelectorAll('[data-row]').length") as? Int) ?? -1
    }

    func elementBound(_ name: String) throws -> Int {
        (try tools.evaluate("miniPicker.elementBound(\"\(name)\")") as? Int) ?? -1
    }

    /// The ribbon's role and aria-valuetext, and the text of the visible cell that shows the selected row.
    func accessibility(_ name: String) throws -> (role: String, valueText: String, selectedCellText: String) {
        let script = """
            (() => { const r = webCheck.ribbon("\(name)");
              const c = [...r.querySelectorAll('[data-row="' + r.dataset.selected + '"]')].find(e => !e.hidden);
              return [r.getAttribute('role') || '', r.getAttribute('aria-valuetext') || '', c ? c.textContent.trim() : '']; })()
            """
        let values = try tools.evaluate(script) as? [String] ?? ["", "", ""]
        return (values[0], values[1], values[2])
    }
}
