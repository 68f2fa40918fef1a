"""Helpers for message components, legacy and Components V2 alike.

Components are plain JSON dicts exactly as the bot sent them (plus the ``id``
numbers Discord assigns). They nest: action rows (type 1) hold buttons/selects,
containers (17) hold anything, sections (9) hold text displays plus an
``accessory``, labels (18, in modals) hold one ``component``. The functions here
walk all of that so tests never have to care about the layout.

Component type numbers::

    1 action row     2 button         3 string select   4 text input
    5 user select    6 role select    7 mentionable     8 channel select
    9 section       10 text display  11 thumbnail      12 media gallery
   13 file          14 separator     17 container      18 label
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

from .errors import ComponentNotFoundError

__all__ = [
    "BUTTON",
    "COMPONENT_TYPE_NAMES",
    "SELECT_TYPES",
    "assign_component_ids",
    "collect_text",
    "describe_components",
    "find_button",
    "find_component",
    "find_components",
    "find_select",
    "iter_components",
    "iter_with_path",
    "media_urls",
    "validate_components",
]

ACTION_ROW = 1
BUTTON = 2
STRING_SELECT = 3
TEXT_INPUT = 4
SECTION = 9
TEXT_DISPLAY = 10
THUMBNAIL = 11
MEDIA_GALLERY = 12
FILE = 13
SEPARATOR = 14
CONTAINER = 17
LABEL = 18

#: Select menu component types (string, user, role, mentionable, channel).
SELECT_TYPES = frozenset({3, 5, 6, 7, 8})
#: Component types a user can interact with in a message.
INTERACTIVE_TYPES = frozenset({BUTTON}) | SELECT_TYPES

COMPONENT_TYPE_NAMES: dict[int, str] = {
    1: "action_row",
    2: "button",
    3: "string_select",
    4: "text_input",
    5: "user_select",
    6: "role_select",
    7: "mentionable_select",
    8: "channel_select",
    9: "section",
    10: "text_display",
    11: "thumbnail",
    12: "media_gallery",
    13: "file",
    14: "separator",
    17: "container",
    18: "label",
    19: "file_upload",
}

_V2_TOP_LEVEL = frozenset(
    {ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER}
)
_CONTAINER_CHILDREN = frozenset({ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR})

Component = dict[str, Any]
TextMatcher = str | re.Pattern[str] | None


def _children(component: Mapping[str, Any]) -> list[Component]:
    children: list[Component] = list(component.get("components") or [])
    accessory = component.get("accessory")
    if isinstance(accessory, dict):
        children.append(accessory)
    inner = component.get("component")
    if isinstance(inner, dict):
        children.append(inner)
    return children


def iter_components(components: Iterable[Mapping[str, Any]]) -> Iterator[Component]:
    """Yield every component depth-first, including nested children and accessories."""
    for component in components:
        yield component  # type: ignore[misc]
        yield from iter_components(_children(component))


def iter_with_path(
    components: Iterable[Mapping[str, Any]], prefix: str = "components"
) -> Iterator[tuple[str, Component, int]]:
    """Yield ``(path, component, depth)`` with JSON-ish paths for error messages."""

    def walk(items: Iterable[Mapping[str, Any]], path: str, depth: int) -> Iterator[Any]:
        for index, component in enumerate(items):
            here = f"{path}.{index}"
            yield here, component, depth
            yield from walk(component.get("components") or [], f"{here}.components", depth + 1)
            accessory = component.get("accessory")
            if isinstance(accessory, dict):
                yield f"{here}.accessory", accessory, depth + 1
            inner = component.get("component")
            if isinstance(inner, dict):
                yield f"{here}.component", inner, depth + 1

    yield from walk(components, prefix, 0)


def _match_text(matcher: TextMatcher, value: str | None) -> bool:
    if matcher is None:
        return True
    if value is None:
        return False
    if isinstance(matcher, re.Pattern):
        return matcher.search(value) is not None
    return value == matcher


def find_components(
    components: Iterable[Mapping[str, Any]],
    *,
    type: int | Iterable[int] | None = None,
    label: TextMatcher = None,
    custom_id: TextMatcher = None,
    placeholder: TextMatcher = None,
    emoji: str | None = None,
    predicate: Callable[[Component], bool] | None = None,
) -> list[Component]:
    """Return all components matching every given filter.

    Args:
        components: Top-level component list of a message (or modal).
        type: A component type number or a collection of them.
        label: Exact label, or a compiled regex searched in the label.
        custom_id: Exact custom_id, or a compiled regex searched in it.
        placeholder: Exact select placeholder, or a compiled regex.
        emoji: Emoji name (unicode character or custom emoji name) of a button.
        predicate: Extra arbitrary filter.
    """
    types: frozenset[int] | None
    if type is None:
        types = None
    elif isinstance(type, int):
        types = frozenset({type})
    else:
        types = frozenset(type)
    found: list[Component] = []
    for component in iter_components(components):
        if types is not None and component.get("type") not in types:
            continue
        if not _match_text(label, component.get("label")):
            continue
        if not _match_text(custom_id, component.get("custom_id")):
            continue
        if not _match_text(placeholder, component.get("placeholder")):
            continue
        if emoji is not None and (component.get("emoji") or {}).get("name") != emoji:
            continue
        if predicate is not None and not predicate(component):
            continue
        found.append(component)
    return found


def find_component(
    components: Iterable[Mapping[str, Any]],
    *,
    index: int | None = None,
    what: str = "component",
    **filters: Any,
) -> Component:
    """Return exactly one component matching ``filters`` (see :func:`find_components`).

    Raises:
        ComponentNotFoundError: nothing matched, or several matched and ``index`` is None.
            The message lists the components that exist, to ease debugging.
    """
    components = list(components)
    matches = find_components(components, **filters)
    shown = {k: v for k, v in filters.items() if v is not None}
    if not matches:
        raise ComponentNotFoundError(
            f"no {what} matching {shown!r}; the message has:\n{describe_components(components)}"
        )
    if index is not None:
        try:
            return matches[index]
        except IndexError:
            raise ComponentNotFoundError(
                f"{what} index {index} out of range: only {len(matches)} match {shown!r}"
            ) from None
    if len(matches) > 1:
        raise ComponentNotFoundError(
            f"{len(matches)} {what}s match {shown!r}; pass index= or a more specific filter:\n"
            + describe_components(matches)
        )
    return matches[0]


def find_button(
    components: Iterable[Mapping[str, Any]],
    *,
    label: TextMatcher = None,
    custom_id: TextMatcher = None,
    emoji: str | None = None,
    index: int | None = None,
) -> Component:
    """Find exactly one button by label / custom_id / emoji (anywhere in the tree)."""
    return find_component(
        components,
        index=index,
        what="button",
        type=BUTTON,
        label=label,
        custom_id=custom_id,
        emoji=emoji,
    )


def find_select(
    components: Iterable[Mapping[str, Any]],
    *,
    custom_id: TextMatcher = None,
    placeholder: TextMatcher = None,
    index: int | None = None,
) -> Component:
    """Find exactly one select menu (any select type) by custom_id / placeholder."""
    return find_component(
        components,
        index=index,
        what="select",
        type=SELECT_TYPES,
        custom_id=custom_id,
        placeholder=placeholder,
    )


def collect_text(
    components: Iterable[Mapping[str, Any]], *, include_labels: bool = True
) -> list[str]:
    """Gather the human-visible text of a component tree, in display order.

    Includes text displays and media descriptions; with ``include_labels`` also button
    labels, select placeholders and select option labels/descriptions.
    """
    texts: list[str] = []
    for component in iter_components(components):
        ctype = component.get("type")
        if ctype == TEXT_DISPLAY and component.get("content"):
            texts.append(component["content"])
        elif ctype == MEDIA_GALLERY:
            texts.extend(
                item["description"]
                for item in component.get("items", [])
                if item.get("description")
            )
        elif ctype == THUMBNAIL and component.get("description"):
            texts.append(component["description"])
        elif include_labels and ctype == BUTTON and component.get("label"):
            texts.append(component["label"])
        elif include_labels and ctype in SELECT_TYPES:
            if component.get("placeholder"):
                texts.append(component["placeholder"])
            for option in component.get("options") or []:
                texts.append(option.get("label", ""))
                if option.get("description"):
                    texts.append(option["description"])
        elif include_labels and ctype == LABEL:
            texts.extend(t for t in (component.get("label"), component.get("description")) if t)
    return texts


def media_urls(components: Iterable[Mapping[str, Any]]) -> list[str]:
    """Return every media URL referenced by galleries, thumbnails and file components."""
    urls: list[str] = []
    for component in iter_components(components):
        ctype = component.get("type")
        if ctype == MEDIA_GALLERY:
            urls.extend(
                item["media"]["url"] for item in component.get("items", []) if item.get("media")
            )
        elif ctype == THUMBNAIL and component.get("media"):
            urls.append(component["media"]["url"])
        elif ctype == FILE and component.get("file"):
            urls.append(component["file"]["url"])
    return urls


def describe_components(components: Iterable[Mapping[str, Any]]) -> str:
    """Render a component tree as an indented, human readable outline."""
    lines: list[str] = []
    for path, component, depth in iter_with_path(components):
        del path
        ctype = component.get("type", 0)
        parts = [COMPONENT_TYPE_NAMES.get(ctype, f"type{ctype}")]
        for key in ("label", "custom_id", "placeholder", "style"):
            if component.get(key) is not None:
                parts.append(f"{key}={component[key]!r}")
        if component.get("disabled"):
            parts.append("disabled")
        if ctype == TEXT_DISPLAY:
            content = str(component.get("content", ""))
            parts.append(repr(content if len(content) <= 60 else content[:57] + "..."))
        if ctype in (STRING_SELECT,):
            parts.append(f"options={[o.get('value') for o in component.get('options') or []]!r}")
        lines.append("  " * (depth + 1) + " ".join(parts))
    return "\n".join(lines) if lines else "  (no components)"


def assign_component_ids(components: list[Component]) -> None:
    """Give every component without an ``id`` a unique number, as Discord does.

    Ids are assigned depth-first starting at 1, skipping ids the bot set itself.
    """
    used = {c["id"] for c in iter_components(components) if isinstance(c.get("id"), int)}
    next_id = 1
    for component in iter_components(components):
        if isinstance(component.get("id"), int):
            continue
        while next_id in used:
            next_id += 1
        component["id"] = next_id
        used.add(next_id)


def _validate_row(path: str, row: Mapping[str, Any], problems: list[tuple[str, str]]) -> None:
    children = row.get("components") or []
    if not children:
        problems.append((path, "action rows must contain at least one component"))
        return
    types = {c.get("type") for c in children}
    if types & SELECT_TYPES:
        if len(children) != 1:
            problems.append((path, "an action row with a select menu cannot hold anything else"))
    elif types != {BUTTON}:
        problems.append(
            (path, f"action rows may only contain buttons or one select, got {sorted(types)}")
        )
    elif len(children) > 5:
        problems.append((path, "an action row holds at most 5 buttons"))


def validate_components(components: Any, *, v2: bool) -> list[tuple[str, str]]:
    """Check a message's component tree against Discord's main rules.

    Returns a list of ``(path, problem)``; empty means valid. Checked: top-level and
    container child types, action-row shape, section shape, custom_id presence,
    length and uniqueness, label/option limits, the 40-component (V2) and 5-row
    (legacy) limits and the 4000-character text display budget.
    """
    problems: list[tuple[str, str]] = []
    if not isinstance(components, list):
        return [("components", "must be an array")]
    if not v2:
        if len(components) > 5:
            problems.append(("components", "at most 5 action rows (set IS_COMPONENTS_V2 for more)"))
        for index, component in enumerate(components):
            if component.get("type") != ACTION_ROW:
                problems.append(
                    (
                        f"components.{index}",
                        f"component type {component.get('type')} requires IS_COMPONENTS_V2 "
                        "(only action rows are allowed at the top level otherwise)",
                    )
                )
    else:
        for index, component in enumerate(components):
            if component.get("type") not in _V2_TOP_LEVEL:
                problems.append(
                    (
                        f"components.{index}",
                        f"type {component.get('type')} not allowed at top level",
                    )
                )
    total = 0
    text_budget = 0
    custom_ids: dict[str, str] = {}
    for path, component, _depth in iter_with_path(components):
        total += 1
        ctype = component.get("type")
        if ctype == ACTION_ROW:
            _validate_row(path, component, problems)
        elif ctype == CONTAINER:
            for index, child in enumerate(component.get("components") or []):
                if child.get("type") not in _CONTAINER_CHILDREN:
                    problems.append(
                        (
                            f"{path}.components.{index}",
                            f"type {child.get('type')} not allowed in a container",
                        )
                    )
        elif ctype == SECTION:
            texts = component.get("components") or []
            if not 1 <= len(texts) <= 3 or any(t.get("type") != TEXT_DISPLAY for t in texts):
                problems.append((path, "a section holds 1 to 3 text displays"))
            accessory = component.get("accessory")
            if not isinstance(accessory, dict) or accessory.get("type") not in (BUTTON, THUMBNAIL):
                problems.append((path, "a section needs a button or thumbnail accessory"))
        elif ctype == TEXT_DISPLAY:
            text_budget += len(str(component.get("content", "")))
        elif ctype == MEDIA_GALLERY:
            items = component.get("items") or []
            if not 1 <= len(items) <= 10:
                problems.append((path, "a media gallery holds 1 to 10 items"))
        elif ctype == BUTTON:
            style = component.get("style")
            label = component.get("label")
            if label is not None and len(label) > 80:
                problems.append((f"{path}.label", "button labels are at most 80 characters"))
            if style == 5:
                if not component.get("url") or component.get("custom_id"):
                    problems.append((path, "link buttons need a url and no custom_id"))
            elif style != 6 and not component.get("custom_id"):
                problems.append((path, "interactive buttons need a custom_id"))
        elif ctype in SELECT_TYPES:
            if not component.get("custom_id"):
                problems.append((path, "select menus need a custom_id"))
            if ctype == STRING_SELECT:
                options = component.get("options") or []
                if not 1 <= len(options) <= 25:
                    problems.append((f"{path}.options", "string selects need 1 to 25 options"))
                values = [o.get("value") for o in options]
                if len(set(values)) != len(values):
                    problems.append((f"{path}.options", "select option values must be unique"))
        custom_id = component.get("custom_id")
        if custom_id is not None:
            if len(custom_id) > 100:
                problems.append((f"{path}.custom_id", "custom_id is at most 100 characters"))
            if custom_id in custom_ids:
                problems.append(
                    (
                        f"{path}.custom_id",
                        f"duplicate custom_id {custom_id!r} (also at {custom_ids[custom_id]})",
                    )
                )
            custom_ids[custom_id] = path
    if v2 and total > 40:
        problems.append(("components", f"at most 40 components in total, got {total}"))
    if text_budget > 4000:
        problems.append(("components", f"text displays total {text_budget} characters (max 4000)"))
    return problems
