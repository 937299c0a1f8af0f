import Foundation

/// Pictures written into a package's folders, or checked against what is there.
package enum PictureFiles {
    /// What became of a picture.
    package enum Outcome: Hashable, Sendable {
        /// Its file was written.
        case written
        /// Its file already held it.
        case unchanged
        /// Its file differs from it (when checking).
        case stale
    }

    /// What writing or checking found, picture by picture in order.
    package struct Report: Hashable, Sendable {
        /// Each picture's path and what became of it.
        package var outcomes: [Entry] = []
        /// The paths whose file differs (when checking).
        package var stale: [String] { outcomes.filter { $0.outcome == .stale }.map(\.path) }

        /// A picture's path and what became of it.
        package struct Entry: Hashable, Sendable {
            /// The path under the root.
            package var path: String
            /// What became of it.
            package var outcome: Outcome
        }
    }

    /// Writes pictures under a folder, or checks them without writing.
    ///
    /// - Parameters:
    ///   - pictures: Each picture's path under the root and its SVG text.
    ///   - root: The folder.
    ///   - check: Whether to write nothing and report the files that differ.
    /// - Returns: What became of each picture, in order.
    /// - Throws: The path that could not be written, with why.
    package static func write(_ pictures: [(path: String, svg: String)], under root: URL,
                              check: Bool) throws(WriteError) -> Report {
        var report = Report()
        for picture in pictures {
            let url = root.appendingPathComponent(picture.path)
            let current = try? String(contentsOf: url, encoding: .utf8)
            if current == picture.svg {
                report.outcomes.append(.init(path: picture.path, outcome: .unchanged))
            } else if check {
                report.outcomes.append(.init(path: picture.path, outcome: .stale))
            } else {
                do {
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try picture.svg.write(to: url, atomically: true, encoding: .utf8)
                } catch {
                    throw WriteError(path: picture.path, reason: error.localizedDescription)
                }
                report.outcomes.append(.init(path: picture.path, outcome: .written))
            }
        }
        return report
    }

    /// A picture that could not be written.
    package struct WriteError: Error, Hashable, Sendable {
        /// The picture's path.
        package let path: String
        /// Why.
        package let reason: String
    }
}
