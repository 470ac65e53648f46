import Combine
import Foundation
import Testing

/// Combine with Apple's spellings on Linux: DispatchQueue and RunLoop as schedulers,
/// Timer.publish, NotificationCenter's publisher.
@Suite struct CombineSchedulerTests {
    @Test func receiveOnADispatchQueueDeliversThere() async {
        let queue = DispatchQueue(label: "easel.receive")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 7)
        let (value, marker) = await withCheckedContinuation { (done: CheckedContinuation<(Int, Int?), Never>) in
            var cancellable: AnyCancellable?
            cancellable = Just(42).receive(on: queue).sink { value in
                done.resume(returning: (value, DispatchQueue.getSpecific(key: key)))
                _ = cancellable
            }
        }
        #expect(value == 42)
        #expect(marker == 7)
    }

    /// `Timer.publish(every:on:in:).autoconnect()` ticks on the run loop it names.
    @Test func timerPublishTicksOnItsRunLoop() {
        let ticks = TickCounter()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            let cancellable = Timer.publish(every: 0.02, on: .current, in: .default)
                .autoconnect()
                .receive(on: RunLoop.current)
                .sink { _ in ticks.count += 1 }
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.3))
            cancellable.cancel()
            finished.signal()
        }
        thread.start()
        finished.wait()
        #expect(ticks.count >= 3)
    }

    @Test func notificationCenterPublisherDelivers() {
        let center = NotificationCenter()
        let name = Notification.Name("EaselTestNotification")
        var received: [String] = []
        let cancellable = center.publisher(for: name)
            .compactMap { $0.object as? String }
            .sink { received.append($0) }
        center.post(name: name, object: "first")
        center.post(name: name, object: "second")
        cancellable.cancel()
        center.post(name: name, object: "third")
        #expect(received == ["first", "second"])
    }

    @Test func publishedDrivesObservableObject() {
        final class Model: ObservableObject { @Published var count = 0 }
        let model = Model()
        var changes = 0
        let cancellable = model.objectWillChange.sink { changes += 1 }
        model.count = 3
        model.count = 4
        #expect(changes == 2)
        cancellable.cancel()
    }
}

final class TickCounter: @unchecked Sendable { var count = 0 }
