# Two commands do everything on a fresh machine: `make run` and `make test`.
# `make run` installs only what runs the bot; `make test` adds the test tools and the OpenSpiel
# oracle. Each install is remembered by a stamp in the venv and redone when pyproject.toml,
# setup.py or the compiled core's C sources change (the install builds the core); the full
# install counts as the runtime one too, so switching costs nothing.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
BUILD_DEPS := pyproject.toml $(wildcard setup.py engine/_native/src/*)
RUN_STAMP  := $(VENV)/.installed-run
TEST_STAMP := $(VENV)/.installed-test

.PHONY: run test lint typecheck pytest bench clean play

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(RUN_STAMP): $(BUILD_DEPS) | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(TEST_STAMP): $(BUILD_DEPS) | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[dev,oracle]"
	touch $@ $(RUN_STAMP)

run: $(RUN_STAMP)
	$(BIN)/python -m bot

play: $(RUN_STAMP)
	$(BIN)/python -m apps.play

# A seeded deal through the real bot against a Discord simulated on this machine (no token,
# no network), written as an HTML page: make demo [OUT=folder] (default: demo/).
OUT ?= demo
.PHONY: demo
demo: $(RUN_STAMP)
	$(BIN)/python scripts/demo.py --out $(OUT)

test: $(TEST_STAMP) lint typecheck pytest

lint: $(TEST_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(TEST_STAMP)
	$(BIN)/mypy engine bot apps scripts

# The test files are spread over one worker per core (pytest-xdist); a file's tests stay
# together, so that its module fixtures are built once.
pytest: $(TEST_STAMP)
	$(BIN)/python -m pytest -q -n auto --dist loadfile

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
