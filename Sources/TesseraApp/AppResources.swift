import Foundation

/// The pages, stylesheet, script and images that ship in the app's resource bundle, read once.
struct AppResources: Sendable {
    /// A file served as it is.
    struct Asset: Sendable {
        /// The bytes.
        let data: Data
        /// The media type.
        let type: String
    }

    /// The page skeleton, with `{{title}}`, `{{scripts}}`, `{{tabs}}` and `{{main}}` slots.
    let layout: String
    /// The Checkout tab's form, with `{{session}}`, `{{looks}}`, `{{side}}`, `{{label}}`, `{{card}}` and `{{pay}}` slots.
    let checkout: String
    /// Static files by their URL path (`/static/app.css`…).
    let assets: [String: Asset]

    /// The files served under `/static/`: name and media type.
    static let staticFiles: [(String, String)] = [
        ("app.css", "text/css; charset=utf-8"),
        ("checkout.js", "text/javascript; charset=utf-8"),
        ("home.js", "text/javascript; charset=utf-8"),
        ("challenge.js", "text/javascript; charset=utf-8"),
        ("card-front.svg", "image/svg+xml"),
        ("card-back.svg", "image/svg+xml"),
    ]

    /// Reads every resource from `directory` (the bundle's `Resources` folder unless given).
    ///
    /// - Throws: ``AppError/resourceMissing(_:)`` naming the first file that cannot be read.
    static func load(from directory: URL? = nil) throws(AppError) -> AppResources {
        let folder =
            directory ?? Bundle.module.url(forResource: "Resources", withExtension: nil)
            ?? Bundle.module.bundleURL.appendingPathComponent("Resources")
        func read(_ name: String) throws(AppError) -> Data {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else {
                throw .resourceMissing(folder.appendingPathComponent(name).path)
            }
            return data
        }
        var assets: [String: Asset] = [:]
        for (name, type) in staticFiles {
            assets["/static/" + name] = Asset(data: try read(name), type: type)
        }
        return AppResources(
            layout: String(decoding: try read("layout.html"), as: UTF8.self),
            checkout: String(decoding: try read("checkout.html"), as: UTF8.self), assets: assets)
    }
}
