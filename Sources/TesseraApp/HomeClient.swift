import Foundation
import Gr4vyClient
import TesseraClient
import TesseraCore
import ThreeDS
import Transport

/// What the Home and Admin tabs send through: TesseraClient's client layer, the one `tessera` uses, over the
/// settings, remembered forms and emulator state the environment names.
///
/// Each request is checked field by field (`EndpointForm`), sent in this process, and its fields remembered once
/// it succeeds, the same remembered fields the command of that name fills in.
public struct HomeClient: Sendable {
    let client: EndpointClient

    /// A client over the settings and data folders `environment` names; `challengeClock`, when given, times a
    /// 3-D Secure challenge instead of the system clock (`tessera app --challenge-minute`).
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment, challengeClock: WallClock? = nil
    ) {
        client = EndpointClient(environment: environment, challengeClock: challengeClock)
    }

    /// Sends the endpoint `command` with the form's `values` (by option) and remembers them when it succeeds; the
    /// answer holds the SDK's redacted debug log of the call.
    func send(_ command: String, values: [String: [String]]) async -> ClientAnswer {
        await Self.logged { await answer(command, values: values) }
    }

    /// Tokenizes as the Tokenize form says, a 3-D Secure challenge shown by `presenter`; the fields are remembered
    /// once the card is stored (the card number and code never are). The answer holds the SDK's redacted debug log
    /// of the call.
    func tokenize(values: [String: [String]], presenter: any ChallengePresenter) async -> ClientAnswer {
        await Self.logged { await tokenized(values: values, presenter: presenter) }
    }

    /// The most log entries an answer keeps (each body in them is already cut to 4,096 characters).
    static let logEntries = 64

    /// What `body` answers, with the SDK's debug log of the calls it made (this request's only, whatever other
    /// requests run meanwhile) in ``ClientAnswer/log``.
    private static func logged(_ body: () async -> ClientAnswer) async -> ClientAnswer {
        let entries = Locked<[String]>([])
        let sink = LogSink { entry in
            entries.withLock { if $0.count < logEntries { $0.append(entry) } }
        }
        var answer = await Gr4vyLogger.capture(into: sink) { await body() }
        let log = entries.value.joined(separator: "\n")
        answer.log = log.isEmpty ? nil : log
        return answer
    }

    private func answer(_ command: String, values: [String: [String]]) async -> ClientAnswer {
        let form = EndpointForm(values)
        do {
            let answer: ClientAnswer
            switch command {
            case "payment-options":
                let request = try form.paymentOptions(merchantId: try client.settings().merchantId)
                answer = ClientAnswer(json: ClientAnswer.pretty(encoding: try await client.paymentOptions(request)))
            case "card-details":
                let request = try form.cardDetails()
                answer = ClientAnswer(json: ClientAnswer.pretty(encoding: try await client.cardDetails(request)))
            case "payment-methods":
                let request = try form.paymentMethods()
                answer = ClientAnswer(json: ClientAnswer.pretty(encoding: try await client.paymentMethods(request)))
            case "checkout-session":
                let session = try await client.createCheckoutSession(try form.checkoutSession())
                answer = ClientAnswer(json: ClientAnswer.pretty(encoding: session), id: session.id)
            case "buyer":
                let buyer = try await client.createBuyer(try form.buyer())
                answer = ClientAnswer(json: ClientAnswer.pretty(encoding: buyer), id: buyer.id)
            default:
                return ClientAnswer(message: "The Home tab has no screen '\(command)'; reload the page.")
            }
            remember(command, form)
            return answer
        } catch {
            return ClientAnswer(error: error)
        }
    }

    private func tokenized(values: [String: [String]], presenter: any ChallengePresenter) async -> ClientAnswer {
        let form = EndpointForm(values)
        do {
            let request = try form.tokenize(now: WallClock.live.now())
            if remembered("tokenize")[EndpointForm.session.option]?.first == request.checkoutSessionId,
                let problem = try await client.rememberedSessionProblem(
                    id: request.checkoutSessionId, now: WallClock.live.now())
            {
                // A session that can no longer pay is forgotten, as `tessera tokenize` forgets it.
                if var forms = try? client.memory.load() {
                    forms["tokenize"]?[EndpointForm.session.option] = nil
                    try? client.memory.save(forms)
                }
                return ClientAnswer(
                    message:
                        "This checkout session \(problem), so it is forgotten; "
                        + "make a new one with New checkout session.",
                    field: EndpointForm.session.name)
            }
            let threeDS = Gr4vyThreeDSConfiguration(
                additionalDirectoryServers: try client.settings().dsConfig.map {
                    try Gr4vyThreeDSConfiguration.directoryServers(json: Data($0.utf8))
                } ?? [],
                appIDStore: FileSDKAppIDStore(path: FileSDKAppIDStore.defaultPath(environment: client.environment)))
            let result = try await client.tokenize(request, threeDS: threeDS, presenter: presenter)
            remember("tokenize", form)
            var answer = ClientAnswer(tokenized: result.jsonLine, note: result.authentication?.failureReason)
            answer.json = ClientAnswer.pretty(result.jsonLine)
            return answer
        } catch {
            return ClientAnswer(error: error)
        }
    }

    /// Keeps `form`'s values as `command`'s remembered fields, leaving out what is never stored (card numbers and
    /// codes, a BIN, and any value `FormMemory.isStorable(_:)` refuses).
    private func remember(_ command: String, _ form: EndpointForm) {
        let secret: Set = [
            EndpointForm.card.option, EndpointForm.cvc.option, EndpointForm.bin.option, EndpointForm.expiry.option,
        ]
        var kept = form.values.filter { !secret.contains($0.key) && $0.value.allSatisfy(FormMemory.isStorable) }
        if command == "tokenize" {
            // Kept as the command line spells it: Authenticate off is `--no-authenticate`.
            kept[EndpointForm.noAuthenticate] =
                kept[EndpointForm.authenticate.option] == nil ? [FormMemory.flagValue] : nil
            kept[EndpointForm.authenticate.option] = nil
        }
        guard var forms = try? client.memory.load() else { return }
        forms[command] = kept.isEmpty ? nil : kept
        try? client.memory.save(forms)
    }

    /// The values remembered for `command`, by option (`--currency`: `["USD"]`).
    func remembered(_ command: String) -> [String: [String]] {
        (try? client.memory.load())?[command] ?? [:]
    }

    /// The Admin tab's keys (the DS configuration stays with `tessera admin`).
    static let keys: [SettingsKey] = [.gr4vyId, .token, .server, .timeout, .merchantId]

    /// The saved settings, empty when they cannot be read.
    func settings() -> Settings {
        (try? client.settings()) ?? Settings()
    }

    /// Sets (or, when `value` is blank, unsets) the setting `key`; nil, or the sentence saying what is wrong.
    func set(_ key: SettingsKey, value: String) -> String? {
        let store = SettingsStore(environment: client.environment)
        do {
            var settings = try store.load()
            if value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                key.unset(in: &settings)
            } else {
                do throws(SettingsValueError) {
                    try key.set(value, in: &settings)
                } catch {
                    return error.message
                }
            }
            try store.save(settings)
            return nil
        } catch {
            return ClientAnswer(error: error).message
        }
    }
}
