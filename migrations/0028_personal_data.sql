-- Personal data as Vietnam's law asks (docs/decisions-spec.md §27; Law 91/2025/QH15).

-- The consent statements the contact form and the newsletter boxes show, one row per
-- version (never edited: a new wording is a new version), so each enquiry and subscription
-- proves which words its sender agreed to.
CREATE TABLE consent_statements (
    version    INTEGER PRIMARY KEY,
    text_vi    TEXT NOT NULL,
    text_en    TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    -- The owner who wrote it; NULL for the first wording shipped with the site.
    created_by TEXT
);
INSERT INTO consent_statements (version, text_vi, text_en) VALUES (1,
    'Tôi đồng ý để công ty lưu và xử lý dữ liệu cá nhân tôi cung cấp (họ tên, e-mail, số điện thoại, nội dung) nhằm trả lời yêu cầu của tôi, như Chính sách bảo mật mô tả. Tôi có thể xem, sửa, xóa dữ liệu này hoặc rút lại sự đồng ý bất cứ lúc nào tại trang "Dữ liệu cá nhân của bạn".',
    'I agree that the company keeps and processes the personal data I give (name, e-mail, phone, message) to answer my request, as the Privacy policy describes. I may see, correct or erase it, or withdraw my consent, at any time on the "Your personal data" page.');

-- Each enquiry and subscription keeps the version agreed to and when.
ALTER TABLE contact_submissions ADD COLUMN consent_version INTEGER;
ALTER TABLE contact_submissions ADD COLUMN consent_at TEXT;
ALTER TABLE subscriptions ADD COLUMN consent_version INTEGER;

-- A visitor's request about an address's data. It waits 'unconfirmed' until the link
-- e-mailed to the address is opened (the SHA-256 of its token in `token_hash`): nobody can
-- ask about someone else's address. Confirmed, it is 'received' (the deadlines run from
-- `received_at`), then 'acknowledged', then 'done'. `email` becomes the address's
-- fingerprint once an erasure is done.
CREATE TABLE personal_data_requests (
    id              TEXT PRIMARY KEY NOT NULL,
    email           TEXT NOT NULL COLLATE NOCASE,
    kind            TEXT NOT NULL CHECK (kind IN ('access', 'correct', 'erase', 'withdraw')),
    message         TEXT,
    language        TEXT NOT NULL CHECK (language IN ('vi', 'en')),
    state           TEXT NOT NULL DEFAULT 'unconfirmed'
                    CHECK (state IN ('unconfirmed', 'received', 'acknowledged', 'done')),
    token_hash      TEXT UNIQUE,
    created_at      TEXT NOT NULL,
    received_at     TEXT,
    acknowledge_by  TEXT,
    due_at          TEXT,
    acknowledged_at TEXT,
    answered_at     TEXT,
    answered_by     TEXT,
    answer_note     TEXT,
    -- The last reminder sent about it: 'acknowledge' or 'complete'.
    reminded        TEXT
);
CREATE INDEX personal_data_requests_open ON personal_data_requests (due_at)
    WHERE state IN ('received', 'acknowledged');
CREATE INDEX personal_data_requests_received ON personal_data_requests (received_at)
    WHERE state <> 'unconfirmed';
CREATE INDEX personal_data_requests_unconfirmed ON personal_data_requests (created_at)
    WHERE state = 'unconfirmed';
CREATE INDEX personal_data_requests_email ON personal_data_requests (email);

-- The breach register: what happened, when it was found, whom it concerns, when (if yet)
-- it was reported to the authority.
CREATE TABLE personal_data_breaches (
    id          INTEGER PRIMARY KEY,
    what        TEXT NOT NULL,
    found_at    TEXT NOT NULL,
    concerns    TEXT NOT NULL,
    reported_at TEXT,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    created_by  TEXT NOT NULL
);
CREATE INDEX personal_data_breaches_found ON personal_data_breaches (found_at);

-- The kinds of 0026 (the team's 'invitation' and 'assigned') are kept.
-- The outbox takes three more kinds: 'privacy-confirm' (a request's confirmation link, its
-- token in `secret`), 'privacy-answer' (the answer to a request, with the access file: in
-- `secret` until sent) and 'privacy-reminder' (a deadline coming, to the notice recipients).
-- SQLite cannot change a CHECK, so the table is rebuilt; the triggers that name it are
-- dropped first (a rename checks them) and made again, as are its indexes.
DROP TRIGGER newsletter_recipient_left;
DROP TRIGGER newsletter_recipient_done;
CREATE TABLE notices_new (
    id              INTEGER PRIMARY KEY,
    kind            TEXT NOT NULL CHECK (kind IN ('enquiry', 'test', 'security', 'reset',
                                                  'confirm', 'digest', 'newsletter',
                                                  'invitation', 'assigned',
                                                  'privacy-confirm', 'privacy-answer',
                                                  'privacy-reminder')),
    enquiry_id      TEXT REFERENCES contact_submissions (id) ON DELETE SET NULL,
    recipient       TEXT NOT NULL,
    language        TEXT NOT NULL CHECK (language IN ('vi', 'en')),
    state           TEXT NOT NULL DEFAULT 'pending'
                    CHECK (state IN ('pending', 'retrying', 'sent', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    last_error      TEXT,
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    sent_at         TEXT,
    secret          TEXT,
    newsletter_id   INTEGER,
    subscription_id TEXT,
    error_kind      TEXT
);
INSERT INTO notices_new (id, kind, enquiry_id, recipient, language, state, attempts, last_error,
                         created_at, next_attempt_at, sent_at, secret, newsletter_id,
                         subscription_id, error_kind)
SELECT id, kind, enquiry_id, recipient, language, state, attempts, last_error,
       created_at, next_attempt_at, sent_at, secret, newsletter_id, subscription_id, error_kind
FROM notices;
DROP TABLE notices;
ALTER TABLE notices_new RENAME TO notices;
CREATE INDEX notices_due ON notices (state, next_attempt_at);
CREATE INDEX notices_enquiry ON notices (enquiry_id);
CREATE INDEX notices_newsletter ON notices (newsletter_id, state) WHERE newsletter_id IS NOT NULL;
CREATE INDEX notices_subscription ON notices (subscription_id, kind, created_at)
    WHERE subscription_id IS NOT NULL;
CREATE INDEX notices_due_letters ON notices (next_attempt_at)
WHERE state IN ('pending', 'retrying') AND kind = 'newsletter' AND subscription_id IS NOT NULL;
CREATE INDEX notices_due_others ON notices (next_attempt_at)
WHERE state IN ('pending', 'retrying') AND NOT (kind = 'newsletter' AND subscription_id IS NOT NULL);
CREATE INDEX notices_letters_sent ON notices (sent_at)
WHERE kind = 'newsletter' AND subscription_id IS NOT NULL AND state = 'sent';
-- An erasure finds the address's e-mails without reading the whole outbox.
CREATE INDEX notices_recipient ON notices (recipient COLLATE NOCASE);
CREATE TRIGGER newsletter_recipient_done AFTER UPDATE OF state ON notices
WHEN NEW.newsletter_id IS NOT NULL AND NEW.subscription_id IS NOT NULL
     AND OLD.state IN ('pending', 'retrying') AND NEW.state IN ('sent', 'failed')
BEGIN
    UPDATE newsletters SET queued = queued - 1,
                           sent = sent + (NEW.state = 'sent'),
                           failed = failed + (NEW.state = 'failed')
    WHERE id = NEW.newsletter_id;
END;
CREATE TRIGGER newsletter_recipient_left AFTER DELETE ON subscriptions
BEGIN
    UPDATE newsletters SET unsubscribed = unsubscribed + 1
    WHERE id IN (SELECT newsletter_id FROM notices
                 WHERE subscription_id = OLD.id AND kind = 'newsletter' AND state = 'sent');
    UPDATE newsletters SET queued = queued - 1
    WHERE id IN (SELECT newsletter_id FROM notices
                 WHERE subscription_id = OLD.id AND kind = 'newsletter'
                   AND state IN ('pending', 'retrying'));
    DELETE FROM notices
    WHERE subscription_id = OLD.id AND kind = 'newsletter' AND state IN ('pending', 'retrying');
END;

-- The privacy page names the law in force and the page where a visitor asks. Only the
-- sentences as the site wrote them are replaced: an owner's own words stay.
UPDATE pages SET body_vi = replace(body_vi,
    'theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân và Luật Bảo vệ dữ liệu cá nhân.',
    'theo Luật Bảo vệ dữ liệu cá nhân (Luật số 91/2025/QH15, có hiệu lực từ ngày 1 tháng 1 năm 2026) và nghị định hướng dẫn thi hành.')
WHERE slug = 'privacy';
UPDATE pages SET body_en = replace(body_en,
    'under Decree 13/2023/ND-CP on personal data protection and the Law on Personal Data Protection of Vietnam.',
    'under Vietnam''s Personal Data Protection Law (Law 91/2025/QH15, in force since 1 January 2026) and its implementing decree.')
WHERE slug = 'privacy';
UPDATE pages SET body_vi = replace(body_vi,
    'Để thực hiện các quyền này, hãy gửi e-mail tới {email} với tiêu đề "Dữ liệu cá nhân", nêu rõ yêu cầu và địa chỉ e-mail bạn đã dùng khi gửi biểu mẫu. Chúng tôi có thể đề nghị bạn xác minh danh tính trước khi thực hiện, và sẽ trả lời trong thời hạn pháp luật quy định.',
    'Để thực hiện các quyền này, hãy gửi yêu cầu tại trang [Dữ liệu cá nhân của bạn](/personal-data): chúng tôi gửi một liên kết tới địa chỉ e-mail của bạn để xác nhận đó đúng là địa chỉ của bạn, xác nhận đã nhận yêu cầu trong vòng 2 ngày làm việc và trả lời trong vòng 15 ngày. Khi bạn yêu cầu xem dữ liệu, chúng tôi gửi cho bạn một tệp chứa mọi dữ liệu gắn với địa chỉ đó. Bạn cũng có thể gửi e-mail tới {email} với tiêu đề "Dữ liệu cá nhân".')
WHERE slug = 'privacy';
UPDATE pages SET body_en = replace(body_en,
    'To exercise these rights, e-mail {email} with the subject "Personal data", saying what you ask for and the e-mail address you used on the form. We may ask you to confirm your identity first, and we will answer within the time limits set by law.',
    'To exercise these rights, use the [Your personal data](/personal-data) page: we send a link to your e-mail address to confirm it is yours, acknowledge your request within 2 working days and answer it within 15 days. When you ask to see your data, we send you a file with everything held about that address. You may also e-mail {email} with the subject "Personal data".')
WHERE slug = 'privacy';
