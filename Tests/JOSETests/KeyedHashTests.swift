import Foundation
import JOSE
import Testing

/// HMAC-SHA-256 against the test cases of RFC 4231 §4.
@Suite struct KeyedHashTests {
    /// Bytes from a hex string.
    static func hex(_ text: String) -> Data {
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            bytes.append(UInt8(text[index..<next], radix: 16)!)
            index = next
        }
        return Data(bytes)
    }

    static func repeated(_ byte: UInt8, _ count: Int) -> Data {
        Data(repeating: byte, count: count)
    }

    /// (test case, key, data, HMAC-SHA-256 in hex); case 5 lists only the first 128 bits.
    static let rfc4231: [(Int, Data, Data, String)] = [
        (
            1, repeated(0x0B, 20), Data("Hi There".utf8),
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
        ),
        (
            2, Data("Jefe".utf8), Data("what do ya want for nothing?".utf8),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        ),
        (
            3, repeated(0xAA, 20), repeated(0xDD, 50),
            "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
        ),
        (
            4, hex("0102030405060708090a0b0c0d0e0f10111213141516171819"), repeated(0xCD, 50),
            "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
        ),
        (5, repeated(0x0C, 20), Data("Test With Truncation".utf8), "a3b6167473100ee06e0c796c2955552b"),
        (
            6, repeated(0xAA, 131), Data("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
        ),
        (
            7, repeated(0xAA, 131),
            Data(
                ("This is a test using a larger than block-size key and a larger than block-size data. "
                    + "The key needs to be hashed before being used by the HMAC algorithm.").utf8),
            "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
        ),
    ]

    @Test(arguments: rfc4231)
    func rfc4231TestCase(number: Int, key: Data, data: Data, expected: String) throws {
        let mac = try KeyedHash.hmacSHA256(key: key, data: data)
        #expect(mac.count == 32, "test case \(number)")
        #expect(mac.prefix(expected.count / 2) == Self.hex(expected), "test case \(number)")
    }

    @Test func emptyKeyAndDataStillHash() throws {
        let mac = try KeyedHash.hmacSHA256(key: Data(), data: Data())
        #expect(mac == Self.hex("b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad"))
    }

    @Test func differentKeysGiveDifferentMACs() throws {
        let data = Data("4111111111111111".utf8)
        let first = try KeyedHash.hmacSHA256(key: Self.repeated(1, 32), data: data)
        let second = try KeyedHash.hmacSHA256(key: Self.repeated(2, 32), data: data)
        #expect(first != second)
    }
}
