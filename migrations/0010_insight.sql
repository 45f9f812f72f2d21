-- Visit counting without cookies or addresses (docs/decisions-spec.md §16).

-- Raw events, kept 30 days. `visitor` is a 64-bit keyed hash of that day's random salt (held
-- in memory only and replaced at midnight, Vietnam time), the client address and the user
-- agent: once the day is over nobody, the server included, can tell whose it was. Neither
-- the address nor the user agent is stored. `entry` marks a page view reached from outside
-- the site (the first page of a visit); `source`, `medium` and `campaign` are set on those
-- only (the referrer's host, or `utm_source`; `utm_medium`; `utm_campaign`).
CREATE TABLE insight_events (
    id       INTEGER PRIMARY KEY,
    day      TEXT NOT NULL,
    at       INTEGER NOT NULL,
    visitor  INTEGER NOT NULL,
    kind     TEXT NOT NULL CHECK (kind IN ('pageview', 'calculated', 'pdf', 'link', 'quote')),
    path     TEXT NOT NULL,
    entry    INTEGER NOT NULL DEFAULT 0 CHECK (entry IN (0, 1)),
    source   TEXT,
    medium   TEXT,
    campaign TEXT,
    device   TEXT NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
    language TEXT NOT NULL CHECK (language IN ('vi', 'en')),
    tool     TEXT
);
CREATE INDEX insight_events_day_visitor ON insight_events (day, visitor, at);

-- Daily totals, kept forever: one row per day, dimension (`total`, `page`, `landing`,
-- `source`, `campaign`, `device`, `language`, `tool`, `tool:<kind>`) and value.
CREATE TABLE insight_daily (
    day       TEXT NOT NULL,
    dimension TEXT NOT NULL,
    value     TEXT NOT NULL,
    visitors  INTEGER NOT NULL,
    count     INTEGER NOT NULL,
    PRIMARY KEY (day, dimension, value)
) WITHOUT ROWID;

-- Where each enquiry's visit began, resolved from the raw events when the enquiry arrived
-- (no visitor key kept): the landing page, its source and campaign, the last tool used.
CREATE TABLE insight_conversions (
    enquiry_id   TEXT PRIMARY KEY NOT NULL,
    day          TEXT NOT NULL,
    landing_path TEXT,
    source       TEXT,
    campaign     TEXT,
    tool         TEXT
) WITHOUT ROWID;
CREATE INDEX insight_conversions_day ON insight_conversions (day);
