-- Loaded by every wrk run: prints one machine-readable line that run.sh turns into the
-- table (latencies in microseconds).
done = function(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.timeout
  io.write(string.format("RESULT requests=%d seconds=%.3f rps=%.1f p50=%d p99=%d non2xx=%d socket_errors=%d\n",
    summary.requests, seconds, summary.requests / seconds,
    latency:percentile(50), latency:percentile(99), summary.errors.status, errors))
end
