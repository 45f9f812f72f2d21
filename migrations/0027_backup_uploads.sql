-- The remote copies of the console's backups (docs/decisions-spec.md §26): one row per backup
-- the server has to upload, its state and why its last attempt failed. The remote
-- destination itself is kept in `settings` (its secret sealed).
CREATE TABLE backup_uploads (
    name TEXT PRIMARY KEY,
    -- pending: not tried yet; uploaded; failed (retried at next_try_at).
    state TEXT NOT NULL CHECK (state IN ('pending', 'uploaded', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    -- The kind of the last failure (the console says it in the owner's language), and the
    -- store's own words.
    failure_kind TEXT,
    failure_detail TEXT,
    next_try_at INTEGER,
    updated_at INTEGER NOT NULL,
    size INTEGER
) STRICT;
CREATE INDEX backup_uploads_due ON backup_uploads (state, next_try_at);
