import ArgumentParser
import ExampleAppServer
import Foundation

struct ExampleAppServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "example-app-server",
        abstract: "Serves TABTestKit's example web app and its mock API on 127.0.0.1 until Ctrl-C."
    )

    @Option(name: .long, help: "The port to listen on (0 = a free port).")
    var port: UInt16 = 0

    @Option(name: .long, help: "The folder of the web app (default: Tests/ExampleApp/Web of this checkout).")
    var webRoot: String?

    func run() throws {
        let root = webRoot.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? ExampleAppServer.defaultWebRoot
        let server = try ExampleAppServer.start(port: port, webRoot: root)
        let line = "\(server.baseURL.absoluteString)\n"
        FileHandle.standardOutput.write(Data(line.utf8))
        withExtendedLifetime(server) {
            while true { sleep(3600) }
        }
    }
}

ExampleAppServerCommand.main()
