import Testing
import Easel
import EaselTesting
@testable import SampleViews

// Every #Preview of SampleViews becomes golden images, and a fast layout check.
@MainActor
struct PreviewSnapshotTests {
    // One line: each preview as written, then in the matrix of PreviewVariants.json.
    @Test func previews() { assertPreviewSnapshots(of: "SampleViews", variants: [.default]) }
    @Test func previewVariants() { assertPreviewSnapshots(of: "SampleViews") }

    // Lays every preview out in the extreme Dynamic Type sizes and right to left,
    // without drawing.
    @Test func layouts() {
        assertPreviewLayouts(of: "SampleViews",
                             variants: PreviewVariant.matrix(dynamicTypeSizes: [.xSmall, .large, .accessibility5],
                                                             layoutDirections: [.leftToRight, .rightToLeft]))
    }
}
