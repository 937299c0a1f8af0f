#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Waiting for input on a terminal and the run loop's wake pipe.
//
// Linux waits with `poll()`. On Apple platforms `poll()` does not work on
// terminal devices (it reports them invalid, or never wakes: tmux's Darwin
// port and libevent avoid it for ttys), so Darwin waits with `select()`,
// which works on every kind of descriptor. Both are compiled everywhere,
// so that the tests exercise both on Linux; `waitForInput` picks one.

/// Waits until one of the descriptors can be read, the timeout passes or a
/// signal interrupts the wait: `select()` on Darwin, `poll()` elsewhere.
///
/// - Parameters:
///   - descriptors: The descriptors to watch; negative ones are ignored (never readable).
///   - timeout: The longest wait in milliseconds; negative waits without limit.
/// - Returns: For each descriptor, whether a read will not block (data, end
///   of file or an error); all `false` after a timeout or a signal. `nil`
///   when the wait itself failed for another reason than a signal (`errno` says which).
package func waitForInput(_ descriptors: [Int32], timeout: Int32) -> [Bool]? {
    #if canImport(Darwin)
    return selectForInput(descriptors, timeout: timeout)
    #else
    return pollForInput(descriptors, timeout: timeout)
    #endif
}

/// ``waitForInput(_:timeout:)`` with `poll()`.
///
/// - Parameters:
///   - descriptors: The descriptors to watch; negative ones are ignored.
///   - timeout: Milliseconds; negative waits without limit.
/// - Returns: Whether each descriptor reported input, a hang-up or an error; `nil` when `poll` failed other than by `EINTR`.
func pollForInput(_ descriptors: [Int32], timeout: Int32) -> [Bool]? {
    var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let ready = poll(&entries, nfds_t(entries.count), timeout)
    if ready < 0 && errno != EINTR { return nil }
    return entries.map { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }
}

/// ``waitForInput(_:timeout:)`` with `select()`.
///
/// - Parameters:
///   - descriptors: The descriptors to watch; negative ones are ignored.
///   - timeout: Milliseconds; negative waits without limit.
/// - Returns: Whether each descriptor is in the readable set; `nil` when `select` failed other than by `EINTR`,
///   and (with `errno` `EBADF`) when a descriptor is at or past `FD_SETSIZE` (``DescriptorSet/capacity``),
///   which `select` cannot watch.
func selectForInput(_ descriptors: [Int32], timeout: Int32) -> [Bool]? {
    guard descriptors.allSatisfy({ $0 < DescriptorSet.capacity }) else {
        errno = EBADF
        return nil
    }
    var readable = DescriptorSet()
    var highest: Int32 = -1
    for descriptor in descriptors where descriptor >= 0 {
        readable.insert(descriptor)
        highest = max(highest, descriptor)
    }
    let ready: Int32
    if timeout < 0 {
        ready = select(highest + 1, &readable.bits, nil, nil, nil)
    } else {
        var limit = timeval()
        limit.tv_sec = .init(timeout / 1000)
        limit.tv_usec = .init(timeout % 1000 * 1000)
        ready = select(highest + 1, &readable.bits, nil, nil, &limit)
    }
    if ready < 0 {
        // After an interruption the sets are unspecified: report nothing readable.
        return errno == EINTR ? Array(repeating: false, count: descriptors.count) : nil
    }
    return descriptors.map { $0 >= 0 && readable.contains($0) }
}

/// An `fd_set` with the `FD_ZERO`, `FD_SET` and `FD_ISSET` macros, which
/// Swift does not import.
///
/// The C macros treat the set as an array of words (`Int32` on Darwin,
/// `long` on Glibc) with descriptor `d` at bit `d % bits` of word
/// `d / bits`; so does this, word by word, so it is right on either byte order.
struct DescriptorSet {
    #if canImport(Darwin)
    /// The element type of Darwin's `fds_bits`.
    typealias Word = Int32
    #else
    /// The element type of Glibc's `__fds_bits` (`__fd_mask`, a `long`).
    typealias Word = Int
    #endif

    /// The C set, for `select`.
    var bits = fd_set()

    /// How many descriptors a set holds (`FD_SETSIZE`): descriptors are `0..<capacity`.
    static var capacity: Int32 { Int32(MemoryLayout<fd_set>.size * 8) }

    /// An empty set.
    init() {
        removeAll()
    }

    /// `FD_ZERO`: empties the set.
    mutating func removeAll() {
        withUnsafeMutableBytes(of: &bits) { bytes in
            for index in bytes.indices { bytes[index] = 0 }
        }
    }

    /// `FD_SET`: adds a descriptor.
    ///
    /// - Parameter descriptor: In `0..<capacity`.
    mutating func insert(_ descriptor: Int32) {
        let (offset, mask) = DescriptorSet.place(of: descriptor)
        withUnsafeMutableBytes(of: &bits) { bytes in
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: Word.self)
            bytes.storeBytes(of: word | mask, toByteOffset: offset, as: Word.self)
        }
    }

    /// `FD_ISSET`: whether the set holds a descriptor.
    ///
    /// - Parameter descriptor: In `0..<capacity`.
    func contains(_ descriptor: Int32) -> Bool {
        let (offset, mask) = DescriptorSet.place(of: descriptor)
        return withUnsafeBytes(of: bits) { bytes in
            bytes.loadUnaligned(fromByteOffset: offset, as: Word.self) & mask != 0
        }
    }

    /// The byte offset of a descriptor's word and its bit in that word.
    private static func place(of descriptor: Int32) -> (offset: Int, mask: Word) {
        precondition(descriptor >= 0 && descriptor < capacity, "descriptor outside select's FD_SETSIZE")
        let index = Int(descriptor)
        let bitsPerWord = Word.bitWidth
        return ((index / bitsPerWord) * MemoryLayout<Word>.stride, (1 as Word) << (index % bitsPerWord))
    }
}
