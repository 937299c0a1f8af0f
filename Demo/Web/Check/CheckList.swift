import Foundation

/// Every check, in the order it runs, in one browser tab. The order matters:
/// each check starts from the rows the one before left, and the page is
/// reloaded only for a screenshot, for right to left and for the frame cost.
@MainActor
enum CheckList {
    /// Runs the checks in `browser` as `options` ask, reporting each to `tally`.
    ///
    /// Throws when the browser session fails; the checks after it do not run.
    static func run(browser: Chromium, options: Options, tally: Tally) throws {
        let session = try CheckSession(browser: browser, pagePath: options.pagePath, tally: tally)
        try PageChecks.opening(session)
        let year = try session.driver.ribbon("year")
        let flick = try GestureChecks.dragsAndFlicks(session, year: year)
        try RecyclingChecks.twentyFlicks(session)
        try AccessibilityChecks.keysWheelAndRoles(session, year: year)
        try GestureChecks.decelerationSlider(session, year: year, flick: flick)
        if let screenshotPath = options.screenshotPath {
            try session.open(locale: "en-US")
            try session.screenshot(to: screenshotPath)
        }
        try RightToLeftCheck.run(session, screenshotPath: options.rtlScreenshotPath)
        if options.measure {
            try FrameCost.measure(session, layout: year.layout)
        }
        PageChecks.noScriptErrors(session)
    }
}
