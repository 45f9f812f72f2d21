-- The digest lists the follow-ups due of open enquiries only (docs/decisions-spec.md §25):
-- an index of those alone, so closed enquiries' past days are never read, however many.
DROP INDEX contact_submissions_follow_up;
CREATE INDEX contact_submissions_open_follow_up ON contact_submissions (follow_up_on, created_at)
    WHERE follow_up_on IS NOT NULL AND status IN ('new', 'contacted');
