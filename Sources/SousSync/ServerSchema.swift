/// The server's own schema, versioned: `sous.schema_version` lists what was applied; each
/// entry is applied once, in order, in one transaction, under an advisory lock so two
/// `create-server` runs never race. Append, never edit.
enum ServerSchema {
    struct Migration {
        let version: Int
        let name: String
        let statements: [String]
    }

    static let lockKey = 7_353_211_031

    static let bootstrap = [
        "CREATE SCHEMA IF NOT EXISTS sous",
        "REVOKE ALL ON SCHEMA sous FROM PUBLIC",
        """
        CREATE TABLE IF NOT EXISTS sous.schema_version (
            version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())
        """,
    ]

    static let migrations: [Migration] = [
        Migration(version: 1, name: "families-and-changes", statements: [
            """
            CREATE TABLE sous.family (
                id uuid PRIMARY KEY, name text NOT NULL CHECK (length(name) > 0),
                group_role name NOT NULL UNIQUE, created_at timestamptz NOT NULL DEFAULT now())
            """,
            """
            CREATE TABLE sous.kitchen (
                role name PRIMARY KEY, family_id uuid NOT NULL REFERENCES sous.family(id) ON DELETE CASCADE,
                node text NOT NULL, joined_at timestamptz NOT NULL DEFAULT now())
            """,
            // One row per change; seq is the family's order. Pushes of one family are serialised
            // by an advisory lock, so a reader never sees seq N+1 committed before seq N.
            """
            CREATE TABLE sous.change (
                family_id uuid NOT NULL REFERENCES sous.family(id) ON DELETE CASCADE,
                seq bigserial NOT NULL, change_id uuid NOT NULL, kind text NOT NULL, key text NOT NULL,
                fields jsonb NOT NULL, hlc bigint NOT NULL, node text NOT NULL,
                pushed_at timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (family_id, seq), UNIQUE (family_id, change_id))
            """,
            // Only the code's SHA-256 is kept; the code itself is the password of a login role
            // that can do one thing (redeem) until it expires or is used.
            """
            CREATE TABLE sous.invite (
                id text PRIMARY KEY, family_id uuid NOT NULL REFERENCES sous.family(id) ON DELETE CASCADE,
                code_hash text NOT NULL, created_by name NOT NULL, created_at timestamptz NOT NULL DEFAULT now(),
                expires_at timestamptz NOT NULL, used_at timestamptz, used_by name)
            """,
            // The family of the connected kitchen: the family whose group role it belongs to.
            // session_user, not current_user: inside SECURITY DEFINER current_user is the owner.
            """
            CREATE FUNCTION sous.my_family() RETURNS uuid LANGUAGE sql STABLE SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp AS $$
                SELECT f.id FROM sous.family f WHERE pg_has_role(session_user, f.group_role, 'MEMBER')
                ORDER BY f.created_at LIMIT 1
            $$
            """,
            "ALTER TABLE sous.family ENABLE ROW LEVEL SECURITY",
            "ALTER TABLE sous.kitchen ENABLE ROW LEVEL SECURITY",
            "ALTER TABLE sous.change ENABLE ROW LEVEL SECURITY",
            "ALTER TABLE sous.invite ENABLE ROW LEVEL SECURITY",
            "CREATE POLICY own_family ON sous.family USING (id = sous.my_family())",
            "CREATE POLICY own_family ON sous.kitchen USING (family_id = sous.my_family())",
            "CREATE POLICY own_family ON sous.change USING (family_id = sous.my_family()) WITH CHECK (family_id = sous.my_family())",
            "CREATE POLICY own_family ON sous.invite USING (family_id = sous.my_family())",
            """
            CREATE FUNCTION sous.create_invite(p_id text, p_code text, p_valid_for interval) RETURNS timestamptz
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
            DECLARE
                fam uuid := sous.my_family();
                expires timestamptz := now() + p_valid_for;
                invite_role text := 'sous_invite_' || p_id;
            BEGIN
                IF fam IS NULL THEN RAISE EXCEPTION 'this role is no kitchen of a family' USING ERRCODE = '42501'; END IF;
                IF p_id !~ '^[a-z0-9]{4,16}$' THEN RAISE EXCEPTION 'bad invite id' USING ERRCODE = '22023'; END IF;
                INSERT INTO sous.invite (id, family_id, code_hash, created_by, expires_at)
                    VALUES (p_id, fam, encode(sha256(convert_to(p_code, 'UTF8')), 'hex'), session_user, expires);
                EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L VALID UNTIL %L', invite_role, p_code, expires);
                EXECUTE format('GRANT USAGE ON SCHEMA sous TO %I', invite_role);
                EXECUTE format('GRANT EXECUTE ON FUNCTION sous.redeem_invite(text, text, text) TO %I', invite_role);
                RETURN expires;
            END $$
            """,
            """
            CREATE FUNCTION sous.redeem_invite(p_code text, p_node text, p_password text,
                OUT k_role text, OUT k_family uuid, OUT k_name text)
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
            DECLARE
                inv sous.invite;
                fam sous.family;
            BEGIN
                SELECT * INTO inv FROM sous.invite i WHERE 'sous_invite_' || i.id = session_user FOR UPDATE;
                IF NOT FOUND OR inv.code_hash <> encode(sha256(convert_to(p_code, 'UTF8')), 'hex')
                   OR inv.used_at IS NOT NULL OR inv.expires_at < now() THEN
                    RAISE EXCEPTION 'invite code not valid' USING ERRCODE = '28000';
                END IF;
                SELECT * INTO fam FROM sous.family f WHERE f.id = inv.family_id;
                k_role := 'sous_k_' || substr(md5(random()::text || clock_timestamp()::text), 1, 16);
                EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L IN ROLE %I', k_role, p_password, fam.group_role);
                INSERT INTO sous.kitchen (role, family_id, node) VALUES (k_role, fam.id, p_node);
                UPDATE sous.invite SET used_at = now(), used_by = k_role WHERE id = inv.id;
                EXECUTE format('ALTER ROLE %I NOLOGIN', session_user);
                k_family := fam.id;
                k_name := fam.name;
            END $$
            """,
            "REVOKE ALL ON ALL TABLES IN SCHEMA sous FROM PUBLIC",
            "REVOKE ALL ON FUNCTION sous.my_family(), sous.create_invite(text, text, interval), sous.redeem_invite(text, text, text) FROM PUBLIC",
        ]),
        // Memories' recordings, once per family and hash (two memories of one file share it).
        // The server checks the hash itself, so a bad upload cannot stand for a good one.
        Migration(version: 2, name: "memory-audio", statements: [
            """
            CREATE TABLE sous.audio (
                family_id uuid NOT NULL REFERENCES sous.family(id) ON DELETE CASCADE,
                sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
                data bytea NOT NULL CHECK (octet_length(data) <= \(maxAudioBytes)),
                pushed_at timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (family_id, sha256),
                CHECK (encode(sha256(data), 'hex') = sha256))
            """,
            "ALTER TABLE sous.audio ENABLE ROW LEVEL SECURITY",
            "CREATE POLICY own_family ON sous.audio USING (family_id = sous.my_family()) WITH CHECK (family_id = sous.my_family())",
            "REVOKE ALL ON sous.audio FROM PUBLIC",
            // Families made before this version get the grant their group role lacks.
            """
            DO $$ DECLARE r name; BEGIN
                FOR r IN SELECT group_role FROM sous.family LOOP
                    EXECUTE format('GRANT SELECT, INSERT ON sous.audio TO %I', r);
                END LOOP;
            END $$
            """,
        ]),
        // Nothing for a kitchen to learn about the others: new roles are "sous_" and 16 random
        // hex digits (no "family", "kitchen" or invite id in the name), the role catalogue is
        // not readable by them where PostgreSQL lets the admin revoke it, and an invite's secret
        // is checked by `redeem_invite`, which counts wrong codes and locks the invite after
        // five. The invite's login role has the invite id as its password (it can only redeem);
        // a failed redemption is counted, not raised, so the count is not rolled back.
        Migration(version: 3, name: "private-roles-and-invite-lockout", statements: [
            "ALTER TABLE sous.invite ADD COLUMN failures integer NOT NULL DEFAULT 0",
            "ALTER TABLE sous.invite ADD COLUMN role name",
            """
            DO $$ BEGIN
                REVOKE SELECT ON pg_catalog.pg_roles, pg_catalog.pg_user, pg_catalog.pg_group,
                    pg_catalog.pg_auth_members, pg_catalog.pg_stat_activity FROM PUBLIC;
            EXCEPTION WHEN insufficient_privilege THEN
                RAISE NOTICE 'the role catalogue stays readable: only a superuser can revoke it';
            END $$
            """,
            """
            CREATE OR REPLACE FUNCTION sous.create_invite(p_id text, p_code text, p_valid_for interval) RETURNS timestamptz
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
            DECLARE
                fam uuid := sous.my_family();
                expires timestamptz := now() + p_valid_for;
                invite_role text := 'sous_' || substr(encode(sha256(convert_to('sous-invite:' || p_id, 'UTF8')), 'hex'), 1, 16);
            BEGIN
                IF fam IS NULL THEN RAISE EXCEPTION 'this role is no kitchen of a family' USING ERRCODE = '42501'; END IF;
                IF p_id !~ '^[a-z0-9]{4,16}$' THEN RAISE EXCEPTION 'bad invite id' USING ERRCODE = '22023'; END IF;
                INSERT INTO sous.invite (id, family_id, code_hash, created_by, expires_at, role)
                    VALUES (p_id, fam, encode(sha256(convert_to(p_code, 'UTF8')), 'hex'), session_user, expires, invite_role);
                EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L VALID UNTIL %L', invite_role, p_id, expires);
                EXECUTE format('GRANT USAGE ON SCHEMA sous TO %I', invite_role);
                EXECUTE format('GRANT EXECUTE ON FUNCTION sous.redeem_invite(text, text, text) TO %I', invite_role);
                RETURN expires;
            END $$
            """,
            """
            CREATE OR REPLACE FUNCTION sous.redeem_invite(p_code text, p_node text, p_password text,
                OUT k_role text, OUT k_family uuid, OUT k_name text)
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
            DECLARE
                inv sous.invite;
                fam sous.family;
            BEGIN
                SELECT * INTO inv FROM sous.invite i
                    WHERE coalesce(i.role, 'sous_invite_' || i.id) = session_user FOR UPDATE;
                IF NOT FOUND OR inv.used_at IS NOT NULL OR inv.expires_at < now() THEN
                    RAISE EXCEPTION 'invite code not valid' USING ERRCODE = '28000';
                END IF;
                IF inv.code_hash <> encode(sha256(convert_to(p_code, 'UTF8')), 'hex') THEN
                    UPDATE sous.invite SET failures = failures + 1,
                        used_at = CASE WHEN failures + 1 >= 5 THEN now() END,
                        used_by = CASE WHEN failures + 1 >= 5 THEN 'locked after 5 wrong codes' END
                        WHERE id = inv.id;
                    IF inv.failures + 1 >= 5 THEN EXECUTE format('ALTER ROLE %I NOLOGIN', session_user); END IF;
                    RETURN;
                END IF;
                SELECT * INTO fam FROM sous.family f WHERE f.id = inv.family_id;
                k_role := 'sous_' || substr(md5(random()::text || clock_timestamp()::text), 1, 16);
                EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L IN ROLE %I', k_role, p_password, fam.group_role);
                INSERT INTO sous.kitchen (role, family_id, node) VALUES (k_role, fam.id, p_node);
                UPDATE sous.invite SET used_at = now(), used_by = k_role WHERE id = inv.id;
                EXECUTE format('ALTER ROLE %I NOLOGIN', session_user);
                k_family := fam.id;
                k_name := fam.name;
            END $$
            """,
            "REVOKE ALL ON FUNCTION sous.create_invite(text, text, interval), sous.redeem_invite(text, text, text) FROM PUBLIC",
            """
            DO $$ DECLARE r name; BEGIN
                FOR r IN SELECT group_role FROM sous.family LOOP
                    EXECUTE format('GRANT EXECUTE ON FUNCTION sous.create_invite(text, text, interval) TO %I', r);
                END LOOP;
            END $$
            """,
        ]),
    ]

    /// The first version whose invites are redeemed with a counted secret (`InviteCode.role`).
    static let privateRolesVersion = 3

    /// The largest recording the server takes: 64 MB, about 100 minutes of FLAC at 16 kHz.
    static let maxAudioBytes = 64 << 20

    static var latest: Int { migrations.last?.version ?? 0 }

    /// The first version with `sous.audio`: memories sync only from here on.
    static let audioVersion = 2

    /// What a family's group role may do: read its family and kitchens, read and add changes,
    /// invite. Row-level security narrows every table to its own family's rows.
    static func grants(to role: String, schema: Int = latest) -> [String] {
        let r = quoted(role)
        var grants = [
            "GRANT USAGE ON SCHEMA sous TO \(r)",
            "GRANT SELECT ON sous.schema_version, sous.family, sous.kitchen TO \(r)",
            "GRANT SELECT, INSERT ON sous.change TO \(r)",
            "GRANT USAGE ON SEQUENCE sous.change_seq_seq TO \(r)",
            "GRANT EXECUTE ON FUNCTION sous.my_family(), sous.create_invite(text, text, interval) TO \(r)",
        ]
        // A server at schema 1 has no audio table yet; migration 2 grants it to every family.
        if schema >= audioVersion { grants.append("GRANT SELECT, INSERT ON sous.audio TO \(r)") }
        return grants
    }

    /// An identifier for SQL; Sous makes its role names itself (letters, digits, _).
    static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func literal(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
}
