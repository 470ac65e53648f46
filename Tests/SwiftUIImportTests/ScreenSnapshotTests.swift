import SwiftUI
import EaselTesting
import Testing

/// Screens written with `import SwiftUI` (and `import Combine`, `import UIKit`) exactly as
/// on iOS, on a device, against goldens in Snapshots/SwiftUIImportTests/ScreenSnapshotTests/.
@Suite struct ScreenSnapshotTests {
    static let screens: [(String, @Sendable () -> AnyView)] = [
        ("workout-timer", { AnyView(WorkoutTimerScreen(model: WorkoutTimerModel(elapsed: 754))) }),
        ("uikit-bridges", { AnyView(UIKitBridgesScreen()) }),
        ("bezier-shapes", { AnyView(BezierShapesScreen()) }),
        ("representables", { AnyView(RepresentablesScreen()) }),
        ("about-device", { AnyView(AboutDeviceScreen()) }),
        ("expenses", { AnyView(ExpensesScreen()) }),
        ("countdown", { AnyView(CountdownScreen()) }),
        ("notification-settings", { AnyView(NotificationSettingsScreen()) }),
        ("profile-header", { AnyView(ProfileHeaderScreen()) }),
    ]

    @Test(arguments: ScreenSnapshotTests.screens.map(\.0))
    func screen(_ name: String) throws {
        let make = try #require(Self.screens.first { $0.0 == name }?.1)
        assertSnapshot(of: make(), as: .screen(), named: name, testName: "screen")
    }

    /// The same screen on the iPhone SE: `UIScreen.main` read inside the body is the SE's.
    @Test func aboutDeviceOnTheSE() {
        assertSnapshot(of: AboutDeviceScreen(), as: .screen(.iPhoneSE), named: "about-device-se", testName: "screen")
    }

    @Test(arguments: ScreenSnapshotTests.screens.map(\.0))
    func screenRendersWithoutWarnings(_ name: String) throws {
        let make = try #require(Self.screens.first { $0.0 == name }?.1)
        let renderer = ImageRenderer(content: make())
        renderer.device = .iPhone15Pro
        renderer.scale = 1
        _ = renderer.displayList()
        #expect(renderer.diagnostics.isEmpty, "\(name): \(renderer.diagnostics)")
    }
}

extension SnapshotStrategy where Value: View, Format == Data {
    /// Full screen on a device at 1 pixel per point, as the compatibility suite's goldens.
    static func screen(_ device: Device = .iPhone15Pro) -> SnapshotStrategy {
        SnapshotStrategy(pathExtension: "png", diffing: .png(.default)) { view in
            let renderer = ImageRenderer(content: view)
            renderer.device = device
            renderer.scale = 1
            return try renderer.pngData(compression: .small)
        }
    }
}
