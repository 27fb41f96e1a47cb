"""The nvvmsim Python module: loading, kernels, launches with NumPy arrays, findings, errors,
compile_cuda and the teaching example. Expected values are computed by hand from the kernels
(examples/saxpy.cu: y = a * x + y) and the CUDA rules (out-of-bounds offsets, shuffles)."""
import os
import shutil
import subprocess
import sys

import numpy as np
import pytest

import nvvmsim

SOURCE = os.environ.get("NVSIM_SOURCE_DIR", os.path.join(os.path.dirname(__file__), "..", "..", ".."))
SAXPY = os.path.join(SOURCE, "examples", "saxpy.ll")
needs_clang = pytest.mark.skipif(shutil.which("clang++-19") is None, reason="clang++-19 is not installed")


@pytest.fixture
def saxpy():
    return nvvmsim.Module.from_file(SAXPY)


def test_kernels(saxpy):
    (k,) = saxpy.kernels
    assert k.name == "_Z5saxpyifPKfPf"
    assert k.demangled == "saxpy(int, float, float const*, float*)"
    assert k.detected_by == "!nvvm.annotations"
    assert [p.type for p in k.params] == ["i32", "float", "ptr", "ptr"]
    assert [p.size for p in k.params] == [4, 4, 8, 8]
    assert [p.pointer for p in k.params] == [False, False, True, True]
    assert saxpy.kernel("saxpy").name == k.name
    assert saxpy.target_triple == "nvptx64-nvidia-cuda"
    assert saxpy.data_layout == "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"  # as examples/saxpy.ll gives it
    with pytest.raises(KeyError):
        saxpy.kernel("nope")


def test_saxpy_numpy_arrays_in_and_out(saxpy):
    x = np.arange(8, dtype=np.float32)
    y = np.ones(8, dtype=np.float32)
    r = saxpy.launch("saxpy", grid=(1,), block=(8,), args=[8, 2.0, x, y], check="all")
    assert r.ok and r.status == "ok" and r.findings == [] and r.fault is None
    assert y.tolist() == [1, 3, 5, 7, 9, 11, 13, 15]
    assert x.tolist() == list(range(8))  # copied back unchanged
    report = r.report
    assert report["kernel"] == "_Z5saxpyifPKfPf"
    assert report["grid"] == [1, 1, 1] and report["block"] == [8, 1, 1]
    assert report["status"] == "ok" and report["findings"] == []
    assert report["checks"] == ["memcheck", "racecheck", "initcheck", "synccheck"]
    assert report["schedule"] == {"blocks": "default", "warps": "fair", "memory_model": "sc", "seed": 0}
    assert r.lane_instructions > 0


def test_strided_and_readonly_arrays(saxpy):
    x = np.arange(4, dtype=np.float32)
    x.flags.writeable = False
    big = np.zeros(8, dtype=np.float32)
    y = big[::2]  # not contiguous: staged, then written back into the view
    saxpy.launch("saxpy", 1, 4, [4, 3.0, x, y])
    assert big.tolist() == [0, 0, 3, 0, 6, 0, 9, 0]


def test_device_arrays_stay_between_launches(saxpy):
    x = saxpy.to_device(np.arange(8, dtype=np.float32), name="x")
    y = saxpy.to_device(np.ones(8, dtype=np.float32), name="y")
    for _ in range(2):
        saxpy.launch("saxpy", 1, 8, [8, 2.0, x, y])
    assert y.copy_to_host().tolist() == [1 + 4 * i for i in range(8)]
    z = saxpy.empty(8, np.float32)
    assert z.copy_to_host().tolist() == [0] * 8
    assert x.buffer.bytes == 32 and x.buffer.name == "x"


def test_typed_scalars(saxpy):
    y = np.ones(2, dtype=np.float32)
    saxpy.launch("saxpy", 1, 2, [np.int32(2), np.float32(0.5), np.array([2, 4], dtype=np.float32), y])
    assert y.tolist() == [2, 3]
    with pytest.raises(nvvmsim.Error) as e:
        saxpy.launch("saxpy", 1, 2, [2, np.float64(0.5), y, y])
    assert e.value.kind == "launch"
    assert str(e.value) == "argument 1: kernel parameter is `float`, the call gives f64"


def test_argument_errors(saxpy):
    y = np.ones(2, dtype=np.float32)
    with pytest.raises(nvvmsim.Error) as e:
        saxpy.launch("saxpy", 1, 2, [2, 2.0, y])
    assert str(e.value) == "expected 4 arguments for _Z5saxpyifPKfPf(i32, float, ptr, ptr), got 3"
    with pytest.raises(nvvmsim.Error) as e:
        saxpy.launch("saxpy", 1, 2, [2**40, 2.0, y, y])
    assert e.value.kind == "launch" and str(e.value).startswith(
        "argument 0: 1099511627776 does not fit the kernel parameter `i32`")
    with pytest.raises(nvvmsim.Error) as e:
        saxpy.launch("saxpy", 1, 2, [2.5, 2.0, y, y])
    assert str(e.value) == "argument 0: kernel parameter is `i32`, the call gives a real number (2.5)"
    with pytest.raises(nvvmsim.Error) as e:
        saxpy.launch("saxpy", 1, 2, [2, 2.0, 7, y])
    assert str(e.value) == "argument 2: kernel parameter is `ptr`, the call gives i64"
    with pytest.raises(TypeError):
        saxpy.launch("saxpy", 1, 2, [2, 2.0, "x", y])
    with pytest.raises(TypeError):
        saxpy.launch("saxpy", 1, 2, [2, 2.0, np.array([1, "a"], dtype=object), y])


def test_usage_errors(saxpy):
    with pytest.raises(nvvmsim.Error) as e:
        saxpy.launch("nope", 1, 1, [])
    assert e.value.kind == "usage"
    assert str(e.value) == "unknown kernel 'nope' (the module's kernels: _Z5saxpyifPKfPf)"
    y = np.ones(1, dtype=np.float32)
    with pytest.raises(nvvmsim.Error) as e:
        saxpy.launch("saxpy", 1, 1, [1, 1.0, y, y], check="memcheck,bogus")
    assert str(e.value).startswith("unknown --check 'bogus'")
    with pytest.raises(nvvmsim.Error) as e:
        saxpy.launch("saxpy", 1, 1, [1, 1.0, y, y], warp_schedule="lockstep")
    assert str(e.value) == "warp schedule 'lockstep': expected converged, fair or random"
    with pytest.raises(nvvmsim.Error) as e:
        saxpy.launch("saxpy", 1, 1, [1, 1.0, y, y], memory_model="tso")
    assert str(e.value) == "memory model 'tso': expected sc or relaxed"


def test_relaxed_memory_model(saxpy):
    # y = 2 * x + y over 8 threads: the stores wait in the block's view and the end of the launch
    # drains them, so the result is the sequentially consistent one; the report says which model ran.
    x = np.arange(8, dtype=np.float32)
    y = np.ones(8, dtype=np.float32)
    r = saxpy.launch("saxpy", 1, 8, [8, 2.0, x, y], memory_model="relaxed", seed=5)
    assert r.ok
    assert list(y) == [1, 3, 5, 7, 9, 11, 13, 15]
    assert r.report["schedule"]["memory_model"] == "relaxed"


def test_memcheck_finding_as_objects(saxpy):
    # 16 threads over 8-element arrays: thread 8 is the first past the end, at byte 8 * 4 = 32.
    x = np.arange(8, dtype=np.float32)
    y = np.ones(8, dtype=np.float32)
    r = saxpy.launch("saxpy", 1, 16, [16, 2.0, x, y], check="memcheck")
    assert r.status == "finding" and not r.ok
    first = r.findings[0]
    assert isinstance(first, nvvmsim.Finding)
    assert (first.checker, first.kind) == ("memcheck", "out-of-bounds")
    assert first.allocation == "arg2" and first.allocation_size == 32 and first.offset == 32
    assert first.site.thread == [8, 0, 0] and first.site.access == "read" and first.size == 4
    assert first.space == "global"
    assert {(f.allocation, f.site.access) for f in r.findings} == {("arg2", "read"), ("arg3", "read"),
                                                                    ("arg3", "write")}
    assert len(r.report["findings"]) == len(r.findings)
    assert r.report["findings"][0]["allocation"]["offset"] == 32


def test_parse_errors_are_located():
    with pytest.raises(nvvmsim.Error) as e:
        nvvmsim.Module.from_text("define void @f( {", name="bad.ll")
    assert e.value.kind == "input"
    assert str(e.value).startswith("bad.ll:1:")
    with pytest.raises(nvvmsim.Error) as e:
        nvvmsim.Module.from_file("/nonexistent/k.ll")
    assert "/nonexistent/k.ll" in str(e.value) and "No such file" in str(e.value)


def test_from_text_and_memory(saxpy):
    m = nvvmsim.Module.from_text(open(SAXPY).read())
    assert m.name == "<text>" and len(m.kernels) == 1
    buf = m._raw.alloc(16, "b")
    with pytest.raises(nvvmsim.Error) as e:
        m._raw.copy_to_device(buf, np.zeros(5, dtype=np.float32))
    assert e.value.kind == "memory"
    assert str(e.value) == "copyToDevice: 20 bytes at offset 0 leave buffer 'b' of 16 bytes"


@needs_clang
def test_compile_cuda_and_shuffle():
    src = "__global__ void rot(int *p) { p[threadIdx.x] = __shfl_sync(0xffffffffu, p[threadIdx.x], threadIdx.x + 3); }"
    ir = nvvmsim.compile_cuda(src)
    assert 'target triple = "nvptx64-nvidia-cuda"' in ir
    m = nvvmsim.Module.from_text(ir)
    p = np.arange(32, dtype=np.int32) * 10
    assert m.launch("rot", 1, 32, [p], check="all").ok
    # __shfl_sync reads lane (srcLane % width): lane i gets lane (i + 3) % 32.
    assert p.tolist() == [((i + 3) % 32) * 10 for i in range(32)]
    with pytest.raises(nvvmsim.Error) as e:
        nvvmsim.compile_cuda("__global__ void k() { undeclared(); }")
    assert e.value.kind == "input" and "undeclared" in str(e.value)


@needs_clang
def test_teaching_example_output():
    example = os.path.join(SOURCE, "examples", "python", "race_and_shuffle.py")
    p = subprocess.run([sys.executable, example], capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    with open(os.path.join(SOURCE, "examples", "python", "race_and_shuffle.expected")) as f:
        assert p.stdout == f.read()
