import Foundation
import Testing

@testable import JOSE

/// Key reuse belongs to the JWK that holds the key: its copies share one OpenSSL key, a changed copy makes
/// its own, and the kept key is no part of the JWK's value.
@Suite struct EVPKeySlotTests {
    @Test func copiesShareTheOpenSSLKey() throws {
        let key = try JWK.generate(curve: .p256)
        var copy = key
        copy.kid = "renamed"
        #expect(try EVPKey.from(copy) === EVPKey.from(key))
        let publicKey = try key.publicKey
        #expect(try EVPKey.from(publicKey) === EVPKey.from(publicKey))
        #expect(try EVPKey.from(publicKey) !== EVPKey.from(key))
    }

    @Test func aCopyWithOtherMaterialSignsWithItsOwnKey() throws {
        let key = try JWK.generate(curve: .p256)
        _ = try EVPKey.from(key)
        let other = try JWK.generate(curve: .p256)
        var changed = key
        (changed.x, changed.y, changed.d) = (other.x, other.y, other.d)
        let token = try JWS.sign(payload: Data("pay".utf8), with: changed, alg: .es256)
        #expect(throws: JOSEError.self) { try JWS.verify(token, with: key.publicKey) }
        #expect(try JWS.verify(token, with: other.publicKey).payload == Data("pay".utf8))
        #expect(try JWS.verify(JWS.sign(payload: Data(), with: key, alg: .es256), with: key).payload.isEmpty)
    }

    @Test func theKeptKeyIsNoPartOfTheValue() throws {
        let key = try JWK.generate(curve: .p256)
        _ = try EVPKey.from(key)
        let decoded = try JSONDecoder().decode(JWK.self, from: JSONEncoder().encode(key))
        #expect(decoded == key && decoded.hashValue == key.hashValue)
        #expect(try EVPKey.from(decoded) !== EVPKey.from(key))
        let members = try JSONSerialization.jsonObject(with: JSONEncoder().encode(key)) as? [String: Any]
        #expect(members.map { Set($0.keys) } == ["kty", "crv", "x", "y", "d"])
    }

    @Test func oneKeySignsFromManyTasksAtOnce() async throws {
        let key = try JWK.generate(curve: .p256)
        let verified = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<32 {
                group.addTask {
                    let payload = Data("\(index)".utf8)
                    return try JWS.verify(JWS.sign(payload: payload, with: key, alg: .es256), with: key).payload
                        == payload
                }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(verified == 32)
    }
}
