//! The server's shape (docs/architecture.md), read from its source: imports go down only,
//! no cycles, and each table is named only in the noun that owns it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use regex::Regex;

/// Layers, highest first. A module may import its own unit and any unit of a later layer;
/// within the nouns' layer, only nouns listed after it; within the other layers, any
/// module of the same layer that does not close a cycle.
const ROOT: &[&str] = &["cli", "configuration", "startup", "server", "https"];
const NOUNS: &[&str] = &[
    "operations",
    "site",
    "pages",
    "newsletters",
    "content",
    "media",
    "insight",
    "privacy",
    "enquiries",
    "subscriptions",
    "notices",
    "rates",
    "settings",
    "owners",
];
const SHARED: &[&str] = &["http", "kernel"];

/// Who may name each table in SQL. The migrations and the seed (`kernel/db.rs` and the
/// `.sql` files) define them all. The content lists' tables are not here: each is named
/// in its entry of the lists' registry, and so `content`'s (see `owners`).
const TABLES: &[(&str, &str)] = &[
    ("activity", "owners"),
    ("owners", "owners"),
    ("owner_devices", "owners"),
    ("owner_recovery_codes", "owners"),
    ("owner_sessions", "owners"),
    ("password_resets", "owners"),
    ("owner_invitations", "owners"),
    ("team_policy", "owners"),
    ("settings", "settings"),
    ("holiday_years", "settings"),
    ("rate_draft", "rates"),
    ("rate_versions", "rates"),
    ("rate_publication", "rates"),
    ("notices", "notices"),
    ("newsletters", "newsletters"),
    ("subscriptions", "subscriptions"),
    ("contact_submissions", "enquiries"),
    ("enquiry_notes", "enquiries"),
    ("contact_submissions_fts", "enquiries"),
    ("contact_submission_counts", "enquiries"),
    ("media", "media"),
    ("seed_pictures", "media"),
    ("content_revisions", "content"),
    ("content_changes", "content"),
    ("pages", "pages"),
    ("content_version", "kernel"),
    ("insight_events", "insight"),
    ("insight_daily", "insight"),
    ("insight_live", "insight"),
    ("insight_live_seen", "insight"),
    ("insight_periods", "insight"),
    ("insight_period_sums", "insight"),
    ("insight_period_totals", "insight"),
    ("insight_conversions", "insight"),
    ("insight_salt", "insight"),
    ("backup_uploads", "operations"),
    ("consent_statements", "settings"),
    ("personal_data_requests", "privacy"),
    ("personal_data_breaches", "privacy"),
];

/// Every table's owner: [`TABLES`], and `content` for each table the lists' registry
/// (`src/content/lists.rs`) names, so a new list needs no edit here.
fn owners() -> BTreeMap<String, String> {
    let registry = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/content/lists.rs");
    let text = std::fs::read_to_string(registry).unwrap();
    let table = Regex::new(r#"\btable: "([a-z_]+)""#).unwrap();
    let lists: Vec<(String, String)> = table
        .captures_iter(&text)
        .map(|c| (c[1].to_owned(), "content".to_owned()))
        .collect();
    assert!(lists.len() >= 5, "the registry's tables were not found");
    TABLES
        .iter()
        .map(|(t, o)| ((*t).to_owned(), (*o).to_owned()))
        .chain(lists)
        .collect()
}

struct Source {
    module: Vec<String>,
    /// The code before any `#[cfg(test)]` module, without comments.
    code: String,
    /// Every string literal of the file, tests included.
    literals: Vec<String>,
    /// The text before any `#[cfg(test)]` module, comments included.
    text: String,
}

fn sources() -> Vec<Source> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    collect(&root, &mut files);
    let comment = Regex::new(r"(?m)//[^\n]*$").unwrap();
    let literal = Regex::new(r#""(?:[^"\\]|\\.)*""#).unwrap();
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let rel = path.strip_prefix(&root).unwrap().with_extension("");
            let mut module: Vec<String> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if module.last().is_some_and(|m| m == "mod") {
                module.pop();
            }
            if module == ["lib"] || module == ["main"] {
                module.clear();
            }
            let literals = literal
                .find_iter(&text)
                .map(|m| m.as_str().to_owned())
                .collect();
            let code = comment.replace_all(&text, "");
            let code = code.split("#[cfg(test)]").next().unwrap().to_owned();
            let text = text.split("#[cfg(test)]").next().unwrap().to_owned();
            Source {
                module,
                code,
                literals,
                text,
            }
        })
        .collect()
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

/// The unit a module belongs to for the layering rules: a noun, a root module, or one
/// module of `kernel` or `http` (the shared layers are checked module by module).
fn unit(module: &[String]) -> String {
    match module {
        [] => "root".into(),
        [first, second, ..] if SHARED.contains(&first.as_str()) => format!("{first}::{second}"),
        [first, ..] => first.clone(),
    }
}

fn rank(unit: &str) -> (usize, usize) {
    let top = unit.split("::").next().unwrap();
    if top == "root" || ROOT.contains(&top) {
        (3, 0)
    } else if let Some(i) = NOUNS.iter().position(|n| *n == top) {
        (2, NOUNS.len() - i)
    } else if top == "http" {
        (1, 0)
    } else {
        assert_eq!(
            top, "kernel",
            "{unit} is in no layer: add it to this test's lists"
        );
        (0, 0)
    }
}

/// Unit-level import edges: `crate::a::b…` and `super::…` paths in the code.
fn edges(sources: &[Source]) -> BTreeMap<String, BTreeSet<String>> {
    let modules: BTreeSet<Vec<String>> = sources.iter().map(|s| s.module.clone()).collect();
    let crate_path = Regex::new(r"\bcrate::((?:[a-z_][a-z0-9_]*::)*[a-z_][a-z0-9_]*)").unwrap();
    let super_path = Regex::new(r"\bsuper::((?:[a-z_][a-z0-9_]*::)*[a-z_][a-z0-9_]*)").unwrap();
    let super_group = Regex::new(r"super::\{([^}]*)\}").unwrap();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for source in sources {
        let parent = &source.module[..source.module.len().saturating_sub(1)];
        let mut targets: Vec<Vec<String>> = Vec::new();
        for c in crate_path.captures_iter(&source.code) {
            targets.push(c[1].split("::").map(str::to_owned).collect());
        }
        for c in super_path.captures_iter(&source.code) {
            let mut path = parent.to_vec();
            path.extend(c[1].split("::").map(str::to_owned));
            targets.push(path);
        }
        for c in super_group.captures_iter(&source.code) {
            for name in c[1].split(',') {
                let name = name.trim().split("::").next().unwrap_or("");
                if !name.is_empty() && name != "self" {
                    let mut path = parent.to_vec();
                    path.push(name.to_owned());
                    targets.push(path);
                }
            }
        }
        let from = unit(&source.module);
        for target in targets {
            // The longest module the path names (the rest is an item in it).
            let Some(module) = (1..=target.len())
                .rev()
                .map(|k| target[..k].to_vec())
                .find(|m| modules.contains(m))
            else {
                continue;
            };
            let to = unit(&module);
            if to != from {
                graph.entry(from.clone()).or_default().insert(to);
            }
        }
    }
    graph
}

#[test]
fn imports_go_down_only() {
    let graph = edges(&sources());
    let mut upward = Vec::new();
    for (from, targets) in &graph {
        for to in targets {
            let (a, b) = (rank(from), rank(to));
            // Root modules wire everything together and may import one another; the
            // modules of `kernel` and of `http` may too (the cycle test keeps them apart).
            let allowed = a > b || (a.0 == b.0 && a.0 != 2);
            if !allowed {
                upward.push(format!("{from} -> {to}"));
            }
        }
    }
    assert!(
        upward.is_empty(),
        "imports that go up or sideways (docs/architecture.md): {upward:#?}"
    );
}

#[test]
fn the_module_graph_has_no_cycle() {
    let graph = edges(&sources());
    // Depth-first search for a back edge, reporting the cycle it closes.
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|n| n == node) {
            return Some(path[i..].to_vec());
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_owned());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        done.insert(node.to_owned());
        None
    }
    let mut done = BTreeSet::new();
    for node in graph.keys() {
        let cycle = visit(node, &graph, &mut Vec::new(), &mut done);
        assert!(cycle.is_none(), "a module cycle: {cycle:?}");
    }
}

/// The tables a string literal names: every table name standing as a word (not a path
/// segment such as `/api/admin/media`) in a literal that is SQL (it has an SQL keyword), and a
/// literal that is nothing but a table's name (what `format!("… FROM {table} …")` is handed)
/// when the name cannot be a plain word (it has a `_`) or when `interpolating`: the file
/// builds SQL whose table comes from a variable, so any such word may be one.
fn tables_in(literal: &str, owners: &BTreeMap<&str, &str>, interpolating: bool) -> Vec<String> {
    static SQL: std::sync::OnceLock<Regex> = std::sync::OnceLock::new();
    static WORD: std::sync::OnceLock<Regex> = std::sync::OnceLock::new();
    let sql = SQL.get_or_init(|| {
        Regex::new(r"\b(?:SELECT|INSERT|UPDATE|DELETE|FROM|JOIN|INTO|WHERE|CREATE|ALTER|DROP)\b")
            .unwrap()
    });
    let word = WORD.get_or_init(|| Regex::new(r"(^|[^a-z0-9_/])([a-z_][a-z0-9_]*)").unwrap());
    let text = literal.trim_matches('"');
    if owners.contains_key(text) && (interpolating || text.contains('_')) {
        return vec![text.to_owned()];
    }
    if !sql.is_match(text) {
        return Vec::new();
    }
    word.captures_iter(text)
        .map(|c| c[2].to_owned())
        .filter(|w| owners.contains_key(w.as_str()))
        .collect()
}

#[test]
fn each_table_is_named_only_by_its_noun() {
    let owned = owners();
    let owners: BTreeMap<&str, &str> = owned
        .iter()
        .map(|(t, o)| (t.as_str(), o.as_str()))
        .collect();
    let variable_table = Regex::new(r"(?i)\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+\{").unwrap();
    let mut strays = Vec::new();
    for source in sources() {
        let place = source.module.join("::");
        // The schema's own home: migrations and seed.
        if place == "kernel::db" {
            continue;
        }
        let top = source.module.first().map_or("root", String::as_str);
        let interpolating = source.literals.iter().any(|l| variable_table.is_match(l));
        for literal in &source.literals {
            for table in tables_in(literal, &owners, interpolating) {
                if let Some(owner) = owners.get(table.as_str())
                    && *owner != top
                {
                    strays.push(format!("{table} (owned by {owner}) named in {place}"));
                }
            }
        }
    }
    assert!(
        strays.is_empty(),
        "tables named outside their noun: {strays:#?}"
    );
}

/// The table check sees names wherever a string holds them, not only after `FROM`.
#[test]
fn the_table_check_sees_names_anywhere_in_a_string() {
    let owned = owners();
    let owners: BTreeMap<&str, &str> = owned
        .iter()
        .map(|(t, o)| (t.as_str(), o.as_str()))
        .collect();
    assert_eq!(tables_in("\"blog_posts\"", &owners, false), ["blog_posts"]);
    assert_eq!(tables_in("\"services\"", &owners, true), ["services"]);
    assert!(tables_in("\"services\"", &owners, false).is_empty());
    assert_eq!(
        tables_in(
            "\"SELECT a.id FROM media a, blog_posts b WHERE 1\"",
            &owners,
            false
        ),
        ["media", "blog_posts"]
    );
    assert!(
        tables_in(
            "\"DELETE FROM x WHERE url LIKE '/media/%'\"",
            &owners,
            false
        )
        .is_empty()
    );
    assert!(tables_in("\"Our services\"", &owners, true).is_empty());
}

#[test]
fn every_table_of_the_migrations_has_an_owner() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
    let create = Regex::new(r"CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)").unwrap();
    let known: BTreeSet<String> = owners().into_keys().collect();
    for entry in std::fs::read_dir(root).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for c in create.captures_iter(&text) {
            // A table rebuilt under a temporary name inside one migration.
            if c[1].ends_with("_new") {
                continue;
            }
            assert!(
                known.contains(&c[1]),
                "table {} has no owner in this test",
                &c[1]
            );
        }
    }
}

/// The checks above see real imports: a made-up upward import is caught.
#[test]
fn the_check_catches_an_upward_import() {
    let source = |module: &[&str], code: &str| Source {
        module: module.iter().map(|m| (*m).to_owned()).collect(),
        code: code.to_owned(),
        literals: Vec::new(),
        text: code.to_owned(),
    };
    let sources = [
        source(
            &["owners", "guard"],
            "use crate::enquiries::store::Enquiry;",
        ),
        source(&["enquiries", "store"], ""),
    ];
    let graph = edges(&sources);
    assert_eq!(graph["owners"], BTreeSet::from(["enquiries".to_owned()]));
    assert!(rank("owners") < rank("enquiries"));
}

/// Every write transaction begins `IMMEDIATE` through `kernel::db::write` (docs/decisions-spec.md
/// §21): a deferred one upgraded to a write fails at once with "database is locked".
#[test]
fn every_transaction_begins_immediate() {
    let deferred = Regex::new(r"\.(?:unchecked_)?transaction\(\)").unwrap();
    let mut strays = Vec::new();
    for source in sources() {
        if deferred.is_match(&source.code) {
            strays.push(source.module.join("::"));
        }
    }
    assert!(
        strays.is_empty(),
        "deferred transactions (use kernel::db::write): {strays:?}"
    );
}

/// Where a checked body's map may be read by key: the content lists, whose fields a
/// registry chooses at run time (docs/decisions-spec.md §29). A shrinking list.
const MAP_BODIES: &[&str] = &["content::check"];

/// Whether `code` reads a request body by a string key instead of its typed struct: the
/// checked map (`Checked`, `checked.0`, `.0.get("…")`), a by-name accessor such as
/// `.required("…")`, or the body as an untyped JSON value to pick keys from (bytes parsed as
/// a `Value` or a `Map`, the raw map of `http::body::object`, a `Json<Value>` parameter). A
/// misspelt key compiles and fails only at request time. What a refusal needs before the
/// check (the language it speaks) is a typed peek: `http::check::check_body_in`.
fn reads_body_by_key(code: &str) -> bool {
    static BY_KEY: std::sync::OnceLock<Regex> = std::sync::OnceLock::new();
    BY_KEY
        .get_or_init(|| {
            Regex::new(concat!(
                r#"Checked|checked\.0|\.0\.get\("|\.(?:required|texts|sent)\(""#,
                r"|from_(?:slice|reader)::<(?:serde_json::)?(?:Value|Map)\b",
                r"|(?:Value|Map<String, Value>)\s*=\s*serde_json::from_(?:slice|reader)\b",
                r"|\bbody::object\b|\bbody::\{[^}]*\bobject\b",
                r"|\w+:\s*Json<(?:serde_json::)?Value>",
            ))
            .unwrap()
        })
        .is_match(code)
}

/// A body is checked once against its schema and then read as its typed struct
/// (docs/decisions-spec.md §29): only `http::check` knows the map in between.
#[test]
fn no_handler_reads_a_body_by_key() {
    let mut strays = Vec::new();
    for source in sources() {
        let module = source.module.join("::");
        if module != "http::check"
            && !MAP_BODIES.contains(&module.as_str())
            && reads_body_by_key(&source.code)
        {
            strays.push(module);
        }
    }
    assert!(
        strays.is_empty(),
        "bodies read by key (read the struct check_body returns): {strays:?}"
    );
}

#[test]
fn the_body_check_catches_a_read_by_key() {
    for by_key in [
        r#"let email = checked.required("email").to_owned();"#,
        r#"let minutes = checked.0.get("minutes");"#,
        r#"fn ids(c: &Checked) -> Vec<String> { c.texts("ids") }"#,
        r#"if body.sent("smtpUrl") {}"#,
        r#"let v = serde_json::from_slice::<serde_json::Value>(bytes).ok().and_then(|v| v.get("language"));"#,
        "let fields: Map<String, Value> = serde_json::from_slice(&bytes)?;",
        "let v: Value = serde_json::from_slice(&bytes)?;",
        "use crate::http::body::{JsonBody, Rejection, deny_unknown, object};",
        "let object = crate::http::body::object(body, fallback)?;",
        "async fn post(&self, body: Json<serde_json::Value>) -> Answer {",
    ] {
        assert!(reads_body_by_key(by_key), "{by_key}");
    }
    for typed in [
        "let email = checked.email.0;",
        "let (vi, en) = (input.text_vi.0, input.text_en.0);",
        r#"let name = catalogue.label("email", lang);"#,
        "let card: RateCard = serde_json::from_slice(&bytes)?;",
        "let (request, lang) = check_body_in::<ContactRequest, ContactPeek>(body, &Text, lang, ContactPeek::chosen)?;",
        "let document: serde_json::Value = serde_json::from_str(document).unwrap_or_default();",
        "pub fn object_of(item: &Item) -> Json<Value> {",
    ] {
        assert!(!reads_body_by_key(typed), "{typed}");
    }
}

/// Functions longer than this many lines (signature to closing brace) do several jobs
/// (docs/decisions-spec.md §29).
const MAX_FUNCTION_LINES: usize = 80;

/// Each function of `code` (no tests: the code before `#[cfg(test)]`) with its line count.
fn function_lengths(code: &str) -> Vec<(String, usize)> {
    static FN: std::sync::OnceLock<Regex> = std::sync::OnceLock::new();
    let start = FN.get_or_init(|| Regex::new(r"\bfn\s+([a-z_][a-z0-9_]*)").unwrap());
    let bytes = code.as_bytes();
    let mut found = Vec::new();
    for c in start.captures_iter(code) {
        // The body: from the first `{` after the signature (a `;` first: no body) to its
        // matching `}`, stepping over comments, string, raw string and character literals.
        let mut i = c.get(0).unwrap().end();
        while i < bytes.len() && bytes[i] != b'{' && bytes[i] != b';' {
            i += 1;
        }
        if i >= bytes.len() || bytes[i] == b';' {
            continue;
        }
        let mut depth = 0usize;
        while i < bytes.len() {
            match bytes[i] {
                b'/' if bytes.get(i + 1) == Some(&b'/') => {
                    while i < bytes.len() && bytes[i] != b'\n' {
                        i += 1;
                    }
                }
                b'r' if bytes.get(i + 1) == Some(&b'#') && bytes.get(i + 2) == Some(&b'"') => {
                    i += 3;
                    while i + 1 < bytes.len() && !(bytes[i] == b'"' && bytes[i + 1] == b'#') {
                        i += 1;
                    }
                    i += 1;
                }
                b'\'' if bytes.get(i + 1) == Some(&b'\\') => {
                    i += 2;
                    while i < bytes.len() && bytes[i] != b'\'' {
                        i += 1;
                    }
                }
                b'"' => {
                    i += 1;
                    while i < bytes.len() && bytes[i] != b'"' {
                        i += if bytes[i] == b'\\' { 2 } else { 1 };
                    }
                }
                b'\'' if bytes.get(i + 2) == Some(&b'\'') => i += 2,
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        let lines = code[c.get(0).unwrap().start()..(i + 1).min(code.len())]
            .lines()
            .count();
        found.push((c[1].to_owned(), lines));
    }
    found
}

#[test]
fn no_function_is_over_80_lines() {
    let mut long = Vec::new();
    for source in sources() {
        for (name, lines) in function_lengths(&source.text) {
            if lines > MAX_FUNCTION_LINES {
                let place = format!("{}::{name}", source.module.join("::"));
                long.push(format!("{place} ({lines} lines)"));
            }
        }
    }
    assert!(
        long.is_empty(),
        "functions over {MAX_FUNCTION_LINES} lines (split them): {long:#?}"
    );
}

/// The length check measures a function from `fn` to its closing brace, whatever its body holds.
#[test]
fn the_length_check_counts_a_function_s_lines() {
    let body = "    let x = \"}\";\n".repeat(81);
    let code =
        format!("fn long() {{\n{body}}}\nfn short() {{ '{{'; '\\''; r#\"}}\"#; \"//\"; }} // }}\n");
    assert_eq!(
        function_lengths(&code),
        [("long".to_owned(), 83), ("short".to_owned(), 1)]
    );
}

/// The files of `tests/api/` whose waits poll with a deadline for the others: they may sleep
/// between two looks.
const WAIT_HELPERS: &[&str] = &["helpers.rs", "smtp_sink.rs"];

/// Tests wait for events, never for fixed times (docs/decisions-spec.md §29): outside
/// [`WAIT_HELPERS`], a `sleep(` in `tests/api/` is one of these, by file and count, each with
/// a comment saying why. The list only shrinks.
const SLEEPS: &[(&str, usize)] = &[
    // Deliberate, the thing under test: health watched across another process's real-time
    // probes, writes spread over the replication's interval, a burst's length before a kill.
    ("health.rs", 2),
    ("litestream.rs", 1),
    ("insight.rs", 1),
    // A poll that kills its child process when the deadline passes (wait_until would leave
    // it running).
    ("console.rs", 1),
    ("database.rs", 1),
    // The connections' tests: a slowloris client's trickle, and the window in which a calm
    // accept loop logs at most twice.
    ("connections.rs", 2),
];

#[test]
fn tests_wait_for_events_not_for_fixed_times() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/api");
    let comment = Regex::new(r"(?m)//[^\n]*$").unwrap();
    // Spelt in two so that this file does not count itself.
    let needle = concat!("sle", "ep(");
    let mut found = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if WAIT_HELPERS.contains(&name.as_str()) {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let count = comment.replace_all(&text, "").matches(needle).count();
        if count > 0 {
            found.insert(name, count);
        }
    }
    let listed: BTreeMap<String, usize> = SLEEPS
        .iter()
        .map(|(name, count)| ((*name).to_owned(), *count))
        .collect();
    let more: Vec<String> = found
        .iter()
        .filter(|(name, count)| listed.get(*name).is_none_or(|allowed| *count > allowed))
        .map(|(name, count)| format!("{name} ({count})"))
        .collect();
    assert!(
        more.is_empty(),
        "a fixed wait in {more:?}: wait for the event (helpers::wait_for, SmtpSink::wait_for, \
         the test clock), and for a check that something must not happen, first for an event \
         proving the work ran"
    );
    for (name, count) in &listed {
        let now = found.get(name).copied().unwrap_or(0);
        assert_eq!(now, *count, "{name} has {now} now: lower SLEEPS");
    }
}
