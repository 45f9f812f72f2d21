-- Every save of a content item or standing page kept as a revision: who, when, and the
-- fields as saved (docs/decisions-spec.md §18). The newest 50 of each item are kept (the
-- writer drops older ones in the same transaction), so the table is bounded per item.
-- Repeatable (IF NOT EXISTS): a migration test runs the later migrations again.
CREATE TABLE IF NOT EXISTS content_revisions (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    list      TEXT NOT NULL,
    item_key  TEXT NOT NULL,
    saved_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    saved_by  TEXT NOT NULL,
    body      TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS content_revisions_item ON content_revisions (list, item_key, id);

-- The settings' version names the latest settings save (who, when): found by its action
-- without reading the whole activity list.
CREATE INDEX IF NOT EXISTS activity_action ON activity (action, id);
