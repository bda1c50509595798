import Foundation
import SousContract
import SousCore
import Testing
@testable import SousVoice

/// The real decoder on speech made by eSpeak NG in the test (no microphone, no sound card).
@Suite(.serialized) struct RecognizerTests {
    static let context = ParseContext(ingredientNames: ["unsalted butter", "flour", "eggs", "rice"], timerNames: ["rice"], stepCount: 8)
    nonisolated(unsafe) static var shared: CommandRecognizer?

    /// Lenient rejection: these tests are about recognising; `chatterIsRejected` uses the default.
    /// The grammar, rejection, loud-room and endpointing mechanics on synthetic voices, as heard:
    /// DeepFilterNet in front has suites of its own (`DeepFilterNetTests`, `RealCommandsTests`).
    static let options: CommandRecognizer.Options = {
        var options = CommandRecognizer.Options(rejection: .phoneLoopGap(-30))
        options.streamedRejection = options.rejection
        options.neuralSuppression = false
        return options
    }()

    static func recognizer() throws -> CommandRecognizer {
        if let shared { return shared }
        let made = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: context, options: options)
        shared = made
        return made
    }

    static func speech(_ text: String, voice: String = "en-us", rate: Int = 160) throws -> AudioClip {
        let clip = try EspeakEngine.shared.synthesize(text, settings: SpeechVoiceSettings(voice: voice, rate: rate))
        let pad = [Int16](repeating: 0, count: 4_800)
        return AudioClip(samples: pad + clip.samples + pad, sampleRate: clip.sampleRate)
    }

    @Test func aSpokenTimerCommandBecomesItsIntentAndSlots() throws {
        let result = try Self.recognizer().recognize(try Self.speech("set a timer for five minutes for the rice"))
        #expect(result.heard == "set a timer for five minutes for the rice")
        #expect(result.match?.intent == "setTimer")
        #expect(result.match?.slots == ["duration": .duration(300), "name": .text("rice")])
        #expect(result.confidence >= 0.5)
        #expect(result.realTimeFactor < 1)
    }

    @Test func anIngredientNameFromTheRecipeIsHeard() throws {
        let result = try Self.recognizer().recognize(try Self.speech("how much butter"))
        #expect(result.match?.intent == "howMuch")
        #expect(result.match?.slots["ingredient"] == .text("unsalted butter"))
    }

    @Test func aWordMissingFromTheDictionaryIsRecognisedThroughEspeak() throws {
        let recognizer = try Self.recognizer()
        #expect(recognizer.guessedWords.contains("deglaze"))
        let result = recognizer.recognize(try Self.speech("explain how to deglaze"))
        #expect(result.match?.intent == "explainTechnique")
        #expect(result.match?.slots["technique"] == .value("deglaze"))
    }

    @Test func chatterIsRejected() throws {
        let recognizer = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context)
        for sentence in ["the president said on tuesday that taxes will go up", "did you see the movie last night"] {
            let result = recognizer.recognize(try Self.speech(sentence))
            #expect(result.heard == nil, "\(sentence) -> \(result.guess ?? "") (\(result.confidence))")
            #expect(result.confidence < 0.5)
        }
    }

    @Test func aCommandIsHeardAsAboutItsOwnPhonesAndTalkIsNot() throws {
        let recognizer = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context)
        let command = recognizer.recognize(try Self.speech("set a timer for five minutes for the rice"))
        // Forced into "i did not hear that" (the eval's clip at 150 words a minute: 0.46).
        let talk = recognizer.recognize(try Self.speech("i think the game starts at eight", rate: 150))
        let said = try #require(command.phoneCountMismatch)
        let forced = try #require(talk.phoneCountMismatch, "the grammar forces a command out of talk: \(talk.guess ?? "")")
        // Measured 0.07-0.11 for the command and 0.31-0.46 for the talk (other suites running
        // alongside move them a little).
        #expect(said < 0.2, "phones per word close to the dictionary's")
        #expect(forced > 0.25 && forced > said + 0.15, "\(talk.guess ?? ""): \(forced) against \(said)")
    }

    @Test func silenceIsNothing() throws {
        let result = try Self.recognizer().recognize(AudioClip(samples: [Int16](repeating: 0, count: 16_000), sampleRate: 16_000))
        #expect(result.heard == nil)
        #expect(result.match == nil)
    }

    @Test func noiseWithoutSpeechIsNotACommand() throws {
        // With the default rejection: a fan, a click and digital silence were each heard as "shh"
        // at confidence 0.92 before a command had to hold some speech.
        let recognizer = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: ParseContext())
        let quiet = [Int16](repeating: 0, count: 8_000)
        let click = quiet + NoiseSuppressionTests.room(noise: 8000, tone: 0, seconds: 0.05) + quiet
        for (name, samples) in [("fan", NoiseSuppressionTests.room(noise: 1500, tone: 0)), ("click", click),
                                ("silence", [Int16](repeating: 0, count: 16_000))] {
            for streamed in [false, true] {
                let result = recognizer.recognize(AudioClip(samples: samples, sampleRate: 16_000), streamed: streamed)
                #expect(result.heard == nil, "\(name)\(streamed ? ", streamed" : ""): \(result.guess ?? "") \(result.confidence)")
            }
        }
    }

    @Test func aCleanCommandScoresBetterOverANoiseFloor() throws {
        // Over digital silence the decoder's scores per frame were worse than over pink noise 20 dB
        // under the voice (the default noise floor), and right commands were rejected for it.
        // Judged by the base threshold here (the floor's own offset set aside, as the clip through
        // Sous's resampler sits near the line): how many clean commands the defaults keep is
        // `make voice-eval`'s measurement.
        var score = RejectionScore.wholeClip
        score.flooredOffset = 0
        var floorOptions = CommandRecognizer.Options(rejection: .combined(score))
        floorOptions.neuralSuppression = false
        let withFloor = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context, options: floorOptions)
        floorOptions.noiseFloorDecibels = nil
        let without = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context, options: floorOptions)
        var raised = 0.0, plain = 0.0
        for text in ["next step", "go to step three", "how much flour do i need"] {
            let clip = try Self.speech(text, rate: 150)
            let floored = withFloor.recognize(clip), bareResult = without.recognize(clip)
            #expect(floored.noiseFloorRaised && !bareResult.noiseFloorRaised)
            #expect(floored.heard == text, "\(text): \(floored.guess ?? "") \(floored.confidence)")
            raised += floored.scorePerFrame ?? -100
            plain += bareResult.scorePerFrame ?? -100
        }
        #expect(raised / 3 > plain / 3 + 1, "mean score per frame \(raised / 3) over the floor, \(plain / 3) without")
        let speech = try Self.speech("next step").resampled(to: 16_000).samples
        let room = NoiseSuppressionTests.room(noise: 600, tone: 0, seconds: Double(speech.count) / 16_000 + 0.1)
        let loud = withFloor.recognize(AudioClip(samples: zip(speech, room).map { Int16(clamping: Int($0) + Int($1)) }, sampleRate: 16_000))
        #expect(loud.guess != nil)
        #expect(!loud.noiseFloorRaised, "a room already that noisy keeps its own")
    }

    @Test func aTightlyCutFileIsJudgedLikeOneWithQuietAroundIt() throws {
        // eSpeak's "next step" with no quiet around it scored 0.53 where the same with 0.3 s of
        // quiet either side (as the eval's clips and the endpointer's utterances have) scored 0.79.
        // Two recognizers: the decoder carries its noise estimate from one utterance to the next.
        let recognizer = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context)
        let other = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context)
        let words = try EspeakEngine.shared.synthesize("next step", settings: SpeechVoiceSettings(voice: "en-us", rate: 150))
            .resampled(to: 16_000)
        let sound = try #require(words.soundBounds)
        let tight = AudioClip(samples: Array(words.samples[sound]), sampleRate: 16_000)
        let quiet = [Int16](repeating: 0, count: 4_800)
        let padded = AudioClip(samples: quiet + tight.samples + quiet, sampleRate: 16_000)
        let tightResult = recognizer.recognize(tight), paddedResult = other.recognize(padded)
        #expect(tightResult.heard == "next step", "\(tightResult.guess ?? "") \(tightResult.confidence)")
        #expect(abs(tightResult.confidence - paddedResult.confidence) < 0.02, "tight \(tightResult.confidence) \(tightResult.noiseFloorRaised), padded \(paddedResult.confidence) \(paddedResult.noiseFloorRaised)")
    }

    @Test func aCleanFileWithNoPauseInItIsJudgedLikeOneWithQuietAroundIt() throws {
        // "give it another minute" as `sous say --out` writes it has no quiet frame to show a
        // quiet room (no pause between its words), so it was judged as a noisy room's: no quiet
        // added, no floor, confidence 0.07. Its quietest frame (digital silence at the start) shows
        // a clean recording. Run alone the two are 0.002 apart; once in the whole suite on a fresh
        // clone 0.051 (the shared synthesizer's state after other tests); without the change 0.42.
        let words = try EspeakEngine.shared.synthesize("give it another minute", settings: SpeechVoiceSettings(voice: "en-us", rate: 175))
            .resampled(to: 16_000)
        #expect(words.withNoiseFloor(decibelsBelowLevel: try #require(CommandRecognizer.defaultNoiseFloorDecibels)) == nil, "no quiet room by its quiet frames")
        #expect((words.quietestFrameDepth ?? 0) >= CommandRecognizer.cleanRecordingDepth, "\(words.quietestFrameDepth ?? 0) dB")
        let quiet = [Int16](repeating: 0, count: 4_800)
        let padded = AudioClip(samples: quiet + words.samples + quiet, sampleRate: 16_000)
        let recognizer = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context)
        let other = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context)
        let tightResult = recognizer.recognize(words), paddedResult = other.recognize(padded)
        #expect(tightResult.noiseFloorRaised && paddedResult.noiseFloorRaised)
        #expect(tightResult.guess == "give it another minute", "\(tightResult.guess ?? "")")
        #expect(abs(tightResult.confidence - paddedResult.confidence) < 0.1, "tight \(tightResult.confidence), padded \(paddedResult.confidence)")
        let room = NoiseSuppressionTests.room(noise: 600, tone: 0, seconds: Double(words.samples.count) / 16_000)
        let noisy = AudioClip(samples: zip(words.samples, room).map { Int16(clamping: Int($0) + Int($1)) }, sampleRate: 16_000)
        #expect((noisy.quietestFrameDepth ?? 99) < CommandRecognizer.cleanRecordingDepth, "a room's noise is never that quiet")
    }

    @Test func aRaisedFloorIsJudgedByItsOwnOffset() throws {
        // Everything passes the threshold itself; the floor's offset alone must reject.
        var score = RejectionScore.wholeClip.shifted(by: -1000)
        score.flooredOffset = 2000
        var options = CommandRecognizer.Options(rejection: .combined(score))
        let floored = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context, options: options)
        options.noiseFloorDecibels = nil
        let bare = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context, options: options)
        let clip = try Self.speech("go to step three")
        let raised = floored.recognize(clip)
        #expect(raised.noiseFloorRaised && raised.heard == nil, "\(raised.guess ?? "") \(raised.confidence)")
        #expect(bare.recognize(clip).heard == "go to step three")
    }

    /// "go to step three" in a room about 12 dB under the voice: loud enough to be suppressed.
    static func loudCommand() throws -> AudioClip {
        let speech = try Self.speech("go to step three").resampled(to: 16_000).samples
        let room = NoiseSuppressionTests.room(noise: 900, tone: 0, seconds: Double(speech.count) / 16_000 + 0.1)
        return AudioClip(samples: zip(speech, room).map { Int16(clamping: Int($0) + Int($1)) }, sampleRate: 16_000)
    }

    @Test func aLoudRoomCommandJustShortOfAcceptanceIsDecodedAgainWithoutSuppression() throws {
        // Everything suppressed falls 500 points short; a second opinion that agrees is worth 1000.
        var score = RejectionScore.wholeClip
        score.suppressedOffset = 500
        var options = CommandRecognizer.Options(rejection: .combined(score))
        options.neuralSuppression = false
        options.noiseSuppression = true
        options.secondOpinionPoints = 1000
        let loud = try Self.loudCommand()
        let asked = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context, options: options).recognize(loud)
        #expect(asked.noiseSuppressed)
        #expect(asked.secondOpinionAgreed == true, "\(asked.guess ?? "") \(asked.rejectionMargin ?? 0)")
        #expect(asked.heard == "go to step three")
        options.secondOpinionPoints = nil
        let alone = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context, options: options).recognize(loud)
        #expect(alone.guess == "go to step three" && alone.heard == nil && alone.secondOpinionAgreed == nil)
        options.secondOpinionPoints = 10
        let far = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context, options: options).recognize(loud)
        #expect(far.secondOpinionAgreed == nil && far.heard == nil, "500 points short is too far for a second opinion worth 10")
    }

    @Test func pocketSphinxsOwnReadingOfTheGrammarStillHears() throws {
        var options = Self.options
        options.wordGraph = false
        let recognizer = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context, options: options)
        let result = recognizer.recognize(try Self.speech("set a timer for five minutes for the rice"))
        #expect(result.match?.intent == "setTimer")
        #expect(result.match?.slots["name"] == .text("rice"))
    }

    @Test func decoderOptionsGivenReplaceTheDefaultsOnlyWhereTheySayTheSame() {
        let defaults = ["-maxhmmpf", "1000", "-ds", "2"]
        #expect(CommandRecognizer.withDefaults(defaults, []) == defaults)
        #expect(CommandRecognizer.withDefaults(defaults, ["-lw", "3"]) == defaults + ["-lw", "3"])
        #expect(CommandRecognizer.withDefaults(defaults, ["-maxhmmpf", "-1"]) == ["-ds", "2", "-maxhmmpf", "-1"])
    }

    @Test func anUtteranceFromAStreamIsJudgedByTheStreamedRejection() throws {
        // Everything accepted from files, nothing from a stream: the stream must use its own.
        var options = CommandRecognizer.Options(rejection: .none)
        options.streamedRejection = .combined(RejectionScore.streamed.shifted(by: 1000))
        let recognizer = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context, options: options)
        let speech = try Self.speech("go to step three").resampled(to: AudioClip.recognizerRate)
        #expect(recognizer.recognize(speech).match?.intent == "goToStep")
        let stream = StreamingRecognizer(recognizer: recognizer)
        let decisions = stream.decisions(in: speech.samples + [Int16](repeating: 0, count: 16_000)).compactMap { output -> Recognition? in
            if case .decided(let result, _, _, _, _, _) = output { result } else { nil }
        }
        #expect(!decisions.isEmpty)
        #expect(decisions.allSatisfy { $0.heard == nil }, "\(decisions.map { $0.guess ?? "" })")
    }

    @Test func narrowingToAnotherRecipeChangesWhatCanBeHeard() throws {
        let recognizer = try Self.recognizer()
        defer { try? recognizer.setContext(Self.context) }
        try recognizer.setContext(ParseContext(ingredientNames: ["gochujang", "tahini"], stepCount: 3))
        #expect(recognizer.speechGrammar.words.contains("gochujang"))
        let steps = recognizer.speechGrammar.jsgf.split(separator: "\n").first { $0.hasPrefix("<s_stepNumber_steps> = ") }
        #expect(steps == "<s_stepNumber_steps> = ( one | two | three );")
        let ordinals = recognizer.speechGrammar.jsgf.split(separator: "\n").first { $0.hasPrefix("<s_stepNumber_ordinals> = ") }
        #expect(ordinals == "<s_stepNumber_ordinals> = ( first | second | third | last );")
        let result = recognizer.recognize(try Self.speech("how much tahini"))
        #expect(result.match?.slots["ingredient"] == .text("tahini"))
    }

    @Test func liveInputFromAClipEmitsEventsInOrder() async throws {
        let speech = try Self.speech("go to step three")
        let input = LiveVoiceInput(grammar: try IntentContract.builtIn(), options: Self.options, source: { ClipAudioSource(speech) })
        var events: [VoiceEvent] = []
        for await event in input.start(context: Self.context) { events.append(event) }
        #expect(events.first == .listening)
        #expect(events.contains(.speechStarted))
        #expect(events.last == .stopped)
        let heard = events.compactMap { if case .heard(let h) = $0 { h } else { nil } }
        #expect(heard.map(\.match.intent) == ["goToStep"])
        #expect(heard.first?.match.slots["step"] == .number(3))
    }

    @Test func aStreamedCommandIsDecidedAtThePauseNotAfterTheEndSilence() throws {
        let speech = try Self.speech("go to step three").resampled(to: AudioClip.recognizerRate)
        let speechEnd = VoiceEval.speechEnd(of: speech)
        let stream = StreamingRecognizer(recognizer: try Self.recognizer())
        let audio = speech.samples + [Int16](repeating: 0, count: 16_000)
        let decisions = stream.decisions(in: audio).compactMap { output -> (Recognition, Bool, Int, Int)? in
            if case .decided(let result, _, _, let early, let at, let decodedAt) = output { (result, early, at, decodedAt) } else { nil }
        }
        #expect(decisions.count == 1, "one decision, not a second for the rest of the utterance")
        guard let (result, early, at, decodedAt) = decisions.first else { return }
        #expect(result.match?.intent == "goToStep")
        #expect(early)
        let settings = Endpointer.Settings()
        #expect(at - decodedAt == (settings.pauseMilliseconds! - settings.aheadOfPauseMilliseconds!) * 16,
                "decoded ahead, at the first short quiet, and decided at the pause")
        let waited = Double(at - speechEnd) / 16
        #expect(waited < Double(settings.endSilenceMilliseconds), "decided \(waited) ms of audio after speech, before the end silence")
    }

    @Test func aCommandThatCanGoOnIsNotCutAtAPauseInsideIt() throws {
        // People pause inside a long command: "set a timer for five minutes ... for the rice".
        func sound(_ text: String) throws -> [Int16] {
            let clip = try Self.speech(text).resampled(to: AudioClip.recognizerRate)
            return Array(clip.samples[clip.soundBounds ?? 0..<clip.samples.count])
        }
        let quiet = [Int16](repeating: 0, count: 16 * 300)
        let audio = quiet + (try sound("set a timer for five minutes")) + quiet + (try sound("for the rice")) + quiet + quiet + quiet + quiet
        func decisions(holding: Bool) throws -> [Recognition] {
            var settings = Endpointer.Settings()
            settings.holdCommandThatGoesOn = holding
            return StreamingRecognizer(recognizer: try Self.recognizer(), endpointing: settings).decisions(in: audio).compactMap { output in
                if case .decided(let result, .act, _, _, _, _) = output { result } else { nil }
            }
        }
        #expect(try Self.recognizer().goesOn(after: "set a timer for five minutes"))
        #expect(!(try Self.recognizer().goesOn(after: "set a timer for five minutes for the rice")))
        let held = try decisions(holding: true)
        #expect(held.first?.match?.slots["name"] == .text("rice"), "\(held.map { $0.heard ?? "" })")
        let cut = try decisions(holding: false)
        #expect(cut.first?.match?.intent == "setTimer" && cut.first?.match?.slots["name"] == nil,
                "without holding, the pause decides on the words so far: \(cut.map { $0.heard ?? "" })")
    }

    /// A command in a steady room noise with 2 s of the room before it (the floor is learnt),
    /// loud enough that no quiet-room pause is offered, not so loud that it is suppressed.
    static func roomCommand(_ text: String = "go to step three", noise: Double) throws -> [Int16] {
        let speech = try Self.speech(text).resampled(to: AudioClip.recognizerRate).samples
        let lead = 32_000
        let room = NoiseSuppressionTests.room(noise: noise, tone: 0, seconds: Double(lead + speech.count) / 16_000 + 1)
        return room.enumerated().map { i, sample in
            let voice = i >= lead && i - lead < speech.count ? Int(speech[i - lead]) : 0
            return Int16(clamping: Int(sample) + voice)
        }
    }

    @Test func aLoudRoomDecidesAtThePauseOnlyWhenSure() throws {
        // 250: about 20 dB under the voice. A quiet room's pause needs the voice 24 dB over the
        // room; under 18 dB no pause is trusted at all.
        let audio = try Self.roomCommand(noise: 250)
        var options = Self.options
        options.generator.wakePhrase = "hello kitchen"
        let waking = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context, options: options)
        func decide(margin: Double, in audio: [Int16], mode: ListeningMode = .always, minimumWords: Int = 2) throws -> [(Recognition, Bool)] {
            var endpointing = Endpointer.Settings()
            endpointing.loudPauseMargin = margin
            endpointing.loudPauseMinimumWords = minimumWords
            let stream = StreamingRecognizer(recognizer: mode == .wakeWord ? waking : try Self.recognizer(), endpointing: endpointing, mode: mode)
            return stream.decisions(in: audio).compactMap { output -> (Recognition, Bool)? in
                if case .decided(let result, _, _, let early, _, _) = output { (result, early) } else { nil }
            }
        }
        let sure = try decide(margin: -.infinity, in: audio)
        #expect(sure.count == 1)
        #expect((sure.first?.0.estimatedSNR ?? 0) >= Endpointer.Settings().loudPauseMinimumSNR, "a room whose pauses are trusted")
        #expect(sure.first?.0.match?.intent == "goToStep")
        #expect(sure.first?.1 == true, "any accepted command is sure enough: decided at the loud pause")
        let unsure = try decide(margin: .infinity, in: audio)
        #expect(unsure.count == 1, "the pause's decoding is not acted on, and the end decides once")
        #expect(unsure.first?.0.match?.intent == "goToStep", "decoded whole at the end")
        #expect(unsure.first?.1 == false)
        // The wake phrase and a command in one breath: decided at the pause too.
        let woken = try decide(margin: -.infinity, in: try Self.roomCommand("hello kitchen go to step three", noise: 250), mode: .wakeWord)
        #expect(woken.count == 1)
        #expect(woken.first?.0.wakePhraseHeard == true)
        #expect(woken.first?.0.match?.intent == "goToStep")
        #expect(woken.first?.1 == true, "decided at the loud pause")
        // One word may be the start of a longer command cut at a stop consonant: the end decides.
        let oneWord = try Self.roomCommand("stop", noise: 250)
        let single = try decide(margin: -.infinity, in: oneWord)
        #expect(single.count == 1)
        #expect(single.first?.0.heard == "stop")
        #expect(single.first?.1 == false, "a single word waits for the end silence")
        let allowed = try decide(margin: -.infinity, in: oneWord, minimumWords: 1)
        #expect(allowed.first?.0.heard == "stop")
        #expect(allowed.first?.1 == true, "the same word is decided at the pause when one word is enough")
        // A very loud room is not decided at the pause at all.
        let veryLoud = try decide(margin: -.infinity, in: try Self.roomCommand(noise: 700))
        #expect(veryLoud.count == 1)
        #expect((veryLoud.first?.0.estimatedSNR ?? 99) < Endpointer.Settings().loudPauseMinimumSNR, "a very loud room")
        #expect(veryLoud.first?.1 == false, "decided at the end silence")
    }

    @Test func aQuietVoicesPauseAfterTheWakePhraseIsNotMadeIntoACommand() throws {
        // Said softly (peak -15 dBFS) in a silent room, the voice is under the quiet-room pause's
        // 24 dB, so it is a loud room's pause. Decoded with the room after the phrase, "hello
        // kitchen." became "hello kitchen halve it" before the words had to end before the quiet.
        let speech = try Self.speech("Hello kitchen. Next step.", voice: "en-us+f2", rate: 150).resampled(to: AudioClip.recognizerRate)
        let peak = Double(speech.samples.map { abs(Int($0)) }.max() ?? 1)
        let soft = speech.samples.map { Int16(clamping: Int((Double($0) * 5_830 / peak).rounded())) }
        let room = NoiseSuppressionTests.room(noise: 2, tone: 0, seconds: 2 + Double(soft.count) / 16_000 + 1)
        let audio = room.enumerated().map { i, sample in
            Int16(clamping: Int(sample) + (i >= 32_000 && i - 32_000 < soft.count ? Int(soft[i - 32_000]) : 0))
        }
        var options = Self.options
        options.generator.wakePhrase = "hello kitchen"
        options.streamedRejection = CommandRecognizer.Options().streamedRejection
        let stream = StreamingRecognizer(recognizer: try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context,
                                                                          options: options), mode: .wakeWord)
        let acted = stream.decisions(in: audio).compactMap { output -> (String, Bool)? in
            if case .decided(_, .act(let heard, _), _, let early, _, _) = output { (heard, early) } else { nil }
        }
        #expect(acted.map(\.0) == ["next step"], "one command, the one said")
        #expect(acted.first?.1 == true, "said before the pause, after the wake phrase: decided at the pause")
    }

    @Test func aPauseDecisionTheGateWouldIgnoreLeavesTheUtteranceWhole() throws {
        let speech = try Self.speech("go to step three").resampled(to: AudioClip.recognizerRate)
        let stream = StreamingRecognizer(recognizer: try Self.recognizer(), mode: .wakeWord)
        let audio = speech.samples + [Int16](repeating: 0, count: 16_000)
        let decisions = stream.decisions(in: audio).compactMap { output -> (Recognition, ListeningGate.Verdict, Bool)? in
            if case .decided(let result, let verdict, _, let early, _, _) = output { (result, verdict, early) } else { nil }
        }
        #expect(decisions.count == 1)
        #expect(decisions.first?.2 == false, "without the wake phrase nothing acts at the pause; the end decides")
        guard case .ignore(let guess, _)? = decisions.first?.1 else {
            Issue.record("a command without the wake phrase is ignored")
            return
        }
        #expect(guess == "go to step three")
    }

    @Test func pushToTalkDecodesNothingBeforeTheKeyAndOneCommandAfter() throws {
        let speech = try Self.speech("go to step three").resampled(to: AudioClip.recognizerRate)
        let audio = speech.samples + [Int16](repeating: 0, count: 16_000)
        let before = StreamingRecognizer(recognizer: try Self.recognizer(), mode: .pushToTalk)
        #expect(!before.decisions(in: audio).contains { if case .decided = $0 { true } else { false } }, "nothing decoded before the key")
        let after = StreamingRecognizer(recognizer: try Self.recognizer(), mode: .pushToTalk)
        after.listenNow()
        let verdicts = after.decisions(in: audio + audio).compactMap { if case .decided(_, let v, _, _, _, _) = $0 { v } else { nil } }
        guard case .act(_, let match)? = verdicts.first else {
            Issue.record("the command after the key acts: \(verdicts)")
            return
        }
        #expect(match.intent == "goToStep")
        #expect(verdicts.count == 1, "one command per press: the second is not even decoded")
    }

    @Test func aWakeUpWithNoCommandRunsOut() throws {
        let stream = StreamingRecognizer(recognizer: try Self.recognizer(), mode: .pushToTalk)
        stream.listenNow()
        let outputs = stream.decisions(in: [Int16](repeating: 0, count: ListeningGate.awakeSamples + 16_000))
        #expect(outputs.contains { if case .asleep = $0 { true } else { false } })
    }

    @Test func whileSpeakingOnlyStopIsHeard() async throws {
        let next = try Self.speech("next step")
        let stop = try Self.speech("stop")
        let both = AudioClip(samples: next.samples + [Int16](repeating: 0, count: 16_000) + stop.samples, sampleRate: next.sampleRate)
        let input = LiveVoiceInput(grammar: try IntentContract.builtIn(), options: Self.options, source: { ClipAudioSource(both) })
        input.setMuted(true)
        var intents: [String] = []
        for await event in input.start(context: Self.context) {
            if case .heard(let h) = event { intents.append(h.match.intent) }
        }
        #expect(intents == ["stopSpeaking"])
    }

    /// The echo-cancelling microphone passes a clip's first moments uncancelled while it finds
    /// the echo, then says how much of what came before was Sous's own voice: an utterance that
    /// began in it is dropped (it would run on into a "stop" said soon after), one that began
    /// before it (a cook's word just before a clip) is kept.
    @Test func anUtteranceBegunInSousOwnVoiceIsDropped() throws {
        let words = try Self.speech("set a timer for five minutes")
        let chunk = AudioClip.recognizerRate / 25
        let samples = [Int16](repeating: 0, count: AudioClip.recognizerRate / 2) + words.samples + [Int16](repeating: 0, count: AudioClip.recognizerRate)
        // The source speaks up three quarters into the words.
        let told = (AudioClip.recognizerRate / 2 + words.samples.count * 3 / 4) / chunk
        var detectedInChunk: Int?
        func decided(ownVoice: Int) throws -> [String] {
            let stream = StreamingRecognizer(recognizer: try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context))
            var outputs: [StreamingRecognizer.Output] = []
            for (index, start) in stride(from: 0, to: samples.count, by: chunk).enumerated() {
                let piece = Array(samples[start..<min(start + chunk, samples.count)])
                let fed = stream.feed(AudioChunk(samples: piece, ownVoiceBefore: index == told ? ownVoice : 0))
                if detectedInChunk == nil, fed.contains(where: { if case .speechStarted = $0 { true } else { false } }) { detectedInChunk = index }
                outputs += fed
            }
            outputs += stream.finish()
            return outputs.compactMap { if case .decided(let result, _, _, _, _, _) = $0 { result.guess } else { nil } }
        }
        // What the words are heard as, told nothing (the best guess, accepted or not).
        let whole = try decided(ownVoice: 0)
        #expect(whole.count == 1)
        let guess = try #require(whole.first)
        let dropped = try decided(ownVoice: AudioClip.recognizerRate / 2 + words.samples.count * 3 / 4)
        #expect(!dropped.contains(guess), "begun in Sous's voice: only what came after is heard \(dropped)")
        // Sous's voice from the chunk in which the endpointer called it speech: the words began
        // 80 ms before that (its loud frames to start), so they are the cook's.
        let detected = try #require(detectedInChunk)
        #expect(try decided(ownVoice: (told - detected) * chunk) == whole, "begun just before it")
        #expect(try decided(ownVoice: AudioClip.recognizerRate / 5) == whole, "begun before it")
    }

    /// Plays a clip after half a second of quiet, muted (Sous speaking) from the start until
    /// `unmuteAtChunk` (40 ms chunks).
    final class MutedUntil: AudioSource, @unchecked Sendable {
        let samples: [Int16]
        let unmuteAtChunk: Int
        weak var input: LiveVoiceInput?
        private var chunk = 0

        init(_ clip: AudioClip, unmuteAtChunk: Int) {
            samples = [Int16](repeating: 0, count: AudioClip.recognizerRate / 2) + clip.samples + [Int16](repeating: 0, count: AudioClip.recognizerRate)
            self.unmuteAtChunk = unmuteAtChunk
        }

        func read() -> [Int16]? {
            let size = AudioClip.recognizerRate / 25
            guard chunk * size < samples.count else { return nil }
            defer { chunk += 1 }
            input?.setMuted(chunk < unmuteAtChunk)
            return Array(samples[chunk * size..<min((chunk + 1) * size, samples.count)])
        }

        func close() {}
    }

    /// Sous's own last words run on past the moment it falls quiet (the speaker's latency, the
    /// room): an utterance that began while it spoke is not a command when decided after.
    @Test func anUtteranceBegunWhileSousSpokeIsNotACommand() async throws {
        let next = try Self.speech("set a timer for five minutes")
        let middle = (AudioClip.recognizerRate / 2 + next.samples.count / 2) / (AudioClip.recognizerRate / 25)
        func intents(unmuteAtChunk: Int) async throws -> [String] {
            let source = MutedUntil(next, unmuteAtChunk: unmuteAtChunk)
            let input = LiveVoiceInput(grammar: try IntentContract.builtIn(), options: Self.options, source: { source })
            source.input = input
            var intents: [String] = []
            for await event in input.start(context: Self.context) {
                if case .heard(let h) = event { intents.append(h.match.intent) }
            }
            return intents
        }
        #expect(try await intents(unmuteAtChunk: middle) == [], "muted for the first half of the words")
        #expect(try await intents(unmuteAtChunk: 5) == ["setTimer"], "unmuted before the words")
    }

    @Test func aQuestionIsAnsweredWithoutTheWakePhraseOnceSousHasAskedIt() async throws {
        let yes = try Self.speech("yes do it")
        func heard(question: Bool) async throws -> [String] {
            let input = LiveVoiceInput(grammar: try IntentContract.builtIn(), options: Self.options, mode: .wakeWord,
                                       source: { ClipAudioSource(yes) })
            var context = Self.context
            context.questionPending = question
            var intents: [String] = []
            for await event in input.start(context: context) {
                if case .heard(let h) = event { intents.append(h.match.intent) }
            }
            return intents
        }
        #expect(try await heard(question: true) == ["yes"])
        #expect(try await heard(question: false).isEmpty, "no question, no yes: and no wake phrase either")
        // Always listening needs no wake-up: without a question "yes" is simply not in the grammar.
        let always = LiveVoiceInput(grammar: try IntentContract.builtIn(), options: Self.options, source: { ClipAudioSource(yes) })
        var intents: [String] = []
        for await event in always.start(context: Self.context) {
            if case .heard(let h) = event { intents.append(h.match.intent) }
        }
        #expect(!intents.contains("yes"), "\(intents)")
    }

    /// After the wake phrase a request may end with "please": it was heard as "next step"
    /// without it and rejected (0.44). Always listening offers no closing (JSGFGeneratorTests).
    @Test func afterTheWakePhraseARequestMayEndWithPlease() async throws {
        let speech = try Self.speech("hello kitchen, next step please")
        let input = LiveVoiceInput(grammar: try IntentContract.builtIn(), options: Self.options, mode: .wakeWord,
                                   source: { ClipAudioSource(speech) })
        var heard: [VoiceEvent.Heard] = []
        for await event in input.start(context: Self.context) {
            if case .heard(let h) = event { heard.append(h) }
        }
        #expect(heard.map(\.match.intent) == ["nextStep"])
        #expect(heard.first?.text.hasSuffix("next step please") == true, "\(heard.map(\.text))")
    }

    /// Between the wake phrase's confidence (0.45) and acceptance (0.5) a command is kept aside
    /// for `ListeningGate` (acted on only just after Sous was addressed), and only by a
    /// recognizer that can be addressed: always listening never sees it.
    @Test func aCommandJustShortOfAcceptanceIsKeptForWhenSousWasAddressed() throws {
        var options = CommandRecognizer.Options()
        options.addressable = true
        let addressable = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context, options: options)
        let always = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context)
        typealias Segment = SphinxDecoder.Segment
        let words = [Segment(word: "<sil>", start: 0, end: 24, acousticScore: 0), Segment(word: "next", start: 25, end: 58, acousticScore: 0),
                     Segment(word: "step", start: 59, end: 100, acousticScore: 0), Segment(word: "<sil>", start: 101, end: 130, acousticScore: 0)]
        let phoneSpans = [("N", 25, 31), ("EH", 32, 38), ("K", 39, 43), ("S", 44, 50), ("T", 51, 58),
                          ("S", 59, 70), ("T", 71, 76), ("EH", 77, 88), ("P", 89, 100)]
        let phones = [Segment(word: "SIL", start: 0, end: 24, acousticScore: 0)]
            + phoneSpans.map { Segment(word: $0.0, start: $0.1, end: $0.2, acousticScore: 0) }
            + [Segment(word: "SIL", start: 101, end: 130, acousticScore: 0)]
        let grammar = SphinxDecoder.Hypothesis(text: "next step", score: -26 * 131, frames: 131, segments: words)
        func judged(_ recognizer: CommandRecognizer, gapPerFrame: Double) -> Recognition {
            let loop = SphinxDecoder.Hypothesis(text: "", score: grammar.score - Int(gapPerFrame * 131), frames: 131, segments: phones)
            return recognizer.decide(grammar, phones: loop, audioSeconds: 1.31, elapsed: 0, cpu: 0, suppressed: false, floored: false,
                                     snr: 30, streamed: false)
        }
        // The phone loop's score, from far better than the grammar's to far worse: confidence rises.
        let gaps = stride(from: -40.0, through: 40.0, by: 0.05).map { $0 }
        let band = gaps.map { judged(addressable, gapPerFrame: $0) }
        #expect(band.first.map { $0.confidence < 0.45 } == true && band.last.map { $0.confidence >= 0.5 } == true,
                "the scan crosses both lines: \(band.first?.confidence ?? -1) to \(band.last?.confidence ?? -1)")
        let unsure = try #require(band.firstIndex { $0.confidence >= 0.46 && $0.confidence < 0.5 })
        #expect(band[unsure].heard == nil)
        #expect(band[unsure].heardWhenAddressed == "next step")
        #expect(band[unsure].matchWhenAddressed?.intent == "nextStep")
        let sameForAlways = judged(always, gapPerFrame: gaps[unsure])
        #expect(sameForAlways.heard == nil && sameForAlways.heardWhenAddressed == nil, "always listening keeps nothing aside")
        for result in band where result.confidence >= 0.5 || result.confidence < 0.45 {
            #expect(result.heardWhenAddressed == nil, "outside the band: accepted or rejected outright (\(result.confidence))")
        }
    }

    @Test func theWakePhrasesAllowanceFollowsItsConfidence() throws {
        #expect(try Self.recognizer().wakeAllowance(streamed: true) == 0, "no wake phrase, no allowance")
        var options = CommandRecognizer.Options()
        options.generator.wakePhrase = "hello kitchen"
        let waking = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context, options: options)
        // 0.45 is 2.4 points under 0.5 on a logistic curve of 12 points per unit.
        #expect(abs(waking.wakeAllowance(streamed: false) - 2.41) < 0.01)
        // The talk key addresses Sous as the phrase does: the same band.
        var keyed = CommandRecognizer.Options()
        keyed.addressable = true
        let key = try CommandRecognizer(grammar: try IntentContract.builtIn(), context: Self.context, options: keyed)
        #expect(abs(key.wakeAllowance(streamed: false) - 2.41) < 0.01)
    }

    /// A source that plays a little silence, then silence while Sous "speaks" (muted), then
    /// unmutes and plays the clip: speech that starts a moment after the question arrived.
    final class SpeakingThenQuiet: AudioSource, @unchecked Sendable {
        let inner: ClipAudioSource
        weak var input: LiveVoiceInput?
        var chunk = 0
        let speechStarts: Int, speechEnds: Int

        init(_ clip: AudioClip, speechStarts: Int, speechEnds: Int) {
            inner = ClipAudioSource(clip)
            self.speechStarts = speechStarts
            self.speechEnds = speechEnds
        }

        func read() -> [Int16]? {
            chunk += 1
            if chunk == speechStarts { input?.setMuted(true) }
            if chunk == speechEnds { input?.setMuted(false) }
            if chunk <= speechEnds { return [Int16](repeating: 0, count: AudioClip.recognizerRate / 25) }
            return inner.read()
        }

        func close() { inner.close() }
    }

    @Test func theAnswerIsAwaitedFromTheMomentSousStopsAsking() async throws {
        // The question's wake-up begins before Sous starts speaking; the speaking lasts 10 s,
        // longer than a wake-up. The answer after it still needs no wake phrase.
        let source = SpeakingThenQuiet(try Self.speech("yes do it"), speechStarts: 3, speechEnds: 253)
        let input = LiveVoiceInput(grammar: try IntentContract.builtIn(), options: Self.options, mode: .wakeWord,
                                   source: { source })
        source.input = input
        var context = Self.context
        context.questionPending = true
        var intents: [String] = []
        for await event in input.start(context: context) {
            if case .heard(let h) = event { intents.append(h.match.intent) }
        }
        #expect(intents == ["yes"])
    }

    @Test func aMissingMicrophoneIsAnErrorEventNotACrash() async throws {
        let input = LiveVoiceInput(grammar: try IntentContract.builtIn(), source: { () throws(VoiceError) -> AudioSource in
            throw VoiceError(.microphone, "no microphone", fix: "plug one in")
        })
        var events: [VoiceEvent] = []
        for await event in input.start(context: ParseContext()) { events.append(event) }
        #expect(events == [.error(VoiceError(.microphone, "no microphone", fix: "plug one in")), .stopped])
    }

    @Test func aMissingModelSaysWhatToInstall() {
        #expect(throws: VoiceError.self) {
            _ = try CommandRecognizer(grammar: IntentGrammar(), model: VoiceModel(root: URL(fileURLWithPath: "/nonexistent")))
        }
        do {
            try VoiceModel(root: URL(fileURLWithPath: "/nonexistent")).check()
        } catch {
            #expect(error.kind == .model)
            #expect(error.fix?.contains("pocketsphinx-en-us") == true)
        }
    }
}
