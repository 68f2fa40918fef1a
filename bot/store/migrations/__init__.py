"""Numbered SQL migrations (``NNNN_name.sql``), applied in order by :mod:`bot.store.db`."""
