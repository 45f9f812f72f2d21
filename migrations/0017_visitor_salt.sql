-- The day's visitor salt survives a restart within the day (docs/decisions-spec.md §16): one row,
-- today's (Vietnam's calendar day number), deleted when the next day's salt is made or the
-- recorder's maintenance (every minute) finds it past, and left
-- out of backups. `IF NOT EXISTS`: the privacy text's test runs this file again.
CREATE TABLE IF NOT EXISTS insight_salt (
    day  INTEGER PRIMARY KEY,
    salt BLOB NOT NULL CHECK (length(salt) = 32)
);

-- The privacy page said the salt lived in memory only; it now says where it is kept. Only
-- the sentence as 0012 wrote it is replaced: an owner's own words stay.
UPDATE pages SET body_vi = replace(body_vi,
    'một giá trị ngẫu nhiên chỉ dùng trong ngày đó, chỉ nằm trong bộ nhớ và bị xóa khi hết ngày.',
    'một giá trị ngẫu nhiên chỉ dùng trong ngày đó. Giá trị này được giữ trong cơ sở dữ liệu của máy chủ để việc khởi động lại trong ngày không đếm bạn hai lần, không có trong bản sao lưu và bị xóa khi hết ngày.')
WHERE slug = 'privacy';
UPDATE pages SET body_en = replace(body_en,
    'a random value used for that day only, kept in memory only and deleted when the day ends.',
    'a random value used for that day only. That value is kept in the server''s database so that a restart during the day does not count you twice, is left out of backups and is deleted when the day ends.')
WHERE slug = 'privacy';
