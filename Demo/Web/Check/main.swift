// web-check: opens the web page (Demo/Web/build OUTDIR, then OUTDIR/index.html)
// in headless Chromium over --remote-debugging-pipe and uses it as a person
// does, with trusted mouse, touch, wheel and key events. Each check prints
// "ok" or "FAIL" and a line of figures; the last line counts them.
//
//   web-check PAGE.html [--screenshot PNG] [--rtl-screenshot PNG] [--measure]
//
// --measure also times a drag frame in the page (event to DOM update) and the
// same step natively (build with -c release for a native figure that means
// something). Exit 0 when every check passed, 1 when one failed, 2 for bad
// arguments.
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

signal(SIGPIPE, SIG_IGN)

/// Prints a line at once, also into a pipe.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

var pagePath: String?
var screenshotPath: String?
var rtlScreenshotPath: String?
var measure = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--screenshot": screenshotPath = arguments.popFirst()
    case "--rtl-screenshot": rtlScreenshotPath = arguments.popFirst()
    case "--measure": measure = true
    default:
        if pagePath == nil && !argument.hasPrefix("-") { pagePath = argument } else { pagePath = nil; arguments = [] }
    }
}
guard let pagePath, FileManager.default.fileExists(atPath: pagePath) else {
    FileHandle.standardError.write(Data("usage: web-check PAGE.html [--screenshot PNG] [--rtl-screenshot PNG] [--measure]\n".utf8))
    exit(2)
}
let pageURL = URL(fileURLWithPath: pagePath).standardizedFileURL.absoluteString

var passed = 0, failed = 0
@MainActor
func report(_ ok: Bool, _ name: String, _ detail: String) {
    say("\(ok ? "ok  " : "FAIL") \(name): \(detail)")
    if ok { passed += 1 } else { failed += 1 }
}

let started = Date()
let browser: Chromium
do {
    browser = try Chromium()
} catch {
    say("FAIL start chromium: \(error)")
    say("0 passed, 1 failed")
    exit(1)
}
defer { browser.stop() }

@MainActor
func run() throws {
    let tools = DevTools(browser: browser)
    try tools.openPage(width: 1100, height: 880)
    let driver = PageDriver(tools: tools)
    let version = (try? tools.command("Browser.getVersion"))?["product"] as? String ?? "?"
    say("--   \(version), page \(pagePath)")

    // MARK: Opening

    try tools.navigate(to: pageURL + "?locale=en-US")
    try driver.waitUntilReady()
    let size = (try? FileManager.default.attributesOfItem(atPath: pagePath)[.size] as? Int) ?? 0
    let elsewhere = tools.requests.filter { $0 != pageURL + "?locale=en-US" }
    report(elsewhere.isEmpty && size <= 400 * 1024, "the page opens from file:// and loads nothing else",
           "\(size) bytes, \(tools.requests.count) request(s)" + (elsewhere.isEmpty ? "" : ": \(elsewhere)"))
    let ribbonNames = try tools.evaluate("[...document.querySelectorAll('[data-ribbon]')].map(e => e.dataset.ribbon).join(' ')")
    report(ribbonNames as? String == "month year hour", "the page shows the month, year and hour ribbons",
           "data-ribbon: \(ribbonNames ?? "none")")

    let year = try driver.ribbon("year")
    let cell = year.layout.itemWidth

    /// A gesture on a ribbon: the row it settles on in the page, and natively with the same events.
    func gesture(_ ribbon: PageDriver.Ribbon, number: Int, decelerationRate: Double = 0.998,
                 _ perform: () throws -> Void) throws -> (start: Int, page: Int, native: Int, events: Int) {
        let start = try driver.selectedAtRest(ribbon.name)
        try driver.clearLog()
        try perform()
        let end = try driver.selectedAtRest(ribbon.name)
        let events = try driver.loggedEvents(ribbonNumber: number)
        let native = NativeReplay.settledRow(after: events, layout: ribbon.layout, from: start,
                                             decelerationRate: decelerationRate)
        return (start, end, native, events.count)
    }

    // MARK: Drags, flicks, touch

    let slow = try gesture(year, number: 1) {
        try driver.drag(year, by: -3 * cell, steps: 45, interval: 0.016, hold: 0.25, with: .mouse)
    }
    report(slow.page == slow.start + 3, "a slow mouse drag of three cells settles three cells on",
           "year row \(slow.start) -> \(slow.page) (\(slow.events) events)")
    report(slow.native == slow.page, "the native core given the same event times settles on the same row",
           "slow drag: page \(slow.page), native \(slow.native)")

    let flick = try gesture(year, number: 1) {
        try driver.drag(year, by: -cell, steps: 3, interval: 0.016, hold: 0, with: .mouse)
    }
    report(flick.page - flick.start >= 2, "a one-cell mouse flick carries on past the finger (momentum)",
           "year row \(flick.start) -> \(flick.page): \(flick.page - flick.start) cells for a one-cell flick")
    report(flick.native == flick.page, "the native core agrees on the flick", "page \(flick.page), native \(flick.native)")

    let touch = try gesture(year, number: 1) {
        try driver.drag(year, by: 3 * cell, steps: 45, interval: 0.016, hold: 0.25, with: .touch)
    }
    report(touch.page == touch.start - 3, "a slow touch drag of three cells settles three cells on",
           "year row \(touch.start) -> \(touch.page) (\(touch.events) events)")
    let touchFlick = try gesture(year, number: 1) {
        try driver.drag(year, by: cell, steps: 3, interval: 0.016, hold: 0, with: .touch)
    }
    report(touchFlick.start - touchFlick.page >= 2, "a one-cell touch flick carries on past the finger",
           "year row \(touchFlick.start) -> \(touchFlick.page)")
    report(touch.native == touch.page && touchFlick.native == touchFlick.page,
           "the native core agrees on the touch drag and flick",
           "page \(touch.page) and \(touchFlick.page), native \(touch.native) and \(touchFlick.native)")

    let pen = try gesture(year, number: 1) {
        try driver.drag(year, by: -2 * cell, steps: 30, interval: 0.016, hold: 0.25, with: .pen)
    }
    let penType = try tools.evaluate("miniPicker.lastPointerType") as? String ?? "?"
    report(pen.page == pen.start + 2 && pen.native == pen.page && penType == "pen",
           "a slow pen drag of two cells settles two cells on, as natively",
           "year row \(pen.start) -> \(pen.page) (native \(pen.native)), pointerType \(penType)")

    // MARK: Twenty flicks: elements bounded

    let heapBefore = try tools.evaluate("miniPicker.heapBytes()") as? Int ?? -1
    var labelled = 0
    for (name, flicks) in [("year", 20), ("hour", 20)] {
        let ribbon = try driver.ribbon(name)
        let labelledBefore = try tools.evaluate("miniPicker.labelled(\"\(name)\")") as? Int ?? 0
        for index in 0..<flicks {
            // The year ribbon goes ten flicks forward and ten back; the hour ribbon wraps.
            let direction: Double = name == "year" && index >= flicks / 2 ? 1 : -1
            try driver.drag(ribbon, by: direction * ribbon.layout.itemWidth, steps: 3, interval: 0.016, hold: 0,
                            with: .mouse)
            Thread.sleep(forTimeInterval: 0.4)
        }
        let final = try driver.selectedAtRest(name)
        labelled += (try tools.evaluate("miniPicker.labelled(\"\(name)\")") as? Int ?? 0) - labelledBefore
        let count = try driver.elementCount(name), bound = try driver.elementBound(name)
        report(count <= bound && count > 0, "the \(name) ribbon's elements stay bounded after twenty flicks",
               "\(count) cell elements, bound \(bound), rests on row \(final)")
    }
    let heapAfter = try tools.evaluate("miniPicker.heapBytes()") as? Int ?? -1
    report(labelled > 100 && heapAfter >= 0 && heapAfter <= heapBefore + 4096,
           "the flicks showed many rows in few elements, and the wasm heap did not grow",
           "\(labelled) cells labelled in 40 flicks; heap in use \(heapBefore) -> \(heapAfter) bytes")

    // MARK: Keys, wheel, accessibility

    let keyStart = try driver.selectedAtRest("year")
    try driver.drag(year, by: 0, steps: 1, interval: 0.01, hold: 0, with: .mouse)   // a tap in the middle: focus
    for (key, code) in [("ArrowRight", 39), ("ArrowRight", 39), ("ArrowDown", 40)] {
        try tools.key(key, code: code)
    }
    let keyEnd = try driver.selectedAtRest("year")
    report(keyEnd == keyStart + 1, "the arrow keys step the focused ribbon",
           "right, right, down: year row \(keyStart) -> \(keyEnd)")
    let hour = try driver.ribbon("hour")
    let wheelStart = try driver.selectedAtRest("hour")
    try tools.wheel(x: hour.centreX, y: hour.centreY, deltaY: 100)
    let wheelEnd = try driver.selectedAtRest("hour")
    report(wheelEnd == (wheelStart + 1) % hour.layout.rows, "a wheel notch steps the ribbon under the pointer",
           "hour row \(wheelStart) -> \(wheelEnd)")
    var spoken: [String] = []
    var accessible = true
    for name in ["month", "year", "hour"] {
        let (role, text, cellText) = try driver.accessibility(name)
        accessible = accessible && role == "spinbutton" && !text.isEmpty && text == cellText
        spoken.append("\(name) \"\(text)\"")
    }
    let focusable = try tools.evaluate("[...document.querySelectorAll('[data-ribbon]')].every(e => e.tabIndex === 0)") as? Bool
    report(accessible && focusable == true, "each ribbon is a focusable spinbutton whose aria-valuetext is its selected cell",
           spoken.joined(separator: ", "))

    // MARK: The physics panel

    func setSlider(_ id: String, _ value: Double) throws {
        _ = try tools.evaluate("(() => { const s = document.getElementById('\(id)'); s.value = '\(value)'; s.dispatchEvent(new Event('input')); })()")
    }
    try setSlider("deceleration", 0.99)
    let heavy = try gesture(year, number: 1, decelerationRate: 0.99) {
        try driver.drag(year, by: -cell, steps: 3, interval: 0.016, hold: 0, with: .mouse)
    }
    try setSlider("deceleration", 0.998)
    report(heavy.page - heavy.start < flick.page - flick.start && heavy.native == heavy.page,
           "the deceleration slider changes the core's physics live",
           "a one-cell flick goes \(heavy.page - heavy.start) cells at 0.99/ms, \(flick.page - flick.start) at 0.998/ms")

    if let screenshotPath {
        try tools.navigate(to: pageURL + "?locale=en-US")
        try driver.waitUntilReady()
        try tools.screenshot().write(to: URL(fileURLWithPath: screenshotPath))
        say("--   screenshot \(screenshotPath)")
    }

    // MARK: Right to left

    try tools.navigate(to: pageURL + "?locale=ar-EG")
    try driver.waitUntilReady()
    let direction = try tools.evaluate("document.documentElement.dir") as? String
    let rtlYear = try driver.ribbon("year")
    let rtl = try gesture(rtlYear, number: 1) {
        try driver.drag(rtlYear, by: -3 * rtlYear.layout.itemWidth, steps: 45, interval: 0.016, hold: 0.25, with: .mouse)
    }
    let (_, rtlText, _) = try driver.accessibility("month")
    report(direction == "rtl" && rtl.page == rtl.start - 3 && rtl.native == rtl.page,
           "in Arabic the page runs right to left: a drag to the left goes back three cells",
           "dir \(direction ?? "?"), month \"\(rtlText)\", year row \(rtl.start) -> \(rtl.page) (native \(rtl.native))")
    if let rtlScreenshotPath {
        try tools.screenshot().write(to: URL(fileURLWithPath: rtlScreenshotPath))
        say("--   screenshot \(rtlScreenshotPath)")
    }

    // MARK: Frame cost

    if measure {
        try tools.navigate(to: pageURL + "?locale=en-US")
        try driver.waitUntilReady()
        let row = try driver.selectedAtRest("year")
        guard let figures = try tools.evaluate("miniPicker.measureDragFrames(10000, 1000)") as? [String: Any] else {
            throw Chromium.Failure.protocolError("no frame figures")
        }
        let batch = (figures["batchMedianMicroseconds"] as? NSNumber)?.doubleValue ?? -1
        let minimum = (figures["batchMinimumMicroseconds"] as? NSNumber)?.doubleValue ?? -1
        let resolution = (figures["resolutionMicroseconds"] as? NSNumber)?.doubleValue ?? -1
        let each = (figures["batchesMicroseconds"] as? [NSNumber] ?? []).map { String(format: "%.2f", $0.doubleValue) }
        let native = NativeReplay.dragFrameMicroseconds(layout: year.layout, row: row)
        #if DEBUG
        let build = "a debug build: build with -c release for a native figure"
        #else
        let build = "release build"
        #endif
        say(String(format: "--   drag frame, event to DOM update, 10^4 frames in 10 batches of 1000: browser median %.2f µs, least %.2f µs (performance.now() steps %.0f µs; batches %@)", batch, minimum, resolution, each.joined(separator: " ")))
        say(String(format: "--   the same step natively (the move, placing the visible cells): median %.3f µs, least %.3f µs, %@", native.median, native.minimum, build))
    }

    tools.drainEvents(for: 0.3)
    report(tools.scriptErrors.isEmpty, "no script error was logged",
           tools.scriptErrors.isEmpty ? "none in \(tools.requests.count) page loads" : tools.scriptErrors.joined(separator: " | "))
}

do {
    try run()
} catch {
    report(false, "the browser session", "\(error)")
}
say(String(format: "--   %.0f s", Date().timeIntervalSince(started)))
say("\(passed) passed, \(failed) failed")
browser.stop()
exit(failed == 0 ? 0 : 1)
