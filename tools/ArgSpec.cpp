// --arg specs and --grid/--block, and the steps of a command-line launch.
#include "tools/ArgSpec.h"

#include "tools/DataFile.h"

#include <bit>
#include <cctype>
#include <charconv>
#include <limits>

namespace nvsim::tools {

namespace {

bool startsWith(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

std::optional<uint64_t> parseCount(std::string_view s) {
  uint64_t v = 0;
  if (s.empty() || !std::isdigit(static_cast<unsigned char>(s[0])))
    return std::nullopt;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || v == 0)
    return std::nullopt;
  return v;
}

std::optional<ElemType> typeOrWhy(std::string_view name, std::string &why) {
  std::optional<ElemType> t = elemTypeByName(name);
  if (!t)
    why = runMessage(RunMsg::UnknownElem, name, elemTypeNames());
  return t;
}

std::optional<uint64_t> valueBits(ElemType t, std::string_view text, std::string &why) {
  std::optional<Number> n = parseNumber(text);
  if (!n) {
    why = runMessage(RunMsg::NotANumber, text);
    return std::nullopt;
  }
  return numberToBits(t, *n, why);
}

/// buf:TYPE:COUNT[:INIT][:out]; `rest` is what follows "buf:".
bool parseBuffer(std::string_view rest, ArgSpec &spec, std::string &why) {
  spec.kind = ArgSpec::Kind::Buffer;
  size_t colon = rest.find(':');
  if (colon == std::string_view::npos) {
    why = runMessage(RunMsg::ArgSpecSyntax);
    return false;
  }
  std::optional<ElemType> t = typeOrWhy(rest.substr(0, colon), why);
  if (!t)
    return false;
  spec.type = *t;
  rest.remove_prefix(colon + 1);
  colon = rest.find(':');
  std::string_view count = rest.substr(0, colon);
  std::optional<uint64_t> n = parseCount(count);
  if (!n) {
    why = runMessage(RunMsg::ArgSpecCount, count);
    return false;
  }
  if (*n > kMaxBufferBytes / elemBytes(*t)) {
    why = runMessage(RunMsg::ArgSpecTooLarge, *n, elemName(*t));
    return false;
  }
  spec.count = *n;
  std::string_view init = colon == std::string_view::npos ? std::string_view() : rest.substr(colon + 1);
  // `:out` ends the spec; the initialiser is everything between (a file name may hold colons).
  if (init == "out" || (init.size() > 4 && init.substr(init.size() - 4) == ":out")) {
    spec.out = true;
    init.remove_suffix(init == "out" ? 3 : 4);
  }
  if (init.empty())
    return true;
  if (init == "iota") {
    spec.init = ArgSpec::Init::Iota;
  } else if (startsWith(init, "fill=")) {
    spec.init = ArgSpec::Init::Fill;
    std::optional<uint64_t> bits = valueBits(*t, init.substr(5), why);
    if (!bits)
      return false;
    spec.bits = *bits;
  } else if (init == "rand" || startsWith(init, "rand=")) {
    spec.init = ArgSpec::Init::Random;
    if (init != "rand") {
      spec.seed = parseBits(init.substr(5));
      if (!spec.seed) {
        why = runMessage(RunMsg::NotANumber, init.substr(5));
        return false;
      }
    }
  } else if (startsWith(init, "file=") && init.size() > 5) {
    spec.init = ArgSpec::Init::File;
    spec.file = std::string(init.substr(5));
  } else {
    why = runMessage(RunMsg::ArgSpecInit, init);
    return false;
  }
  return true;
}

bool parseHexBytes(std::string_view hex, std::vector<std::byte> &out) {
  if (hex.empty() || hex.size() % 2)
    return false;
  for (size_t i = 0; i < hex.size(); i += 2) {
    unsigned v = 0;
    auto [end, ec] = std::from_chars(hex.data() + i, hex.data() + i + 2, v, 16);
    if (ec != std::errc() || end != hex.data() + i + 2)
      return false;
    out.push_back(std::byte(v));
  }
  return true;
}

constexpr uint64_t kSplitmixStep = 0x9e3779b97f4a7c15;

uint64_t splitmix64(uint64_t &state) {
  uint64_t z = (state += kSplitmixStep);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
  z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
  return z ^ (z >> 31);
}

/// The bits of a uniform [0, 1) float of type `t` made from the 64 random bits `r`.
uint64_t unitFloatBits(ElemType t, uint64_t r) {
  switch (t) {
  case ElemType::F64: return std::bit_cast<uint64_t>(double(r >> 11) * 0x1p-53);
  case ElemType::F32: return std::bit_cast<uint32_t>(float(r >> 40) * 0x1p-24f);
  default: return doubleToHalf(double(r >> 53) * 0x1p-11);
  }
}

/// The bits of element `i` of an iota buffer: the index, wrapped to the integer width or
/// rounded to the float type.
uint64_t iotaBits(ElemType t, uint64_t i) {
  if (!isFloat(t))
    return i;
  std::string unused;
  return numberToBits(t, Number::ofUnsigned(i), unused).value_or(t == ElemType::F16 ? 0x7c00 : 0);
}

} // namespace

std::optional<ArgSpec> parseArgSpec(std::string_view text, std::string &why) {
  ArgSpec spec;
  spec.text = std::string(text);
  if (text == "null") {
    spec.kind = ArgSpec::Kind::Null;
    return spec;
  }
  if (startsWith(text, "buf:")) {
    if (!parseBuffer(text.substr(4), spec, why))
      return std::nullopt;
    return spec;
  }
  if (startsWith(text, "bytes:")) {
    spec.kind = ArgSpec::Kind::Bytes;
    if (!parseHexBytes(text.substr(6), spec.bytes)) {
      why = runMessage(RunMsg::BadHex);
      return std::nullopt;
    }
    return spec;
  }
  size_t colon = text.find(':');
  if (colon == std::string_view::npos) {
    why = runMessage(RunMsg::ArgSpecSyntax);
    return std::nullopt;
  }
  std::optional<ElemType> t = typeOrWhy(text.substr(0, colon), why);
  if (!t)
    return std::nullopt;
  spec.type = *t;
  std::optional<uint64_t> bits = valueBits(*t, text.substr(colon + 1), why);
  if (!bits)
    return std::nullopt;
  spec.bits = *bits;
  return spec;
}

std::optional<Dims> parseDims(std::string_view text) {
  Dims d{1, 1, 1};
  size_t i = 0;
  for (;;) {
    size_t comma = text.find(',');
    std::optional<uint64_t> v = parseCount(text.substr(0, comma));
    if (!v || *v > std::numeric_limits<uint32_t>::max() || i == 3)
      return std::nullopt;
    d[i++] = static_cast<uint32_t>(*v);
    if (comma == std::string_view::npos)
      return d;
    text.remove_prefix(comma + 1);
  }
}

void fillInitialBytes(const ArgSpec &spec, uint64_t defaultSeed, uint64_t firstByte,
                      std::span<std::byte> out) {
  const size_t size = elemBytes(spec.type);
  const uint64_t first = firstByte / size;
  // splitmix64 steps its state by a constant, so element i's state is seed + i * step: any piece
  // of the buffer can be made on its own.
  const uint64_t seed = spec.seed.value_or(defaultSeed);
  for (uint64_t i = first; i < first + out.size() / size; ++i) {
    uint64_t bits = 0;
    switch (spec.init) {
    case ArgSpec::Init::Iota: bits = iotaBits(spec.type, i); break;
    case ArgSpec::Init::Fill: bits = spec.bits; break;
    case ArgSpec::Init::Random: {
      uint64_t state = seed + i * kSplitmixStep;
      uint64_t r = splitmix64(state);
      bits = isFloat(spec.type) ? unitFloatBits(spec.type, r) : r;
      break;
    }
    default: break;
    }
    storeElement(spec.type, bits, out.data() + (i - first) * size);
  }
}

std::vector<std::byte> initialBytes(const ArgSpec &spec, uint64_t defaultSeed) {
  std::vector<std::byte> out(spec.count * elemBytes(spec.type));
  fillInitialBytes(spec, defaultSeed, 0, out);
  return out;
}

std::optional<LaunchScript> commandLineScript(const CommandLineLaunch &launch,
                                              std::vector<ScriptError> &diags) {
  LaunchScript script;
  LaunchStep l;
  l.kernel = launch.kernel;
  l.grid = launch.grid;
  l.block = launch.block;
  l.dynamicSharedBytes = launch.dynamicSharedBytes;
  std::vector<Step> outputs;
  bool ok = true;
  for (size_t i = 0; i < launch.args.size(); ++i) {
    const ArgSpec &spec = launch.args[i];
    const std::string label = fmt::format("argument {} (--arg {})", i, spec.text);
    ArgValue a;
    a.origin = fmt::format("--arg '{}'", spec.text);
    switch (spec.kind) {
    case ArgSpec::Kind::Scalar:
      a.kind = ArgValue::Kind::Scalar;
      a.type = spec.type;
      a.bits = spec.bits;
      break;
    case ArgSpec::Kind::Null: a.kind = ArgValue::Kind::Null; break;
    case ArgSpec::Kind::Bytes:
      a.kind = ArgValue::Kind::Bytes;
      a.bytes = spec.bytes;
      break;
    case ArgSpec::Kind::Buffer: {
      const std::string name = "arg" + std::to_string(i);
      const uint64_t bytes = spec.count * elemBytes(spec.type);
      a.kind = ArgValue::Kind::Pointer;
      a.buffer = name;
      // Zero-filled when it has no initialiser: written, as after cudaMemset (docs/run.md).
      script.steps.push_back({AllocStep{name, bytes, spec.init == ArgSpec::Init::Zero}, label, ""});
      if (spec.init != ArgSpec::Init::Zero) {
        H2dStep h{name, 0, bytes, false, {}, {}, {}};
        if (spec.init == ArgSpec::Init::File) {
          DataFile data;
          std::string why;
          // The count is given: a stream (a pipe, /dev/zero) is read that far and no further.
          if (!readDataFile(spec.file, data, why, {bytes, true, true})) {
            diags.push_back({{kNoLoc, label, ""}, runMessage(RunMsg::CannotRead, spec.file, why), false});
            ok = false;
          } else if (data.elem && *data.elem != spec.type) {
            diags.push_back({{kNoLoc, label, ""},
                             runMessage(RunMsg::ArgSpecNpyElem, spec.file, elemName(*data.elem),
                                        data.npyDescr, elemName(spec.type)),
                             false});
            ok = false;
          } else if (data.size != bytes) {
            diags.push_back({{kNoLoc, label, ""},
                             runMessage(RunMsg::ArgSpecFileSize, spec.file, data.size, bytes),
                             false});
            ok = false;
          }
          h.data = DataBytes(std::move(data));
        } else {
          // Made when the step runs, after its alloc step: a buffer the host cannot hold is then
          // refused by the allocation, as in a script, instead of ending the process here.
          h.generate = [spec, seed = launch.seed](uint64_t offset, std::span<std::byte> out) {
            fillInitialBytes(spec, seed, offset, out);
          };
        }
        script.steps.push_back({std::move(h), label, ""});
      }
      if (spec.out)
        outputs.push_back(
            {D2hStep{name, 0, bytes, launch.dumpOutputs ? name + ".bin" : "", spec.type, {}}, label, ""});
      break;
    }
    }
    l.args.push_back(std::move(a));
  }
  if (!ok)
    return std::nullopt;
  script.steps.push_back({std::move(l), "launch", ""});
  for (Step &s : outputs)
    script.steps.push_back(std::move(s));
  return script;
}

} // namespace nvsim::tools
