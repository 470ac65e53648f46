import SwiftUI
import Testing

@Suite struct LoginScreenTests {
    @Test func ignoredModifiersChangeNothingAndTheFormLaysOut() {
        let renderer = ImageRenderer(content: LoginScreen().frame(width: 393))
        let frames = renderer.layout()
        // Compact width by default: 20 pt padding.
        #expect(frames["email"]?.frame.minX == 20)
        #expect(frames["email"]?.frame.width == 353)
        #expect(frames["email"]?.frame.height == 44)
        #expect(frames["button"]?.frame.height == 50)
        // 16 pt between the fields.
        #expect(frames["password"]!.frame.minY - frames["email"]!.frame.maxY == 16)
    }

    @Test func regularWidthTakesTheWiderPadding() {
        let view = LoginScreen().frame(width: 700).environment(\.horizontalSizeClass, .regular)
        #expect(ImageRenderer(content: view).layout()["email"]?.frame.minX == 60)
    }
}

extension LoginScreenTests {
    /// EASEL_LOOK=dir writes the screen as a PNG, for a person to look at.
    @Test func writesAPictureWhenAsked() throws {
        guard let dir = ProcessInfo.processInfo.environment["EASEL_LOOK"] else { return }
        let renderer = ImageRenderer(content: LoginScreen().frame(width: 393))
        renderer.scale = 2
        renderer.isOpaque = true
        try renderer.write(to: URL(fileURLWithPath: dir).appendingPathComponent("login.png"))
    }
}
