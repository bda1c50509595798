import Testing
import SousTerminal

@Suite struct ColorPairCacheTests {
    @Test func pairsAreAllocatedOnceAndReused() {
        var cache = ColorPairCache(pairCount: 256, defaultColors: true)
        #expect(cache.pair(foreground: 1, background: -1) == .init(number: 1, isNew: true))
        #expect(cache.pair(foreground: 2, background: 0) == .init(number: 2, isNew: true))
        #expect(cache.pair(foreground: 1, background: -1) == .init(number: 1, isNew: false))
        #expect(cache.count == 2)
    }

    @Test func theDefaultColoursArePairZeroOnlyWithDefaultColours() {
        var withDefaults = ColorPairCache(pairCount: 64, defaultColors: true)
        #expect(withDefaults.pair(foreground: -1, background: -1) == .init(number: 0, isNew: false))
        var without = ColorPairCache(pairCount: 64, defaultColors: false)
        #expect(without.pair(foreground: -1, background: -1) == .init(number: 1, isNew: true))
    }

    @Test func runningOutAnswersNilAndKeepsEarlierPairs() {
        var cache = ColorPairCache(pairCount: 3, defaultColors: true)
        #expect(cache.pair(foreground: 1, background: 0)?.number == 1)
        #expect(cache.pair(foreground: 2, background: 0)?.number == 2)
        #expect(cache.pair(foreground: 3, background: 0) == nil)
        #expect(cache.pair(foreground: 1, background: 0) == .init(number: 1, isNew: false))
    }

    @Test func pairsAbove255AreHandedOut() {
        var cache = ColorPairCache(pairCount: 65_536, defaultColors: true)
        var last: Int32 = 0
        for foreground in 0..<300 { last = cache.pair(foreground: Int32(foreground), background: 16)?.number ?? -1 }
        #expect(last == 300)
    }

    @Test func aDiscardedPairsNumberIsNeverReused() {
        var cache = ColorPairCache(pairCount: 64, defaultColors: true)
        _ = cache.pair(foreground: 1, background: 0)
        _ = cache.pair(foreground: 2, background: 0)
        cache.discard(foreground: 1, background: 0)
        #expect(cache.pair(foreground: 3, background: 0)?.number == 3)
        #expect(cache.pair(foreground: 2, background: 0)?.number == 2)
    }
}
