import Foundation

/// A time zone's offsets from UTC over a span of instants: the offset in
/// force before the span, and each change within it, in seconds since 1970.
///
/// The arithmetic of local times lives here, away from Foundation: a local
/// time (seconds since 1970 as if the zone were UTC) occurs once, twice
/// (clocks went back over it) or never (clocks jumped over it). Foundation is
/// asked only for the offsets (``init(timeZone:from:through:)``).
struct OffsetTimeline: Equatable, Sendable {
    /// A stretch of instants with one offset.
    struct Segment: Equatable, Sendable {
        /// The first instant of the stretch (`Int.min` for the first segment).
        let start: Int
        /// The offset from UTC in seconds.
        let offset: Int
    }

    /// The stretches, in order; the first begins before any instant asked about.
    let segments: [Segment]

    /// How far around a local time the offsets are read: no zone's offset
    /// reaches 26 hours, so every instant with that local time lies within.
    static let reach = 36 * 3600

    /// A timeline from its stretches; neighbours with the same offset are merged.
    ///
    /// - Parameter segments: In order of their starts; at least one.
    init(segments: [Segment]) {
        precondition(!segments.isEmpty, "a timeline has at least one segment")
        var merged: [Segment] = []
        for segment in segments where merged.last?.offset != segment.offset {
            merged.append(merged.isEmpty ? Segment(start: .min, offset: segment.offset) : segment)
        }
        self.segments = merged
    }

    /// A time zone's offsets over a span of instants.
    ///
    /// - Parameters:
    ///   - timeZone: The zone.
    ///   - from: The first instant, in seconds since 1970.
    ///   - through: The last instant.
    /// - Complexity: One question to the zone per change of offset in the span.
    init(timeZone: TimeZone, from: Int, through: Int) {
        var segments = [Segment(start: .min, offset: timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(from))))]
        var after = Date(timeIntervalSince1970: Double(from))
        let end = Date(timeIntervalSince1970: Double(through))
        while let change = timeZone.nextDaylightSavingTimeTransition(after: after), change <= end, change > after {
            let start = Int(change.timeIntervalSince1970.rounded(.down))
            segments.append(Segment(start: start, offset: timeZone.secondsFromGMT(for: change)))
            after = change
        }
        self.init(segments: segments)
    }

    /// The offsets around a local time: every instant that has it lies within.
    ///
    /// - Parameters:
    ///   - local: Seconds since 1970 on the zone's clock.
    ///   - timeZone: The zone.
    init(around local: Int, in timeZone: TimeZone) {
        self.init(timeZone: timeZone, from: local - Self.reach, through: local + Self.reach)
    }

    /// The first instant after a segment (`Int.max` for the last).
    func end(of index: Int) -> Int {
        index + 1 < segments.count ? segments[index + 1].start : .max
    }

    /// The local times a segment shows, as a half-open range of local seconds.
    func localRange(of index: Int) -> (lower: Int, upper: Int) {
        let segment = segments[index]
        let lower = segment.start == .min ? Int.min : segment.start + segment.offset
        let end = end(of: index)
        return (lower, end == .max ? Int.max : end + segment.offset)
    }

    /// The offset in force at an instant.
    ///
    /// - Complexity: O(segments).
    func offset(at instant: Int) -> Int {
        segments.last { $0.start <= instant }?.offset ?? segments[0].offset
    }

    /// The segments whose clocks show a local time, in order of the instants:
    /// none (skipped), one, or two (repeated).
    ///
    /// - Complexity: O(segments).
    func occurrences(ofLocal local: Int) -> [Int] {
        segments.indices.filter { index in
            let range = localRange(of: index)
            return range.lower <= local && local < range.upper
        }
    }

    /// The instant a local time stands for, by the package's rules: a time
    /// that occurs once is that instant; a repeated time is its first or
    /// second occurrence, as asked; a skipped time moves on by the gap (it
    /// is read with the offset in force before the jump).
    ///
    /// - Parameters:
    ///   - local: Seconds since 1970 on the zone's clock.
    ///   - occurrence: Which of two occurrences to take.
    /// - Returns: The instant, its offset, and how the local time was found.
    /// - Complexity: O(segments).
    func resolve(local: Int, occurrence: ZonedMoment.Occurrence) -> (instant: Int, offset: Int, resolution: ZonedMoment.Resolution) {
        let found = occurrences(ofLocal: local)
        if found.count > 1 {
            let index = occurrence == .first ? found[0] : found[1]
            return (local - segments[index].offset, segments[index].offset, .repeated(occurrence))
        }
        if let index = found.first {
            return (local - segments[index].offset, segments[index].offset, .exact)
        }
        // A gap: the last segment whose clock stopped before the local time reads it.
        let before = segments.indices.last { localRange(of: $0).upper <= local } ?? 0
        let instant = local - segments[before].offset
        let offset = offset(at: instant)
        return (instant, offset, .skipped(gap: offset - segments[before].offset))
    }
}
