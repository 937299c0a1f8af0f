import Foundation

/// What a drag frame costs: in the page, from the event to the DOM update,
/// and the same step natively (build with -c release for a native figure
/// that means something). Prints figures; checks nothing.
@MainActor
enum FrameCost {
    /// Reloads the page in English, has it time 10^4 drag frames in 10
    /// batches of 1000, times the same step natively on a ribbon of `layout`,
    /// and prints both.
    static func measure(_ session: CheckSession, layout: RibbonLayout) throws {
        try session.open(locale: "en-US")
        let row = try session.driver.selectedAtRest("year")
        guard let figures = try session.tools.evaluate("miniPicker.measureDragFrames(10000, 1000)") as? [String: Any] else {
            throw Chromium.Failure.protocolError("no frame figures")
        }
        let batch = (figures["batchMedianMicroseconds"] as? NSNumber)?.doubleValue ?? -1
        let minimum = (figures["batchMinimumMicroseconds"] as? NSNumber)?.doubleValue ?? -1
        let resolution = (figures["resolutionMicroseconds"] as? NSNumber)?.doubleValue ?? -1
        let each = (figures["batchesMicroseconds"] as? [NSNumber] ?? []).map { String(format: "%.2f", $0.doubleValue) }
        let native = NativeReplay.dragFrameMicroseconds(layout: layout, row: row)
        #if DEBUG
        let build = "a debug build: build with -c release for a native figure"
        #else
        let build = "release build"
        #endif
        say(String(format: "--   drag frame, event to DOM update, 10^4 frames in 10 batches of 1000: browser median %.2f µs, least %.2f µs (performance.now() steps %.0f µs; batches %@)", batch, minimum, resolution, each.joined(separator: " ")))
        say(String(format: "--   the same step natively (the move, placing the visible cells): median %.3f µs, least %.3f µs, %@", native.median, native.minimum, build))
    }
}
