#!/usr/bin/env bash
# Builds the app into private folders and runs browser specs against it on a private port, so
# several people (or agents) can run e2e at once on one machine without sharing dist/.
# One worker unless E2E_WORKERS says otherwise (worker N uses PORT + 10 × N).
# Usage: scripts/e2e-private.sh NAME PORT [playwright args…]   e.g. scripts/e2e-private.sh centres 3102 e2e/centres.spec.ts
set -euo pipefail
cd "$(dirname "$0")/.."
name=$1 port=$2
shift 2
npx vite build apps/web --outDir "dist-$name" --emptyOutDir --logLevel warn
# The centre app (/centro/) too: without it the server would serve whatever apps/centre/dist a
# shared build left there, or nothing, and the centre-app specs would test someone else's build.
npx vite build apps/centre --outDir "dist-$name" --emptyOutDir --logLevel warn
API_OUTFILE="./dist-$name/main.js" node apps/api/build.mjs
E2E_WORKERS=${E2E_WORKERS:-1} E2E_PORT=$port E2E_API_BUNDLE="$PWD/apps/api/dist-$name/main.js" E2E_WEB_DIST="$PWD/apps/web/dist-$name" \
  E2E_CENTRE_DIST="$PWD/apps/centre/dist-$name" npx playwright test --output "test-results/$name" "$@"
