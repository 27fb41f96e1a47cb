// CUDA's libdevice (libdevice.10.bc), the bodies of the `__nv_*` math functions: where it is, which
// of its functions a module needs, and linking them into a copy of the module for llc.
#pragma once

#include "core/ir/Module.h"

#include <set>
#include <string>

namespace nvsim::backends {

/// libdevice.10.bc: $NVVM_SIM_LIBDEVICE when set; else beside `libnvvmPath` when given
/// (`../libdevice/` for CUDA's nvvm/lib64 layout, `../nvvm/libdevice/` for a lib/ folder); else
/// /usr/local/cuda/nvvm/libdevice/. Empty when none exists; `searched` then lists the places.
std::string findLibdevice(const std::string &libnvvmPath, std::string &searched);

/// The `__nv_*` functions `m` declares without a body: what libdevice must provide.
std::set<std::string> libdeviceCalls(const ir::Module &m);

/// Removes from `lib` every global that no function named in `roots` reaches through calls,
/// references and initialisers (llvm-link --only-needed), so that only what is used gets compiled.
void keepOnlyNeeded(ir::Module &lib, const std::set<std::string> &roots);

/// `m` as LLVM 19 text with libdevice's needed functions linked in: libdevice is disassembled with
/// llvm-dis (19 preferred; its text is kept for later calls), parsed, cut down by keepOnlyNeeded
/// and linked with core/Linker.h. On failure returns false with `why`; `toolMissing` tells a
/// missing libdevice or llvm-dis from a failed link.
bool linkLibdevice(const ir::Module &m, unsigned timeoutSeconds, std::string &text, std::string &why,
                   bool &toolMissing);

} // namespace nvsim::backends
