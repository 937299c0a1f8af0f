import Foundation

/// The person's preferences: with reduced motion a step jumps (the ribbon
/// is idle at once, no glide); in dark mode the page's background differs
/// from light mode's.
@MainActor
enum PreferenceChecks {
    static func run(_ session: CheckSession) throws {
        let driver = session.driver, tools = session.tools
        try session.use(.desktop, reducedMotion: true)
        try session.open()
        let matches = try session.js("matchMedia('(prefers-reduced-motion: reduce)').matches") as? Bool ?? false
        let start = try driver.selectedAtRest("year")
        _ = try session.js("webCheck.focus('[data-picker=\"inline\"] [data-ribbon=\"year\"]')")
        try tools.key(.up)
        let keyState = try session.js("[webCheck.ribbon('year').dataset.phase, Number(webCheck.ribbon('year').dataset.selected)]") as? [Any] ?? []
        let keyPhase = keyState.first as? String ?? "?", keyRow = keyState.count > 1 ? keyState[1] as? Int ?? -1 : -1
        let tapStart = try driver.selectedAtRest("year")
        _ = try session.js("webCheck.record('year')")
        _ = try driver.tapCell(of: "year", offset: 2, with: .mouse)
        Thread.sleep(forTimeInterval: 0.2)
        let frames = try session.js("webCheck.stop()") as? [[Any]] ?? []
        let gliding = frames.filter { $0.first as? String == "settling" }.count
        let tapEnd = try driver.selectedAtRest("year")
        session.report(matches && keyPhase == "idle" && keyRow == start + 1 && gliding == 0 && tapEnd == tapStart + 2,
                       "with reduced motion a key step and a tap jump: the ribbon is idle at once",
                       "prefers-reduced-motion matches \(matches); ↑: phase \(keyPhase) at once, row \(start) -> \(keyRow); "
                           + "a tap two on: row \(tapStart) -> \(tapEnd), \(gliding) frames settling")

        try session.use(.desktop)
        try session.open()
        let light = try session.text("webCheck.background()")
        let lightText = try session.text("getComputedStyle(document.body).color")
        try session.use(.desktop, colorScheme: "dark")
        try session.open()
        let dark = try session.text("webCheck.background()")
        let darkText = try session.text("getComputedStyle(document.body).color")
        try session.use(.desktop)
        session.report(light != dark && lightText != darkText, "dark mode changes the page's colours",
                       "background \(light) in light mode, \(dark) in dark; text \(lightText), \(darkText)")
    }
}
