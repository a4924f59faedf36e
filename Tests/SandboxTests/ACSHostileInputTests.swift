import Foundation
import JOSE
import Testing
import Transport

@testable import Sandbox

/// A hostile or broken SDK gets an Erro message from the ACS, never a crash, and cannot corrupt a challenge.
@Suite struct ACSHostileInputTests {
    static let acsURL = URL(string: "http://sandbox.test/three-d-secure/acs")!

    static func post(_ body: Data, to sandbox: SandboxHarness) async throws -> ACSReply {
        let channel = TestChannel(
            acsTransID: "", serverTransID: "", sdkTransID: "", acsURL: acsURL, key: Data(count: 32), signedPayload: [:])
        return try await channel.post(body, via: sandbox.transport)
    }

    static let garbage: [(String, Data)] = [
        ("empty", Data()),
        ("text", Data("hello".utf8)),
        ("not UTF-8", Data([0xFF, 0xFE, 0x00])),
        ("JSON CReq in clear", Data(#"{"messageType":"CReq"}"#.utf8)),
        ("JSON array", Data("[1,2]".utf8)),
        ("deep JSON", Data(("{\"a\":" + String(repeating: "[", count: 100_000)).utf8)),
        ("five dots", Data("....".utf8)),
        ("bad header", Data("e30.a.b.c.d".utf8)),
        ("over 1 MiB", Data(repeating: UInt8(ascii: "A"), count: 1024 * 1024 + 1)),
    ]

    @Test(arguments: 0..<garbage.count)
    func garbageGetsAPlainErro101(index: Int) async throws {
        let sandbox = try SandboxHarness()
        let reply = try await Self.post(Self.garbage[index].1, to: sandbox)
        guard case .erro(let message, let encrypted) = reply else {
            Issue.record("\(Self.garbage[index].0): expected an Erro, got \(reply)")
            return
        }
        #expect(!encrypted)
        #expect(message["errorCode"] as? String == "101", "\(Self.garbage[index].0)")
        #expect(message["errorComponent"] as? String == "A")
        #expect(message["errorMessageType"] as? String == "CReq")
    }

    @Test func unknownTransactionGetsErro301() async throws {
        let sandbox = try SandboxHarness()
        var channel = try await sandbox.challenge(card: "visa-challenge")
        let stranger = TestChannel(
            acsTransID: UUID().uuidString.lowercased(), serverTransID: channel.serverTransID,
            sdkTransID: channel.sdkTransID, acsURL: channel.acsURL, key: channel.key, signedPayload: [:])
        #expect(try await stranger.post(stranger.seal(stranger.creq()), via: sandbox.transport).erroCode == "301")
        #expect(try await channel.send(via: sandbox.transport).cres != nil)
    }

    /// A JWE under another key proves nothing about its sender: plain Erro 302, and the challenge goes on.
    @Test func wrongKeyGetsPlainErro302AndLeavesTheChallengeOpen() async throws {
        let sandbox = try SandboxHarness()
        var channel = try await sandbox.challenge(card: "visa-challenge")
        let forged = try channel.seal(channel.creq(), key: Data(repeating: 7, count: 32))
        let reply = try await channel.post(forged, via: sandbox.transport)
        guard case .erro(let message, let encrypted) = reply else {
            Issue.record("expected an Erro, got \(reply)")
            return
        }
        #expect(!encrypted)
        #expect(message["errorCode"] as? String == "302")
        #expect(message["acsTransID"] as? String == channel.acsTransID)
        #expect(try sandbox.record(channel).status == .open)
        #expect(try await channel.send(via: sandbox.transport).cres?["acsCounterAtoS"] as? String == "000")
    }

    @Test func replayedCReqGetsErro302AndEndsTheChallenge() async throws {
        let sandbox = try SandboxHarness()
        var channel = try await sandbox.challenge(card: "visa-challenge")
        let first = try channel.seal(channel.creq())
        _ = try await channel.post(first, via: sandbox.transport)
        channel.counter = 1
        let replay = try await channel.post(first, via: sandbox.transport)
        guard case .erro(let message, let encrypted) = replay else {
            Issue.record("expected an Erro, got \(replay)")
            return
        }
        #expect(encrypted)
        #expect(message["errorCode"] as? String == "302")
        #expect(message["errorDetail"] as? String == "sdkCounterStoA")
        let record = try sandbox.record(channel)
        #expect(record.status == .errored)
        #expect(record.errorCode == "302")
        #expect(record.errorComponent == "A")
        // Nothing more is processed for an ended challenge.
        #expect(try await channel.send(["challengeDataEntry": "1234"], via: sandbox.transport).erroCode == "301")
    }

    /// A broken CReq member: the ACS names it in an encrypted Erro with the right code.
    static let brokenCReqs: [(String, [String: String], String, String)] = [
        ("missing sdkTransID", ["sdkTransID": ""], "201", "sdkTransID"),
        ("wrong version", ["messageVersion": "2.1.0"], "203", "messageVersion"),
        ("wrong type", ["messageType": "CRes"], "101", "messageType"),
        (
            "other server transaction", ["threeDSServerTransID": "00000000-0000-0000-0000-00000000beef"], "301",
            "threeDSServerTransID"
        ),
        ("counter not digits", ["sdkCounterStoA": "0x0"], "203", "sdkCounterStoA"),
        ("counter ahead", ["sdkCounterStoA": "005"], "302", "sdkCounterStoA"),
    ]

    @Test(arguments: 0..<brokenCReqs.count)
    func brokenCReqMembersGetTheirErro(index: Int) async throws {
        let (name, override, code, detail) = Self.brokenCReqs[index]
        let sandbox = try SandboxHarness()
        let channel = try await sandbox.challenge(card: "visa-challenge")
        var creq = channel.creq()
        for (key, value) in override { creq[key] = value }
        let reply = try await channel.post(channel.seal(creq), via: sandbox.transport)
        guard case .erro(let message, true) = reply else {
            Issue.record("\(name): expected an encrypted Erro, got \(reply)")
            return
        }
        #expect(message["errorCode"] as? String == code, "\(name)")
        #expect(message["errorDetail"] as? String == detail, "\(name)")
        #expect(try sandbox.record(channel).status == .errored)
    }

    @Test func extensionsAndEntriesAreChecked() async throws {
        let sandbox = try SandboxHarness()
        let cases: [([String: Any], String)] = [
            (
                [
                    "messageExtension": Array(
                        repeating: ["name": "x", "id": "y", "criticalityIndicator": false], count: 11)
                ], "203"
            ),
            (["messageExtension": [["name": "x", "id": "y", "criticalityIndicator": true, "data": [:]]]], "202"),
            ([:], "201"),
            (["challengeCancel": "99"], "203"),
            (["challengeDataEntry": ""], "203"),
            (["oobContinue": "N"], "203"),
        ]
        for (entries, code) in cases {
            var channel = try await sandbox.challenge(card: "visa-challenge")
            _ = try await channel.send(via: sandbox.transport)
            let reply = try await channel.send(entries, via: sandbox.transport)
            #expect(reply.erroCode == code, "\(entries)")
        }
    }

    @Test func onlyPostIsAnswered() async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(.get, "/three-d-secure/acs")
        #expect(response.status == 405)
    }
}
