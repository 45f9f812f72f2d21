-- Newsletters (docs/decisions-spec.md §17): a campaign written in the console, sent through the
-- outbox as one `notices` row per recipient.
--
-- Its text is fixed when it is written: the subject and the body's HTML (the Markdown, or
-- the post's summary, rendered once by the site's renderer) per language, so every
-- recipient gets what the preview showed, whatever is edited afterwards. A language the
-- audience needs always has both (the API refuses a newsletter without them).
CREATE TABLE newsletters (
    id           INTEGER PRIMARY KEY,
    audience     TEXT NOT NULL CHECK (audience IN ('vi', 'en', 'all')),
    post_id      TEXT,
    subject_vi   TEXT,
    subject_en   TEXT,
    -- What the owner typed (Markdown), kept to show it again.
    body_vi      TEXT,
    body_en      TEXT,
    -- The body as it is sent, HTML and plain text.
    html_vi      TEXT,
    html_en      TEXT,
    text_vi      TEXT,
    text_en      TEXT,
    -- 'draft' until sent; 'scheduled' with `send_at` (UTC) in the future; 'sending' once
    -- its recipients are queued (it reads as sent when none is left to deliver).
    state        TEXT NOT NULL DEFAULT 'draft'
                 CHECK (state IN ('draft', 'scheduled', 'sending')),
    send_at      TEXT,
    queued_at    TEXT,
    created_by   TEXT NOT NULL,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    -- Kept by the triggers below, so that a page of campaigns costs the same at 100,000
    -- recipients: still to deliver, delivered, refused for good, and recipients who left
    -- after receiving it.
    queued       INTEGER NOT NULL DEFAULT 0,
    sent         INTEGER NOT NULL DEFAULT 0,
    failed       INTEGER NOT NULL DEFAULT 0,
    unsubscribed INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX newsletters_scheduled ON newsletters (send_at) WHERE state = 'scheduled';

-- A subscription's rows are found through `notices_subscription` (migration 0020).

-- A recipient's row leaves the queue: delivered or refused for good. Test messages (no
-- subscription) are not counted.
CREATE TRIGGER newsletter_recipient_done AFTER UPDATE OF state ON notices
WHEN NEW.newsletter_id IS NOT NULL AND NEW.subscription_id IS NOT NULL
     AND OLD.state IN ('pending', 'retrying') AND NEW.state IN ('sent', 'failed')
BEGIN
    UPDATE newsletters SET queued = queued - 1,
                           sent = sent + (NEW.state = 'sent'),
                           failed = failed + (NEW.state = 'failed')
    WHERE id = NEW.newsletter_id;
END;

-- A subscription ends (the unsubscribe link, the one-click POST, the owner, an erasure):
-- newsletters it had received count it as unsubscribed; those still queued for it drop it,
-- so nobody who left receives anything more.
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

-- The sender reads the throttled newsletter rows and the other notices separately (a test
-- or an enquiry notice never waits behind a campaign), and counts the newsletters sent in
-- the last minute: each through its own index, so a queue of 100,000 costs the same.
CREATE INDEX notices_due_letters ON notices (next_attempt_at)
WHERE state IN ('pending', 'retrying') AND kind = 'newsletter' AND subscription_id IS NOT NULL;
CREATE INDEX notices_due_others ON notices (next_attempt_at)
WHERE state IN ('pending', 'retrying') AND NOT (kind = 'newsletter' AND subscription_id IS NOT NULL);
CREATE INDEX notices_letters_sent ON notices (sent_at)
WHERE kind = 'newsletter' AND subscription_id IS NOT NULL AND state = 'sent';
