// Argument marshalling: which argument kinds each parameter type takes, and their bytes.
#include "tools/Marshal.h"

#include "core/ir/Type.h"

#include <cstring>

namespace nvsim::tools {

namespace {

/// The script element type a scalar parameter takes, when it is one of ours.
bool scalarFits(const ir::Type *t, ElemType e) {
  switch (t->kind()) {
  case ir::TypeKind::Integer:
    return !isFloat(e) && (elemBytes(e) * 8 == t->intWidth() || (t->intWidth() == 1 && elemBytes(e) == 1));
  case ir::TypeKind::Half: return e == ElemType::F16;
  case ir::TypeKind::Float: return e == ElemType::F32;
  case ir::TypeKind::Double: return e == ElemType::F64;
  default: return false;
  }
}

/// Parameters passed as raw bytes: byval structs, and by-value aggregates, vectors and types
/// no scalar script type names (bfloat, i128...).
bool takesBytes(const KernelParam &p) {
  if (p.byvalType || p.byrefType)
    return true;
  switch (p.type->kind()) {
  case ir::TypeKind::Integer: {
    const unsigned w = p.type->intWidth();
    return !(w == 1 || w == 8 || w == 16 || w == 32 || w == 64);
  }
  case ir::TypeKind::Half:
  case ir::TypeKind::Float:
  case ir::TypeKind::Double:
  case ir::TypeKind::Pointer: return false;
  default: return true;
  }
}

} // namespace

std::string paramTypeText(const KernelParam &p) {
  std::string s = ir::typeToString(p.type);
  if (p.byvalType)
    s += " byval(" + ir::typeToString(p.byvalType) + ")";
  if (p.byrefType)
    s += " byref(" + ir::typeToString(p.byrefType) + ")";
  return s;
}

std::string kernelSignature(const KernelInfo &k) {
  std::string s = k.function->name + "(";
  for (size_t i = 0; i < k.params.size(); ++i)
    s += (i ? ", " : "") + paramTypeText(k.params[i]);
  return s + ")";
}

bool marshalArgs(const KernelInfo &kernel, const std::vector<ArgValue> &args, const BufferAddress &address,
                 ArgBytes &out, MarshalError &error) {
  out.clear();
  if (args.size() != kernel.params.size()) {
    error = {-1, runMessage(RunMsg::ArgCount, kernel.params.size(), kernel.params.size() == 1 ? "" : "s",
                            kernelSignature(kernel), args.size())};
    return false;
  }
  for (size_t i = 0; i < args.size(); ++i) {
    const KernelParam &p = kernel.params[i];
    const ArgValue &a = args[i];
    const int index = static_cast<int>(i);
    std::vector<std::byte> bytes(p.size);
    auto kindError = [&] {
      error = {index, runMessage(RunMsg::ArgKind, i, paramTypeText(p), a.origin, a.kindName())};
      return false;
    };
    switch (a.kind) {
    case ArgValue::Kind::Scalar:
      if (p.byvalType || p.byrefType || !scalarFits(p.type, a.type))
        return kindError();
      if (p.type->isInteger(1) && a.bits > 1) {
        error = {index, runMessage(RunMsg::ArgBoolValue, i, a.origin, formatElement(a.type, a.bits))};
        return false;
      }
      std::memcpy(bytes.data(), &a.bits, std::min<size_t>(p.size, elemBytes(a.type))); // NOTE: little-endian
      break;
    case ArgValue::Kind::Pointer:
    case ArgValue::Kind::Null: {
      if (p.byvalType || p.byrefType || !p.type->isPointer())
        return kindError();
      const uint64_t value = a.kind == ArgValue::Kind::Null ? 0 : address(a.buffer) + a.offset;
      if (p.size < 8 && value != 0) {
        error = {index, runMessage(RunMsg::ArgNarrowPointer, i, paramTypeText(p), p.size)};
        return false;
      }
      std::memcpy(bytes.data(), &value, std::min<size_t>(p.size, 8));
      break;
    }
    case ArgValue::Kind::Bytes:
      if (!takesBytes(p))
        return kindError();
      if (a.bytes.size() != p.size) {
        error = {index,
                 runMessage(RunMsg::ArgBytesSize, i, paramTypeText(p), p.size, a.origin, a.bytes.size())};
        return false;
      }
      bytes = a.bytes;
      break;
    }
    out.push_back(std::move(bytes));
  }
  return true;
}

ScriptError marshalError(const LaunchScript &script, const Step &step, const MarshalError &e) {
  std::string pointer = "/args";
  if (e.argument >= 0)
    pointer += "/" + std::to_string(e.argument);
  return {script.place(step, "args", pointer), e.message, false};
}

bool isGpuTriple(std::string_view triple) {
  const std::string_view arch = triple.substr(0, triple.find('-'));
  return triple.empty() || arch == "nvptx" || arch == "nvptx64";
}

std::vector<ScriptError> checkLaunches(const LaunchScript &script, const std::vector<KernelInfo> &kernels,
                                       std::string_view triple) {
  std::vector<ScriptError> errors;
  for (const Step &step : script.steps) {
    const auto *launch = std::get_if<LaunchStep>(&step.body);
    if (!launch)
      continue;
    const KernelInfo *k = findKernel(kernels, launch->kernel);
    if (!k) {
      std::string names;
      for (const KernelInfo &other : kernels)
        names += (names.empty() ? "" : ", ") + other.function->name;
      errors.push_back(
          {script.place(step, "kernel", "/kernel"),
           names.empty() && !isGpuTriple(triple)
               ? runMessage(RunMsg::UnknownKernelTriple, launch->kernel, triple)
               : runMessage(RunMsg::UnknownKernel, launch->kernel, names.empty() ? "none" : names),
           false});
      continue;
    }
    // Any non-zero address will do: only the kinds and sizes are checked here.
    ArgBytes bytes;
    MarshalError e;
    if (!marshalArgs(
            *k, launch->args, [](const std::string &) { return uint64_t(1) << 40; }, bytes, e))
      errors.push_back(marshalError(script, step, e));
  }
  return errors;
}

} // namespace nvsim::tools
