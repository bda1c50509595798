import Foundation
import SousCore
import SousImport
import Testing

/// Mealie and Nextcloud Cookbook recipe JSON, in the shapes those apps write.
@Suite struct RecipeManagerJSONTests {
    @Test func placeholder() {}
}
