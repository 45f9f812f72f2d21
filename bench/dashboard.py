#!/usr/bin/env python3
"""The Dashboard at the visit-counting budget (docs/decisions-spec.md §21): 30 days at the
budget, i.e. 29 finished days each with 1,000 rows in every dimension of the daily totals
(pages, landing pages, sources, campaigns, tools and each tool event: what the roll-up keeps
at most) and today with 50,000 raw events over 50,000 distinct paths, sources and campaigns
(the day's budget, as unlike each other as a flood makes them), with the live totals the
event writer keeps of them (`insight_live`, migration 0035). Times
`GET /api/admin/stats?days=30` (and 7) as the owner, every answer checked for 200.

usage: BIN=target/release/tradelane python3 bench/dashboard.py   (RUNS=20)"""
import http.client, os, socket, sqlite3, statistics, subprocess, sys, tempfile, time, shutil
from datetime import date, datetime, timedelta, timezone

BIN = os.environ["BIN"]
RUNS = int(os.environ.get("RUNS", "20"))
PASSWORD = "quiet-harbour-lantern-42"
VIETNAM = timezone(timedelta(hours=7))


def free_port():
    s = socket.socket(); s.bind(("127.0.0.1", 0)); p = s.getsockname()[1]; s.close(); return p


def request(port, method, path, body=None, cookie=None):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    h = {"Origin": f"http://127.0.0.1:{port}"}
    if cookie:
        h["Cookie"] = cookie
    if body is not None:
        h["Content-Type"] = "application/json"
    c.request(method, path, body=body, headers=h)
    r = c.getresponse(); data = r.read(); c.close()
    return r.status, data, r


def serve(data):
    port = free_port()
    log = open(os.path.join(data, "log"), "w")
    proc = subprocess.Popen([BIN, "serve", "--port", str(port), "--data-dir", data, "--log-format", "json"],
                            stdout=log, stderr=log)
    while True:
        try:
            if request(port, "GET", "/api/health")[0] in (200, 503):
                return proc, port
        except OSError:
            time.sleep(0.05)


def fill(data):
    db = sqlite3.connect(os.path.join(data, "tradelane.db"))
    today = datetime.now(VIETNAM).date()
    rows = []
    for back in range(1, 30):
        day = (today - timedelta(days=back)).isoformat()
        rows.append((day, "total", "", 40_000, 50_000))
        for dimension in ["page", "landing", "source", "campaign", "tool", "tool:calculated", "tool:pdf", "tool:link", "tool:quote"]:
            prefix = "/p" if dimension in ("page", "landing") else "v"
            rows += [(day, dimension, f"{prefix}{back}-{i}", 1000 - i, 2000 - i) for i in range(999)]
            rows.append((day, dimension, "\x01other", 9_000, 12_000))
        rows += [(day, "device", d, 10_000, 15_000) for d in ("phone", "tablet", "desktop")]
        rows += [(day, "language", l, 20_000, 25_000) for l in ("vi", "en")]
    db.executemany("INSERT INTO insight_daily (day, dimension, value, visitors, count) VALUES (?, ?, ?, ?, ?)", rows)
    now = int(time.time())
    db.executemany(
        "INSERT INTO insight_events (day, at, visitor, kind, path, entry, source, medium, campaign, device, language, tool)"
        " VALUES (?, ?, ?, 'pageview', ?, 1, ?, NULL, ?, 'phone', 'vi', NULL)",
        ((today.isoformat(), now - i % 3600, i, f"/flood/{i}", f"s{i}.example", f"c{i}") for i in range(50_000)))
    live(db, today.isoformat())
    # The days were written here, past the roll-up: sums the server kept ahead of the empty
    # days at its first start are forgotten, as on a site upgraded with its history.
    if db.execute("SELECT 1 FROM sqlite_schema WHERE name = 'insight_periods'").fetchone():
        for table in ("insight_periods", "insight_period_sums", "insight_period_totals"):
            db.execute(f"DELETE FROM {table}")
    db.commit()
    db.close()
    return len(rows)


def live(db, day):
    """Today's live totals and visitor keys, as the event writer leaves them after storing
    the day's raw events one by one (the same grouping as migration 0035's)."""
    values = """
        SELECT 'total' AS dimension, '' AS value, visitor FROM insight_events WHERE day = :day
        UNION ALL SELECT 'page', path, visitor FROM insight_events WHERE day = :day
        UNION ALL SELECT 'landing', path, visitor FROM insight_events WHERE day = :day AND entry = 1
        UNION ALL SELECT 'source', coalesce(source, ''), visitor FROM insight_events WHERE day = :day AND entry = 1
        UNION ALL SELECT 'campaign', campaign, visitor FROM insight_events
                   WHERE day = :day AND entry = 1 AND campaign IS NOT NULL
        UNION ALL SELECT 'device', device, visitor FROM insight_events WHERE day = :day
        UNION ALL SELECT 'language', language, visitor FROM insight_events WHERE day = :day"""
    db.execute(f"""INSERT INTO insight_live (day, dimension, value, visitors, count)
                   SELECT :day, dimension, value, count(DISTINCT visitor), count(*) FROM ({values})
                   GROUP BY dimension, value""", {"day": day})
    db.execute(f"""INSERT INTO insight_live_seen (live_id, visitor)
                   SELECT DISTINCT l.id, e.visitor FROM ({values}) e JOIN insight_live l
                       ON l.day = :day AND l.dimension = e.dimension AND l.value = e.value""", {"day": day})


def catch_up(data):
    """Waits for the server to sum the filled days ahead for the Dashboard's 7, 30, 365 days
    (`insight_periods`, migration 0038) when its build keeps them: the days were written
    here, not rolled up by the server, as on a site upgraded with its history."""
    db = sqlite3.connect(os.path.join(data, "tradelane.db"), timeout=30)
    try:
        if not db.execute("SELECT 1 FROM sqlite_schema WHERE name = 'insight_periods'").fetchone():
            return
        today = (datetime.now(VIETNAM).date() - date(1970, 1, 1)).days
        t0 = time.monotonic()
        while True:
            covered = dict((d, (f, l)) for d, f, l in db.execute("SELECT days, first_day, last_day FROM insight_periods"))
            if all(covered.get(d) == (today - d + 1, today) for d in (7, 30, 365)):
                break
            if time.monotonic() - t0 > 900:
                sys.exit(f"the periods were not summed ahead in 15 minutes: {covered}")
            time.sleep(0.5)
        print(f"7, 30 and 365 days summed ahead {time.monotonic() - t0:.1f} s after start")
    finally:
        db.close()


def main():
    data = tempfile.mkdtemp(prefix="tradelane-dashboard.")
    try:
        proc, _ = serve(data); proc.terminate(); proc.wait()  # migrates and seeds
        daily = fill(data)
        r = subprocess.run([BIN, "admin", "create", "--email", "bench@example.vn", "--data-dir", data],
                           input=PASSWORD + "\n", text=True, capture_output=True)
        if r.returncode != 0:
            sys.exit(f"admin create: {r.stderr}")
        proc, port = serve(data)
        try:
            catch_up(data)
            status, _, resp = request(port, "POST", "/api/admin/session",
                                      b'{"email": "bench@example.vn", "password": "' + PASSWORD.encode() + b'"}')
            if status != 204:
                sys.exit(f"sign-in answered {status}")
            cookie = resp.getheader("Set-Cookie").split(";")[0]
            print(f"{daily:,} daily rows over 29 days, 50,000 raw events today")
            for days in (30, 7):
                times = []
                for _ in range(RUNS):
                    t0 = time.monotonic()
                    status, body, _ = request(port, "GET", f"/api/admin/stats?days={days}", cookie=cookie)
                    times.append((time.monotonic() - t0) * 1000)
                    if status != 200:
                        sys.exit(f"stats answered {status}: {body[:200]!r}")
                times.sort()
                print(f"days={days}: median {statistics.median(times):.0f} ms, max {times[-1]:.0f} ms,"
                      f" {len(body) / 1024:.0f} KB, {RUNS} runs")
        finally:
            proc.terminate(); proc.wait()
    finally:
        shutil.rmtree(data, ignore_errors=True)


main()
