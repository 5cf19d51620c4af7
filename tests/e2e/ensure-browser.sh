#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium and needs CJK fonts to render Chinese; deploy-nginx.e2e.ts
# serves the build with Debian's nginx. Installs them when running as root (CI, a fresh machine);
# otherwise says exactly what to install.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fc-list 2>/dev/null | grep -qi "Noto Sans CJK" || need+=(fonts-noto-cjk)
[ -x /usr/sbin/nginx ] || need+=(nginx)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "e2e: installing ${need[*]} from Debian's packages"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
else
  echo "e2e needs: ${need[*]}. Install with: sudo apt-get update && sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
