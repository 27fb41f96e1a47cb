// Linking a second module into a first, as llvm-link does: how a kernel gets libdevice's bodies.
#pragma once

#include "core/Diagnostics.h"
#include "core/ir/Module.h"

#include <memory>

namespace nvsim {

/// Links `src` into `dst`; `src` is consumed (its objects move into `dst`).
///
/// - A definition in `src` replaces a declaration of the same name in `dst` (every use in `dst`
///   then reaches the body); a declaration in `src` resolves to what `dst` has.
/// - Both defining a name is an error, except that available_externally, linkonce, weak and common
///   definitions give way to the other, as in llvm-link. Appending arrays (`@llvm.used`) are joined.
/// - Names that would clash are renamed on the local side: an internal/private global becomes
///   `name.1`, ...; an identified struct whose body differs from the one of the same name in `dst`
///   becomes `%name.0`, ...; numbered metadata, numbered globals and attribute groups of `src` get
///   numbers after those of `dst`. Named metadata lists are joined (identical entries once, module
///   flags by key, keeping `dst`'s).
///
/// `diags` is the engine of `src`'s text: errors are located there. On error nothing has been
/// changed in `dst` and false is returned. Objects taken from `src` keep no source location
/// (their offsets would point into the wrong text).
bool linkModules(ir::Module &dst, std::unique_ptr<ir::Module> src, DiagEngine &diags);

/// Parses `srcText` (any dialect) and links it into `dst`. `diags` must be an engine for
/// `srcText`; parse errors and link errors are reported there.
bool linkModules(ir::Module &dst, const SourceFile &srcText, DiagEngine &diags);

} // namespace nvsim
