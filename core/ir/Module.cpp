// Module lookups, constant helpers, and linkage / calling-convention spellings.
#include "core/ir/Module.h"

namespace nvsim::ir {

ConstantInt::ConstantInt(Type *t, BigInt v) : Value(ValueKind::ConstInt, t) {
  unsigned w = t->scalar()->intWidth();
  BigInt mod = BigInt(1) << w;
  v %= mod;
  if (v < 0)
    v += mod;
  value = std::move(v);
}

uint64_t ConstantInt::zext() const { return static_cast<uint64_t>(value & BigInt(UINT64_MAX)); }

int64_t ConstantInt::sext() const {
  unsigned w = width();
  uint64_t v = zext();
  if (w >= 64)
    return static_cast<int64_t>(v);
  uint64_t sign = uint64_t(1) << (w - 1);
  return static_cast<int64_t>((v ^ sign) - sign);
}

BigInt ConstantInt::signedValue() const {
  unsigned w = width();
  if (bit_test(value, w - 1))
    return value - (BigInt(1) << w);
  return value;
}

std::string_view linkageKeyword(Linkage l) {
  switch (l) {
  case Linkage::External: return "";
  case Linkage::Private: return "private";
  case Linkage::Internal: return "internal";
  case Linkage::AvailableExternally: return "available_externally";
  case Linkage::LinkOnce: return "linkonce";
  case Linkage::Weak: return "weak";
  case Linkage::Common: return "common";
  case Linkage::Appending: return "appending";
  case Linkage::ExternWeak: return "extern_weak";
  case Linkage::LinkOnceODR: return "linkonce_odr";
  case Linkage::WeakODR: return "weak_odr";
  }
  return "";
}

std::string_view callingConvKeyword(unsigned cc) {
  switch (cc) {
  case 0: return "ccc";
  case 8: return "fastcc";
  case 9: return "coldcc";
  case 10: return "ghccc";
  case 13: return "anyregcc";
  case 14: return "preserve_mostcc";
  case 15: return "preserve_allcc";
  case 16: return "swiftcc";
  case 17: return "cxx_fast_tlscc";
  case 18: return "tailcc";
  case 19: return "cfguard_checkcc";
  case 20: return "swifttailcc";
  case 64: return "x86_stdcallcc";
  case 65: return "x86_fastcallcc";
  case 66: return "arm_apcscc";
  case 67: return "arm_aapcscc";
  case 68: return "arm_aapcs_vfpcc";
  case 69: return "msp430_intrcc";
  case 70: return "x86_thiscallcc";
  case kCallingConvPtxKernel: return "ptx_kernel";
  case kCallingConvPtxDevice: return "ptx_device";
  case 75: return "spir_func";
  case 76: return "spir_kernel";
  case 77: return "intel_ocl_bicc";
  case 78: return "x86_64_sysvcc";
  case 79: return "win64cc";
  case 80: return "x86_vectorcallcc";
  case 83: return "x86_intrcc";
  case 84: return "avr_intrcc";
  case 85: return "avr_signalcc";
  case 91: return "amdgpu_kernel";
  default: return "";
  }
}

GlobalValue *Module::getGlobal(std::string_view name) const {
  auto it = globalsByName.find(name);
  return it == globalsByName.end() ? nullptr : it->second;
}

GlobalValue *Module::getFunction(std::string_view name) const {
  GlobalValue *g = getGlobal(name);
  return g && g->kind == GlobalKind::Function ? g : nullptr;
}

GlobalValue *Module::getOrDeclareFunction(const std::string &name, Type *fnType) {
  if (GlobalValue *g = getGlobal(name))
    return g;
  auto *g = make<GlobalValue>(types.pointerTy(0));
  g->name = name;
  g->kind = GlobalKind::Function;
  g->valueType = fnType;
  for (unsigned i = 0; i < fnType->members().size(); ++i) {
    g->args.push_back(make<Argument>(fnType->members()[i], g, i));
    g->paramAttrs.emplace_back();
  }
  globals.push_back(g);
  globalsByName[name] = g;
  return g;
}

const Attribute *Module::findFnStringAttr(const GlobalValue &f, std::string_view key) const {
  if (const Attribute *a = f.fnAttrs.findString(key))
    return a;
  for (unsigned g : f.fnAttrs.groups)
    if (auto it = attrGroups.find(g); it != attrGroups.end())
      if (const Attribute *a = it->second.findString(key))
        return a;
  return nullptr;
}

void Module::syncTransplantedBits() {
  for (GlobalValue *g : globals)
    if (g->isFunction() && g->hasBody)
      g->annotationsTransplanted = g->visibility == Visibility::Default &&
                                   findFnStringAttr(*g, "nvvm.annotations_transplanted") != nullptr;
}

void Module::adoptObjects(Module &other) {
  values_.reserve(values_.size() + other.values_.size());
  for (auto &v : other.values_)
    values_.push_back(std::move(v));
  other.values_.clear();
  metadata_.reserve(metadata_.size() + other.metadata_.size());
  for (auto &m : other.metadata_)
    metadata_.push_back(std::move(m));
  other.metadata_.clear();
}

const NamedMetadata *Module::getNamedMetadata(std::string_view name) const {
  for (const auto &n : namedMetadata)
    if (n.name == name)
      return &n;
  return nullptr;
}

} // namespace nvsim::ir
