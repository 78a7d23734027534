#!/usr/bin/env bash
# The browser suites, two at a time on a 2-core machine: the end-to-end journeys on one server, and the
# security then the accessibility suite on another. Each server has its own ports (E2E_PORT_BASE) and its
# own fresh database, so neither run sees the other's sign-ins, bookings or mail. Each suite still runs
# one test at a time, as its journeys share the demo members. Every line is prefixed with its suite; the
# run fails when either side does, after both have finished.
set -uo pipefail
cd "$(dirname "$0")/.."

prefixed() {
  local label="$1"
  shift
  "$@" 2>&1 | sed -u "s/^/[$label] /"
}

prefixed e2e env E2E_PORT_BASE=19180 npx playwright test --project=e2e &
journeys=$!
prefixed 'security, a11y' bash -c 'npx playwright test --project=security && npx playwright test --project=a11y' &
checks=$!

wait "$journeys"
journeys_status=$?
wait "$checks"
checks_status=$?
echo "browser suites: end-to-end exited ${journeys_status}; security and accessibility exited ${checks_status}"
[ "$journeys_status" -eq 0 ] && [ "$checks_status" -eq 0 ]
