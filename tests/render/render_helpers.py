"""Pixel helpers shared by the rendering tests."""

from __future__ import annotations

import hashlib
import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

from PIL import Image, ImageChops, ImageStat

from bot.render.faces import INDEX_CAP_TOP, INDEX_MARGIN

ROOT = Path(__file__).resolve().parents[2]


def digest(img: Image.Image) -> str:
    """A hash of an image's pixels (equal digests: identical images)."""
    return hashlib.sha256(img.tobytes()).hexdigest()


def index_region(img: Image.Image) -> Image.Image:
    """The top-left corner of a face, where the card's label is printed."""
    w = img.width
    top = round(w * INDEX_CAP_TOP * 0.3)
    return img.crop((round(w * INDEX_MARGIN) - 1, top, w - 2, round(w * 0.5)))


def load_gallery() -> ModuleType:
    """``scripts/render_gallery.py`` loaded as a module."""
    spec = importlib.util.spec_from_file_location(
        "render_gallery", ROOT / "scripts" / "render_gallery.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["render_gallery"] = module
    spec.loader.exec_module(module)
    return module


def pixels(img: Image.Image, box: tuple[int, int, int, int]) -> Iterator[tuple[int, int]]:
    """Every (x, y) in ``box``."""
    for y in range(box[1], box[3]):
        for x in range(box[0], box[2]):
            yield x, y


def blobs(mask: set[tuple[int, int]]) -> list[set[tuple[int, int]]]:
    """Connected components (4-neighbour) of a set of pixels."""
    left = set(mask)
    out: list[set[tuple[int, int]]] = []
    while left:
        start = left.pop()
        comp = {start}
        stack = [start]
        while stack:
            x, y = stack.pop()
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in left:
                    left.remove(n)
                    comp.add(n)
                    stack.append(n)
        out.append(comp)
    return out


def face_mismatch(image: Image.Image, box: tuple[int, int, int, int], face: Image.Image) -> int:
    """Summed difference between ``image`` in ``box`` and the opaque inside of ``face``.

    Only pixels where the face is fully opaque and at least 3 px inside its edge count, so
    shadows and highlight rings around the card do not matter. 0 means identical.
    """
    crop = image.crop(box).convert("RGB")
    diff = ImageChops.difference(crop, face.convert("RGB"))
    opaque = face.getchannel("A").point(lambda a: 255 if a == 255 else 0)
    black = Image.new("RGB", diff.size, (0, 0, 0))
    diff = Image.composite(diff, black, opaque)
    w, h = diff.size
    inner = diff.crop((3, 3, w - 3, h - 3))
    return int(sum(ImageStat.Stat(inner).sum))


def paper_pixels_outside(
    image: Image.Image, boxes: list[tuple[int, int, int, int]], pad: int
) -> int:
    """Count card-paper-coloured pixels outside ``boxes`` (each grown by ``pad``)."""
    rgb = image.convert("RGB")
    hidden = Image.new("RGB", rgb.size, (0, 0, 0))
    cover = Image.new("L", rgb.size, 0)
    for b in boxes:
        cover.paste(255, (b[0] - pad, b[1] - pad, b[2] + pad, b[3] + pad))
    rgb = Image.composite(hidden, rgb, cover)
    # Card paper is bright and nearly neutral; felt and trays are dark green.
    bright = rgb.convert("L").point(lambda v: 255 if v > 200 else 0)
    return int(ImageStat.Stat(bright).sum[0] // 255)
