-- Costs that do not grow with the site (docs/decisions-spec.md §12).

-- The blog's public order, walked in this index for one page of the list: the rows an
-- offset skips are never read.
CREATE INDEX blog_posts_public ON blog_posts (published, published_at DESC, sort_order);
CREATE INDEX case_studies_public ON case_studies (published, sort_order);
CREATE INDEX testimonials_public ON testimonials (published, sort_order);

-- The inbox's search: an FTS5 index of the name, company, e-mail and message, diacritics
-- folded (`huong` finds `Hương`; `đ` is folded to `d` here, which the tokenizer leaves as
-- a letter of its own), kept by triggers, so rows written from outside the server (the
-- sqlite3 shell, a restore) are found too. It holds only the index (its text is the
-- table's own), and is written in a way SQLite 3.40 (Debian's sqlite3 shell) can follow.
CREATE VIRTUAL TABLE contact_submissions_fts USING fts5 (
    name, company, email, message,
    content = 'contact_submissions',
    content_rowid = 'rowid',
    tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO contact_submissions_fts (rowid, name, company, email, message)
SELECT rowid,
       replace(replace(name, 'đ', 'd'), 'Đ', 'D'),
       replace(replace(company, 'đ', 'd'), 'Đ', 'D'),
       email,
       replace(replace(message, 'đ', 'd'), 'Đ', 'D')
FROM contact_submissions;

CREATE TRIGGER contact_submissions_fts_insert AFTER INSERT ON contact_submissions BEGIN
    INSERT INTO contact_submissions_fts (rowid, name, company, email, message)
    VALUES (new.rowid,
            replace(replace(new.name, 'đ', 'd'), 'Đ', 'D'),
            replace(replace(new.company, 'đ', 'd'), 'Đ', 'D'),
            new.email,
            replace(replace(new.message, 'đ', 'd'), 'Đ', 'D'));
END;
-- An entry is removed with the text it was indexed with (folded the same way).
CREATE TRIGGER contact_submissions_fts_delete AFTER DELETE ON contact_submissions BEGIN
    INSERT INTO contact_submissions_fts (contact_submissions_fts, rowid, name, company, email, message)
    VALUES ('delete', old.rowid, replace(replace(old.name, 'đ', 'd'), 'Đ', 'D'), replace(replace(old.company, 'đ', 'd'), 'Đ', 'D'), old.email,
            replace(replace(old.message, 'đ', 'd'), 'Đ', 'D'));
END;
CREATE TRIGGER contact_submissions_fts_update
AFTER UPDATE OF name, company, email, message ON contact_submissions BEGIN
    INSERT INTO contact_submissions_fts (contact_submissions_fts, rowid, name, company, email, message)
    VALUES ('delete', old.rowid, replace(replace(old.name, 'đ', 'd'), 'Đ', 'D'), replace(replace(old.company, 'đ', 'd'), 'Đ', 'D'), old.email,
            replace(replace(old.message, 'đ', 'd'), 'Đ', 'D'));
    INSERT INTO contact_submissions_fts (rowid, name, company, email, message)
    VALUES (new.rowid,
            replace(replace(new.name, 'đ', 'd'), 'Đ', 'D'),
            replace(replace(new.company, 'đ', 'd'), 'Đ', 'D'),
            new.email,
            replace(replace(new.message, 'đ', 'd'), 'Đ', 'D'));
END;

-- How many enquiries have each status, kept by triggers: the inbox's counts are read
-- here instead of counting the table on every call.
CREATE TABLE contact_submission_counts (
    status TEXT PRIMARY KEY NOT NULL,
    n      INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
INSERT INTO contact_submission_counts (status, n)
SELECT status, count(*) FROM contact_submissions GROUP BY status;

CREATE TRIGGER contact_submission_counts_insert AFTER INSERT ON contact_submissions BEGIN
    INSERT INTO contact_submission_counts (status, n) VALUES (new.status, 1)
    ON CONFLICT (status) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER contact_submission_counts_delete AFTER DELETE ON contact_submissions BEGIN
    UPDATE contact_submission_counts SET n = n - 1 WHERE status = old.status;
END;
CREATE TRIGGER contact_submission_counts_update AFTER UPDATE OF status ON contact_submissions
WHEN old.status IS NOT new.status BEGIN
    UPDATE contact_submission_counts SET n = n - 1 WHERE status = old.status;
    INSERT INTO contact_submission_counts (status, n) VALUES (new.status, 1)
    ON CONFLICT (status) DO UPDATE SET n = n + 1;
END;
