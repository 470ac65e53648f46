#if SwiftSnapshotTesting
import Foundation
import Testing
import SnapshotTesting
import Easel
@testable import EaselSnapshotTesting

/// `.accessibility` through swift-snapshot-testing: the same YAML Easel's own strategy writes.
@Suite struct AccessibilitySnapshottingTests {
    struct Row: View {
        var body: some View {
            HStack { Text("Wi-Fi"); Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden() }.frame(width: 200)
        }
    }

    @Test func strategyGivesTheTreeAsYAML() {
        let strategy = Snapshotting<Row, String>.accessibility(scale: 2)
        #expect(strategy.pathExtension == "yaml")
        var produced: String?
        strategy.snapshot(Row()).run { produced = $0 }
        let renderer = ImageRenderer(content: Row())
        renderer.scale = 2
        #expect(produced == renderer.accessibilityTree().yaml)
        #expect(produced?.contains("toggle") == true)
    }
}
#endif
