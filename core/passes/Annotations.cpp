// Annotation transplant (seed 001): reads `!nvvm.annotations` in every dialect, writes the
// `nvvm.*` function attributes, and rewrites each function's flag word with the seed's masks.
#include "core/passes/Annotations.h"

#include <array>
#include <map>
#include <optional>
#include <set>

#include <fmt/format.h>

namespace nvsim::passes {

using namespace ir;

namespace {

constexpr std::string_view kMarker = "nvvm.annotations_transplanted";

/// LLVM's LinkageTypes numbering, which the flag word's low nibble holds.
constexpr std::array<std::pair<Linkage, uint16_t>, 11> kLinkageNumbers{{
    {Linkage::External, 0},
    {Linkage::AvailableExternally, 1},
    {Linkage::LinkOnce, 2},
    {Linkage::LinkOnceODR, 3},
    {Linkage::Weak, 4},
    {Linkage::WeakODR, 5},
    {Linkage::Appending, 6},
    {Linkage::Internal, 7},
    {Linkage::Private, 8},
    {Linkage::ExternWeak, 9},
    {Linkage::Common, 10},
}};

/// The function an annotation node is about (typed-pointer IR may wrap it in a bitcast).
GlobalValue *annotatedFunction(const MDNode *node) {
  if (!node || !node->isTuple() || node->ops.empty() || !node->ops[0] ||
      node->ops[0]->mdKind() != MDKind::Value)
    return nullptr;
  Value *v = static_cast<const ValueAsMetadata *>(node->ops[0])->value;
  while (auto *ce = dyn_cast<ConstantExpr>(v))
    v = ce->ops.empty() ? nullptr : ce->ops[0];
  auto *g = dyn_cast<GlobalValue>(v);
  return g && g->isFunction() ? g : nullptr;
}

const std::string *mdString(const Metadata *md) {
  return md && md->mdKind() == MDKind::String ? &static_cast<const MDString *>(md)->str : nullptr;
}

const ConstantInt *mdInt(const Metadata *md) {
  return md && md->mdKind() == MDKind::Value
             ? dyn_cast<ConstantInt>(static_cast<const ValueAsMetadata *>(md)->value)
             : nullptr;
}

/// Whether the legacy metadata names `f` with `!"kernel", i32 1`.
bool legacyKernel(const Module &m, const GlobalValue &f) {
  const NamedMetadata *nm = m.getNamedMetadata("nvvm.annotations");
  if (!nm)
    return false;
  for (const MDNode *node : nm->ops) {
    if (annotatedFunction(node) != &f)
      continue;
    for (size_t i = 1; i + 1 < node->ops.size(); i += 2) {
      const std::string *key = mdString(node->ops[i]);
      const ConstantInt *v = mdInt(node->ops[i + 1]);
      if (key && *key == "kernel" && v && v->zext() == 1)
        return true;
    }
  }
  return false;
}

/// What a function's legacy annotations say, gathered before anything is written.
struct Gathered {
  bool kernel = false;
  bool blocksAreClusters = false;
  std::optional<std::array<uint64_t, 3>> maxntid, reqntid, clusterDim;
  std::optional<uint64_t> minctasm, maxnreg, maxclusterrank;
};

/// Which field a legacy key fills: the dim3 kinds by component, the scalars by name.
bool takeKey(Gathered &g, const std::string &key, uint64_t v) {
  auto dim = [&](std::optional<std::array<uint64_t, 3>> &d, size_t c) {
    if (!d)
      d = std::array<uint64_t, 3>{1, 1, 1}; // a component not written is 1, as in a launch
    (*d)[c] = v;
    return true;
  };
  static const std::map<std::string, std::pair<int, size_t>, std::less<>> dims = {
      {"maxntidx", {0, 0}},      {"maxntidy", {0, 1}},      {"maxntidz", {0, 2}},
      {"reqntidx", {1, 0}},      {"reqntidy", {1, 1}},      {"reqntidz", {1, 2}},
      {"cluster_dim_x", {2, 0}}, {"cluster_dim_y", {2, 1}}, {"cluster_dim_z", {2, 2}},
  };
  if (auto it = dims.find(key); it != dims.end()) {
    auto &d = it->second.first == 0 ? g.maxntid : it->second.first == 1 ? g.reqntid : g.clusterDim;
    return dim(d, it->second.second);
  }
  if (key == "kernel" && v == 1)
    return g.kernel = true;
  if (key == "nvvm.blocksareclusters" && v == 1)
    return g.blocksAreClusters = true;
  if (key == "minctasm")
    return g.minctasm = v, true;
  if (key == "maxnreg")
    return g.maxnreg = v, true;
  if (key == "cluster_max_blocks" || key == "maxclusterrank")
    return g.maxclusterrank = v, true;
  return false;
}

/// Adds `"key"="value"` (or the empty `"key"`) unless `f` has it; a different existing value wins
/// and is reported. Returns whether an attribute was written.
bool addAttr(Module &m, GlobalValue &f, DiagEngine &diags, const std::string &legacy, std::string key,
             std::optional<std::string> value, std::optional<uint64_t> intValue = std::nullopt) {
  if (const Attribute *old = m.findFnStringAttr(f, key)) {
    if (old->value != value.value_or(""))
      diags.report(DiagId::TransplantConflict, f.loc, legacy, f.name, value ? "\"" + *value + "\"" : "set",
                   key, old->value);
    return false;
  }
  Attribute a;
  a.kind = AttrKind::String;
  a.key = std::move(key);
  a.hasValue = value.has_value();
  a.value = value.value_or("");
  // maxclusterrank is the one integer-valued kind; LLVM text has only string values, so it
  // prints as "N" too, and the integer rides along for readers of the in-memory IR.
  a.hasInt = intValue.has_value();
  a.intValue = intValue.value_or(0);
  f.fnAttrs.attrs.push_back(std::move(a));
  return true;
}

std::string dim3(const std::array<uint64_t, 3> &d) { return fmt::format("{},{},{}", d[0], d[1], d[2]); }

} // namespace

bool isKernel(const Module &m, const GlobalValue &f) {
  if (!f.isFunction())
    return false;
  if (f.annotationsTransplanted) // the fast path: the attribute is there too
    return true;
  return m.findFnStringAttr(f, "nvvm.kernel") || legacyKernel(m, f) || f.callingConv == kCallingConvPtxKernel;
}

uint16_t flagWord(const GlobalValue &g) {
  uint16_t linkage = 0;
  for (auto [l, n] : kLinkageNumbers)
    if (l == g.linkage)
      linkage = n;
  const uint16_t tls = uint16_t(std::min<unsigned>(unsigned(g.threadLocal), 3));
  uint16_t w = uint16_t(linkage | uint16_t(g.visibility) << 4 | uint16_t(g.dllStorage) << 6 | tls << 8 |
                        uint16_t(g.unnamedAddr) << 10);
  if (g.name.rfind("llvm.", 0) == 0)
    w |= 1u << 12; // HasLLVMReservedName
  if (g.annotationsTransplanted)
    w |= kFlagTransplanted;
  return w;
}

void setFlagWord(Module &m, GlobalValue &f, uint16_t flags) {
  for (auto [l, n] : kLinkageNumbers)
    if (n == (flags & 0xF))
      f.linkage = l;
  const unsigned vis = (flags >> 4) & 3, dll = (flags >> 6) & 3, ua = (flags >> 10) & 3;
  f.visibility = vis <= 2 ? Visibility(vis) : Visibility::Default;
  f.dllStorage = dll <= 2 ? DLLStorage(dll) : DLLStorage::Default;
  f.unnamedAddr = ua <= 2 ? UnnamedAddr(ua) : UnnamedAddr::None;
  if (f.linkage == Linkage::Internal || f.linkage == Linkage::Private)
    f.dsoLocal = true; // implied by local linkage
  const bool marker = (flags & kFlagTransplanted) != 0;
  f.annotationsTransplanted = marker;
  auto &attrs = f.fnAttrs.attrs;
  if (marker && !m.findFnStringAttr(f, kMarker)) {
    Attribute a;
    a.kind = AttrKind::String;
    a.key = std::string(kMarker);
    attrs.push_back(std::move(a));
  } else if (!marker) {
    std::erase_if(attrs, [](const Attribute &a) { return a.kind == AttrKind::String && a.key == kMarker; });
  }
}

bool runAnnotationTransplant(Module &m, DiagEngine &diags, TransplantStats &stats) {
  bool changed = false;
  // Kernels are decided before the legacy metadata is rewritten.
  std::set<const GlobalValue *> kernels;
  for (const GlobalValue *g : m.globals)
    if (g->isFunction() && g->hasBody && isKernel(m, *g))
      kernels.insert(g);

  // 1. Transplant: every node about a function keeps only what is not transplanted
  //    (grid_constant, and whatever is not one of the seed's kinds).
  std::map<GlobalValue *, Gathered> gathered;
  std::vector<GlobalValue *> order;
  auto nmIt = std::find_if(m.namedMetadata.begin(), m.namedMetadata.end(),
                           [](const NamedMetadata &nm) { return nm.name == "nvvm.annotations"; });
  if (nmIt != m.namedMetadata.end()) {
    std::vector<MDNode *> kept;
    std::set<const MDNode *> seen;
    for (MDNode *node : nmIt->ops) {
      GlobalValue *f = annotatedFunction(node);
      if (!f || !f->hasBody || !seen.insert(node).second || node->ops.size() % 2 == 0) {
        kept.push_back(node); // not about a defined function, or malformed: the verifier's to report
        continue;
      }
      if (!gathered.count(f))
        order.push_back(f);
      Gathered &g = gathered[f];
      std::vector<Metadata *> rest{node->ops[0]};
      for (size_t i = 1; i + 1 < node->ops.size(); i += 2) {
        const std::string *key = mdString(node->ops[i]);
        const ConstantInt *v = mdInt(node->ops[i + 1]);
        const bool known = key && (*key == "kernel" || *key == "nvvm.blocksareclusters" ||
                                   *key == "minctasm" || *key == "maxnreg" || *key == "cluster_max_blocks" ||
                                   *key == "maxclusterrank" || key->rfind("maxntid", 0) == 0 ||
                                   key->rfind("reqntid", 0) == 0 || key->rfind("cluster_dim_", 0) == 0);
        if (known && v && takeKey(g, *key, v->zext()))
          continue;
        if (known)
          diags.report(DiagId::TransplantLeftInPlace, node->loc, *key, f->name,
                       v ? fmt::format("the value {} is not one the seed transplants", v->signedValue().str())
                         : std::string("its value is not an integer"));
        rest.push_back(node->ops[i]);
        rest.push_back(node->ops[i + 1]);
      }
      if (rest.size() != node->ops.size())
        changed = true;
      if (rest.size() > 1) {
        node->ops = std::move(rest);
        kept.push_back(node);
      }
    }
    nmIt->ops = std::move(kept);
    if (nmIt->ops.empty())
      m.namedMetadata.erase(nmIt);
  }
  for (GlobalValue *f : order) {
    const Gathered &g = gathered[f];
    auto add = [&](const char *legacy, const char *key, std::optional<std::string> value,
                   std::optional<uint64_t> iv = std::nullopt) {
      if (addAttr(m, *f, diags, legacy, key, std::move(value), iv))
        ++stats.attributes, changed = true;
    };
    if (g.kernel)
      add("kernel", "nvvm.kernel", std::nullopt);
    if (g.maxntid)
      add("maxntid", "nvvm.maxntid", dim3(*g.maxntid));
    if (g.reqntid)
      add("reqntid", "nvvm.reqntid", dim3(*g.reqntid));
    if (g.clusterDim)
      add("cluster_dim", "nvvm.cluster_dim", dim3(*g.clusterDim));
    if (g.minctasm)
      add("minctasm", "nvvm.minctasm", std::to_string(*g.minctasm));
    if (g.maxnreg)
      add("maxnreg", "nvvm.maxnreg", std::to_string(*g.maxnreg));
    if (g.maxclusterrank)
      add("maxclusterrank", "nvvm.maxclusterrank", std::to_string(*g.maxclusterrank), *g.maxclusterrank);
    if (g.blocksAreClusters)
      add("nvvm.blocksareclusters", "nvvm.blocksareclusters", std::nullopt);
  }

  // 2. The flag word: non-kernels become internal, kernels external with the marker.
  for (GlobalValue *f : m.globals) {
    if (!f->isFunction() || !f->hasBody)
      continue;
    const uint16_t before = flagWord(*f);
    const bool hadAttr = m.findFnStringAttr(*f, kMarker) != nullptr;
    if (kernels.count(f)) {
      // A kernel found by `ptx_kernel` alone gets the attribute too: bit 14 promises it.
      const uint16_t after = kernelFlagWord(before);
      setFlagWord(m, *f, after);
      if (after & kFlagTransplanted) {
        ++stats.kernels;
        if (!hadAttr)
          ++stats.attributes;
      }
      changed |= after != before || ((after & kFlagTransplanted) && !hadAttr);
    } else {
      const uint16_t after = nonKernelFlagWord(before);
      setFlagWord(m, *f, after);
      if (f->linkage == Linkage::Internal && (before & 0xF) != kFlagInternalLinkage)
        ++stats.internalized;
      changed |= after != before;
    }
  }
  return changed;
}

} // namespace nvsim::passes
