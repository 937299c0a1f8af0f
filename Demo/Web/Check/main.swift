// web-check: opens the web page (Demo/Web/build OUTDIR, then OUTDIR/index.html)
// in headless Chromium over --remote-debugging-pipe and uses it as a person
// does, with trusted mouse, touch, wheel and key events, at 1280×800 and on a
// 390×844 phone with touch, in light and dark, with reduced motion, in
// Arabic and in the Chinese and Korean calendars, against the page's
// contract (notes/web-contract.md; CheckList.swift lists the groups). Each
// check prints "ok" or "FAIL" and a line of figures; the last line counts them.
//
//   web-check PAGE.html [--measure] [--axe AXE.JS] [--screenshots DIR] [--firefox PNG] [--only GROUP,...]
//                       [--screenshot PNG] [--rtl-screenshot PNG]
//
// --measure checks the frame budgets (a drag frame ≤ 10 µs median, a flick at
//   60 fps) and times the same drag step natively (build with -c release for a
//   native figure that means something).
// --axe runs axe-core's script (axe.min.js) on the page: 0 violations.
// --screenshots writes desktop.png, phone.png, dark.png and rtl.png to DIR;
//   --screenshot and --rtl-screenshot (the old options) write one of them to PNG.
// --firefox compares Firefox's picture of ?today=2026-11-28 at 1280×900 with Chromium's.
// --only runs the groups whose names start with one of the words given.
// Exit 0 when every check passed, 1 when one failed, 2 for bad arguments.
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

signal(SIGPIPE, SIG_IGN)

guard let options = Options(arguments: CommandLine.arguments.dropFirst()) else {
    FileHandle.standardError.write(Data((Options.usage + "\n").utf8))
    exit(2)
}

let tally = Tally()
let started = Date()
let browser: Chromium
do {
    browser = try Chromium()
} catch {
    tally.report(false, "start chromium", "\(error)")
    say(tally.summary)
    exit(1)
}

do {
    try CheckList.run(browser: browser, options: options, tally: tally)
} catch {
    tally.report(false, "the browser session", "\(error)")
}
say(String(format: "--   %.0f s", Date().timeIntervalSince(started)))
say(tally.summary)
browser.stop()
exit(tally.failed == 0 ? 0 : 1)
