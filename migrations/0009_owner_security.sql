-- Browsers that have signed in to an account: a random token in a long-lived cookie, only
-- its SHA-256 stored. Such a browser keeps its own sign-in allowance, so that guesses from
-- elsewhere cannot lock the owner out of it.
CREATE TABLE owner_devices (
    token_hash   TEXT PRIMARY KEY NOT NULL,
    owner_id     INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    last_used_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX owner_devices_owner ON owner_devices (owner_id);

-- The outbox takes a new kind: 'security' (failed sign-ins and lock-outs, to the account,
-- at most hourly). SQLite cannot change a CHECK, so the table is rebuilt.
CREATE TABLE notices_new (
    id              INTEGER PRIMARY KEY,
    kind            TEXT NOT NULL CHECK (kind IN ('enquiry', 'test', 'security')),
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
INSERT INTO notices_new SELECT id, kind, enquiry_id, recipient, language, state, attempts,
    last_error, created_at, next_attempt_at, sent_at FROM notices;
DROP TABLE notices;
ALTER TABLE notices_new RENAME TO notices;
CREATE INDEX notices_due ON notices (state, next_attempt_at);
CREATE INDEX notices_enquiry ON notices (enquiry_id);
