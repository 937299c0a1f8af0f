import Foundation

/// The page the checks share: one browser tab with a ``PageDriver`` on it,
/// the ``Tally`` they report to, the viewport and preferences it is in, and a
/// gesture run both in the page and natively.
@MainActor
final class CheckSession {
    let tools: DevTools
    let driver: PageDriver
    let tally: Tally
    let options: Options
    /// The page's file path, as given.
    let pagePath: String
    /// The page's file:// URL, without a query.
    let pageURL: String
    /// The day the checks make today (`?today=`): a Saturday.
    static let today = "2026-11-28"
    /// The viewport the tab is in now.
    private(set) var viewport = DevTools.Viewport.desktop

    /// What one gesture on a ribbon did: the row it started on, the row the
    /// page settled on, the row the native core settled on given the same
    /// events, and how many events the page logged.
    struct Gesture {
        var start: Int
        var page: Int
        var native: Int
        var events: Int
    }

    /// Opens a tab of 1280 × 800 points in `browser` with web-check's helpers
    /// in every page; no page is loaded yet.
    init(browser: Chromium, options: Options, tally: Tally) throws {
        let tools = DevTools(browser: browser)
        try tools.openPage(width: 1280, height: 800)
        try tools.addScriptToEveryPage(PageScripts.helpers)
        self.tools = tools
        driver = PageDriver(tools: tools)
        self.tally = tally
        self.options = options
        pagePath = options.pagePath
        pageURL = URL(fileURLWithPath: pagePath).standardizedFileURL.absoluteString
    }

    /// Reports one check to the tally.
    func report(_ ok: Bool, _ name: String, _ detail: String) {
        tally.report(ok, name, detail)
    }

    /// Reports a check that could not be made (the page threw or lacks what the contract names).
    func report(_ name: String, failedWith error: Error) {
        tally.report(false, name, "\(error)")
    }

    /// Runs a group of checks; an error in it fails it by name and the next group runs.
    func group(_ name: String, _ body: () throws -> Void) {
        guard options.runs(name) else { return }
        say("--   \(name)")
        do {
            try body()
        } catch {
            report("\(name) (the checks stopped)", failedWith: error)
        }
    }

    /// Loads the page with `?locale=…&today=2026-11-28` and more `query`, and
    /// waits until it is ready.
    func open(_ locale: String = "en-US", _ query: String = "") throws {
        try tools.navigate(to: pageURL + "?locale=\(locale)&today=\(CheckSession.today)" + (query.isEmpty ? "" : "&" + query))
        try driver.waitUntilReady()
    }

    /// Puts the tab in `viewport`, and the person's preferences as given.
    func use(_ viewport: DevTools.Viewport, colorScheme: String? = nil, reducedMotion: Bool = false) throws {
        try tools.setViewport(viewport)
        try tools.setPreferences(colorScheme: colorScheme, reducedMotion: reducedMotion)
        self.viewport = viewport
    }

    /// Evaluates a script in the page.
    @discardableResult
    func js(_ expression: String) throws -> Any? {
        try tools.evaluate(expression)
    }

    /// A script's value as a string ("" when it is none).
    func text(_ expression: String) throws -> String {
        let value = try tools.evaluate(expression)
        if let string = value as? String { return string }
        return value.map { "\($0)" } ?? ""
    }

    /// Writes a screenshot of the page as it is now to `path`, and says so.
    func screenshot(to path: String) throws {
        try tools.screenshot().write(to: URL(fileURLWithPath: path))
        say("--   screenshot \(path) (\(viewport))")
    }

    /// The `change` events that bubbled to the document since the page loaded: [input id, value].
    func changes() throws -> [[String]] {
        (try js("webCheck.changes") as? [[String]]) ?? []
    }

    /// A gesture on a ribbon: the row it settles on in the page, and natively with the same events.
    func gesture(_ ribbon: PageDriver.Ribbon, decelerationRate: Double = 0.998,
                 _ perform: () throws -> Void) throws -> Gesture {
        let start = try driver.selectedAtRest(ribbon.name)
        try driver.clearLog()
        try perform()
        let end = try driver.selectedAtRest(ribbon.name)
        let events = try driver.loggedEvents(ribbonNumber: ribbon.number)
        let native = NativeReplay.settledRow(after: events, layout: ribbon.layout, from: start,
                                             decelerationRate: decelerationRate)
        return Gesture(start: start, page: end, native: native, events: events.count)
    }
}
