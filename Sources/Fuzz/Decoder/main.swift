import FuzzSupport
import TerminalUI

let target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt = { data, size in
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard !bytes.isEmpty else { return 0 }
    // The first byte seeds the split points; the rest is the stream.
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

    check(wholeEvents == splitEvents, "split reads decode differently: \(wholeEvents) vs \(splitEvents)")
    check(whole.pendingDeadline == nil && split.pendingDeadline == nil, "something is still pending after the timeout")
    return 0
}

exitProcess(runFuzzTarget(target))
