//! The home page's marketing figures (docs/decisions-spec.md §15): two rows, each figure's value
//! and label in both languages and whether it is shown. Stored as one JSON row of
//! `settings`; until the owner saves them, the seed's figures.

use poem_openapi::Object;
use serde::{Deserialize, Serialize};

use crate::http::schema::SingleLine;

/// One figure as the owner edits it.
#[derive(Debug, Clone, PartialEq, Eq, Object, Serialize, Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct HomeFigure {
    /// Hidden figures are left out of the page.
    pub shown: bool,
    pub value_vi: String,
    pub value_en: String,
    pub label_vi: String,
    pub label_en: String,
}

/// Every figure by its place: the headline row (`clients`, `orders`, `onTime`, `support`)
/// under the hero, and the track record row (`rating`, `countries`, `totalOrders`).
#[derive(Debug, Clone, PartialEq, Eq, Object, Serialize, Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct HomeFigures {
    pub clients: HomeFigure,
    pub orders: HomeFigure,
    pub on_time: HomeFigure,
    pub support: HomeFigure,
    pub rating: HomeFigure,
    pub countries: HomeFigure,
    pub total_orders: HomeFigure,
}

/// One figure in a save: a value of at most 20 characters and a label of at most 100, one
/// line and not blank, each language.
#[derive(Debug, Clone, Object, Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct HomeFigureInput {
    pub shown: bool,
    #[oai(validator(max_length = 20))]
    pub value_vi: SingleLine,
    #[oai(validator(max_length = 20))]
    pub value_en: SingleLine,
    #[oai(validator(max_length = 100))]
    pub label_vi: SingleLine,
    #[oai(validator(max_length = 100))]
    pub label_en: SingleLine,
}

/// Every figure in a save (see [`HomeFigures`]).
#[derive(Debug, Clone, Object, Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct HomeFiguresInput {
    pub clients: HomeFigureInput,
    pub orders: HomeFigureInput,
    pub on_time: HomeFigureInput,
    pub support: HomeFigureInput,
    pub rating: HomeFigureInput,
    pub countries: HomeFigureInput,
    pub total_orders: HomeFigureInput,
}

impl From<HomeFigureInput> for HomeFigure {
    fn from(input: HomeFigureInput) -> Self {
        HomeFigure {
            shown: input.shown,
            value_vi: input.value_vi.0,
            value_en: input.value_en.0,
            label_vi: input.label_vi.0,
            label_en: input.label_en.0,
        }
    }
}

impl From<HomeFiguresInput> for HomeFigures {
    fn from(input: HomeFiguresInput) -> Self {
        HomeFigures {
            clients: input.clients.into(),
            orders: input.orders.into(),
            on_time: input.on_time.into(),
            support: input.support.into(),
            rating: input.rating.into(),
            countries: input.countries.into(),
            total_orders: input.total_orders.into(),
        }
    }
}

/// A shown figure, as the page reads it.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct PublicHomeFigure {
    pub value_vi: String,
    pub value_en: String,
    pub label_vi: String,
    pub label_en: String,
}

/// The shown figures of each row, in order; a row with none is not shown.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct PublicHomeFigures {
    pub headline: Vec<PublicHomeFigure>,
    pub track_record: Vec<PublicHomeFigure>,
}

fn figure(value_vi: &str, value_en: &str, label_vi: &str, label_en: &str) -> HomeFigure {
    HomeFigure {
        shown: true,
        value_vi: value_vi.into(),
        value_en: value_en.into(),
        label_vi: label_vi.into(),
        label_en: label_en.into(),
    }
}

/// The figures the home page showed before they were settings (docs/product-spec.md §9),
/// written the Vietnamese way in Vietnamese.
impl Default for HomeFigures {
    fn default() -> Self {
        HomeFigures {
            clients: figure("500+", "500+", "Khách hàng doanh nghiệp", "Clients"),
            orders: figure("10.000+", "10K+", "Đơn hàng mỗi tháng", "Orders per month"),
            on_time: figure("99,8%", "99.8%", "Giao hàng đúng hạn", "On-time delivery"),
            support: figure(
                "1 ngày",
                "1 day",
                "Phản hồi trong vòng một ngày làm việc",
                "Reply within one business day",
            ),
            rating: figure(
                "4,9/5",
                "4.9/5",
                "Đánh giá trung bình của khách hàng",
                "Average client rating",
            ),
            countries: figure(
                "50+",
                "50+",
                "Quốc gia trong mạng lưới",
                "Countries in our network",
            ),
            total_orders: figure("1 triệu+", "1M+", "Đơn hàng đã xử lý", "Orders handled"),
        }
    }
}

impl HomeFigures {
    /// The stored row; the defaults when it cannot be read (it is only ever written whole).
    pub fn from_stored(json: &str) -> Self {
        serde_json::from_str(json).unwrap_or_default()
    }

    pub fn stored(&self) -> String {
        serde_json::to_string(self).expect("figures are plain text")
    }

    pub fn public(&self) -> PublicHomeFigures {
        let row = |figures: &[&HomeFigure]| {
            figures
                .iter()
                .filter(|f| f.shown)
                .map(|f| PublicHomeFigure {
                    value_vi: f.value_vi.clone(),
                    value_en: f.value_en.clone(),
                    label_vi: f.label_vi.clone(),
                    label_en: f.label_en.clone(),
                })
                .collect()
        };
        PublicHomeFigures {
            headline: row(&[&self.clients, &self.orders, &self.on_time, &self.support]),
            track_record: row(&[&self.rating, &self.countries, &self.total_orders]),
        }
    }
}

/// The Vietnamese and English names of the figures' keys, for the settings' refusals.
pub fn label(key: &str) -> Option<(&'static str, &'static str)> {
    Some(match key {
        "homeFigures" => ("Số liệu trên trang chủ", "Home page figures"),
        "clients" => ("Số khách hàng", "Clients"),
        "orders" => ("Đơn hàng mỗi tháng", "Orders per month"),
        "onTime" => ("Tỷ lệ giao đúng hạn", "On-time delivery"),
        "support" => ("Thời gian phản hồi", "Reply time"),
        "rating" => ("Đánh giá của khách hàng", "Client rating"),
        "countries" => ("Số quốc gia", "Countries"),
        "totalOrders" => ("Tổng đơn hàng đã xử lý", "Orders handled"),
        "shown" => ("Hiển thị", "Shown"),
        "valueVi" => ("Con số (tiếng Việt)", "Figure (Vietnamese)"),
        "valueEn" => ("Con số (tiếng Anh)", "Figure (English)"),
        "labelVi" => ("Nhãn (tiếng Việt)", "Label (Vietnamese)"),
        "labelEn" => ("Nhãn (tiếng Anh)", "Label (English)"),
        _ => return None,
    })
}
