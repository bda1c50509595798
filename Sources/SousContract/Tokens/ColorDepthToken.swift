/// The documented meaning of one colour depth; the behaviour itself lives in `SousCore.ColorDepth`.
public struct ColorDepthToken: Equatable, Sendable, Decodable {
    public var description: String
    public var colors: Int
}
