import Foundation
import Testing
import Easel
import EaselDemos
import EaselTesting

extension SnapshotStrategy where Value == Demo, Format == Data {
    /// A demo rendered exactly as `easel demo` renders it (its size, scale and environment).
    static var demoPNG: SnapshotStrategy {
        SnapshotStrategy(pathExtension: "png", diffing: .png(.default)) { try $0.renderer().pngData(compression: .small) }
    }
}

/// Every built-in demo against its golden in Snapshots/DemoSnapshotTests/.
@Suite struct DemoSnapshotTests {
    @Test(arguments: AllDemos.all.map(\.name))
    func demo(_ name: String) throws {
        let demo = try #require(AllDemos.all.first { $0.name == name })
        assertSnapshot(of: demo, as: .demoPNG, named: name, testName: "demo")
    }

    @Test func demoNamesAreUnique() {
        let names = AllDemos.all.map(\.name)
        #expect(Set(names).count == names.count)
    }
}
