-- POST /api/contact with a different name on every request, so that every row is distinct.
local counter = 0
local threads = {}

-- thread_id is set (as a global) in each thread's own Lua state by setup.
setup = function(thread)
  thread:set("thread_id", #threads + 1)
  table.insert(threads, thread)
end

request = function()
  counter = counter + 1
  local body = string.format(
    '{"name":"Bench %d-%d","email":"bench%d.%d@example.com","company":"Công ty Benchmark",' ..
    '"phone":"+84 28 1234 5678","message":"Xin báo giá vận chuyển một container 40 feet từ Hải Phòng đi Rotterdam.",' ..
    '"preferredLanguage":"vi"}', thread_id, counter, thread_id, counter)
  return wrk.format("POST", "/api/contact", { ["Content-Type"] = "application/json" }, body)
end

dofile(os.getenv("BENCH_DIR") .. "/report.lua")
