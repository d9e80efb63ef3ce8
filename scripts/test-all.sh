#!/usr/bin/env bash
# Every test: typecheck and lint, the build (web app and server), unit and API tests on embedded
# PGlite, the API suite again on PostgreSQL + Redis (a fresh database per run), then the browser
# flows against the build.
set -uo pipefail
cd "$(dirname "$0")/.."

results=$PWD/.test-results
rm -rf "$results" && mkdir -p "$results"
status=0
step() { echo; echo "── $1"; }
fail() { echo "✗ $1"; status=1; }
vitest_json() { echo "--reporter=default --reporter=json --outputFile.json=$results/$1.json"; }

step "typecheck and lint"
npm run --silent check || fail "check"

step "build the web app and the server"
# First: the browser flows run the build, and so do the servers and command-line tools the API
# tests start as processes of their own (TEST_BUILT_SERVER, apps/server/test/helpers/process.ts).
if npm run --silent build; then
  export TEST_BUILT_SERVER=1
else
  fail "build"
fi
node scripts/web-budget.mjs || fail "web size budget"

step "unit and API tests (embedded PGlite, in-process bus)"
# A test that fails is run once more here too (three files at a time on two cores can starve one);
# the summary at the end names it, and one that fails twice fails the run.
env -u DATABASE_URL -u REDIS_URL npx vitest run --project protocol --project bench --project web --project server --project server-media \
  --retry=1 $(vitest_json embedded) || fail "embedded suite"

pg_admin=${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/test}
# Redis databases of the tests' own, from this one on, emptied first (see scripts/redis-database.mjs).
redis_url=${TEST_REDIS_URL:-redis://127.0.0.1:6379/1}
db="courtside_test_$(date +%s)_$$"
# Workers of the PostgreSQL run: each has a database and a Redis database of its own
# (apps/server/test/helpers/per-worker.ts).
workers=3
worker_ids=$(seq 1 $workers)
redis_db=${redis_url##*/}
step "API tests on PostgreSQL (${db}_w1..$workers) + Redis"
redis_ok=true
for id in $worker_ids; do
  node scripts/redis-database.mjs flush "${redis_url%/*}/$((redis_db + id - 1))" || redis_ok=false
done
$redis_ok || fail "Redis unreachable at $redis_url"
created=true
for id in $worker_ids; do
  PG_ADMIN_URL=$pg_admin node scripts/pg-database.mjs create "${db}_w$id" || created=false
done
# A file that fails is run once more (the report marks it), as the browser flows are: the fault
# tests kill and restart nodes beside two other files on two cores; a file that fails twice fails it.
if $created; then
  TEST_PER_WORKER=$workers DATABASE_URL="${pg_admin%/*}/$db" REDIS_URL=$redis_url \
    npx vitest run --project server --project server-media --maxWorkers=$workers --retry=1 $(vitest_json postgres) || fail "PostgreSQL suite"
elif [ "${CI:-}" = "true" ]; then
  fail "PostgreSQL unreachable at $pg_admin"
else
  echo "PostgreSQL unreachable at $pg_admin: skipping the PostgreSQL run (CI never skips it)"
fi
for id in $worker_ids; do PG_ADMIN_URL=$pg_admin node scripts/pg-database.mjs drop "${db}_w$id" >/dev/null 2>&1 || true; done

step "browser flows (Chromium)"
npx vitest run --root e2e $(vitest_json e2e) || fail "e2e"

step "summary"
node scripts/test-summary.mjs "$results"
exit $status
