import Foundation
import SousCore
import Testing
@testable import SousVoice

@Suite struct AudioTests {
    @Test func wavRoundTrips() throws {
        let clip = AudioClip(samples: [0, 1, -1, 32767, -32768, 1234], sampleRate: 16_000)
        #expect(try WAVFile.decode(WAVFile.encode(clip)) == clip)
    }

    @Test func stereoIsAveragedAndOtherRatesResampled() throws {
        var data = WAVFile.encode(AudioClip(samples: [100, 300, -50, -150], sampleRate: 44_100))
        data[22] = 2 // two channels
        let stereo = try WAVFile.decode(data)
        #expect(stereo.samples == [200, -100])
        let tone = AudioClip(samples: (0..<22_050).map { Int16(8000 * sin(Double($0) * 2 * .pi * 440 / 22_050)) }, sampleRate: 22_050)
        let resampled = tone.resampled(to: 16_000)
        #expect(resampled.sampleRate == 16_000)
        #expect(abs(resampled.samples.count - 16_000) <= 1)
        #expect(resampled.samples.map { abs(Int($0)) }.max()! > 7000)
    }

    @Test func notAWavSaysHowToConvert() {
        #expect(throws: VoiceError.self) { try WAVFile.decode(Data("hello world, not audio".utf8), name: "notes.txt") }
        do {
            _ = try WAVFile.decode(Data("hello world, not audio".utf8), name: "notes.txt")
        } catch {
            #expect(error.kind == .audioFile)
            #expect(error.description.contains("notes.txt is not a WAV file"))
        }
    }

    @Test func anImpossibleSampleRateIsRefusedWithAMessage() {
        for rate in [0, 200, 10_000_000] {
            var data = WAVFile.encode(AudioClip(samples: [1, 2, 3, 4], sampleRate: 16_000))
            withUnsafeBytes(of: UInt32(rate).littleEndian) { data.replaceSubrange(24..<28, with: $0) }
            do {
                _ = try WAVFile.decode(data, name: "odd.wav")
                Issue.record("a \(rate) Hz file was read")
            } catch {
                #expect(error.kind == .audioFile)
                #expect(error.description.contains("odd.wav says its sample rate is \(rate) Hz"))
            }
        }
    }

    @Test func rawFilesAre16kHzMono() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).raw")
        try Data([0x01, 0x00, 0xFF, 0xFF]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try WAVFile.read(url) == AudioClip(samples: [1, -1], sampleRate: 16_000))
    }

    static func burst(silence: Double, speech: Double, after: Double) -> [Int16] {
        let rate = 16_000.0
        let quiet = (0..<Int(silence * rate)).map { Int16(($0 * 7919) % 61) - 30 }
        let loud = (0..<Int(speech * rate)).map { Int16(6000 * sin(Double($0) * 2 * .pi * 300 / rate)) }
        let tail = (0..<Int(after * rate)).map { Int16(($0 * 7919) % 61) - 30 }
        return quiet + loud + tail
    }

    /// Feeds audio in 40 ms chunks, as the microphone reads it: the events, and the end of the
    /// chunk in which the first utterance ended.
    static func feed(_ audio: [Int16], to endpointer: inout Endpointer) -> ([Endpointer.Event], Int?) {
        var events: [Endpointer.Event] = []
        var endedAt: Int?
        for start in stride(from: 0, to: audio.count, by: 640) {
            let found = endpointer.feed(Array(audio[start..<min(start + 640, audio.count)]))
            if endedAt == nil, found.contains(where: { if case .utterance = $0 { true } else { false } }) { endedAt = start + 640 }
            events += found
        }
        return (events, endedAt)
    }

    @Test func endpointerFindsOneUtteranceRightAfterItEnds() {
        var endpointer = Endpointer()
        let (events, endedAt) = Self.feed(Self.burst(silence: 1, speech: 1.2, after: 1), to: &endpointer)
        let utterances = events.filter { if case .utterance = $0 { true } else { false } }
        #expect(utterances.count == 1)
        #expect(events.first == .speechStarted)
        guard case .ahead(let early) = events.dropFirst().first, case .pause(let soFar) = events.dropFirst(2).first else {
            Issue.record("the audio is offered to decode ahead, then a pause comes, before the end: \(events.count) events")
            return
        }
        #expect(Double(soFar.count) / 16_000 > 1.2, "the pause offers the whole burst")
        let settings = Endpointer.Settings()
        #expect(soFar.count - early.count == (settings.pauseMilliseconds! - settings.aheadOfPauseMilliseconds!) * 16,
                "offered ahead after \(settings.aheadOfPauseMilliseconds!) ms of quiet, the pause after \(settings.pauseMilliseconds!) ms")
        guard case .utterance(let samples) = events.last else {
            Issue.record("no utterance")
            return
        }
        let seconds = Double(samples.count) / 16_000
        #expect(seconds > 1.2 && seconds < 2.0, "the burst, a pre-roll and the end silence: \(seconds) s")
        let speechEnd = Int(2.2 * 16_000)
        #expect(Double(endedAt! - speechEnd) / 16 < 600, "ended within the silence window")
    }

    /// An echo canceller's levels: a loud stretch the gate calls Sous's echo (level given at the
    /// room's) is not speech, and the cook's word after it ends the utterance on time; in what is
    /// decoded, the echo frames are brought down to the room, all but the few just before the word.
    @Test func givenLevelsDecideSpeechAndQuietenTheEchoInWhatIsDecoded() {
        let rate = 16_000
        let echo = Self.burst(silence: 1, speech: 2, after: 0)  // "Sous's voice", 1-3 s
        let word = (0..<rate / 2).map { Int16(8000 * sin(Double($0) * 2 * .pi * 500 / Double(rate))) }
        let audio = echo + word + (0..<rate).map { _ in Int16(12) }  // the word 3-3.5 s, then quiet
        func energy(_ s: ArraySlice<Int16>) -> Double { s.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(s.count) }
        let room = 30.0 * 30.0
        let levels = stride(from: 0, to: audio.count, by: Endpointer.frame).map { start -> Double in
            let frame = audio[start..<min(start + Endpointer.frame, audio.count)]
            return start >= rate && start < 3 * rate ? room : energy(frame)
        }
        var endpointer = Endpointer()
        var events: [Endpointer.Event] = []
        var endedAt: Int?
        for start in stride(from: 0, to: audio.count, by: 640) {
            let end = min(start + 640, audio.count)
            let found = endpointer.feed(Array(audio[start..<end]), levels: Array(levels[start / 160..<(end + 159) / 160]))
            if endedAt == nil, found.contains(where: { if case .utterance = $0 { true } else { false } }) { endedAt = end }
            events += found
        }
        let utterances = events.compactMap { if case .utterance(let s) = $0 { s } else { nil } }
        #expect(utterances.count == 1, "one utterance: the word, not the echo")
        #expect(Double(endedAt ?? .max) / Double(rate) < 3.5 + 0.6, "it ends soon after the word")
        guard let heard = utterances.first else { return }
        // The pre-roll (250 ms of echo) before the word: all but the last 80 ms brought down to the room.
        // It starts with the pre-roll: the word comes 250 ms in.
        let wordStart = Endpointer.Settings().preRollMilliseconds * rate / 1000
        let preRoll = heard[0..<max(0, wordStart - Endpointer.gainLookahead * Endpointer.frame - 160)]
        #expect(!preRoll.isEmpty && energy(preRoll) < 4 * room, "echo in the pre-roll quietened: \(preRoll.isEmpty ? -1 : energy(preRoll))")
        let kept = heard[(wordStart - 4 * Endpointer.frame)..<wordStart]
        #expect(energy(kept) > 100 * room, "the frames just before the word are kept whole")
        #expect(energy(heard[wordStart..<(wordStart + rate / 4)]) > 1_000_000, "the word itself is untouched")
    }

    /// Pink-ish noise 10 dB under the speech from the first sample: a kitchen with the extractor on.
    static func noisy(silence: Double, speech: Double, after: Double, noise: Double) -> [Int16] {
        var state: UInt32 = 12345
        var brown = 0.0
        return burst(silence: silence, speech: speech, after: after).map { sample in
            state = state &* 1_664_525 &+ 1_013_904_223
            let white = Double(Int32(bitPattern: state) >> 16) / 32768
            brown = 0.98 * brown + white
            return Int16(clamping: Int(Double(sample) + noise * brown))
        }
    }

    @Test func endpointerLearnsALoudRoomAndStillHearsTheEnd() {
        var endpointer = Endpointer()
        let (events, endedAt) = Self.feed(Self.noisy(silence: 1, speech: 1.2, after: 1.5, noise: 450), to: &endpointer)
        #expect(events.filter { $0 == .speechStarted }.count == 1, "the noise alone is not speech: \(events.count) events")
        #expect(!events.contains { if case .pause = $0 { true } else { false } }, "in a loud room the end silence decides, not a pause")
        #expect(!events.contains { if case .ahead = $0 { true } else { false } }, "nor is it decoded ahead: weak speech may go on")
        guard let endedAt else {
            Issue.record("the utterance never ended in noise")
            return
        }
        let speechEnd = Int(2.2 * 16_000)
        #expect(Double(endedAt - speechEnd) / 16 < 600, "ended within the silence window: \(Double(endedAt - speechEnd) / 16) ms")
        #expect(endpointer.floor > 4 * Endpointer.Settings().minimumFloor, "the floor rose to the room")
    }

    @Test func aLoudRoomOffersAPauseToActOnOnlyWhenSure() {
        var settings = Endpointer.Settings()
        settings.loudPauseMilliseconds = 150
        var loudRoom = Endpointer(settings: settings)
        let (events, _) = Self.feed(Self.noisy(silence: 1, speech: 1.2, after: 1.5, noise: 450), to: &loudRoom)
        let loudPauses = events.compactMap { event -> [Int16]? in if case .loudPause(let samples) = event { samples } else { nil } }
        #expect(loudPauses.count == 1, "one loud pause before the end: \(events.count) events")
        #expect(!events.contains { if case .pause = $0 { true } else { false } }, "not the quiet room's pause")
        guard let soFar = loudPauses.first, case .utterance(let whole) = events.last else {
            Issue.record("no loud pause, or no utterance after it")
            return
        }
        #expect(whole.count - soFar.count >= (settings.endSilenceMilliseconds - 150) * 16 - 640,
                "offered 150 ms into the quiet, the utterance still ends after the full end silence")
        // A quiet room gets its usual pause and never a loud one.
        var quietRoom = Endpointer(settings: settings)
        let (quietEvents, _) = Self.feed(Self.burst(silence: 1, speech: 1.2, after: 1), to: &quietRoom)
        #expect(quietEvents.contains { if case .pause = $0 { true } else { false } })
        #expect(!quietEvents.contains { if case .loudPause = $0 { true } else { false } })
    }

    @Test func anUtteranceAbandonedAtAPauseIsNotReportedAgain() {
        var endpointer = Endpointer()
        var events = endpointer.feed(Self.burst(silence: 1, speech: 1, after: 0.3))
        #expect(events.contains(.speechStarted))
        #expect(events.contains { if case .pause = $0 { true } else { false } })
        endpointer.abandon()
        events = endpointer.feed(Self.burst(silence: 1, speech: 0, after: 0))
        #expect(events.isEmpty, "the rest of the quiet ends nothing")
        #expect(endpointer.finish().isEmpty)
    }

    @Test func speechAfterTheAheadQuietIsResumedAndOfferedAgainLater() {
        var endpointer = Endpointer()
        // 220 ms: the smoothed level needs about 140 ms to fall, so some 80 ms of it are quiet: more
        // than the 30 ms ahead, less than a pause.
        let gap = Self.burst(silence: 0, speech: 0, after: 0.22)
        let audio = Self.burst(silence: 1, speech: 0.5, after: 0) + gap + Self.burst(silence: 0, speech: 0.5, after: 1)
        let (events, _) = Self.feed(audio, to: &endpointer)
        let kinds = events.map { event -> String in
            switch event {
            case .speechStarted: "start"
            case .ahead: "ahead"
            case .pause: "pause"
            case .loudPause: "loudPause"
            case .resumed: "resumed"
            case .utterance: "utterance"
            }
        }
        #expect(kinds == ["start", "ahead", "resumed", "ahead", "pause", "utterance"], "\(kinds)")
        guard case .utterance(let whole) = events.last else { return }
        #expect(Double(whole.count) / 16_000 > 1.1, "one utterance across the short gap")
    }

    @Test func longTalkOffersNothingBeforeItsEndPastTheLongestCommand() {
        // Ten half-second words 250 ms apart (each gap a pause): 7.5 s, one utterance.
        let word = Self.burst(silence: 0, speech: 0.5, after: 0), gap = Self.burst(silence: 0, speech: 0, after: 0.25)
        let talk = Self.burst(silence: 1, speech: 0, after: 0) + Array(repeatElement(word + gap, count: 10).joined())
            + Self.burst(silence: 0, speech: 0, after: 1)
        func offered(upTo seconds: Double) -> (offers: [Double], utterances: [Double]) {
            var settings = Endpointer.Settings()
            settings.offersUpToSeconds = seconds
            var endpointer = Endpointer(settings: settings)
            var offers: [Double] = [], utterances: [Double] = []
            for event in Self.feed(talk, to: &endpointer).0 {
                switch event {
                case .ahead(let soFar), .pause(let soFar), .loudPause(let soFar): offers.append(Double(soFar.count) / 16_000)
                case .utterance(let whole): utterances.append(Double(whole.count) / 16_000)
                default: break
                }
            }
            return (offers, utterances)
        }
        let capped = offered(upTo: Endpointer.Settings().offersUpToSeconds)
        #expect(capped.utterances.count == 1 && (capped.utterances.first ?? 0) > 7, "one utterance: \(capped.utterances)")
        #expect(!capped.offers.isEmpty && capped.offers.allSatisfy { $0 <= 5 }, "offers only in its first 5 s: \(capped.offers)")
        let uncapped = offered(upTo: 60)
        #expect(uncapped.offers.contains { $0 > 5 }, "without the limit every gap is offered: \(uncapped.offers)")
    }

    @Test func aLongUtteranceIsDecodedAheadOnlyAfterALongerQuiet() {
        // Half-second words 200 ms apart: about 60 ms of each gap is quiet (the smoothed level
        // takes some 140 ms to fall), more than the 30 ms ahead, less than the pause.
        let word = Self.burst(silence: 0, speech: 0.5, after: 0), gap = Self.burst(silence: 0, speech: 0, after: 0.2)
        let talk = Self.burst(silence: 1, speech: 0, after: 0) + Array(repeatElement(word + gap, count: 6).joined())
            + Self.burst(silence: 0, speech: 0, after: 1)
        func aheads(longAfter seconds: Double) -> [Double] {
            var settings = Endpointer.Settings()
            settings.longUtteranceSeconds = seconds
            var endpointer = Endpointer(settings: settings)
            return Self.feed(talk, to: &endpointer).0.compactMap { event in
                if case .ahead(let soFar) = event { Double(soFar.count) / 16_000 } else { nil }
            }
        }
        // Gaps end at 0.91, 1.61, 2.31, 3.01 and 3.71 s into the utterance, the talk at 4.41 s.
        let offered = aheads(longAfter: Endpointer.Settings().longUtteranceSeconds)
        #expect(offered.filter { $0 <= 3 }.count == 3, "the gaps in the first 3 s: \(offered)")
        #expect(offered.filter { $0 > 3 }.count == 1, "after 3 s only the end's longer quiet: \(offered)")
        #expect(aheads(longAfter: 60).filter { $0 > 3 }.count == 3, "every gap is, when no utterance counts as long")
    }

    @Test func endpointerIgnoresSteadyNoiseAndFinishesAnOpenUtterance() {
        var endpointer = Endpointer()
        #expect(endpointer.feed(Self.burst(silence: 2, speech: 0, after: 0)).isEmpty)
        let events = endpointer.feed(Self.burst(silence: 0, speech: 0.5, after: 0))
        #expect(events == [.speechStarted])
        guard case .utterance = endpointer.finish().first else {
            Issue.record("finish returns the open utterance")
            return
        }
    }
}
