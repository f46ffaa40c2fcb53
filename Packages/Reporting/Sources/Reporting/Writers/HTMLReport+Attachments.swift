import Foundation

extension HTMLReport {
    /// An attachment: a screenshot (full size, or a thumbnail), the accessibility tree, a page
    /// source, or a link to any other file.
    ///
    /// A file beside the page is referred to by its relative path, and its image or frame gets
    /// its address (`data-src`) only when every `<details>` around it is open: the report's
    /// script loads a test's files when the test is opened. An embedded one is written in.
    func attachment(_ attachment: AttachmentReport, thumbnail: Bool) -> String {
        let path = Markup.escape(attachment.path)
        let name = Markup.escape(attachment.name)
        let data = load(attachment)
        if attachment.isImage {
            let kind = thumbnail ? "thumb" : "shot"
            let image: String
            if let data {
                image = "<img class=\"\(kind)\" alt=\"\(name)\" src=\"data:\(Markup.escape(attachment.mediaType));base64,\(data.base64EncodedString())\">"
            } else {
                image = "<a href=\"\(path)\" class=\"file\"><img class=\"\(kind)\" alt=\"\(name)\" loading=\"lazy\" data-src=\"\(path)\"></a>"
            }
            return thumbnail ? image : "<figure class=\"screenshot\">\(image)<figcaption>\(name)</figcaption></figure>\n"
        }
        guard attachment.mediaType.hasPrefix("text/") || attachment.mediaType.hasSuffix("xml") else {
            return "<p class=\"attachment\"><a href=\"\(path)\">\(name)</a></p>\n"
        }
        let isTree = attachment.name.lowercased().contains("accessibility")
        let title = isTree ? "Accessibility tree, as the engine saw it" : "Page source"
        var html = "<details class=\"\(isTree ? "a11y-tree" : "source")\"\(isTree ? " open" : "")>"
        html += "<summary>\(title) <span class=\"where\">\(name)</span></summary>\n"
        if let data {
            html += "<pre>\(Markup.escape(String(decoding: data, as: UTF8.self)))</pre>"
        } else {
            // Sandboxed: a captured page shows as it was, without running its scripts.
            html += "<iframe sandbox loading=\"lazy\" title=\"\(title)\" data-src=\"\(path)\"></iframe>"
            html += "<p><a href=\"\(path)\">Open \(name)</a></p>"
        }
        return html + "</details>\n"
    }
}
