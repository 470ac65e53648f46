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

/// Combine's joining operators, which OpenCombine lacks and Easel's Combine adds.
@Suite struct CombineJoinTests {
    @Test func combineLatestWaitsForEveryUpstreamThenSendsTheLatest() {
        let name = PassthroughSubject<String, Never>(), age = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        var finished = false
        let c = Publishers.CombineLatest(name, age).sink(receiveCompletion: { _ in finished = true }) { seen.append("\($0) \($1)") }
        name.send("Ada")
        #expect(seen.isEmpty)
        age.send(36)
        name.send("Grace")
        age.send(85)
        #expect(seen == ["Ada 36", "Grace 36", "Grace 85"])
        name.send(completion: .finished)
        #expect(!finished)
        age.send(completion: .finished)
        #expect(finished)
        c.cancel()
    }

    @Test func combineLatest3ValidatesAForm() {
        final class Form: ObservableObject {
            @Published var email = ""
            @Published var password = ""
            @Published var agreed = false
        }
        let form = Form()
        var valid: [Bool] = []
        let c = Publishers.CombineLatest3(form.$email, form.$password, form.$agreed)
            .map { $0.contains("@") && $1.count >= 8 && $2 }
            .sink { valid.append($0) }
        form.email = "ada@example.com"
        form.password = "analytical"
        form.agreed = true
        #expect(valid == [false, false, false, true])
        c.cancel()
    }

    @Test func mergeInterleavesAndFinishesAfterBoth() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        var finished = false
        let c = a.merge(with: b).sink(receiveCompletion: { _ in finished = true }) { seen.append($0) }
        a.send(1); b.send(2); a.send(3)
        a.send(completion: .finished)
        b.send(4)
        #expect(!finished)
        b.send(completion: .finished)
        #expect(seen == [1, 2, 3, 4])
        #expect(finished)
        c.cancel()
    }

    @Test func aFailureEndsCombineLatestAtOnce() {
        struct Oops: Error {}
        let a = PassthroughSubject<Int, Oops>(), b = PassthroughSubject<Int, Oops>()
        var failed = false
        let c = a.combineLatest(b).sink(receiveCompletion: { if case .failure = $0 { failed = true } }) { _ in }
        a.send(1)
        b.send(completion: .failure(Oops()))
        #expect(failed)
        c.cancel()
    }
}
