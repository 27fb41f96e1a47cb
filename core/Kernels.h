// Kernel discovery: which functions are kernels, their parameters, launch annotations and the
// static shared memory they use. Reads every dialect (nvvm.annotations, ptx_kernel, nvvm.* attributes).
#pragma once

#include "core/DataLayout.h"
#include "core/ir/Module.h"

#include <optional>
#include <string>
#include <vector>

namespace nvsim {

/// How a function was recognised as a kernel.
enum class KernelSource : uint8_t { Annotation, CallingConv, Attribute };

struct KernelParam {
  const ir::Argument *arg;
  ir::Type *type;
  ir::Type *byvalType = nullptr; ///< the pointee of a byval parameter
  /// The pointee of a `ptr addrspace(101) byref(T)` parameter, as LowerStructArgs writes one: the
  /// launch passes the aggregate itself (as for byval) and the kernel gets its param-space address.
  ir::Type *byrefType = nullptr;
  uint64_t size = 0; ///< bytes the parameter occupies in param space
  uint64_t align = 0;
  bool gridConstant = false;
};

struct SharedVariable {
  const ir::GlobalValue *global;
  uint64_t size; ///< 0 for `extern __shared__` (dynamic shared memory)
  uint64_t align;
  bool dynamic;
};

/// One launch annotation as written: `maxntidx` = 256, or `nvvm.maxntid` = "256,1,1".
struct KernelAnnotation {
  std::string name;
  std::string value;
};

struct KernelInfo {
  const ir::GlobalValue *function;
  KernelSource source;
  std::vector<KernelParam> params;
  std::vector<KernelAnnotation> annotations;
  std::vector<SharedVariable> shared; ///< address-space-3 globals reachable from the kernel
  uint64_t staticSharedBytes = 0;     ///< laid out in order, each at its alignment
  bool usesDynamicShared = false;
};

/// The data layout of `m` (its own string, else the nvptx64 default); nullopt with `error` set
/// when the module's string is malformed.
std::optional<DataLayout> moduleDataLayout(const ir::Module &m, std::string *error);

/// Every kernel of the module, in module order.
std::vector<KernelInfo> findKernels(const ir::Module &m, const DataLayout &dl);

/// The kernel whose name, or demangled name (with or without its parameter list), is `name`.
const KernelInfo *findKernel(const std::vector<KernelInfo> &kernels, std::string_view name);

/// The demangled C++ name of a symbol, or the symbol itself when it is not a mangled name.
std::string demangle(const std::string &symbol);
/// `text` with every quoted mangled name (`'_ZZ9transposePKfPfiiE4tile'`) demangled in place
/// (`'transpose(float const*, float*, int, int)::tile'`): the names messages quote.
std::string demangleQuoted(std::string_view text);

} // namespace nvsim
