import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The figures of `openssl speed ecdhp256 ecdsap256` (operations per second) and of the symmetric operations a
/// JWE and a JWS also consist of (seconds per KiB): the raw OpenSSL limit.
struct OpenSSLSpeed {
    /// P-256 ECDH derivations per second.
    let ecdh: Double
    /// P-256 ECDSA signatures per second.
    let sign: Double
    /// P-256 ECDSA verifications per second.
    let verify: Double
    /// Seconds for one AES-128-CBC decryption of 1 KiB.
    let aes128CBCDecryptKiB: Double
    /// Seconds for one SHA-256 over 1 KiB.
    let sha256KiB: Double

    /// Runs `openssl speed` for two seconds per operation and reads its summary lines; nil if it cannot.
    ///
    /// `openssl speed` divides by the user CPU time it used, not by wall-clock time, so the JOSE
    /// suite sets it beside the CPU time of its own thread (``Benchmark/Clock/threadCPU``): neither
    /// side then counts the time a busy machine keeps it waiting.
    static func run() -> OpenSSLSpeed? {
        guard let text = capture(["openssl", "speed", "-seconds", "2", "ecdhp256", "ecdsap256"]) else { return nil }
        let lines = text.split(separator: "\n")
        func numbers(_ marker: String) -> [Double] {
            guard let line = lines.last(where: { $0.contains(marker) }) else { return [] }
            return line.split(separator: " ").compactMap { Double($0) }
        }
        let ecdh = numbers("ecdh (nistp256)")
        let ecdsa = numbers("ecdsa (nistp256)")
        guard let ecdhRate = ecdh.last, ecdsa.count >= 2,
            let aes = kibibyteSeconds(["-evp", "aes-128-cbc", "-decrypt"]),
            let sha = kibibyteSeconds(["-evp", "sha256"])
        else { return nil }
        return OpenSSLSpeed(
            ecdh: ecdhRate, sign: ecdsa[ecdsa.count - 2], verify: ecdsa[ecdsa.count - 1], aes128CBCDecryptKiB: aes,
            sha256KiB: sha)
    }

    /// The seconds `openssl speed -bytes 1024 <selection>` takes for one 1 KiB buffer (its last line reads
    /// `name  123456.78k`: thousands of bytes per second).
    private static func kibibyteSeconds(_ selection: [String]) -> Double? {
        guard let text = capture(["openssl", "speed", "-seconds", "1", "-bytes", "1024"] + selection),
            let line = text.split(separator: "\n").last, let field = line.split(separator: " ").last,
            field.hasSuffix("k"), let thousands = Double(field.dropLast()), thousands > 0
        else { return nil }
        return 1024 / (thousands * 1000)
    }

    /// The standard output of `arguments`, run with SIGALRM unblocked and at its default action.
    ///
    /// `openssl speed` times itself with SIGALRM. A child inherits its parent thread's signal mask,
    /// and the threads Swift concurrency runs on block signals, so `Process` would start an
    /// `openssl speed` that never stops; `posix_spawn` with an explicit empty mask does not.
    private static func capture(_ arguments: [String]) -> String? {
        #if canImport(Glibc)
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else { return nil }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
            posix_spawn_file_actions_addclose(&actions, fds[0])
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var mask = sigset_t()
            sigemptyset(&mask)
            posix_spawnattr_setsigmask(&attributes, &mask)
            var defaults = sigset_t()
            sigemptyset(&defaults)
            sigaddset(&defaults, SIGALRM)
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            let argv = arguments.map { strdup($0) } + [nil]
            defer { for argument in argv { free(argument) } }
            var pid: pid_t = 0
            let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
            close(fds[1])
            let reader = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true)
            guard spawned == 0 else { return nil }
            let output = reader.readDataToEndOfFile()
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            return String(decoding: output, as: UTF8.self)
        #else
            return nil
        #endif
    }
}
