import Foundation
import Testing
@testable import EaselCore

private struct K0: EnvironmentKey { static let defaultValue = 0 }
private struct K1: EnvironmentKey { static let defaultValue = 0 }
private struct K2: EnvironmentKey { static let defaultValue = 0 }
private struct OptionalKey: EnvironmentKey { static let defaultValue: Int? = 7 }

/// EnvironmentValues is one reference to a chain of written layers, folded into
/// a dictionary every few writes; the stack orientation is kept inline. A copy
/// must keep what it saw whatever is written to the original afterwards.
@Suite struct EnvironmentLayersTests {
    @Test func writesSurviveFoldingAndCopiesKeepTheirValues() {
        var env = EnvironmentValues()
        var snapshots: [(EnvironmentValues, [Int])] = []
        var expected = [0, 0, 0]
        // 30 writes: several folds, each key rewritten many times.
        for i in 1...30 {
            switch i % 3 {
            case 0: env[K0.self] = i
            case 1: env[K1.self] = i
            default: env[K2.self] = i
            }
            expected[i % 3] = i
            if i % 4 == 0 { env.layoutDirection = i % 8 == 0 ? .rightToLeft : .leftToRight }
            snapshots.append((env, expected))
        }
        for (i, (copy, values)) in snapshots.enumerated() {
            #expect([copy[K0.self], copy[K1.self], copy[K2.self]] == values, "after write \(i + 1)")
            let n = i + 1
            let direction: LayoutDirection = n < 4 ? .leftToRight : ((n / 4) * 4 % 8 == 0 ? .rightToLeft : .leftToRight)
            #expect(copy.layoutDirection == direction, "after write \(n)")
        }
        #expect(env.description == "EnvironmentValues(4 values)")
    }

    @Test func orientationIsInlineAndCountedOnceWritten() {
        var env = EnvironmentValues()
        #expect(env.stackOrientation == nil && env[StackOrientationKey.self] == nil)
        #expect(env.description == "EnvironmentValues(0 values)")
        var child = env
        child.stackOrientation = .horizontal
        #expect(child.stackOrientation == .horizontal && child[StackOrientationKey.self] == .horizontal)
        #expect(env.stackOrientation == nil)
        child[StackOrientationKey.self] = .vertical
        #expect(child.stackOrientation == .vertical)
        #expect(child.description == "EnvironmentValues(1 values)")
        env.layoutDirection = .rightToLeft
        #expect(env.description == "EnvironmentValues(1 values)")
    }

    @Test func anOptionalKeysNonNilDefaultIsNotHidden() {
        var env = EnvironmentValues()
        #expect(env[OptionalKey.self] == 7)
        env[OptionalKey.self] = nil
        #expect(env[OptionalKey.self] == nil)
        for i in 0..<10 { env[K0.self] = i }
        #expect(env[OptionalKey.self] == nil, "a stored nil survives folding")
    }

    @Test func rangeForEachTagsEachElementWithItsInteger() {
        let nodes = makeNodes(ForEach(3..<6) { _ in Color.red }, ResolveContext(env: EnvironmentValues()))
        #expect(nodes.map(\.selectionTag) == [AnyHashable(3), AnyHashable(4), AnyHashable(5)])
        // The innermost ForEach's id wins.
        let nested = makeNodes(ForEach(0..<2) { _ in ForEach(10..<11) { _ in Color.red } }, ResolveContext(env: EnvironmentValues()))
        #expect(nested.map(\.selectionTag) == [AnyHashable(10), AnyHashable(10)])
    }
}
