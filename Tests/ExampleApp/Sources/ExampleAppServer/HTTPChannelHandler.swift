import Foundation
import NIOCore
import NIOHTTP1

/// Collects one HTTP request (head and body), answers it with ``AppHandler``, and keeps the
/// connection open when the client asked to. Runs on the server's event loop thread.
final class HTTPChannelHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let handler: AppHandler
    private var head: HTTPRequestHead?
    private var body = ByteBuffer()

    init(handler: AppHandler) {
        self.handler = handler
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let requestHead):
            head = requestHead
            body.clear()
        case .body(var chunk):
            body.writeBuffer(&chunk)
        case .end:
            guard let requestHead = head else { return }
            head = nil
            respond(to: requestHead, context: context)
        }
    }

    private func respond(to requestHead: HTTPRequestHead, context: ChannelHandlerContext) {
        let path = String(requestHead.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "/")
        var headers: [String: String] = [:]
        for (name, value) in requestHead.headers { headers[name.lowercased()] = value }
        let request = AppRequest(method: requestHead.method.rawValue, path: path, headers: headers,
                                 body: Data(body.readableBytesView))
        let response = handler.handleRequest(request)

        var responseHeaders = HTTPHeaders(response.headers)
        responseHeaders.replaceOrAdd(name: "Content-Length", value: String(response.body.count))
        let keepAlive = requestHead.isKeepAlive
        responseHeaders.replaceOrAdd(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        let responseHead = HTTPResponseHead(version: requestHead.version, status: HTTPResponseStatus(statusCode: response.status),
                                            headers: responseHeaders)
        context.write(wrapOutboundOut(.head(responseHead)), promise: nil)
        if !response.omitsBody, !response.body.isEmpty {
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: response.body)))), promise: nil)
        }
        let done = context.writeAndFlushPromise()
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: done)
        if !keepAlive {
            let channel = context.channel
            done.futureResult.whenComplete { _ in channel.close(promise: nil) }
        }
    }
}

private extension ChannelHandlerContext {
    func writeAndFlushPromise() -> EventLoopPromise<Void> {
        eventLoop.makePromise(of: Void.self)
    }
}
