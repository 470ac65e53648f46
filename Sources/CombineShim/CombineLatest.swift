#if os(Linux)
import Foundation
import OpenCombine

// Combine's CombineLatest and Merge, which OpenCombine 0.14 does not implement; form
// validation (`Publishers.CombineLatest3($name, $email, $password)`) and view models
// merging sources use them constantly. One coordinator joins N upstreams of one failure
// type: it asks each for unlimited values, keeps the latest of each, and hands a value
// down while the downstream has demand (a value arriving without demand is dropped,
// where Apple's keeps the newest for later; `sink` and `assign` ask for unlimited).

final class JoinCoordinator<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var latest: [Any?]
    private var finished: [Bool]
    private var upstreams: [Subscription?]
    private var demand = Subscribers.Demand.none
    private var done = false
    private let combine: ([Any?], Int) -> Output?
    private let endsWhenOneFinishesEmpty: Bool
    private var send: ((Output) -> Subscribers.Demand)?
    private var complete: ((Subscribers.Completion<Failure>) -> Void)?

    /// `combine` builds the output from the latest values and the index that just changed,
    /// nil to emit nothing yet.
    init<S: Subscriber>(count: Int, downstream: S, endsWhenOneFinishesEmpty: Bool = true,
                        combine: @escaping ([Any?], Int) -> Output?) where S.Input == Output, S.Failure == Failure {
        latest = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        upstreams = Array(repeating: nil, count: count)
        self.combine = combine
        self.endsWhenOneFinishesEmpty = endsWhenOneFinishesEmpty
        send = { downstream.receive($0) }
        complete = { downstream.receive(completion: $0) }
    }

    func attach<P: Publisher>(_ publisher: P, at index: Int) where P.Failure == Failure {
        publisher.subscribe(AnySubscriber<P.Output, Failure>(
            receiveSubscription: { [weak self] s in
                guard let self else { s.cancel(); return }
                self.lock.lock()
                if self.done { self.lock.unlock(); s.cancel(); return }
                self.upstreams[index] = s
                self.lock.unlock()
                s.request(.unlimited)
            },
            receiveValue: { [weak self] value in
                self?.receive(value, at: index)
                return .none
            },
            receiveCompletion: { [weak self] completion in self?.receive(completion, at: index) }))
    }

    private func receive(_ value: Any, at index: Int) {
        lock.lock()
        guard !done else { lock.unlock(); return }
        latest[index] = value
        guard demand > 0, let output = combine(latest, index), let send else { lock.unlock(); return }
        demand -= 1
        lock.unlock()
        let more = send(output)
        lock.lock(); demand += more; lock.unlock()
    }

    private func receive(_ completion: Subscribers.Completion<Failure>, at index: Int) {
        lock.lock()
        guard !done else { lock.unlock(); return }
        finished[index] = true
        let failed: Bool
        if case .failure = completion { failed = true } else { failed = false }
        // CombineLatest also ends when an upstream finishes without ever sending a value.
        let ends = failed || finished.allSatisfy { $0 } || (endsWhenOneFinishesEmpty && latest[index] == nil)
        guard ends else { lock.unlock(); return }
        done = true
        let others = upstreams
        upstreams = []
        let complete = self.complete
        send = nil; self.complete = nil
        lock.unlock()
        others.forEach { $0?.cancel() }
        complete?(completion)
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock(); demand += more; lock.unlock()
    }

    func cancel() {
        lock.lock()
        done = true
        let all = upstreams
        upstreams = []; send = nil; complete = nil
        lock.unlock()
        all.forEach { $0?.cancel() }
    }
}

/// The latest values once every upstream has sent one.
private func allLatest(_ values: [Any?]) -> [Any]? {
    values.contains { $0 == nil } ? nil : values.map { $0! }
}

extension Publishers {
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A, b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = JoinCoordinator<Output, Failure>(count: 2, downstream: subscriber) { values, _ in
                allLatest(values).map { ($0[0] as! A.Output, $0[1] as! B.Output) }
            }
            subscriber.receive(subscription: join)
            join.attach(a, at: 0); join.attach(b, at: 1)
        }
    }

    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = JoinCoordinator<Output, Failure>(count: 3, downstream: subscriber) { values, _ in
                allLatest(values).map { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }
            }
            subscriber.receive(subscription: join)
            join.attach(a, at: 0); join.attach(b, at: 1); join.attach(c, at: 2)
        }
    }

    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C, d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { self.a = a; self.b = b; self.c = c; self.d = d }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = JoinCoordinator<Output, Failure>(count: 4, downstream: subscriber) { values, _ in
                allLatest(values).map { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output) }
            }
            subscriber.receive(subscription: join)
            join.attach(a, at: 0); join.attach(b, at: 1); join.attach(c, at: 2); join.attach(d, at: 3)
        }
    }

    /// Every value of either upstream as it arrives; finishes when both have finished.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A, b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = JoinCoordinator<Output, Failure>(count: 2, downstream: subscriber, endsWhenOneFinishesEmpty: false) { values, index in
                values[index] as? Output
            }
            subscriber.receive(subscription: join)
            join.attach(a, at: 0); join.attach(b, at: 1)
        }
    }

    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = JoinCoordinator<Output, Failure>(count: 3, downstream: subscriber, endsWhenOneFinishesEmpty: false) { values, index in
                values[index] as? Output
            }
            subscriber.receive(subscription: join)
            join.attach(a, at: 0); join.attach(b, at: 1); join.attach(c, at: 2)
        }
    }
}

extension Publisher {
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q)
    }
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}
#endif
