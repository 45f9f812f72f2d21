-- Every visitor a lead (docs/decisions-spec.md §15): what an enquiry was about (`context`, set
-- when it was sent from a calculator's result) and where its visit came from (`source`,
-- the first page of the visit). All optional; enquiries sent before have none.
ALTER TABLE contact_submissions ADD COLUMN context_tool TEXT;
ALTER TABLE contact_submissions ADD COLUMN context_link TEXT;
ALTER TABLE contact_submissions ADD COLUMN context_summary TEXT;
ALTER TABLE contact_submissions ADD COLUMN landing_path TEXT;
ALTER TABLE contact_submissions ADD COLUMN referrer_host TEXT;
ALTER TABLE contact_submissions ADD COLUMN utm_source TEXT;
ALTER TABLE contact_submissions ADD COLUMN utm_medium TEXT;
ALTER TABLE contact_submissions ADD COLUMN utm_campaign TEXT;

-- The source the inbox filters by and the Dashboard groups by: `utm_source`, else the
-- referrer's host. Computed, never stored twice; the index keeps the filtered page a walk
-- of the newest matching rows.
ALTER TABLE contact_submissions ADD COLUMN source
    TEXT GENERATED ALWAYS AS (coalesce(utm_source, referrer_host)) VIRTUAL;
CREATE INDEX contact_submissions_source ON contact_submissions (source, created_at DESC);
