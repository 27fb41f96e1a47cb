#!/usr/bin/env python3
"""The installed nvvm-sim works away from the build folder, from a `cmake --install` prefix or from
the .deb CPack makes (unpacked with dpkg -x): its files are there, `nvvm-sim run` of the installed
example prints y = 2 * x + 1, `cc` + `exec` build and run examples/vector_add.cu, a CMake project
outside the tree (examples/api) finds the package and runs a kernel, and `import nvvmsim` runs one.

    package_test.py install|deb CMAKE BUILD_DIR SOURCE_DIR PYTHON

Exit 77 (skipped) for `deb` without dpkg-deb or cpack. The parts that need clang++-19 (cc) or a
Python with numpy are skipped alone, with a line saying so."""
import os
import shutil
import subprocess
import sys
import tempfile

mode, cmake, build, source, python = sys.argv[1:6]
# A clean environment: nothing of the build tree may be found through it.
ENV = {"PATH": "/usr/bin:/bin", "HOME": os.environ.get("HOME", "/tmp")}


def run(argv, cwd, env=ENV, timeout=240):
    p = subprocess.run(argv, capture_output=True, text=True, cwd=cwd, env=env, timeout=timeout)
    assert p.returncode == 0, f"{' '.join(argv)} exited with {p.returncode}:\n{p.stdout}{p.stderr}"
    return p


def make_tree(tmp):
    """The installed tree's prefix (P with bin/, lib/, include/, share/)."""
    if mode == "install":
        prefix = os.path.join(tmp, "prefix")
        run([cmake, "--install", build, "--prefix", prefix], tmp, env=dict(os.environ))
        return prefix
    cpack = os.path.join(os.path.dirname(cmake), "cpack")
    if shutil.which("dpkg-deb") is None or not os.path.exists(cpack):
        print("skipped: dpkg-deb or cpack is missing")
        sys.exit(77)
    run([cpack, "-G", "DEB", "--config", os.path.join(build, "CPackConfig.cmake"), "-B", tmp], tmp,
        env=dict(os.environ), timeout=140)
    debs = [f for f in os.listdir(tmp) if f.endswith(".deb")]
    assert len(debs) == 1, debs
    deb = os.path.join(tmp, debs[0])
    assert debs[0].startswith("nvvm-sim_0.1.0_"), debs[0]
    depends = run(["dpkg-deb", "-f", deb, "Depends"], tmp).stdout
    for package in ("libtbb12", "libfmt9", "libstdc++6", "clang-19", "python3-numpy"):
        assert package in depends, f"{package} not in Depends: {depends}"
    root = os.path.join(tmp, "root")
    run(["dpkg", "-x", deb, root], tmp)
    print(f"{debs[0]}: {os.path.getsize(deb) // 1024} KiB, Depends: {depends.strip()}")
    return os.path.join(root, "usr")


def check_files(prefix):
    pydir = os.path.join("lib", "python3", "dist-packages", "nvvmsim")
    for f in ("bin/nvvm-sim", "lib/libnvvmsim.so", "lib/nvvm-sim/libnvvmsim_cudart.so",
              "include/nvvmsim/nvvmsim.h", "include/nvvm-sim/cuda_runtime.h",
              "lib/cmake/nvvmsim/nvvmsimConfig.cmake", "lib/cmake/nvvmsim/nvvmsimTargets.cmake",
              "share/man/man1/nvvm-sim.1", "share/doc/nvvm-sim/api.md", "share/doc/nvvm-sim/examples/saxpy.ll",
              os.path.join(pydir, "__init__.py"), os.path.join(pydir, "__init__.pyi"), os.path.join(pydir, "_paths.py")):
        assert os.path.exists(os.path.join(prefix, f)), f"not installed: {f}"
    assert any(f.startswith("_nvvmsim.") and f.endswith(".so") for f in os.listdir(os.path.join(prefix, pydir)))


def check_run(prefix, tmp):
    sim = os.path.join(prefix, "bin", "nvvm-sim")
    example = os.path.join(prefix, "share", "doc", "nvvm-sim", "examples", "saxpy.ll")
    p = run([sim, "run", example, "--kernel", "saxpy", "--grid", "1", "--block", "8", "--arg", "i32:8", "--arg",
             "f32:2", "--arg", "buf:f32:8:iota", "--arg", "buf:f32:8:fill=1:out"], tmp)
    # y = 2 * x + 1 with x = 0..7.
    assert p.stdout.endswith("arg3 (f32[8]):\n  [0] 1 3 5 7 9 11 13 15\n"), p.stdout
    print("run: the installed example prints 1 3 5 ... 15")


def check_cc(prefix, tmp):
    if shutil.which("clang++-19") is None:
        print("cc: skipped, clang++-19 is not installed")
        return
    sim = os.path.join(prefix, "bin", "nvvm-sim")
    app = os.path.join(tmp, "vector_add")
    example = os.path.join(prefix, "share", "doc", "nvvm-sim", "examples", "vector_add.cu")
    p = run([sim, "cc", "-O2", "-v", example, "-o", app], tmp)
    assert build not in p.stderr, "a build-tree path in the commands:\n" + p.stderr
    assert os.path.join(prefix, "include", "nvvm-sim") in p.stderr, p.stderr
    p = run([sim, "exec", "--check", "all", "--", app, "1000"], "/")
    assert "vectorAdd of 1000 elements in 4 blocks: PASSED" in p.stdout, p.stdout
    assert "nvvm-sim exec: 1 launch, 0 findings, 0 kernel faults" in p.stderr, p.stderr
    print("cc + exec: vector_add.cu PASSED with the checkers on")


def check_find_package(prefix, tmp):
    work = os.path.join(tmp, "api-example")
    run([cmake, "-S", os.path.join(source, "examples", "api"), "-B", work, f"-DCMAKE_PREFIX_PATH={prefix}",
         "-DCMAKE_BUILD_TYPE=Release"], tmp)
    run([cmake, "--build", work], tmp)
    p = run([os.path.join(work, "saxpy_api"), os.path.join(prefix, "share", "doc", "nvvm-sim", "examples",
                                                           "saxpy.ll")], tmp)
    # The hand-computed outputs: y = 2 * x + 1; with 16 threads over 8 floats, thread 8 is the
    # first past the end, at byte 8 * 4 = 32, of x (read) and of y (read, then write).
    assert p.stdout == (
        "kernel saxpy(int, float, float const*, float*): i32 float ptr ptr\n"
        "status ok, y = 1 3 5 7 9 11 13 15\n"
        "status finding, 3 finding(s)\n"
        "memcheck out-of-bounds: thread 8 read of 4 bytes at offset 32 of 'x' (32 bytes)\n"
        "memcheck out-of-bounds: thread 8 read of 4 bytes at offset 32 of 'y' (32 bytes)\n"
        "memcheck out-of-bounds: thread 8 write of 4 bytes at offset 32 of 'y' (32 bytes)\n"), p.stdout
    print("find_package(nvvmsim): examples/api built and ran a kernel")


def check_python(prefix, tmp):
    if not os.path.exists(python) or subprocess.run([python, "-c", "import numpy"]).returncode != 0:
        print(f"python: skipped, {python} has no numpy")
        return
    env = dict(ENV, PYTHONPATH=os.path.join(prefix, "lib", "python3", "dist-packages"))
    code = ("import numpy as np, nvvmsim, os\n"
            "assert os.path.dirname(nvvmsim.__file__).startswith(%r), nvvmsim.__file__\n"
            "m = nvvmsim.Module.from_file(%r)\n"
            "y = np.ones(4, dtype=np.float32)\n"
            "r = m.launch('saxpy', 1, 4, [4, 3.0, np.arange(4, dtype=np.float32), y], check='all')\n"
            "print(r.status, y.tolist(), nvvmsim.__version__)\n") % (
        prefix, os.path.join(prefix, "share", "doc", "nvvm-sim", "examples", "saxpy.ll"))
    p = run([python, "-c", code], tmp, env=env)
    assert p.stdout == "ok [1.0, 4.0, 7.0, 10.0] 0.1.0\n", p.stdout + p.stderr
    if shutil.which("clang++-19") is not None:
        p = run([python, "-c", "import nvvmsim; print(len(nvvmsim.compile_cuda('__global__ void k() {}')) > 0)"],
                tmp, env=env)
        assert p.stdout == "True\n", p.stdout
    print("python: import nvvmsim ran saxpy (and compile_cuda found the installed nvvm-sim)")


tmp = tempfile.mkdtemp(prefix=f"nvvm-sim-{mode}-")
try:
    prefix = make_tree(tmp)
    check_files(prefix)
    check_run(prefix, tmp)
    check_cc(prefix, tmp)
    check_find_package(prefix, tmp)
    check_python(prefix, tmp)
    print(f"PASS {mode}")
finally:
    shutil.rmtree(tmp, ignore_errors=True)
