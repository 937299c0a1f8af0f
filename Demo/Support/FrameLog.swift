/// The frames a scriptable command prints, each after a line naming the
/// event or key that made it: `# right`. A frame identical to the one before
/// prints as that line followed by `(unchanged)`.
struct FrameLog {
    private var blocks: [String] = []
    private var last: String?

    /// Adds a frame.
    ///
    /// - Parameters:
    ///   - frame: The frame's lines, joined.
    ///   - event: What made it, such as `start`, `press 12@0` or `type:abc`.
    mutating func append(_ frame: String, after event: String) {
        blocks.append(frame == last ? "# \(event) (unchanged)" : "# \(event)\n\(frame)")
        last = frame
    }

    /// The frames, separated by blank lines, without a final line break.
    var text: String { blocks.joined(separator: "\n\n") }
}
