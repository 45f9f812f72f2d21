-- Schema v7: draft or published, and the time of the last change, for the five content
-- lists (docs/decisions-spec.md §8). A draft never reaches the public API, the pages, the sitemap or
-- the feed; `updated_at` is the sitemap's lastmod and the feed's <updated>.
--
-- SQLite cannot add a column whose default is "now", so `updated_at` starts empty and the
-- triggers below stamp it: on insert when the row did not set it (a blog post is stamped
-- with its publication date), and on any later change of what the public sees, unless the
-- change set it itself. Reordering alone (sort_order) is not a change of the item.

ALTER TABLE services ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE services ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
ALTER TABLE industries ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE industries ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
ALTER TABLE case_studies ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE case_studies ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
ALTER TABLE blog_posts ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE blog_posts ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
ALTER TABLE testimonials ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE testimonials ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';

UPDATE services SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now');
UPDATE industries SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now');
UPDATE case_studies SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now');
UPDATE blog_posts SET updated_at = published_at;
UPDATE testimonials SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now');

CREATE TRIGGER services_stamp_insert AFTER INSERT ON services WHEN NEW.updated_at = ''
BEGIN UPDATE services SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE rowid = NEW.rowid; END;
CREATE TRIGGER industries_stamp_insert AFTER INSERT ON industries WHEN NEW.updated_at = ''
BEGIN UPDATE industries SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE rowid = NEW.rowid; END;
CREATE TRIGGER case_studies_stamp_insert AFTER INSERT ON case_studies WHEN NEW.updated_at = ''
BEGIN UPDATE case_studies SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE rowid = NEW.rowid; END;
CREATE TRIGGER blog_posts_stamp_insert AFTER INSERT ON blog_posts WHEN NEW.updated_at = ''
BEGIN UPDATE blog_posts SET updated_at = NEW.published_at WHERE rowid = NEW.rowid; END;
CREATE TRIGGER testimonials_stamp_insert AFTER INSERT ON testimonials WHEN NEW.updated_at = ''
BEGIN UPDATE testimonials SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE rowid = NEW.rowid; END;

CREATE TRIGGER services_stamp_update
AFTER UPDATE OF slug, icon, title_vi, title_en, description_vi, description_en, content_vi, content_en, published ON services
WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE services SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE rowid = NEW.rowid; END;
CREATE TRIGGER industries_stamp_update
AFTER UPDATE OF slug, icon, title_vi, title_en, description_vi, description_en, published ON industries
WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE industries SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE rowid = NEW.rowid; END;
CREATE TRIGGER case_studies_stamp_update
AFTER UPDATE OF slug, title_vi, title_en, description_vi, description_en, content_vi, content_en, client_name, industry, image_url, published ON case_studies
WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE case_studies SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE rowid = NEW.rowid; END;
CREATE TRIGGER blog_posts_stamp_update
AFTER UPDATE OF slug, title_vi, title_en, description_vi, description_en, content_vi, content_en, author, published_at, image_url, published ON blog_posts
WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE blog_posts SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE rowid = NEW.rowid; END;
CREATE TRIGGER testimonials_stamp_update
AFTER UPDATE OF name_vi, name_en, position_vi, position_en, company_vi, company_en, content_vi, content_en, avatar_url, published ON testimonials
WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE testimonials SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE rowid = NEW.rowid; END;

-- The standing pages: the same stamp on a change of their text.
CREATE TRIGGER pages_stamp_update
AFTER UPDATE OF title_vi, title_en, description_vi, description_en, body_vi, body_en, published ON pages
WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE pages SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE rowid = NEW.rowid; END;
