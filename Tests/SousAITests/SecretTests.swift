import Testing
@testable import SousAI

@Suite struct SecretTests {
    @Test func descriptionHidesTheKey() {
        let key = Secret("sk-proj-abcdefghijklmnop9f2c")
        #expect("\(key)" == "sk-…9f2c")
        #expect(String(reflecting: key) == "sk-…9f2c")
        #expect(!"\(key)".contains("abcdefghijklmnop"))
    }

    @Test func anEnclosingValueShowsOnlyTheMask() {
        let config = AIProviderConfig(kind: .openai, key: Secret("sk-proj-abcdefghijklmnop9f2c"))
        #expect(!"\(config)".contains("abcdefghijklmnop"))
        #expect(!String(reflecting: config).contains("abcdefghijklmnop"))
        var dumped = ""
        dump(config, to: &dumped)
        #expect(!dumped.contains("abcdefghijklmnop"))
    }

    @Test func shortKeysShowNothing() {
        #expect("\(Secret("abc12345"))" == "…")
    }

    @Test func whitespaceAroundAPastedKeyIsDropped() {
        #expect(Secret("  sk-abc\n").value == "sk-abc")
    }
}
