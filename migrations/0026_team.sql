-- A team, not one owner (docs/decisions-spec.md §25): roles and suspension on accounts,
-- invitations by e-mail, the team's two-step policy, enquiries assigned to a person with a
-- follow-up date, and two more kinds of e-mail in the outbox.

-- One role per account; every account made before this one was an owner.
ALTER TABLE owners ADD COLUMN role TEXT NOT NULL DEFAULT 'owner'
    CHECK (role IN ('owner', 'editor', 'sales'));
-- A suspended account keeps its data (notes, assignments) but cannot sign in; its
-- sessions are refused from the moment it is set.
ALTER TABLE owners ADD COLUMN suspended_at TEXT;

-- Invitations: a random token in the e-mailed link, only its SHA-256 stored; valid 7 days
-- (`expires_at`, UTC, set by the server's clock), single use. A resend replaces the token.
CREATE TABLE owner_invitations (
    id          INTEGER PRIMARY KEY,
    email       TEXT NOT NULL COLLATE NOCASE,
    role        TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'sales')),
    language    TEXT NOT NULL DEFAULT 'vi' CHECK (language IN ('vi', 'en')),
    token_hash  TEXT NOT NULL UNIQUE,
    invited_by  TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    expires_at  TEXT NOT NULL,
    accepted_at TEXT
);
-- One open invitation per address.
CREATE UNIQUE INDEX owner_invitations_open ON owner_invitations (email) WHERE accepted_at IS NULL;

-- The team's policy: one row. `require_two_step`: every account must turn on two-step
-- sign-in before doing anything else in the console.
CREATE TABLE team_policy (
    id               INTEGER PRIMARY KEY CHECK (id = 1),
    require_two_step INTEGER NOT NULL DEFAULT 0
);
INSERT INTO team_policy (id, require_two_step) VALUES (1, 0);

-- The person responsible for an enquiry, and the day to follow it up (YYYY-MM-DD, in the
-- business's time zone). Removing an account leaves its enquiries unassigned.
ALTER TABLE contact_submissions ADD COLUMN assignee_id INTEGER REFERENCES owners (id) ON DELETE SET NULL;
ALTER TABLE contact_submissions ADD COLUMN follow_up_on TEXT;
CREATE INDEX contact_submissions_assignee ON contact_submissions (assignee_id, created_at)
    WHERE assignee_id IS NOT NULL;
CREATE INDEX contact_submissions_follow_up ON contact_submissions (follow_up_on)
    WHERE follow_up_on IS NOT NULL;

-- The outbox takes two more kinds: 'invitation' (the link's token waits in `secret` until
-- sent) and 'assigned' (tells a person an enquiry is theirs). SQLite cannot change a CHECK
-- in place: the table is rebuilt as 0019 did, with its indexes and the triggers that name it.
DROP TRIGGER newsletter_recipient_done;
DROP TRIGGER newsletter_recipient_left;
CREATE TABLE notices_new (
    id              INTEGER PRIMARY KEY,
    kind            TEXT NOT NULL CHECK (kind IN ('enquiry', 'test', 'security', 'reset',
                                                  'confirm', 'digest', 'newsletter',
                                                  'invitation', 'assigned')),
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
    subscription_id TEXT,
    error_kind      TEXT
);
INSERT INTO notices_new (id, kind, enquiry_id, recipient, language, state, attempts, last_error,
                         created_at, next_attempt_at, sent_at, secret, newsletter_id,
                         subscription_id, error_kind)
SELECT id, kind, enquiry_id, recipient, language, state, attempts, last_error,
       created_at, next_attempt_at, sent_at, secret, newsletter_id, subscription_id, error_kind
FROM notices;
DROP TABLE notices;
ALTER TABLE notices_new RENAME TO notices;
CREATE INDEX notices_due ON notices (state, next_attempt_at);
CREATE INDEX notices_enquiry ON notices (enquiry_id);
CREATE INDEX notices_newsletter ON notices (newsletter_id, state) WHERE newsletter_id IS NOT NULL;
CREATE INDEX notices_subscription ON notices (subscription_id, kind, created_at)
    WHERE subscription_id IS NOT NULL;
CREATE INDEX notices_due_letters ON notices (next_attempt_at)
WHERE state IN ('pending', 'retrying') AND kind = 'newsletter' AND subscription_id IS NOT NULL;
CREATE INDEX notices_due_others ON notices (next_attempt_at)
WHERE state IN ('pending', 'retrying') AND NOT (kind = 'newsletter' AND subscription_id IS NOT NULL);
CREATE INDEX notices_letters_sent ON notices (sent_at)
WHERE kind = 'newsletter' AND subscription_id IS NOT NULL AND state = 'sent';

-- The two triggers of 0021, as they were.
CREATE TRIGGER newsletter_recipient_done AFTER UPDATE OF state ON notices
WHEN NEW.newsletter_id IS NOT NULL AND NEW.subscription_id IS NOT NULL
     AND OLD.state IN ('pending', 'retrying') AND NEW.state IN ('sent', 'failed')
BEGIN
    UPDATE newsletters SET queued = queued - 1,
                           sent = sent + (NEW.state = 'sent'),
                           failed = failed + (NEW.state = 'failed')
    WHERE id = NEW.newsletter_id;
END;

CREATE TRIGGER newsletter_recipient_left AFTER DELETE ON subscriptions
BEGIN
    UPDATE newsletters SET unsubscribed = unsubscribed + 1
    WHERE id IN (SELECT newsletter_id FROM notices
                 WHERE subscription_id = OLD.id AND kind = 'newsletter' AND state = 'sent');
    UPDATE newsletters SET queued = queued - 1
    WHERE id IN (SELECT newsletter_id FROM notices
                 WHERE subscription_id = OLD.id AND kind = 'newsletter'
                   AND state IN ('pending', 'retrying'));
    DELETE FROM notices
    WHERE subscription_id = OLD.id AND kind = 'newsletter' AND state IN ('pending', 'retrying');
END;
