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

-- Two-step sign-in (TOTP, RFC 6238). The secret is kept as base32 (it must be usable to
-- check codes); `totp_enabled` turns on once a first code confirmed it; `totp_last_step`
-- refuses a code used before (replay).
ALTER TABLE owners ADD COLUMN totp_secret TEXT;
ALTER TABLE owners ADD COLUMN totp_enabled INTEGER NOT NULL DEFAULT 0;
ALTER TABLE owners ADD COLUMN totp_last_step INTEGER NOT NULL DEFAULT 0;

-- Single-use recovery codes for when the phone is lost: only their SHA-256 is stored.
CREATE TABLE owner_recovery_codes (
    owner_id  INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    used_at   TEXT,
    PRIMARY KEY (owner_id, code_hash)
);

-- Password reset by e-mail: a random token in the link, only its SHA-256 stored; valid 30
-- minutes, single use.
CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY NOT NULL,
    owner_id   INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    expires_at TEXT NOT NULL,
    used_at    TEXT
);
CREATE INDEX password_resets_owner ON password_resets (owner_id);

-- The outbox takes new kinds: 'security' (failed sign-ins and lock-outs, to the account, at
-- most hourly) and 'reset' (a password reset link, whose token waits in `secret` only
-- until the message is sent or given up). SQLite cannot change a CHECK: the table is rebuilt.
CREATE TABLE notices_new (
    id              INTEGER PRIMARY KEY,
    kind            TEXT NOT NULL CHECK (kind IN ('enquiry', 'test', 'security', 'reset')),
    enquiry_id      TEXT REFERENCES contact_submissions (id) ON DELETE SET NULL,
    recipient       TEXT NOT NULL,
    language        TEXT NOT NULL CHECK (language IN ('vi', 'en')),
    state           TEXT NOT NULL DEFAULT 'pending'
                    CHECK (state IN ('pending', 'retrying', 'sent', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    last_error      TEXT,
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    sent_at         TEXT,
    secret          TEXT
);
INSERT INTO notices_new SELECT id, kind, enquiry_id, recipient, language, state, attempts,
    last_error, created_at, next_attempt_at, sent_at, NULL FROM notices;
DROP TABLE notices;
ALTER TABLE notices_new RENAME TO notices;
CREATE INDEX notices_due ON notices (state, next_attempt_at);
CREATE INDEX notices_enquiry ON notices (enquiry_id);
