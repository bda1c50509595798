import Testing
@testable import SousStore

@Suite struct StorageErrorTests {
    @Test func namesThePath() {
        #expect(StorageError(path: "/tmp/x.db", reason: "is read-only").description == "/tmp/x.db: is read-only")
    }
}
