import Testing
import Foundation
@testable import EaselText
@testable import EaselSVG
import EaselCore

@Suite struct CacheAndConcurrencyTests {
    @Test func aCacheHitReturnsTheSameObject() {
        let e = PangoTextEngine(cacheCapacity: 16)
        let r = request("Cached paragraph", width: 100)
        let first = e.layout(r)
        #expect(e.layout(r) === first)
        #expect(e.cachedLayoutCount == 1)
        #expect(e.layout(request("Cached paragraph", width: 101)) !== first)
    }

    @Test func theCacheIsBounded() {
        let e = PangoTextEngine(cacheCapacity: 8)
        let first = e.layout(request("item 0"))
        for i in 1..<20 { _ = e.layout(request("item \(i)")) }
        #expect(e.cachedLayoutCount == 8)
        // The oldest entry went; asking again lays it out anew, equal but not identical.
        let again = e.layout(request("item 0"))
        #expect(again !== first && again.size == first.size)
    }

    @Test func concurrentTasksGetIdenticalResults() async {
        let e = PangoTextEngine(cacheCapacity: 1024)
        let requests = (0..<40).map { i in
            request("Paragraph \(i): the quick brown fox 😀 jumps over 漢字 the lazy dog", width: CGFloat(80 + i * 7))
        }
        let reference = requests.map { PangoTextEngine(cacheCapacity: 1).layout($0) }
        let results = await withTaskGroup(of: [TextLayout].self) { group in
            for _ in 0..<8 { group.addTask { requests.shuffled().sorted { $0.width! < $1.width! }.map { e.layout($0) } } }
            var all: [[TextLayout]] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 8)
        for r in results {
            for (i, l) in r.enumerated() {
                #expect(l === results[0][i])
                #expect(l.size == reference[i].size && l.firstBaseline == reference[i].firstBaseline)
                #expect(l.lines.map(\.frame) == reference[i].lines.map(\.frame))
            }
        }
    }
}
