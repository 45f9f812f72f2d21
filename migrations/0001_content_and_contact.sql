-- Schema v1: the five content lists and the contact enquiries (docs/product-spec.md §3).
-- Ids are random uuid v4 text by default; `sort_order` fixes each list's display order.

CREATE TABLE services (
    id             TEXT PRIMARY KEY NOT NULL DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))),
    slug           TEXT NOT NULL UNIQUE,
    icon           TEXT NOT NULL,
    title_vi       TEXT NOT NULL,
    title_en       TEXT NOT NULL,
    description_vi TEXT NOT NULL,
    description_en TEXT NOT NULL,
    content_vi     TEXT NOT NULL,
    content_en     TEXT NOT NULL,
    sort_order     INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE industries (
    id             TEXT PRIMARY KEY NOT NULL DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))),
    slug           TEXT NOT NULL UNIQUE,
    icon           TEXT NOT NULL,
    title_vi       TEXT NOT NULL,
    title_en       TEXT NOT NULL,
    description_vi TEXT NOT NULL,
    description_en TEXT NOT NULL,
    sort_order     INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE case_studies (
    id             TEXT PRIMARY KEY NOT NULL DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))),
    slug           TEXT NOT NULL UNIQUE,
    title_vi       TEXT NOT NULL,
    title_en       TEXT NOT NULL,
    description_vi TEXT NOT NULL,
    description_en TEXT NOT NULL,
    content_vi     TEXT NOT NULL,
    content_en     TEXT NOT NULL,
    client_name    TEXT NOT NULL,
    industry       TEXT NOT NULL,
    image_url      TEXT,
    sort_order     INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE blog_posts (
    id             TEXT PRIMARY KEY NOT NULL DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))),
    slug           TEXT NOT NULL UNIQUE,
    title_vi       TEXT NOT NULL,
    title_en       TEXT NOT NULL,
    description_vi TEXT NOT NULL,
    description_en TEXT NOT NULL,
    content_vi     TEXT NOT NULL,
    content_en     TEXT NOT NULL,
    author         TEXT NOT NULL,
    -- RFC 3339 text; the list is ordered newest first by this column.
    published_at   TEXT NOT NULL,
    image_url      TEXT,
    sort_order     INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE testimonials (
    id          TEXT PRIMARY KEY NOT NULL DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))),
    name_vi     TEXT NOT NULL,
    name_en     TEXT NOT NULL,
    position_vi TEXT NOT NULL,
    position_en TEXT NOT NULL,
    company_vi  TEXT NOT NULL,
    company_en  TEXT NOT NULL,
    content_vi  TEXT NOT NULL,
    content_en  TEXT NOT NULL,
    avatar_url  TEXT,
    sort_order  INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE contact_submissions (
    id                 TEXT PRIMARY KEY NOT NULL DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))),
    name               TEXT NOT NULL,
    email              TEXT NOT NULL,
    company            TEXT NOT NULL,
    phone              TEXT,
    message            TEXT NOT NULL,
    preferred_language TEXT NOT NULL CHECK (preferred_language IN ('vi', 'en')),
    created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    status             TEXT NOT NULL DEFAULT 'new'
);

CREATE INDEX contact_submissions_created_at ON contact_submissions (created_at);
