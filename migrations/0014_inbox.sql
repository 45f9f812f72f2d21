-- The inbox as a working tool (issue 26, item 6; docs/decisions-spec.md §15).

-- When an owner first opened the enquiry; NULL while unread. Enquiries an owner has already
-- handled (any status but `new`) count as read.
ALTER TABLE contact_submissions ADD COLUMN read_at TEXT;
UPDATE contact_submissions SET read_at = created_at WHERE status <> 'new';
-- The unread ones are few: counting and listing them walks this partial index only.
CREATE INDEX contact_submissions_unread ON contact_submissions (status, created_at)
WHERE read_at IS NULL;
-- An erasure request finds one person's enquiries without reading the table.
CREATE INDEX contact_submissions_email ON contact_submissions (email COLLATE NOCASE);

-- A deleted enquiry leaves nothing behind: its notes go by their foreign key, its FTS entry
-- by the FTS trigger, and the visit it was tied to here (keyed by its id, no foreign key).
CREATE TRIGGER contact_submissions_forget_conversion AFTER DELETE ON contact_submissions BEGIN
    DELETE FROM insight_conversions WHERE enquiry_id = old.id;
END;

-- The first owner account receives the enquiry notices while nobody else was named, so a
-- new installation is never silent (whichever way the account is made: CLI or SQL).
CREATE TRIGGER owners_first_receives_notices AFTER INSERT ON owners
WHEN (SELECT count(*) FROM owners) = 1
 AND NOT EXISTS (SELECT 1 FROM settings WHERE key = 'notifyTo' AND value NOT IN ('', '[]'))
BEGIN
    INSERT INTO settings (key, value) VALUES ('notifyTo', json_array(new.email))
    ON CONFLICT (key) DO UPDATE SET value = excluded.value;
END;
