/// Import throughput of a 10,000-recipe JSON export (filled in with the JSON import).
struct ImportBenchmark {
    var count: Int

    func run() throws {}
}
