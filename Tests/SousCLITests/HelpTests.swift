import Testing
@testable import SousCLI

@Suite struct HelpTests {
    @Test func helpNamesTheApp() {
        #expect(SousCommand.helpMessage().contains("terminal cookbook"))
    }
}
