"""Draw the add-in's icons (a white "N" on Nomen blue) as PNG files in addin/assets/, and the
unified manifest's outline icon (the white "N" on a transparent square).

Plain zlib and struct: a few small squares need no imaging library. Run:
    .venv/bin/python scripts/make_icons.py
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

ASSETS = Path(__file__).resolve().parents[1] / "addin" / "assets"
BLUE, WHITE = (0x1F, 0x3A, 0x5F), (0xFF, 0xFF, 0xFF)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def _is_letter(x: float, y: float, size: int) -> bool:
    margin, stroke = size * 0.22, size * 0.16
    if not margin <= y <= size - margin:
        return False
    if margin <= x <= margin + stroke or size - margin - stroke <= x <= size - margin:
        return True
    # the diagonal from top left to bottom right, as thick as the bars
    return abs((x - margin) - (y - margin) * (size - 2 * margin - stroke) / (size - 2 * margin) - stroke / 2) \
        <= stroke / 2


def _png(size: int, pixel, colour_type: int) -> bytes:
    rows = b"".join(b"\x00" + b"".join(bytes(pixel(x + 0.5, y + 0.5)) for x in range(size)) for y in range(size))
    header = struct.pack(">IIBBBBB", size, size, 8, colour_type, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", zlib.compress(rows, 9)) \
        + _chunk(b"IEND", b"")


def icon(size: int) -> bytes:
    """The letter in white on blue (RGB)."""
    return _png(size, lambda x, y: WHITE if _is_letter(x, y, size) else BLUE, 2)


def outline(size: int) -> bytes:
    """The letter in white on transparency (RGBA), as the unified manifest's outline icon must be."""
    return _png(size, lambda x, y: (*WHITE, 255) if _is_letter(x, y, size) else (0, 0, 0, 0), 6)


if __name__ == "__main__":
    ASSETS.mkdir(parents=True, exist_ok=True)
    for name, content in [*((f"icon-{size}.png", icon(size)) for size in (16, 32, 80, 192)),
                          ("outline-32.png", outline(32))]:
        (ASSETS / name).write_bytes(content)
        print(f"wrote {ASSETS / name}")
