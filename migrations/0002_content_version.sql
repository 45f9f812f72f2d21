-- A counter that every change to the published content moves, so the server can keep the
-- five lists in memory and know, without reading them, when they changed.
CREATE TABLE content_version (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    version INTEGER NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, 0);

CREATE TRIGGER services_changed_insert AFTER INSERT ON services BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER services_changed_update AFTER UPDATE ON services BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER services_changed_delete AFTER DELETE ON services BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER industries_changed_insert AFTER INSERT ON industries BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER industries_changed_update AFTER UPDATE ON industries BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER industries_changed_delete AFTER DELETE ON industries BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER case_studies_changed_insert AFTER INSERT ON case_studies BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER case_studies_changed_update AFTER UPDATE ON case_studies BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER case_studies_changed_delete AFTER DELETE ON case_studies BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER blog_posts_changed_insert AFTER INSERT ON blog_posts BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER blog_posts_changed_update AFTER UPDATE ON blog_posts BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER blog_posts_changed_delete AFTER DELETE ON blog_posts BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER testimonials_changed_insert AFTER INSERT ON testimonials BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER testimonials_changed_update AFTER UPDATE ON testimonials BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER testimonials_changed_delete AFTER DELETE ON testimonials BEGIN UPDATE content_version SET version = version + 1; END;
