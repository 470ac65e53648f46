-- Misses as in miss.lua, counting every response by status so the run can show that
-- each request got 200, 304 or 503 and nothing else.
local threads = {}
function setup(thread)
  table.insert(threads, thread)
  thread:set("id", #threads)
end
local counter = 0
statuses = {}
function request()
  counter = counter + 1
  return wrk.format("GET", "/social-card.png?title=Overload+" .. id .. "-" .. counter)
end
function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end
function done(summary, latency, requests)
  local total = {}
  for _, t in ipairs(threads) do
    for status, n in pairs(t:get("statuses")) do total[status] = (total[status] or 0) + n end
  end
  local parts = {}
  for status, n in pairs(total) do table.insert(parts, status .. "=" .. n) end
  table.sort(parts)
  local e = summary.errors
  io.write(string.format("statuses: %s\n", table.concat(parts, " ")))
  io.write(string.format("socket errors: connect=%d read=%d write=%d timeout=%d\n", e.connect, e.read, e.write, e.timeout))
end
