/// A whole page: the layout resource with the tab bar, the title and the tab's content.
struct AppPage {
    /// The tabs of the app, in order: name and path.
    enum Tab: String, CaseIterable {
        case home = "Home"
        case checkout = "Checkout"
        case wallet = "Wallet"
        case dashboard = "Dashboard"
        case admin = "Admin"

        /// The tab's name in lower case after a slash: `/home`.
        var path: String { "/" + rawValue.lowercased() }
    }

    let tab: Tab
    let title: String
    let main: HTML
    /// The scripts under `/static/` the page loads.
    var scripts: [String] = []

    /// The page's markup from `layout`.
    func render(layout: String) -> HTML {
        let tabs = HTML.join(
            Tab.allCases.map { item in
                HTML.element(
                    "a",
                    [
                        "href": item.path, "class": item == tab ? "tab active" : "tab",
                        "aria-current": item == tab ? "page" : nil,
                    ],
                    HTML.escape(item.rawValue))
            })
        return HTML.template(
            layout,
            [
                "title": HTML.escape(title), "tabs": tabs, "main": main,
                "scripts": HTML.join(scripts.map { HTML.element("script", ["src": "/static/" + $0, "defer": ""]) }),
            ])
    }
}
