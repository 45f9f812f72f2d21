//! Each post's and case study's own share picture (og:image), per language
//! (docs/decisions-spec.md §18): its title and the company's name in the site's font (Be Vietnam
//! Pro, the same files the app ships), 1200×630 PNG, drawn in the server with resvg.
//!
//! Drawn when first asked for, not at save time: the picture shows the company's name, so a
//! save of the settings would otherwise redraw every item, a cost growing with the site. Its
//! address carries a hash of what it shows (`/og/blog/<slug>/<lang>-<hash>.png`), so it
//! changes with the title or the name and can be cached forever. Drawn pictures are kept in
//! `<data-dir>/share`, one folder per item holding at most its current picture per language
//! (a new one replaces the older), and folders of items no longer published are dropped at
//! start: the cache stays the size of the site. One picture is drawn at a time, and a
//! request finding its picture drawn while it waited reads it, so each change is drawn once.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock};

use sha2::{Digest, Sha256};

use crate::kernel::language::Language;
use crate::pages::published::{Detail, Published, Section};

pub const WIDTH: u32 = 1200;
pub const HEIGHT: u32 = 630;
/// Moves when the drawing changes, so the addresses of pictures drawn before change too.
const DRAWING: &str = "1";
const FAMILY: &str = "Be Vietnam Pro";
const LEFT: f32 = 80.0;
const TEXT_WIDTH: f32 = 1040.0;
/// The title's sizes, largest first: the first at which it fits in three lines is used; at
/// the last, a longer title is cut with an ellipsis.
const TITLE_SIZES: [f32; 3] = [68.0, 58.0, 50.0];
const MAX_LINES: usize = 3;
const NAME_SIZE: f32 = 34.0;

/// The site's font, as the app ships it: fontsource's three subsets of Be Vietnam Pro
/// (the app's `unicode-range`s), in WOFF, which fontdb does not read, so each is unpacked
/// once. A run of text is drawn in the subset that holds its letters ([`runs`]): usvg's own
/// fallback between faces gives up on a run mixing letters of two subsets.
struct Fonts {
    db: Arc<resvg::usvg::fontdb::Database>,
    /// The face of each subset and weight, by the family name [`runs`] writes.
    faces: std::collections::HashMap<(String, u16), resvg::usvg::fontdb::ID>,
}

static FONTS: LazyLock<Fonts> = LazyLock::new(|| {
    macro_rules! face {
        ($file:literal) => {
            include_bytes!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-",
                $file,
                "-normal.woff"
            ))
            .as_slice()
        };
    }
    let mut db = resvg::usvg::fontdb::Database::new();
    let mut faces = std::collections::HashMap::new();
    for (subset, weight, woff) in [
        ("latin", 400, face!("latin-400")),
        ("latin", 700, face!("latin-700")),
        ("vietnamese", 400, face!("vietnamese-400")),
        ("vietnamese", 700, face!("vietnamese-700")),
        ("latin-ext", 400, face!("latin-ext-400")),
        ("latin-ext", 700, face!("latin-ext-700")),
    ] {
        let sfnt = sfnt_of_woff(woff).expect("the shipped font files are WOFF");
        let ids = db.load_font_source(resvg::usvg::fontdb::Source::Binary(Arc::new(sfnt)));
        faces.insert((family_of(subset), weight), ids[0]);
    }
    Fonts {
        db: Arc::new(db),
        faces,
    }
});

fn family_of(subset: &str) -> String {
    format!("{FAMILY} {subset}")
}

/// The subset of the site's font holding `c` (fontsource's `unicode-range`s).
fn subset_of(c: char) -> &'static str {
    let vietnamese = [
        (0x102, 0x103),
        (0x110, 0x111),
        (0x128, 0x129),
        (0x168, 0x169),
        (0x1A0, 0x1A1),
        (0x1AF, 0x1B0),
        (0x300, 0x301),
        (0x303, 0x304),
        (0x308, 0x309),
        (0x323, 0x323),
        (0x329, 0x329),
        (0x1EA0, 0x1EF9),
        (0x20AB, 0x20AB),
    ];
    let code = u32::from(c);
    if vietnamese.iter().any(|&(a, b)| (a..=b).contains(&code)) {
        "vietnamese"
    } else if code <= 0xFF
        || (0x2000..=0x206F).contains(&code)
        || [0x131, 0x152, 0x153, 0x20AC, 0x2122, 0x2212].contains(&code)
    {
        "latin"
    } else {
        "latin-ext"
    }
}

/// Whether the site's font holds every letter of `text` (its three subsets' `unicode-range`s).
/// The font is kept to these subsets (about 100 kB) rather than adding CJK and emoji fonts of
/// many megabytes to the binary: a title it cannot draw gets the site's own picture.
pub fn drawable(text: &str) -> bool {
    text.chars().all(|c| {
        let code = u32::from(c);
        c.is_whitespace()
            || code <= 0x24F
            || code == 0x259
            || (0x2B0..=0x36F).contains(&code)
            || (0x1EA0..=0x1EF9).contains(&code)
            || (0x2000..=0x206F).contains(&code)
            || (0x20A0..=0x20C0).contains(&code)
            || [
                0x2113, 0x2122, 0x2191, 0x2193, 0x2212, 0x2215, 0xFEFF, 0xFFFD,
            ]
            .contains(&code)
            || (0x2C60..=0x2C7F).contains(&code)
            || (0xA720..=0xA7FF).contains(&code)
    })
}

/// `text` cut into runs, each of letters one subset holds.
fn runs(text: &str) -> Vec<(&'static str, String)> {
    let mut out: Vec<(&'static str, String)> = Vec::new();
    for c in text.chars() {
        // A combining mark stays with its letter.
        let subset = match out.last_mut() {
            Some((current, run))
                if ('\u{300}'..='\u{36f}').contains(&c) || subset_of(c) == *current =>
            {
                run.push(c);
                continue;
            }
            _ => subset_of(c),
        };
        out.push((subset, c.to_string()));
    }
    out
}

/// A letter each subset holds, put around a run to measure its advance.
fn marker(subset: &str) -> char {
    match subset {
        "vietnamese" => 'Đ',
        "latin-ext" => 'Ā',
        _ => 'H',
    }
}

/// A WOFF 1.0 file as the OpenType file it wraps (W3C WOFF 1.0 §4–5): each table inflated
/// (zlib) when stored smaller, laid out again behind an sfnt table directory. No library
/// here reads WOFF, and the format is this small.
fn sfnt_of_woff(woff: &[u8]) -> Option<Vec<u8>> {
    let u32_at = |at: usize| -> Option<u32> {
        Some(u32::from_be_bytes(woff.get(at..at + 4)?.try_into().ok()?))
    };
    if woff.get(..4)? != b"wOFF" {
        return None;
    }
    let flavor = u32_at(4)?;
    let tables = usize::from(u16::from_be_bytes(woff.get(12..14)?.try_into().ok()?));
    let mut data = Vec::with_capacity(tables);
    for i in 0..tables {
        let entry = 44 + i * 20;
        let (tag, offset, compressed, length, checksum) = (
            u32_at(entry)?,
            u32_at(entry + 4)? as usize,
            u32_at(entry + 8)? as usize,
            u32_at(entry + 12)? as usize,
            u32_at(entry + 16)?,
        );
        let stored = woff.get(offset..offset.checked_add(compressed)?)?;
        let table = if compressed < length {
            let mut out = Vec::with_capacity(length);
            flate2::read::ZlibDecoder::new(stored)
                .read_to_end(&mut out)
                .ok()?;
            out
        } else {
            stored.to_vec()
        };
        data.push((tag, checksum, table));
    }
    let count = u16::try_from(tables).ok()?;
    let power = 1u16 << (15 - count.max(1).leading_zeros());
    let mut out = Vec::new();
    out.extend(flavor.to_be_bytes());
    out.extend(count.to_be_bytes());
    out.extend((power * 16).to_be_bytes());
    out.extend((power.trailing_zeros() as u16).to_be_bytes());
    out.extend((count * 16 - power * 16).to_be_bytes());
    let mut offset = 12 + 16 * tables;
    for (tag, checksum, table) in &data {
        out.extend(tag.to_be_bytes());
        out.extend(checksum.to_be_bytes());
        out.extend(u32::try_from(offset).ok()?.to_be_bytes());
        out.extend(u32::try_from(table.len()).ok()?.to_be_bytes());
        offset += table.len().next_multiple_of(4);
    }
    for (_, _, table) in &data {
        out.extend(table);
        out.resize(out.len().next_multiple_of(4), 0);
    }
    Some(out)
}

fn options() -> resvg::usvg::Options<'static> {
    let fonts = &*FONTS;
    resvg::usvg::Options {
        font_family: family_of("latin"),
        fontdb: fonts.db.clone(),
        font_resolver: resvg::usvg::FontResolver {
            select_font: Box::new(|font, _| {
                let weight = if font.weight() >= 600 { 700 } else { 400 };
                font.families().iter().find_map(|family| match family {
                    resvg::usvg::FontFamily::Named(name) => {
                        fonts.faces.get(&(name.clone(), weight)).copied()
                    }
                    _ => None,
                })
            }),
            // Each run names the face holding its letters (see `single_face_text`).
            select_fallback: Box::new(|_, _, _| None),
        },
        ..resvg::usvg::Options::default()
    }
}

/// One text element of one face: usvg shapes a text chunk with every face its spans name
/// and merges the results, which mixes up (or panics on) subsets that cluster a letter
/// differently, so every run is a chunk of its own, placed by the advances measured here.
fn single_face_text(subset: &str, text: &str, size: f32, weight: u16, x: f32, y: f32) -> String {
    format!(
        "<text x=\"{x:.1}\" y=\"{y:.1}\" font-family=\"{}\" font-size=\"{size}\" font-weight=\"{weight}\" xml:space=\"preserve\">{}</text>",
        family_of(subset),
        xml(text)
    )
}

/// Text widths, measured by laying the text out with usvg, kept for one picture.
#[derive(Default)]
struct Measure {
    /// The advance of a run at 1 px, by subset, weight and text.
    advances: std::cell::RefCell<std::collections::HashMap<(&'static str, u16, String), f32>>,
}

impl Measure {
    /// The advance of a run of one subset: the width of the run between two markers less
    /// the markers' own (a bounding box is the ink's, which would drop the spaces).
    fn advance(&self, subset: &'static str, text: &str, size: f32, weight: u16) -> f32 {
        let key = (subset, weight, text.to_owned());
        if let Some(advance) = self.advances.borrow().get(&key) {
            return advance * size;
        }
        let ink = |text: &str| {
            let svg = format!(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20000\" height=\"400\">{}</svg>",
                single_face_text(subset, text, 100.0, weight, 0.0, 200.0)
            );
            resvg::usvg::Tree::from_str(&svg, &options())
                .map(|tree| tree.root().bounding_box().width())
                .unwrap_or(f32::MAX / 1e6)
        };
        let m = marker(subset);
        let advance = (ink(&format!("{m}{text}{m}")) - ink(&format!("{m}{m}"))) / 100.0;
        self.advances.borrow_mut().insert(key, advance);
        advance * size
    }

    /// The width of `text` at `size` px in `weight`.
    fn width(&self, text: &str, size: f32, weight: u16) -> f32 {
        runs(text)
            .iter()
            .map(|(subset, run)| self.advance(subset, run, size, weight))
            .sum()
    }

    /// `text` as lines of at most `max` px at `size`: words kept whole unless one alone
    /// is wider than a line (then it is broken between letters). Stops past `limit` lines.
    fn wrap(&self, text: &str, size: f32, weight: u16, max: f32, limit: usize) -> Vec<String> {
        let mut lines: Vec<String> = Vec::new();
        let mut line = String::new();
        for word in text.split_whitespace() {
            let joined = if line.is_empty() {
                word.to_owned()
            } else {
                format!("{line} {word}")
            };
            if self.width(&joined, size, weight) <= max {
                line = joined;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            if lines.len() > limit {
                return lines;
            }
            if self.width(word, size, weight) <= max {
                line = word.to_owned();
            } else {
                for c in word.chars() {
                    line.push(c);
                    if self.width(&line, size, weight) > max {
                        line.pop();
                        lines.push(std::mem::replace(&mut line, c.to_string()));
                    }
                }
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
        lines
    }

    /// `text` in at most `lines` lines of `max` px: at the largest of `sizes` it fits in,
    /// else at the smallest with the last line cut short by an ellipsis.
    fn fit(
        &self,
        text: &str,
        sizes: &[f32],
        weight: u16,
        max: f32,
        lines: usize,
    ) -> (f32, Vec<String>) {
        for &size in sizes {
            let wrapped = self.wrap(text, size, weight, max, lines);
            if wrapped.len() <= lines {
                return (size, wrapped);
            }
        }
        let size = *sizes.last().expect("at least one size");
        let mut wrapped = self.wrap(text, size, weight, max, lines);
        wrapped.truncate(lines);
        let last = wrapped.last_mut().expect("a text too long has lines");
        // Whole words first; letters only when the first word alone is too wide.
        let words: Vec<&str> = last.split(' ').collect();
        for n in (1..words.len()).rev() {
            let candidate = format!(
                "{}…",
                words[..n].join(" ").trim_end_matches([',', ':', ';'])
            );
            if self.width(&candidate, size, weight) <= max {
                *last = candidate;
                return (size, wrapped);
            }
        }
        let mut cut: Vec<char> = last.chars().collect();
        while !cut.is_empty() {
            let candidate = format!("{}…", cut.iter().collect::<String>().trim_end());
            if self.width(&candidate, size, weight) <= max {
                *last = candidate;
                return (size, wrapped);
            }
            cut.pop();
        }
        *last = "…".to_owned();
        (size, wrapped)
    }

    /// One line of text at (`x`, `y`): each run its own text element, placed after the
    /// previous run's advance.
    fn line(&self, text: &str, size: f32, weight: u16, fill: &str, x: f32, y: f32) -> String {
        let mut x = x;
        let mut out = format!("<g fill=\"{fill}\">");
        for (subset, run) in runs(text) {
            out.push_str(&single_face_text(subset, &run, size, weight, x, y));
            x += self.advance(subset, &run, size, weight);
        }
        out.push_str("</g>");
        out
    }
}

fn xml(text: &str) -> String {
    super::seo::escape(text)
}

/// What a share picture shows.
pub struct Card<'a> {
    pub title: &'a str,
    pub company: &'a str,
    pub section: Section,
    pub lang: Language,
}

impl Card<'_> {
    /// The picture as SVG (text wrapped and fitted here, so rasterizing only draws it).
    pub fn svg(&self) -> String {
        let measure = Measure::default();
        let (size, lines) = measure.fit(self.title, &TITLE_SIZES, 700, TEXT_WIDTH, MAX_LINES);
        let (_, name) = measure.fit(self.company, &[NAME_SIZE], 400, TEXT_WIDTH, 1);
        // Only the lists whose registry entry names a label get drawn pictures.
        let label = self
            .section
            .details()
            .and_then(|d| d.share.as_ref())
            .map_or("", |share| self.lang.pick(share.label_vi, share.label_en));
        let line_height = size * 1.18;
        // The title block sits in the middle of the space between the label and the name.
        let top = 170.0 + (300.0 - line_height * lines.len() as f32) / 2.0 + size * 0.95;
        let title: String = lines
            .iter()
            .enumerate()
            .map(|(i, line)| {
                let y = top + line_height * i as f32;
                measure.line(line, size, 700, "#ffffff", LEFT, y)
            })
            .collect();
        format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f2a47"/><stop offset="0.55" stop-color="#123a5e"/><stop offset="1" stop-color="#174a77"/></linearGradient></defs><rect width="{WIDTH}" height="{HEIGHT}" fill="url(#bg)"/><rect x="{LEFT}" y="72" width="72" height="12" rx="6" fill="#0d9488"/><rect x="164" y="72" width="24" height="12" rx="6" fill="#5eead4"/>{label}{title}{name}<rect x="{LEFT}" y="574" width="{TEXT_WIDTH}" height="8" rx="4" fill="#0d9488"/></svg>"##,
            label = measure.line(label, 30.0, 400, "#5eead4", LEFT, 146.0),
            name = measure.line(
                name.first().map_or("", String::as_str),
                NAME_SIZE,
                400,
                "#cbd5e1",
                LEFT,
                540.0
            ),
        )
    }

    /// The picture as PNG.
    pub fn png(&self) -> anyhow::Result<Vec<u8>> {
        rasterize(&self.svg(), WIDTH, HEIGHT)
    }
}

/// An SVG drawn as a `width`×`height` PNG (scaled to fit).
pub fn rasterize(svg: &str, width: u32, height: u32) -> anyhow::Result<Vec<u8>> {
    let tree = resvg::usvg::Tree::from_str(svg, &options())?;
    let mut pixmap = resvg::tiny_skia::Pixmap::new(width, height)
        .ok_or_else(|| anyhow::anyhow!("an empty picture"))?;
    let size = tree.size();
    let scale = (width as f32 / size.width()).min(height as f32 / size.height());
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap.encode_png()?)
}

fn short_hash(parts: &[&str]) -> String {
    let mut hasher = Sha256::new();
    for part in parts {
        hasher.update(part.as_bytes());
        hasher.update([0]);
    }
    hex::encode(&hasher.finalize()[..8])
}

/// Whether `detail` gets a drawn share picture: posts and case studies without a picture
/// of their own (`own` says whether it has one a network can show).
pub fn drawn_for(detail: &Detail, own: bool) -> bool {
    !own && drawn(detail.section)
}

/// Whether `section`'s items without a picture get a drawn one (its registry entry's `share`).
fn drawn(section: Section) -> bool {
    section.details().is_some_and(|d| d.share.is_some())
}

/// The path of `detail`'s drawn picture in `lang`: it changes with what the picture shows.
pub fn path(detail: &Detail, lang: Language, company: &str) -> String {
    let hash = short_hash(&[DRAWING, lang.code(), detail.title(lang), company]);
    format!(
        "/og{}/{}/{}-{hash}.png",
        detail.section.path(),
        detail.slug,
        lang.code()
    )
}

/// A request path naming a drawn picture: the item's path and the file's language.
pub fn parse(path: &str) -> Option<(String, Language)> {
    let rest = path.strip_prefix("/og/")?;
    let mut parts = rest.split('/');
    let (section, slug, file) = (parts.next()?, parts.next()?, parts.next()?);
    let drawn_here = Section::ALL
        .into_iter()
        .any(|s| drawn(s) && s.path().strip_prefix('/') == Some(section));
    if parts.next().is_some() || !drawn_here || slug.is_empty() {
        return None;
    }
    let lang = Language::parse(file.split_once('-')?.0)?;
    Some((format!("/{section}/{slug}"), lang))
}

/// The drawn pictures kept on disk (see the module's comment).
pub struct SharePictures {
    dir: PathBuf,
    drawing: tokio::sync::Mutex<()>,
}

impl SharePictures {
    /// Pictures in `<data_dir>/share`; folders of items not in `published` are removed.
    pub fn new(data_dir: &Path, published: &Published) -> Self {
        let pictures = SharePictures {
            dir: data_dir.join("share"),
            drawing: tokio::sync::Mutex::new(()),
        };
        let kept: std::collections::HashSet<String> = Section::ALL
            .into_iter()
            .filter(|section| drawn(*section))
            .flat_map(|section| published.section(section))
            .map(|detail| pictures.folder_name(&detail.path()))
            .collect();
        if let Ok(entries) = std::fs::read_dir(&pictures.dir) {
            for entry in entries.flatten() {
                let name = entry.file_name().to_string_lossy().into_owned();
                if !kept.contains(&name) {
                    let _ = std::fs::remove_dir_all(entry.path());
                }
            }
        }
        pictures
    }

    /// One folder per item, named by a hash: a slug never becomes a file name.
    fn folder_name(&self, item_path: &str) -> String {
        short_hash(&[item_path])
    }

    /// The PNG of the picture of `title` and `company` for the item at `item_path`,
    /// `file` being the requested file name (which carries the hash of what it shows):
    /// read when drawn, drawn otherwise (off the executor, one at a time).
    pub async fn picture(
        &self,
        item_path: &str,
        file: &str,
        section: Section,
        lang: Language,
        title: String,
        company: String,
    ) -> anyhow::Result<Vec<u8>> {
        let folder = self.dir.join(self.folder_name(item_path));
        let target = folder.join(file);
        if let Ok(png) = tokio::fs::read(&target).await {
            return Ok(png);
        }
        let _drawing = self.drawing.lock().await;
        if let Ok(png) = tokio::fs::read(&target).await {
            return Ok(png);
        }
        let name = file.to_owned();
        tokio::task::spawn_blocking(move || -> anyhow::Result<Vec<u8>> {
            let card = Card {
                title: &title,
                company: &company,
                section,
                lang,
            };
            let png = card.png()?;
            std::fs::create_dir_all(&folder)?;
            // The item's older picture in this language is replaced, not kept beside it.
            let prefix = format!("{}-", lang.code());
            for entry in std::fs::read_dir(&folder)?.flatten() {
                let old = entry.file_name().to_string_lossy().into_owned();
                if old.starts_with(&prefix) && old != name {
                    let _ = std::fs::remove_file(entry.path());
                }
            }
            let partial = folder.join(format!("{name}.partial"));
            std::fs::write(&partial, &png)?;
            std::fs::rename(&partial, folder.join(&name))?;
            Ok(png)
        })
        .await?
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(title: &str, lang: Language) -> Card<'_> {
        Card {
            title,
            company: "Tradelane",
            section: Section::BLOG,
            lang,
        }
    }

    /// `text` drawn in `weight`.
    fn drawn(text: &str, weight: u16) -> Vec<u8> {
        let svg = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1600\" height=\"60\">{}</svg>",
            Measure::default().line(text, 20.0, weight, "#000", 5.0, 45.0)
        );
        rasterize(&svg, 1600, 60).unwrap()
    }

    // One test per weight: each draws its sentence once per letter, seconds in a debug
    // build, and the two run side by side.
    #[test]
    fn every_vietnamese_letter_is_drawn_among_others_in_regular() {
        every_letter_is_drawn(400);
    }

    #[test]
    fn every_vietnamese_letter_is_drawn_among_others_in_bold() {
        every_letter_is_drawn(700);
    }

    /// A letter the font lacks draws nothing, as a private-use character does: each letter,
    /// in its sentence, draws differently from that character in its place.
    fn every_letter_is_drawn(weight: u16) {
        let text = "Chi phí lưu bãi tại cảng Cát Lái: Dự án Đường biển đi năm nay, những ưu/nhược điểm ữ ỹ ặ ờ ổ Ơ";
        let whole = drawn(text, weight);
        let chars: Vec<char> = text.chars().collect();
        for (i, c) in chars.iter().enumerate().filter(|(_, c)| !c.is_whitespace()) {
            let mut blanked = chars.clone();
            blanked[i] = '\u{e000}';
            let blanked: String = blanked.into_iter().collect();
            assert_ne!(drawn(&blanked, weight), whole, "{c} at {weight}");
        }
        // The check sees a letter the font lacks.
        assert_eq!(drawn("ab\u{4e2d}", weight), drawn("ab\u{e000}", weight));
    }

    #[test]
    fn titles_the_font_cannot_draw_are_told_apart() {
        for title in [
            "Cước biển Á–Âu 2027: giảm 12%",
            "Ocean freight €2,450 — “quotes”",
            "Łódź – Hải Phòng",
        ] {
            assert!(drawable(title), "{title}");
        }
        for title in [
            "上海到胡志明市的海运",
            "부산 항구",
            "東京 → Cát Lái",
            "Tết 🚢 sale",
            "Москва",
        ] {
            assert!(!drawable(title), "{title}");
        }
        // What `drawable` admits is drawn: each such letter draws unlike a missing one.
        for c in ['Ł', 'ő', 'ệ', '€', '—', '“'] {
            assert_ne!(
                drawn(&format!("ab{c}"), 400),
                drawn("ab\u{e000}", 400),
                "{c}"
            );
        }
    }

    #[test]
    fn diacritics_are_drawn() {
        // The same letters with and without their marks draw differently; with a missing
        // glyph both would be the same empty boxes.
        let marked = rasterize(&card("Ở đây", Language::Vi).svg(), 600, 315).unwrap();
        let plain = rasterize(&card("O day", Language::Vi).svg(), 600, 315).unwrap();
        assert_ne!(marked, plain);
        assert!(Measure::default().width("Ở đây", 68.0, 700) > 50.0);
    }

    #[test]
    fn a_long_title_wraps_to_three_lines_and_ends_with_an_ellipsis() {
        let m = Measure::default();
        let short = m.fit("Cát Lái", &TITLE_SIZES, 700, TEXT_WIDTH, MAX_LINES);
        assert_eq!(short, (68.0, vec!["Cát Lái".to_owned()]));
        let long = "Chi phí lưu container và lưu bãi tại cảng Cát Lái: cách tính, cách tránh và những điều khoản cần thương lượng với hãng tàu trước khi ký hợp đồng vận chuyển cho cả năm";
        let (size, lines) = m.fit(long, &TITLE_SIZES, 700, TEXT_WIDTH, MAX_LINES);
        assert_eq!(size, 50.0);
        assert_eq!(lines.len(), 3);
        assert!(lines[2].ends_with('…'), "{lines:?}");
        assert!(lines.iter().all(|l| m.width(l, size, 700) <= TEXT_WIDTH));
        let medium = "Chi phí lưu container và lưu bãi tại cảng Cát Lái: cách tính và cách tránh";
        let (size, lines) = m.fit(medium, &TITLE_SIZES, 700, TEXT_WIDTH, MAX_LINES);
        assert!(
            lines.len() <= 3 && !lines.concat().contains('…'),
            "{size} {lines:?}"
        );
        let word = "A".repeat(80);
        let (_, lines) = m.fit(&word, &TITLE_SIZES, 700, TEXT_WIDTH, MAX_LINES);
        assert!(lines.len() <= 3);
    }

    #[test]
    fn the_picture_is_1200_by_630_and_speaks_its_language() {
        let svg = text_of(&card("Cảng nào cho hàng của bạn?", Language::Vi).svg());
        assert!(svg.contains("|Blog logistics|"), "{svg}");
        assert!(svg.contains("|Cảng nào cho hàng của bạn?|"), "{svg}");
        assert!(svg.contains("|Tradelane|"));
        let svg = text_of(&card("Which port for your cargo?", Language::En).svg());
        assert!(svg.contains("|Logistics blog|"));
        assert!(svg.contains("|Which port for your cargo?|"));
        let png = card("A <title> & \"quotes\"", Language::En).png().unwrap();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        assert_eq!(u32::from_be_bytes(png[16..20].try_into().unwrap()), 1200);
        assert_eq!(u32::from_be_bytes(png[20..24].try_into().unwrap()), 630);
    }

    /// The text of each line of an SVG (its runs joined), between bars.
    fn text_of(svg: &str) -> String {
        let mut out = String::from("|");
        for element in svg.split("<g ").skip(1) {
            let element = element.split("</g>").next().unwrap_or_default();
            let element = element.split_once('>').map_or("", |(_, inner)| inner);
            let mut inside = false;
            for c in element.chars() {
                match c {
                    '<' => inside = true,
                    '>' => inside = false,
                    c if !inside => out.push(c),
                    _ => {}
                }
            }
            out.push('|');
        }
        out
    }

    #[test]
    fn paths_name_the_item_and_language() {
        assert_eq!(
            parse("/og/blog/cat-lai/vi-0123.png"),
            Some(("/blog/cat-lai".to_owned(), Language::Vi))
        );
        assert_eq!(
            parse("/og/case-studies/x/en-0123.png"),
            Some(("/case-studies/x".to_owned(), Language::En))
        );
        assert_eq!(parse("/og/blog.png"), None);
        assert_eq!(parse("/og/services/x/vi-1.png"), None);
        assert_eq!(parse("/og/blog/x/y/vi-1.png"), None);
    }
}
