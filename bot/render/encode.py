"""Encoding composed images to bytes for upload.

The default (PNG, zlib level 1, no optimisation pass) was chosen by measurement; see
``bot/render/README.md`` for the figures and ``scripts/bench_render.py`` to rerun them.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from enum import Enum

from PIL import Image

MAX_BYTES = 512 * 1024
"""Upper bound for any encoded image."""


class ImageFormat(Enum):
    """Encodings the renderer can produce (``value`` is the file extension)."""

    PNG = "png"
    WEBP = "webp"


@dataclass(frozen=True, slots=True)
class EncodeSettings:
    """One way of encoding: format plus the codec's knobs."""

    format: ImageFormat = ImageFormat.PNG
    compress_level: int = 1
    optimize: bool = False
    lossless: bool = True
    quality: int = 90
    method: int = 0


DEFAULT_ENCODING = EncodeSettings()
"""The encoding used unless a caller asks for another."""


@dataclass(frozen=True, slots=True)
class RenderedImage:
    """An encoded image ready to attach to a message."""

    data: bytes
    filename: str
    width: int
    height: int

    @property
    def size(self) -> int:
        """Number of encoded bytes."""
        return len(self.data)


def encode_bytes(image: Image.Image, settings: EncodeSettings = DEFAULT_ENCODING) -> bytes:
    """Encode ``image`` with ``settings``."""
    buf = io.BytesIO()
    if settings.format is ImageFormat.PNG:
        image.save(buf, "PNG", compress_level=settings.compress_level, optimize=settings.optimize)
    else:
        image.save(
            buf,
            "WEBP",
            lossless=settings.lossless,
            quality=settings.quality,
            method=settings.method,
        )
    return buf.getvalue()


def encode(
    image: Image.Image, stem: str, settings: EncodeSettings = DEFAULT_ENCODING
) -> RenderedImage:
    """Encode ``image`` and name it ``stem`` plus the format's extension."""
    data = encode_bytes(image, settings)
    return RenderedImage(
        data=data,
        filename=f"{stem}.{settings.format.value}",
        width=image.width,
        height=image.height,
    )
