"""nvvm-sim from Python: run NVVM IR kernels on the CPU with GPU semantics and the checkers.

    import numpy as np, nvvmsim
    m = nvvmsim.Module.from_file("saxpy.ll")
    x = np.arange(8, dtype=np.float32); y = np.ones(8, dtype=np.float32)
    r = m.launch("saxpy", grid=(1,), block=(8,), args=[8, 2.0, x, y], check="all")
    print(y, r.findings, r.report["status"])

NumPy arrays given as arguments are device buffers: copied in before the launch and back out after
it (into the same array). DeviceArray keeps a buffer on the device between launches. docs/api.md
describes every function.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from typing import Any, Iterable, Optional, Sequence, Union

import numpy as np

from ._nvvmsim import (Arg, Buffer, Error, Fault, Finding, Kernel, Param, SharedVariable, Site,  # noqa: F401
                       version)
from ._nvvmsim import LaunchResult as _RawResult
from ._nvvmsim import Module as _RawModule

__all__ = ["Module", "DeviceArray", "LaunchResult", "Error", "Finding", "Fault", "Site", "Kernel", "Param",
           "SharedVariable", "Arg", "Buffer", "compile_cuda", "version", "CHECKERS"]
__version__ = version()

#: The checkers, as `check="all"` names them.
CHECKERS = ("memcheck", "racecheck", "initcheck", "synccheck")

# NumPy scalar types passed as typed arguments (they must match the parameter exactly).
_SCALARS = {np.int8: "i8", np.int16: "i16", np.int32: "i32", np.int64: "i64", np.uint8: "u8", np.uint16: "u16",
            np.uint32: "u32", np.uint64: "u64", np.float16: "f16", np.float32: "f32", np.float64: "f64"}


class DeviceArray:
    """A NumPy-shaped buffer in a module's device memory, kept between launches.

    Made by Module.to_device(array) or Module.empty(shape, dtype); passed as a kernel argument it is
    the pointer to its first element."""

    def __init__(self, module: "Module", buffer: Buffer, shape: tuple, dtype: np.dtype):
        self.module = module
        self.buffer = buffer
        self.shape = shape
        self.dtype = np.dtype(dtype)

    @property
    def nbytes(self) -> int:
        """The buffer's size in bytes."""
        return self.buffer.bytes

    def copy_to_host(self, out: Optional[np.ndarray] = None) -> np.ndarray:
        """The buffer's contents as a new array (or into `out`, C-contiguous, of the same size)."""
        if out is None:
            out = np.empty(self.shape, dtype=self.dtype)
        self.module._raw.copy_from_device(self.buffer, out)
        return out

    def copy_from_host(self, array: np.ndarray) -> None:
        """Overwrites the buffer with `array` (of the same number of bytes)."""
        self.module._raw.copy_to_device(self.buffer, np.ascontiguousarray(array))

    def __repr__(self) -> str:
        return f"<DeviceArray {self.buffer.name} shape={self.shape} dtype={self.dtype}>"


class LaunchResult:
    """What a launch did: status ("ok", "fault", "finding"), findings, fault, printf output."""

    def __init__(self, raw: _RawResult):
        self._raw = raw
        self.kernel: str = raw.kernel
        self.status: str = raw.status
        self.findings: list[Finding] = list(raw.findings)
        self.fault: Optional[Fault] = raw.fault
        self.stopped: bool = raw.stopped
        self.seconds: float = raw.seconds
        self.lane_instructions: int = raw.lane_instructions
        self.output: str = raw.output

    @property
    def ok(self) -> bool:
        """No fault and no finding."""
        return self.status == "ok"

    @property
    def report(self) -> dict:
        """The launch as a dict, with the fields of `nvvm-sim run --report json` (docs/api.md)."""
        return json.loads(self._raw.report_json)

    def __repr__(self) -> str:
        return f"<LaunchResult {self.kernel} {self.status}, {len(self.findings)} finding(s)>"


def _dims(d: Union[int, Sequence[int]]) -> tuple:
    if isinstance(d, (int, np.integer)):
        d = (int(d),)
    d = tuple(int(v) for v in d)
    if not 1 <= len(d) <= 3:
        raise ValueError(f"dimensions {d}: expected 1 to 3 numbers")
    return d + (1,) * (3 - len(d))


def _checks(check: Union[None, str, Iterable[str]]) -> list:
    if check is None:
        return []
    if isinstance(check, str):
        return [c for c in check.split(",") if c]
    return list(check)


class Module:
    """A loaded NVVM IR module and the device memory of its launches (not thread-safe)."""

    def __init__(self, raw: _RawModule):
        self._raw = raw

    @classmethod
    def from_file(cls, path: Union[str, os.PathLike], memory_limit: int = 0,
                  track_initialization: bool = True) -> "Module":
        """Reads and parses a .ll file (any NVVM IR dialect). Raises Error (kind "input")."""
        return cls(_RawModule.from_file(os.fspath(path), memory_limit, track_initialization))

    @classmethod
    def from_text(cls, text: str, name: str = "<text>", memory_limit: int = 0,
                  track_initialization: bool = True) -> "Module":
        """Parses NVVM IR text; `name` is the file name its diagnostics show."""
        return cls(_RawModule.from_text(text, name, memory_limit, track_initialization))

    @classmethod
    def from_cuda(cls, source: str, arch: str = "sm_70", options: Sequence[str] = ("-O2",)) -> "Module":
        """Compiles CUDA source with compile_cuda and loads its device code."""
        return cls.from_text(compile_cuda(source, arch=arch, options=options), name="<cuda>")

    @property
    def name(self) -> str:
        """The file name diagnostics show."""
        return self._raw.name

    @property
    def target_triple(self) -> str:
        """The module's target triple ('nvptx64-nvidia-cuda')."""
        return self._raw.target_triple

    @property
    def data_layout(self) -> str:
        """The module's data layout string."""
        return self._raw.data_layout

    @property
    def diagnostics(self) -> str:
        """The parser's warnings, rendered ("" when none)."""
        return self._raw.diagnostics

    @property
    def kernels(self) -> list[Kernel]:
        """Every kernel, in module order."""
        return list(self._raw.kernels)

    def kernel(self, name: str) -> Kernel:
        """The kernel with this mangled or demangled name; KeyError when there is none."""
        k = self._raw.find_kernel(name)
        if k is None:
            raise KeyError(name)
        return k

    def to_device(self, array: np.ndarray, name: str = "") -> DeviceArray:
        """A device buffer holding a copy of `array`."""
        array = np.ascontiguousarray(array)
        buf = self._raw.alloc(array.nbytes, name)
        self._raw.copy_to_device(buf, array)
        return DeviceArray(self, buf, array.shape, array.dtype)

    def empty(self, shape: Union[int, Sequence[int]], dtype: Any = np.float32, name: str = "") -> DeviceArray:
        """A zero-filled device buffer of this shape and dtype."""
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
        dtype = np.dtype(dtype)
        buf = self._raw.alloc(int(np.prod(shape, dtype=np.int64)) * dtype.itemsize, name)
        return DeviceArray(self, buf, shape, dtype)

    def free(self, array: DeviceArray) -> None:
        """Releases a device array; later kernel accesses are use-after-free findings."""
        self._raw.free(array.buffer)

    def launch(self, kernel: str, grid: Union[int, Sequence[int]], block: Union[int, Sequence[int]],
               args: Sequence[Any] = (), check: Union[None, str, Iterable[str]] = None, shared: int = 0,
               schedule: str = "default", warp_schedule: str = "fair", seed: int = 0, threads: int = 0,
               timeout: float = 600.0, stack_bytes: int = 16384, memory_model: str = "sc") -> LaunchResult:
        """Runs one launch of `kernel` and returns what it did.

        args: Python int and float take the parameter's type; NumPy scalars (np.float32(2)) must
        match it; a NumPy array is copied to a new device buffer before the launch and back into the
        array after it (arrays that are not writeable are not copied back); a DeviceArray, Buffer
        or Arg is passed as it is; None is a null pointer.
        check: "all", "memcheck,racecheck", or a list of checker names.
        memory_model: "sc", or "relaxed" for the PTX model's weak outcomes between blocks, drawn
        from `seed` (docs/semantics.md).
        Raises Error when the launch cannot start; a fault or a finding is in the result."""
        raw_args, copies, temporaries = [], [], []
        try:
            for i, a in enumerate(args):
                raw_args.append(self._arg(a, i, copies, temporaries))
            raw = self._raw.launch_args(kernel, _dims(grid), _dims(block), raw_args, shared, _checks(check),
                                        schedule, warp_schedule, memory_model, seed, threads, timeout,
                                        stack_bytes)
            for target, staging, buf in copies:
                self._raw.copy_from_device(buf, staging)
                if target is not staging:
                    target[...] = staging
            return LaunchResult(raw)
        finally:
            for buf in temporaries:
                self._raw.free(buf)

    def _arg(self, a: Any, index: int, copies: list, temporaries: list) -> Arg:
        if isinstance(a, Arg):
            return a
        if a is None:
            return Arg.null()
        if isinstance(a, DeviceArray):
            return Arg.pointer(a.buffer)
        if isinstance(a, Buffer):
            return Arg.pointer(a)
        if isinstance(a, (bool, np.bool_)):
            return Arg.integer(int(a))
        if type(a) in _SCALARS:
            return Arg.scalar(_SCALARS[type(a)], a.item())
        if isinstance(a, int):
            return Arg.integer(a)
        if isinstance(a, float):
            return Arg.real(a)
        if isinstance(a, np.ndarray):
            if a.dtype.hasobject:
                raise TypeError(f"argument {index}: an array of Python objects ({a.dtype}) has no device layout")
            # The array's own bytes go to the device when it is C-contiguous (no copy on the host).
            contiguous = np.ascontiguousarray(a)
            buf = self._raw.alloc(contiguous.nbytes, f"arg{index}")
            temporaries.append(buf)
            self._raw.copy_to_device(buf, contiguous)
            if a.flags.writeable:
                copies.append((a, contiguous, buf))
            return Arg.pointer(buf)
        if isinstance(a, (bytes, bytearray)):
            return Arg.bytes(bytes(a))
        raise TypeError(f"argument {index}: {type(a).__name__} is not a kernel argument "
                        "(int, float, NumPy scalar or array, DeviceArray, Buffer, Arg, bytes or None)")


def _error(kind: str, message: str) -> Error:
    e = Error(message)
    e.kind = kind
    return e


def _find_nvvm_sim() -> str:
    """The nvvm-sim command: $NVVM_SIM, the one this module was built or installed with, or PATH's."""
    given = os.environ.get("NVVM_SIM")
    if given:
        return given
    try:
        from . import _paths
        here = os.path.dirname(os.path.abspath(__file__))
        candidate = os.path.normpath(os.path.join(here, _paths.NVVM_SIM))
        if os.path.exists(candidate):
            return candidate
    except ImportError:
        pass
    found = shutil.which("nvvm-sim")
    if found:
        return found
    raise _error("usage", "cannot find the nvvm-sim command (set NVVM_SIM)")


def compile_cuda(source: str, arch: str = "sm_70", options: Sequence[str] = ("-O2",)) -> str:
    """Compiles CUDA device code to NVVM IR text with clang-19 and nvvm-sim's CUDA headers
    (`nvvm-sim cc --emit-ir`); raises Error with the compiler's messages when it fails."""
    with tempfile.TemporaryDirectory(prefix="nvvmsim-") as tmp:
        cu = os.path.join(tmp, "kernel.cu")
        ll = os.path.join(tmp, "kernel.ll")
        with open(cu, "w", encoding="utf-8") as f:
            f.write(source)
        p = subprocess.run([_find_nvvm_sim(), "cc", "--emit-ir", f"-arch={arch}", *options, cu, "-o", ll],
                           capture_output=True, text=True)
        if p.returncode != 0:
            raise _error("input", p.stderr.replace(cu, "<cuda>") or f"nvvm-sim cc exited with {p.returncode}")
        with open(ll, encoding="utf-8") as f:
            return f.read()
