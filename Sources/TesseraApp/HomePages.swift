import Foundation
import TesseraClient
import Transport

/// The Home tab's endpoint screens and the Admin tab, over TesseraClient's client layer (``HomeClient``).
///
/// A screen's form is filled with the fields remembered for its command (the same ones `tessera` fills in); its
/// script posts the form and shows the answer: JSON, or an error naming and marking the field at fault, or an API
/// error's status, sentence and response body. A checkout session and a buyer are made from the screens that need
/// them, their new id filled in. The Admin tab is a plain form post answered with a 303 back. Nothing here holds
/// the token: the Admin tab shows it masked and a blank token field keeps the saved one.
struct HomePages: AppRoutes {
    let client: HomeClient
    let layout: String
    let challenges: ChallengeBoard

    /// Adds the Home tab's list and screens and the Admin tab.
    func addRoutes(to table: inout Router<AppRoute>) {
        table.add(.get, "/home") { _, _ in page(.home, "Home", list) }
        table.add(.get, "/home/{command}") { _, parameters in
            guard let screen = HomeScreen.named(parameters["command"]) else { return AppResponse.notFound() }
            return page(.home, screen.title, form(screen), script: true)
        }
        table.add(.post, "/home/{command}") { request, parameters in
            guard let screen = HomeScreen.named(parameters["command"]) else { return AppResponse.notFound() }
            let values = screen.values(FormBody(request.body))
            if screen.command == "tokenize" {
                let dark = values[EndpointForm.dark.option] != nil
                let run = challenges.start(appearance: dark ? .dark : .light) { [client] presenter in
                    await client.tokenize(values: values, presenter: presenter)
                }
                return AppResponse.json(["challenge": run])
            }
            let answer = await client.send(screen.command, values: values)
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

    /// The rows of the Home tab.
    private var list: HTML {
        let rows = HomeScreen.all.filter(\.listed).map { screen in
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

    /// The label and control of `field`, filled from `remembered`; `form` names the form it belongs to when it is
    /// not the one it sits in (a maker's fields inside the screen's form).
    private func row(
        _ field: HomeScreen.Field, remembered: [String: [String]], form: String? = nil, prefix: String = ""
    )
        -> HTML
    {
        let name = field.field.name
        let id = prefix + name
        let values = remembered[field.field.option] ?? []
        let label =
            HTML.escape(field.field.label) + (field.required ? HTML.element("span", ["class": "required"], " *") : "")
        let described = field.hint.isEmpty ? nil : id + "-hint"
        let hint =
            field.hint.isEmpty
            ? "" : HTML.element("small", ["class": "hint", "id": id + "-hint"], HTML.escape(field.hint))
        let control: HTML
        switch field.kind {
        case .text:
            control = HTML.void(
                "input",
                [
                    "name": name, "id": id, "form": form, "value": values.first, "aria-describedby": described,
                    "required": field.required ? "" : nil,
                ])
        case .lines:
            control = HTML.element(
                "textarea", ["name": name, "id": id, "form": form, "rows": "3", "aria-describedby": described],
                // One value a line: the line breaks are markup, since escaping drops control characters.
                HTML.join(values.map(HTML.escape), separator: "\n"))
        case .secret:
            control = HTML.void(
                "input",
                [
                    "name": name, "id": id, "form": form, "type": "password", "autocomplete": "off",
                    "inputmode": "numeric", "aria-describedby": described,
                ])
        case .flag(let on):
            let ticked =
                field.field == EndpointForm.authenticate
                ? remembered[EndpointForm.noAuthenticate] == nil : remembered.isEmpty ? on : !values.isEmpty
            control = HTML.void(
                "input",
                [
                    "type": "checkbox", "name": name, "id": id, "form": form, "value": FormMemory.flagValue,
                    "checked": ticked ? "" : nil,
                ])
            return HTML.element("label", ["class": "check", "for": id], control + " " + label)
        case .choice(let choices, let blank):
            let options = (blank.map { [("", $0)] } ?? []) + choices
            control = HTML.element(
                "select", ["name": name, "id": id, "form": form, "aria-describedby": described],
                HTML.join(
                    options.map { value, shown in
                        HTML.element(
                            "option", ["value": value, "selected": values.first == value && !value.isEmpty ? "" : nil],
                            HTML.escape(shown))
                    }))
        }
        return HTML.element("label", ["for": id], label) + HTML.element("span", ["class": "control"], control + hint)
    }

    private func form(_ screen: HomeScreen) -> HTML {
        let remembered = client.remembered(screen.command)
        var makers: HTML = ""
        let rows = screen.fields.map { field -> HTML in
            guard let command = field.maker, let maker = HomeScreen.named(command) else {
                return row(field, remembered: remembered)
            }
            let formId = "make-" + command
            var defaults = client.remembered(command)
            if command == "checkout-session", defaults.isEmpty {
                defaults = [EndpointForm.amount.option: ["1299"], EndpointForm.currency.option: ["USD"]]
            }
            makers =
                makers
                + HTML.element(
                    "form",
                    [
                        "id": formId, "class": "maker", "method": "post", "action": "/home/" + command,
                        "data-fill": field.field.name,
                    ], "")
            let inner = HTML.join(
                maker.fields.map { row($0, remembered: defaults, form: formId, prefix: formId + "-") })
            return row(field, remembered: remembered)
                + HTML.element(
                    "details", ["class": "maker-panel"],
                    HTML.element("summary", [:], HTML.escape(maker.title))
                        + HTML.element("div", ["class": "fields"], inner)
                        + HTML.element(
                            "button", ["type": "submit", "form": formId, "class": "make"],
                            "Create and fill in " + HTML.escape(field.field.label))
                        + HTML.element("p", ["class": "maker-status", "role": "status"], ""))
        }
        return HTML.element("h1", [:], HTML.escape(screen.title))
            + HTML.element("p", [:], HTML.escape(screen.summary))
            + HTML.element(
                "form", ["class": "endpoint", "method": "post", "action": "/home/" + screen.command, "novalidate": ""],
                HTML.element("div", ["class": "fields"], HTML.join(rows))
                    + HTML.element(
                        "p", ["class": "hint"],
                        (screen.fields.contains(where: \.required) ? "* required. " : "")
                            + "Fields are remembered after a request succeeds.")
                    + HTML.element("button", ["type": "submit", "class": "send"], HTML.escape(screen.verb))
                    + HTML.element("button", ["type": "button", "class": "clear"], "Clear Form"))
            + makers
            + HTML.element("p", ["class": "sending", "hidden": ""], "Sending request…")
            + HTML.element(
                "div", ["class": "error", "role": "alert", "hidden": ""],
                HTML.element("p", ["class": "error-message"], "")
                    + HTML.element(
                        "details", ["class": "error-detail", "hidden": ""],
                        HTML.element("summary", [:], "Response") + HTML.element("pre", [:], "")))
            + HTML.element(
                "section", ["class": "response", "hidden": ""],
                HTML.element("p", ["class": "outcome", "role": "status"], "")
                    + HTML.element("button", ["type": "button", "class": "retry", "hidden": ""], "Retry")
                    + HTML.element("button", ["type": "button", "class": "copy"], "Copy")
                    + HTML.element(
                        "a", ["class": "download", "download": screen.command + ".json", "href": "#"], "Download")
                    + HTML.element("pre", ["class": "json"], ""))
            + HTML.element(
                "details", ["class": "request-log", "hidden": ""],
                HTML.element("summary", [:], "Request log")
                    + HTML.element(
                        "p", ["class": "hint"],
                        "The SDK's debug log of this request, redacted, as tessera --debug prints it.")
                    + HTML.element("pre", [:], ""))
    }

    /// The Admin tab's fields: key, label, and what an unset value means.
    private static let adminFields: [(key: SettingsKey, label: String, unset: String)] = [
        (.gr4vyId, "Gr4vy ID", "not set (needed for sandbox and production)"),
        (.token, "API token", "not set"),
        (.server, "Server", ""),
        (.timeout, "Timeout (seconds)", "30 seconds (the SDK default)"),
        (.merchantId, "Merchant ID", "not set"),
    ]

    /// The value the Admin tab shows for `key` (the token never: only its mask, as a placeholder).
    private static func shown(_ key: SettingsKey, in settings: Settings) -> String {
        switch key {
        case .gr4vyId: settings.gr4vyId ?? ""
        case .token: ""
        case .server: settings.server ?? "emulator"
        case .timeout: settings.timeout.map { String(Int($0)) } ?? ""
        case .merchantId, .dsConfig: settings.merchantId ?? ""
        }
    }

    private func admin(notice: String?, problem: String? = nil) -> HTML {
        let settings = client.settings()
        let rows = Self.adminFields.map { field -> HTML in
            let name = field.key.rawValue
            let control: HTML
            switch field.key {
            case .token:
                control = HTML.void(
                    "input",
                    [
                        "name": name, "id": name, "type": "password", "autocomplete": "off",
                        "placeholder": settings.token.map { Settings.mask($0) + " (blank keeps it)" } ?? field.unset,
                    ])
            case .server:
                let current = Self.shown(.server, in: settings)
                let needsId = settings.gr4vyId == nil ? " (needs a Gr4vy ID)" : ""
                var choices = [
                    ("emulator", "Emulator on this machine (the default)"), ("sandbox", "Gr4vy sandbox" + needsId),
                    ("production", "Gr4vy production" + needsId),
                ]
                if !choices.contains(where: { $0.0 == current }) { choices.append((current, current)) }
                control = HTML.element(
                    "select", ["name": name, "id": name],
                    HTML.join(
                        choices.map { value, shown in
                            HTML.element(
                                "option", ["value": value, "selected": value == current ? "" : nil], HTML.escape(shown))
                        }))
            default:
                control = HTML.void(
                    "input",
                    [
                        "name": name, "id": name, "value": Self.shown(field.key, in: settings),
                        "placeholder": field.unset,
                    ])
            }
            return HTML.element("label", ["for": name], HTML.escape(field.label)) + control
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

    /// Saves each posted setting that changed; the first refused stops the rest and is shown in red.
    private func save(_ form: FormBody) -> HTTPResponse {
        let settings = client.settings()
        for field in Self.adminFields {
            let value = form[field.key.rawValue] ?? ""
            if field.key == .token && value.isEmpty { continue }
            if field.key != .token && value == Self.shown(field.key, in: settings) { continue }
            if let problem = client.set(field.key, value: value) {
                return page(.admin, "Admin", admin(notice: nil, problem: problem), status: 422)
            }
        }
        return AppResponse.redirect(to: "/admin?done=saved")
    }
}
