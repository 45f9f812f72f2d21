-- The sender takes one slot at a time by priority (docs/decisions-spec.md §21): security
-- mail, enquiry notices and the owner's own e-mails first, then subscription confirmations,
-- then newsletters. Each class is read through its own index, so 10,000 waiting
-- confirmations cost nothing when an enquiry notice is looked for; the confirmations sent
-- in the last hour (the global budget) are counted through theirs.
CREATE INDEX notices_due_urgent ON notices (next_attempt_at)
WHERE state IN ('pending', 'retrying') AND kind <> 'confirm'
      AND NOT (kind = 'newsletter' AND subscription_id IS NOT NULL);
CREATE INDEX notices_due_confirms ON notices (next_attempt_at)
WHERE state IN ('pending', 'retrying') AND kind = 'confirm';
CREATE INDEX notices_confirms_sent ON notices (sent_at)
WHERE kind = 'confirm' AND state = 'sent';
-- A message waiting for the owner to mend the mail settings is found at once when they do.
CREATE INDEX notices_waiting_fix ON notices (error_kind)
WHERE state = 'retrying' AND error_kind IN ('authFailed', 'connectionRefused', 'tls', 'timeout');
