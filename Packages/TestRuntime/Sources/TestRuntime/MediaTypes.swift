/// Apple's uniform type identifiers for the media types of failure attachments.
enum AppleTypes {
    static func identifier(for mediaType: String) -> String {
        switch mediaType.lowercased() {
        case "image/png": return "public.png"
        case "image/jpeg": return "public.jpeg"
        case "text/html": return "public.html"
        case "application/json": return "public.json"
        case "application/xml", "text/xml": return "public.xml"
        default: return "public.plain-text"
        }
    }
}
