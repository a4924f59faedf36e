import Transport

@testable import TesseraApp

extension AppRoutes {
    /// This part's answer to `request` from a table of its routes alone, as the app's table gives it after the gate.
    func respond(to request: HTTPRequest) async -> HTTPResponse {
        var table = Router<AppRoute>()
        addRoutes(to: &table)
        return await table.respond(to: request)
    }
}
