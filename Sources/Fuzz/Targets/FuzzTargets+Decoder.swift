import FuzzSupport
import TerminalUI

extension FuzzTargets {
    /// The input decoder: a byte stream decodes to the same events whatever
    /// reads split it into, and nothing is left pending after the timeouts.
    ///
    /// The first byte seeds the split points; the rest is the stream.
    ///
    /// - Parameter bytes: The fuzzer's input.
    /// - Returns: The invariants that did not hold.
    /// - Complexity: O(n) in the number of bytes.
    public static func decoder(_ bytes: [UInt8]) -> [String] {
        let log = InvariantLog()
        guard !bytes.isEmpty else { return [] }
        var splitter = UInt64(bytes[0]) &* 0x9E37_79B9_7F4A_7C15 | 1
        let stream = Array(bytes.dropFirst())

        var whole = InputDecoder()
        var wholeEvents = whole.feed(stream, at: 0)
        wholeEvents += whole.flushPending(at: 1e9)

        var split = InputDecoder()
        var splitEvents: [InputEvent] = []
        var offset = 0
        while offset < stream.count {
            splitter = splitter &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(splitter >> 60) + 1
            let end = min(offset + length, stream.count)
            splitEvents += split.feed(stream[offset..<end], at: 0)
            offset = end
        }
        splitEvents += split.flushPending(at: 1e9)

        log.check(wholeEvents == splitEvents, "split reads decode differently: \(wholeEvents) vs \(splitEvents)")
        log.check(whole.pendingDeadline == nil && split.pendingDeadline == nil, "something is still pending after the timeout")
        return log.violations
    }
}
