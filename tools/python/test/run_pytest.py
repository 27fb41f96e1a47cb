#!/usr/bin/env python3
"""Runs the Python module's tests with pytest, the module taken from the build tree.

    run_pytest.py BUILD_PYTHON_DIR TEST_DIR SOURCE_DIR     (exit 77 without pytest or numpy)
    run_pytest.py --skip WHY                               (exit 77: the module was not built)"""
import os
import subprocess
import sys

if sys.argv[1] == "--skip":
    print("skipped: the nvvmsim Python module was not built: " + sys.argv[2])
    sys.exit(77)
build, tests, source = sys.argv[1:4]
for module, package in (("pytest", "python3-pytest"), ("numpy", "python3-numpy")):
    try:
        __import__(module)
    except ImportError:
        print(f"skipped: {sys.executable} has no {module} (Debian: {package})")
        sys.exit(77)
env = dict(os.environ, PYTHONPATH=build, NVSIM_SOURCE_DIR=source, PYTHONDONTWRITEBYTECODE="1")
sys.exit(subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", tests], env=env).returncode)
