/** The shared store's atomic steps in Redis (Lua, run by EVAL in redis-store.server.ts). */

/**
 * The sliding-window check of every key and, when all are under their limit, the hit on each, in
 * one atomic step: KEYS are the windows' sorted sets; ARGV: now, a unique member, then limit and
 * window (ms) per key. Answers 0 when recorded, else the (1-based) index of the key that refused.
 */
export const HIT_ALL = `
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[1 + i * 2])
  local window = tonumber(ARGV[2 + i * 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  if redis.call('ZCARD', key) >= limit then return i end
end
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[2 + i * 2])
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, window)
end
return 0
`;

/**
 * A slot of KEYS[1] (a sorted set of lease ids scored by the time they end): drops ended leases,
 * and when fewer than the limit remain adds this one. ARGV: now, limit, ttl (ms), the lease id.
 */
export const ACQUIRE = `
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + ttl, ARGV[4])
redis.call('PEXPIRE', KEYS[1], ttl)
return 1
`;
