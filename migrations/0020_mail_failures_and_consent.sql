-- The Mail screen names why a delivery failed in the owner's language (docs/decisions-spec.md
-- §17): the kind of the last failure ('connectionRefused', 'authFailed', 'tls',
-- 'recipientRefused', 'timeout', 'other', or 'cancelled' when the owner stopped it), read
-- from the SMTP library's error when it happened; `last_error` keeps the raw text beneath.
ALTER TABLE notices ADD COLUMN error_kind TEXT;
-- A subscription's confirmation e-mails, found without reading the whole outbox (a second
-- subscription within minutes gets no second e-mail).
CREATE INDEX notices_subscription ON notices (subscription_id, kind, created_at)
    WHERE subscription_id IS NOT NULL;

-- Double opt-in (docs/decisions-spec.md §17): the privacy page says what a subscription now keeps
-- (the words shown, the confirmation) and that an unconfirmed one is deleted after 7 days.
-- Only the sentence as 0006 wrote it is replaced: an owner's own words stay.
UPDATE pages SET body_vi = replace(body_vi,
    'Đăng ký bản tin: địa chỉ e-mail, ngôn ngữ bạn chọn, trang nơi bạn đăng ký và thời điểm đăng ký.',
    'Đăng ký bản tin: địa chỉ e-mail, ngôn ngữ bạn chọn, trang nơi bạn đăng ký, lời đồng ý hiển thị bên ô đăng ký, thời điểm đăng ký và thời điểm bạn xác nhận qua liên kết trong email xác nhận. Đăng ký chưa được xác nhận trong 7 ngày sẽ bị xóa.')
WHERE slug = 'privacy';
UPDATE pages SET body_en = replace(body_en,
    'Newsletter: your e-mail address, the language you chose, the page you signed up on and when you signed up.',
    'Newsletter: your e-mail address, the language you chose, the page you signed up on, the words shown beside the sign-up box, when you signed up and when you confirmed through the link in the confirmation e-mail. A sign-up not confirmed within 7 days is deleted.')
WHERE slug = 'privacy';
