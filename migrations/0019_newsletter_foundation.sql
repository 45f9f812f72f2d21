-- The newsletter (docs/decisions-spec.md section 17), the part both of its halves stand on.
--
-- Subscriptions gain double opt-in and a consent record. A row whose `confirmed_at` is NULL
-- waits for its confirmation link (the SHA-256 of its token in `confirm_token_hash`) and is
-- dropped after 7 days; only confirmed rows that never bounced receive newsletters.
-- `source` takes 'import' (a list the owner imported with its stated consent basis); SQLite
-- cannot change a CHECK, so the table is rebuilt.
CREATE TABLE subscriptions_new (
    id                 TEXT PRIMARY KEY NOT NULL,
    email              TEXT NOT NULL UNIQUE COLLATE NOCASE,
    language           TEXT NOT NULL CHECK (language IN ('vi', 'en')),
    source             TEXT NOT NULL CHECK (source IN ('blog', 'testimonials', 'import')),
    -- Random, unguessable; the unsubscribe link and List-Unsubscribe carry it.
    unsubscribe_token  TEXT NOT NULL UNIQUE,
    created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    confirmed_at       TEXT,
    confirm_token_hash TEXT UNIQUE,
    -- The consent: when, on which page, the words shown, and on what basis
    -- ('double-opt-in', 'signup' for those who subscribed before double opt-in existed,
    -- or the basis the owner stated when importing).
    consent_at         TEXT,
    consent_page       TEXT,
    consent_text       TEXT,
    consent_basis      TEXT,
    -- Set when the mail server refused the address for good: it gets nothing more.
    bounced_at         TEXT
);
-- Those who subscribed before double opt-in gave their consent on the subscription box; they
-- stay subscribed, recorded as such.
INSERT INTO subscriptions_new (id, email, language, source, unsubscribe_token, created_at,
                               confirmed_at, consent_at, consent_page, consent_basis)
SELECT id, email, language, source, unsubscribe_token, created_at,
       created_at, created_at, CASE source WHEN 'blog' THEN '/blog' ELSE '/testimonials' END, 'signup'
FROM subscriptions;
DROP TABLE subscriptions;
ALTER TABLE subscriptions_new RENAME TO subscriptions;
CREATE INDEX subscriptions_unconfirmed ON subscriptions (created_at) WHERE confirmed_at IS NULL;
CREATE INDEX subscriptions_audience ON subscriptions (language) WHERE confirmed_at IS NOT NULL AND bounced_at IS NULL;

-- The outbox takes three kinds: 'confirm' (a subscription's confirmation link; its token in
-- `secret` until sent or given up), 'digest' (new enquiries gathered into one notice) and
-- 'newsletter' (one row per recipient of a newsletter, so each recipient's state is on disk
-- before the next is sent). `newsletter_id` and `subscription_id` name what a newsletter row
-- delivers.
CREATE TABLE notices_new (
    id              INTEGER PRIMARY KEY,
    kind            TEXT NOT NULL CHECK (kind IN ('enquiry', 'test', 'security', 'reset',
                                                  'confirm', 'digest', 'newsletter')),
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
    secret          TEXT,
    newsletter_id   INTEGER,
    subscription_id TEXT
);
INSERT INTO notices_new (id, kind, enquiry_id, recipient, language, state, attempts, last_error,
                         created_at, next_attempt_at, sent_at, secret)
SELECT id, kind, enquiry_id, recipient, language, state, attempts, last_error,
       created_at, next_attempt_at, sent_at, secret FROM notices;
DROP TABLE notices;
ALTER TABLE notices_new RENAME TO notices;
CREATE INDEX notices_due ON notices (state, next_attempt_at);
CREATE INDEX notices_enquiry ON notices (enquiry_id);
CREATE INDEX notices_newsletter ON notices (newsletter_id, state) WHERE newsletter_id IS NOT NULL;
