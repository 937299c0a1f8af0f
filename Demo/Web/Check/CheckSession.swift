import Foundation

/// The page the checks share: one browser tab with a ``PageDriver`` on it,
/// the ``Tally`` they report to, and a gesture run both in the page and
/// natively.
@MainActor
final class CheckSession {
    let tools: DevTools
    let driver: PageDriver
    let tally: Tally
    /// The page's file path, as given.
    let pagePath: String
    /// The page's file:// URL, without a query.
    let pageURL: String

    /// What one gesture on a ribbon did: the row it started on, the row the
    /// page settled on, the row the native core settled on given the same
    /// events, and how many events the page logged.
    struct Gesture {
        var start: Int
        var page: Int
        var native: Int
        var events: Int
    }

    /// Opens a tab of 1100 × 880 points in `browser`; no page is loaded yet.
    init(browser: Chromium, pagePath: String, tally: Tally) throws {
        let tools = DevTools(browser: browser)
        try tools.openPage(width: 1100, height: 880)
        self.tools = tools
        driver = PageDriver(tools: tools)
        self.tally = tally
        self.pagePath = pagePath
        pageURL = URL(fileURLWithPath: pagePath).standardizedFileURL.absoluteString
    }

    /// Reports one check to the tally.
    func report(_ ok: Bool, _ name: String, _ detail: String) {
        tally.report(ok, name, detail)
    }

    /// Loads the page in `locale` (`?locale=en-US`) and waits until it is ready.
    func open(locale: String) throws {
        try tools.navigate(to: pageURL + "?locale=\(locale)")
        try driver.waitUntilReady()
    }

    /// Writes a screenshot of the page as it is now to `path`, and says so.
    func screenshot(to path: String) throws {
        try tools.screenshot().write(to: URL(fileURLWithPath: path))
        say("--   screenshot \(path)")
    }

    /// A gesture on a ribbon: the row it settles on in the page, and natively with the same events.
    func gesture(_ ribbon: PageDriver.Ribbon, number: Int, decelerationRate: Double = 0.998,
                 _ perform: () throws -> Void) throws -> Gesture {
        let start = try driver.selectedAtRest(ribbon.name)
        try driver.clearLog()
        try perform()
        let end = try driver.selectedAtRest(ribbon.name)
        let events = try driver.loggedEvents(ribbonNumber: number)
        let native = NativeReplay.settledRow(after: events, layout: ribbon.layout, from: start,
                                             decelerationRate: decelerationRate)
        return Gesture(start: start, page: end, native: native, events: events.count)
    }
}
