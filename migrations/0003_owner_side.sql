-- Schema v3: the owner's side (docs/decisions-spec.md §7): settings, owner accounts and sessions, the
-- activity list, notes on enquiries, newsletter subscriptions and the e-mail notice outbox.

-- The brand and contact details and the mail settings, one row per field. Keys are the
-- API's camelCase field names; values are text (`notifyTo` is a JSON array of addresses).
-- A missing key means the default (today's brand.json values, written by the server).
CREATE TABLE settings (
    key   TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
);

-- Settings show in every rendered page, so a change moves the same counter as content.
CREATE TRIGGER settings_changed_insert AFTER INSERT ON settings BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER settings_changed_update AFTER UPDATE ON settings BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER settings_changed_delete AFTER DELETE ON settings BEGIN UPDATE content_version SET version = version + 1; END;

-- Owner accounts: made only with `tradelane admin create`; never a default one.
CREATE TABLE owners (
    id            INTEGER PRIMARY KEY,
    email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
    -- argon2id, PHC string format.
    password_hash TEXT NOT NULL,
    -- The console language the owner last signed in with; their notices use it.
    language      TEXT NOT NULL DEFAULT 'vi' CHECK (language IN ('vi', 'en')),
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Signed-in sessions. Only the SHA-256 of the 256-bit token is stored, never the token.
CREATE TABLE owner_sessions (
    token_hash   TEXT PRIMARY KEY NOT NULL,
    owner_id     INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
    created_at   TEXT NOT NULL,
    last_seen_at TEXT NOT NULL
);
CREATE INDEX owner_sessions_owner ON owner_sessions (owner_id);

-- Every change an owner makes (console or CLI): who, what, when. Never holds a secret.
CREATE TABLE activity (
    id     INTEGER PRIMARY KEY,
    at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    actor  TEXT NOT NULL,
    action TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX activity_at ON activity (at);

-- Internal notes on an enquiry, with their author.
CREATE TABLE enquiry_notes (
    id         INTEGER PRIMARY KEY,
    enquiry_id TEXT NOT NULL REFERENCES contact_submissions (id) ON DELETE CASCADE,
    author     TEXT NOT NULL,
    text       TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX enquiry_notes_enquiry ON enquiry_notes (enquiry_id);
CREATE INDEX contact_submissions_status ON contact_submissions (status, created_at);

-- Newsletter subscriptions: one row per address (case-insensitive).
CREATE TABLE subscriptions (
    id                TEXT PRIMARY KEY NOT NULL,
    email             TEXT NOT NULL UNIQUE COLLATE NOCASE,
    language          TEXT NOT NULL CHECK (language IN ('vi', 'en')),
    source            TEXT NOT NULL CHECK (source IN ('blog', 'testimonials')),
    -- Random, unguessable; the unsubscribe link carries it.
    unsubscribe_token TEXT NOT NULL UNIQUE,
    created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The e-mail outbox. An enquiry's notices are inserted in the transaction that stores the
-- enquiry, so a crash can never keep one without the other; the sender thread delivers them.
-- state: 'pending' (not yet tried), 'retrying' (failed, will try again at next_attempt_at),
-- 'sent', 'failed' (refused for good by the SMTP server, e.g. an unknown recipient).
CREATE TABLE notices (
    id              INTEGER PRIMARY KEY,
    kind            TEXT NOT NULL CHECK (kind IN ('enquiry', 'test')),
    enquiry_id      TEXT REFERENCES contact_submissions (id) ON DELETE SET NULL,
    recipient       TEXT NOT NULL,
    language        TEXT NOT NULL CHECK (language IN ('vi', 'en')),
    state           TEXT NOT NULL DEFAULT 'pending'
                    CHECK (state IN ('pending', 'retrying', 'sent', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    last_error      TEXT,
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    sent_at         TEXT
);
CREATE INDEX notices_due ON notices (state, next_attempt_at);
CREATE INDEX notices_enquiry ON notices (enquiry_id);
