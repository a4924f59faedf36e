import Foundation
import JOSE

/// Known-answer material copied from the RFCs (values only), each named by section.
enum RFCVectors {
    /// The plaintext of the RFC 7520 encryption examples (§5).
    static let cookbookPlaintext = Data(
        ("You can trust us to stick with you through thick and thin\u{2013}to the bitter end. And you can trust us to "
            + "keep any secret of yours\u{2013}closer than you keep it yourself. But you cannot trust us to let you "
            + "face trouble alone, and go off without a word. We are your friends, Frodo.").utf8)

    /// The payload of the RFC 7520 signature examples (§4).
    static let cookbookPayload = Data(
        ("It\u{2019}s a dangerous business, Frodo, going out your door. You step onto the road, and if you don't "
            + "keep your feet, there\u{2019}s no knowing where you might be swept off to.").utf8)

    // MARK: RFC 7516 Appendix B (A128CBC-HS256 content encryption of the Appendix A.2 example)

    static let appendixBCek = Data([
        4, 211, 31, 197, 84, 157, 252, 254, 11, 100, 157, 250, 63, 170, 106, 206, 107, 124, 212, 45, 111, 107, 9, 219,
        200, 177, 0, 240, 143, 156, 44, 207,
    ])
    static let appendixBIv = Data([3, 22, 60, 12, 43, 67, 104, 105, 108, 108, 105, 99, 111, 116, 104, 101])
    static let appendixBProtectedHeader = "eyJhbGciOiJSU0ExXzUiLCJlbmMiOiJBMTI4Q0JDLUhTMjU2In0"
    static let appendixBPlaintext = Data("Live long and prosper.".utf8)
    static let appendixBCiphertext = "KDlTtXchhZTGufMYmOYGS4HffxPSUrfmqCHXaI9wOGY"
    static let appendixBTag = "9hH0vgRfYgPnAHOd8stkvw"

    // MARK: RFC 7518 Appendix C (ECDH-ES key agreement, A128GCM, apu "Alice", apv "Bob")

    static let appendixCAlice = JWK(
        kty: .ec, crv: .p256, x: "gI0GAILBdu7T53akrFmMyGcsF3n5dO7MmwNBHKW5SV0",
        y: "SLW_xSffzlPWrHEVI30DHM_4egVwt3NQqeUD7nMFpps", d: "0_NxaRPUMQoAJt50Gz8YiTr8gRTwyEaCumd-MToTmIo")
    static let appendixCBob = JWK(
        kty: .ec, crv: .p256, x: "weNJy2HscCSM6AEDTDg04biOvhFhyyWvOHQfeF_PxMQ",
        y: "e8lnCO-AlStT-NJVX-crhB7QRYhiix03illJOVAOyck", d: "VEmDZpDXXK8p8N0Cndsxs924q6nS1RXFASRl6BfUqdw")
    static let appendixCZ = Data([
        158, 86, 217, 29, 129, 113, 53, 211, 114, 131, 66, 131, 191, 132, 38, 156, 251, 49, 110, 163, 218, 128, 106, 72,
        246, 218, 167, 121, 140, 254, 144, 196,
    ])
    static let appendixCDerivedKey = "VqqN6vgjbSBcIijNcacQGg"

    // MARK: RFC 7515 Appendix A.3 (ES256)

    static let appendixA3Key = JWK(
        kty: .ec, crv: .p256, x: "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU",
        y: "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0")
    static let appendixA3Token =
        "eyJhbGciOiJFUzI1NiJ9"
        + ".eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ"
        + ".DtEhU3ljbEg8L38VWAfUAqOyKAM6-Xx-F4GawxaepmXFCgfTjDxw5djxLa8ISlSApmWQxfKTUJqPP3-Kg6NU1Q"

    // MARK: RFC 7638 §3.1 (thumbprint)

    static let thumbprintKey = JWK(
        kty: .rsa,
        n:
            "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknj"
            + "hMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6"
            + "qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8a"
            + "wapJzKnqDKgw",
        e: "AQAB", kid: "2011-04-29")
    static let thumbprint = "NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs"
}
