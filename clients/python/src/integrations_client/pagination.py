"""Iterating over cursor-paged lists (``{ data, next_cursor, has_more }``)."""

from __future__ import annotations

from typing import Any, Callable, Iterator


def paginate(list_method: Callable[..., Any], *args: Any, **kwargs: Any) -> Iterator[Any]:
    """Yields every item of every page, following ``next_cursor`` until the last page.

    ``list_method`` is a client method of a paged list, e.g. ``client.list_audit_entries``;
    ``args`` and ``kwargs`` are its arguments (path ids, filters, ``limit``), passed again with
    each ``cursor``.
    """
    cursor = kwargs.pop("cursor", None)
    while True:
        page = list_method(*args, **kwargs, cursor=cursor) if cursor else list_method(*args, **kwargs)
        for item in page.get("data", []):
            yield item
        cursor = page.get("next_cursor")
        if not page.get("has_more") or not cursor:
            return
