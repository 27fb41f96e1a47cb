#!/usr/bin/env python3
"""`cmake --install` gives a tree that works away from the build folder: P/bin/nvvm-sim cc finds
P/lib/nvvm-sim/libnvvmsim_cudart.so and P/include/nvvm-sim/cuda_runtime.h, and the program it
builds runs from anywhere (its rpath names the installed library).

    install_test.py CMAKE BUILD_DIR PROGRAM.cu        (exit 77 without clang++-19)"""
import os
import shutil
import subprocess
import sys
import tempfile

cmake, build, program = sys.argv[1:4]
if shutil.which("clang++-19") is None:
    print("skipped: clang++-19 is not installed")
    sys.exit(77)
prefix = tempfile.mkdtemp(prefix="nvvm-sim-install-")
try:
    p = subprocess.run([cmake, "--install", build, "--prefix", prefix], capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    for f in ("bin/nvvm-sim", "lib/nvvm-sim/libnvvmsim_cudart.so", "include/nvvm-sim/cuda_runtime.h",
              "include/nvvm-sim/nvsim/cuda_device.h", "include/nvvm-sim/cooperative_groups.h"):
        assert os.path.exists(os.path.join(prefix, f)), f"not installed: {f}"
    sim = os.path.join(prefix, "bin", "nvvm-sim")
    app = os.path.join(prefix, "app")
    # No build-tree path may leak in: the command runs from the prefix with a clean environment.
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    p = subprocess.run([sim, "cc", "-O2", "-v", program, "-o", app], capture_output=True, text=True, env=env,
                       cwd=prefix)
    assert p.returncode == 0, p.stdout + p.stderr
    assert build not in p.stderr, "a build-tree path in the commands:\n" + p.stderr
    assert os.path.join(prefix, "include", "nvvm-sim") in p.stderr, p.stderr
    p = subprocess.run([sim, "exec", "--check", "all", "--", app, "3000"], capture_output=True, text=True,
                       env=env, cwd="/")
    assert p.returncode == 0 and "vectorAdd of 3000 elements in 12 blocks: PASSED" in p.stdout, p.stdout + p.stderr
    assert "nvvm-sim exec: 1 launch, 0 findings, 0 kernel faults" in p.stderr, p.stderr
    print("PASS install: cc and exec from the installed tree")
finally:
    shutil.rmtree(prefix, ignore_errors=True)
