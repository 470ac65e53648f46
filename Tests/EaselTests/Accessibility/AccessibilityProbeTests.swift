import Testing
import Foundation
@testable import Easel
import EaselDemos

@Suite struct AccessibilityProbe {
    @Test func dump() throws {
        for name in ["settings-light", "todo-light", "login-light", "profile-tabs", "settings-rtl"] {
            let demo = ScreenDemos.all.first { $0.name == name }!
            print("=== \(name)")
            print(demo.renderer().accessibilityTree().yaml)
        }
    }
}
