#!/usr/bin/env bash
# Installs the browser stack used by TABTestKit's Linux WebDriver engine.
#
#   Tools/install-browser.sh            # chromium + chromedriver
#   Tools/install-browser.sh --webkit   # also xvfb + webkit2gtk-driver (WebKitWebDriver)
#
# Does nothing when everything is already present. Honors TABTESTKIT_CHROMIUM and
# TABTESTKIT_CHROMEDRIVER (absolute paths to binaries) the same way the engine does.
set -euo pipefail

want_webkit=0
for arg in "$@"; do
    case "$arg" in
        --webkit) want_webkit=1 ;;
        -h|--help)
            sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'
            exit 0 ;;
        *)
            echo "install-browser: unknown option '$arg' (try --help)" >&2
            exit 2 ;;
    esac
done

packages=(chromium chromium-driver)
if [[ $want_webkit -eq 1 ]]; then
    packages+=(xvfb webkit2gtk-driver)
fi

# Resolves a binary from an override variable or from PATH; prints the path or nothing.
resolve() {
    local override="$1"; shift
    if [[ -n "$override" ]]; then
        [[ -x "$override" ]] && echo "$override"
        return 0
    fi
    local name
    for name in "$@"; do
        if command -v "$name" >/dev/null 2>&1; then
            command -v "$name"
            return 0
        fi
    done
}

find_chromium()     { resolve "${TABTESTKIT_CHROMIUM:-}" chromium chromium-browser google-chrome; }
find_chromedriver() { resolve "${TABTESTKIT_CHROMEDRIVER:-}" chromedriver; }
find_webkitdriver() {
    resolve "" WebKitWebDriver || {
        local candidate
        for candidate in /usr/lib/*/webkit2gtk-4.*/WebKitWebDriver /usr/libexec/webkit2gtk-4.*/WebKitWebDriver; do
            [[ -x "$candidate" ]] && { echo "$candidate"; return 0; }
        done
        return 0
    }
}

everything_present() {
    [[ -n "$(find_chromium)" && -n "$(find_chromedriver)" ]] || return 1
    if [[ $want_webkit -eq 1 ]]; then
        command -v Xvfb >/dev/null 2>&1 || return 1
        [[ -n "$(find_webkitdriver)" ]] || return 1
    fi
    return 0
}

print_versions() {
    local chromium chromedriver
    chromium="$(find_chromium)"
    chromedriver="$(find_chromedriver)"
    echo "chromium:     $chromium ($("$chromium" --version 2>/dev/null | head -n1 || echo 'version unknown'))"
    echo "chromedriver: $chromedriver ($("$chromedriver" --version 2>/dev/null | head -n1 || echo 'version unknown'))"
    if [[ $want_webkit -eq 1 ]]; then
        echo "Xvfb:         $(command -v Xvfb)"
        echo "WebKitWebDriver: $(find_webkitdriver)"
    fi
}

if everything_present; then
    print_versions
    exit 0
fi

manual_hint="install them yourself: apt-get install -y --no-install-recommends ${packages[*]}"

sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then
    if command -v sudo >/dev/null 2>&1; then
        sudo_cmd=(sudo)
    else
        echo "install-browser: missing browser packages (${packages[*]}) and not running as root, with no sudo available;" >&2
        echo "  $manual_hint" >&2
        exit 1
    fi
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-browser: apt-get not found; this script supports Debian/Ubuntu only." >&2
    echo "  Install Chromium and a matching chromedriver (${packages[*]}), or point TABTESTKIT_CHROMIUM / TABTESTKIT_CHROMEDRIVER at them." >&2
    exit 1
fi

log="${TMPDIR:-/tmp}/tabtestkit-install-browser.$$.log"
: >"$log"

# Waits (bounded) for another apt/dpkg process to release its locks.
wait_for_apt_lock() {
    local waited=0 limit=600
    local locks=(/var/lib/dpkg/lock-frontend /var/lib/dpkg/lock /var/lib/apt/lists/lock /var/cache/apt/archives/lock)
    while :; do
        local busy=0
        if command -v fuser >/dev/null 2>&1; then
            fuser "${locks[@]}" >/dev/null 2>&1 && busy=1
        elif pgrep -x 'apt-get|apt|dpkg|unattended-upgr' >/dev/null 2>&1; then
            busy=1
        fi
        [[ $busy -eq 0 ]] && return 0
        if [[ $waited -ge $limit ]]; then
            echo "install-browser: apt is still locked by another process after ${limit}s; giving up." >&2
            return 1
        fi
        [[ $((waited % 30)) -eq 0 ]] && echo "install-browser: waiting for another apt/dpkg process to finish..."
        sleep 2
        waited=$((waited + 2))
    done
}

# Runs an apt command quietly into the log, retrying briefly if it lost a race for the lock.
run_apt() {
    local attempt
    for attempt in 1 2 3 4 5; do
        wait_for_apt_lock || return 1
        if DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" "$@" >>"$log" 2>&1; then
            return 0
        fi
        if tail -n 5 "$log" | grep -qi 'could not get lock\|unable to acquire the dpkg\|is another process using it'; then
            sleep 3
            continue
        fi
        return 1
    done
    return 1
}

fail() {
    echo "install-browser: $1 (log: $log); last lines:" >&2
    tail -n 20 "$log" >&2 || true
    echo "  $manual_hint" >&2
    exit 1
}

echo "install-browser: installing ${packages[*]} (apt output in $log)"
run_apt apt-get update || fail "apt-get update failed"
run_apt apt-get install -y --no-install-recommends "${packages[@]}" || fail "apt-get install failed"

if ! everything_present; then
    fail "packages installed but the binaries are still not found on PATH"
fi
print_versions
