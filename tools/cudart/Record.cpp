// Recording (NVVM_SIM_RECORD, `nvvm-sim exec --record DIR`): every launch of the program becomes a
// launch script that `nvvm-sim run DIR/launch-NNNN.json` replays alone. The script allocates the
// buffers the launch's pointer arguments point into, fills them and the module's __device__ and
// __constant__ variables with what they held before the launch, launches, and expects what they
// held after it (docs/cuda-programs.md, "Record and replay").
#include "tools/cudart/Runtime.h"

#include <fmt/format.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>

namespace nvsim::cudart {

namespace fs = std::filesystem;
using json = nlohmann::ordered_json;

namespace {

std::string hex(const std::byte *bytes, size_t n) {
  std::string s;
  for (size_t i = 0; i < n; ++i)
    s += fmt::format("{:02x}", unsigned(bytes[i]));
  return s;
}

bool writeFile(const fs::path &path, const void *data, size_t n) {
  std::ofstream out(path, std::ios::binary);
  out.write(static_cast<const char *>(data), std::streamsize(n));
  return bool(out);
}

} // namespace

void Runtime::recordBefore(const KernelEntry &k, const sim::LaunchRequest &request) {
  if (!record_) {
    std::error_code ec;
    fs::create_directories(settings_.recordDir, ec);
    if (ec) {
      std::fprintf(stderr, "nvvm-sim: cannot record into '%s': %s; recording is off\n",
                   settings_.recordDir.c_str(), ec.message().c_str());
      settings_.recordDir.clear();
      return;
    }
    record_ = std::make_unique<Recording>();
    record_->dir = settings_.recordDir;
  }
  Recording &r = *record_;
  r.prefix = fmt::format("launch-{:04}", r.launches++);
  r.ranges.clear();
  const EmbeddedModule *m = k.module;
  const std::string moduleFile = fmt::format("module-{}.ll", m->index);
  if (r.modulesWritten.insert(m->index).second)
    writeFile(r.dir / moduleFile, m->text.data(), m->text.size());

  json steps = json::array();
  std::string why;
  const KernelInfo *info = nullptr;
  if (sim::Program *p = program(*k.module, why))
    info = p->findKernel(k.deviceName);
  if (!info)
    return;
  // The buffers the pointer arguments point into.
  json args = json::array();
  for (size_t i = 0; i < info->params.size(); ++i) {
    const KernelParam &p = info->params[i];
    const std::vector<std::byte> &bytes = request.args[i];
    if (p.byvalType || p.byrefType ||
        !(p.type->isPointer() || p.type->isInteger() || p.type->isFloatingPoint()) ||
        p.type->kind() == ir::TypeKind::Half) {
      args.push_back({{"type", "bytes"}, {"hex", hex(bytes.data(), bytes.size())}});
      continue;
    }
    uint64_t value = 0;
    std::memcpy(&value, bytes.data(), std::min<size_t>(bytes.size(), 8));
    if (p.type->isPointer()) {
      const AllocationInfo *a = value ? allocationAt(value) : nullptr;
      if (!value) {
        args.push_back({{"type", "ptr"}, {"null", true}});
      } else if (!a) {
        args.push_back({{"type", "ptr"},
                        {"null", true},
                        {"note", fmt::format("{:#x} in the program: not a device allocation", value)}});
      } else {
        const std::string name = fmt::format("alloc{}", a->number);
        bool seen = false;
        for (const RecordedRange &rg : r.ranges)
          seen |= rg.name == name;
        if (!seen)
          r.ranges.push_back({name, false, a->address, a->size});
        args.push_back({{"type", "ptr"}, {"buffer", name}, {"offset", value - a->address}});
      }
    } else if (p.type->isInteger()) {
      const unsigned w = p.type->intWidth();
      args.push_back({{"type", fmt::format("u{}", w == 1 ? 8 : w)}, {"value", value}});
    } else {
      const bool single = p.type->kind() == ir::TypeKind::Float;
      args.push_back({{"type", single ? "f32" : "f64"}, {"bits", fmt::format("{:#x}", value)}});
    }
  }
  // The module's variables.
  for (auto &[shadow, v] : variables_) {
    if (v.module != k.module)
      continue;
    if (std::optional<sim::ModuleVariable> placed = place(v, why); placed && placed->size)
      r.ranges.push_back({placed->name, true, placed->address, placed->size});
  }
  for (const RecordedRange &rg : r.ranges) {
    std::vector<std::byte> data(rg.size);
    memory_.hostRead(rg.address, data);
    const std::string file = fmt::format("{}.{}.in.bin", r.prefix, rg.name);
    writeFile(r.dir / file, data.data(), data.size());
    if (!rg.symbol)
      steps.push_back({{"op", "alloc"}, {"buffer", rg.name}, {"bytes", rg.size}});
    steps.push_back({{"op", "h2d"},
                     {rg.symbol ? "symbol" : "buffer", rg.name},
                     {"offset", 0},
                     {"bytes", rg.size},
                     {"file", file}});
  }
  steps.push_back({{"op", "launch"},
                   {"kernel", k.deviceName},
                   {"grid", {request.grid.x, request.grid.y, request.grid.z}},
                   {"block", {request.block.x, request.block.y, request.block.z}},
                   {"dynamic_shared_bytes", request.dynamicSharedBytes},
                   {"args", std::move(args)}});
  r.script = {
      {"note", fmt::format("launch {} of the program, recorded by nvvm-sim's CUDA runtime", r.launches - 1)},
      {"module", moduleFile},
      {"steps", std::move(steps)}};
}

void Runtime::recordAfter() {
  Recording &r = *record_;
  if (r.script.is_null())
    return;
  json &steps = r.script["steps"];
  for (const RecordedRange &rg : r.ranges) {
    std::vector<std::byte> data(rg.size);
    memory_.hostRead(rg.address, data);
    const std::string file = fmt::format("{}.{}.out.bin", r.prefix, rg.name);
    writeFile(r.dir / file, data.data(), data.size());
    steps.push_back({{"op", "expect"},
                     {rg.symbol ? "symbol" : "buffer", rg.name},
                     {"offset", 0},
                     {"bytes", rg.size},
                     {"elem", "u8"},
                     {"file", file}});
  }
  const std::string text = r.script.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
  if (!writeFile(r.dir / (r.prefix + ".json"), text.data(), text.size()))
    std::fprintf(stderr, "nvvm-sim: cannot write %s\n", (r.dir / (r.prefix + ".json")).c_str());
  r.script = nullptr;
}

} // namespace nvsim::cudart
