import Testing
@testable import SousApp

@Suite struct TabTests {
    @Test func tabsAreNumberedInOrder() {
        #expect(Tab.allCases.map(\.rawValue) == [1, 2, 3, 4])
        #expect(Tab.allCases.map(\.title) == ["Home", "Search", "Add", "Settings"])
    }
}
