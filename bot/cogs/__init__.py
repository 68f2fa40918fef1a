"""Slash commands (``/tarok …``) and their translator."""
