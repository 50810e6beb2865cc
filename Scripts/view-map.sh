#!/usr/bin/env bash
# Opens `layoutc map` output in a real browser and checks what it shows.
#
#   Scripts/view-map.sh [OUTPUT_DIR]        (default .build/view-map)
#
# Draws the apple preset's map as SVG and Examples/PhotoApp.layout's as
# HTML, screenshots each with headless Chromium (installed from Debian when
# missing: `apt-get install chromium`), and checks each PNG with python3
# and no extra packages: its size is the page's, it is not blank, and every
# trait assignment's region colour from the legend is on the screen. The
# PNGs stay in OUTPUT_DIR for a person to look at.
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no
out="${1:-.build/view-map}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

browser=""
for candidate in chromium chromium-headless-shell chromium-browser; do
    if command -v "$candidate" >/dev/null 2>&1; then browser="$candidate"; break; fi
done
if [ -z "$browser" ]; then
    echo "view-map: installing chromium from Debian" >&2
    sudo=""
    if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
    browser=chromium
fi

layoutc="${LAYOUTC_PATH:-}"
if [ -z "$layoutc" ]; then
    swift build --product layoutc >/dev/null
    layoutc="$(swift build --show-bin-path)/layoutc"
fi

"$layoutc" map --preset apple -o "$out/apple.svg"
"$layoutc" map Examples/PhotoApp.layout --idiom pad -o "$out/photoapp.html"

# The page size: the SVG's own, plus the HTML page's 24-pixel margins.
size_of() {
    python3 - "$1" "$2" <<'EOF'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r'<svg [^>]*width="([0-9.]+)" height="([0-9.]+)"', text)
pad = 48 if sys.argv[2] == "html" else 0
print(f"{int(float(m.group(1))) + pad},{int(float(m.group(2))) + pad}")
EOF
}

shoot() {
    local input="$1" png="$2" size="$3"
    rm -f "$png"
    # Headless Chromium runs as root here only without its sandbox.
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
        --window-size="$size" --screenshot="$png" "file://$input" >/dev/null 2>&1 || true
    [ -s "$png" ] || { echo "view-map: $browser wrote no screenshot of $input" >&2; exit 1; }
}

check() {
    python3 - "$1" "$2" "$3" <<'EOF'
import re, struct, sys, zlib

png_path, source_path, size = sys.argv[1], sys.argv[2], sys.argv[3]
data = open(png_path, "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
pos, idat, width = 8, b"", 0
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + length]
    if kind == b"IHDR":
        width, height, depth, color = struct.unpack(">IIBB", body[:10])
    elif kind == b"IDAT":
        idat += body
    pos += 12 + length
assert depth == 8 and color in (2, 6), f"unexpected PNG format depth={depth} color={color}"
want = tuple(int(v) for v in size.split(","))
assert (width, height) == want, f"{png_path}: {width}x{height}, expected {want[0]}x{want[1]}"
channels = 4 if color == 6 else 3
raw = zlib.decompress(idat)
stride = width * channels
rows, previous, at = [], bytearray(stride), 0
for _ in range(height):
    kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
    at += 1 + stride
    for i in range(stride):
        a = line[i - channels] if i >= channels else 0
        b, c = previous[i], previous[i - channels] if i >= channels else 0
        if kind == 1: line[i] = (line[i] + a) & 255
        elif kind == 2: line[i] = (line[i] + b) & 255
        elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif kind == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(line)
    previous = line
counts = {}
for line in rows:
    for i in range(0, stride, channels):
        pixel = bytes(line[i:i + 3])
        counts[pixel] = counts.get(pixel, 0) + 1
total = width * height
background = max(counts.values())
assert total - background > total // 20, f"{png_path}: nearly blank ({total - background} of {total} pixels differ from the background)"
assert len(counts) > 50, f"{png_path}: only {len(counts)} colours"
# Every region tint of the legend must cover a visible area of the page.
text = open(source_path, encoding="utf-8").read()
tints = sorted(set(re.findall(r'class="legend-entry"[^\n]*\n<rect [^>]*fill="#([0-9a-f]{6})"', text)))
assert tints, f"{source_path}: no legend entries"
for tint in tints:
    rgb = bytes.fromhex(tint)
    near = sum(n for p, n in counts.items() if max(abs(p[k] - rgb[k]) for k in range(3)) <= 3)
    assert near >= 400, f"{png_path}: region colour #{tint} covers only {near} pixels"
print(f"view-map: {png_path}: {width}x{height}, {len(counts)} colours, {len(tints)} region colours on screen")
EOF
}

for name in apple.svg photoapp.html; do
    kind="${name##*.}"
    size="$(size_of "$out/$name" "$kind")"
    shoot "$out/$name" "$out/${name%.*}.png" "$size"
    check "$out/${name%.*}.png" "$out/$name" "$size"
done
