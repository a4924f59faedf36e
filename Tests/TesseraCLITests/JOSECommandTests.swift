import Foundation
import Testing

/// `tessera jose` end to end on the built binary: output, errors and exit statuses.
@Suite struct JOSECommandTests {
    /// A temporary directory holding key files for one test.
    final class Workspace {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-jose-\(UUID().uuidString)")

        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

        deinit { try? FileManager.default.removeItem(at: url) }

        /// Writes `contents` to `name` and returns its path.
        func write(_ name: String, _ contents: Data) throws -> String {
            let file = url.appendingPathComponent(name)
            try contents.write(to: file)
            return file.path
        }

        /// Generates a key with `arguments` and returns the path of its file.
        func key(_ name: String, _ arguments: [String]) async throws -> String {
            let result = try await CLIProcess.run(["jose", "keygen"] + arguments)
            #expect(result.status == 0, "\(result.stderr)")
            return try write(name, Data(result.stdout.utf8))
        }
    }

    @Test(arguments: [
        (["--kty", "EC", "--crv", "P-256"], "\"crv\":\"P-256\""), (["--kty", "EC", "--crv", "P-521"], "\"d\":"),
        (["--kty", "RSA", "--size", "2048"], "\"qi\":"), (["--kty", "oct", "--size", "256"], "\"k\":"),
    ])
    func keygenPrintsAPrivateJWK(arguments: [String], fragment: String) async throws {
        let result = try await CLIProcess.run(["jose", "keygen"] + arguments)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("{") && result.stdout.contains(fragment))
    }

    @Test(arguments: [
        (["--kty", "EC"], "ECDH-ES", "A128CBC-HS256", "ES256"),
        (["--kty", "EC", "--crv", "P-384"], "ECDH-ES", "A256GCM", "ES384"),
        (["--kty", "RSA"], "RSA-OAEP-256", "A256CBC-HS512", "PS256"),
        (["--kty", "oct", "--size", "128"], "dir", "A128GCM", ""),
    ])
    func encryptDecryptSignVerifyRoundTrip(keyArguments: [String], alg: String, enc: String, sign: String) async throws
    {
        let workspace = try Workspace()
        let key = try await workspace.key("key.json", keyArguments)
        let jwe = try await CLIProcess.run(
            ["jose", "encrypt", "--key", key, "--alg", alg, "--enc", enc], stdin: "4242 secret")
        #expect(jwe.status == 0, "\(jwe.stderr)")
        #expect(jwe.stdout.split(separator: ".", omittingEmptySubsequences: false).count == 5)
        let plain = try await CLIProcess.run(["jose", "decrypt", "--key", key], stdin: jwe.stdout)
        #expect(plain.status == 0 && plain.stdout == "4242 secret")
        guard !sign.isEmpty else { return }
        let jws = try await CLIProcess.run(["jose", "sign", "--key", key, "--alg", sign], stdin: "payload")
        #expect(jws.status == 0, "\(jws.stderr)")
        let publicKey = try await CLIProcess.run(["jose", "public", key])
        #expect(!publicKey.stdout.contains("\"d\""))
        let publicPath = try workspace.write("public.json", Data(publicKey.stdout.utf8))
        let verified = try await CLIProcess.run(["jose", "verify", "--key", publicPath], stdin: jws.stdout)
        #expect(verified.status == 0 && verified.stdout == "payload")
    }

    /// The line break `echo` or an editor puts after a token (`\n`, or `\r\n`) is taken off; a second one is
    /// part of the token, which JOSE then refuses.
    @Test func oneLineBreakAfterATokenIsTakenOffAndNoMore() async throws {
        let workspace = try Workspace()
        let key = try await workspace.key("k.json", ["--kty", "oct", "--size", "128"])
        let jwe = try await CLIProcess.run(
            ["jose", "encrypt", "--key", key, "--alg", "dir", "--enc", "A128GCM"], stdin: "x")
        let token = jwe.stdout.trimmingCharacters(in: .newlines)
        for ending in ["", "\n", "\r\n"] {
            let plain = try await CLIProcess.run(["jose", "decrypt", "--key", key], stdin: token + ending)
            #expect(plain.status == 0 && plain.stdout == "x", "\(plain.stderr)")
        }
        let twice = try await CLIProcess.run(["jose", "decrypt", "--key", key], stdin: token + "\n\n")
        #expect(twice.status == 1)
        #expect(twice.stderr.contains("ends with a line break"))
    }

    @Test func failedVerificationExitsOneWithAReason() async throws {
        let workspace = try Workspace()
        let key = try await workspace.key("a.json", ["--kty", "EC"])
        let other = try await workspace.key("b.json", ["--kty", "EC"])
        let jws = try await CLIProcess.run(["jose", "sign", "--key", key, "--alg", "ES256"], stdin: "x").stdout
        let result = try await CLIProcess.run(["jose", "verify", "--key", other], stdin: jws)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: The JWS signature does not verify"))
        let unsigned = "eyJhbGciOiJub25lIn0.eA."
        let none = try await CLIProcess.run(["jose", "verify", "--key", key], stdin: unsigned)
        #expect(none.status == 1 && none.stderr.contains("alg: none"))
    }

    @Test(arguments: ["", "not-a-token", String(repeating: "A.", count: 40), "eyJhbGciOiJkaXIifQ.."])
    func hostileTokensExitOne(token: String) async throws {
        let workspace = try Workspace()
        let key = try await workspace.key("k.json", ["--kty", "oct"])
        for command in ["decrypt", "verify"] {
            let result = try await CLIProcess.run(["jose", command, "--key", key], stdin: token)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("Error: "))
        }
    }

    @Test func hostileKeyFilesExitOne() async throws {
        let workspace = try Workspace()
        for contents in [Data(), Data([0xFF, 0xFE]), Data("{\"kty\":\"EC\"}".utf8)] {
            let path = try workspace.write("bad.json", contents)
            let result = try await CLIProcess.run(["jose", "decrypt", "--key", path], stdin: "a.b.c.d.e")
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("Error: The key file '\(path)' is not usable: "))
        }
        let missing = try await CLIProcess.run(["jose", "public", "/nonexistent/key.json"])
        #expect(missing.status == 1 && missing.stderr.contains("Cannot read the key file"))
    }

    @Test(arguments: [
        ["jose", "keygen"], ["jose", "keygen", "--kty", "DSA"], ["jose", "keygen", "--kty", "EC", "--crv", "P-192"],
        ["jose", "encrypt", "--alg", "dir", "--enc", "A128GCM"], ["jose", "sign", "--key", "k", "--alg", "HS256"],
        ["jose", "public"], ["jose", "bogus"],
    ])
    func usageErrorsExit64(arguments: [String]) async throws {
        let result = try await CLIProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains("--help' for more information."))
    }
}
