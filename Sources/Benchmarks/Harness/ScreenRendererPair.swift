import TerminalUI

/// Renders two frames alternately: each render is a one-column drag step.
struct ScreenRendererPair {
    let before: ScreenBuffer
    let after: ScreenBuffer
    private var renderer = ScreenRenderer()
    private var output: [UInt8] = []
    private var showingAfter = false

    init(before: ScreenBuffer, after: ScreenBuffer) {
        self.before = before
        self.after = after
        renderer.render(before, appendingTo: &output)
    }

    mutating func step() -> Int {
        showingAfter.toggle()
        output.removeAll(keepingCapacity: true)
        renderer.render(showingAfter ? after : before, appendingTo: &output)
        return output.count
    }
}
