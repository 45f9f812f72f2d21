-- Vietnam's public holidays as the owner corrects them (docs/decisions-spec.md §19): one row per
-- year the owner has set; a year without a row uses the calendar built into the demurrage
-- tracker. `schedule` is the year's JSON ({"daysOff": [{"date", "kind"}], "workdays": [date]}),
-- written only by the server after checking it (src/settings/holidays.rs).
CREATE TABLE holiday_years (
    year       INTEGER PRIMARY KEY CHECK (year BETWEEN 2000 AND 2100),
    schedule   TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

-- The demurrage page carries the table in its data block, so a change moves the counter
-- that makes the kept pages check their data again.
CREATE TRIGGER holiday_years_changed_insert AFTER INSERT ON holiday_years BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER holiday_years_changed_update AFTER UPDATE ON holiday_years BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER holiday_years_changed_delete AFTER DELETE ON holiday_years BEGIN UPDATE content_version SET version = version + 1; END;
