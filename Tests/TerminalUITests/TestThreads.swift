#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A flag one thread sets and another reads.
final class Flag: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value = false

    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Whether ``set()`` was called.
    var isSet: Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return value
    }

    /// Sets the flag.
    func set() {
        pthread_mutex_lock(mutex)
        value = true
        pthread_mutex_unlock(mutex)
    }
}

/// A thread of its own for the terminal's side, started at once: a task on the concurrency pool
/// may not get a thread while the main actor blocks writing to a terminal nobody reads yet.
final class JoinableThread: @unchecked Sendable {
    private final class Body {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }

    #if canImport(Darwin)
    private var thread: pthread_t?
    #else
    private var thread = pthread_t()
    #endif

    /// Starts a thread that runs `body`.
    init(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
        let status = pthread_create(&thread, nil, { context in
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        #else
        let status = pthread_create(&thread, nil, { context in
            Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        #endif
        precondition(status == 0, "no thread for the test")
    }

    /// Waits for the body to end.
    func join() {
        #if canImport(Darwin)
        if let thread { pthread_join(thread, nil) }
        #else
        pthread_join(thread, nil)
        #endif
    }
}
