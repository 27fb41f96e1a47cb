#!/usr/bin/env python3
"""The installed nvvm-sim works away from the build folder, from a `cmake --install` prefix, from
the .deb CPack makes unpacked with dpkg -x, or from that .deb installed into /usr with apt-get: its
files are there, every shared library its binaries load comes from itself or from a package its
Depends names, `nvvm-sim run` of the installed example prints y = 2 * x + 1, `cc` + `exec` build and
run the installed vector_add.cu, a CMake project outside the tree (the installed examples/api)
finds the package and runs a kernel, and `import nvvmsim` runs one.

    package_test.py install|deb|system CMAKE BUILD_DIR SOURCE_DIR PYTHON

`system` (CI's scripts/ci-package.sh) needs root: it installs the package with apt-get, so that its
Depends are resolved as on a fresh Debian 12, runs the checks from /usr (and `man nvvm-sim`), then
purges it and checks nothing of it is left. Exit 77 (skipped) for `deb` and `system` without
dpkg-deb or cpack, and for `system` when not root or when nvvm-sim is installed already. The parts
that need clang++-19 (cc) or a Python with numpy are skipped alone, with a line saying so."""
import os
import shutil
import subprocess
import sys
import tempfile

mode, cmake, build, source, python = sys.argv[1:6]
assert mode in ("install", "deb", "system"), mode
# A clean environment: nothing of the build tree may be found through it.
ENV = {"PATH": "/usr/bin:/bin", "HOME": os.environ.get("HOME", "/tmp")}
# dpkg runs ldconfig and start-stop-daemon from the sbin folders.
APT_ENV = dict(ENV, PATH="/usr/sbin:/usr/bin:/sbin:/bin", DEBIAN_FRONTEND="noninteractive")
PYDIR = os.path.join("lib", "python3", "dist-packages", "nvvmsim")
EXAMPLES = os.path.join("share", "nvvm-sim", "examples")


def run(argv, cwd, env=ENV, timeout=240):
    p = subprocess.run(argv, capture_output=True, text=True, cwd=cwd, env=env, timeout=timeout)
    assert p.returncode == 0, f"{' '.join(argv)} exited with {p.returncode}:\n{p.stdout}{p.stderr}"
    return p


def skip(why):
    print(f"skipped: {why}")
    sys.exit(77)


def installed():
    return subprocess.run(["dpkg-query", "-W", "-f=${Status}", "nvvm-sim"], capture_output=True,
                          text=True).stdout == "install ok installed"


def make_deb(tmp):
    """The .deb CPack makes of the build, and its Depends."""
    cpack = os.path.join(os.path.dirname(cmake), "cpack")
    if shutil.which("dpkg-deb") is None or not os.path.exists(cpack):
        skip("dpkg-deb or cpack is missing")
    run([cpack, "-G", "DEB", "--config", os.path.join(build, "CPackConfig.cmake"), "-B", tmp], tmp,
        env=dict(os.environ), timeout=140)
    debs = [f for f in os.listdir(tmp) if f.endswith(".deb")]
    assert len(debs) == 1, debs
    deb = os.path.join(tmp, debs[0])
    assert debs[0].startswith("nvvm-sim_0.1.0_"), debs[0]
    depends = run(["dpkg-deb", "-f", deb, "Depends"], tmp).stdout
    for package in ("libtbb12", "libfmt9", "libstdc++6", "clang-19", "python3-numpy"):
        assert package in depends, f"{package} not in Depends: {depends}"
    print(f"{debs[0]}: {os.path.getsize(deb) // 1024} KiB, Depends: {depends.strip()}")
    return deb, depends


def check_libraries(files, tree, depends, tmp):
    """Every shared library an ELF file of the package loads (ldd) is one of the package's own or
    belongs to a Debian package that Depends names: what a fresh system gets with it."""
    names = {alt.split()[0] for d in depends.split(",") for alt in d.split("|") if alt.strip()}
    own = {os.path.basename(f) for f in files}
    outside = set()
    elves = [f for f in files if os.path.isfile(f) and not os.path.islink(f) and open(f, "rb").read(4) == b"\x7fELF"]
    assert len(elves) >= 4, elves  # nvvm-sim, libnvvmsim.so.0, libnvvmsim_cudart.so, the extension
    for f in elves:
        for line in run(["ldd", f], tmp).stdout.splitlines():
            parts = line.split()
            if "=>" not in parts:
                continue  # linux-vdso.so.1 and the dynamic loader
            soname, where = parts[0], parts[2]
            if where == "not":
                assert soname in own, f"{f} needs {soname}, which nothing provides"
            elif tree is None or not os.path.realpath(where).startswith(tree + os.sep):
                outside.add(os.path.realpath(where))
    owners = {}
    for lib in sorted(outside):
        # dpkg knows a file by the path its package gives, /lib/... or /usr/lib/... (merged /usr).
        candidates = [lib, lib[len("/usr"):] if lib.startswith("/usr/") else "/usr" + lib]
        found = [subprocess.run(["dpkg", "-S", c], capture_output=True, text=True) for c in candidates]
        owner = next((p.stdout.split(":")[0] for p in found if p.returncode == 0), None)
        assert owner, f"no Debian package owns {lib}"
        assert owner in names or owner == "nvvm-sim", f"{lib} comes from {owner}, not in Depends: {depends}"
        owners[owner] = True
    print(f"shared libraries: {len(elves)} ELF files load {len(outside)} libraries from {', '.join(sorted(owners))}")


def make_tree(tmp):
    """The installed tree's prefix (P with bin/, lib/, include/, share/)."""
    if mode == "install":
        prefix = os.path.join(tmp, "prefix")
        run([cmake, "--install", build, "--prefix", prefix], tmp, env=dict(os.environ))
        return prefix
    if mode == "system":
        if os.geteuid() != 0:
            skip("installing the .deb into /usr needs root (CI runs scripts/ci-package.sh as root)")
        if shutil.which("apt-get") is None:
            skip("apt-get is missing")
        if installed():
            skip("nvvm-sim is installed already; this check would replace and then purge it")
    deb, depends = make_deb(tmp)
    if mode == "deb":
        root = os.path.join(tmp, "root")
        run(["dpkg", "-x", deb, root], tmp)
        files = [os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs]
        check_libraries(files, root, depends, tmp)
        return os.path.join(root, "usr")
    # apt-get resolves Depends (dpkg -i would not): what `apt-get install ./nvvm-sim_*.deb` does.
    run(["apt-get", "install", "-y", "--no-install-recommends", deb], tmp, env=APT_ENV, timeout=600)
    assert installed()
    files = run(["dpkg", "-L", "nvvm-sim"], tmp).stdout.split()
    check_libraries(files, None, depends, tmp)  # its own libraries are the package's in dpkg -S
    print("apt-get install: nvvm-sim installed into /usr")
    return "/usr"


def purge(tmp):
    """dpkg --purge, and nothing of the package is left (the prerm removes Python's bytecode)."""
    run(["dpkg", "--purge", "nvvm-sim"], tmp, env=APT_ENV)
    assert not installed()
    for f in ("/usr/bin/nvvm-sim", "/usr/lib/libnvvmsim.so.0", "/usr/include/nvvmsim", "/usr/share/nvvm-sim",
              "/usr/lib/cmake/nvvmsim", "/usr/lib/nvvm-sim", "/usr/" + PYDIR, "/usr/share/doc/nvvm-sim"):
        assert not os.path.exists(f), f"left after dpkg --purge: {f}"
    print("dpkg --purge: nothing of nvvm-sim is left")


def check_files(prefix):
    for f in ("bin/nvvm-sim", "lib/libnvvmsim.so", "lib/nvvm-sim/libnvvmsim_cudart.so",
              "include/nvvmsim/nvvmsim.h", "include/nvvm-sim/cuda_runtime.h",
              "lib/cmake/nvvmsim/nvvmsimConfig.cmake", "lib/cmake/nvvmsim/nvvmsimTargets.cmake",
              "share/man/man1/nvvm-sim.1", "share/doc/nvvm-sim/api.md", os.path.join(EXAMPLES, "saxpy.ll"),
              os.path.join(EXAMPLES, "api", "CMakeLists.txt"), os.path.join(PYDIR, "__init__.py"),
              os.path.join(PYDIR, "__init__.pyi"), os.path.join(PYDIR, "_paths.py")):
        assert os.path.exists(os.path.join(prefix, f)), f"not installed: {f}"
    assert any(f.startswith("_nvvmsim.") and f.endswith(".so") for f in os.listdir(os.path.join(prefix, PYDIR)))


def command(prefix):
    """The installed nvvm-sim; from /usr, the one the PATH finds."""
    sim = os.path.join(prefix, "bin", "nvvm-sim")
    if mode != "system":
        return sim
    assert shutil.which("nvvm-sim", path=ENV["PATH"]) == sim, shutil.which("nvvm-sim", path=ENV["PATH"])
    return "nvvm-sim"


def check_run(prefix, tmp):
    example = os.path.join(prefix, EXAMPLES, "saxpy.ll")
    p = run([command(prefix), "run", example, "--kernel", "saxpy", "--grid", "1", "--block", "8", "--arg", "i32:8",
             "--arg", "f32:2", "--arg", "buf:f32:8:iota", "--arg", "buf:f32:8:fill=1:out"], tmp)
    # y = 2 * x + 1 with x = 0..7.
    assert p.stdout.endswith("arg3 (f32[8]):\n  [0] 1 3 5 7 9 11 13 15\n"), p.stdout
    print("run: the installed example prints 1 3 5 ... 15")


def check_cc(prefix, tmp):
    if shutil.which("clang++-19") is None:
        print("cc: skipped, clang++-19 is not installed")
        return
    sim = command(prefix)
    app = os.path.join(tmp, "vector_add")
    example = os.path.join(prefix, EXAMPLES, "vector_add.cu")
    p = run([sim, "cc", "-O2", "-v", example, "-o", app], tmp)
    assert build not in p.stderr, "a build-tree path in the commands:\n" + p.stderr
    assert os.path.join(prefix, "include", "nvvm-sim") in p.stderr, p.stderr
    p = run([sim, "exec", "--check", "all", "--", app, "1000"], "/")
    assert "vectorAdd of 1000 elements in 4 blocks: PASSED" in p.stdout, p.stdout
    assert "nvvm-sim exec: 1 launch, 0 findings, 0 kernel faults" in p.stderr, p.stderr
    print("cc + exec: the installed vector_add.cu PASSED with the checkers on")


def check_find_package(prefix, tmp):
    """The installed examples/api, configured in a folder of its own: from /usr, with nothing to
    say where the package is (CMake's default search finds /usr/lib/cmake/nvvmsim)."""
    work = os.path.join(tmp, "api-example")
    where = [] if mode == "system" else [f"-DCMAKE_PREFIX_PATH={prefix}"]
    run([cmake, "-S", os.path.join(prefix, EXAMPLES, "api"), "-B", work, "-DCMAKE_BUILD_TYPE=Release"] + where, tmp)
    with open(os.path.join(work, "CMakeCache.txt")) as cache:
        found = [l.strip() for l in cache if l.startswith("nvvmsim_DIR:")]
    assert found == [f"nvvmsim_DIR:PATH={os.path.join(prefix, 'lib', 'cmake', 'nvvmsim')}"], found
    run([cmake, "--build", work], tmp)
    p = run([os.path.join(work, "saxpy_api"), os.path.join(prefix, EXAMPLES, "saxpy.ll")], tmp)
    # The hand-computed outputs: y = 2 * x + 1; with 16 threads over 8 floats, thread 8 is the
    # first past the end, at byte 8 * 4 = 32, of x (read) and of y (read, then write).
    assert p.stdout == (
        "kernel saxpy(int, float, float const*, float*): i32 float ptr ptr\n"
        "status ok, y = 1 3 5 7 9 11 13 15\n"
        "status finding, 3 finding(s)\n"
        "memcheck out-of-bounds: thread 8 read of 4 bytes at offset 32 of 'x' (32 bytes)\n"
        "memcheck out-of-bounds: thread 8 read of 4 bytes at offset 32 of 'y' (32 bytes)\n"
        "memcheck out-of-bounds: thread 8 write of 4 bytes at offset 32 of 'y' (32 bytes)\n"), p.stdout
    print(f"find_package(nvvmsim): {found[0]}; examples/api built and ran a kernel")


def check_python(prefix, tmp):
    if not os.path.exists(python) or subprocess.run([python, "-c", "import numpy"]).returncode != 0:
        print(f"python: skipped, {python} has no numpy")
        return
    # From /usr, Debian's python3 finds the module by itself; elsewhere through PYTHONPATH.
    env = ENV if mode == "system" else dict(ENV, PYTHONPATH=os.path.join(prefix, "lib", "python3", "dist-packages"))
    code = ("import numpy as np, nvvmsim, os\n"
            "assert os.path.dirname(nvvmsim.__file__) == %r, nvvmsim.__file__\n"
            "m = nvvmsim.Module.from_file(%r)\n"
            "y = np.ones(4, dtype=np.float32)\n"
            "r = m.launch('saxpy', 1, 4, [4, 3.0, np.arange(4, dtype=np.float32), y], check='all')\n"
            "print(r.status, y.tolist(), nvvmsim.__version__)\n") % (
        os.path.join(prefix, PYDIR), os.path.join(prefix, EXAMPLES, "saxpy.ll"))
    run([python, "-c", "import nvvmsim"], tmp, env=env)
    p = run([python, "-c", code], tmp, env=env)
    # y = 3 * x + 1 with x = 0..3.
    assert p.stdout == "ok [1.0, 4.0, 7.0, 10.0] 0.1.0\n", p.stdout + p.stderr
    if shutil.which("clang++-19") is not None:
        p = run([python, "-c", "import nvvmsim; print(len(nvvmsim.compile_cuda('__global__ void k() {}')) > 0)"],
                tmp, env=env)
        assert p.stdout == "True\n", p.stdout
    print("python: import nvvmsim ran saxpy (and compile_cuda found the installed nvvm-sim)")


def check_man(prefix, tmp):
    """`man nvvm-sim` shows the installed page (system mode: man-db reads /usr/share/man)."""
    if mode != "system" or shutil.which("man") is None:
        return
    p = run(["man", "-P", "cat", "nvvm-sim"], tmp, env=dict(ENV, MANWIDTH="100"))
    assert "nvvm-sim - run and check NVVM IR kernels on the CPU with GPU semantics" in p.stdout, p.stdout[:500]
    print("man nvvm-sim: the manual page shows")


tmp = tempfile.mkdtemp(prefix=f"nvvm-sim-{mode}-")
try:
    prefix = make_tree(tmp)
    try:
        check_files(prefix)
        check_run(prefix, tmp)
        check_cc(prefix, tmp)
        check_find_package(prefix, tmp)
        check_python(prefix, tmp)
        check_man(prefix, tmp)
    finally:
        if mode == "system" and installed():
            purge(tmp)
    print(f"PASS {mode}")
finally:
    shutil.rmtree(tmp, ignore_errors=True)
