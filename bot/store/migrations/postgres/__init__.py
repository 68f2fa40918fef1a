"""The same numbered migrations as ``bot.store.migrations``, in PostgreSQL's dialect.

Every file has its SQLite twin of the same number and name one folder up; both give the
same tables, columns, keys and constraints (a test compares them). Discord ids and seeds
are ``BIGINT``; times stay sortable UTC text, as in SQLite, so rows copy across unchanged.
"""
