#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TerminalUI

/// A pipe whose ends close when the test is done.
private final class Pipe {
    let read: Int32
    private(set) var write: Int32

    init() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw PipeError() }
        (read, write) = (ends[0], ends[1])
    }

    deinit {
        close(read)
        if write >= 0 { close(write) }
    }

    func send(_ byte: UInt8) {
        var byte = byte
        #expect(systemWrite(write, &byte, 1) == 1)
    }

    func closeWriteEnd() {
        close(write)
        write = -1
    }
}

private struct PipeError: Error {}

/// `write(2)` outside the class, whose `write` property hides it.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// The two ways to wait, so every test runs against both on this platform.
enum WaitMethod: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case poll, select

    func wait(_ descriptors: [Int32], timeout: Int32) -> [Bool]? {
        switch self {
        case .poll: pollForInput(descriptors, timeout: timeout)
        case .select: selectForInput(descriptors, timeout: timeout)
        }
    }

    var testDescription: String { rawValue }
}

@Suite("Waiting for input: poll (Linux) and select (Darwin) agree")
struct InputWaitTests {
    @Test("an empty pipe is not readable after the timeout; one byte makes it readable", arguments: WaitMethod.allCases)
    func emptyThenData(method: WaitMethod) throws {
        let pipe = try Pipe()
        #expect(method.wait([pipe.read], timeout: 0) == [false])
        #expect(method.wait([pipe.read], timeout: 5) == [false])
        pipe.send(7)
        // Checked without waiting first, so that a broken wait fails here instead of blocking below.
        try #require(method.wait([pipe.read], timeout: 0) == [true])
        // Ready input returns at once, whatever the limit: none, or over a second (whole seconds in the timeval).
        #expect(method.wait([pipe.read], timeout: -1) == [true])
        #expect(method.wait([pipe.read], timeout: 1500) == [true])
    }

    @Test("only the descriptor with input is readable, in the order given; negative ones never are",
          arguments: WaitMethod.allCases)
    func severalDescriptors(method: WaitMethod) throws {
        let quiet = try Pipe()
        let busy = try Pipe()
        busy.send(1)
        #expect(method.wait([quiet.read, busy.read], timeout: 0) == [false, true])
        #expect(method.wait([busy.read, quiet.read], timeout: 0) == [true, false])
        #expect(method.wait([-1, busy.read, -1], timeout: 0) == [false, true, false])
        #expect(method.wait([-1], timeout: 0) == [false])
    }

    @Test("end of file counts as readable (a read will not block)", arguments: WaitMethod.allCases)
    func endOfFile(method: WaitMethod) throws {
        let pipe = try Pipe()
        pipe.closeWriteEnd()
        try #require(method.wait([pipe.read], timeout: 0) == [true])
        #expect(method.wait([pipe.read], timeout: -1) == [true])
    }

    @Test("a descriptor far above the first word of the set", arguments: WaitMethod.allCases)
    func highDescriptor(method: WaitMethod) throws {
        let pipe = try Pipe()
        let high = fcntl(pipe.read, F_DUPFD, Int32(700))
        try #require(high >= 700)
        defer { close(high) }
        #expect(method.wait([pipe.read, high], timeout: 0) == [false, false])
        pipe.send(2)
        #expect(method.wait([pipe.read, high], timeout: 0) == [true, true])
        #expect(method.wait([high], timeout: 0) == [true])
    }

    @Test("waitForInput is select on Darwin and poll elsewhere, with the same answers")
    func platformChoice() throws {
        let pipe = try Pipe()
        #expect(waitForInput([pipe.read], timeout: 0) == [false])
        pipe.send(3)
        #expect(waitForInput([pipe.read, -1], timeout: 0) == [true, false])
    }
}

@Suite("DescriptorSet: FD_ZERO, FD_SET and FD_ISSET")
struct DescriptorSetTests {
    @Test("it holds FD_SETSIZE descriptors")
    func capacity() {
        #expect(DescriptorSet.capacity == Int32(FD_SETSIZE))
    }

    @Test("one descriptor sets exactly its own bit, where the C macros put it",
          arguments: [0, 1, 7, 8, 31, 32, 33, 63, 64, 65, 127, 128, 700, 1023] as [Int32])
    func singleBit(descriptor: Int32) {
        var set = DescriptorSet()
        set.insert(descriptor)
        #expect(set.contains(descriptor))
        for other in [descriptor - 1, descriptor + 1, descriptor ^ 32, descriptor ^ 64]
            where other >= 0 && other < DescriptorSet.capacity && other != descriptor {
            #expect(!set.contains(other), "\(other)")
        }
        let bytes = withUnsafeBytes(of: set.bits) { Array($0) }
        #expect(bytes.filter { $0 != 0 }.count == 1)
        #if _endian(little)
        // On a little-endian machine the words' bits are the bytes' bits in order.
        #expect(bytes[Int(descriptor) / 8] == 1 << (descriptor % 8))
        #endif
    }

    @Test("every descriptor can be added, and removeAll empties the set")
    func fillAndEmpty() {
        var set = DescriptorSet()
        for descriptor in 0..<DescriptorSet.capacity where descriptor % 3 == 0 { set.insert(descriptor) }
        for descriptor in 0..<DescriptorSet.capacity {
            if set.contains(descriptor) != (descriptor % 3 == 0) { Issue.record("descriptor \(descriptor)") }
        }
        set.removeAll()
        #expect(withUnsafeBytes(of: set.bits) { $0.allSatisfy { $0 == 0 } })
    }

    @Test("a descriptor outside the set is a programmer error")
    func outOfRange() async {
        await #expect(processExitsWith: .failure) {
            var set = DescriptorSet()
            set.insert(DescriptorSet.capacity)
        }
        await #expect(processExitsWith: .failure) {
            _ = DescriptorSet().contains(-1)
        }
    }
}
