import Foundation
#if canImport(Testing)
import Testing

/// Records failure evidence as Swift Testing attachments.
enum SwiftTestingAttachments {
    static func record(_ attachments: [FailureAttachment]) {
        for attachment in attachments {
            Attachment.record(Array(attachment.data), named: attachment.name)
        }
    }
}
#endif
