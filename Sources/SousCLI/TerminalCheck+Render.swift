import SousCore
import SousUI

extension TerminalCheck {
    /// Wide characters shown over an ASCII ruler of the same width: the bars line up only
    /// when the terminal, ncurses and `TextWidth` agree on every width.
    static let wideSample = "寿司 食べる 🍳🍅 |"
    static let wideRuler = "WWWW WWWWWW WWWW |"
    /// The roles shown in their styles.
    static let sampleRoles: [StyleRole] = [.title, .heading, .tabActive, .listSelected, .bannerError, .timerRunning, .keyHint, .muted]

    /// The whole screen: a border touching all four corners (the bottom-right cell must not
    /// scroll), the size, the colour depth, wide characters and the last key.
    func render(size: Size) -> Buffer {
        var buffer = Buffer(size: size)
        drawBorder(into: &buffer)
        let inner = buffer.area.inset(by: 1)
        var y = inner.y
        func line(_ text: String, _ role: StyleRole) {
            buffer.put(text, at: Point(x: inner.x + 1, y: y), role: role, clip: inner)
            y += 1
        }
        line("Sous terminal check", .title)
        line("size \(size.width)x\(size.height)", .heading)
        line("TERM \(facts.terminalName) · colours \(facts.colorDepth.rawValue)", .body)
        line("last key: \(lastKey.map(String.init(describing:)) ?? "none")", .keyHint)
        line(Self.wideSample, .body)
        line(Self.wideRuler, .muted)
        var x = inner.x + 1
        for role in Self.sampleRoles {
            x += buffer.put(role.rawValue, at: Point(x: x, y: y), role: role, clip: inner) + 1
        }
        y += 1
        if let ms = facts.firstFrameMilliseconds {
            line("first frame \(String(format: "%.1f", ms)) ms after start", .muted)
        }
        line("q quits · Ctrl-C interrupts · any other key is named above", .statusBar)
        return buffer
    }

    private func drawBorder(into buffer: inout Buffer) {
        let w = buffer.size.width, h = buffer.size.height
        guard w >= 2, h >= 2 else { return }
        let horizontal = String(repeating: "─", count: w - 2)
        buffer.put("┌" + horizontal + "┐", at: Point(x: 0, y: 0), role: .panelBorder)
        buffer.put("└" + horizontal + "┘", at: Point(x: 0, y: h - 1), role: .panelBorder)
        for row in 1..<(h - 1) {
            buffer.put("│", at: Point(x: 0, y: row), role: .panelBorder)
            buffer.put("│", at: Point(x: w - 1, y: row), role: .panelBorder)
        }
    }

    /// A fixed role-to-style mapping for the check only (themes come later), painted at `depth`.
    static func style(at depth: ColorDepth) -> (StyleRole) -> TerminalStyle {
        { role in
            let look: ResolvedStyle
            switch role {
            case .title: look = ResolvedStyle(foreground: rgb(0xF5C26B), background: rgb(0x202020), attributes: .bold)
            case .heading: look = ResolvedStyle(foreground: rgb(0x7FB2F0), background: rgb(0x202020), attributes: .bold)
            case .tabActive: look = ResolvedStyle(foreground: rgb(0x101010), background: rgb(0xF5C26B), monoAttributes: .reverse)
            case .listSelected: look = ResolvedStyle(foreground: rgb(0xFFFFFF), background: rgb(0x3A5F8F), monoAttributes: .reverse)
            case .bannerError: look = ResolvedStyle(foreground: rgb(0xFFFFFF), background: rgb(0xB03030), attributes: .bold)
            case .timerRunning: look = ResolvedStyle(foreground: rgb(0x6BD66B), background: rgb(0x202020), attributes: .bold)
            case .keyHint: look = ResolvedStyle(foreground: rgb(0x202020), background: rgb(0x9FD0A0), monoAttributes: .underline)
            case .muted: look = ResolvedStyle(foreground: rgb(0x8A8A8A), background: rgb(0x202020), monoAttributes: .dim)
            case .panelBorder: look = ResolvedStyle(foreground: rgb(0x5A5A5A), background: rgb(0x202020))
            case .statusBar: look = ResolvedStyle(foreground: rgb(0xDDDDDD), background: rgb(0x333333), monoAttributes: .reverse)
            default: look = ResolvedStyle(foreground: rgb(0xDDDDDD), background: rgb(0x202020))
            }
            return look.painted(at: depth)
        }
    }

    private static func rgb(_ packed: Int) -> RGB {
        RGB(r: UInt8(packed >> 16 & 0xFF), g: UInt8(packed >> 8 & 0xFF), b: UInt8(packed & 0xFF))
    }
}
