import Testing
import SousUI

@Suite struct KeyEventTests {
    @Test(arguments: [
        (KeyEvent.character("a"), "a"), (.character(" "), "Space"), (.ctrl("c"), "Ctrl-C"),
        (.backTab, "Shift-Tab"), (.function(5), "F5"), (.pageDown, "PageDown"), (.escape, "Esc"),
    ])
    func keysHaveTheNamesPeopleWrite(key: KeyEvent, name: String) {
        #expect(key.description == name)
    }
}
