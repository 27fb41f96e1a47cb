# Type hints of the nvvmsim package (docs/api.md describes every function).
import os
from typing import Any, Iterable, Optional, Sequence, Union

import numpy as np

__version__: str
CHECKERS: tuple[str, ...]

def version() -> str: ...
def compile_cuda(source: str, arch: str = "sm_70", options: Sequence[str] = ("-O2",)) -> str: ...

class Error(RuntimeError):
    kind: str  # "input", "usage", "launch" or "memory"

class Param:
    type: str
    name: str
    byval: str
    byref: str
    size: int
    align: int
    pointer: bool
    grid_constant: bool

class SharedVariable:
    name: str
    size: int
    align: int
    dynamic: bool

class Kernel:
    name: str
    demangled: str
    detected_by: str
    signature: str
    params: list[Param]
    static_shared_bytes: int
    dynamic_shared: bool
    shared: list[SharedVariable]
    annotations: dict[str, str]

class Buffer:
    address: int
    bytes: int
    name: str

class Arg:
    @staticmethod
    def scalar(type: str, value: Union[int, float]) -> Arg: ...
    @staticmethod
    def integer(value: int) -> Arg: ...
    @staticmethod
    def real(value: float) -> Arg: ...
    @staticmethod
    def pointer(buffer: Buffer, offset: int = 0) -> Arg: ...
    @staticmethod
    def null() -> Arg: ...
    @staticmethod
    def bytes(data: bytes) -> Arg: ...
    type_name: str

class Site:
    block: list[int]
    thread: list[int]
    warp: int
    lane: int
    instruction: str
    location: str
    inlined: list[str]
    access: str

class Finding:
    checker: str
    kind: str
    message: str
    kernel: str
    site: Site
    other: Optional[Site]
    address: int
    size: int
    space: str
    allocation: str
    allocation_size: int
    offset: int
    count: int
    fatal: bool
    text: str

class Fault:
    message: str
    block: list[int]
    thread: list[int]
    instruction: str
    location: str
    text: str

class LaunchResult:
    kernel: str
    status: str
    findings: list[Finding]
    fault: Optional[Fault]
    stopped: bool
    seconds: float
    lane_instructions: int
    output: str
    @property
    def ok(self) -> bool: ...
    @property
    def report(self) -> dict[str, Any]: ...

class DeviceArray:
    module: Module
    buffer: Buffer
    shape: tuple[int, ...]
    dtype: np.dtype
    @property
    def nbytes(self) -> int: ...
    def copy_to_host(self, out: Optional[np.ndarray] = None) -> np.ndarray: ...
    def copy_from_host(self, array: np.ndarray) -> None: ...

class Module:
    @classmethod
    def from_file(cls, path: Union[str, os.PathLike[str]], memory_limit: int = 0,
                  track_initialization: bool = True) -> Module: ...
    @classmethod
    def from_text(cls, text: str, name: str = "<text>", memory_limit: int = 0,
                  track_initialization: bool = True) -> Module: ...
    @classmethod
    def from_cuda(cls, source: str, arch: str = "sm_70", options: Sequence[str] = ("-O2",)) -> Module: ...
    @property
    def name(self) -> str: ...
    @property
    def target_triple(self) -> str: ...
    @property
    def data_layout(self) -> str: ...
    @property
    def diagnostics(self) -> str: ...
    @property
    def kernels(self) -> list[Kernel]: ...
    def kernel(self, name: str) -> Kernel: ...
    def to_device(self, array: np.ndarray, name: str = "") -> DeviceArray: ...
    def empty(self, shape: Union[int, Sequence[int]], dtype: Any = ..., name: str = "") -> DeviceArray: ...
    def free(self, array: DeviceArray) -> None: ...
    def launch(self, kernel: str, grid: Union[int, Sequence[int]], block: Union[int, Sequence[int]],
               args: Sequence[Any] = (), check: Union[None, str, Iterable[str]] = None, shared: int = 0,
               schedule: str = "default", warp_schedule: str = "fair", seed: int = 0, threads: int = 0,
               timeout: float = 600.0, stack_bytes: int = 16384, memory_model: str = "sc") -> LaunchResult: ...
