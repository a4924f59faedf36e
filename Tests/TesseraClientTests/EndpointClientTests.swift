import Foundation
import Gr4vyClient
import Testing
import ThreeDS

@testable import TesseraClient

/// The client layer's calls on the emulator the settings name by default, in a temporary data folder: what the CLI
/// and the app send, each answered with a `Gr4vy…` model or a `Gr4vyError`.
@Suite struct EndpointClientTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-client-\(UUID().uuidString)")
    var environment: [String: String] {
        ["TESSERA_CONFIG_DIR": folder.appendingPathComponent("config").path, "TESSERA_DATA_DIR": folder.path]
    }
    var client: EndpointClient { EndpointClient(environment: environment) }
    var threeDS: Gr4vyThreeDSConfiguration { Gr4vyThreeDSConfiguration(appIDStore: InMemorySDKAppIDStore()) }

    @Test func aCheckoutSessionIsCreatedReadBackTokenizedAndPaid() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = try await client.createCheckoutSession(
            try EndpointForm(["--amount": ["1299"], "--currency": ["USD"]]).checkoutSession())
        #expect(created.amount == 1299 && created.currency == "USD")
        let read = try await client.checkoutSession(id: created.id)
        #expect(read.id == created.id)
        let request = try EndpointForm([
            "--session": [created.id], "--test-card": ["visa-frictionless"], "--authenticate": ["on"],
        ]).tokenize(now: Date())
        let result = try await client.tokenize(request, threeDS: threeDS)
        #expect(result.tokenized && result.authentication?.transactionStatus == "Y")
        #expect(try await client.isPaid(checkoutSessionId: created.id) == false)
        let transaction = Gr4vyTransactionCreateRequest(
            transaction: Gr4vyTransactionCreate(
                amount: 1299, currency: "USD", paymentMethod: .checkoutSession(id: created.id)),
            idempotencyKey: UUID().uuidString.lowercased())
        _ = try await client.gr4vy().transactions.create(request: transaction)
        #expect(try await client.isPaid(checkoutSessionId: created.id))
    }

    /// A remembered session is refused, before anything is sent with it, once it can no longer pay.
    @Test func aRememberedSessionThatCanNoLongerPayIsNamedWhy() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = try await client.createCheckoutSession(
            try EndpointForm(["--amount": ["1299"], "--currency": ["USD"]]).checkoutSession())
        #expect(try await client.rememberedSessionProblem(id: created.id, now: Date()) == nil)
        let expiry = try Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(created.expiresAt)
        #expect(
            try await client.rememberedSessionProblem(id: created.id, now: expiry.addingTimeInterval(1))
                == "expired at \(created.expiresAt)")
        #expect(
            try await client.rememberedSessionProblem(id: UUID().uuidString.lowercased(), now: Date())
                == "no longer exists")
        let transaction = Gr4vyTransactionCreateRequest(
            transaction: Gr4vyTransactionCreate(
                amount: 1299, currency: "USD", paymentMethod: .checkoutSession(id: created.id)),
            idempotencyKey: UUID().uuidString.lowercased())
        let request = try EndpointForm(["--session": [created.id], "--test-card": ["visa-frictionless"]])
            .tokenize(now: Date())
        _ = try await client.tokenize(request, threeDS: threeDS)
        _ = try await client.gr4vy().transactions.create(request: transaction)
        #expect(
            try await client.rememberedSessionProblem(id: created.id, now: Date())
                == "has already paid for a transaction")
    }

    @Test func aBuyerIsCreatedAndItsMethodsListed() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let buyer = try await client.createBuyer(
            try EndpointForm(["--external-identifier": ["user-7"], "--display-name": ["Jane Doe"]]).buyer())
        #expect(buyer.externalIdentifier == "user-7")
        let methods = try await client.paymentMethods(try EndpointForm(["--buyer-id": [buyer.id]]).paymentMethods())
        #expect(methods.isEmpty)
        let unknown = await #expect(throws: Gr4vyError.self) {
            try await client.paymentMethods(
                try EndpointForm(["--buyer-external-identifier": ["nobody"]]).paymentMethods())
        }
        #expect(unknown?.statusCode == 404)
    }

    @Test func cardDetailsAndPaymentOptionsAnswerTheirModels() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let details = try await client.cardDetails(
            try EndpointForm(["--currency": ["USD"], "--bin": ["42424242"], "--merchant-initiated": ["on"]])
                .cardDetails())
        #expect(details.scheme == "visa")
        let options = try await client.paymentOptions(
            try EndpointForm(["--currency": ["USD"], "--amount": ["1299"]]).paymentOptions(merchantId: nil))
        #expect(options.contains { $0.method == "card" })
    }

    @Test func settingsThatMakeNoClientAreRefusedWithWhatToDo() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try SettingsStore(environment: environment).save(Settings(server: "sandbox"))
        let error = await #expect(throws: CLIError.self) {
            try await client.checkoutSession(id: UUID().uuidString.lowercased())
        }
        #expect(
            error
                == .failure(
                    "The server 'sandbox' needs a gr4vy id to build its host: run 'tessera admin set gr4vy-id <id>'."))
    }
}
