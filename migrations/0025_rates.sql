-- The consultancy's own rate card (docs/decisions-spec.md §24), owned by `src/rates`. The card is
-- edited and published as a whole, so each state of it is one JSON document (written only by
-- the server after checking it, src/rates/card.rs): the draft the owner edits, each published
-- version (kept with who published it and when), and which version the site shows.
CREATE TABLE rate_draft (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    card       TEXT NOT NULL,
    -- The published version the draft was restored from, if any (shown in the console).
    based_on   INTEGER,
    updated_at TEXT NOT NULL,
    updated_by TEXT
);

CREATE TABLE rate_versions (
    version           INTEGER PRIMARY KEY,
    card              TEXT NOT NULL,
    freight_lanes     INTEGER NOT NULL,
    demurrage_tariffs INTEGER NOT NULL,
    published_at      TEXT NOT NULL,
    published_by      TEXT NOT NULL
);

-- One row: the version the site shows (NULL: none, or withdrawn; the calculators use their
-- built-in indicative rates then).
CREATE TABLE rate_publication (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    version    INTEGER REFERENCES rate_versions (version),
    changed_at TEXT,
    changed_by TEXT
);
INSERT INTO rate_publication (id, version) VALUES (1, NULL);

-- `GET /api/rates` is kept in memory and refreshed by the change counter.
CREATE TRIGGER rate_publication_changed AFTER UPDATE ON rate_publication BEGIN UPDATE content_version SET version = version + 1; END;
