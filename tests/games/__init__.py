"""Small games built for the tests (ids prefixed ``test-``): registered by tests/conftest.py, never
shipped (they do not appear in ``rulesets.builtin_ids()``)."""
