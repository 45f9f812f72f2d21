#!/usr/bin/env python3
"""Starts a server and measures the time from process start to its first 200.

usage: start-and-wait.py LOG_FILE HOST PORT PATH -- COMMAND...
Prints "PID MILLISECONDS" and leaves the server running (the caller stops it).
Polls with a raw HTTP/1.0 request in a tight loop: a curl per attempt would add a
process start (milliseconds) to every try.
"""
import socket
import subprocess
import sys
import time

log_file, host, port, path = sys.argv[1:5]
command = sys.argv[sys.argv.index("--") + 1:]
request = f"GET {path} HTTP/1.0\r\nHost: {host}:{port}\r\n\r\n".encode()

with open(log_file, "ab") as log:
    started = time.monotonic()
    proc = subprocess.Popen(command, stdout=log, stderr=log)

deadline = started + 10
while True:
    if proc.poll() is not None:
        sys.exit(f"the server exited with status {proc.returncode} before answering")
    if time.monotonic() > deadline:
        proc.kill()
        sys.exit("no 200 within 10 s")
    try:
        with socket.create_connection((host, int(port)), timeout=1) as sock:
            sock.sendall(request)
            status_line = sock.recv(64).split(b"\r\n", 1)[0]
        if status_line.split(b" ")[1:2] == [b"200"]:
            break
    except (OSError, IndexError):
        pass
    time.sleep(0.0005)

elapsed_ms = (time.monotonic() - started) * 1000
print(f"{proc.pid} {elapsed_ms:.1f}")
