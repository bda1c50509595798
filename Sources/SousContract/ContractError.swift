/// A contract or theme file that could not be read, with the file, the line if known, and the reason.
public struct ContractError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var reason: String
    /// 1-based line of the problem, when the file format can tell.
    public var line: Int?

    public init(file: String, reason: String, line: Int? = nil) {
        self.file = file
        self.reason = reason
        self.line = line
    }

    public var description: String {
        line.map { "\(file):\($0): \(reason)" } ?? "\(file): \(reason)"
    }
}
