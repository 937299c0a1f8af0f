import Foundation

/// The ribbons' own behaviour: keys and a wheel notch step them; a tap on a
/// cell two away glides there; a wheel delta of any size is handled at once
/// and lands on the end; a cancelled touch glides back; a physics slider
/// moved during a flick leaves the flick going.
@MainActor
enum RibbonChecks {
    static func run(_ session: CheckSession) throws {
        let driver = session.driver, tools = session.tools
        try session.use(.desktop)
        try session.open("en-US", "clock=24")

        let yearStart = try driver.selectedAtRest("year")
        _ = try session.js("webCheck.focus('[data-picker=\"inline\"] [data-ribbon=\"year\"]')")
        for key in [DevTools.Key.right, .right, .down] { try tools.key(key) }
        let yearEnd = try driver.selectedAtRest("year")
        session.report(yearEnd == yearStart + 1, "the arrow keys step the focused ribbon",
                       "→ → ↓: year row \(yearStart) -> \(yearEnd)")

        let minute = try driver.ribbon("minute")
        _ = try session.js("webCheck.focus('[data-picker=\"inline\"] [data-ribbon=\"minute\"]')")
        var seen: [Int] = [try driver.selectedAtRest("minute")]
        for key in [DevTools.Key.pageUp, .pageDown, .pageDown, .home, .end] {
            try tools.key(key)
            seen.append(try driver.selectedAtRest("minute"))
        }
        let rows = minute.layout.rows, m = seen[0]
        let want = [m, (m + 5) % rows, m, (m - 5 + rows) % rows, 0, rows - 1]
        session.report(seen == want, "PageUp/PageDown step a wheel by 5, Home/End go to its first and last row",
                       "minute rows \(seen.map(String.init).joined(separator: " ")) (expected \(want.map(String.init).joined(separator: " ")))")

        // The wheel steps a wheel that has the focus; over another it scrolls the page (as a number input's does).
        let hour = try driver.ribbon("hour")
        let idleStart = try driver.selectedAtRest("hour")
        try tools.wheel(x: hour.centreX, y: hour.centreY, deltaY: 100)
        let idleEnd = try driver.selectedAtRest("hour")
        // That wheel scrolled the page, smoothly: wait until it stands still for five frames.
        _ = try session.js("""
            new Promise((done) => { let last = -1, still = 0; const look = () => {
              still = scrollY === last ? still + 1 : 0; last = scrollY;
              if (still >= 5) done(scrollY); else requestAnimationFrame(look); }; look(); })
            """)
        _ = try session.js("webCheck.focus('[data-picker=\"inline\"] [data-ribbon=\"hour\"]')")
        let focusedHour = try driver.ribbon("hour")     // focusing may have scrolled the page
        let wheelStart = try driver.selectedAtRest("hour")
        try tools.wheel(x: focusedHour.centreX, y: focusedHour.centreY, deltaY: 100)
        let wheelEnd = try driver.selectedAtRest("hour")
        session.report(idleEnd == idleStart && wheelEnd == (wheelStart + 1) % hour.layout.rows,
                       "a wheel notch steps the focused wheel under the pointer, and leaves an unfocused one to the page",
                       "unfocused: hour row \(idleStart) -> \(idleEnd); focused: \(wheelStart) -> \(wheelEnd)")

        // A tap on the cell two rows on glides there (settling for frames), not a step of one row.
        for name in ["year", "minute"] {
            let start = try driver.selectedAtRest(name)
            _ = try session.js("webCheck.record('\(name)')")
            let tapped = try driver.tapCell(of: name, offset: 2, with: .mouse)
            let end = try driver.selectedAtRest(name)
            let frames = try session.js("webCheck.stop()") as? [[Any]] ?? []
            let gliding = frames.filter { $0.first as? String == "settling" }.count
            let rowCount = try driver.ribbon(name).layout.rows
            session.report(tapped != nil && end == (start + 2) % rowCount && gliding >= 3,
                           "a tap on the \(name) cell two rows on glides to it",
                           "tapped \"\(tapped ?? "none")\": row \(start) -> \(end), \(gliding) frames settling")
        }

        // Huge wheel deltas: handled at once (the page's wheel handlers, timed in the page between a
        // capturing and a bubbling listener on the window), landing on the last (or first) row.
        let year = try driver.ribbon("year")
        _ = try session.js("""
            webCheck.wheels = []; addEventListener('wheel', (e) => webCheck.wheelStart = performance.now(), { capture: true, passive: true });
            addEventListener('wheel', (e) => webCheck.wheels.push([e.deltaY, performance.now() - webCheck.wheelStart]), { passive: true })
            """)
        _ = try session.js("webCheck.focus('[data-picker=\"inline\"] [data-ribbon=\"year\"]')")
        for delta in [1e8, 1e12, -1e12] {
            try tools.key(delta > 0 ? .home : .end)      // from the other end, so that landing means something
            _ = try driver.selectedAtRest("year", timeout: 30)
            let started = Date()
            try tools.wheel(x: year.centreX, y: year.centreY, deltaY: delta)
            _ = try session.js("0")
            let answered = Date().timeIntervalSince(started) * 1000
            let end = try driver.selectedAtRest("year", timeout: 30)
            let rested = Date().timeIntervalSince(started) * 1000
            let seen = try session.js("webCheck.wheels.at(-1) ?? [NaN, NaN]") as? [NSNumber] ?? []
            let handled = seen.count == 2 ? seen[1].doubleValue : .nan
            let target = delta > 0 ? year.layout.rows - 1 : 0
            session.report(handled <= 100 && answered <= 1000 && end == target,
                           "a wheel delta of \(String(format: "%.0e", delta)) over the year ribbon is handled at once and lands on its \(delta > 0 ? "last" : "first") row",
                           String(format: "the page's handler took %.1f ms (at most 100; the page answered the next command after %.0f ms), at rest after %.0f ms on row %d of %d (deltaY seen %.3g)",
                                  handled, answered, rested, end, year.layout.rows, seen.first?.doubleValue ?? .nan))
        }

        // A cancelled touch glides back to where it began.
        try session.open("en-US")
        let ribbon = try driver.ribbon("year")
        let before = try driver.selectedAtRest("year")
        _ = try session.js("webCheck.record('year')")
        try driver.drag(ribbon, by: -0.4 * ribbon.layout.itemWidth, steps: 8, interval: 0.016, hold: 0.05, with: .touch,
                        cancel: true)
        let phase = try session.text("webCheck.ribbon('year').dataset.phase")
        let after = try driver.selectedAtRest("year")
        let frames = try session.js("webCheck.stop()") as? [[Any]] ?? []
        let cancelIndex = try session.js("miniPicker.log.findLastIndex(e => e[1] === 'cancel')") as? Int ?? -1
        let settling = frames.reversed().prefix { $0.first as? String != "tracking" }.filter { $0.first as? String == "settling" }.count
        session.report(phase == "settling" && settling >= 3 && after == before && cancelIndex >= 0,
                       "a cancelled touch glides back to its row",
                       "after touchCancel: phase \(phase), \(settling) frames settling, row \(before) -> \(after), cancel logged \(cancelIndex >= 0)")

        // A physics slider moved during a flick: the flick goes on.
        try session.open("en-US")
        let flicked = try driver.ribbon("year")
        _ = try driver.selectedAtRest("year")
        try driver.drag(flicked, by: -flicked.layout.itemWidth, steps: 3, interval: 0.016, hold: 0, with: .mouse)
        Thread.sleep(forTimeInterval: 0.08)
        let moving = try session.js("""
            (() => { const r = webCheck.ribbon('year'), before = [r.dataset.phase, Number(r.dataset.selected)];
              const s = document.getElementById('spring'); s.value = String(Number(s.value) * 1.5); s.dispatchEvent(new Event('input', { bubbles: true }));
              return [...before, r.dataset.phase]; })()
            """) as? [Any] ?? []
        Thread.sleep(forTimeInterval: 0.05)
        let stillPhase = try session.text("webCheck.ribbon('year').dataset.phase")
        let atSlider = (moving.count == 3 ? moving[1] as? Int : nil) ?? -1
        let landed = try driver.selectedAtRest("year")
        session.report(moving.count == 3 && moving[0] as? String == "settling" && stillPhase == "settling" && landed > atSlider,
                       "moving a physics slider during a flick keeps the ribbon moving",
                       "phase before the slider \(moving.first ?? "?"), right after \(moving.last ?? "?"), 50 ms later \(stillPhase); "
                           + "row \(atSlider) at the slider, rests on \(landed)")
    }
}
