import Foundation
import SousCore
import SousTestSupport
import Testing
@testable import SousAI

/// A provider that answers and then goes quiet, trickles for ever, or sends far too much: each
/// ends with a truthful error within its limit (`--timeout` to start and between pieces; twice
/// that for a whole answer, ten times for a streamed one; 4 MB at most). Serialized: the
/// trickles' timing should not share the machine with a 4 MB answer.
@Suite(.serialized) struct ProviderLimitTests {
    static func chat(_ server: ProviderTestServer, timeout: Double) async throws -> String {
        let provider = try ProviderWireTests.provider(.openai, server, timeout: timeout)
        return try await ProviderWireTests.with(provider) { try await $0.chat(AIRequest(system: "s", messages: [AIMessage(.user, "q")])) }
    }

    static func generate(_ server: ProviderTestServer, timeout: Double) async throws -> String {
        let provider = try ProviderWireTests.provider(.openai, server, timeout: timeout)
        return try await ProviderWireTests.with(provider) { try await $0.generateJSON(AIRequest(system: "s", messages: [])) }
    }

    /// Seconds `body` took.
    static func seconds(_ body: () async throws -> Void) async rethrows -> Double {
        let start = Date()
        try await body()
        return Date().timeIntervalSince(start)
    }

    @Test func aStreamThatGoesQuietTimesOut() async throws {
        var reply = ProviderAnswers.openAIStream(["Start ", "and then nothing"])
        reply.pieces[1].delay = 30
        let quiet = reply
        let server = try ProviderTestServer(handler: { _ in quiet })
        let took = try await Self.seconds {
            await #expect(throws: AIError.timeout(.openai, seconds: 0.4)) { try await Self.chat(server, timeout: 0.4) }
        }
        // Well under the 30 s pause; the margin is for a loaded machine's scheduling (10.6 s seen in CI).
        #expect(took < 20, "took \(took) s: the pause was waited out")
    }

    @Test func aStreamThatTricklesForEverIsStoppedAtTenTimesTheTimeout() async throws {
        // A piece every 0.2 s never trips the 1 s pause, but 80 of them outlast 10 s.
        let trickle = ProviderAnswers.openAIStream(Array(repeating: "more ", count: 80)).slowed(by: 0.2)
        let server = try ProviderTestServer(handler: { _ in trickle })
        let took = try await Self.seconds {
            await #expect(throws: AIError.unfinished(.openai, seconds: 10)) { try await Self.chat(server, timeout: 1) }
        }
        #expect(took >= 9.9 && took < 13, "took \(took) s")
        #expect("\(AIError.unfinished(.openai, seconds: 10))".contains("still sending its answer after 10 s"))
    }

    @Test func aWholeAnswerThatTricklesIsStoppedAtTwiceTheTimeout() async throws {
        // 200 OK, then the body a few bytes at a time (the tester's "one byte a second").
        let body = Array(ProviderAnswers.openAI(content: "late").pieces[0].bytes)
        var reply = ProviderAnswers.openAI(content: "late")
        reply.streamed = true
        reply.pieces = stride(from: 0, to: body.count, by: 4).map {
            ProviderTestServer.Reply.Piece(bytes: Data(body[$0..<min($0 + 4, body.count)]), delay: 0.2)
        }
        let trickle = reply
        let server = try ProviderTestServer(handler: { _ in trickle })
        let took = try await Self.seconds {
            await #expect(throws: AIError.unfinished(.openai, seconds: 2)) { try await Self.generate(server, timeout: 1) }
        }
        #expect(took >= 1.9 && took < 4, "took \(took) s")
    }

    @Test func anAnswerLargerThanTheCapSaysSoNotTheNetwork() async throws {
        let big = ProviderAnswers.openAI(content: String(repeating: "x", count: AIHTTP.maxBody + 1024))
        let server = try ProviderTestServer(handler: { _ in big })
        await #expect(throws: AIError.tooLarge(.openai, limit: AIHTTP.maxBody)) { try await Self.generate(server, timeout: 5) }
        #expect("\(AIError.tooLarge(.openai, limit: AIHTTP.maxBody))".contains("larger than 4 MB"))
    }

    @Test func aStreamedAnswerLargerThanTheCapIsStopped() async throws {
        let piece = String(repeating: "y", count: 512 * 1024)
        let flood = ProviderAnswers.openAIStream(Array(repeating: piece, count: 10))
        let server = try ProviderTestServer(handler: { _ in flood })
        await #expect(throws: AIError.tooLarge(.openai, limit: AIHTTP.maxBody)) { try await Self.chat(server, timeout: 5) }
    }

    @Test func aRedirectIsNotFollowed() async throws {
        let moved = ProviderTestServer.Reply(status: 302, headers: [("location", "http://127.0.0.1:9/elsewhere")], body: "")
        let server = try ProviderTestServer(handler: { _ in moved })
        await #expect(throws: AIError.server(.openai, status: 302, message: "")) { try await Self.generate(server, timeout: 5) }
        #expect(server.requests.count == 1)
    }

    @Test func aHostileStreamedAnswerArrivesInertEvenCutBetweenPieces() async throws {
        let hostile = ProviderAnswers.openAIStream(["Freeze it \u{1B}]52;c;ZXZpbA", "==\u{07}for a month\u{1B}[2", "J.", "\u{1B}]0;pwned\u{07}"])
        let server = try ProviderTestServer(handler: { _ in hostile })
        #expect(try await Self.chat(server, timeout: 5) == "Freeze it for a month.")
    }
}
