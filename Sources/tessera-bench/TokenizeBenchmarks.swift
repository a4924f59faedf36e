import CardKit
import Foundation
import Gr4vyClient
import Sandbox
import ThreeDS
import Transport

/// `tessera-bench tokenize`: `Gr4vy.tokenize(authenticate: true)` end to end in process against the
/// emulator, once frictionless and once with a scripted text challenge, with the share of each step.
///
/// Steps: the fields call, the version call, the authenticate call (emulator: device-data decryption,
/// decision, ACS key and signature), the ACS rounds (emulator: CReq decryption, CRes encryption, SQLite
/// state), and what is left: the client side (SDK parameters and device-data JWE, signature and chain
/// verification, session key, CReq/CRes JWEs, JSON).
enum TokenizeBenchmarks {
    /// Runs the suite.
    static func run() async {
        do {
            let handler = try SandboxHandler(store: SandboxStore.ephemeral())
            let timing = StepTimingTransport(base: SandboxTransport(handler: handler))
            let gr4vy = try Gr4vy(
                gr4vyId: "tessera", token: try DevelopmentToken.make(now: Date(), id: UUID()),
                server: .sandbox, session: Gr4vyTransportSession(transport: timing),
                threeDS: Gr4vyThreeDSConfiguration(appIDStore: InMemorySDKAppIDStore()))
            try await measure("frictionless", card: "visa-frictionless", actions: [], gr4vy: gr4vy, timing: timing)
            try await measure(
                "challenge", card: "visa-challenge", actions: [.submitText("1234")], gr4vy: gr4vy, timing: timing)
        } catch {
            print("tokenize: benchmark failed: \(error)")
        }
    }

    private static func processCPUTime() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    private static func measure(
        _ name: String, card cardName: String, actions: [ChallengeAction], gr4vy: Gr4vy, timing: StepTimingTransport
    ) async throws {
        guard let card = TestCard.named(cardName) else { return }
        let data = Gr4vyCardData(
            paymentMethod: .card(
                Gr4vyCardPaymentMethod(
                    number: card.number, expirationDate: card.expiry(at: WallClock.live.now()), securityCode: card.cvc))
        )
        let iterations = 40
        var medians: [Double] = []
        var cpuMedians: [Double] = []
        var stepTotals: [String: UInt64] = [:]
        var total: UInt64 = 0
        for sample in 0..<8 {
            var sessions: [String] = []
            for _ in 0..<iterations {
                sessions.append(
                    try await gr4vy.checkoutSession.create(request: .init(session: .init(currency: "USD"))).id)
            }
            _ = timing.takeTotals()
            let start = DispatchTime.now().uptimeNanoseconds
            let cpuStart = processCPUTime()
            for session in sessions {
                let result = try await gr4vy.tokenize(
                    checkoutSessionId: session, cardData: data, presenter: ScriptedChallengePresenter(actions),
                    sdkMaxTimeoutMinutes: 5, authenticate: true)
                guard result.authentication?.transactionStatus == "Y" else {
                    throw BenchACS.Failure(outcome: "\(String(describing: result.authentication))")
                }
            }
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            let cpu = processCPUTime() - cpuStart
            guard sample > 0 else { continue }  // the first sample warms up
            medians.append(Double(elapsed) / Double(iterations))
            cpuMedians.append(Double(cpu) / Double(iterations))
            total += elapsed
            for (step, nanoseconds) in timing.takeTotals() { stepTotals[step, default: 0] += nanoseconds }
        }
        let median = medians.sorted()[medians.count / 2]
        let cpuMedian = cpuMedians.sorted()[cpuMedians.count / 2]
        var shares = StepTimingTransport.steps.compactMap { step in
            stepTotals[step].map { (step, Double($0) / Double(total)) }
        }
        shares.append(("client side", 1 - shares.map(\.1).reduce(0, +)))
        let text = shares.map { String(format: "%@ %.0f%%", $0.0, $0.1 * 100) }.joined(separator: ", ")
        print(
            String(
                format: "tokenize %@: %.3f ms wall, %.3f ms process CPU per tokenize (median of 7 × %d); wall shares: ",
                name, median / 1e6, cpuMedian / 1e6, iterations) + text)
    }
}
