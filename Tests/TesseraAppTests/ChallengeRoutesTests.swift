import Foundation
import TesseraCore
import TesseraTestSupport
import Testing
import ThreeDS
import Transport

@testable import TesseraApp

/// The pending-challenge resource without a browser or an SDK: a run shows screens through the browser presenter,
/// the routes show them and take the answers, a cancelled wait withdraws the screen, and the ACS frame's form
/// needs its screen's secret.
@Suite struct ChallengeRoutesTests {
    let board = ChallengeBoard()
    var routes: ChallengeRoutes { ChallengeRoutes(board: board) }

    func send(_ method: String, _ path: String, form: String? = nil) async -> HTTPResponse {
        await routes.respond(
            to: HTTPRequest(
                method: HTTPMethod(rawValue: method), url: URL(string: "http://127.0.0.1:5555\(path)")!,
                headers: ["Content-Type": "application/x-www-form-urlencoded"], body: form.map { Data($0.utf8) }))
    }

    func status(_ run: String, after version: Int? = nil) async throws -> [String: Any] {
        let response = await send("GET", "/challenge/\(run)" + (version.map { "?after=\($0)" } ?? ""))
        #expect(response.status == 200)
        return try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    /// Waits until run `run` shows a screen (or ends), and returns its status; fails after ten changes without one.
    func screen(_ run: String) async throws -> [String: Any] {
        var version: Int?
        for _ in 0..<10 {
            let current = try await status(run, after: version)
            if current["state"] as? String != "running" { return current }
            version = current["version"] as? Int
        }
        Issue.record("run \(run) never showed a screen")
        return [:]
    }

    /// A run that shows `screens` one after the other and ends with the actions it received, as the note.
    func start(_ screens: [ChallengeScreen], appearance: ChallengeAppearance = .light) -> String {
        board.start(appearance: appearance) { presenter in
            var actions: [String] = []
            for screen in screens {
                do {
                    actions.append("\(try await presenter.present(screen))")
                } catch {
                    actions.append("\(type(of: error))")
                }
            }
            return ClientAnswer(json: "{}", note: actions.joined(separator: " | "))
        }
    }

    @Test func showsEachScreenAndPassesTheAnswersOn() async throws {
        let run = start([.sample(.text), .sample(.multiSelect)])
        let first = try await screen(run)
        #expect(first["state"] as? String == "screen" && first["ui_type"] as? String == "01")
        #expect((first["html"] as? String)?.contains("Enter the code we sent") == true)
        let stylesheet = try #require(first["stylesheet"] as? String)
        let css = await send("GET", stylesheet)
        #expect(css.status == 200 && css.headers["Content-Type"]?.hasPrefix("text/css") == true)
        #expect(
            (await send("POST", "/challenge/\(run)/answer", form: "sequence=1&action=submit&code=4321")).status == 200)
        // The same screen cannot be answered twice.
        #expect((await send("POST", "/challenge/\(run)/answer", form: "sequence=1&action=cancel")).status == 404)
        let second = try await screen(run)
        #expect(second["sequence"] as? Int == 2 && second["ui_type"] as? String == "03")
        let refused = await send("POST", "/challenge/\(run)/answer", form: "sequence=2&action=submit&option=nope")
        #expect(refused.status == 400)
        let answered = await send(
            "POST", "/challenge/\(run)/answer", form: "sequence=2&action=submit&option=train&option=coffee")
        #expect(answered.status == 200)
        let done = try await screen(run)
        #expect(done["state"] as? String == "done")
        let answer = try #require(done["answer"] as? [String: Any])
        #expect(answer["note"] as? String == #"submitText("4321") | submitSelection(["coffee", "train"])"#)
        #expect((await send("GET", stylesheet)).status == 404)
    }

    @Test func withdrawsTheScreenWhenTheSDKStopsWaiting() async throws {
        let shown = Locked(false)
        let run = board.start(appearance: .dark) { presenter in
            #expect(presenter.appearance == .dark)
            let waiting = Task { try await presenter.present(.sample(.text)) }
            _ = await eventually { shown.value }
            waiting.cancel()
            do {
                _ = try await waiting.value
                return ClientAnswer(note: "answered")
            } catch {
                return ClientAnswer(note: "\(type(of: error))")
            }
        }
        let first = try await screen(run)
        #expect(first["state"] as? String == "screen")
        shown.replace(with: true)
        var done: [String: Any] = first
        for _ in 0..<10 where done["state"] as? String != "done" {
            done = try await status(run, after: done["version"] as? Int)
        }
        #expect((done["answer"] as? [String: Any])?["note"] as? String == "CancellationError")
        #expect((await send("POST", "/challenge/\(run)/answer", form: "sequence=1&action=cancel")).status == 404)
    }

    @Test func takesTheACSFormOnlyWithItsScreensSecret() async throws {
        let run = start([.sample(.html)])
        let shown = try await screen(run)
        let html = try #require(shown["html"] as? String)
        let source = try #require(html.firstMatch(of: /src="([^"]+)"/)?.1)
        let document = await send("GET", String(source))
        #expect(document.status == 200)
        #expect(document.headers["Content-Security-Policy"]?.contains("sandbox allow-forms") == true)
        #expect(document.headers["Content-Security-Policy"]?.contains("frame-ancestors 'self'") == true)
        let body = String(decoding: document.body, as: UTF8.self)
        let action = try #require(body.firstMatch(of: /<form action="([^"]+)" method="post">/)?.1)
        #expect(AppGate.isChallengeFormPost(String(action)))
        let wrong = String(action.dropLast(4)) + "0000"
        #expect((await send("POST", wrong, form: "otp=1234")).status == 404)
        #expect((await send("POST", String(action), form: "otp=1234")).status == 200)
        let done = try await screen(run)
        #expect((done["answer"] as? [String: Any])?["note"] as? String == #"submitHTMLForm(["otp": "1234"])"#)
    }

    @Test func letsOnlyTheFramesFormPostWithoutTheCookie() {
        let gate = AppGate(token: String(repeating: "cd", count: 32), port: 5555)
        let form = "/challenge/\(String(repeating: "a", count: 32))/1/form/\(String(repeating: "b", count: 64))"
        var table = Router<AppRoute>()
        ChallengeRoutes(board: ChallengeBoard()).addRoutes(to: &table)
        func verdict(_ path: String, origin: String) -> Bool {
            let request = HTTPRequest(
                method: .post, url: URL(string: "http://127.0.0.1:5555\(path)")!,
                headers: ["Host": "127.0.0.1:5555", "Origin": origin])
            return gate.check(request, access: table.access(for: request)) == .pass
        }
        #expect(verdict(form, origin: "null"))
        #expect(verdict(form, origin: "http://127.0.0.1:5555"))
        #expect(!verdict(form, origin: "http://evil.example"))
        #expect(!verdict(form + "/x", origin: "null"))
        #expect(!verdict("/challenge/\(String(repeating: "a", count: 32))/answer", origin: "null"))
        #expect(!verdict("/admin", origin: "null"))
    }

    @Test func forgetsTheOldestRunBeyondItsCapacityAndEndsItsWait() async throws {
        let ended = Locked<String?>(nil)
        let first = board.start(appearance: .light) { presenter in
            do {
                _ = try await presenter.present(.sample(.text))
                ended.replace(with: "answered")
            } catch {
                ended.replace(with: "\(type(of: error))")
            }
            return ClientAnswer()
        }
        _ = try await screen(first)
        for _ in 0..<ChallengeBoard.capacity { _ = start([]) }
        #expect((await send("GET", "/challenge/\(first)")).status == 404)
        #expect((await send("POST", "/challenge/\(first)/answer", form: "sequence=1&action=cancel")).status == 404)
        #expect(await eventually { ended.value != nil })
        #expect(ended.value == "CancellationError")
    }
}
