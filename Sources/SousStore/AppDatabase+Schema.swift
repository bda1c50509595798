import GRDB

/// A column of the migrated schema, as SQLite reports it.
public struct SchemaColumn: Equatable, Sendable {
    public var name: String
    public var type: String
    public var notNull: Bool
    /// Position in the primary key (1-based), or 0.
    public var primaryKey: Int
}

extension AppDatabase {
    /// Every ordinary table (FTS shadow tables and GRDB's own left out) with its columns,
    /// for the contract test that holds the schema to `contract/data-models.yaml`.
    public func schema() throws -> [String: [SchemaColumn]] {
        try read { db in
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table'
                AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%' AND sql NOT LIKE 'CREATE VIRTUAL%'
                AND name NOT LIKE '%Search\\_%' ESCAPE '\\'
                """)
            var result: [String: [SchemaColumn]] = [:]
            for table in tables {
                let rows = try Row.fetchAll(db, sql: "SELECT name, type, \"notnull\", pk FROM pragma_table_info(?)", arguments: [table])
                result[table] = rows.map { SchemaColumn(name: $0["name"], type: $0["type"], notNull: $0["notnull"], primaryKey: $0["pk"]) }
            }
            return result
        }
    }

    /// The FTS5 tables and their columns.
    public func searchIndexes() throws -> [String: [String]] {
        try read { db in
            var result: [String: [String]] = [:]
            for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE sql LIKE 'CREATE VIRTUAL TABLE%fts5%'") {
                result[table] = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?)", arguments: [table])
            }
            return result
        }
    }
}
