//! A newsletter as it is mailed (docs/decisions-spec.md §17): HTML that mail clients render
//! (one centred table, inline styles, no script, no picture but the site's own by absolute
//! address) and its plain-text twin, both ending with the sender's identity and a visible
//! unsubscribe link (Decree 91/2020/NĐ-CP).

use crate::kernel::html::escape;
use crate::kernel::language::Language;
use crate::settings::SiteSettings;

const FONT: &str = "font-family:Arial,Helvetica,sans-serif;";

/// The post a newsletter announces, as its top part shows it.
pub struct PostPart<'a> {
    pub title: &'a str,
    pub summary: &'a str,
    /// Absolute addresses: the post in the letter's language, and its picture (the site's).
    pub link: &'a str,
    pub picture: Option<(&'a str, &'a str)>,
}

/// The body's HTML (between the sender's name and the footer): the post's card, if any,
/// then the rendered Markdown.
pub fn body_html(post: Option<&PostPart<'_>>, markdown_html: &str, lang: Language) -> String {
    let mut out = String::new();
    if let Some(post) = post {
        if let Some((src, alt)) = post.picture {
            out.push_str(&format!(
                "<img src=\"{}\" alt=\"{}\" width=\"536\" style=\"display:block;width:100%;max-width:536px;height:auto;border:0;border-radius:6px;margin:0 0 16px;\">",
                escape(src),
                escape(alt)
            ));
        }
        out.push_str(&format!(
            "<h1 style=\"{FONT}margin:0 0 12px;font-size:24px;line-height:1.3;color:#0f172a;\">{}</h1>\
             <p style=\"{FONT}margin:0 0 16px;font-size:16px;line-height:1.6;color:#334155;\">{}</p>",
            escape(post.title),
            escape(post.summary)
        ));
    }
    out.push_str(markdown_html);
    if let Some(post) = post {
        out.push_str(&format!(
            "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\" style=\"margin:8px 0 0;\"><tr>\
             <td style=\"background-color:#1d4ed8;border-radius:6px;\">\
             <a href=\"{}\" style=\"{FONT}display:inline-block;padding:12px 20px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;\">{}</a>\
             </td></tr></table>",
            escape(post.link),
            lang.pick("Đọc bài viết", "Read the article")
        ));
    }
    out
}

/// The body's plain text: the post's title, summary and link, then the text as a reader
/// sees it (from the HTML the Markdown rendered to, not the Markdown's marks, §23).
pub fn body_text(post: Option<&PostPart<'_>>, markdown_html: &str, lang: Language) -> String {
    let mut out = String::new();
    if let Some(post) = post {
        out.push_str(&format!("{}\n\n{}\n\n", post.title, post.summary));
    }
    let text = plain_text(markdown_html);
    if !text.is_empty() {
        out.push_str(&text);
        out.push_str("\n\n");
    }
    if let Some(post) = post {
        out.push_str(&format!(
            "{}: {}\n",
            lang.pick("Đọc bài viết", "Read the article"),
            post.link
        ));
    }
    out
}

/// The rendered Markdown as plain text: paragraphs and headings apart, list items as
/// "• ", a link as "label (address)", a picture as its description. The HTML is the
/// server's own rendering (well-formed, escaped text); anything unreadable is left out
/// rather than shown as markup.
fn plain_text(html: &str) -> String {
    use quick_xml::events::Event;
    let wrapped = format!("<body>{html}</body>");
    let mut reader = quick_xml::Reader::from_str(&wrapped);
    let mut out = String::new();
    let mut links: Vec<String> = Vec::new();
    let attr = |e: &quick_xml::events::BytesStart<'_>, name: &[u8]| {
        e.attributes()
            .flatten()
            .find(|a| a.key.as_ref() == name)
            .and_then(|a| {
                a.normalized_value(quick_xml::XmlVersion::Implicit1_0)
                    .ok()
                    .map(|v| v.into_owned())
            })
            .unwrap_or_default()
    };
    loop {
        match reader.read_event() {
            Ok(Event::Start(e)) => match e.name().as_ref() {
                b"li" => out.push_str("• "),
                b"a" => links.push(attr(&e, b"href")),
                _ => {}
            },
            Ok(Event::Empty(e)) => match e.name().as_ref() {
                b"br" => out.push('\n'),
                b"hr" => out.push_str("\n———\n\n"),
                b"img" => out.push_str(&attr(&e, b"alt")),
                _ => {}
            },
            Ok(Event::End(e)) => match e.name().as_ref() {
                b"p" | b"h1" | b"h2" | b"h3" | b"h4" | b"h5" | b"h6" | b"ul" | b"ol" | b"pre"
                | b"blockquote" | b"table" => out.push_str("\n\n"),
                b"li" | b"tr" => out.push('\n'),
                b"td" | b"th" => out.push('\t'),
                b"a" => match links.pop() {
                    Some(href) if !href.is_empty() => out.push_str(&format!(" ({href})")),
                    _ => {}
                },
                _ => {}
            },
            Ok(Event::Text(t)) => {
                if let Ok(text) = t.decode() {
                    out.push_str(&quick_xml::escape::unescape(&text).unwrap_or(text.clone()));
                }
            }
            Ok(Event::GeneralRef(r)) => {
                if let Ok(Some(c)) = r.resolve_char_ref() {
                    out.push(c);
                } else if let Ok(name) = r.decode() {
                    out.push_str(match name.as_ref() {
                        "amp" => "&",
                        "lt" => "<",
                        "gt" => ">",
                        "quot" => "\"",
                        "apos" => "'",
                        _ => "",
                    });
                }
            }
            Ok(Event::Eof) | Err(_) => break,
            Ok(_) => {}
        }
    }
    // At most one blank line between blocks, none at the ends.
    let mut text = out.replace("\n\n\n", "\n\n");
    while text.contains("\n\n\n") {
        text = text.replace("\n\n\n", "\n\n");
    }
    text.trim().to_owned()
}

/// The sender's identity: legal name (else the trading name) and address in `lang`.
fn identity(settings: &SiteSettings, lang: Language) -> (String, String) {
    let name = if settings.legal_name.trim().is_empty() {
        settings.company_name.clone()
    } else {
        settings.legal_name.clone()
    };
    let (street, city) = match lang {
        Language::Vi => (&settings.street_vi, &settings.city_vi),
        Language::En => (&settings.street_en, &settings.city_en),
    };
    let address = [street.trim(), city.trim()]
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(", ");
    (name, address)
}

fn why(settings: &SiteSettings, lang: Language) -> String {
    match lang {
        Language::Vi => format!(
            "Bạn nhận được thư này vì đã đăng ký nhận bản tin của {}.",
            settings.company_name
        ),
        Language::En => format!(
            "You receive this e-mail because you subscribed to {}'s newsletter.",
            settings.company_name
        ),
    }
}

/// The whole HTML document of one recipient's letter.
pub fn html(
    subject: &str,
    body: &str,
    settings: &SiteSettings,
    unsubscribe: &str,
    lang: Language,
) -> String {
    let (name, address) = identity(settings, lang);
    format!(
        "<!DOCTYPE html>\
<html lang=\"{code}\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<title>{subject}</title></head>\
<body style=\"margin:0;padding:0;background-color:#f1f5f9;\">\
<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" style=\"background-color:#f1f5f9;\"><tr>\
<td align=\"center\" style=\"padding:24px 12px;\">\
<table role=\"presentation\" width=\"600\" cellpadding=\"0\" cellspacing=\"0\" style=\"width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;\">\
<tr><td style=\"{FONT}padding:24px 32px 8px;font-size:14px;font-weight:bold;color:#1d4ed8;\">{company}</td></tr>\
<tr><td style=\"{FONT}padding:8px 32px 24px;font-size:16px;line-height:1.6;color:#334155;\">{body}</td></tr>\
<tr><td style=\"{FONT}padding:16px 32px 24px;border-top:1px solid #e2e8f0;font-size:12px;line-height:1.6;color:#64748b;\">\
<strong>{name}</strong><br>{address}<br>{why}<br>\
<a href=\"{unsubscribe}\" style=\"color:#1d4ed8;text-decoration:underline;\">{leave}</a>\
</td></tr></table></td></tr></table></body></html>",
        code = lang.code(),
        subject = escape(subject),
        company = escape(&settings.company_name),
        name = escape(&name),
        address = escape(&address),
        why = escape(&why(settings, lang)),
        unsubscribe = escape(unsubscribe),
        leave = lang.pick(
            "Hủy đăng ký nhận bản tin",
            "Unsubscribe from this newsletter"
        ),
    )
}

/// The whole plain text of one recipient's letter.
pub fn text(body: &str, settings: &SiteSettings, unsubscribe: &str, lang: Language) -> String {
    let (name, address) = identity(settings, lang);
    format!(
        "{body}\n-- \n{name}\n{address}\n{why}\n{leave}: {unsubscribe}\n",
        body = body.trim_end(),
        why = why(settings, lang),
        leave = lang.pick(
            "Hủy đăng ký nhận bản tin",
            "Unsubscribe from this newsletter"
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::plain_text;

    #[test]
    fn the_text_part_reads_as_text_not_markup() {
        let html = "<h2>Cước tháng 12</h2><p>Giá <strong>giảm</strong> &amp; ổn định, xem \
                    <a href=\"https://example.vn/bang-gia?a=1&amp;b=2\">bảng giá</a>.</p>\
                    <ul><li>Cát Lái → Hamburg</li><li>Hải Phòng &lt; 20 ngày</li></ul>\
                    <p>Dòng một<br/>Dòng hai &#x27;ok&#x27;</p><img src=\"/media/a.jpg\" alt=\"Cảng\"/>";
        assert_eq!(
            plain_text(html),
            "Cước tháng 12\n\nGiá giảm & ổn định, xem bảng giá \
             (https://example.vn/bang-gia?a=1&b=2).\n\n• Cát Lái → Hamburg\n\
             • Hải Phòng < 20 ngày\n\nDòng một\nDòng hai 'ok'\n\nCảng"
        );
        assert_eq!(plain_text(""), "");
    }
}
