//! From uploaded bytes to the stored variants: the type is told by the bytes alone (magic
//! numbers, then decoding), the decoder runs under limits so a small file that claims a huge
//! picture cannot eat the memory, and every variant is encoded again, which leaves the
//! original's metadata (EXIF with its GPS position, comments, colour profiles) behind.

use std::io::Cursor;

use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::{CompressionType, FilterType as PngFilter, PngEncoder};
use image::imageops::FilterType;
use image::{DynamicImage, GenericImageView, ImageDecoder, ImageError, ImageFormat, Limits};
use sha2::{Digest, Sha256};

use crate::kernel::language::Language;

/// The largest upload, in bytes.
pub const MAX_BYTES: usize = 5 * 1024 * 1024;
/// Either side, in pixels.
pub const MAX_SIDE: u32 = 8000;
/// Width times height: a 24-megapixel camera picture passes.
pub const MAX_PIXELS: u64 = 25_000_000;
/// Either side, in pixels: smaller pictures would look blurred on a card or a share.
pub const MIN_SIDE: u32 = 100;
/// What the decoder may allocate (25 megapixels of 8-bit RGBA, with room to spare).
const MAX_ALLOC: u64 = 128 * 1024 * 1024;

/// The longest side of the main picture.
pub const MAIN_SIDE: u32 = 1600;
/// The longest side of the card picture.
pub const CARD_SIDE: u32 = 800;
/// The widths of the WebP copies a page offers through `srcset` (docs/decisions-spec.md §28):
/// a phone takes 400 or 800, a wide screen 1600. A picture narrower than a width is not made
/// larger: that copy has the picture's own width.
pub const WEBP_WIDTHS: [u32; 3] = [400, 800, 1600];
/// libwebp's quality for photos: about the JPEG's look at two thirds of its size.
const WEBP_QUALITY: f32 = 78.0;
/// The share picture (Open Graph), cropped to fill.
pub const SHARE_SIZE: (u32, u32) = (1200, 630);

const JPEG_QUALITY: u8 = 84;

/// Why a file was refused, as the owner reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Not JPEG, PNG or WebP (415).
    NotAPicture(String),
    /// The right kind, but unreadable, too large or too small in pixels (400).
    Unusable(String),
}

/// The stored form of a picture: its name stem, extension and the three encoded files.
pub struct Variants {
    /// The first 32 hex digits of the SHA-256 of the uploaded bytes.
    pub hash: String,
    /// `jpg` or `png`, of the main and card files.
    pub ext: &'static str,
    pub width: u32,
    pub height: u32,
    pub main: Vec<u8>,
    pub card: Vec<u8>,
    pub share: Vec<u8>,
    /// One WebP copy per [`WEBP_WIDTHS`] entry, in that order.
    pub webp: Vec<Vec<u8>>,
}

/// The name stem of uploaded `bytes`: the same picture uploaded twice has the same one.
pub fn content_hash(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))[..32].to_owned()
}

/// The picture's type, from its first bytes only (never its name or declared type).
pub fn sniff(bytes: &[u8], lang: Language) -> Result<ImageFormat, Refusal> {
    match image::guess_format(bytes) {
        Ok(format @ (ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::WebP)) => Ok(format),
        _ => Err(Refusal::NotAPicture(
            lang.pick(
                "Chỉ nhận ảnh JPEG, PNG hoặc WebP. Tệp này không phải ảnh thuộc các định dạng đó (SVG, GIF và tài liệu đều bị từ chối).",
                "Only JPEG, PNG or WebP pictures are accepted. This file is none of them (SVG, GIF and documents are refused).",
            )
            .to_owned(),
        )),
    }
}

/// Decodes `bytes` (already sniffed as `format`) under the limits and makes the variants.
pub fn process(bytes: &[u8], format: ImageFormat, lang: Language) -> Result<Variants, Refusal> {
    let picture = decode(bytes, format, lang)?;
    let (width, height) = picture.dimensions();
    if width < MIN_SIDE || height < MIN_SIDE {
        return Err(Refusal::Unusable(match lang {
            Language::Vi => format!(
                "Ảnh quá nhỏ ({width} × {height} điểm ảnh). Mỗi cạnh cần ít nhất {MIN_SIDE} điểm ảnh."
            ),
            Language::En => format!(
                "The picture is too small ({width} × {height} pixels). Each side needs at least {MIN_SIDE} pixels."
            ),
        }));
    }
    let transparent =
        picture.color().has_alpha() && !picture.to_rgba8().pixels().all(|p| p[3] == 255);
    // A PNG is most often a drawing or a screenshot, which JPEG would smear; transparency
    // needs PNG too. Photos (JPEG, opaque WebP) stay JPEG.
    let ext = if format == ImageFormat::Png || transparent {
        "png"
    } else {
        "jpg"
    };
    let main = fit(&picture, MAIN_SIDE);
    let card = fit(&picture, CARD_SIDE);
    let share =
        flatten(&picture.resize_to_fill(SHARE_SIZE.0, SHARE_SIZE.1, FilterType::CatmullRom));
    let encode = |img: &DynamicImage| match ext {
        "png" => encode_png(img),
        _ => encode_jpeg(&flatten(img)),
    };
    let failed = |err: ImageError| {
        tracing::error!(error = %err, "picture encoding failed");
        unreadable(lang)
    };
    Ok(Variants {
        hash: content_hash(bytes),
        ext,
        width: main.width(),
        height: main.height(),
        main: encode(&main).map_err(failed)?,
        card: encode(&card).map_err(failed)?,
        share: encode_jpeg(&share).map_err(failed)?,
        webp: webp_copies(&picture),
    })
}

/// The WebP copies of `picture`, one per [`WEBP_WIDTHS`] entry. libwebp (the reference
/// encoder, through the `webp` crate) encodes lossy with alpha; the `image` crate's own WebP
/// encoder is lossless only, which makes photos larger than their JPEG.
pub fn webp_copies(picture: &DynamicImage) -> Vec<Vec<u8>> {
    WEBP_WIDTHS
        .iter()
        .map(|&width| encode_webp(&to_width(picture, width)))
        .collect()
}

/// The WebP copies made again from a stored main picture (for pictures uploaded before the
/// copies existed; see `media::webp`).
pub fn webp_copies_of_file(bytes: &[u8]) -> Result<Vec<Vec<u8>>, ImageError> {
    let format = image::guess_format(bytes)?;
    let picture = image::load_from_memory_with_format(bytes, format)?;
    Ok(webp_copies(&picture))
}

/// `picture` at most `width` pixels wide, its proportions kept; never made larger.
fn to_width(picture: &DynamicImage, width: u32) -> DynamicImage {
    if picture.width() <= width {
        return picture.clone();
    }
    let height =
        (u64::from(picture.height()) * u64::from(width) / u64::from(picture.width())).max(1) as u32;
    picture.resize_exact(width, height, FilterType::CatmullRom)
}

fn encode_webp(picture: &DynamicImage) -> Vec<u8> {
    let (width, height) = picture.dimensions();
    if picture.color().has_alpha() {
        let rgba = picture.to_rgba8();
        webp::Encoder::from_rgba(rgba.as_raw(), width, height)
            .encode(WEBP_QUALITY)
            .to_vec()
    } else {
        let rgb = picture.to_rgb8();
        webp::Encoder::from_rgb(rgb.as_raw(), width, height)
            .encode(WEBP_QUALITY)
            .to_vec()
    }
}

fn decode(bytes: &[u8], format: ImageFormat, lang: Language) -> Result<DynamicImage, Refusal> {
    let mut reader = image::ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_ALLOC);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(|err| refusal(err, lang))?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(too_large(lang));
    }
    // Phones store pictures sideways and say so in EXIF; the stored copies lose EXIF, so
    // the turn is applied to the pixels.
    let orientation = decoder.orientation().map_err(|err| refusal(err, lang))?;
    let mut picture = DynamicImage::from_decoder(decoder).map_err(|err| refusal(err, lang))?;
    picture.apply_orientation(orientation);
    Ok(picture)
}

fn refusal(err: ImageError, lang: Language) -> Refusal {
    match err {
        ImageError::Limits(_) => too_large(lang),
        _ => unreadable(lang),
    }
}

fn too_large(lang: Language) -> Refusal {
    Refusal::Unusable(match lang {
        Language::Vi => format!(
            "Ảnh có kích thước quá lớn: mỗi cạnh tối đa {MAX_SIDE} điểm ảnh và tổng cộng tối đa 25 triệu điểm ảnh."
        ),
        Language::En => format!(
            "The picture's dimensions are too large: at most {MAX_SIDE} pixels a side and 25 megapixels in all."
        ),
    })
}

fn unreadable(lang: Language) -> Refusal {
    Refusal::Unusable(
        lang.pick(
            "Không đọc được ảnh: tệp bị hỏng hoặc không đầy đủ.",
            "The picture could not be read: the file is damaged or incomplete.",
        )
        .to_owned(),
    )
}

/// The picture made smaller to fit a `side`-pixel square; never made larger.
fn fit(picture: &DynamicImage, side: u32) -> DynamicImage {
    if picture.width() <= side && picture.height() <= side {
        picture.clone()
    } else {
        picture.resize(side, side, FilterType::CatmullRom)
    }
}

/// RGB over a white background (JPEG has no transparency).
fn flatten(picture: &DynamicImage) -> DynamicImage {
    if !picture.color().has_alpha() {
        return DynamicImage::ImageRgb8(picture.to_rgb8());
    }
    let rgba = picture.to_rgba8();
    let rgb = image::RgbImage::from_fn(rgba.width(), rgba.height(), |x, y| {
        let [r, g, b, a] = rgba.get_pixel(x, y).0;
        let over = |c: u8| ((u16::from(c) * u16::from(a) + 255 * (255 - u16::from(a))) / 255) as u8;
        image::Rgb([over(r), over(g), over(b)])
    });
    DynamicImage::ImageRgb8(rgb)
}

fn encode_jpeg(picture: &DynamicImage) -> Result<Vec<u8>, ImageError> {
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY).encode_image(&picture.to_rgb8())?;
    Ok(out)
}

fn encode_png(picture: &DynamicImage) -> Result<Vec<u8>, ImageError> {
    let mut out = Vec::new();
    let encoder =
        PngEncoder::new_with_quality(&mut out, CompressionType::Best, PngFilter::Adaptive);
    if picture.color().has_alpha() {
        DynamicImage::ImageRgba8(picture.to_rgba8()).write_with_encoder(encoder)?;
    } else {
        DynamicImage::ImageRgb8(picture.to_rgb8()).write_with_encoder(encoder)?;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encoded(img: DynamicImage, format: ImageFormat) -> Vec<u8> {
        let mut out = Cursor::new(Vec::new());
        img.write_to(&mut out, format).unwrap();
        out.into_inner()
    }

    fn gradient(w: u32, h: u32) -> DynamicImage {
        DynamicImage::ImageRgb8(image::RgbImage::from_fn(w, h, |x, y| {
            image::Rgb([(x % 256) as u8, (y % 256) as u8, 128])
        }))
    }

    #[test]
    fn sniffs_by_bytes() {
        let png = encoded(gradient(120, 120), ImageFormat::Png);
        assert_eq!(sniff(&png, Language::En), Ok(ImageFormat::Png));
        for bytes in [
            &b"<svg xmlns=\"http://www.w3.org/2000/svg\"/>"[..],
            b"GIF89a\x01\x00\x01\x00",
            b"hello",
            b"",
        ] {
            assert!(matches!(
                sniff(bytes, Language::En),
                Err(Refusal::NotAPicture(_))
            ));
        }
    }

    #[test]
    fn variants_have_their_sizes() {
        let jpeg = encoded(gradient(2000, 1000), ImageFormat::Jpeg);
        let v = process(&jpeg, ImageFormat::Jpeg, Language::Vi).unwrap();
        assert_eq!((v.ext, v.width, v.height), ("jpg", 1600, 800));
        let card = image::load_from_memory(&v.card).unwrap();
        assert_eq!(card.dimensions(), (800, 400));
        let share = image::load_from_memory(&v.share).unwrap();
        assert_eq!(share.dimensions(), SHARE_SIZE);
        assert_eq!(image::guess_format(&v.share).unwrap(), ImageFormat::Jpeg);
    }

    #[test]
    fn transparency_stays_png() {
        let rgba = DynamicImage::ImageRgba8(image::RgbaImage::from_pixel(
            150,
            150,
            image::Rgba([10, 20, 30, 0]),
        ));
        let webp = encoded(rgba, ImageFormat::WebP);
        let v = process(&webp, ImageFormat::WebP, Language::En).unwrap();
        assert_eq!(v.ext, "png");
        assert_eq!(image::guess_format(&v.main).unwrap(), ImageFormat::Png);
    }

    #[test]
    fn refuses_tiny_broken_and_huge_pictures() {
        let tiny = encoded(gradient(50, 300), ImageFormat::Png);
        assert!(matches!(
            process(&tiny, ImageFormat::Png, Language::En),
            Err(Refusal::Unusable(text)) if text.contains("too small")
        ));
        let mut broken = encoded(gradient(300, 300), ImageFormat::Png);
        broken.truncate(60);
        assert!(matches!(
            process(&broken, ImageFormat::Png, Language::En),
            Err(Refusal::Unusable(_))
        ));
        // A PNG header claiming 20000 × 20000 pixels: refused before any pixel is decoded.
        let mut bomb = encoded(gradient(120, 120), ImageFormat::Png);
        bomb[16..20].copy_from_slice(&20000u32.to_be_bytes());
        bomb[20..24].copy_from_slice(&20000u32.to_be_bytes());
        let mut crc = flate2::Crc::new();
        crc.update(&bomb[12..29]);
        bomb[29..33].copy_from_slice(&crc.sum().to_be_bytes());
        assert!(matches!(
            process(&bomb, ImageFormat::Png, Language::En),
            Err(Refusal::Unusable(text)) if text.contains("too large")
        ));
    }
}
