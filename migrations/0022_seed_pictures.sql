-- The pictures the seed's posts and case studies came with (shipped in the app under
-- /images/) are library items too, so one replaced by an upload can be chosen again
-- (docs/decisions-spec.md §18). They have no files in the data folder: removing one from the
-- library removes its row only.
CREATE TABLE seed_pictures (
    id         TEXT PRIMARY KEY NOT NULL,
    url        TEXT NOT NULL UNIQUE CHECK (url LIKE '/images/%.svg'),
    alt_vi     TEXT NOT NULL,
    alt_en     TEXT NOT NULL,
    width      INTEGER NOT NULL,
    height     INTEGER NOT NULL,
    bytes      INTEGER NOT NULL,
    -- Older than any upload: the library lists them last.
    created_at TEXT NOT NULL DEFAULT '2026-01-01T00:00:00.000Z'
);

INSERT INTO seed_pictures (id, url, alt_vi, alt_en, width, height, bytes) VALUES
  ('seed-bonded-warehouse-cash-flow-for-importers',
   '/images/blog/bonded-warehouse-cash-flow-for-importers.svg',
   'Minh họa kho ngoại quan giúp nhà nhập khẩu giữ dòng tiền',
   'Illustration: a bonded warehouse easing an importer''s cash flow', 800, 450, 1638),
  ('seed-cai-mep-or-cat-lai-port-choice',
   '/images/blog/cai-mep-or-cat-lai-port-choice.svg',
   'Minh họa cảng container Cái Mép và Cát Lái',
   'Illustration: the container ports of Cai Mep and Cat Lai', 800, 450, 1670),
  ('seed-demurrage-detention-hidden-costs',
   '/images/blog/demurrage-detention-hidden-costs.svg',
   'Minh họa container nằm chờ ở cảng, nguồn gốc phí lưu container và lưu bãi',
   'Illustration: containers waiting at the port, where demurrage and detention come from', 800, 450, 1897),
  ('seed-evfta-rules-of-origin-eur1-mistakes',
   '/images/blog/evfta-rules-of-origin-eur1-mistakes.svg',
   'Minh họa chứng nhận xuất xứ EUR.1 theo hiệp định EVFTA',
   'Illustration: an EUR.1 certificate of origin under the EVFTA', 800, 450, 1673),
  ('seed-fruit-cold-chain-to-china-via-lang-son',
   '/images/blog/fruit-cold-chain-to-china-via-lang-son.svg',
   'Minh họa xe container lạnh chở trái cây qua cửa khẩu Lạng Sơn',
   'Illustration: a reefer truck taking fruit through the Lang Son border gate', 800, 450, 1978),
  ('seed-hung-thinh-electronics-inbound-components',
   '/images/case-studies/hung-thinh-electronics-inbound-components.svg',
   'Minh họa linh kiện điện tử nhập về nhà máy Hưng Thịnh',
   'Illustration: electronic components arriving at the Hung Thinh plant', 800, 450, 1742),
  ('seed-kim-ngan-seafood-eu-cold-chain',
   '/images/case-studies/kim-ngan-seafood-eu-cold-chain.svg',
   'Minh họa chuỗi lạnh đưa hải sản Kim Ngân sang châu Âu',
   'Illustration: the cold chain taking Kim Ngan seafood to Europe', 800, 450, 1552),
  ('seed-moc-phat-furniture-demurrage-detention',
   '/images/case-studies/moc-phat-furniture-demurrage-detention.svg',
   'Minh họa container đồ gỗ Mộc Phát tại cảng',
   'Illustration: Moc Phat furniture containers at the port', 800, 450, 1306);
