"""The built binary under test: LEAKWATCH_BIN, else the debug build of this checkout."""
import os
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("LEAKWATCH_BIN", str(ROOT / ".build" / "debug" / "leakwatch"))
