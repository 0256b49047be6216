#!/usr/bin/env bash
# The production install as the Dockerfile's runtime stage makes it, checked without Docker: the
# working tree (less what .dockerignore leaves out) and the existing build/ in a temporary folder,
# `npm ci --omit=dev`, then what an operator and a platform do there: an operator command, and
# `npm start --silent` on a free port, answering /healthz and a public page, logging JSON only,
# and exiting 0 on SIGTERM. Run it after `npm run build` (CI runs it after `npm test`).
set -euo pipefail
SECONDS=0
step() { echo "[${SECONDS}s] $*"; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[[ -f "$root/build/server/index.js" ]] || { echo "No build in $root/build: run npm run build first." >&2; exit 1; }

work="$(mktemp -d)"
server_pid=""
cleanup() {
  [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "Production install check failed: $*" >&2
  for log in "$work"/*.log; do [[ -s "$log" ]] && { echo "--- $(basename "$log")" >&2; tail -n 40 "$log" >&2; }; done
  exit 1
}

app="$work/app"
mkdir -p "$app" "$work/data"
tar -C "$root" --exclude-from="$root/.dockerignore" -cf - . | tar -C "$app" -xf -
cd "$app"

step "npm ci --omit=dev in $app"
npm ci --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error >"$work/install.log" 2>&1 || fail "npm ci --omit=dev did not succeed"
[[ -x node_modules/.bin/node && -x node_modules/.bin/tsx ]] || fail "the pinned Node or tsx is missing from the production install"
[[ ! -e node_modules/@react-router/dev && ! -e node_modules/pino-pretty ]] || fail "development dependencies were installed"
node_version="$(npm exec --offline -- node --version)"
[[ "$node_version" == v24.* ]] || fail "npm runs Node $node_version, not the pinned Node 24"

export DATA_DIR="$work/data"
# Without build/ the start says how to make one instead of failing to run the build tools.
if npm start --silent >"$work/start-without-build.log" 2>&1; then fail "npm start without build/ did not refuse"; fi
grep -q "There is no build in build/" "$work/start-without-build.log" || fail "npm start without build/ did not say what is missing"

cp -R "$root/build" build
step "npm run db:migrate (an operator command, through tsx)"
npm run --silent db:migrate >"$work/migrate.log" 2>&1 || fail "npm run db:migrate failed"
grep -q "^Applied .* migrations to the embedded database" "$work/migrate.log" || fail "db:migrate did not report its migrations"

step "npm start --silent"
(PORT=0 exec npm start --silent >"$work/server.log" 2>"$work/server-stderr.log") &
server_pid=$!
port=""
for _ in $(seq 1 240); do
  port="$(grep -o '"msg":"listening"' "$work/server.log" >/dev/null && grep -o '"port":[0-9]*' "$work/server.log" | head -n1 | cut -d: -f2 || true)"
  [[ -n "$port" ]] && break
  kill -0 "$server_pid" 2>/dev/null || fail "the server exited before listening"
  sleep 0.5
done
[[ -n "$port" ]] || fail "the server did not listen within 2 minutes"

status_of() { node -e 'fetch(process.argv[1], { redirect: "manual" }).then((r) => console.log(r.status), () => console.log("unreachable"))' "$1"; }
[[ "$(status_of "http://127.0.0.1:$port/healthz")" == 200 ]] || fail "/healthz did not answer 200"
[[ "$(status_of "http://127.0.0.1:$port/contacto")" == 200 ]] || fail "the public page /contacto did not answer 200"

step "server answered; SIGTERM"
kill -TERM "$server_pid"
code=0
wait "$server_pid" || code=$?
server_pid=""
[[ "$code" == 0 ]] || fail "npm start exited $code after SIGTERM, not 0"

node -e '
  const lines = require("node:fs").readFileSync(process.argv[1], "utf8").split("\n").filter(Boolean);
  const bad = lines.filter((line) => { try { return typeof JSON.parse(line) !== "object"; } catch { return true; } });
  if (bad.length > 0 || lines.length === 0) { console.error(bad.length ? `not JSON: ${bad[0]}` : "no log lines"); process.exit(1); }
' "$work/server.log" || fail "a line the server wrote to standard output is not JSON"
[[ ! -s "$work/server-stderr.log" ]] || fail "the server wrote to standard error"

step "Production install works: npm ci --omit=dev, db:migrate, npm start --silent (Node $node_version, port $port), /healthz and /contacto 200, JSON logs, exit 0 on SIGTERM."
