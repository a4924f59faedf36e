import Foundation
import Transport

/// The Home tab's endpoint screens and the Admin tab, over the CLI's ``ClientService``.
///
/// A screen's form is filled with what the CLI remembered; its script posts the form and shows the answer (JSON,
/// or an error in red). The Admin tab is a plain form post answered with a 303 back. Nothing here holds the
/// token: the Admin tab shows it masked and a blank token field keeps the saved one.
struct HomePages: AppRoutes {
    let service: any ClientService
    let layout: String
    let challenges: ChallengeBoard

    /// Adds the Home tab's list and screens and the Admin tab.
    func addRoutes(to table: inout Router<AppRoute>) {
        table.add(.get, "/home") { _, _ in page(.home, "Home", list) }
        table.add(.get, "/home/{command}") { _, parameters in
            guard let screen = HomeScreen.all.first(where: { $0.command == parameters["command"] }) else {
                return AppResponse.notFound()
            }
            return page(.home, screen.title, form(screen), script: true)
        }
        table.add(.post, "/home/{command}") { request, parameters in
            guard let screen = HomeScreen.all.first(where: { $0.command == parameters["command"] }) else {
                return AppResponse.notFound()
            }
            let form = FormBody(request.body)
            if screen.command == "tokenize" {
                let words = screen.words(form)
                let run = challenges.start(appearance: form["dark"] == nil ? .light : .dark) { presenter in
                    await service.tokenize(words: words, presenter: presenter)
                }
                return AppResponse.json(["challenge": run])
            }
            let answer = await service.send(command: screen.command, words: screen.words(form))
            return AppResponse.json(answer, status: answer.json == nil ? 422 : 200)
        }
        table.add(.get, "/admin") { request, _ in
            let saved = request.queryItems.contains { $0.name == "done" && $0.value == "saved" }
            return page(.admin, "Admin", admin(notice: saved ? "Settings saved; the next request uses them." : nil))
        }
        table.add(.post, "/admin") { request, _ in save(FormBody(request.body)) }
    }

    private func page(_ tab: AppPage.Tab, _ title: String, _ main: HTML, script: Bool = false, status: Int = 200)
        -> HTTPResponse
    {
        var page = AppPage(tab: tab, title: title, main: main)
        page.scripts = script ? ["challenge.js", "home.js"] : []
        return AppResponse.page(page.render(layout: layout), status: status)
    }

    /// The four rows of the Home tab.
    private var list: HTML {
        let rows = HomeScreen.all.map { screen in
            HTML.element(
                "li", [:],
                HTML.element(
                    "a", ["href": "/home/" + screen.command, "class": "screen-row"],
                    HTML.element("strong", [:], HTML.escape(screen.title)) + " "
                        + HTML.element("span", ["class": "verb"], HTML.escape(screen.verb))))
        }
        return HTML.element("h1", [:], "Gr4vy client")
            + HTML.element(
                "p", [:],
                "Each screen sends one request with the Admin tab's settings, as the matching tessera command does.")
            + HTML.element("ul", ["class": "rows"], HTML.join(rows))
    }

    private func form(_ screen: HomeScreen) -> HTML {
        let remembered = service.remembered(command: screen.command)
        let rows = screen.fields.map { field -> HTML in
            let name = String(field.option.dropFirst(2))
            let values = remembered[field.option] ?? []
            let label =
                HTML.escape(field.label) + (field.required ? HTML.element("span", ["class": "required"], " *") : "")
            let control: HTML
            switch field.kind {
            case .text:
                control = HTML.void(
                    "input",
                    [
                        "name": name, "id": name, "value": values.first ?? nil,
                        "placeholder": field.hint.isEmpty ? nil : field.hint,
                    ])
            case .lines:
                control = HTML.element(
                    "textarea", ["name": name, "id": name, "rows": "3", "placeholder": field.hint],
                    HTML.escape(values.joined(separator: "\n")))
            case .secret:
                control = HTML.void(
                    "input",
                    [
                        "name": name, "id": name, "type": "password", "autocomplete": "off", "inputmode": "numeric",
                        "placeholder": field.hint,
                    ])
            case .flag:
                control = HTML.void("input", ["type": "checkbox", "name": name, "id": name, "value": "on"])
            case .choice(let choices):
                let options = ([""] + choices).map { choice in
                    HTML.element(
                        "option", ["value": choice, "selected": values.first == choice && !choice.isEmpty ? "" : nil],
                        HTML.escape(choice.isEmpty ? "(API default)" : choice))
                }
                control = HTML.element("select", ["name": name, "id": name], HTML.join(options))
            }
            return HTML.element("label", ["for": name], label) + control
        }
        return HTML.element("h1", [:], HTML.escape(screen.title))
            + HTML.element("p", [:], HTML.escape(screen.summary))
            + HTML.element(
                "form", ["class": "endpoint", "method": "post", "action": "/home/" + screen.command],
                HTML.element("div", ["class": "fields"], HTML.join(rows))
                    + HTML.element(
                        "p", ["class": "hint"], "* required. Fields are remembered after a request succeeds.")
                    + HTML.element("button", ["type": "submit", "class": "send"], HTML.escape(screen.verb)))
            + HTML.element("p", ["class": "sending", "hidden": ""], "Sending request…")
            + HTML.element("button", ["type": "button", "class": "error", "hidden": ""])
            + HTML.element("pre", ["class": "error-detail", "hidden": ""])
            + HTML.element(
                "section", ["class": "response", "hidden": ""],
                HTML.element("button", ["type": "button", "class": "copy"], "Copy")
                    + HTML.element(
                        "a", ["class": "download", "download": screen.command + ".json", "href": "#"], "Download")
                    + HTML.element("p", ["class": "problem note", "hidden": ""])
                    + HTML.element("pre", ["class": "json"]))
    }

    private func admin(notice: String?, problem: String? = nil) -> HTML {
        let rows = service.settings().map { setting -> HTML in
            HTML.element("label", ["for": setting.key], HTML.escape(setting.key))
                + HTML.void(
                    "input",
                    setting.secret
                        ? [
                            "name": setting.key, "id": setting.key, "type": "password", "autocomplete": "off",
                            "placeholder": setting.shown.isEmpty ? "not set" : setting.shown + " (blank keeps it)",
                        ]
                        : [
                            "name": setting.key, "id": setting.key, "value": setting.shown,
                            "placeholder": Self.defaults[setting.key] ?? "not set",
                        ])
        }
        return HTML.element("h1", [:], "Admin")
            + (notice.map { HTML.element("p", ["class": "notice", "role": "status"], HTML.escape($0)) } ?? "")
            + (problem.map { AppHandler.problem($0) } ?? "")
            + HTML.element(
                "form", ["class": "admin", "method": "post", "action": "/admin"],
                HTML.element("div", ["class": "fields"], HTML.join(rows))
                    + HTML.element(
                        "p", ["class": "hint"],
                        "The settings of 'tessera admin'. A blank field returns to the default; a blank token keeps the saved one."
                    )
                    + HTML.element("button", ["type": "submit"], "Save"))
    }

    /// What an unset setting means, shown in its empty field.
    private static let defaults = [
        "server": "emulator (the default); or sandbox, production, a URL",
        "timeout": "30 seconds (the SDK default)",
    ]

    /// Saves each posted setting; the first refused stops the rest and is shown in red.
    private func save(_ form: FormBody) -> HTTPResponse {
        for setting in service.settings() {
            let value = form[setting.key] ?? ""
            if setting.secret && value.isEmpty { continue }
            if !setting.secret && value == setting.shown { continue }
            if let problem = service.set(key: setting.key, value: value) {
                return page(.admin, "Admin", admin(notice: nil, problem: problem), status: 422)
            }
        }
        return AppResponse.redirect(to: "/admin?done=saved")
    }
}
