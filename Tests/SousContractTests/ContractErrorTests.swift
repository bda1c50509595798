import Testing
@testable import SousContract

@Suite struct ContractErrorTests {
    @Test func namesTheFile() {
        #expect(ContractError(file: "a.yaml", reason: "line 3: bad").description == "a.yaml: line 3: bad")
    }
}
