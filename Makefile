# Two commands do everything on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test lint typecheck pytest bench clean play

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev,oracle]"
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/python -m bot

play: $(STAMP)
	$(BIN)/python -m apps.play

# A seeded deal through the real bot against a Discord simulated on this machine (no token,
# no network), written as an HTML page: make demo [OUT=folder] (default: demo/).
OUT ?= demo
.PHONY: demo
demo: $(STAMP)
	$(BIN)/python scripts/demo.py --out $(OUT)

test: $(STAMP) lint typecheck pytest

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy engine bot apps

pytest: $(STAMP)
	$(BIN)/python -m pytest -q

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
