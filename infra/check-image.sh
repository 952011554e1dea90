#!/usr/bin/env bash
# Builds infra/Dockerfile with the Docker CLI and runs the image as compose does (read-only root, no capabilities,
# no-new-privileges, /data on a volume, embedded PostgreSQL), then checks that it serves /readyz, / and /og.png,
# that `npm run owner:password` works inside it, and that it holds no tsx, Vite or vitest.
# Run from anywhere; CI runs it. The machine needs ../shared/tools/containers (podman behind the Docker API).
# Everything it creates (container, volume, image, API socket) is removed on exit.
set -euo pipefail
cd "$(dirname "$0")/.."

containers=../shared/tools/containers
run_id="folio-check-$$"
image="localhost/$run_id:latest"
work=$(mktemp -d "/tmp/$run_id.XXXXXX")
step() { printf '\n--- %s\n' "$*"; }

cleanup() {
  local status=$?
  set +e
  if [ "$status" -ne 0 ] && [ -n "${DOCKER_HOST:-}" ]; then
    echo "The image check failed; the container's log:"
    docker logs "$run_id" 2>&1 | tail -40
  fi
  if [ -n "${DOCKER_HOST:-}" ]; then
    docker rm -f "$run_id" >/dev/null 2>&1
    docker volume rm -f "$run_id" >/dev/null 2>&1
    docker image rm -f "$image" $(docker images -q --filter "label=folio.build-id=$run_id") >/dev/null 2>&1
  fi
  # This run's own API server only: other users of the machine may have theirs.
  "$containers/docker-api.sh" stop "$work/api" >/dev/null 2>&1
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

step "podman, runc and the base images"
"$containers/setup.sh"
eval "$("$containers/docker-api.sh" start "$work/api")"
docker version --format 'Docker CLI {{.Client.Version}}, engine {{.Server.Version}}'

step "docker build -f infra/Dockerfile"
started=$(date +%s)
# The build stage's image is labelled with this run's id, so that it, and not another run's, is removed at the end.
if ! DOCKER_BUILDKIT=0 docker build -f infra/Dockerfile --build-arg "FOLIO_BUILD_ID=$run_id" -t "$image" . >"$work/build.log" 2>&1; then
  tail -n 80 "$work/build.log"
  exit 1
fi
echo "built in $(( $(date +%s) - started )) s; $(docker image inspect "$image" --format '{{.Size}}' | awk '{ printf "%d MB", $1 / 1000000 }')"

step "The image holds no tsx, Vite or vitest"
found=$(docker run --rm --user root --entrypoint sh "$image" -c \
  'find / -xdev \( -path /proc -o -path /sys \) -prune -o -type d \( -name tsx -o -name vite -o -name vitest -o -name "tsx@*" -o -name "vite@*" -o -name "vitest@*" \) -print' || true)
if [ -n "$found" ]; then
  echo "found in the image:"
  echo "$found"
  exit 1
fi
echo "none"

step "Run it read-only, with no capabilities, on a volume"
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
base="http://127.0.0.1:$port"
docker volume create "$run_id" >/dev/null
docker run -d --name "$run_id" -p "127.0.0.1:$port:3000" -e "PUBLIC_URL=http://127.0.0.1:$port" --read-only --tmpfs /tmp --cap-drop ALL \
  --security-opt no-new-privileges -v "$run_id:/data" "$image" >/dev/null
ready=""
for _ in $(seq 1 120); do
  if curl -sf -o /dev/null "$base/readyz"; then ready=yes; break; fi
  if [ "$(docker inspect -f '{{.State.Running}}' "$run_id")" != "true" ]; then break; fi
  sleep 1
done
[ -n "$ready" ] || { echo "/readyz did not answer 200"; exit 1; }
echo "running as $(docker exec "$run_id" id -un), root filesystem read-only: $(docker inspect -f '{{.HostConfig.ReadonlyRootfs}}' "$run_id")"

check() {
  local path=$1 type=$2
  local answer
  answer=$(curl -s -o /dev/null -w '%{http_code} %{content_type}' "$base$path")
  echo "GET $path -> $answer"
  case "$answer" in "200 $type"*) ;; *) echo "expected 200 $type"; exit 1 ;; esac
}
check /readyz application/json
check / text/html
check /og.png image/png

step "npm run owner:password inside the container (password piped)"
echo "an image check password" | docker exec -i "$run_id" npm run --silent owner:password
# The new password signs in (303 to the site; a wrong one gets 401).
login=$(curl -s -o /dev/null -w '%{http_code}' -H "Origin: $base" \
  --data-urlencode 'password=an image check password' "$base/api/login/password")
[ "$login" = 303 ] || { echo "signing in with the new password answered $login, not 303"; exit 1; }
echo "signed in with it (HTTP $login)"

step "The image checks passed"
