-- A test e-mail is how the owner checks the mail server: it goes before every other
-- message, even while the sender waits for the settings to be mended (docs/decisions-spec.md
-- §21), so the Mail screen answers the owner's question at once. Read through its own index.
CREATE INDEX notices_due_tests ON notices (next_attempt_at)
WHERE state IN ('pending', 'retrying') AND kind = 'test';
