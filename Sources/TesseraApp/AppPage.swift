/// A whole page: the layout resource with the tab bar, the title and the tab's content.
struct AppPage {
    /// The tabs of the app, in order: name and path.
    enum Tab: String, CaseIterable {
        case checkout = "Checkout"
        case wallet = "Wallet"

        var path: String {
            switch self {
            case .checkout: "/checkout"
            case .wallet: "/wallet"
            }
        }
    }

    let tab: Tab
    let title: String
    let main: HTML
    /// Whether the page loads the Checkout tab's script.
    var script = false

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
                "scripts": script ? "<script src=\"/static/checkout.js\" defer></script>" : "",
            ])
    }
}
