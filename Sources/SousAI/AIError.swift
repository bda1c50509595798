/// Why a provider gave no usable answer, each case a message in the cook's words.
///
/// No case carries a key; the messages name the provider and what to do next.
public enum AIError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No key for a cloud provider: how to add one.
    case noKey(AIProviderKind)
    /// 401/403: the provider refused the key.
    case keyRefused(AIProviderKind, status: Int)
    /// 429 with a wait longer than Sous may wait (nil when the provider said nothing): the whole
    /// wait, including what was already waited out for earlier 429s of this request.
    case rateLimited(AIProviderKind, retryAfter: Double?, limit: Double)
    /// 5xx, or another status that is not an answer.
    case server(AIProviderKind, status: Int, message: String)
    /// No answer within the timeout.
    case timeout(AIProviderKind, seconds: Double)
    /// The answer started but did not end within the whole answer's limit (a provider that trickles).
    case unfinished(AIProviderKind, seconds: Double)
    /// The answer was larger than Sous reads (`limit` bytes); the rest was not read.
    case tooLarge(AIProviderKind, limit: Int)
    /// The server could not be reached (no network, wrong address, nothing listening).
    case unreachable(AIProviderKind, host: String, detail: String)
    case cancelled
    /// The answer was not valid against the schema, after the one repair request.
    case invalidAnswer(AIProviderKind, problems: [String])
    /// The answer was not in the provider's own wire format (truncated, not JSON).
    case malformed(AIProviderKind, detail: String)
    /// The configuration cannot work (a base URL that is not http(s), an unknown provider).
    case configuration(String)

    public var description: String {
        switch self {
        case .noKey(let kind):
            var text = "no key for \(kind.displayName): add one with `sous ai key set \(kind.rawValue)` (it reads the key from standard input)"
            if let variable = kind.keyVariable { text += " or set \(variable)" }
            return text
        case .keyRefused(let kind, let status):
            return "\(kind.displayName) refused the key (HTTP \(status)): check it, or replace it with `sous ai key set \(kind.rawValue)`"
        case .rateLimited(let kind, let retryAfter, let limit):
            if let retryAfter {
                return "\(kind.displayName) is rate limiting: waiting as it asks would take \(Self.seconds(retryAfter)) in all, longer than the \(Self.seconds(limit)) Sous waits; try again later"
            }
            return "\(kind.displayName) is rate limiting (HTTP 429) and said nothing about how long to wait; try again later"
        case .server(let kind, let status, let message):
            let detail = message.isEmpty ? "" : ": \(message)"
            return "\(kind.displayName) answered with an error (HTTP \(status))\(detail)"
        case .timeout(let kind, let seconds):
            return "\(kind.displayName) did not answer within \(Self.seconds(seconds)); try again, or allow longer with --timeout"
        case .unfinished(let kind, let seconds):
            return "\(kind.displayName) was still sending its answer after \(Self.seconds(seconds)); Sous stopped it (--timeout sets the pace: an answer gets twice that, a streamed one ten times)"
        case .tooLarge(let kind, let limit):
            return "\(kind.displayName) sent an answer larger than \(limit / 1_048_576) MB; Sous stopped reading it (nothing was saved)"
        case .unreachable(let kind, let host, let detail):
            return "cannot reach \(kind.displayName) at \(host) (\(detail)): check the network or the base URL"
        case .cancelled:
            return "cancelled; nothing was saved"
        case .invalidAnswer(let kind, let problems):
            return "\(kind.displayName) gave a recipe that does not fit the schema, even after one repair request: " + problems.prefix(5).joined(separator: "; ")
        case .malformed(let kind, let detail):
            return "\(kind.displayName) sent an answer Sous cannot read (\(detail))"
        case .configuration(let text):
            return text
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}

import Foundation
import SousCore
