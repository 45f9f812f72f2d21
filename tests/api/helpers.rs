use poem::{EndpointExt, Response, endpoint::BoxEndpoint, test::TestClient};
use tempfile::TempDir;
use tradelane::{db, startup::build_app};

pub struct TestApp {
    pub client: TestClient<BoxEndpoint<'static, Response>>,
    pub pool: db::DbPool,
    // Dropped last: the database lives in it.
    _dir: TempDir,
}

/// The real application over a fresh, migrated and seeded database in a temporary folder.
pub fn spawn_app() -> TestApp {
    let dir = tempfile::tempdir().expect("temp dir");
    let pool = db::open(&dir.path().join("tradelane.db")).expect("database opens");
    let app = build_app(pool.clone());
    TestApp {
        client: TestClient::new(app.map_to_response().boxed()),
        pool,
        _dir: dir,
    }
}

impl TestApp {
    pub fn count(&self, table: &str) -> i64 {
        let conn = self.pool.get().unwrap();
        conn.query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
            .unwrap()
    }
}
