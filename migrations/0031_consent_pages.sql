-- The consent statement is shown in server-rendered pages (the contact form, the newsletter
-- boxes, the personal data page): a new version moves the content counter like any other
-- public content, so the rendered pages and their data blocks follow it (docs/decisions-spec.md §27).
CREATE TRIGGER consent_statements_changed_insert AFTER INSERT ON consent_statements BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER consent_statements_changed_update AFTER UPDATE ON consent_statements BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER consent_statements_changed_delete AFTER DELETE ON consent_statements BEGIN UPDATE content_version SET version = version + 1; END;
