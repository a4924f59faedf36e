import DigitalWallet
import Foundation
import SQLite
import Sandbox

/// `tessera-bench wallet`: `cardList` over 1,000 cards beside a raw SQLite SELECT of the same rows, and
/// emulated contactless payments per second (each takes a sealed key, computes its cryptogram and has the
/// in-process token service authorize it; replenishment included when keys run low).
enum WalletBenchmarks {
    /// Runs the suite.
    static func run() async {
        let directory = NSTemporaryDirectory() + "tessera-bench-wallet-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            let service = TokenService(store: try TokenServiceStore.ephemeral())
            let provider = try service.providerCredentials()
            let wallet = try Wallet(
                configuration: WalletConfiguration(
                    transport: TokenServiceTransport(handler: TokenServiceHandler(service: service)),
                    dataDirectory: directory,
                    providerCredentials: WalletProviderCredentials(
                        consumerKey: provider.consumerKey, secret: provider.secret)))
            try await WalletSecureEnrollmentService(wallet: wallet).enroll()
            let digitization = CardDigitizationService(wallet: wallet)
            let eligibility = try await digitization.checkEligibility(
                FundingCard(
                    number: "4111111111111111", expiry: TokenServiceTestCard.expiry(at: Date()), securityCode: "123"))
            guard
                case .approved(let id) = try await digitization.digitizeCard(
                    withTNC: eligibility.termsAndConditions.accept())
            else { return print("wallet benchmark: the Visa test card was not approved") }
            let raw = try Database(.file(directory + "/wallet.sqlite"))
            try raw.write { connection in
                for index in 1..<1_000 {
                    try connection.run(
                        """
                        INSERT INTO cards SELECT 'DC-bench-' || ?, 'REF-bench-' || ?, state, scheme, aux_scheme,
                            pan_last, pan_expiry, token_last, token_expiry, aux_token_last, aux_token_expiry,
                            issuer_name, issuer_phone, issuer_email, issuer_website, terms_url, privacy_url,
                            short_description, art, payment_types, key_type, threshold, idv_methods, idv_selected, 0,
                            created_at + ? FROM cards WHERE id = ?
                        """, [.integer(Int64(index)), .integer(Int64(index)), .real(Double(index)), .text(id)])
                }
            }
            let manager = DigitalCardManager(wallet: wallet)
            let count = try await manager.cardList.count
            print("cards in the wallet: \(count)")
            Benchmark.measure(
                "raw SQLite SELECT id, aux_scheme of the 1,000 card rows (cardList's query)", iterations: 20
            ) {
                _ = try? raw.read { try $0.query("SELECT id, aux_scheme FROM cards ORDER BY created_at, rowid") }
            }
            Benchmark.measure("raw SQLite SELECT * of the 1,000 card rows", iterations: 20) {
                _ = try? raw.read { try $0.query("SELECT * FROM cards ORDER BY created_at, rowid") }
            }
            await Benchmark.measureAsync("DigitalCardManager.cardList (1,000 cards)", iterations: 20) {
                _ = try? await manager.cardList
            }
            let payments = ContactlessPaymentSession(wallet: wallet)
            await Benchmark.measureAsync("contactless payment (emulated, Visa LUK)", iterations: 50) {
                _ = try? await payments.startPayment(withDigitalCardID: id, amount: 100)
            }
        } catch {
            print("wallet benchmark failed: \(error)")
        }
    }
}
