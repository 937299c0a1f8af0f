#if FUZZING
/// libFuzzer's entry point for programs that have their own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif

/// Runs a fuzz target: under libFuzzer when built for fuzzing, otherwise
/// over the files named on the command line (to replay a corpus or a crash).
///
/// - Parameter callback: The target: bytes in, 0 out; it stops the program on a violated invariant.
/// - Returns: The exit status.
public func runFuzzTarget(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    #if FUZZING
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&argc, &argv, callback)
    #else
    var status: CInt = 0
    for path in CommandLine.arguments.dropFirst() {
        guard let bytes = readFile(path) else {
            print("cannot read \(path)")
            status = 2
            continue
        }
        _ = bytes.withUnsafeBufferPointer { callback($0.baseAddress, $0.count) }
        print("ran \(path)")
    }
    return status
    #endif
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func readFile(_ path: String) -> [UInt8]? {
    guard let handle = fopen(path, "rb") else { return nil }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = fread(&buffer, 1, buffer.count, handle)
        if count <= 0 { break }
        bytes += buffer[0..<count]
    }
    return bytes
}

/// Runs a target on the bytes libFuzzer (or a replay) hands over, on the main
/// actor, and stops the process when an invariant broke, so that libFuzzer
/// reports the input.
///
/// libFuzzer calls back on the main thread, where the pickers live.
///
/// - Parameters:
///   - data: The input's bytes.
///   - size: How many there are.
///   - target: The target: bytes in, broken invariants out.
/// - Returns: 0, as libFuzzer expects.
public func fuzzEntry(_ data: UnsafePointer<UInt8>?, _ size: Int,
                      _ target: @MainActor ([UInt8]) -> [String]) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let violations = MainActor.assumeIsolated { target(bytes) }
    if let first = violations.first { fatalError("invariant violated: \(first)") }
    return 0
}

/// Ends the process with a status.
///
/// - Parameter status: The exit status.
public func exitProcess(_ status: CInt) -> Never {
    exit(status)
}
