#!/usr/bin/env bash
# The Python package's tests: makes a virtual environment (in the cargo target
# directory, so that it never lands in the repository), installs maturin and pytest
# from PyPI, installs the package with the one `pip install` the README gives (built
# with the dev profile, which optimises the engine as release does, so that this stays
# quick; NONET_PY_PROFILE=release for a release build), builds the CLI the record tests
# compare with, and runs pytest.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"

target="${CARGO_TARGET_DIR:-$root/target}"
venv="$target/py-venv"
profile="${NONET_PY_PROFILE:-dev}"

if ! python3 -m venv --help >/dev/null 2>&1 || ! python3 -c "import ensurepip" >/dev/null 2>&1; then
  echo "== installing python3-venv"
  apt-get update -qq && apt-get install -y -qq python3-venv
fi
if [ ! -x "$venv/bin/python" ]; then
  echo "== python3 -m venv $venv"
  python3 -m venv "$venv"
fi
py="$venv/bin/python"
# The build backend runs the venv's maturin.
export PATH="$venv/bin:$PATH"
echo "== pip install maturin pytest mypy"
"$py" -m pip install --quiet --disable-pip-version-check "maturin>=1.9.4,<2" pytest mypy
# nonet.dask's tests (tests/test_dask.py) run on a dask.distributed LocalCluster: the
# package's `dask` extra (pyproject.toml), from PyPI.
echo "== pip install the dask extra (dask[dataframe,distributed], pandas, pyarrow)"
"$py" -m pip install --quiet --disable-pip-version-check \
  "dask[dataframe,distributed]>=2024.1" "pandas>=2" "pyarrow>=14"

echo "== pip install ./crates/nonet-py (profile $profile)"
MATURIN_PEP517_ARGS="--profile $profile" \
  "$py" -m pip install --quiet --disable-pip-version-check --no-build-isolation \
  --force-reinstall --no-deps ./crates/nonet-py

echo "== cargo build -p nonet-cli (the records' reference)"
cargo build --quiet -p nonet-cli
export NONET_CLI="$target/debug/nonet"

echo "== pytest crates/nonet-py/tests"
cd crates/nonet-py
"$py" -m pytest -q tests "$@"
