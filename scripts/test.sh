#!/usr/bin/env bash
# The one test command (npm test): lint, typecheck, every vitest suite and, once there are browser
# tests, the end-to-end suite. It ends with the totals over all of them on a line of their own.
set -u
cd "$(dirname "$0")/.."

passed=0
failed=0
failed_checks=()
check() {
  local name=$1
  shift
  echo "== $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failed_checks+=("$name"); echo "!! $name failed"; fi
}

# Installed first: the vitest suite reads the waybill's barcode with zbarimg too.
bash scripts/ensure-test-tools.sh || exit 1

# The browser tests' production build starts now, beside lint and typecheck, instead of in
# Playwright's webServer (scripts/start.ts serves it as it is when PORTAL_PREBUILT=1).
# Its own folder, as every browser-test run has (tests/e2e/playwright.config.ts).
e2e_build_pid=
e2e_pid=
vitest_pid=
# Ctrl-C stops the build, vitest and the browser tests too: a script's background jobs ignore SIGINT.
trap 'kill $e2e_build_pid $e2e_pid $vitest_pid 2>/dev/null; exit 130' INT TERM
if [ -d tests/e2e ]; then
  mkdir -p test-results
  e2e_out=$(mktemp -d "${TMPDIR:-/tmp}/portal-e2e-dist-XXXXXX")
  npx vite build --configLoader runner --logLevel warn --outDir "$e2e_out" --emptyOutDir \
    >test-results/e2e-build.log 2>&1 &
  e2e_build_pid=$!
fi

check "lint and format (biome)" npx biome check --error-on-warnings .
check "typecheck (tsc)" npx tsc --noEmit -p tsconfig.json

# The browser tests run in two Playwright processes, each on a portal and fixture of its own. The
# first starts beside vitest: the browser tests wait on timers, polls and the network much of the
# time, and vitest fills the idle CPU. Vitest takes one worker thread here, not one per core: the
# browser and the fixture server keep a core, and vitest's own 1 s waits keep the other (niced, with
# two threads, it missed one). The second process, with the spec files of tests/e2e/second-part.ts,
# starts as soon as vitest or the first process is done and takes the core it leaves: on a quiet
# machine vitest ends first; on a busy one, where vitest's single thread is the slowest part, the
# first process can. Their reports are printed when vitest is done; their JSON reports count them.
e2e_port=${E2E_PORT:-4318}
e2e_json=("$PWD/test-results/e2e.json" "$PWD/test-results/e2e-2.json")
e2e_log=("$PWD/test-results/e2e.log" "$PWD/test-results/e2e-2.log")
e2e_pids=()
# Each part's exit status, once collected.
e2e_statuses=()
# Starts part $1 (1 or 2) of the browser tests in the background on port $2.
start_e2e_part() {
  local index=$(($1 - 1)) out=$e2e_out
  # pwa.spec.ts rewrites its build's sw.js for a while (a newer version): were it the other part's
  # too, that part's open tabs would be offered the update. So the second part serves a copy.
  if [ "$1" -ne 1 ]; then
    out=$e2e_out-$1
    cp -r "$e2e_out" "$out"
  fi
  rm -f "${e2e_json[$index]}"
  E2E_PART=$1 E2E_PORT=$2 PORTAL_OUT_DIR=$out PORTAL_PREBUILT=$e2e_prebuilt \
    PLAYWRIGHT_JSON_OUTPUT_NAME=${e2e_json[$index]} \
    npx playwright test -c tests/e2e/playwright.config.ts --reporter=list,json >"${e2e_log[$index]}" 2>&1 &
  e2e_pids+=($!)
  e2e_pid="${e2e_pids[*]}"
}
if [ -d tests/e2e ]; then
  # A failed build is made again by the first part's webServer, which then reports its error where
  # it belongs; the second part starts later and serves what it made.
  if wait "$e2e_build_pid"; then e2e_prebuilt=1; else e2e_prebuilt=0; cat test-results/e2e-build.log; fi
  start_e2e_part 1 "$e2e_port"
fi

echo "== unit and integration tests (vitest)"
# Its own report file: a vitest run of a few files elsewhere in the checkout writes the default one.
vitest_json=test-results/test-command-vitest.json
rm -f "$vitest_json"
if [ -n "$e2e_pid" ]; then
  npx vitest run --maxWorkers=1 --outputFile.json="$vitest_json" &
  vitest_pid=$!
  # wait -n -p: bash 5.1 or later (Debian 12 has 5.2).
  wait -n -p ended_pid "$vitest_pid" "${e2e_pids[0]}"
  ended_status=$?
  e2e_prebuilt=1
  start_e2e_part 2 "$((e2e_port - 1))"
  if [ "$ended_pid" = "$vitest_pid" ]; then
    vitest_status=$ended_status
  else
    e2e_statuses[0]=$ended_status
    wait "$vitest_pid"
    vitest_status=$?
  fi
else
  npx vitest run --outputFile.json="$vitest_json"
  vitest_status=$?
fi
read -r vitest_passed vitest_failed < <(node -e '
  const fs = require("node:fs")
  try {
    const r = JSON.parse(fs.readFileSync(process.argv[1], "utf8"))
    const broken = r.testResults.filter((s) => s.status === "failed" && s.assertionResults.length === 0).length
    console.log(r.numPassedTests, r.numFailedTests + broken)
  } catch { console.log(0, 0) }
' "$vitest_json")
passed=$((passed + vitest_passed))
failed=$((failed + vitest_failed))
if [ "$vitest_status" -ne 0 ] && [ "$vitest_failed" -eq 0 ]; then failed=$((failed + 1)); fi

for index in "${!e2e_pids[@]}"; do
  echo "== end-to-end tests, part $((index + 1)) of ${#e2e_pids[@]} (playwright, Debian chromium)"
  # What they printed so far, then the rest as it comes.
  tail -n +1 -f --pid="${e2e_pids[$index]}" "${e2e_log[$index]}"
  if [ -z "${e2e_statuses[$index]:-}" ]; then
    wait "${e2e_pids[$index]}"
    e2e_statuses[index]=$?
  fi
  e2e_status=${e2e_statuses[$index]}
  read -r e2e_passed e2e_failed < <(node -e '
    try {
      const s = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8")).stats
      console.log(s.expected + s.flaky, s.unexpected)
    } catch { console.log(0, 1) }
  ' "${e2e_json[$index]}")
  passed=$((passed + e2e_passed))
  failed=$((failed + e2e_failed))
  if [ "$e2e_status" -ne 0 ] && [ "$e2e_failed" -eq 0 ]; then failed=$((failed + 1)); fi
done

echo
# The failed and flaky tests' names, from the reports, right above the totals that CI's tail keeps.
for name in "${failed_checks[@]}"; do echo "failed check: $name"; done
npx tsx scripts/list-failed-tests.ts "$vitest_json" "${e2e_json[@]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
