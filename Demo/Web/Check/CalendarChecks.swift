import Foundation

/// Lunisolar calendars: with `?calendar=chinese` (and `dangi`, Korean) the
/// month ribbon shows the calendar's month as the browser's own ICU names
/// it, the grid shows its days, and a range picked there is written in
/// Gregorian ISO days. An unknown calendar falls back to gregory, and the
/// Calendar select reloads the page keeping the other parameters.
@MainActor
enum CalendarChecks {
    static func run(_ session: CheckSession) throws {
        let driver = session.driver
        // Chinese on a phone by touch (the issue's visitor), Korean at 1280×800 by mouse.
        for (calendar, locale, viewport) in [("chinese", "zh-CN", DevTools.Viewport.phone), ("dangi", "ko-KR", .desktop)] {
            let pointer: PageDriver.Pointer = viewport.phone ? .touch : .mouse
            try session.use(viewport)
            try session.open(locale, "calendar=\(calendar)")
            // ICU's names for today in that calendar, as a reference the page does not use.
            let icu = try session.js("""
                (() => { const d = new Date(2026, 10, 28), l = '\(locale)-u-ca-\(calendar)';
                  const f = (o) => new Intl.DateTimeFormat(l, o).formatToParts(d);
                  return [f({ month: 'long' }).find(p => p.type === 'month').value,
                          new Intl.DateTimeFormat('en-US-u-ca-\(calendar)', { month: 'numeric' }).format(d),
                          f({ day: 'numeric' }).find(p => p.type === 'day').value]; })()
                """) as? [String] ?? ["?", "?", "?"]
            let key = try session.text("miniPicker.calendar")
            let month = try driver.accessibility("month")
            let monthValue = try session.text("webCheck.ribbon('month').getAttribute('aria-valuenow')")
            let todayText = try session.text("webCheck.cell('inline', '\(CheckSession.today)')?.textContent.trim() ?? ''")
            let shown = try driver.shownMonth()
            session.report(key == calendar && month.valueText == icu[0] && monthValue == icu[1] && todayText.hasPrefix(icu[2]),
                           "?calendar=\(calendar) in \(locale): the month ribbon and the grid show the \(calendar) calendar",
                           "miniPicker.calendar \(key); month \"\(month.valueText)\" (ICU \"\(icu[0])\"), aria-valuenow \(monthValue) (ICU \(icu[1])); "
                               + "2026-11-28 shows \"\(todayText)\" (ICU day \(icu[2])); the grid: \(shown.label)")
            let before = try session.changes().count
            try driver.choose("2026-11-20", with: pointer)
            try driver.choose("2026-11-25", with: pointer)
            Thread.sleep(forTimeInterval: 0.1)
            let stay = try driver.formValues().stay
            let fired = try session.changes().dropFirst(before).contains { $0 == ["stay", stay] }
            session.report(stay == "2026-11-20/2026-11-25" && fired,
                           "a range picked by \(pointer) at \(viewport) in the \(calendar) calendar is written in Gregorian ISO days",
                           "#stay \"\(stay)\" (expected \"2026-11-20/2026-11-25\"), change fired \(fired)")
            let tapped = try driver.tapCell(of: "minute", offset: 2, with: pointer)
            _ = try driver.selectedAtRest("minute")
            Thread.sleep(forTimeInterval: 0.1)
            let start = try driver.formValues().start, want = try driver.wheelsTime()
            let timeFired = try session.changes().contains { $0 == ["start", start] }
            session.report(tapped != nil && start == want && start != "09:00" && timeFired,
                           "and a start time by \(pointer) beside it",
                           "a tap on minute \"\(tapped ?? "none")\": #start \"\(start)\" (the wheels say \(want)), change fired \(timeFired)")
        }

        try session.use(.desktop)
        try session.open("en-US", "calendar=no-such-calendar")
        let fallback = try session.text("miniPicker.calendar")
        session.report(fallback == "gregory" || fallback == "gregorian", "an unknown calendar falls back to the Gregorian calendar",
                       "miniPicker.calendar \(fallback)")

        try session.open("en-US", "mode=single")
        try session.tools.expectNavigation {
            _ = try session.js("""
                (() => { const s = document.getElementById('calendar'); s.value = 'hebrew';
                  s.dispatchEvent(new Event('change', { bubbles: true })); })()
                """)
        }
        try driver.waitUntilReady()
        let search = try session.text("location.search")
        let now = try session.text("miniPicker.calendar + ' ' + miniPicker.mode + ' ' + document.getElementById('calendar').value")
        session.report(search.contains("calendar=hebrew") && search.contains("mode=single") && search.contains("today=2026-11-28")
                           && now == "hebrew single hebrew",
                       "the Calendar select reloads the page in that calendar, keeping the other parameters",
                       "\(search): calendar, mode, select \(now)")
    }
}
