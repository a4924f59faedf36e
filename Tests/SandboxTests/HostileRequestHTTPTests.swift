import Foundation
import HTTPServer
import Testing
import Transport

@testable import Sandbox

/// Forged and hostile requests sent over loopback HTTP to the emulator as `tessera sandbox serve` runs it.
@Suite struct HostileRequestHTTPTests {
    /// The emulator of `sandbox`, served on loopback for the length of `body`.
    static func serving<T>(
        _ sandbox: SandboxHarness, _ body: (_ base: URL, _ http: URLSessionTransport) async throws -> T
    ) async throws -> T {
        let server = HTTPServer(handler: sandbox.handler)
        try server.start()
        do {
            let result = try await body(try #require(server.url), URLSessionTransport(defaultTimeout: 30))
            await server.shutdown()
            return result
        } catch {
            await server.shutdown()
            throw error
        }
    }

    /// `POST /checkout/sessions` with `body`, over `http` to the server at `base`.
    static func createSession(_ body: Data, base: URL, http: URLSessionTransport) async throws -> HTTPResponse {
        try await http.send(
            HTTPRequest(
                method: .post, url: base.appendingPathComponent("checkout/sessions"),
                headers: ["Content-Type": "application/json"], body: body))
    }

    /// A new emulator's answer to `POST /checkout/sessions` with `body`, sent over loopback.
    static func createSession(_ body: Data) async throws -> HTTPResponse {
        try await serving(try SandboxHarness()) { base, http in try await createSession(body, base: base, http: http) }
    }

    /// A plain-JSON Erro naming another cardholder's `acsTransID`, with no credentials, is refused with a
    /// plain Erro and changes nothing: the cardholder's next CReq still gets its CRes.
    @Test func anUnauthenticatedErroCannotEndSomeoneElsesChallenge() async throws {
        let sandbox = try SandboxHarness()
        var channel = try await sandbox.challenge(card: "visa-challenge")
        #expect(try await channel.send(via: sandbox.transport).cres != nil)
        try await Self.serving(sandbox) { base, http in
            for code in ["402", "101", "301"] {
                let forged =
                    #"{"messageType":"Erro","messageVersion":"2.2.0","errorCode":"\#(code)","errorComponent":"C","acsTransID":"\#(channel.acsTransID)","sdkTransID":"\#(channel.sdkTransID)","threeDSServerTransID":"\#(channel.serverTransID)"}"#
                let reply = try await http.send(
                    HTTPRequest(
                        method: .post, url: base.appendingPathComponent("three-d-secure/acs"),
                        headers: ["Content-Type": "application/json"], body: Data(forged.utf8)))
                #expect(reply.status == 200)
                let answer = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
                #expect(answer["messageType"] as? String == "Erro")
                #expect(answer["errorCode"] as? String == "303")
                #expect(answer["errorComponent"] as? String == "A")
            }
        }
        let record = try sandbox.record(channel)
        #expect(record.status == .open)
        #expect(record.errorCode == nil)
        let done = try await channel.send(["challengeDataEntry": "1234"], via: sandbox.transport)
        #expect(done.cres?["transStatus"] as? String == "Y")
    }

    /// A body of `text` in `encoding`, with a byte-order mark when `mark` is set.
    static func encoded(_ text: String, _ encoding: String.Encoding, mark: [UInt8] = []) -> Data {
        Data(mark) + (text.data(using: encoding) ?? Data())
    }

    static let session = #"{"amount": 1299, "currency": "USD"}"#

    /// JSON between systems is UTF-8 (RFC 8259 §8.1): UTF-16 and UTF-32, with or without a byte-order
    /// mark, and a lone surrogate escape are refused with 400 saying so, and nothing is created.
    @Test(arguments: [
        ("UTF-16LE", encoded(session, .utf16LittleEndian)), ("UTF-16BE", encoded(session, .utf16BigEndian)),
        ("UTF-16 with BOM", encoded(session, .utf16LittleEndian, mark: [0xFF, 0xFE])),
        ("UTF-32LE", encoded(session, .utf32LittleEndian)),
        ("Latin-1", encoded(#"{"amount": 1299, "currency": "USD", "metadata": {"k": "café"}}"#, .isoLatin1)),
        ("a lone surrogate", encoded(#"{"amount": 1299, "currency": "USD", "metadata": {"k": "\ud800"}}"#, .utf8)),
    ])
    func aBodyThatIsNotUTF8IsRefused(name: String, body: Data) async throws {
        let reply = try await Self.createSession(body)
        #expect(reply.status == 400, "\(name): \(reply.text)")
        #expect(reply.text.contains("invalid UTF-8 or a lone surrogate"), "\(name): \(reply.text)")
        #expect(!reply.text.contains("64-bit float"), "\(name): \(reply.text)")
        #expect(reply.object["code"] as? String == "bad_request")
    }

    /// A number where the document says integer must be one, exactly: a number too small or too large for
    /// a 64-bit float is not read as 0 or infinity but refused with a pointer to it.
    @Test(arguments: [
        ("1e-999", "/amount"), ("-1e-999", "/amount"), ("1E400", "/amount"), ("12.5", "/amount"),
        ("0.5e-400", "/amount"),
    ])
    func aNumberThatIsNotAnIntegerIsRefusedWithAPointer(number: String, pointer: String) async throws {
        let reply = try await Self.createSession(Data(#"{"amount": \#(number), "currency": "USD"}"#.utf8))
        #expect(reply.status == 400, "\(number): \(reply.text)")
        #expect(reply.pointers == [pointer], "\(number): \(reply.text)")
    }

    /// A byte-order mark in front of UTF-8 JSON may be ignored (RFC 8259 §8.1); an integer written as
    /// `1299.0` is still the integer 1299.
    @Test func utf8WithAMarkAndAWholeNumberWithAFractionAreAccepted() async throws {
        let reply = try await Self.createSession(
            Data([0xEF, 0xBB, 0xBF]) + Data(#"{"amount": 1299.0, "currency": "USD"}"#.utf8))
        #expect(reply.status == 201, "\(reply.text)")
        #expect(reply.object["amount"] as? Int == 1299)
    }

    /// A body with the most members decoded, all unknown, gets an error that lists the first few and counts the rest,
    /// not one detail each.
    @Test func errorsListAFewDetailsAndCountTheRest() async throws {
        let members = (0..<SandboxHandler.maxJSONWidth).map { #""k\#($0)":0"# }.joined(separator: ",")
        let reply = try await Self.createSession(Data("{\(members)}".utf8))
        #expect(reply.status == 400)
        #expect(reply.body.count < 8 * 1024, "an error answer of \(reply.body.count) bytes")
        #expect(reply.pointers.count == APIError.maxDetails)
        #expect(
            reply.object["message"] as? String
                == "Request failed validation: \(SandboxHandler.maxJSONWidth) problems, the first 20 listed")
    }
}
