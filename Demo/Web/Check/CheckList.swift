import Foundation

/// Every group of checks, in the order they run, in one browser tab. Each
/// group loads the page as it needs it (viewport, locale, query); a group
/// that stops on an error fails by name and the next one runs.
@MainActor
enum CheckList {
    /// The groups' names, for --only.
    nonisolated static let groups = ["opening", "choosing-desktop", "choosing-phone", "phone", "grid-keys", "popover", "aria",
                         "gestures", "recycling", "ribbons", "preferences", "calendars", "rtl", "locales", "axe", "frames",
                         "dom-nodes", "screenshots", "firefox"]

    /// Runs the checks in `browser` as `options` ask, reporting each to `tally`.
    ///
    /// Throws when the browser session cannot start.
    static func run(browser: Chromium, options: Options, tally: Tally) throws {
        let session = try CheckSession(browser: browser, options: options, tally: tally)
        session.group("opening") { try PageChecks.opening(session) }
        session.group("choosing-desktop") { try ChoosingChecks.run(session, .desktop) }
        session.group("choosing-phone") { try ChoosingChecks.run(session, .phone) }
        session.group("phone") { try PhoneChecks.run(session) }
        session.group("grid-keys") { try GridKeyChecks.run(session) }
        session.group("popover") { try GridKeyChecks.popover(session) }
        session.group("aria") { try AriaChecks.run(session) }
        session.group("gestures") { try GestureChecks.run(session) }
        session.group("recycling") { try RecyclingChecks.twentyFlicks(session) }
        session.group("ribbons") { try RibbonChecks.run(session) }
        session.group("preferences") { try PreferenceChecks.run(session) }
        session.group("calendars") { try CalendarChecks.run(session) }
        session.group("rtl") { try RightToLeftCheck.run(session) }
        session.group("locales") { try LocaleChecks.run(session) }
        session.group("axe") { try AxeChecks.run(session) }
        if options.measure {
            session.group("frames") { try BudgetChecks.frames(session) }
        }
        session.group("dom-nodes") { try BudgetChecks.domNodes(session) }
        if !options.screenshots.isEmpty {
            session.group("screenshots") { try PictureChecks.screenshots(session, to: options.screenshots) }
        }
        if let firefox = options.firefoxPath {
            session.group("firefox") { try PictureChecks.firefox(session, picture: firefox) }
        }
        PageChecks.noScriptErrors(session)
    }
}
