// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Sous",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "sous", targets: ["sous"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // Tests only: the AI provider stand-in (SousTestSupport) is a SwiftNIO server.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // Pure domain: models, quantities, units, parsing, assistant grammar. Foundation only.
        .target(name: "SousCore"),
        // Contract files (YAML) decoded into core values; the built-in copies are embedded.
        .target(
            name: "SousContract",
            dependencies: ["SousCore", .product(name: "Yams", package: "Yams")],
            exclude: ["Seed"]
        ),
        // SQLite through GRDB: AppDatabase, migrations, repositories, full-text search, seed data.
        .target(
            name: "SousStore",
            dependencies: ["SousCore", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // App state, actions, reducer, effects and view models: the one-direction core of the UI.
        .target(name: "SousApp", dependencies: ["SousCore"]),
        // Cells, buffers, text width, widgets, screens and themes as values: pure rendering.
        .target(name: "SousUI", dependencies: ["SousApp", "SousCore"]),
        // ncurses (ncursesw) through a small system module: the only target that touches the terminal.
        .systemLibrary(name: "CNcurses", pkgConfig: "ncursesw", providers: [.apt(["libncursesw5-dev"])]),
        .target(name: "SousTerminal", dependencies: ["SousUI", "SousApp", "SousCore", "CNcurses"]),
        // zlib through a small system module: gzip (each Paprika recipe). Not named CZlib:
        // ZIPFoundation ships a system module of that name.
        .systemLibrary(name: "CSousZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Import from a file or URL: format detection, page fetching, zip (ZIPFoundation) and gzip,
        // storing with a report.
        .target(
            name: "SousImport",
            dependencies: ["SousCore", "SousStore", "CSousZlib", .product(name: "ZIPFoundation", package: "ZIPFoundation")]
        ),
        // Speech: PocketSphinx recognition, eSpeak NG synthesis and PulseAudio capture/playback,
        // each through a [system] module; no C type leaves SousVoice.
        .systemLibrary(
            name: "CPocketSphinx", pkgConfig: "pocketsphinx",
            providers: [.apt(["libpocketsphinx-dev", "libsphinxbase-dev", "pocketsphinx-en-us"])]
        ),
        .systemLibrary(name: "CEspeakNG", pkgConfig: "espeak-ng", providers: [.apt(["libespeak-ng-dev"])]),
        .systemLibrary(name: "CPulse", pkgConfig: "libpulse-simple", providers: [.apt(["libpulse-dev"])]),
        .systemLibrary(name: "CSpeexDSP", pkgConfig: "speexdsp", providers: [.apt(["libspeexdsp-dev"])]),
        // libFLAC: spoken memories are kept as FLAC (lossless; docs/DECISIONS.md, "Memories").
        .systemLibrary(name: "CFLAC", pkgConfig: "flac", providers: [.apt(["libflac-dev"])]),
        // DeepFilterNet's C runtime, loaded with dlopen when it is installed (scripts/install-deps.sh
        // fetches it): Sous builds and runs without it (docs/DECISIONS.md, "Noise suppression").
        .target(name: "CDeepFilter", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "SousVoice", dependencies: ["SousCore", "CPocketSphinx", "CEspeakNG", "CPulse", "CSpeexDSP", "CFLAC", "CDeepFilter"]),
        // Secrets: the key store (environment, Secret Service or a 0600 file) for AI keys and
        // the sync server's password. Foundation only.
        .target(name: "SousKeys"),
        // libcurl (Debian's, OpenSSL): FoundationNetworking's URLSession kept a core busy while
        // it waited (docs/DECISIONS.md, "AI providers").
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // AI providers (OpenAI, Anthropic, Gemini, OpenAI-compatible local servers) over
        // libcurl, keys by provider, generated recipes.
        .target(name: "SousAI", dependencies: ["SousCore", "SousKeys", "CCurl"]),
        // libpq (SCRAM, TLS through OpenSSL) and OpenSSL's libcrypto (SHA-256 of recordings):
        // Debian's libraries, as postgres-nio and swift-crypto cost 60% of a first build
        // (docs/DECISIONS.md, "Build and packages").
        .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
        .systemLibrary(name: "CSousCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // One cookbook across kitchens: the PostgreSQL server schema, families, invites, and
        // push/pull of the local change log kept by SousStore.
        .target(name: "SousSync", dependencies: ["SousCore", "SousStore", "SousKeys", "CLibPQ", "CSousCrypto"]),
        // The git commit of a packaged build: a weak default that `make release` overrides at
        // link time (scripts/stamp-commit.sh), so a clone without git builds.
        .target(name: "CSousBuildInfo"),
        // Command-line commands (argument parsing and wiring), kept in a library for tests.
        .target(
            name: "SousCLI",
            dependencies: [
                "SousCore", "SousContract", "SousStore", "SousImport", "SousApp", "SousUI", "SousTerminal", "SousVoice", "SousAI", "SousSync", "CSousBuildInfo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "sous", dependencies: ["SousCLI"]),
        .executableTarget(
            name: "sous-bench",
            dependencies: ["SousCore", "SousContract", "SousStore", "SousImport", "SousApp", "SousUI", "SousCLI", "SousVoice", "SousSync", "SousTestSupport"]
        ),
        .target(
            name: "SousTestSupport",
            dependencies: [
                "SousCore", "SousStore", "SousApp", "SousUI", "CSousZlib", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            path: "Tests/SousTestSupport"
        ),
        .testTarget(name: "SousCoreTests", dependencies: ["SousCore", "SousTestSupport"]),
        .testTarget(
            name: "SousContractTests",
            dependencies: ["SousContract", "SousCore", "SousStore", "SousUI", "SousTestSupport", .product(name: "Yams", package: "Yams")],
            exclude: ["Phrasings", "Labels"]
        ),
        .testTarget(name: "SousStoreTests", dependencies: ["SousStore", "SousCore", "SousTestSupport"]),
        .testTarget(name: "SousUITests", dependencies: ["SousUI", "SousApp", "SousCore", "SousTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "SousAppTests", dependencies: ["SousApp", "SousCore", "SousTestSupport"]),
        .testTarget(name: "SousImportTests", dependencies: ["SousImport", "SousStore", "SousCore", "SousTestSupport"]),
        .testTarget(
            name: "SousAITests",
            dependencies: ["SousAI", "SousCore", "SousTestSupport", .product(name: "NIOConcurrencyHelpers", package: "swift-nio")]
        ),
        .testTarget(name: "SousVoiceTests", dependencies: ["SousVoice", "SousCore", "SousContract", "SousTestSupport"]),
        .testTarget(name: "SousSyncTests", dependencies: ["SousSync", "SousStore", "SousCore", "SousKeys", "SousTestSupport"]),
        .testTarget(
            name: "SousCLITests",
            dependencies: ["SousCLI", "SousImport", "SousStore", "SousCore", "SousApp", "SousUI", "SousContract", "SousVoice", "SousTestSupport"],
            exclude: ["Goldens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
