// The step debugger's views of a paused launch (docs/debug.md): the groups of lanes of each warp
// and where they are, a lane's registers, memory at a generic address, shared memory, and the
// generic-address windows.
#include "sim/DebugState.h"

#include "memory/GenericWindow.h"
#include "memory/Translate.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cstring>

namespace nvsim::sim {

namespace {

const char *stateName(GroupState s) {
  switch (s) {
  case GroupState::Running: return "running";
  case GroupState::AtBarrier: return "barrier";
  case GroupState::AtCollective: return "collective";
  case GroupState::Exited: return "exited";
  }
  return "";
}

bool parseNumber(std::string_view text, uint64_t &v) {
  int base = 10;
  if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X'))
    text.remove_prefix(2), base = 16;
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v, base);
  return ec == std::errc() && p == text.data() + text.size() && !text.empty();
}

/// An element type of `x` and `shared`.
struct Elem {
  char kind = 'i'; ///< i, u, f, x
  uint32_t bytes = 4;
};
bool elemNamed(const std::string &name, Elem &e) {
  static const std::pair<const char *, Elem> kinds[] = {
      {"i8", {'i', 1}},  {"u8", {'u', 1}},  {"i16", {'i', 2}}, {"u16", {'u', 2}}, {"i32", {'i', 4}},
      {"u32", {'u', 4}}, {"i64", {'i', 8}}, {"u64", {'u', 8}}, {"f32", {'f', 4}}, {"f64", {'f', 8}},
      {"x32", {'x', 4}}, {"x64", {'x', 8}}, {"x8", {'x', 1}},  {"x16", {'x', 2}}};
  for (const auto &[n, k] : kinds)
    if (name == n) {
      e = k;
      return true;
    }
  return false;
}

std::string formatElem(const std::byte *p, Elem e) {
  uint64_t v = 0;
  std::memcpy(&v, p, e.bytes);
  switch (e.kind) {
  case 'i': return fmt::format("{}", int64_t(v << (64 - 8 * e.bytes)) >> (64 - 8 * e.bytes));
  case 'u': return fmt::format("{}", v);
  case 'x': return fmt::format("{:#0{}x}", v, 2 + 2 * e.bytes);
  default:
    return e.bytes == 4 ? fmt::format("{}", std::bit_cast<float>(uint32_t(v)))
                        : fmt::format("{}", std::bit_cast<double>(v));
  }
}

/// A register's value in one lane, by its IR type: integers in decimal (and hex when wide),
/// floats, pointers in hex.
std::string formatValue(const ir::Type *t, const uint64_t *slots, unsigned lane) {
  auto one = [&](const ir::Type *s, uint64_t v) -> std::string {
    if (s->isPointer())
      return fmt::format("{:#x}", v);
    if (s->isInteger()) {
      const unsigned bits = s->intWidth();
      if (bits == 1)
        return v & 1 ? "true" : "false";
      const int64_t sv = signExtend(v, bits);
      return sv < 0 ? fmt::format("{} ({:#x})", sv, v & widthMask(bits)) : fmt::format("{}", sv);
    }
    if (s->kind() == ir::TypeKind::Float)
      return fmt::format("{}", std::bit_cast<float>(uint32_t(v)));
    if (s->kind() == ir::TypeKind::Double)
      return fmt::format("{}", std::bit_cast<double>(v));
    return fmt::format("{:#x}", v);
  };
  if (t->isVector() && !t->isPointer()) {
    std::string s = "<";
    for (uint64_t i = 0; i < t->count(); ++i)
      s += (i ? ", " : "") + one(t->element(), slots[i * kWarpSize + lane]);
    return s + ">";
  }
  return one(t, slots[lane]);
}

/// The value `%want` of `f` (a name, or LLVM's number of an unnamed value); null when none.
const ir::Value *valueNamed(const DecodedFunction &f, const std::string &want) {
  if (!f.ir)
    return nullptr;
  const ir::Value *v = nullptr;
  uint32_t number = 0;
  auto visit = [&](const ir::Value *x) {
    const bool match = x->name.empty() ? want == std::to_string(number++) : want == x->name;
    if (match && !v)
      v = x;
  };
  for (const ir::Argument *a : f.ir->args)
    visit(a);
  for (const ir::BasicBlock *b : f.ir->blocks) {
    visit(b);
    for (const ir::Instruction *I : b->insts)
      if (!I->type->isVoid())
        visit(I);
  }
  return v;
}

} // namespace

Warp *DebugState::selectedWarp() { return &c->block->warps[warp]; }

void DebugState::where() {
  BlockState &B = *c->block;
  out << fmt::format("block ({},{},{}), {} warps:\n", B.index[0], B.index[1], B.index[2], B.warps.size());
  for (Warp &w : B.warps) {
    out << fmt::format("  warp {}:\n", w.index);
    std::vector<const Group *> groups;
    for (const Group &g : w.groups)
      if (g.state != GroupState::Exited && g.frame)
        groups.push_back(&g);
    std::sort(groups.begin(), groups.end(), [](const Group *a, const Group *b) {
      return std::tie(a->frame->depth, a->pc, a->mask) < std::tie(b->frame->depth, b->pc, b->mask);
    });
    for (const Group *g : groups) {
      const bool current = g == c->group;
      const DecodedFunction *f = g->frame->fn;
      const ir::Instruction *I = g->pc < f->code.size() ? f->code[g->pc].ir : nullptr;
      const std::string place = g->pc < f->code.size() ? placeText(f, g->pc) : "";
      out << fmt::format("  {} lanes {:#010x} {:<10} {:<14} {}\n", current ? '*' : ' ', g->mask,
                         stateName(g->state), place, instructionText(I));
    }
    const uint32_t exited = w.exitedMask & w.liveMask;
    if (exited)
      out << fmt::format("    lanes {:#010x} exited\n", exited);
  }
}

const Group *DebugState::laneGroup() {
  const Warp &w = *selectedWarp();
  const Group *g = nullptr;
  for (const Group &x : w.groups)
    if (x.state != GroupState::Exited && x.frame && (x.mask >> lane & 1))
      g = &x;
  if (!g)
    out << fmt::format("error: lane {} of warp {} has exited\n", lane, w.index);
  return g;
}

void DebugState::print(const std::string &name, bool all) {
  Warp &w = *selectedWarp();
  const Group *g = laneGroup();
  if (!g)
    return;
  const DecodedFunction *f = g->frame->fn;
  if (name.size() < 2 || name[0] != '%') {
    out << fmt::format("error: print takes a register: %NAME or %NUMBER, not '{}'\n", name);
    return;
  }
  const ir::Value *v = valueNamed(*f, name.substr(1));
  auto slot = v ? f->valueSlots.find(v) : f->valueSlots.end();
  if (!v || slot == f->valueSlots.end()) {
    out << fmt::format("error: no register {} in @{}\n", name, f->name);
    return;
  }
  const uint64_t *R = g->frame->regs.data() + size_t(slot->second) * kWarpSize;
  if (!all) {
    out << fmt::format("{} = {} (lane {}, thread {})\n", name, formatValue(v->type, R, lane), lane,
                       w.tid[0][lane]);
    return;
  }
  out << fmt::format("{} in lanes {:#010x}:\n", name, g->mask);
  forLanes(g->mask,
           [&](unsigned l) { out << fmt::format("  lane {:>2}: {}\n", l, formatValue(v->type, R, l)); });
}

namespace {

/// Prints `count` elements from `p` with the label `label` before each line of 8.
void dump(std::ostream &out, const std::byte *p, uint64_t count, Elem e,
          const std::function<std::string(uint64_t)> &label) {
  for (uint64_t i = 0; i < count; i += 8) {
    std::string line = label(i * e.bytes) + ":";
    for (uint64_t j = i; j < std::min(count, i + 8); ++j)
      line += " " + formatElem(p + j * e.bytes, e);
    out << line << "\n";
  }
}

bool countAndType(std::ostream &out, const std::vector<std::string> &w, uint64_t &count, Elem &e) {
  count = 1;
  if (w.size() > 2 && (!parseNumber(w[2], count) || count == 0 || count > 4096)) {
    out << fmt::format("error: '{}': expected a count from 1 to 4096\n", w[2]);
    return false;
  }
  if (w.size() > 3 && !elemNamed(w[3], e)) {
    out << fmt::format(
        "error: '{}': expected a type (i8 u8 i16 u16 i32 u32 i64 u64 f32 f64 x8 x16 x32 x64)\n", w[3]);
    return false;
  }
  if (w.size() > 4) {
    out << "error: too many operands\n";
    return false;
  }
  return true;
}

/// A dump command's operands: a first one (else `usage` as the error), then COUNT and TYPE.
bool dumpOperands(std::ostream &out, const std::vector<std::string> &w, std::string_view usage,
                  uint64_t &count, Elem &e) {
  if (w.size() < 2) {
    out << "error: " << usage << "\n";
    return false;
  }
  return countAndType(out, w, count, e);
}

} // namespace

void DebugState::memory(const std::vector<std::string> &w) {
  uint64_t count = 0;
  Elem e;
  if (!dumpOperands(out, w, "x takes ADDRESS [COUNT [TYPE]]", count, e))
    return;
  // The address: a number, %VALUE of the selected lane, or a buffer's name, each with +OFFSET.
  std::string base = w[1];
  uint64_t offset = 0;
  if (const size_t plus = base.find('+'); plus != std::string::npos && plus > 0) {
    if (!parseNumber(base.substr(plus + 1), offset)) {
      out << fmt::format("error: '{}': expected BASE+OFFSET\n", w[1]);
      return;
    }
    base.resize(plus);
  }
  uint64_t address = 0;
  if (base[0] == '%') {
    if (!registerValue(base, address))
      return;
  } else if (!parseNumber(base, address)) {
    bool found = false;
    for (uint32_t id = 1; id <= L->memory->allocationCount() && !found; ++id)
      if (const mem::Allocation *a = L->memory->allocation(id); a && a->name == base && !a->isFreed())
        address = a->address, found = true;
    if (!found) {
      out << fmt::format("error: '{}' is no address, register or buffer\n", base);
      return;
    }
  }
  address += offset;
  const Warp &wp = *selectedWarp();
  const mem::Translation t =
      mem::translate(address, uint32_t(count * e.bytes), mem::Access::Read, wp.ctx[lane]);
  if (!t.ok()) {
    out << fmt::format("error: cannot read {} bytes at {:#x}: {}\n", count * e.bytes, address,
                       mem::faultTitle(t.fault));
    return;
  }
  dump(out, t.host, count, e, [&](uint64_t at) { return fmt::format("{:#018x}", address + at); });
}

void DebugState::shared(const std::vector<std::string> &w) {
  uint64_t count = 0;
  Elem e;
  if (!dumpOperands(out, w, "shared takes OFFSET|VARIABLE [COUNT [TYPE]]", count, e))
    return;
  uint64_t offset = 0;
  if (!parseNumber(w[1], offset)) {
    auto it = std::find_if(L->sharedVariables.begin(), L->sharedVariables.end(),
                           [&](const LaunchState::SharedVariable &v) { return v.name == w[1]; });
    if (it == L->sharedVariables.end()) {
      out << fmt::format("error: no shared variable '{}' (info address names them)\n", w[1]);
      return;
    }
    offset = it->offset;
  }
  const BlockState &B = *c->block;
  if (offset > B.shared.size() || count * e.bytes > B.shared.size() - offset) {
    out << fmt::format("error: the block has {} bytes of shared memory: offset {} + {} bytes is outside\n",
                       B.shared.size(), offset, count * e.bytes);
    return;
  }
  dump(out, B.shared.data() + offset, count, e,
       [&](uint64_t at) { return fmt::format("shared+{}", offset + at); });
}

void DebugState::windows() {
  out << "Generic-address windows (docs/memory-model.md):\n";
  out << fmt::format("  shared    {:#018x} + 4 GiB  the block's shared memory ({} bytes in this launch)\n",
                     mem::kSharedWindowBase, L ? L->sharedBytes : 0);
  out << fmt::format("  constant  {:#018x} + 4 GiB  __constant__ variables\n", mem::kConstantWindowBase);
  out << fmt::format("  local     {:#018x} + 4 GiB  each thread's own stack ({} bytes)\n",
                     mem::kLocalWindowBase, L ? L->stackBytes : 0);
  out << fmt::format("  param     {:#018x} + 4 GiB  the kernel's parameters\n", mem::kParamWindowBase);
  out << "  global    everything else: allocation N at N << 40 (offsets up to 1 TiB); below 64 KiB: null\n";
}

bool DebugState::registerValue(const std::string &name, uint64_t &value) {
  const Group *g = laneGroup();
  if (!g)
    return false;
  const DecodedFunction &f = *g->frame->fn;
  const ir::Value *v = valueNamed(f, name.substr(1));
  auto slot = v ? f.valueSlots.find(v) : f.valueSlots.end();
  if (!v || slot == f.valueSlots.end()) {
    out << fmt::format("error: no register {} in @{}\n", name, f.name);
    return false;
  }
  value = g->frame->regs[size_t(slot->second) * kWarpSize + lane];
  return true;
}

void DebugState::address(const std::string &text) {
  uint64_t a = 0;
  if (text[0] == '%') {
    if (!registerValue(text, a))
      return;
  } else if (!parseNumber(text, a)) {
    out << fmt::format("error: '{}': expected an address (0x...)\n", text);
    return;
  }
  const uint64_t off = a & mem::kOffsetMask;
  switch (mem::spaceOf(a)) {
  case mem::AddrSpace::Shared: {
    std::string what = "no variable";
    for (const LaunchState::SharedVariable &v : L->sharedVariables)
      if (off >= v.offset && off < uint64_t(v.offset) + v.size)
        what = fmt::format("{} + {}", v.name, off - v.offset);
    out << fmt::format("{:#x}: shared window, offset {} ({}; the block has {} bytes)\n", a, off, what,
                       c->block->shared.size());
    return;
  }
  case mem::AddrSpace::Local:
    out << fmt::format("{:#x}: local window, offset {} of each thread's own stack ({} bytes){}\n", a, off,
                       L->stackBytes, off >= L->stackBytes ? ": outside it" : "");
    return;
  case mem::AddrSpace::Param:
    out << fmt::format("{:#x}: param window, offset {} (the kernel's parameters: {} bytes)\n", a, off,
                       L->param.size());
    return;
  case mem::AddrSpace::Constant:
    if (const mem::Allocation *c = L->memory->constantAt(off))
      out << fmt::format("{:#x}: constant window, offset {}: {} + {} ({} bytes)\n", a, off, c->name,
                         off - (c->address - mem::kConstantWindowBase), c->size);
    else
      out << fmt::format("{:#x}: constant window, offset {}: no variable\n", a, off);
    return;
  default: break;
  }
  if (a < mem::kNullPageSize) {
    out << fmt::format("{:#x}: the null page (no object below 64 KiB)\n", a);
    return;
  }
  std::optional<mem::NearbyAllocation> n = L->memory->findAllocation(a);
  if (n && n->allocation && n->offset >= 0 && uint64_t(n->offset) < n->allocation->size)
    out << fmt::format("{:#x}: global, allocation {} '{}' + {} ({} bytes){}\n", a, n->allocation->id,
                       n->allocation->name, n->offset, n->allocation->size,
                       n->allocation->isFreed() ? ", freed" : "");
  else
    out << fmt::format("{:#x}: global space, in no allocation\n", a);
}

} // namespace nvsim::sim
