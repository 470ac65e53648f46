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

    // Lays every preview out, without drawing, from the smallest Dynamic Type size
    // to the largest non-accessibility one, left to right and right to left.
    @Test func layouts() {
        assertPreviewLayouts(of: "SampleViews",
                             variants: PreviewVariant.matrix(dynamicTypeSizes: [.xSmall, .large, .xxxLarge],
                                                             layoutDirections: [.leftToRight, .rightToLeft]))
    }

    // At AX5 two previews do not fit, and the check says so: the chip bar is taller
    // than its fixed 60-pt container, and the forecast taller than the landscape
    // screen. A known issue fails the test if the check stops finding it.
    @Test func layoutsAtAX5FindWhatDoesNotFit() {
        withKnownIssue {
            assertPreviewLayouts(of: "SampleViews", variants: [PreviewVariant(dynamicTypeSize: .accessibility5)])
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("TagChip-3 (AX5)") || text.contains("WeatherScreen-Landscape (AX5)")
        }
    }
}
