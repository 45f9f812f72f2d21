-- POST /api/events: a page view from a different visitor (user agent) on every request, sent
-- as navigator.sendBeacon sends it (text/plain).
local counter = 0
local threads = {}

setup = function(thread)
  thread:set("thread_id", #threads + 1)
  table.insert(threads, thread)
end

request = function()
  counter = counter + 1
  local ua = string.format(
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 b%d-%d",
    thread_id, counter)
  local body = string.format('{"type":"pageview","path":"/blog/post-%d?utm_source=bench","lang":"vi"}', counter % 50)
  return wrk.format("POST", "/api/events", { ["Content-Type"] = "text/plain;charset=UTF-8", ["User-Agent"] = ua }, body)
end

dofile(os.getenv("BENCH_DIR") .. "/report.lua")
