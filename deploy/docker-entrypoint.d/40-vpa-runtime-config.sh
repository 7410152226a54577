#!/bin/sh
# Run by the nginx image's entrypoint before nginx starts: writes the runtime configuration from the
# environment into index.html and the nginx configuration (see render-runtime-config.sh). A
# malformed value stops the container instead of starting it half-configured.
set -eu
exec /usr/local/bin/vpa-render-runtime-config
