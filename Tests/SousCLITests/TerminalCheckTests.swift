import SousCore
import SousUI
import Testing
@testable import SousCLI

/// The terminal check's loop, headless: what a user would see, frame by frame.
@Suite struct TerminalCheckTests {
    func check() -> TerminalCheck { TerminalCheck(terminalName: "xterm-256color", colorDepth: .ansi256) }

    @Test func showsTheSizeAndNamesTheLastKeyThenQuitsOnQ() {
        let surface = InMemoryTerminalSurface(size: Size(width: 100, height: 30), keys: [.down, .character("q")])
        var check = check()
        #expect(check.run(on: surface) == 0)
        #expect(surface.presented.count == 2)
        #expect(surface.presented[0].lines.contains { $0.contains("size 100x30") })
        #expect(surface.lastLines.contains { $0.contains("last key: Down") })
        #expect(surface.readTimeouts.allSatisfy { $0 == TerminalCheck.keyTimeoutMilliseconds })
    }

    @Test func redrawsAtTheNewSizeAfterAResize() {
        let surface = InMemoryTerminalSurface(size: Size(width: 100, height: 30), keys: [.resize, .character("q")])
        surface.queuedSizes = [Size(width: 40, height: 12)]
        var check = check()
        #expect(check.run(on: surface) == 0)
        #expect(surface.presented.last?.size == Size(width: 40, height: 12))
        #expect(surface.lastLines.contains { $0.contains("size 40x12") })
        #expect(surface.lastLines.contains { $0.contains("last key: none") })
    }

    @Test func ctrlCExitsWith130AndASignalWith128PlusIt() {
        var first = check()
        #expect(first.run(on: InMemoryTerminalSurface(size: Size(width: 20, height: 5), keys: [.ctrl("c")])) == 130)
        let terminated = InMemoryTerminalSurface(size: Size(width: 20, height: 5))
        terminated.signalWhenKeysRunOut = 15
        var second = check()
        #expect(second.run(on: terminated) == 143)
    }

    @Test func theFirstFrameTimeIsShownOnceMeasured() {
        let surface = InMemoryTerminalSurface(size: Size(width: 60, height: 14), keys: [.character("q")])
        var check = check()
        _ = check.run(on: surface) { 9.25 }
        #expect(surface.presented.count == 2)
        #expect(surface.lastLines.contains { $0.contains("first frame 9.2 ms after start") || $0.contains("first frame 9.3 ms after start") })
    }

    @Test func theBorderReachesAllFourCornersAndWideCharactersAlign() {
        let frame = check().render(size: Size(width: 30, height: 10))
        #expect(frame.lines.first == "┌" + String(repeating: "─", count: 28) + "┐")
        #expect(frame.lines.last == "└" + String(repeating: "─", count: 28) + "┘")
        #expect(TextWidth.width(of: TerminalCheck.wideSample) == TextWidth.width(of: TerminalCheck.wideRuler))
    }

    @Test(arguments: [Size(width: 1, height: 1), Size(width: 2, height: 2), Size(width: 0, height: 0), Size(width: 5, height: 3)])
    func tinyTerminalsDoNotCrash(size: Size) {
        #expect(check().render(size: size).size == size)
    }

    @Test func monoDropsColourButKeepsMeaningInAttributes() {
        let mono = TerminalCheck.style(at: .mono)
        #expect(StyleRole.allCases.allSatisfy { mono($0).foreground == nil && mono($0).background == nil })
        #expect(mono(.tabActive).attributes == .reverse)
        #expect(TerminalCheck.style(at: .ansi256)(.title).foreground != nil)
    }
}
