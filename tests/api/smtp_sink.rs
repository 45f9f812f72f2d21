//! A minimal SMTP server for the tests: it accepts every message (no TLS, no AUTH, as a
//! local relay or Mailpit would) and keeps them in memory. `refusing_auth` makes one that
//! asks for a password and refuses it, echoing what it was sent, as some servers do.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(Debug, Clone)]
pub struct Mail {
    pub from: String,
    pub to: Vec<String>,
    /// Headers and body, as received (dot-unstuffed).
    pub data: String,
}

pub struct SmtpSink {
    pub port: u16,
    mails: Arc<Mutex<Vec<Mail>>>,
    stop: Arc<AtomicBool>,
    rules: Arc<Rules>,
}

/// What a sink refuses or holds (the newsletter tests): addresses refused for good with
/// `550`, and a message number from which it stops answering after the data (a server
/// that hangs mid-send), until [`SmtpSink::unstall`]; a held message is never stored.
#[derive(Default)]
struct Rules {
    refused: Mutex<Vec<String>>,
    stall_at: AtomicUsize,
    stalled: AtomicBool,
    /// Conversations open now, and the most open at once (a sender that sends together).
    open: AtomicUsize,
    most_open: AtomicUsize,
    /// Messages whose data came and was left unanswered.
    held: AtomicUsize,
    /// Held messages are stored and answered once let go (a slow server, not a hung one).
    keep_held: AtomicBool,
}

/// The AUTH mechanism a sink offers; every attempt is refused with `535` and the client's
/// last line in the message.
#[derive(Clone, Copy, Debug)]
pub enum Auth {
    /// No AUTH: every message is accepted.
    None,
    /// `AUTH PLAIN <base64 of \0user\0password>`, refused with that line.
    Plain,
    /// `AUTH LOGIN`, then the user and the password in base64, refused with the password's.
    Login,
}

/// A port nobody listens on (yet): bound, then released.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

impl SmtpSink {
    /// Listens on `port` of 127.0.0.1 (0: any).
    pub fn start(port: u16) -> SmtpSink {
        Self::listen(port, Auth::None)
    }

    /// A server on any port that wants `auth` and refuses every password.
    pub fn refusing_auth(auth: Auth) -> SmtpSink {
        Self::listen(0, auth)
    }

    fn listen(port: u16, auth: Auth) -> SmtpSink {
        let listener = TcpListener::bind(("127.0.0.1", port)).expect("the sink's port is free");
        let port = listener.local_addr().unwrap().port();
        listener.set_nonblocking(true).unwrap();
        let mails = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let rules = Arc::new(Rules {
            stall_at: AtomicUsize::new(usize::MAX),
            ..Rules::default()
        });
        let (sink, flag, held) = (mails.clone(), stop.clone(), rules.clone());
        std::thread::spawn(move || {
            while !flag.load(Ordering::Relaxed) {
                match listener.accept() {
                    Ok((stream, _)) => {
                        let (sink, rules) = (sink.clone(), held.clone());
                        std::thread::spawn(move || {
                            let now = rules.open.fetch_add(1, Ordering::SeqCst) + 1;
                            rules.most_open.fetch_max(now, Ordering::SeqCst);
                            let _ = serve(stream, &sink, auth, &rules);
                            rules.open.fetch_sub(1, Ordering::SeqCst);
                        });
                    }
                    Err(_) => std::thread::sleep(Duration::from_millis(10)),
                }
            }
        });
        SmtpSink {
            port,
            mails,
            stop,
            rules,
        }
    }

    /// Refuses `address` for good (`550 5.1.1`) from now on.
    pub fn refuse(&self, address: &str) {
        self.rules.refused.lock().unwrap().push(address.to_owned());
    }

    /// Once `count` messages are stored, the next one's data is never answered (nor
    /// stored) until [`SmtpSink::unstall`].
    pub fn stall_after(&self, count: usize) {
        self.rules.stalled.store(true, Ordering::SeqCst);
        self.rules.stall_at.store(count, Ordering::SeqCst);
    }

    /// The most SMTP conversations that were open at once.
    pub fn most_open(&self) -> usize {
        self.rules.most_open.load(Ordering::SeqCst)
    }

    /// How many messages' data has come and was left unanswered by [`SmtpSink::stall_after`].
    pub fn held(&self) -> usize {
        self.rules.held.load(Ordering::SeqCst)
    }

    /// As [`SmtpSink::stall_after`], for a slow server: once [`SmtpSink::unstall`]ed, the
    /// held messages are stored and answered as sent.
    pub fn slow_after(&self, count: usize) {
        self.rules.keep_held.store(true, Ordering::SeqCst);
        self.stall_after(count);
    }

    pub fn unstall(&self) {
        self.rules.stalled.store(false, Ordering::SeqCst);
        self.rules.stall_at.store(usize::MAX, Ordering::SeqCst);
    }

    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    pub fn mails(&self) -> Vec<Mail> {
        self.mails.lock().unwrap().clone()
    }

    /// Waits (up to `timeout`) until `count` mails have arrived.
    pub async fn wait_for(&self, count: usize, timeout: Duration) -> Vec<Mail> {
        let start = Instant::now();
        loop {
            let mails = self.mails();
            if mails.len() >= count {
                return mails;
            }
            assert!(
                start.elapsed() < timeout,
                "{count} mail(s) expected, {} arrived",
                mails.len()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

fn serve(
    stream: TcpStream,
    sink: &Mutex<Vec<Mail>>,
    auth: Auth,
    rules: &Rules,
) -> std::io::Result<()> {
    stream.set_nonblocking(false)?;
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    let mut out = stream.try_clone()?;
    let mut lines = BufReader::new(stream);
    out.write_all(b"220 sink.test ESMTP\r\n")?;
    let (mut from, mut to) = (String::new(), Vec::new());
    let mut line = String::new();
    loop {
        line.clear();
        if lines.read_line(&mut line)? == 0 {
            return Ok(());
        }
        let command = line.trim_end().to_owned();
        let upper = command.to_ascii_uppercase();
        if upper.starts_with("EHLO") {
            out.write_all(match auth {
                Auth::None => b"250-sink.test\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n",
                Auth::Plain => b"250-sink.test\r\n250-8BITMIME\r\n250 AUTH PLAIN\r\n",
                Auth::Login => b"250-sink.test\r\n250-8BITMIME\r\n250 AUTH LOGIN\r\n",
            })?;
        } else if upper.starts_with("AUTH LOGIN") {
            // Username:, then Password:, then the refusal quoting the last answer.
            let mut answer = String::new();
            for challenge in ["334 VXNlcm5hbWU6\r\n", "334 UGFzc3dvcmQ6\r\n"] {
                out.write_all(challenge.as_bytes())?;
                answer.clear();
                lines.read_line(&mut answer)?;
            }
            let reply = format!("535 5.7.8 bad credentials: {}\r\n", answer.trim_end());
            out.write_all(reply.as_bytes())?;
        } else if upper.starts_with("AUTH") {
            let reply = format!("535 5.7.8 bad credentials: {command}\r\n");
            out.write_all(reply.as_bytes())?;
        } else if upper.starts_with("HELO") {
            out.write_all(b"250 sink.test\r\n")?;
        } else if upper.starts_with("MAIL FROM:") {
            from = command[10..].trim().to_owned();
            to.clear();
            out.write_all(b"250 OK\r\n")?;
        } else if upper.starts_with("RCPT TO:") {
            let address = command[8..].trim().trim_matches(['<', '>']).to_owned();
            if rules.refused.lock().unwrap().contains(&address) {
                out.write_all(b"550 5.1.1 no such mailbox\r\n")?;
                continue;
            }
            to.push(address);
            out.write_all(b"250 OK\r\n")?;
        } else if upper == "DATA" {
            out.write_all(b"354 go on\r\n")?;
            let mut data = String::new();
            loop {
                line.clear();
                if lines.read_line(&mut line)? == 0 {
                    return Ok(());
                }
                if line == ".\r\n" || line == ".\n" {
                    break;
                }
                data.push_str(line.strip_prefix('.').unwrap_or(&line));
            }
            // Counted and stored under one lock: two conversations finishing at once must not
            // both slip under the stall's count.
            let mut mails = sink.lock().unwrap();
            if mails.len() >= rules.stall_at.load(Ordering::SeqCst) {
                drop(mails);
                rules.held.fetch_add(1, Ordering::SeqCst);
                while rules.stalled.load(Ordering::SeqCst) {
                    std::thread::sleep(Duration::from_millis(20));
                }
                if !rules.keep_held.load(Ordering::SeqCst) {
                    return Ok(());
                }
                mails = sink.lock().unwrap();
            }
            mails.push(Mail {
                from: from.clone(),
                to: to.clone(),
                data,
            });
            drop(mails);
            out.write_all(b"250 queued\r\n")?;
        } else if upper == "QUIT" {
            out.write_all(b"221 bye\r\n")?;
            return Ok(());
        } else {
            out.write_all(b"250 OK\r\n")?;
        }
    }
}

impl Mail {
    /// A header's value, unfolded, RFC 2047 encoded words decoded.
    pub fn header(&self, name: &str) -> Option<String> {
        let head = self.data.split("\r\n\r\n").next()?;
        let unfolded = head.replace("\r\n ", " ").replace("\r\n\t", " ");
        let prefix = format!("{}:", name.to_ascii_lowercase());
        let value = unfolded
            .lines()
            .find(|l| l.to_ascii_lowercase().starts_with(&prefix))?[prefix.len()..]
            .trim()
            .to_owned();
        Some(decode_words(&value))
    }

    /// The body, its transfer encoding undone.
    pub fn body(&self) -> String {
        let body = self.data.split_once("\r\n\r\n").map_or("", |(_, b)| b);
        match self
            .header("Content-Transfer-Encoding")
            .map(|e| e.to_ascii_lowercase())
            .as_deref()
        {
            Some("base64") => {
                let compact: String = body.split_whitespace().collect();
                String::from_utf8(base64_decode(&compact)).unwrap()
            }
            Some("quoted-printable") => String::from_utf8(quoted_printable(body)).unwrap(),
            _ => body.to_owned(),
        }
    }
}

fn decode_words(value: &str) -> String {
    let mut out = String::new();
    let mut rest = value;
    let mut after_word = false;
    while let Some(start) = rest.find("=?") {
        let Some(end) = rest[start + 2..].find("?=").map(|e| e + start + 2) else {
            break;
        };
        // The blanks between two encoded words are not part of the text.
        let before = &rest[..start];
        if !(after_word && before.trim().is_empty()) {
            out.push_str(before);
        }
        after_word = true;
        let word = &rest[start + 2..end];
        let parts: Vec<&str> = word.splitn(3, '?').collect();
        if parts.len() == 3 {
            let bytes = match parts[1].to_ascii_lowercase().as_str() {
                "b" => base64_decode(parts[2]),
                _ => quoted_printable(&parts[2].replace('_', " ")),
            };
            out.push_str(&String::from_utf8_lossy(&bytes));
        }
        rest = &rest[end + 2..];
    }
    out.push_str(rest);
    out
}

fn base64_decode(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = Vec::new();
    let (mut acc, mut bits) = (0u32, 0);
    for c in text.bytes().filter(|&c| c != b'=') {
        let Some(v) = ALPHABET.iter().position(|&a| a == c) else {
            continue;
        };
        acc = (acc << 6) | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    out
}

fn quoted_printable(text: &str) -> Vec<u8> {
    let text = text.replace("=\r\n", "").replace("=\n", "");
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'='
            && let Some(hex) = text.get(i + 1..i + 3)
            && let Ok(b) = u8::from_str_radix(hex, 16)
        {
            out.push(b);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    out
}
