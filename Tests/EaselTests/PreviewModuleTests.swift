import Foundation
import Testing
import Easel
@testable import EaselTesting

private struct Chip: View {
    var body: some View { Text("Chip").padding(8).background(Capsule().fill(Color.orange)) }
}

// An older provider with one Group of several configurations, as Xcode users write
// them: each child is a preview of its own, with the modifiers the canvas reads.
struct Chip_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Chip().previewDisplayName("Light")
            Chip().preferredColorScheme(.dark).previewDisplayName("Dark")
            Chip().environment(\.dynamicTypeSize, .accessibility3)
            Chip().previewDevice("iPhone SE (3rd generation)").previewLayout(.device)
        }
        .previewLayout(.sizeThatFits)
    }
}

@MainActor
@Suite struct PreviewModuleTests {
    static let providerLine = 12  // `struct Chip_Previews` above

    @Test func providersAreFoundAtRunTimePrivateOnesToo() {
        let names = PreviewDiscovery.providers(module: "EaselTests").map { String(describing: $0) }
        #expect(names.sorted() == ["Chip_Previews", "DevicePreviews", "FitsPreviews", "FixedPreview", "UnknownDevice_Previews"])
        #expect(PreviewDiscovery.providers(module: "NoSuchModule").isEmpty)
    }

    @Test func eachGroupChildIsAPreviewWithTheModifiersItCarries() {
        let chips = PreviewEntry.providerPreviews(module: "EaselTests").filter { $0.providerTypeName == "Chip_Previews" }
        #expect(chips.map(\.name) == ["Chip-Light", "Chip-Dark", "Chip-3", "Chip-4"])
        #expect(chips.map(\.layout) == [.sizeThatFits, .sizeThatFits, .sizeThatFits, .device])
        #expect(chips.map(\.colorScheme) == [nil, .dark, nil, nil])
        #expect(chips[3].device == "iPhone SE (3rd generation)")
    }

    // The environment modifier reaches the preview: AX3 text is taller than the
    // default size's, in the preview's own ideal size.
    @Test func anEnvironmentModifierSizesThePreview() throws {
        let chips = PreviewEntry.providerPreviews(module: "EaselTests").filter { $0.providerTypeName == "Chip_Previews" }
        let light = try PreviewRenderer.renderer(for: chips[0]).rasterImage()
        let ax3 = try PreviewRenderer.renderer(for: chips[2]).rasterImage()
        #expect(ax3.height > light.height && ax3.width > light.width)
        // iPhone SE (3rd generation): 375 × 667 pt at 2x (Apple's display specs).
        let se = try PreviewRenderer.renderer(for: chips[3]).rasterImage()
        #expect(se.width == 750 && se.height == 1334)
    }

    @Test func providersArePlacedInTheirFilesAndOrderedWithTheMacros() {
        let all = modulePreviews("EaselTests", besideTest: #filePath)
        #expect(all.map(\.name) == [
            "Chip-Light", "Chip-Dark", "Chip-3", "Chip-4",
            "PreviewRegistryTests-1", "PreviewRegistryTests-Wide-Card", "PreviewRegistryTests-Turned",
            "Fits-Light", "Fits-Dark", "Fits-Light-3", "Fixed", "Device-1", "Device-2", "UnknownDevice",
        ])
        #expect(all[1].fileID == "EaselTests/PreviewModuleTests.swift" && all[1].line == Self.providerLine)
        #expect(all[1].filePath == #filePath)
        // PreviewRendererTests.swift declares them on lines 9, 20, 24 and 30.
        #expect(all[7...].map(\.line) == [9, 9, 9, 20, 24, 24, 30])
    }

    @Test func declarationsAreReadFromTheSourceText() {
        let source = """
            // struct Commented: PreviewProvider {}
            struct A_Previews: PreviewProvider {
            private struct B: SomeProtocol, PreviewProvider {
            struct C: View {
            """
        #expect(PreviewSources.declarations(in: source).map { "\($0.0):\($0.1)" } == ["A_Previews:2", "B:3"])
    }

    // With no goldens and record mode "never", every preview and format fails on its
    // own: one issue each, at the preview's line, naming it and the review report.
    @Test func eachFailingPreviewIsItsOwnIssueAtThePreview() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("preview-issues-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let box = Collected<Issue>()
        withKnownIssue {
            withSnapshotConfiguration(record: .never, snapshotsRoot: root.appendingPathComponent("goldens"),
                                      artifactsRoot: root.appendingPathComponent("artifacts")) {
                assertPreviewSnapshots(of: "EaselTests", formats: [.png, .svg])
            }
        } matching: { issue in
            box.append(issue)
            return true
        }
        let issues = box.items
        // 13 previews render, in two formats each; the unknown device fails once.
        #expect(issues.count == 13 * 2 + 1)
        let comments = issues.map { $0.comments.map(\.rawValue).joined() }
        let dark = issues.indices.filter { comments[$0].hasPrefix("Chip_Previews preview Chip-Dark (as written)") }
        #expect(dark.count == 2)
        for i in dark {
            #expect(issues[i].sourceLocation?.line == Self.providerLine)
            #expect(issues[i].sourceLocation?.fileID == "EaselTests/PreviewModuleTests.swift")
            #expect(comments[i].contains("at EaselTests/PreviewModuleTests.swift:\(Self.providerLine)"))
            #expect(comments[i].contains("Review report: \(root.path)/artifacts/report.html"))
        }
        let wide = issues.indices.filter { comments[$0].hasPrefix("#Preview PreviewRegistryTests-Wide-Card") }
        #expect(wide.map { issues[$0].sourceLocation?.line } == [20, 20])
        #expect(comments.filter { $0.contains("no device named \"Pixel 8\"") }.count == 1)
    }

    // PNG, SVG and PDF goldens are recorded, verified again without a difference,
    // and a changed SVG or PDF golden fails as text lines or bytes.
    @Test func formatsAreRecordedAndVerifiedEach() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("preview-formats-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let goldens = root.appendingPathComponent("goldens")
        func run(_ mode: SnapshotRecordMode) -> [String] {
            let comments = Collected<String>()
            withKnownIssue(isIntermittent: true) {
                withSnapshotConfiguration(record: mode, snapshotsRoot: goldens, artifactsRoot: root.appendingPathComponent("artifacts")) {
                    assertPreviewSnapshots(of: "EaselTests", variants: [PreviewVariant(colorScheme: .dark)], formats: [.png, .svg, .pdf])
                }
            } matching: { issue in
                comments.append(issue.comments.map(\.rawValue).joined())
                return true
            }
            return comments.items.filter { !$0.contains("Pixel 8") }
        }
        #expect(run(.missing).count == 13 * 3)  // each golden recorded is reported once
        #expect(run(.never).isEmpty)
        let folder = goldens.appendingPathComponent("EaselTests/PreviewModuleTests")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("Chip-Dark") }.sorted()
        // `<test>.<preview>.<variant>` with the dots of the name made dashes; the test is `run`.
        #expect(files == ["run.Chip-Dark-dark.json", "run.Chip-Dark-dark.pdf", "run.Chip-Dark-dark.png", "run.Chip-Dark-dark.svg"])
        let pdfURL = folder.appendingPathComponent("run.Chip-Dark-dark.pdf")
        let pdf = try Data(contentsOf: pdfURL)
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        let svgURL = folder.appendingPathComponent("run.Chip-Dark-dark.svg")
        let svg = try String(contentsOf: svgURL, encoding: .utf8)
        #expect(svg.contains("<svg"))
        try svg.replacingOccurrences(of: "<svg", with: "<svg data-edited=\"1\"").write(to: svgURL, atomically: true, encoding: .utf8)
        var changed = pdf
        changed[changed.count / 2] ^= 0xFF
        try changed.write(to: pdfURL)
        let failures = run(.never)
        #expect(failures.count == 2)
        #expect(failures.contains { $0.hasPrefix("Chip_Previews preview Chip-Dark (dark) at EaselTests/PreviewModuleTests.swift:\(Self.providerLine), SVG: ")
            && $0.contains("Text differs") })
        #expect(failures.contains { $0.hasPrefix("Chip_Previews preview Chip-Dark (dark) at EaselTests/PreviewModuleTests.swift:\(Self.providerLine), PDF: ")
            && $0.contains("first difference at byte \(pdf.count / 2)") })
    }

    @Test func aBadKeyInTheVariantFileIsLocated() {
        let text = """
            {
              "colorSchemes": ["dark"],
              "dynamicTypeSize": ["AX3"]
            }
            """
        #expect(throws: PreviewVariantFile.Error.self) { try PreviewVariantFile.parse(Data(text.utf8), path: "PreviewVariants.json") }
        do { _ = try PreviewVariantFile.parse(Data(text.utf8), path: "PreviewVariants.json") } catch {
            #expect("\(error)".hasPrefix("PreviewVariants.json:3:3: unknown key 'dynamicTypeSize'"))
        }
        let badValue = "{\n  \"colorSchemes\": [\"light\", \"dusk\"]\n}"
        do { _ = try PreviewVariantFile.parse(Data(badValue.utf8), path: "v.json") } catch {
            #expect("\(error)" == "v.json:2:29: 'colorSchemes' has 'dusk'; expected light or dark")
        }
    }
}

/// Issues seen by a known-issue matcher, which Swift Testing may call from any thread.
private final class Collected<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [T] = []
    func append(_ item: T) { lock.lock(); stored.append(item); lock.unlock() }
    var items: [T] { lock.lock(); defer { lock.unlock() }; return stored }
}
