#!/usr/bin/env bash
# The integration suite on the embedded database (PGlite), and, when ALSO_TEST_DATABASE_URL names an empty
# PostgreSQL database, the same suite against it at the same time. Each suite runs its files one after
# another in one worker (vitest.config.ts), so on two cores the second run costs little wall time:
# `.ci/run` sets the variable (README, "Tests"). The PostgreSQL run's output is kept in a file and
# printed, each line marked, when both have ended; either failing fails the step.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ -z "${ALSO_TEST_DATABASE_URL:-}" ]; then
  exec npx vitest run --project integration "$@"
fi

pg_log=$(mktemp /tmp/integration-postgres.XXXXXX)
echo "Integration suite on PGlite, and beside it on PostgreSQL (its output follows at the end)"
TEST_DATABASE_URL="$ALSO_TEST_DATABASE_URL" npx vitest run --project integration "$@" >"$pg_log" 2>&1 &
pg_pid=$!
# Stops the PostgreSQL run too if this script is interrupted.
trap 'kill "$pg_pid" 2>/dev/null || true' INT TERM

npx vitest run --project integration "$@"
pglite_status=$?
wait "$pg_pid"
pg_status=$?

echo
echo "Integration suite on PostgreSQL:"
sed 's/^/[postgresql] /' "$pg_log"
rm -f "$pg_log"
echo "Integration suites: PGlite exit $pglite_status, PostgreSQL exit $pg_status"
[ "$pglite_status" -eq 0 ] && [ "$pg_status" -eq 0 ]
