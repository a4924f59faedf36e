import Foundation
import Testing

/// `tessera wallet show` as text: every field of the card's details, each checked against the same card's
/// `--json` (the SDK's values), for a co-badged card with limited-use keys and a single-scheme one.
@Suite struct WalletShowTests {
    @Test(arguments: [("4000002500001001", true), ("5555555555554444", false)])
    func theTextShowsEveryFieldOfTheDetailsView(pan: String, coBadged: Bool) async throws {
        let environment = WalletCommandTests.environment()
        _ = try await WalletCommandTests.run(["enroll"], environment)
        let digitized = try await WalletCommandTests.run(
            ["digitize", "--pan", pan, "--expiry", WalletCommandTests.expiry, "--cvc", "123", "--accept-terms"],
            environment)
        let id = try #require(digitized.stdout.split(separator: " ").first { $0.hasPrefix("DC-") }.map(String.init))
        let shown = try await WalletCommandTests.run(["show", id, "--json"], environment)
        let card = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        let metadata = try #require(card["card_metadata"] as? [String: Any])
        let keys = try #require(card["payment_key_info"] as? [String: Any])
        let details = try #require(card["details"] as? [String: Any])
        func field(_ object: [String: Any], _ key: String) throws -> String { try #require(object[key] as? String) }
        func slashed(_ mmyy: String) -> String { "\(mmyy.prefix(2))/\(mmyy.suffix(2))" }

        let text = try await WalletCommandTests.run(["show", id], environment)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(!text.stdout.contains(pan))
        let lines = text.stdout.split(separator: "\n").map(String.init)
        let keyExpiry = keys["expiry_date"] as? String
        var expected = [
            "  card:     ••••\(pan.suffix(4)), expires \(slashed(try field(metadata, "pan_expiry")))",
            "  token:    ••••\(try field(metadata, "token_last_digits")), expires "
                + slashed(try field(metadata, "token_expiry")),
            "  issuer:   \(try field(metadata, "issuer_name"))  \(try field(metadata, "issuer_phone_number"))",
            "  contact:  \(try field(metadata, "issuer_email"))  https://issuer.example/help",
            "  terms:    \(try field(metadata, "terms_and_conditions_url"))",
            "  keys:     \(try #require(keys["number_of_payments_left"] as? Int)) payments left ("
                + (coBadged
                    ? "limited-use keys), valid until \(try #require(keyExpiry))" : "single-use keys), no key expiry")
                + ((keys["needs_replenishment"] as? Bool == true)
                    ? ", needs replenishment" : ", no replenishment needed"),
            "  types:    "
                + (try #require(details["payment_types_supported"] as? [String])).joined(separator: ", "),
        ]
        if coBadged {
            expected.append(
                "  co-badge: \(try field(details, "auxiliary_scheme")), token ••••"
                    + "\(try field(metadata, "auxiliary_token_last_digits")), expires "
                    + "\(slashed(try field(metadata, "auxiliary_token_expiry"))), "
                    + "\(try #require(keys["auxiliary_number_of_payments_left"] as? Int)) payments left")
        }
        for line in expected {
            #expect(lines.contains(line), "missing \(line) in\n\(text.stdout)")
        }
        #expect(lines.contains { $0.hasPrefix("  about:    ") && $0.count > 14 })
        #expect(lines.contains { $0.hasPrefix("  co-badge: ") } == coBadged)
        #expect(lines.last?.hasPrefix("  art:      bankLogo") == true)
    }
}
