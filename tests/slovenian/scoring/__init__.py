"""Scoring, score pad, match and record tests: one test per rule, named after the rule."""
