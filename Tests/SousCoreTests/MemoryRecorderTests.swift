import Foundation
import Testing
@testable import SousCore

/// The spoken-memory recorder's states, event by event.
struct MemoryRecorderTests {
    func recording(_ limits: MemoryRecorder.Limits = .init(silenceSeconds: 2, leadInSeconds: 5, maxSeconds: 30, silenceLevel: -40)) -> MemoryRecorder {
        var r = MemoryRecorder(limits: limits)
        r.handle(.choose)
        #expect(r.state == .ready)
        r.handle(.start)
        #expect(r.state == .preparing)
        r.handle(.microphoneOpened)
        #expect(r.state == .recording(elapsed: 0, level: -120))
        return r
    }

    @Test func speechThenSilenceStopsAfterTheSetQuiet() {
        var r = recording()
        for _ in 0..<10 { r.handle(.audio(seconds: 0.5, level: -20)) }
        #expect(r.isRecording)
        r.handle(.audio(seconds: 0.5, level: -60))
        r.handle(.audio(seconds: 1.0, level: -60))
        #expect(r.isRecording, "1.5 s of quiet is less than the 2 s set")
        r.handle(.audio(seconds: 0.5, level: -60))
        #expect(r.state == .processing(.silence))
        #expect(r.elapsed == 7)
        #expect(r.keepsAudio)
    }

    @Test func speechResetsTheQuietCount() {
        var r = recording()
        r.handle(.audio(seconds: 1, level: -20))
        r.handle(.audio(seconds: 1.5, level: -60))
        r.handle(.audio(seconds: 0.5, level: -25))
        r.handle(.audio(seconds: 1.5, level: -60))
        #expect(r.isRecording)
    }

    @Test func nobodySpeakingStopsAtTheLeadIn() {
        var r = recording()
        for _ in 0..<9 { r.handle(.audio(seconds: 0.5, level: -70)) }
        #expect(r.isRecording)
        r.handle(.audio(seconds: 0.5, level: -70))
        #expect(r.state == .processing(.silence))
        #expect(!r.heardSpeech)
    }

    @Test func theMaximumLengthStopsIt() {
        var r = recording(.init(silenceSeconds: 2, leadInSeconds: 5, maxSeconds: 3, silenceLevel: -40))
        for _ in 0..<5 { r.handle(.audio(seconds: 0.5, level: -10)) }
        #expect(r.isRecording)
        r.handle(.audio(seconds: 0.5, level: -10))
        #expect(r.state == .processing(.maxLength))
    }

    @Test func aKeyStopsAndKeeps() {
        var r = recording()
        r.handle(.audio(seconds: 1, level: -10))
        r.handle(.stopKey)
        #expect(r.state == .processing(.key))
        r.handle(.transcribed("granny made it"))
        #expect(r.state == .transcribed("granny made it"))
        #expect(r.keepsAudio)
    }

    @Test func cancelKeepsNothingFromAnyLiveState() {
        for steps in 1...3 {
            var r = MemoryRecorder()
            r.handle(.choose)
            if steps >= 2 { r.handle(.start) }
            if steps >= 3 { r.handle(.microphoneOpened); r.handle(.audio(seconds: 1, level: -10)) }
            r.handle(.cancel)
            #expect(r.state == .cancelled)
            #expect(!r.keepsAudio)
        }
    }

    @Test func aLostMicrophoneKeepsWhatWasRecorded() {
        var r = recording()
        r.handle(.audio(seconds: 2, level: -10))
        r.handle(.microphoneLost)
        #expect(r.state == .processing(.microphoneLost))
        #expect(r.keepsAudio)
        var empty = recording()
        empty.handle(.microphoneLost)
        #expect(empty.state == .error("the microphone was lost before anything was recorded", kept: false))
        #expect(!empty.keepsAudio)
    }

    @Test func aFullDiskKeepsWhatWasWritten() {
        var r = recording()
        r.handle(.audio(seconds: 2, level: -10))
        r.handle(.diskFull)
        #expect(r.state == .processing(.diskFull))
    }

    @Test func aFailedTranscriptKeepsTheRecording() {
        var r = recording()
        r.handle(.audio(seconds: 1, level: -10))
        r.handle(.endOfAudio)
        r.handle(.failed("no model"))
        #expect(r.state == .error("no model", kept: true))
        #expect(r.keepsAudio)
    }

    @Test func eventsOutOfOrderAreIgnored() {
        var r = MemoryRecorder()
        r.handle(.audio(seconds: 1, level: -10))
        r.handle(.stopKey)
        r.handle(.transcribed("x"))
        #expect(r.state == .idle)
        r.handle(.choose)
        r.handle(.microphoneOpened)
        #expect(r.state == .ready)
    }

    @Test func chooseStartsAfresh() {
        var r = recording()
        r.handle(.audio(seconds: 1, level: -10))
        r.handle(.stopKey)
        r.handle(.transcribed("x"))
        r.handle(.choose)
        #expect(r.state == .ready)
        #expect(r.elapsed == 0)
        #expect(!r.heardSpeech)
    }

    @Test func levelIsDecibelsAgainstFullScale() {
        #expect(MemoryRecorder.level(of: [Int16](repeating: 0, count: 100)) == -120)
        #expect(abs(MemoryRecorder.level(of: [Int16](repeating: 16_384, count: 100)) - -6.02) < 0.01)
        #expect(abs(MemoryRecorder.level(of: [Int16](repeating: 328, count: 100)) - -40) < 0.05)
    }
}

struct MemoryQuestionsAndWERTests {
    let set = MemoryQuestionSet(
        recipe: [MemoryQuestion(id: "a", category: "c", categoryTitle: "C", text: "A?", subject: .recipe),
                 MemoryQuestion(id: "b", category: "c", categoryTitle: "C", text: "B?", subject: .recipe),
                 MemoryQuestion(id: "c", category: "c", categoryTitle: "C", text: "C?", subject: .recipe)],
        member: [MemoryQuestion(id: "m", category: "c", categoryTitle: "C", text: "M?", subject: .member)])

    @Test func completionCountsAnsweredAndNamesTheNext() {
        let none = set.completion(for: .recipe, answered: [])
        #expect(none.answered == 0 && none.total == 3 && none.percent == 0 && none.next?.id == "a")
        let some = set.completion(for: .recipe, answered: ["a", "c", "m", "gone"])
        #expect(some.answered == 2 && some.percent == 66 && some.next?.id == "b")
        let all = set.completion(for: .member, answered: ["m"])
        #expect(all.percent == 100 && all.next == nil)
    }

    @Test func questionsAreNumberedFromOne() {
        #expect(set.question(number: 1, for: .recipe)?.id == "a")
        #expect(set.question(number: 3, for: .recipe)?.id == "c")
        #expect(set.question(number: 4, for: .recipe) == nil)
        #expect(set.question(number: 0, for: .recipe) == nil)
    }

    @Test func wordErrorRateCountsSubstitutionsDeletionsAndInsertions() {
        #expect(WordErrorRate.measure(reference: "the cat sat", hypothesis: "the cat sat") == WordErrorRate(errors: 0, referenceWords: 3))
        #expect(WordErrorRate.measure(reference: "the cat sat", hypothesis: "the bat sat") == WordErrorRate(errors: 1, referenceWords: 3))
        #expect(WordErrorRate.measure(reference: "the cat sat", hypothesis: "cat sat down now") == WordErrorRate(errors: 3, referenceWords: 3))
        #expect(WordErrorRate.measure(reference: "Mr. Dashwood, had", hypothesis: "mister dashwood had").errors == 0)
        #expect(WordErrorRate.measure(reference: "", hypothesis: "x").rate == 1)
    }

    @Test func audioPathsStayInsideTheFolder() {
        #expect(Memory.isSafeRelativePath("2026-a.flac"))
        #expect(!Memory.isSafeRelativePath("../x.flac"))
        #expect(!Memory.isSafeRelativePath("/etc/passwd"))
        #expect(!Memory.isSafeRelativePath(""))
        let name = Memory.audioFileName(recordedAt: Date(timeIntervalSince1970: 0), random: 255)
        #expect(name.hasSuffix("-ff.flac") && !name.contains(":") && !name.contains("/"))
    }
}
