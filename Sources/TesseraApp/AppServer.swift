import Checkout
import DigitalWallet
import Foundation
import HTTPServer
import TesseraCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The client app as a local web app: an HTTP server on 127.0.0.1 only, with a new secret token each launch.
///
/// The URL ``start()`` returns carries the token once; the first visit trades it for an HttpOnly,
/// SameSite=Strict cookie and every later request must bring that cookie. Requests whose Host header is not
/// 127.0.0.1 or localhost with the app's port, and state-changing requests from another origin, are answered
/// 403 and change nothing. Pages allow no inline script (`Content-Security-Policy: default-src 'self'`).
public final class AppServer: Sendable {
    private let server: HTTPServer
    private let token: String
    private let port: Locked<Int>

    /// An app on `port` (0 for a free one) whose Wallet tab works on `wallet` with `issuer` standing for the
    /// emulated card issuer (no Wallet tab when nil); the Checkout tab uses `checkout`'s clock and language and
    /// pays through `payment` (no Pay button when nil); the Home and Admin tabs send through `client` (absent when
    /// nil); the Dashboard tab reads and acts on the emulator through `dashboard` (absent when nil), each of its
    /// capture, void and refund forms carrying an idempotency key from `makeID`.
    ///
    /// - Throws: ``AppError/resourceMissing(_:)`` when the app's resource bundle is incomplete.
    @MainActor
    public init(
        port: UInt16 = 0, wallet: (Wallet, any WalletIssuer)? = nil, checkout: CheckoutEnvironment = .live,
        payment: (any CheckoutPayment)? = nil, client: HomeClient? = nil,
        dashboard: (any EmulatorDashboard)? = nil, makeID: IDGenerator = .live,
        accessLog: (@Sendable (AccessLogEntry) -> Void)? = nil
    ) throws(AppError) {
        let resources = try AppResources.load()
        token = AppGate.randomToken()
        let port = Locked(Int(port))
        self.port = port
        let pages = wallet.map { WalletPages(wallet: $0.0, issuer: $0.1, layout: resources.layout) }
        let challenges = ChallengeBoard()
        let handler = AppHandler(
            token: token, port: port, resources: resources,
            desk: CheckoutDesk(resources: resources, environment: checkout), payment: payment, wallet: pages,
            home: client.map { HomePages(client: $0, layout: resources.layout, challenges: challenges) },
            challenges: challenges,
            dashboard: dashboard.map { DashboardPages(dashboard: $0, layout: resources.layout, makeID: makeID) })
        server = HTTPServer(
            handler: handler,
            configuration: HTTPServer.Configuration(
                host: "127.0.0.1", port: port.value == 0 ? 0 : UInt16(port.value), maxBodyBytes: 64 * 1024),
            accessLog: accessLog)
    }

    /// Starts listening and returns the URL to open, which carries this launch's token.
    ///
    /// - Throws: ``AppError/portTaken(_:)`` when another program listens on the port, else
    ///   ``AppError/cannotListen(_:)``.
    public func start() throws(AppError) -> URL {
        let bound: Int
        do {
            bound = try server.start()
        } catch .system(_, let code) where code == EADDRINUSE {
            throw .portTaken(port.value)
        } catch {
            throw .cannotListen(error.description)
        }
        port.replace(with: bound)
        return URL(string: "http://127.0.0.1:\(bound)/?token=\(token)")!
    }

    /// The port the app listens on once started.
    public var boundPort: Int { port.value }

    /// Stops the server, letting requests in flight finish.
    public func shutdown() async {
        await server.shutdown()
    }
}
