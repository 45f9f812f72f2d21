#!/usr/bin/env python3
"""The scale benchmark of issue 24 (docs/decisions-spec.md §12): fills a temporary data folder with
N posts and M enquiries, starts tradelane on it and prints one block of figures per size.
Run through bench/scale.sh."""
import http.client, json, os, random, re, shutil, socket, sqlite3, statistics, subprocess
import sys, tempfile, threading, time

BIN = os.environ["BIN"]
SIZES = [tuple(int(x) for x in s.split(":")) for s in os.environ.get("SIZES", "10:1000 100:100000 1000:100000 10000:1000000").split()]
SOAK = float(os.environ.get("SOAK", "10"))
VISITORS = int(os.environ.get("VISITORS", "8"))
PASSWORD = "quiet-harbour-lantern-42"


def free_port():
    s = socket.socket(); s.bind(("127.0.0.1", 0)); p = s.getsockname()[1]; s.close(); return p


def rss(pid, field="VmRSS"):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    return 0.0


class Server:
    def __init__(self, data):
        self.port = free_port()
        self.data = data
        self.cookie = None
        self.log = open(os.path.join(data, "log"), "w")
        t0 = time.monotonic()
        self.proc = subprocess.Popen([BIN, "serve", "--port", str(self.port), "--data-dir", data,
                                      "--contact-rate-limit", "0", "--log-format", "json"],
                                     stdout=self.log, stderr=self.log, env={**os.environ, "RUST_LOG": "warn"})
        while True:
            try:
                if self.get("/api/health")[0] in (200, 503):
                    break
            except OSError:
                time.sleep(0.01)
        self.start_ms = (time.monotonic() - t0) * 1000
        self.cookie = None

    def request(self, method, path, body=None, headers=None):
        c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=300)
        h = dict(headers or {})
        if self.cookie:
            h["Cookie"] = self.cookie
        if body is not None:
            body = json.dumps(body).encode()
            h["Content-Type"] = "application/json"
            h["Origin"] = f"http://127.0.0.1:{self.port}"
        c.request(method, path, body=body, headers=h)
        r = c.getresponse()
        data = r.read()
        c.close()
        return r.status, data, r

    def get(self, path, **kw):
        return self.request("GET", path, **kw)

    def timed(self, path, expect=200):
        """A GET timed; a status other than `expect` stops the run (a timed 404 or 428
        measures nothing)."""
        t0 = time.monotonic()
        status, data, _ = self.get(path)
        ms = (time.monotonic() - t0) * 1000
        check(status, expect, f"GET {path}")
        return ms, status, data

    def stop(self):
        self.proc.terminate()
        self.proc.wait()


def check(status, expect, what):
    if status != expect:
        sys.exit(f"{what} answered {status}, not {expect}: the figure would measure nothing")


def fill(data, posts, enquiries):
    db = sqlite3.connect(os.path.join(data, "tradelane.db"))
    body = " ".join(["chữ"] * 700)  # ~ a 3-minute read, per language
    db.executemany(
        "INSERT INTO blog_posts (slug, title_vi, title_en, description_vi, description_en, content_vi, content_en,"
        " author, published_at) VALUES (?, ?, ?, 'Mô tả ngắn của bài viết.', 'A short description.', ?, ?, 'Tác giả',"
        " strftime('%Y-%m-%dT%H:%M:%SZ', '2015-01-01', ?))",
        ((f"bench-post-{i:05}", f"Bài viết số {i}", f"Post number {i}", body, body, f"+{i * 7} hours") for i in range(posts)))
    names = ["Nguyễn Thị Hương", "Trần Văn Đức", "Lê Minh Anh", "Phạm Thu Hà", "John Smith"]
    db.executemany(
        "INSERT INTO contact_submissions (name, email, company, message, preferred_language, created_at)"
        " VALUES (?, ?, 'Công ty TNHH Xuất nhập khẩu', ?, 'vi', strftime('%Y-%m-%dT%H:%M:%fZ', '2020-01-01', ?))",
        ((names[i % 5] + f" {i}", f"khach{i}@example.vn", f"Cần báo giá vận chuyển container số {i} từ Cát Lái đi Rotterdam.", f"+{i} seconds")
         for i in range(enquiries)))
    db.commit()
    db.close()


def create_owner(data):
    r = subprocess.run([BIN, "admin", "create", "--email", "bench@example.vn", "--data-dir", data],
                       input=PASSWORD + "\n", text=True, capture_output=True)
    if r.returncode != 0:
        sys.exit(f"admin create: {r.stderr}")


def owner(server):
    status, _, r = server.request("POST", "/api/admin/session", {"email": "bench@example.vn", "password": PASSWORD})
    assert status == 204, status
    server.cookie = r.getheader("Set-Cookie").split(";")[0]


def save(server, post_id, n):
    """A save as the editor makes it: the item read with its version (ETag), sent back in
    If-Match; only a 200 counts (without If-Match the answer is 428 and nothing is saved)."""
    path = f"/api/admin/content/blog-posts/{post_id}"
    status, data, r = server.get(path)
    check(status, 200, f"GET {path}")
    version = r.getheader("ETag")
    item = json.loads(data)
    for key in ("id", "updatedAt"):
        item.pop(key, None)
    item["titleVi"] = f"Bài đã sửa {n}"
    t0 = time.monotonic()
    status, body, _ = server.request("PUT", path, item, headers={"If-Match": version})
    ms = (time.monotonic() - t0) * 1000
    check(status, 200, f"PUT {path} ({body[:200]!r})")
    return ms, status


def kb(n):
    return f"{n / 1024:.0f} KB"


def run(posts, enquiries):
    data = tempfile.mkdtemp(prefix="tradelane-scale.")
    try:
        s = Server(data); s.stop()  # migrates and seeds
        fill(data, posts, enquiries)
        create_owner(data)
        s = Server(data)
        out = {"posts": posts, "enquiries": enquiries, "start→200 ms": round(s.start_ms)}
        slug = f"bench-post-{posts // 2:05}"
        for name, path in [("/blog", "/blog"), ("post", f"/blog/{slug}")]:
            first, st, html = s.timed(path)
            kept, _, _ = s.timed(path)
            out[f"{name} first/kept ms"] = f"{first:.0f} / {kept:.1f}"
            out[f"{name} HTML"] = f"{kb(len(html))} ({st})"
            m = re.search(rb'id="tradelane-data"[^>]*>(.*?)</script>', html, re.S)
            out[f"{name} data block"] = kb(len(m.group(1))) if m else "none"
        out["/api/blog-posts"] = kb(len(s.get("/api/blog-posts")[1]))
        out["feed"] = kb(len(s.get("/blog/feed.xml")[1]))
        out["sitemap"] = kb(len(s.get("/sitemap.xml")[1]))
        out["/blog last page"] = s.get(f"/blog?page={max(1, -(-(posts + 6) // 12))}")[0]
        # Every post page is on the last post's page too, at 10,000 posts.
        last = f"bench-post-{0:05}"
        st, html, _ = s.get(f"/blog/{last}")
        out["oldest post has content"] = st == 200 and b"Post number 0" in html or b"B\xc3\xa0i vi\xe1\xba\xbft s\xe1\xbb\x91 0" in html
        # Memory after 200 distinct pages (100 posts in both languages).
        for i in range(min(posts, 100)):
            for lang in ("vi", "en"):
                s.get(f"/blog/bench-post-{i:05}?lang={lang}")
        out["RSS after 200 pages MiB"] = f"{rss(s.proc.pid):.0f} (peak {rss(s.proc.pid, 'VmHWM'):.0f})"
        owner(s)
        ids = sqlite3.connect(os.path.join(data, "tradelane.db")).execute(
            "SELECT id FROM blog_posts WHERE slug LIKE 'bench-post-%' ORDER BY published_at DESC LIMIT 20").fetchall()
        saves = [save(s, ids[i % len(ids)][0], i)[0] for i in range(3)]
        out["save ms"] = f"{statistics.median(saves):.0f}"
        # Visitors with and without the owner saving once a second, in one run (§21: the p99
        # while saving within 2x of without). The three lists are visited first, so neither
        # half pays their first render.
        pages = [f"/blog/bench-post-{i:05}" for i in range(min(posts, 100))] + ["/blog", "/", "/services"]
        for path in ("/blog", "/", "/services"):
            for lang in ("", "?lang=en"):
                check(s.get(path + lang)[0], 200, f"warming {path}{lang}")
        def soak(saving):
            latencies, failures, stop = [], [], threading.Event()
            def visit():
                while not stop.is_set():
                    t0 = time.monotonic()
                    try:
                        status = s.get(random.choice(pages) + random.choice(["", "?lang=en"]))[0]
                        latencies.append((time.monotonic() - t0) * 1000)
                        if status != 200:
                            failures.append(status)
                    except OSError:
                        latencies.append(float("inf"))
            threads = [threading.Thread(target=visit) for _ in range(VISITORS)]
            for t in threads: t.start()
            t_end, n, soak_saves = time.monotonic() + SOAK, 0, []
            while time.monotonic() < t_end:
                if saving:
                    soak_saves.append(save(s, ids[n % len(ids)][0], 100 + n)[0]); n += 1
                time.sleep(1)
            stop.set()
            for t in threads: t.join()
            check(len(failures), 0, f"visitors' pages ({failures[:5]})")
            lat = sorted(latencies)
            saves_note = f", saves {statistics.median(soak_saves):.0f} ms" if soak_saves else ""
            return f"{lat[len(lat) // 2]:.1f} / {lat[int(len(lat) * 0.99)]:.0f} ({len(lat)} req{saves_note})"
        out["visitor p50/p99 ms (no saves)"] = soak(False)
        out["visitor p50/p99 ms (saving)"] = soak(True)
        # Inbox.
        list_ms = s.timed("/api/admin/enquiries")[0]
        search_ms, st, body = s.timed("/api/admin/enquiries?q=huong")
        total = json.loads(body).get("total") if isinstance(json.loads(body), dict) else len(json.loads(body))
        before = rss(s.proc.pid)
        peak = [before]
        done = threading.Event()
        def watch():
            while not done.is_set():
                peak.append(rss(s.proc.pid)); time.sleep(0.02)
        w = threading.Thread(target=watch); w.start()
        export_ms, st, body = s.timed("/api/admin/enquiries/export?format=csv")
        done.set(); w.join()
        out["inbox list / search ms"] = f"{list_ms:.0f} / {search_ms:.0f} ({total} found)"
        out["CSV export"] = f"{export_ms:.0f} ms, {len(body) / 1048576:.0f} MiB, +{max(peak) - before:.0f} MiB resident"
        s.stop()
        return out
    finally:
        shutil.rmtree(data, ignore_errors=True)


for posts, enquiries in SIZES:
    result = run(posts, enquiries)
    print(f"== {posts} posts, {enquiries} enquiries", flush=True)
    for k, v in result.items():
        print(f"  {k:34} {v}", flush=True)
