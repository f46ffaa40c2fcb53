import ElementCore
import Foundation
import Testing
import WebDriver

@Suite("Web engine in headless Chromium", .serialized)
struct EngineSmokeTests {
    static func page(_ html: String) -> URL {
        URL(string: "data:text/html;charset=utf-8," + (html.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))!
    }

    @Test func tapTypeAndRead() throws {
        let engine = try WebDriverEngine.chromium(baseURL: nil)
        defer { engine.close() }
        try engine.open(Self.page("""
        <h1>Welcome</h1>
        <label for=name>Name</label><input id=name data-testid=NameField placeholder="Your name">
        <p data-testid=Greeting>Hello</p>
        <button onclick="document.querySelector('[data-testid=Greeting]').textContent = 'Hi ' + document.getElementById('name').value">Greet</button>
        """))
        withEngine(engine) {
            #expect(Header(id: "Welcome").waitFor(.exists, .visible, .hittable))
            TextField(id: "NameField").type("Ada")
            #expect(TextField(id: "Name").value == "Ada")
            Button(id: "Greet").tap()
            #expect(Label(id: "Greeting").value == "Hi Ada")
            let failures = Failures.capture {
                ElementConfiguration.with(ElementConfiguration(defaultTimeout: 0.3, actionTimeout: 0.3)) {
                    Button(id: "Nope").tap()
                }
            }
            #expect(failures.first?.message.contains("it does not exist") == true)
        }
    }
}
