// Empties the Redis database named by a URL (e.g. redis://127.0.0.1:6379/1) before a test run:
// counters of an earlier run (rate limits, grab caps, socket counts keyed by user ids and
// addresses that repeat in every fresh test database) must not carry over into this one.
// Usage: node scripts/redis-database.mjs flush URL
import Redis from "ioredis";

const [action, url] = process.argv.slice(2);
if (action !== "flush" || !url) {
  console.error("usage: redis-database.mjs flush redis://host:port/db");
  process.exit(2);
}
const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000 });
try {
  await redis.connect();
  await redis.flushdb();
} catch (error) {
  console.error(`redis-database: flush ${url} failed: ${error.message}`);
  process.exit(1);
} finally {
  redis.disconnect();
}
