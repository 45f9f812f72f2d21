-- The owner's uploaded pictures (issue 13 item 6). The files live in
-- `<data-dir>/media/`, named by `hash` (the SHA-256 of the uploaded bytes, 32 hex digits):
-- `<hash>.<ext>` (at most 1600 px on the longest side), `<hash>-card.<ext>` (at most 800 px)
-- and `<hash>-share.jpg` (1200×630). A row is inserted only after its files are on disk.

CREATE TABLE media (
    id         TEXT PRIMARY KEY NOT NULL,
    hash       TEXT NOT NULL UNIQUE CHECK (length(hash) = 32),
    ext        TEXT NOT NULL CHECK (ext IN ('jpg', 'png')),
    alt_vi     TEXT NOT NULL,
    alt_en     TEXT NOT NULL,
    width      INTEGER NOT NULL,
    height     INTEGER NOT NULL,
    -- The size of the main file as stored (after re-encoding).
    bytes      INTEGER NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX media_newest ON media (created_at DESC);

-- The public lists carry each picture's alt texts (looked up by URL), so a change of a media
-- row moves the content counter like a change of the content itself.
CREATE TRIGGER media_changed_insert AFTER INSERT ON media BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER media_changed_update AFTER UPDATE ON media BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER media_changed_delete AFTER DELETE ON media BEGIN UPDATE content_version SET version = version + 1; END;
