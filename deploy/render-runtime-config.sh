#!/bin/sh
# Renders the runtime configuration of the VPA portal at container start (docs/decisions/007):
#   1. index.html (and every prerendered page beside it) from the build's pristine copy, with
#      two meta tags before </head>:
#      <meta name="vpa-config" content="{json}">   API base, SMS DB base, Teya URL, redirect origins
#      <meta name="csp-nonce" content="VPA_CSP_NONCE">  nginx puts a fresh nonce here per response
#   2. the nginx server block and the security-header snippet, whose Content-Security-Policy
#      allows exactly the configured API (connect-src) and Teya gateway (form-action).
#   3. sw.js, when the build has one: the configuration's fingerprint in place of its marker, so
#      that installed copies see a restart with another configuration as they see a release
#      (the service worker precaches the rendered pages; docs/decisions/016).
# The app reads the same values from the meta tag, so the page and its policy never disagree; its
# schema (src/lib/config.ts) has the same rules, and tests/config/config-values.ts proves they agree.
# Values are checked here and the script fails (the container does not start) on a malformed one,
# or without VITE_TEYA_PAYMENT_URL: a typo or a forgotten variable must not silently send payments
# to the wrong place (there is no default Teya page, least of all Teya's test page).
#
# Configuration (environment; the names of .env.example, read at start instead of at build time):
#   VITE_API_BASE_URL              REST backend base; empty = same origin
#   VITE_SMS_DB_API_BASE_URL       SMS database service base; empty = VITE_API_BASE_URL
#   VITE_TEYA_PAYMENT_URL          the Teya secure payment page the card form is posted to (required)
#   VITE_PAYMENT_REDIRECT_ORIGINS  comma-separated origins a Worldline redirect may go to
#   VITE_API_TIMEOUT_MS            optional, 1000..120000
#   VITE_OFFICIAL_ORIGINS          optional, comma-separated other origins whose zone links the QR
#                                  scanner accepts besides the page's own (a fake sticker's link to
#                                  any other origin is refused)
#   VITE_FIELD_DATA                optional, on/off (true/false, 1/0; default off): field data
#                                  (docs/decisions/021), the app's beacons of speed and failures,
#                                  accepted at /_vpa/field and written to VPA_FIELD_LOG
#   VPA_TRUSTED_PROXIES            optional, comma-separated addresses or CIDR ranges of the load
#                                  balancers in front, whose X-Forwarded-For names the client
#                                  (set_real_ip_from); unset: no one's header is believed
#   VPA_LISTEN                     nginx listen value (default 8080; e.g. 127.0.0.1:4192)
#   VPA_HSTS_MAX_AGE               Strict-Transport-Security max-age in seconds (default 31536000)
#   VPA_BROTLI_STATIC              no longer taken (the image's nginx has no Brotli module): anything
#                                  but empty or off stops the start, so nobody counts on it
# Paths (defaults are the container's):
#   VPA_INDEX_TEMPLATE   the built index.html, kept outside the web root (/usr/share/nginx/vpa/index.html)
#   VPA_WEB_ROOT         the served directory (/usr/share/nginx/html)
#   VPA_TEMPLATE_DIR     the *.template files of deploy/nginx (/etc/nginx/vpa-templates)
#   VPA_SERVER_CONF      rendered server block (/etc/nginx/conf.d/default.conf)
#   VPA_HEADERS_CONF     rendered header snippet (/etc/nginx/vpa/security-headers.conf)
#   VPA_FIELD_LOG        where nginx writes the beacons, one JSON line each (/var/log/nginx/vpa-field.log,
#                        which the image links to its standard output)
#   VPA_FIELD_SOCKET     the sink's socket, as nginx.conf names it (/var/run/nginx-vpa-field.sock)
#   VPA_CONFIG_DEFAULTS  deploy/config-defaults.json, the defaults the app has too (Worldline's
#                        origins, the timeout; no Teya page)
#                        (/etc/nginx/vpa-templates/config-defaults.json)
set -eu

NONCE_PLACEHOLDER='VPA_CSP_NONCE'

INDEX_TEMPLATE="${VPA_INDEX_TEMPLATE:-/usr/share/nginx/vpa/index.html}"
WEB_ROOT="${VPA_WEB_ROOT:-/usr/share/nginx/html}"
TEMPLATE_DIR="${VPA_TEMPLATE_DIR:-/etc/nginx/vpa-templates}"
SERVER_CONF="${VPA_SERVER_CONF:-/etc/nginx/conf.d/default.conf}"
HEADERS_CONF="${VPA_HEADERS_CONF:-/etc/nginx/vpa/security-headers.conf}"
CONFIG_DEFAULTS="${VPA_CONFIG_DEFAULTS:-/etc/nginx/vpa-templates/config-defaults.json}"
LISTEN="${VPA_LISTEN:-8080}"
FIELD_LOG="${VPA_FIELD_LOG:-/var/log/nginx/vpa-field.log}"
FIELD_SOCKET="${VPA_FIELD_SOCKET:-/var/run/nginx-vpa-field.sock}"
HSTS_MAX_AGE="${VPA_HSTS_MAX_AGE:-31536000}"
BROTLI_STATIC="${VPA_BROTLI_STATIC:-off}"

fail() {
  echo "vpa-render-runtime-config: $*" >&2
  exit 1
}

# The defaults of the app's configuration (src/lib/config.ts imports the same file). Read with sed:
# each is a string on a line of its own, as Prettier writes the file.
default_of() { # key
  sed -n -e "s/^[[:space:]]*\"$1\":[[:space:]]*\"\([^\"]*\)\".*\$/\1/p" "$CONFIG_DEFAULTS"
}
[ -f "$CONFIG_DEFAULTS" ] || fail "no configuration defaults at $CONFIG_DEFAULTS"
DEFAULT_PAYMENT_REDIRECT_ORIGINS=$(default_of paymentRedirectOrigins)
[ -n "$DEFAULT_PAYMENT_REDIRECT_ORIGINS" ] || fail "$CONFIG_DEFAULTS lacks paymentRedirectOrigins"

matches() { # value, extended regex
  printf '%s\n' "$1" | grep -Eq "$2"
}

trim() {
  printf '%s' "$1" | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//'
}

# Only characters that need no escaping in JSON, HTML attributes, nginx strings and sed; no
# credentials (@), query, fragment, quotes, semicolons or blanks.
HOST_PORT='[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?'
PATH_PART='(/[A-Za-z0-9._~%/-]*)?'
LOOPBACK='^http://(localhost|127\.0\.0\.1)(:[0-9]{1,5})?(/|$)'

# At most 512 characters (src/lib/config.ts has the same limit), and a port no higher than 65535.
fits() { # value
  [ ${#1} -le 512 ] || return 1
  port=$(printf '%s' "$1" | sed -n -E 's#^https?://[^/:]+:([0-9]+)([/].*)?$#\1#p')
  [ -z "$port" ] || [ "$port" -le 65535 ]
}

# An API base: empty, a same-origin path, or an absolute http(s) address. Printed without a trailing slash.
base_url() { # name, value
  value=$(trim "$2")
  if [ -z "$value" ]; then
    printf ''
  elif ! fits "$value"; then
    fail "$1 is too long or has no valid port: '$value'"
  elif matches "$value" "^/([A-Za-z0-9._~%-][A-Za-z0-9._~%/-]*)?$"; then
    printf '%s' "$value" | sed -e 's#/*$##'
  elif matches "$value" "^https?://${HOST_PORT}${PATH_PART}$"; then
    printf '%s' "$value" | sed -e 's#/*$##'
  else
    fail "$1 is not an http(s) address or a path: '$value'"
  fi
}

# The Teya page: https, or http on a loopback host (local test gateways).
gateway_url() { # name, value
  value=$(trim "$2")
  if ! fits "$value"; then
    fail "$1 is too long or has no valid port: '$value'"
  elif matches "$value" "^https://${HOST_PORT}${PATH_PART}$"; then
    printf '%s' "$value"
  elif matches "$value" "^http://${HOST_PORT}${PATH_PART}$" && matches "$value" "$LOOPBACK"; then
    printf '%s' "$value"
  else
    fail "$1 must be an https address (or http on localhost): '$value'"
  fi
}

origin_of() { # an address that passed the checks above
  printf '%s' "$1" | sed -E 's#^(https?://[^/]+).*$#\1#'
}

# One origin: https, or loopback http; nothing after the host and port.
origin_ok() { # entry, trimmed and without one trailing slash
  fits "$1" && { matches "$1" "^https://${HOST_PORT}$" ||
    { matches "$1" "^http://${HOST_PORT}$" && matches "$1" "$LOOPBACK"; }; }
}

# At most ten origins in a list (the app's limit too).
MAX_ORIGINS=10

# Redirect origins: https, or loopback http; printed as a JSON array body and a CSP-free list.
origins_json=''
origins_list=''
origins_count=0
parse_origins() { # value
  old_ifs=$IFS
  IFS=','
  # shellcheck disable=SC2086 # splitting on commas is the point
  set -- $1
  IFS=$old_ifs
  for entry in "$@"; do
    entry=$(trim "$entry" | sed -e 's#/$##')
    [ -z "$entry" ] && continue
    if origin_ok "$entry"; then
      origins_json="${origins_json:+$origins_json,}&quot;$entry&quot;"
      origins_list="${origins_list:+$origins_list }$entry"
      origins_count=$((origins_count + 1))
    else
      fail "VITE_PAYMENT_REDIRECT_ORIGINS entry must be an https origin (or http on localhost): '$entry'"
    fi
  done
  [ -n "$origins_json" ] || fail 'VITE_PAYMENT_REDIRECT_ORIGINS lists no origin'
  [ "$origins_count" -le "$MAX_ORIGINS" ] || fail "VITE_PAYMENT_REDIRECT_ORIGINS lists more than $MAX_ORIGINS origins"
}

api_base=$(base_url VITE_API_BASE_URL "${VITE_API_BASE_URL:-}")
sms_db_base=$(base_url VITE_SMS_DB_API_BASE_URL "${VITE_SMS_DB_API_BASE_URL:-}")
[ -n "$sms_db_base" ] || sms_db_base=$api_base
# The card gateway has no default: a start without it must not post payments to a test page.
[ -n "$(trim "${VITE_TEYA_PAYMENT_URL:-}")" ] ||
  fail 'VITE_TEYA_PAYMENT_URL is not set: name the Teya secure payment page the card form is posted to (e.g. https://securepay.borgun.is/securepay/default.aspx; a test page only on purpose)'
teya_url=$(gateway_url VITE_TEYA_PAYMENT_URL "$VITE_TEYA_PAYMENT_URL")
redirect_origins=$(trim "${VITE_PAYMENT_REDIRECT_ORIGINS:-}")
parse_origins "${redirect_origins:-$DEFAULT_PAYMENT_REDIRECT_ORIGINS}"

timeout_json=''
timeout_ms=$(trim "${VITE_API_TIMEOUT_MS:-}")
if [ -n "$timeout_ms" ]; then
  # Digits, written without leading zeros (JSON has no 08000).
  matches "$timeout_ms" '^[0-9]+$' && timeout_ms=$(printf '%s' "$timeout_ms" | sed -e 's/^0*//') &&
    matches "$timeout_ms" '^[0-9]{4,6}$' && [ "$timeout_ms" -ge 1000 ] && [ "$timeout_ms" -le 120000 ] ||
    fail "VITE_API_TIMEOUT_MS must be 1000..120000: '$VITE_API_TIMEOUT_MS'"
  timeout_json=",&quot;apiTimeoutMs&quot;:$timeout_ms"
fi
# The scanner's official origins (optional): checked like the redirect origins, written only when set.
official_json=''
official_origins=$(trim "${VITE_OFFICIAL_ORIGINS:-}")
if [ -n "$official_origins" ]; then
  official_list=''
  official_count=0
  old_ifs=$IFS
  IFS=','
  set -f # no file name expansion of an entry such as *
  for entry in $official_origins; do
    entry=$(trim "$entry" | sed -e 's#/$##')
    [ -z "$entry" ] && continue
    if origin_ok "$entry"; then
      official_list="${official_list:+$official_list,}&quot;$entry&quot;"
      official_count=$((official_count + 1))
    else
      IFS=$old_ifs
      fail "VITE_OFFICIAL_ORIGINS entry must be an https origin (or http on localhost): '$entry'"
    fi
  done
  set +f
  IFS=$old_ifs
  [ -n "$official_list" ] || fail 'VITE_OFFICIAL_ORIGINS lists no origin'
  [ "$official_count" -le "$MAX_ORIGINS" ] || fail "VITE_OFFICIAL_ORIGINS lists more than $MAX_ORIGINS origins"
  official_json=",&quot;officialOrigins&quot;:[$official_list]"
fi
# Field data: off unless turned on.
case "$(trim "${VITE_FIELD_DATA:-}" | tr '[:upper:]' '[:lower:]')" in
  '' | off | false | 0) field_data=off field_json=false ;;
  on | true | 1) field_data=on field_json=true ;;
  *) fail "VITE_FIELD_DATA must be on or off: '${VITE_FIELD_DATA:-}'" ;;
esac
# The load balancers whose X-Forwarded-For is believed: IPv4 or IPv6 addresses or CIDR ranges.
real_ip="# no trusted proxy (VPA_TRUSTED_PROXIES): the connection's address is the client's"
trusted=$(trim "${VPA_TRUSTED_PROXIES:-}")
if [ -n "$trusted" ]; then
  real_ip=''
  trusted_count=0
  old_ifs=$IFS
  IFS=','
  set -f
  for entry in $trusted; do
    entry=$(trim "$entry")
    [ -z "$entry" ] && continue
    ok=''
    if matches "$entry" '^([0-9]{1,3}\.){3}[0-9]{1,3}(/[0-9]{1,2})?$'; then
      ok=1
      # IFS is the comma here: each number of the address and its prefix length.
      for part in $(printf '%s' "$entry" | sed -e 's#[./]#,#g'); do
        [ "$part" -le 255 ] || ok=''
      done
      case "$entry" in */*) [ "${entry#*/}" -le 32 ] || ok='' ;; esac
    elif matches "$entry" '^[0-9A-Fa-f]{0,4}(:[0-9A-Fa-f]{0,4}){2,7}(/[0-9]{1,3})?$'; then
      ok=1
      case "$entry" in */*) [ "${entry#*/}" -le 128 ] || ok='' ;; esac
    fi
    if [ -z "$ok" ]; then
      IFS=$old_ifs
      fail "VPA_TRUSTED_PROXIES entry must be an IP address or CIDR range: '$entry'"
    fi
    real_ip="${real_ip}set_real_ip_from $entry; "
    trusted_count=$((trusted_count + 1))
  done
  set +f
  IFS=$old_ifs
  [ -n "$real_ip" ] || fail 'VPA_TRUSTED_PROXIES lists no address'
  [ "$trusted_count" -le 32 ] || fail 'VPA_TRUSTED_PROXIES lists more than 32 addresses'
  real_ip="${real_ip}real_ip_header X-Forwarded-For; real_ip_recursive on;"
fi
matches "$LISTEN" '^(([0-9]{1,3}\.){3}[0-9]{1,3}:)?[0-9]{1,5}$' || fail "VPA_LISTEN is not a port or ip:port: '$LISTEN'"
matches "$HSTS_MAX_AGE" '^[0-9]{1,9}$' || fail "VPA_HSTS_MAX_AGE is not a number of seconds: '$HSTS_MAX_AGE'"
[ "$BROTLI_STATIC" = off ] ||
  fail "VPA_BROTLI_STATIC is not supported: the image's nginx has no Brotli module (gzip_static sends the build's .gz files): '$BROTLI_STATIC'"
for path in "$WEB_ROOT" "$HEADERS_CONF" "$FIELD_LOG" "$FIELD_SOCKET"; do
  matches "$path" '^/[A-Za-z0-9._/-]+$' || fail "unsupported characters in path '$path'"
done

# connect-src: the page's own origin plus every API origin; form-action: the page plus Teya.
connect_src="'self'"
for base in "$api_base" "$sms_db_base"; do
  case "$base" in
    http://* | https://*)
      origin=$(origin_of "$base")
      case " $connect_src " in *" $origin "*) ;; *) connect_src="$connect_src $origin" ;; esac
      ;;
  esac
done
form_action="'self' $(origin_of "$teya_url")"

config_json="{&quot;apiBaseUrl&quot;:&quot;$api_base&quot;,&quot;smsDbApiBaseUrl&quot;:&quot;$sms_db_base&quot;,&quot;teyaPaymentUrl&quot;:&quot;$teya_url&quot;,&quot;paymentRedirectOrigins&quot;:[$origins_json]$timeout_json$official_json,&quot;fieldData&quot;:$field_json}"
meta_tags="<meta name=\"vpa-config\" content=\"$config_json\"><meta name=\"csp-nonce\" content=\"$NONCE_PLACEHOLDER\">"
# An API on another origin: the connection is opened while the app's code is still loading.
case "$api_base" in
  http://* | https://*) meta_tags="$meta_tags<link rel=\"preconnect\" href=\"$(origin_of "$api_base")\" crossorigin>" ;;
esac

[ -f "$INDEX_TEMPLATE" ] || fail "no index.html template at $INDEX_TEMPLATE"
mkdir -p "$WEB_ROOT" "$(dirname "$SERVER_CONF")" "$(dirname "$HEADERS_CONF")"

# index.html, and every page the build prerendered (docs/decisions/011), which lies beside the
# index.html template, get the same tags.
render_page() { # template, output
  # awk's index/substr, not sed or sub(): the inserted text is copied literally.
  tmp="$WEB_ROOT/.$(basename "$2").$$"
  # Before the head's first script, else before </head>: <meta charset> stays first, and the
  # language guard (the first script, src/boot/language-guard.ts), which runs while the head is
  # parsed, finds the API's address there for the page's early requests.
  awk -v insert="$meta_tags" '
    !done {
      i = index($0, "<script"); j = index($0, "</head>")
      if (j && (!i || j < i)) i = j
      if (i) { $0 = substr($0, 1, i - 1) insert substr($0, i); done = 1 }
    }
    { print }
    END { if (!done) exit 3 }
  ' "$1" >"$tmp" || { rm -f "$tmp"; fail "$1 has no </head> tag"; }
  chmod 644 "$tmp"
  mv "$tmp" "$2"
}
render_page "$INDEX_TEMPLATE" "$WEB_ROOT/index.html"
for page in "$(dirname "$INDEX_TEMPLATE")"/*.html; do
  [ -f "$page" ] && [ "$page" != "$INDEX_TEMPLATE" ] || continue
  render_page "$page" "$WEB_ROOT/$(basename "$page")"
done

render() { # template, output
  sed -e "s|@@LISTEN@@|$LISTEN|g" \
    -e "s|@@WEB_ROOT@@|$WEB_ROOT|g" \
    -e "s|@@HEADERS_CONF@@|$HEADERS_CONF|g" \
    -e "s|@@CONNECT_SRC@@|$connect_src|g" \
    -e "s|@@FORM_ACTION@@|$form_action|g" \
    -e "s|@@HSTS_MAX_AGE@@|$HSTS_MAX_AGE|g" \
    -e "s|@@NONCE_PLACEHOLDER@@|$NONCE_PLACEHOLDER|g" \
    -e "s|@@FIELD_DATA@@|$field_data|g" \
    -e "s|@@FIELD_LOG@@|$FIELD_LOG|g" \
    -e "s|@@FIELD_SOCKET@@|$FIELD_SOCKET|g" \
    -e "s|@@REAL_IP@@|$real_ip|g" \
    "$1" >"$2.tmp"
  mv "$2.tmp" "$2"
}
render "$TEMPLATE_DIR/security-headers.conf.template" "$HEADERS_CONF"
render "$TEMPLATE_DIR/default.conf.template" "$SERVER_CONF"

# The service worker precaches the rendered pages under a revision that ends in a marker
# (vite/service-worker-plugin.ts): the fingerprint of what this script puts into the pages and
# their headers goes there. Another configuration changes sw.js, so the browser's update check
# installs a worker that precaches the new pages with their new policy, as after a release; the
# same configuration leaves it as it was. The marker is matched with any value, so a restart of the
# same container (its sw.js rendered before) renders it afresh.
SW_MARKER='vpa-runtime-config-'
fingerprint=$({ printf '%s\n' "$meta_tags"; cat "$HEADERS_CONF"; } | sha256sum | sed -e 's/[^0-9a-f].*$//')
matches "$fingerprint" '^[0-9a-f]{64}$' || fail "could not compute the configuration's fingerprint"
if [ -f "$WEB_ROOT/sw.js" ]; then
  grep -Eq "${SW_MARKER}[0-9a-f]{64}" "$WEB_ROOT/sw.js" ||
    fail "$WEB_ROOT/sw.js has no ${SW_MARKER} marker: installed copies would never see this configuration"
  tmp="$WEB_ROOT/.sw.js.$$"
  sed -E -e "s/${SW_MARKER}[0-9a-f]{64}/${SW_MARKER}${fingerprint}/g" "$WEB_ROOT/sw.js" >"$tmp"
  chmod 644 "$tmp"
  mv "$tmp" "$WEB_ROOT/sw.js"
fi

echo "vpa-render-runtime-config: API ${api_base:-(same origin)}, Teya $teya_url, Worldline $origins_list, field data $field_data, trusted proxies ${trusted:-none}, configuration $(printf '%s' "$fingerprint" | sed -e 's/^\(.\{12\}\).*/\1/')"
