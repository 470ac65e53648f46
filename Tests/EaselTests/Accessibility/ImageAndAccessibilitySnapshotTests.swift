import Testing
import Foundation
import Easel
import EaselTesting

/// The strategies as a test uses them: the tree alone, and image and tree together.
@Suite struct ImageAndAccessibilitySnapshotTests {
    struct WiFiRow: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Network").font(.headline).accessibilityAddTraits(.isHeader)
                Toggle("Wi-Fi", isOn: .constant(true))
                Button("Other…") {}
            }
            .padding()
            .frame(width: 320)
            .background(Color.white)
        }
    }

    @Test func treeGolden() {
        assertSnapshot(of: WiFiRow(), as: .accessibility(scale: 2), named: "row")
    }

    @Test func imageAndTreeGoldensTogether() {
        assertImageAndAccessibilitySnapshot(of: WiFiRow(), scale: 2, named: "row")
        // Both files sit side by side under the test's golden folder.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Snapshots/EaselTests/ImageAndAccessibilitySnapshotTests")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        #expect(names.contains("imageAndTreeGoldensTogether.row.png"), "\(names)")
        #expect(names.contains("imageAndTreeGoldensTogether.row.yaml"), "\(names)")
    }
}
