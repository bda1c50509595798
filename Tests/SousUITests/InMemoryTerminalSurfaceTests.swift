import SousCore
import Testing
import SousUI

@Suite struct InMemoryTerminalSurfaceTests {
    @Test func keysComeOutInOrderThenNil() {
        let surface = InMemoryTerminalSurface(size: Size(width: 10, height: 2), keys: [.down, .character("q")])
        #expect(surface.readKey(timeoutMilliseconds: 100) == .down)
        #expect(surface.readKey(timeoutMilliseconds: 100) == .character("q"))
        #expect(surface.readKey(timeoutMilliseconds: 100) == nil)
        #expect(surface.readTimeouts == [100, 100, 100])
    }

    @Test func aResizeKeyTakesTheNextQueuedSize() {
        let surface = InMemoryTerminalSurface(size: Size(width: 100, height: 30), keys: [.resize])
        surface.queuedSizes = [Size(width: 40, height: 12)]
        #expect(surface.readKey(timeoutMilliseconds: 0) == .resize)
        #expect(surface.size == Size(width: 40, height: 12))
    }

    @Test func presentedFramesAndTheirStylesAreRecorded() {
        let surface = InMemoryTerminalSurface(size: Size(width: 6, height: 1))
        var buffer = Buffer(size: surface.size)
        buffer.put("寿司", at: Point(x: 0, y: 0), role: .title)
        let bold = TerminalStyle(foreground: .index(3), background: nil, attributes: .bold)
        surface.present(buffer) { $0 == .title ? bold : TerminalStyle(foreground: nil, background: nil, attributes: []) }
        #expect(surface.lastLines == ["寿司  "])
        #expect(surface.presentedStyles.first?[.title] == bold)
        surface.bell()
        #expect(surface.bellCount == 1)
    }

    @Test func aSignalCanArriveWhenTheKeysRunOut() {
        let surface = InMemoryTerminalSurface(size: Size(width: 1, height: 1), keys: [.enter])
        surface.signalWhenKeysRunOut = 15
        _ = surface.readKey(timeoutMilliseconds: 0)
        #expect(surface.pendingSignal == nil)
        _ = surface.readKey(timeoutMilliseconds: 0)
        #expect(surface.pendingSignal == 15)
    }
}
