//! Performance budgets of the build (issue: fast on a phone), measured on the Vite output.

use std::collections::BTreeSet;
use std::io::Write;

use serde_json::Value;

const DIST: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/frontend/dist");

fn gzip_size(file: &str) -> usize {
    let data = std::fs::read(format!("{DIST}/{file}")).unwrap();
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gz.write_all(&data).unwrap();
    gz.finish().unwrap().len()
}

fn manifest() -> Value {
    let text = std::fs::read_to_string(format!("{DIST}/.vite/manifest.json"))
        .expect("the build writes its manifest");
    serde_json::from_str(&text).unwrap()
}

/// A chunk and everything it imports statically.
fn closure(manifest: &Value, key: &str, into: &mut BTreeSet<String>) {
    if !into.insert(key.to_owned()) {
        return;
    }
    for import in manifest[key]["imports"].as_array().into_iter().flatten() {
        closure(manifest, import.as_str().unwrap(), into);
    }
}

/// What every page loads at start: the entry (`boot.ts`, with the styles), the app it imports
/// right after the first paint (`main.tsx`), and their static imports.
fn first_load(manifest: &Value) -> BTreeSet<String> {
    let mut chunks = BTreeSet::new();
    closure(manifest, "index.html", &mut chunks);
    let started: Vec<String> = manifest["index.html"]["dynamicImports"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|k| k.as_str().unwrap().to_owned())
        .collect();
    assert_eq!(
        started,
        ["src/main.tsx"],
        "the entry starts the app, nothing else"
    );
    for key in started {
        closure(manifest, &key, &mut chunks);
    }
    chunks
}

const KB: usize = 1024;

#[test]
fn first_load_javascript_and_css_stay_within_budget() {
    let manifest = manifest();
    let entry = first_load(&manifest);
    let js: usize = entry
        .iter()
        .map(|k| gzip_size(manifest[k]["file"].as_str().unwrap()))
        .sum();
    assert!(
        js <= 120 * KB,
        "JavaScript for / is {js} bytes gzip (budget 120 KB)"
    );

    let css: usize = entry
        .iter()
        .flat_map(|k| manifest[k]["css"].as_array().cloned().unwrap_or_default())
        .map(|f| gzip_size(f.as_str().unwrap()))
        .sum();
    assert!(
        css > 0 && css <= 25 * KB,
        "CSS is {css} bytes gzip (budget 25 KB)"
    );
}

#[test]
fn each_tool_loads_at_most_40_kb_of_its_own_code() {
    let manifest = manifest();
    let entry = first_load(&manifest);
    for tool in [
        "src/tools/incoterms/incoterms-screen.tsx",
        "src/tools/freight/freight-screen.tsx",
        "src/tools/demurrage/demurrage-screen.tsx",
        "src/tools/hs-code/hs-code-screen.tsx",
    ] {
        let mut chunks = BTreeSet::new();
        closure(&manifest, tool, &mut chunks);
        let size: usize = chunks
            .difference(&entry)
            .map(|k| gzip_size(manifest[k]["file"].as_str().unwrap()))
            .sum();
        assert!(size <= 40 * KB, "{tool}: {size} bytes gzip (budget 40 KB)");
    }
}

/// The HS nomenclature (docs/decisions-spec.md §19) is data the analyzer fetches when its screen
/// opens, in a chunk of its own: not part of any page's first load nor of the tool's 40 KB.
#[test]
fn the_hs_nomenclature_loads_on_demand_within_its_own_budget() {
    let manifest = manifest();
    let screen = "src/tools/hs-code/hs-code-screen.tsx";
    let engine = "src/tools/hs-code/calc.ts";
    let dynamic: Vec<&str> = manifest[screen]["dynamicImports"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    assert!(
        dynamic.contains(&engine),
        "{screen} imports {engine} on demand: {dynamic:?}"
    );
    let mut own = BTreeSet::new();
    closure(&manifest, screen, &mut own);
    assert!(
        !own.contains(engine),
        "the nomenclature is not in the tool's own code"
    );
    let mut data = BTreeSet::new();
    closure(&manifest, engine, &mut data);
    let size: usize = data
        .difference(&own)
        .map(|k| gzip_size(manifest[k]["file"].as_str().unwrap()))
        .sum();
    assert!(
        size <= 64 * KB,
        "HS nomenclature: {size} bytes gzip (budget 64 KB)"
    );
}

#[test]
fn fonts_are_self_hosted_vietnamese_and_latin_only_and_preloaded() {
    let html = std::fs::read_to_string(format!("{DIST}/index.html")).unwrap();
    assert!(html.contains("rel=\"preload\""), "main weight preloaded");
    assert!(!html.contains("https://"), "nothing from another host");
    let fonts: Vec<String> = std::fs::read_dir(format!("{DIST}/assets"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".woff2"))
        .collect();
    assert!(!fonts.is_empty());
    for font in &fonts {
        assert!(
            font.contains("-latin-") || font.contains("-vietnamese-"),
            "{font}: only the latin and vietnamese subsets"
        );
        assert!(!font.contains("latin-ext"), "{font}");
    }
    let css_files: Vec<String> = std::fs::read_dir(format!("{DIST}/assets"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".css"))
        .collect();
    let css: String = css_files
        .iter()
        .map(|f| std::fs::read_to_string(format!("{DIST}/assets/{f}")).unwrap())
        .collect();
    // Optional, not swap: the server-rendered text never waits for the font, and is never
    // painted again when it arrives (vite.config.ts).
    assert!(css.contains("font-display:optional"));
    assert!(!css.contains("font-display:swap"));
}
