import SwiftUI
import Testing

/// What printing SwiftUI's values says. iOS's output for the frozen value types is the
/// default reflection of the stored properties SwiftUI's interface declares, qualified with
/// the module `SwiftUI` by `String(reflecting:)`.
@Suite struct SwiftUIDescriptionTests {
    @Test func valueTypesDescribeThemselvesAsOnIOS() {
        #expect(String(describing: Angle(radians: 1.5)) == "Angle(radians: 1.5)")
        #expect(String(reflecting: Angle(radians: 1.5)) == "SwiftUI.Angle(radians: 1.5)")
        #expect(String(describing: UnitPoint.center) == "UnitPoint(x: 0.5, y: 0.5)")
        #expect(String(reflecting: UnitPoint.topTrailing) == "SwiftUI.UnitPoint(x: 1.0, y: 0.0)")
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect("\(insets)" == "EdgeInsets(top: 1.0, leading: 2.0, bottom: 3.0, trailing: 4.0)")
        #expect(String(reflecting: insets) == "SwiftUI.EdgeInsets(top: 1.0, leading: 2.0, bottom: 3.0, trailing: 4.0)")
        // An array prints its elements with their debug description.
        #expect("\([Angle.zero])" == "[SwiftUI.Angle(radians: 0.0)]")
        // Colours print SwiftUI's names.
        #expect(String(describing: Color.red) == "red")
        #expect(String(reflecting: Color.red) == "red")
    }

    /// Type names without a module are the same as iOS's; with one they name Easel's module
    /// (the documented difference).
    @Test func typeNames() {
        #expect(String(describing: Text.self) == "Text")
        #expect(String(reflecting: Text.self) == "EaselCore.Text")
    }
}
