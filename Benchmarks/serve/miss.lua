-- Every request a title never asked for before: each one is a cache miss and a render.
local threads_started = 0
function setup(thread)
  threads_started = threads_started + 1
  thread:set("id", threads_started)
end
local counter = 0
function request()
  counter = counter + 1
  return wrk.format("GET", "/social-card.png?title=Miss+" .. id .. "-" .. counter)
end
