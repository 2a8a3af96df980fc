"""Draw the add-in's icons (a white "N" on Nomen blue) as PNG files in addin/assets/.

Plain zlib and struct: three small squares need no imaging library. Run:
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


def icon(size: int) -> bytes:
    rows = b"".join(b"\x00" + b"".join(bytes(WHITE if _is_letter(x + 0.5, y + 0.5, size) else BLUE)
                                       for x in range(size)) for y in range(size))
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", zlib.compress(rows, 9)) \
        + _chunk(b"IEND", b"")


if __name__ == "__main__":
    ASSETS.mkdir(parents=True, exist_ok=True)
    for size in (16, 32, 80):
        (ASSETS / f"icon-{size}.png").write_bytes(icon(size))
        print(f"wrote {ASSETS / f'icon-{size}.png'}")
