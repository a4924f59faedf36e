import Foundation
import Transport

/// The pending-challenge resource the page follows: `GET /challenge/{run}` (long-polled with `?after=version`),
/// `POST /challenge/{run}/answer`, the screen's stylesheet, and for UI type 05 the ACS HTML document and the URL
/// its form posts to.
struct ChallengeRoutes: AppRoutes {
    let board: ChallengeBoard

    /// What the page receives while following a run.
    private struct StatusBody: Encodable {
        let version: Int
        /// `running` (no screen), `screen` (waiting for the cardholder) or `done`.
        let state: String
        var sequence: Int?
        var uiType: String?
        var html: String?
        var stylesheet: String?
        var answer: ClientAnswer?
    }

    /// Adds the routes under `/challenge/{run}`.
    func addRoutes(to table: inout Router<AppRoute>) {
        table.add(.get, "/challenge/{run}") { request, parameters in
            let after = request.queryItems.first { $0.name == "after" }?.value.flatMap { Int($0) }
            guard let status = await board.status(of: parameters["run"], after: after) else {
                return AppResponse.jsonError("This challenge is no longer known to the app; start again.", status: 404)
            }
            return AppResponse.json(body(status, run: parameters["run"]))
        }
        table.add(.post, "/challenge/{run}/answer") { (request: HTTPRequest, parameters: RouteParameters) in
            let form = FormBody(request.body)
            guard let sequence = form["sequence"].flatMap({ Int($0) }) else {
                return AppResponse.jsonError("The answer names no challenge screen; reload the page.", status: 400)
            }
            do throws(AppRequestError) {
                try board.answer(sequence, in: parameters["run"]) { screen, _ throws(AppRequestError) in
                    try ChallengeView.action(for: screen, form)
                }
                return AppResponse.json(["answered": true])
            } catch {
                return AppResponse.jsonError(error.message, status: error.status)
            }
        }
        table.add(.get, "/challenge/{run}/{sequence}/style.css") { _, parameters in
            guard let view = view(parameters) else { return AppResponse.notFound() }
            return AppResponse.make(type: "text/css; charset=utf-8", body: Data(view.stylesheet.utf8))
        }
        table.add(.get, "/challenge/{run}/{sequence}/acs") { _, parameters in
            guard let view = view(parameters), view.screen.uiType == .html else { return AppResponse.notFound() }
            return Self.frameDocument(view.document)
        }
        table.add(.post, "/challenge/{run}/{sequence}/form/{key}", access: .challengeForm) {
            (request: HTTPRequest, parameters: RouteParameters) in
            guard let sequence = Int(parameters["sequence"]) else { return AppResponse.notFound() }
            do throws(AppRequestError) {
                try board.answer(sequence, in: parameters["run"]) { screen, key throws(AppRequestError) in
                    guard AppGate.constantTimeEqual(key, parameters["key"]) else {
                        throw .notFound("This challenge screen is no longer waiting for an answer.")
                    }
                    return ChallengeView.htmlAction(for: screen, FormBody(request.body))
                }
                return Self.frameDocument(ChallengeView.sentDocument)
            } catch {
                var response = Self.frameDocument(HTML.escape(error.message).markup)
                response.status = error.status
                return response
            }
        }
    }

    /// The view of the screen `{run}` is waiting on, if it is screen `{sequence}`.
    private func view(_ parameters: RouteParameters) -> ChallengeView? {
        let run = parameters["run"]
        guard let sequence = Int(parameters["sequence"]), let pending = board.current(run)?.pending,
            pending.sequence == sequence
        else { return nil }
        return ChallengeView(screen: pending.screen, run: run, sequence: sequence, formKey: pending.formKey)
    }

    private func body(_ status: ChallengeBoard.Status, run: String) -> StatusBody {
        if let answer = status.answer {
            return StatusBody(version: status.version, state: "done", answer: answer)
        }
        guard let pending = status.pending else { return StatusBody(version: status.version, state: "running") }
        let view = ChallengeView(screen: pending.screen, run: run, sequence: pending.sequence, formKey: pending.formKey)
        return StatusBody(
            version: status.version, state: "screen", sequence: pending.sequence,
            uiType: pending.screen.uiType.rawValue, html: view.markup.markup, stylesheet: view.stylesheetPath)
    }

    /// A document for the challenge's frame: framed by the app's own page only, run in a sandbox without
    /// scripts, its forms posting only to the app.
    static func frameDocument(_ html: String) -> HTTPResponse {
        var response = AppResponse.make(type: "text/html; charset=utf-8", body: Data(html.utf8))
        response.headers["Content-Security-Policy"] =
            "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; "
            + "frame-ancestors 'self'; sandbox allow-forms"
        response.headers["X-Frame-Options"] = "SAMEORIGIN"
        response.headers["Cross-Origin-Opener-Policy"] = nil
        return response
    }
}
