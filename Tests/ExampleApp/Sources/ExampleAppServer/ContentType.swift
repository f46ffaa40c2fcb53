import Foundation

enum ContentType {
    static let json = "application/json; charset=utf-8"
    static let html = "text/html; charset=utf-8"

    /// The `Content-Type` for a file, by its extension.
    static func forPathExtension(_ ext: String) -> String {
        switch ext.lowercased() {
        case "html", "htm": return html
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "json", "map": return json
        case "webmanifest": return "application/manifest+json; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "ico": return "image/x-icon"
        case "txt", "md": return "text/plain; charset=utf-8"
        case "woff2": return "font/woff2"
        case "woff": return "font/woff"
        default: return "application/octet-stream"
        }
    }
}
