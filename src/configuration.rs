use std::path::PathBuf;

/// Where and how the server runs; filled from the command line and `TRADELANE_*` variables.
#[derive(Debug, Clone)]
pub struct Settings {
    pub host: String,
    pub port: u16,
    pub data_dir: PathBuf,
}

impl Settings {
    pub const DATABASE_FILE: &'static str = "tradelane.db";

    pub fn database_path(&self) -> PathBuf {
        self.data_dir.join(Self::DATABASE_FILE)
    }

    pub fn address(&self) -> String {
        format!("{}:{}", self.host, self.port)
    }
}
