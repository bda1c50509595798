import Testing
import SousTerminal
import SousUI

/// The decoding table, with ncurses codes written as curses.h spells them (octal), so a wrong
/// constant in the decoder cannot hide behind the same constant in the test.
@Suite struct KeyDecoderTests {
    @Test(arguments: [
        (RawKey.character(9), KeyEvent.tab), (.character(10), .enter), (.character(13), .enter),
        (.functionKey(0o527), .enter), (.character(127), .backspace), (.character(8), .backspace),
        (.functionKey(0o407), .backspace), (.character(27), .escape), (.functionKey(0o541), .backTab),
        (.character(3), .ctrl("c")), (.character(1), .ctrl("a")), (.character(26), .ctrl("z")),
        (.character(0), .ctrl(" ")), (.character(31), .ctrl("_")),
        (.character(0x61), .character("a")), (.character(0x20), .character(" ")),
        (.character(0xE9), .character("é")), (.character(0x98DF), .character("食")),
        (.character(0x1F373), .character("🍳")),
        (.functionKey(0o403), .up), (.functionKey(0o402), .down), (.functionKey(0o404), .left),
        (.functionKey(0o405), .right), (.functionKey(0o523), .pageUp), (.functionKey(0o522), .pageDown),
        (.functionKey(0o406), .home), (.functionKey(0o550), .end), (.functionKey(0o512), .delete),
        (.functionKey(0o513), .insert), (.functionKey(0o411), .function(1)),
        (.functionKey(0o424), .function(12)), (.functionKey(0o632), .resize),
    ])
    func decodes(raw: RawKey, expected: KeyEvent) {
        #expect(KeyDecoder.decode(raw) == expected)
    }

    @Test(arguments: [
        RawKey.functionKey(0o631), // KEY_MOUSE
        .functionKey(0o410), // KEY_F0 is not a key on any keyboard
        .functionKey(0o534), // KEY_A1, a keypad corner
        .character(0x85), // a C1 control
        .character(0xD800), // a lone surrogate is not a character
    ])
    func ignoresWhatSousDoesNotUse(raw: RawKey) {
        #expect(KeyDecoder.decode(raw) == nil)
    }
}
