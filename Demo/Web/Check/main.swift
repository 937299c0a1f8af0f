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
defer { browser.stop() }

do {
    try CheckList.run(browser: browser, options: options, tally: tally)
} catch {
    tally.report(false, "the browser session", "\(error)")
}
say(String(format: "--   %.0f s", Date().timeIntervalSince(started)))
say(tally.summary)
browser.stop()
exit(tally.failed == 0 ? 0 : 1)
