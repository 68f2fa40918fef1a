"""Tests of the Discord-free core of the bot: settings, store, tables, texts."""
