import ArgumentParser
import Foundation
import SousCore
import SousStore
import SousSync

/// `sous sync`: exchange changes with the family's server; `status`, `conflicts`, `restore`.
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync", abstract: "Share the cookbook with the family's other kitchens through PostgreSQL.",
        subcommands: [Now.self, Status.self, Conflicts.self, Restore.self], defaultSubcommand: Now.self)

    struct Now: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "now", abstract: "Push this kitchen's changes and pull the family's (the default).")
        @OptionGroup var database: DatabaseOptions
        @Flag(help: "Print JSON: pushed, pulled, conflicts, seconds.") var json = false
        @Option(help: .hidden) var batchSize = 1000

        func run() throws {
            let db = try database.open()
            var engine = SyncEngine(database: db)
            engine.batchSize = max(1, batchSize)
            let report = try AsyncBridge.run { [engine] in try await engine.sync() }
            if json { try Output.json(report) } else { Output.line("Synced: \(report.summary).") }
        }
    }

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "status", abstract: "The server, the family, the last sync and what waits.")
        @OptionGroup var database: DatabaseOptions
        @Flag(help: "Print JSON.") var json = false

        struct Payload: Encodable {
            var server: String?
            var family: String?
            var lastSync: Date?
            var lastReport: String?
            var waiting: Int
            var conflicts: Int
        }

        func run() throws {
            let status = try SyncLedger(try database.open()).status()
            let payload = Payload(server: status.serverURL, family: status.familyName, lastSync: status.lastSyncAt,
                                  lastReport: status.lastReport, waiting: status.outbox + status.pending, conflicts: status.openConflicts)
            if json { return try Output.json(payload) }
            guard let server = status.serverURL else {
                Output.line("Not shared: start a family with `sous family create-server URL` or join one with `sous family join CODE URL`.")
                return
            }
            Output.line("Family:    \(status.familyName ?? "?")")
            Output.line("Server:    \(server)")
            Output.line("Last sync: \(status.lastSyncAt.map { "\($0.formatted(date: .abbreviated, time: .shortened)) (\(status.lastReport ?? ""))" } ?? "never")")
            Output.line("Waiting:   \(payload.waiting) change\(payload.waiting == 1 ? "" : "s") to push")
            Output.line("Conflicts: \(status.openConflicts)\(status.openConflicts > 0 ? " (`sous sync conflicts`)" : "")")
        }
    }

    struct Conflicts: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "conflicts", abstract: "Edits that lost to another kitchen's, kept to restore.")
        @OptionGroup var database: DatabaseOptions
        @Flag(help: "Include restored ones.") var all = false
        @Flag(help: "Print JSON.") var json = false

        func run() throws {
            let conflicts = try SyncLedger(try database.open()).conflicts(includeRestored: all)
            if json { return try Output.json(conflicts) }
            guard !conflicts.isEmpty else { return Output.line("No conflicts.") }
            for conflict in conflicts {
                let whose = conflict.lostFromHere ? "this kitchen's" : "another kitchen's"
                let field = conflict.field == "_deleted" ? "deleted elsewhere; your edit" : conflict.field
                Output.line("\(conflict.id)  \(conflict.title) · \(field): \(whose) value lost\(conflict.restoredAt == nil ? "" : " (restored)")")
                Output.line("    kept: \(Self.preview(conflict.keptValue))")
                Output.line("    lost: \(Self.preview(conflict.lostValue))")
            }
            Output.line("Restore one with `sous sync restore ID`.")
        }

        static func preview(_ text: String) -> String {
            text.count > 70 ? String(text.prefix(69)) + "…" : text
        }
    }

    struct Restore: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "restore", abstract: "Put a conflict's lost value back (it syncs as a new edit).")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The conflict's number (`sous sync conflicts`).") var id: Int64

        func run() throws {
            let conflict = try SyncLedger(try database.open()).restore(conflict: id)
            Output.line("Restored \(conflict.field) of “\(conflict.title)”; it reaches the other kitchens at the next sync.")
        }
    }
}

/// `sous family create-server | invite | join`.
struct FamilyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "family", abstract: "One cookbook for the family: a PostgreSQL server and invite codes.",
        subcommands: [CreateServer.self, UpgradeServer.self, Invite.self, Join.self])

    struct CreateServer: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "create-server",
            abstract: "Set a family up on a PostgreSQL server and share this kitchen's cookbook.",
            discussion: """
                URL names a role that may create roles, e.g. postgres://admin@db.example.org/sous. Its password \
                (in the URL, PGPASSWORD or ~/.pgpass) is used once and never kept; this kitchen gets a role of its own \
                whose password goes where AI keys live (the desktop keyring, else a 0600 file under \
                $XDG_CONFIG_HOME/sous/), never into the cookbook. TLS is required unless the \
                host is this machine.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "postgres://user@host:port/database") var url: String
        @Option(help: "The family's name.") var name: String = "Our family"

        func run() throws {
            let db = try database.open()
            let report = try AsyncBridge.run { try await FamilySetup(database: db).createServer(url: url, familyName: name) }
            let status = try SyncLedger(db).status()
            Output.line("Family “\(name)” is on \(status.serverURL ?? url); \(report.pushed) changes shared.")
            Output.line("Invite another kitchen with `sous family invite`.")
        }
    }

    struct UpgradeServer: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "upgrade-server",
            abstract: "Bring a family server's schema up to this Sous (recordings of memories need schema 2).",
            discussion: """
                URL names a role that may create tables, e.g. postgres://admin@db.example.org/sous. Its password \
                (in the URL, PGPASSWORD or ~/.pgpass, else asked for on a terminal) is used once and never kept. \
                TLS is required unless the host is this machine. Running it again changes nothing.
                """)
        @Argument(help: "postgres://admin@host:port/database") var url: String
        @Flag(help: "Print JSON: server, before, after.") var json = false

        func run() throws {
            let address: ServerAddress
            do { address = try ServerAddress(url) } catch { throw CommandFailure(description: "\(error)") }
            let passwords = PasswordStore()
            var typed: String?
            if address.password == nil, (try? passwords.password(for: address)) == nil, isatty(STDIN_FILENO) == 1 {
                typed = Self.askPassword(for: address)
            }
            let upgrade = try AsyncBridge.run { [typed] in try await FamilySetup.upgradeServer(url: url, password: typed, passwords: passwords) }
            if json { return try Output.json(upgrade) }
            if upgrade.changed {
                Output.line("Upgraded \(upgrade.server) from schema \(upgrade.before) to \(upgrade.after).")
            } else {
                Output.line("\(upgrade.server) is at schema \(upgrade.after) already; nothing to do.")
            }
        }

        /// Asked with echo off, like libpq's prompt; used for this run only.
        static func askPassword(for address: ServerAddress) -> String {
            Output.readHidden(prompt: "Password for \(address.user)@\(address.host): ")
        }
    }

    struct Invite: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "invite", abstract: "A single-use code for another kitchen to join (shown once).")
        @OptionGroup var database: DatabaseOptions
        @Option(help: "Hours the code stays valid (1-168).") var hours: Int = 24
        @Flag(help: "Print JSON.") var json = false

        func run() throws {
            guard (1...168).contains(hours) else { throw CommandFailure(description: "--hours must be 1 to 168") }
            let db = try database.open()
            let invite = try AsyncBridge.run { try await FamilySetup(database: db).invite(validFor: hours * 3600) }
            let url = try SyncLedger(db).status().serverURL ?? ""
            let server = (try? ServerAddress(url)).map { "postgres://\($0.host):\($0.port)/\($0.database)" } ?? url
            if json {
                struct Payload: Encodable { var code: String; var expires: Date; var server: String }
                return try Output.json(Payload(code: invite.code.description, expires: invite.expires, server: server))
            }
            Output.line("Invite code: \(invite.code)")
            Output.line("Valid until \(invite.expires.formatted(date: .abbreviated, time: .shortened)), once. It is not shown again.")
            Output.line("In the other kitchen: sous family join \(invite.code) \(server.replacingOccurrences(of: "postgres://", with: "postgres://joiner@"))")
        }
    }

    struct Join: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "join", abstract: "Join a family with an invite code and pull its cookbook.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The invite code (K7QF-3M9X-PD2W).") var code: String
        @Argument(help: "postgres://host:port/database (any user name; the code decides).") var url: String

        func run() throws {
            let db = try database.open()
            let report = try AsyncBridge.run { try await FamilySetup(database: db).join(code: code, url: Self.withUser(url)) }
            let status = try SyncLedger(db).status()
            Output.line("Joined “\(status.familyName ?? "the family")”: pulled \(report.pulled), shared \(report.pushed).")
        }

        /// The code names the user; a URL without one gets a placeholder so it parses.
        static func withUser(_ url: String) -> String {
            guard let range = url.range(of: "://"), !url[range.upperBound...].prefix(while: { $0 != "/" }).contains("@") else { return url }
            return url.replacingCharacters(in: range, with: "://joiner@")
        }
    }
}
