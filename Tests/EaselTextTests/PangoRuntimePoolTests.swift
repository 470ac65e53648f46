import Testing
import Foundation
@testable import EaselText
import EaselCore

/// Pango objects are not thread-safe, so each concurrent caller shapes with its
/// own runtime (font map and context); what used to be one process-wide lock.
@Suite struct PangoRuntimePoolTests {
    @Test func twoCallersShapeAtTheSameTime() {
        // A waits, inside its runtime, for B to get inside one too: with a single
        // process-wide Pango lock B could never enter and A would time out.
        let aInside = DispatchSemaphore(value: 0), bInside = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        final class Box: @unchecked Sendable { var a: ObjectIdentifier?; var b: ObjectIdentifier?; var aSawB = false }
        let box = Box()
        Thread {
            PangoRuntime.with { r in
                box.a = ObjectIdentifier(r)
                aInside.signal()
                box.aSawB = bInside.wait(timeout: .now() + 20) == .success
            }
            done.signal()
        }.start()
        Thread {
            aInside.wait()
            PangoRuntime.with { r in box.b = ObjectIdentifier(r); bInside.signal() }
            done.signal()
        }.start()
        done.wait(); done.wait()
        #expect(box.aSawB)
        #expect(box.a != nil && box.b != nil && box.a != box.b)
        #expect(PangoRuntime.runtimeCount >= 2)
    }

    @Test func aNestedPassReusesItsRuntime() {
        PangoRuntime.with { outer in
            PangoRuntime.with { inner in #expect(inner === outer) }
        }
    }

    @Test func layoutsMadeOnManyThreadsEqualSerialOnes() {
        var requests: [TextRequest] = []
        for i in 0..<48 {
            let text = "Row \(i): Ünïcode fox 😀 jumps 漢字 over שלום and مرحبا \(i * 7)"
            var r = request(text, width: CGFloat(60 + i * 9))
            r.systemTracking = i % 2 == 0
            requests.append(r)
        }
        let serial = requests.map { PangoTextEngine(cacheCapacity: 1, reusesIdealLayouts: false).layout($0) }
        final class Slots: @unchecked Sendable {
            let lock = NSLock()
            var layouts: [Int: TextLayout] = [:]
        }
        let parallel = Slots()
        let shared = requests
        DispatchQueue.concurrentPerform(iterations: shared.count) { i in
            let l = PangoTextEngine(cacheCapacity: 1, reusesIdealLayouts: false).layout(shared[i])
            parallel.lock.lock(); parallel.layouts[i] = l; parallel.lock.unlock()
        }
        for i in requests.indices {
            #expect(parallel.layouts[i].map { sameLayout($0, serial[i]) } == true, "request \(i)")
        }
    }
}

/// Every value a layout carries, compared exactly.
func sameLayout(_ a: TextLayout, _ b: TextLayout) -> Bool {
    guard a.size == b.size, a.firstBaseline == b.firstBaseline, a.lastBaseline == b.lastBaseline else { return false }
    guard a.firstLineMetrics == b.firstLineMetrics, a.lastLineMetrics == b.lastLineMetrics else { return false }
    guard a.lines.count == b.lines.count else { return false }
    for (x, y) in zip(a.lines, b.lines) {
        guard x.baseline == y.baseline, x.frame == y.frame, x.runs == y.runs else { return false }
    }
    return true
}
