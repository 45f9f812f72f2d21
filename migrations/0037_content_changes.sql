-- What each change of a public list touched (docs/decisions-spec.md §21), written in the same
-- transaction as the change by the triggers that move the content counter: the server reads
-- the items changed since the version it holds and patches what it keeps (the published index,
-- the lists' JSON, the pages that show them) instead of reading every item again. `version` is
-- the counter's value the change made, so the server can tell whether every step between two
-- versions was a list's change (any other step: it reads everything again). `old_*` is the
-- item's place before the change (NULL for a new item), for the posts around it.
CREATE TABLE content_changes (
    id        INTEGER PRIMARY KEY,
    version   INTEGER NOT NULL,
    list      TEXT NOT NULL,
    old_slug  TEXT,
    new_slug  TEXT,
    old_at    TEXT,
    old_order INTEGER,
    item      INTEGER NOT NULL
);
CREATE INDEX content_changes_by_version ON content_changes (version);

-- Only the latest steps are kept: a reader further behind reads everything again.
CREATE TRIGGER content_changes_kept AFTER INSERT ON content_changes BEGIN
    DELETE FROM content_changes WHERE version <= NEW.version - 1000;
END;

-- services: the counter moves first, then the change is noted under its new value.
DROP TRIGGER services_changed_insert;
DROP TRIGGER services_changed_update;
DROP TRIGGER services_changed_delete;
CREATE TRIGGER services_changed_insert AFTER INSERT ON services BEGIN
    UPDATE content_version SET version = version + 1;
    INSERT INTO content_changes (version, list, old_slug, new_slug, old_at, old_order, item)
    VALUES ((SELECT version FROM content_version WHERE id = 1), 'services', NULL, NEW.slug, NULL, NULL, NEW.rowid);
END;
CREATE TRIGGER services_changed_update AFTER UPDATE ON services BEGIN
    UPDATE content_version SET version = version + 1;
    INSERT INTO content_changes (version, list, old_slug, new_slug, old_at, old_order, item)
    VALUES ((SELECT version FROM content_version WHERE id = 1), 'services', OLD.slug, NEW.slug, NULL, OLD.sort_order, NEW.rowid);
END;
CREATE TRIGGER services_changed_delete AFTER DELETE ON services BEGIN
    UPDATE content_version SET version = version + 1;
    INSERT INTO content_changes (version, list, old_slug, new_slug, old_at, old_order, item)
    VALUES ((SELECT version FROM content_version WHERE id = 1), 'services', OLD.slug, NULL, NULL, OLD.sort_order, OLD.rowid);
END;

-- industries: the counter moves first, then the change is noted under its new value.
DROP TRIGGER industries_changed_insert;
DROP TRIGGER industries_changed_update;
DROP TRIGGER industries_changed_delete;
CREATE TRIGGER industries_changed_insert AFTER INSERT ON industries BEGIN
    UPDATE content_version SET version = version + 1;
    INSERT INTO content_changes (version, list, old_slug, new_slug, old_at, old_order, item)
    VALUES ((SELECT version FROM content_version WHERE id = 1), 'industries', NULL, NEW.slug, NULL, NULL, NEW.rowid);
END;
CREATE TRIGGER industries_changed_update AFTER UPDATE ON industries BEGIN
    UPDATE content_version SET version = version + 1;
    INSERT INTO content_changes (version, list, old_slug, new_slug, old_at, old_order, item)
    VALUES ((SELECT version FROM content_version WHERE id = 1), 'industries', OLD.slug, NEW.slug, NULL, OLD.sort_order, NEW.rowid);
END;
CREATE TRIGGER industries_changed_delete AFTER DELETE ON industries BEGIN
    UPDATE content_version SET version = version + 1;
    INSERT INTO content_changes (version, list, old_slug, new_slug, old_at, old_order, item)
    VALUES ((SELECT version FROM content_version WHERE id = 1), 'industries', OLD.slug, NULL, NULL, OLD.sort_order, OLD.rowid);
END;

-- case_studies: the counter moves first, then the change is noted under its new value.
DROP TRIGGER case_studies_changed_insert;
DROP TRIGGER case_studies_changed_update;
DROP TRIGGER case_studies_changed_delete;
CREATE TRIGGER case_studies_changed_insert AFTER INSERT ON case_studies BEGIN
    UPDATE content_version SET version = version + 1;
    INSERT INTO content_changes (version, list, old_slug, new_slug, old_at, old_order, item)
    VALUES ((SELECT version FROM content_version WHERE id = 1), 'case_studies', NULL, NEW.slug, NULL, NULL, NEW.rowid);
END;
CREATE TRIGGER case_studies_changed_update AFTER UPDATE ON case_studies BEGIN
    UPDATE content_version SET version = version + 1;
    INSERT INTO content_changes (version, list, old_slug, new_slug, old_at, old_order, item)
    VALUES ((SELECT version FROM content_version WHERE id = 1), 'case_studies', OLD.slug, NEW.slug, NULL, OLD.sort_order, NEW.rowid);
END;
CREATE TRIGGER case_studies_changed_delete AFTER DELETE ON case_studies BEGIN
    UPDATE content_version SET version = version + 1;
    INSERT INTO content_changes (version, list, old_slug, new_slug, old_at, old_order, item)
    VALUES ((SELECT version FROM content_version WHERE id = 1), 'case_studies', OLD.slug, NULL, NULL, OLD.sort_order, OLD.rowid);
END;

-- blog_posts: the counter moves first, then the change is noted under its new value.
DROP TRIGGER blog_posts_changed_insert;
DROP TRIGGER blog_posts_changed_update;
DROP TRIGGER blog_posts_changed_delete;
CREATE TRIGGER blog_posts_changed_insert AFTER INSERT ON blog_posts BEGIN
    UPDATE content_version SET version = version + 1;
    INSERT INTO content_changes (version, list, old_slug, new_slug, old_at, old_order, item)
    VALUES ((SELECT version FROM content_version WHERE id = 1), 'blog_posts', NULL, NEW.slug, NULL, NULL, NEW.rowid);
END;
CREATE TRIGGER blog_posts_changed_update AFTER UPDATE ON blog_posts BEGIN
    UPDATE content_version SET version = version + 1;
    INSERT INTO content_changes (version, list, old_slug, new_slug, old_at, old_order, item)
    VALUES ((SELECT version FROM content_version WHERE id = 1), 'blog_posts', OLD.slug, NEW.slug, OLD.published_at, OLD.sort_order, NEW.rowid);
END;
CREATE TRIGGER blog_posts_changed_delete AFTER DELETE ON blog_posts BEGIN
    UPDATE content_version SET version = version + 1;
    INSERT INTO content_changes (version, list, old_slug, new_slug, old_at, old_order, item)
    VALUES ((SELECT version FROM content_version WHERE id = 1), 'blog_posts', OLD.slug, NULL, OLD.published_at, OLD.sort_order, OLD.rowid);
END;

-- testimonials: the counter moves first, then the change is noted under its new value.
DROP TRIGGER testimonials_changed_insert;
DROP TRIGGER testimonials_changed_update;
DROP TRIGGER testimonials_changed_delete;
CREATE TRIGGER testimonials_changed_insert AFTER INSERT ON testimonials BEGIN
    UPDATE content_version SET version = version + 1;
    INSERT INTO content_changes (version, list, old_slug, new_slug, old_at, old_order, item)
    VALUES ((SELECT version FROM content_version WHERE id = 1), 'testimonials', NULL, NULL, NULL, NULL, NEW.rowid);
END;
CREATE TRIGGER testimonials_changed_update AFTER UPDATE ON testimonials BEGIN
    UPDATE content_version SET version = version + 1;
    INSERT INTO content_changes (version, list, old_slug, new_slug, old_at, old_order, item)
    VALUES ((SELECT version FROM content_version WHERE id = 1), 'testimonials', NULL, NULL, NULL, OLD.sort_order, NEW.rowid);
END;
CREATE TRIGGER testimonials_changed_delete AFTER DELETE ON testimonials BEGIN
    UPDATE content_version SET version = version + 1;
    INSERT INTO content_changes (version, list, old_slug, new_slug, old_at, old_order, item)
    VALUES ((SELECT version FROM content_version WHERE id = 1), 'testimonials', NULL, NULL, NULL, OLD.sort_order, OLD.rowid);
END;
