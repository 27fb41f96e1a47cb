// Launch script parsing: JSON to checked steps, with every problem located at its step and field.
#include "tools/LaunchScript.h"

#include "tools/DataFile.h"
#include "tools/ScriptFields.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <limits>
#include <map>

namespace nvsim::tools {

namespace {

using json = nlohmann::json;
namespace fs = std::filesystem;

constexpr uint64_t kUnknownSize = UINT64_MAX; ///< a buffer whose alloc step had an error

/// The fields of one JSON object inside a step: the step itself, `args[2]` or `tolerance`.
struct Scope {
  const json &obj;
  std::string display; ///< prefix of field names in messages: "", "args[2].", "tolerance."
  std::string pointer; ///< JSON pointer suffix of the object inside the step: "", "/args/2"
};

/// Parses the steps of one script; `ok()` is false after any error.
class ScriptParser {
public:
  ScriptParser(LaunchScript &script, const fs::path &folder, std::vector<ScriptError> &diags)
      : script_(script), folder_(folder), diags_(diags) {}

  bool parse(const json &root) {
    if (!root.is_object())
      return fail({0, "", ""}, runMessage(RunMsg::ScriptNotObject));
    checkFields({root, "", ""}, ScriptObject::Script);
    if (auto module = root.find("module"); module != root.end()) {
      if (!module->is_string() || module->get_ref<const std::string &>().empty())
        return fail({script_.locations.find("/module"), "", "module"},
                    runMessage(RunMsg::ExpectedNonEmptyString));
      script_.module = module->get<std::string>();
      script_.modulePath =
          fs::path(script_.module).is_relative() ? folder_ / script_.module : fs::path(script_.module);
    }
    auto steps = root.find("steps");
    if (steps == root.end())
      return fail({0, "", ""}, runMessage(RunMsg::ScriptNotObject));
    if (!steps->is_array())
      return fail({script_.locations.find("/steps"), "", "steps"}, runMessage(RunMsg::StepsNotArray));
    for (size_t i = 0; i < steps->size(); ++i) {
      Step step;
      step.pointer = "/steps/" + std::to_string(i);
      step.label = "step " + std::to_string(i);
      if (parseStep((*steps)[i], i, step))
        script_.steps.push_back(std::move(step));
    }
    return !failed_;
  }

private:
  // --- Reporting -------------------------------------------------------------------------

  bool fail(ScriptPlace place, std::string message) {
    diags_.push_back({std::move(place), std::move(message), false});
    failed_ = true;
    return false;
  }
  /// An error at field `name` of `scope` in the current step.
  bool fieldError(const Scope &s, std::string_view name, std::string message) {
    return fail(
        script_.place(*step_, s.display + std::string(name), s.pointer + "/" + JsonLocations::escape(name)),
        std::move(message));
  }
  /// An error about argument `i` of a launch step as a whole.
  bool argError(size_t i, std::string message) {
    const std::string index = std::to_string(i);
    return fail(script_.place(*step_, "args[" + index + "]", "/args/" + index), std::move(message));
  }
  /// An error about the object of `scope` as a whole.
  bool objectError(const Scope &s, std::string message) {
    std::string field = s.display.empty() ? "" : s.display.substr(0, s.display.size() - 1);
    return fail(script_.place(*step_, field, s.pointer), std::move(message));
  }
  /// A missing field: the message names it in full, the location is its object's.
  bool missing(const Scope &s, std::string_view name) {
    return fail(script_.place(*step_, "", s.pointer),
                runMessage(RunMsg::MissingField, s.display + std::string(name)));
  }

  /// Warns about each field of `s` that `object` does not have (and is not free), in the order
  /// of the text, naming the nearest known field when there is one.
  void checkFields(const Scope &s, ScriptObject object) {
    std::vector<ScriptError> unknown;
    for (auto it = s.obj.begin(); it != s.obj.end(); ++it) {
      const std::string &name = it.key();
      if (isFreeField(name) || isKnownField(object, name))
        continue;
      std::optional<std::string_view> near = nearestField(object, name);
      std::string message =
          near ? runMessage(RunMsg::UnknownFieldNear, *near) : runMessage(RunMsg::UnknownField);
      const std::string pointer = s.pointer + "/" + JsonLocations::escape(name);
      ScriptPlace place = step_ ? script_.place(*step_, s.display + name, pointer)
                                : ScriptPlace{script_.locations.find(pointer), "", name};
      unknown.push_back({std::move(place), std::move(message), true});
    }
    std::stable_sort(unknown.begin(), unknown.end(), [](const ScriptError &a, const ScriptError &b) {
      return a.place.offset < b.place.offset;
    });
    diags_.insert(diags_.end(), unknown.begin(), unknown.end());
  }

  // --- Field readers: false after reporting a present field of the wrong type ---------------

  static const json *find(const Scope &s, std::string_view name) {
    auto it = s.obj.find(name);
    return it == s.obj.end() ? nullptr : &*it;
  }

  bool readString(const Scope &s, std::string_view name, std::optional<std::string> &out) {
    const json *v = find(s, name);
    if (!v)
      return true;
    if (!v->is_string() || v->get_ref<const std::string &>().empty())
      return fieldError(s, name, runMessage(RunMsg::ExpectedNonEmptyString));
    out = v->get<std::string>();
    return true;
  }
  bool requireString(const Scope &s, std::string_view name, std::string &out) {
    std::optional<std::string> v;
    if (!readString(s, name, v))
      return false;
    if (!v)
      return missing(s, name);
    out = std::move(*v);
    return true;
  }
  bool readU64(const Scope &s, std::string_view name, std::optional<uint64_t> &out, bool positive = false) {
    const json *v = find(s, name);
    if (!v)
      return true;
    if (!v->is_number_unsigned() || (positive && v->get<uint64_t>() == 0))
      return fieldError(s, name,
                        runMessage(positive ? RunMsg::ExpectedPositive : RunMsg::ExpectedNonNegative));
    out = v->get<uint64_t>();
    return true;
  }
  bool readBool(const Scope &s, std::string_view name, bool &out) {
    const json *v = find(s, name);
    if (!v)
      return true;
    if (!v->is_boolean())
      return fieldError(s, name, runMessage(RunMsg::ExpectedBool));
    out = v->get<bool>();
    return true;
  }
  bool readDims(const Scope &s, std::string_view name, Dims &out) {
    const json *v = find(s, name);
    if (!v)
      return missing(s, name);
    if (!v->is_array() || v->empty() || v->size() > 3)
      return fieldError(s, name, runMessage(RunMsg::ExpectedDims));
    out = {1, 1, 1};
    for (size_t i = 0; i < v->size(); ++i) {
      const json &d = (*v)[i];
      if (!d.is_number_unsigned() || d.get<uint64_t>() == 0)
        return fieldError(s, name, runMessage(RunMsg::ExpectedDims));
      if (d.get<uint64_t>() > std::numeric_limits<uint32_t>::max())
        return fieldError(s, name, runMessage(RunMsg::DimTooLarge, d.get<uint64_t>()));
      out[i] = static_cast<uint32_t>(d.get<uint64_t>());
    }
    return true;
  }
  /// A number or a string that parses as one ("nan", "0x1p-3"); nullopt after an error.
  std::optional<Number> readNumber(const Scope &s, std::string_view name, const json &v) {
    if (v.is_number_unsigned())
      return Number::ofUnsigned(v.get<uint64_t>());
    if (v.is_number_integer())
      return Number::ofSigned(v.get<int64_t>());
    if (v.is_number_float())
      return Number::ofFloat(v.get<double>());
    if (v.is_string()) {
      if (auto n = parseNumber(v.get_ref<const std::string &>()))
        return n;
      fieldError(s, name, runMessage(RunMsg::NotANumber, v.get<std::string>()));
      return std::nullopt;
    }
    fieldError(s, name, runMessage(RunMsg::ExpectedNumber));
    return std::nullopt;
  }
  bool readNonNegative(const Scope &s, std::string_view name, double &out) {
    const json *v = find(s, name);
    if (!v)
      return missing(s, name);
    if (!v->is_number() || !(v->get<double>() >= 0))
      return fieldError(s, name, runMessage(RunMsg::ExpectedNonNegativeNumber));
    out = v->get<double>();
    return true;
  }

  // --- Buffers ------------------------------------------------------------------------------

  /// Reads "buffer" (an earlier alloc's) and "offset" (default 0, at most the buffer's size).
  bool readBufferOffset(const Scope &s, std::string &buffer, uint64_t &offset, uint64_t &size) {
    if (!requireString(s, "buffer", buffer))
      return false;
    auto it = buffers_.find(buffer);
    if (it == buffers_.end())
      return fieldError(s, "buffer", runMessage(RunMsg::UnknownBuffer, buffer));
    size = it->second;
    std::optional<uint64_t> off;
    if (!readU64(s, "offset", off))
      return false;
    offset = off.value_or(0);
    if (size != kUnknownSize && offset > size)
      return fieldError(s, "offset", runMessage(RunMsg::OffsetPastEnd, offset, buffer, size));
    return true;
  }
  /// Reads "buffer" and "offset", or "symbol" (a module variable) and "offset": exactly one of
  /// the two names. A variable's size is not known yet (`size` is kUnknownSize); its range is
  /// checked once the module is loaded (ScriptRunner.cpp: checkSymbols).
  bool readTarget(const Scope &s, std::string &buffer, SymbolRef &symbol, uint64_t &offset, uint64_t &size) {
    if (!find(s, "symbol"))
      return readBufferOffset(s, buffer, offset, size);
    if (find(s, "buffer"))
      return objectError(s, runMessage(RunMsg::BufferAndSymbol));
    if (!requireString(s, "symbol", symbol.name))
      return false;
    std::optional<uint64_t> off;
    if (!readU64(s, "offset", off))
      return false;
    offset = off.value_or(0);
    size = kUnknownSize;
    // Without "bytes", a range that is not a file's covers the rest of the variable.
    symbol.toEnd = !find(s, "bytes");
    return true;
  }
  /// Reads "bytes" (default: the rest of the buffer) and checks the range lies in the buffer.
  bool readRange(const Scope &s, const std::string &buffer, uint64_t offset, uint64_t size, uint64_t &bytes) {
    std::optional<uint64_t> b;
    if (!readU64(s, "bytes", b))
      return false;
    bytes = b ? *b : size == kUnknownSize ? 0 : size - offset;
    return checkRange(s, buffer, offset, bytes, size);
  }
  bool checkRange(const Scope &s, const std::string &buffer, uint64_t offset, uint64_t bytes, uint64_t size) {
    if (size != kUnknownSize && bytes > size - offset)
      return fieldError(s, "bytes", runMessage(RunMsg::RangePastEnd, offset, bytes, buffer, size));
    return true;
  }
  /// What a data file for the range at `offset` of a buffer of `size` bytes may hold: "bytes"
  /// when given (a stream is then read only that far), else the rest of the buffer.
  static ReadLimit fileLimit(std::optional<uint64_t> bytes, uint64_t offset, uint64_t size) {
    // keepOpen: a regular file is read when its step runs, straight into the buffer.
    if (bytes)
      return {*bytes, true, true};
    return {size == kUnknownSize ? kMaxBufferBytes : size - offset, false, true};
  }
  /// Reads the data file named by field "file", relative to the script's folder.
  bool readFile(const Scope &s, const std::string &file, const ReadLimit &limit, DataFile &out,
                fs::path *resolved = nullptr) {
    fs::path path(file);
    if (path.is_relative())
      path = folder_ / path;
    if (resolved)
      *resolved = path;
    std::string why;
    if (!readDataFile(path, out, why, limit))
      return fieldError(s, "file", runMessage(RunMsg::CannotRead, path.string(), why));
    return true;
  }
  /// "bytes", when given, must match the file's data size; absent, it is that size.
  bool fileRange(const Scope &s, const std::string &file, uint64_t dataSize, const std::string &buffer,
                 uint64_t offset, uint64_t size, uint64_t &bytes) {
    std::optional<uint64_t> b;
    if (!readU64(s, "bytes", b))
      return false;
    if (b && *b != dataSize)
      return fieldError(s, "bytes", runMessage(RunMsg::FileSizeMismatch, file, dataSize, *b));
    bytes = dataSize;
    return checkRange(s, buffer, offset, bytes, size);
  }

  // --- Steps ----------------------------------------------------------------------------------

  bool parseStep(const json &j, size_t index, Step &step) {
    step_ = &step;
    if (!j.is_object())
      return fail(script_.place(step), runMessage(RunMsg::StepNotObject));
    Scope s{j, "", ""};
    std::string op;
    if (!requireString(s, "op", op))
      return false;
    step.label += " (" + op + ")";
    static constexpr std::pair<std::string_view, ScriptObject> kObjects[] = {
        {"alloc", ScriptObject::Alloc},   {"h2d", ScriptObject::H2d}, {"memset", ScriptObject::Memset},
        {"launch", ScriptObject::Launch}, {"d2h", ScriptObject::D2h}, {"expect", ScriptObject::Expect}};
    for (auto [name, object] : kObjects)
      if (op == name)
        checkFields(s, object);
    if (op == "alloc")
      return parseAlloc(s, index, step);
    if (op == "h2d")
      return parseH2d(s, step);
    if (op == "memset")
      return parseMemset(s, step);
    if (op == "launch")
      return parseLaunch(s, step);
    if (op == "d2h")
      return parseD2h(s, step);
    if (op == "expect")
      return parseExpect(s, step);
    step.label = "step " + std::to_string(index);
    return fieldError(s, "op", runMessage(RunMsg::UnknownOp, op));
  }

  bool parseAlloc(const Scope &s, size_t index, Step &step) {
    AllocStep a;
    if (!requireString(s, "buffer", a.buffer))
      return false;
    if (auto it = allocSteps_.find(a.buffer); it != allocSteps_.end())
      return fieldError(s, "buffer", runMessage(RunMsg::DuplicateBuffer, a.buffer, it->second));
    allocSteps_[a.buffer] = index;
    // Registered before "bytes" is read, so that later steps do not also report it unknown.
    buffers_[a.buffer] = kUnknownSize;
    std::optional<uint64_t> bytes;
    if (!readU64(s, "bytes", bytes, /*positive=*/true))
      return false;
    if (!bytes)
      return missing(s, "bytes");
    a.bytes = buffers_[a.buffer] = *bytes;
    step.body = std::move(a);
    return true;
  }

  bool parseH2d(const Scope &s, Step &step) {
    H2dStep h;
    uint64_t size = 0;
    if (!readTarget(s, h.buffer, h.symbol, h.offset, size))
      return false;
    std::optional<std::string> file;
    if (!readString(s, "file", file) || !readBool(s, "zero", h.zero))
      return false;
    if (file && h.zero)
      return objectError(s, runMessage(RunMsg::H2dTwoSources));
    if (!file && !h.zero)
      return objectError(s, runMessage(RunMsg::H2dNeedsSource));
    if (h.zero) {
      if (!readRange(s, h.buffer, h.offset, size, h.bytes))
        return false;
    } else {
      DataFile data;
      std::optional<uint64_t> bytes;
      if (!readU64(s, "bytes", bytes) || !readFile(s, *file, fileLimit(bytes, h.offset, size), data) ||
          !fileRange(s, *file, data.size, h.buffer, h.offset, size, h.bytes))
        return false;
      h.data = DataBytes(std::move(data));
      h.symbol.toEnd = false; // the file's size
    }
    step.body = std::move(h);
    return true;
  }

  bool parseMemset(const Scope &s, Step &step) {
    MemsetStep m;
    uint64_t size = 0;
    if (!readTarget(s, m.buffer, m.symbol, m.offset, size) ||
        !readRange(s, m.buffer, m.offset, size, m.bytes))
      return false;
    const json *v = find(s, "value");
    if (v && (!v->is_number_unsigned() || v->get<uint64_t>() > 255))
      return fieldError(s, "value", runMessage(RunMsg::ExpectedAtMost, 255));
    m.value = v ? static_cast<uint8_t>(v->get<uint64_t>()) : 0;
    step.body = std::move(m);
    return true;
  }

  bool parseLaunch(const Scope &s, Step &step) {
    LaunchStep l;
    if (!requireString(s, "kernel", l.kernel) || !readDims(s, "grid", l.grid) ||
        !readDims(s, "block", l.block))
      return false;
    if (const json *v = find(s, "dynamic_shared_bytes")) {
      if (!v->is_number_unsigned() || v->get<uint64_t>() > std::numeric_limits<uint32_t>::max())
        return fieldError(s, "dynamic_shared_bytes",
                          runMessage(RunMsg::ExpectedAtMost, std::numeric_limits<uint32_t>::max()));
      l.dynamicSharedBytes = static_cast<uint32_t>(v->get<uint64_t>());
    }
    if (const json *args = find(s, "args")) {
      if (!args->is_array())
        return fieldError(s, "args", runMessage(RunMsg::ExpectedArgsArray));
      for (size_t i = 0; i < args->size(); ++i) {
        ArgValue a;
        if (!parseArg((*args)[i], i, a))
          return false;
        l.args.push_back(std::move(a));
      }
    }
    step.body = std::move(l);
    return true;
  }

  bool parseArg(const json &j, size_t i, ArgValue &a) {
    const std::string index = std::to_string(i);
    if (!j.is_object() || !j.contains("type"))
      return argError(i, runMessage(RunMsg::ArgNotObject));
    Scope s{j, "args[" + index + "].", "/args/" + index};
    a.origin = "script";
    checkFields(s, ScriptObject::Arg);
    std::string type;
    if (!requireString(s, "type", type))
      return false;
    if (type == "ptr") {
      bool null = false;
      if (!readBool(s, "null", null))
        return false;
      if (null) {
        a.kind = ArgValue::Kind::Null;
        return true;
      }
      if (!find(s, "buffer"))
        return objectError(s, runMessage(RunMsg::PtrNeedsBuffer));
      a.kind = ArgValue::Kind::Pointer;
      uint64_t size = 0;
      return readBufferOffset(s, a.buffer, a.offset, size);
    }
    if (type == "bytes") {
      a.kind = ArgValue::Kind::Bytes;
      std::string hex;
      if (!requireString(s, "hex", hex))
        return false;
      if (!parseHex(hex, a.bytes))
        return fieldError(s, "hex", runMessage(RunMsg::BadHex));
      return true;
    }
    std::optional<ElemType> t = elemTypeByName(type);
    if (!t)
      return fieldError(s, "type", runMessage(RunMsg::UnknownArgType, type, elemTypeNames()));
    a.kind = ArgValue::Kind::Scalar;
    a.type = *t;
    const unsigned width = elemBytes(*t) * 8;
    if (const json *bits = find(s, "bits")) {
      std::optional<uint64_t> b;
      if (bits->is_number_unsigned())
        b = bits->get<uint64_t>();
      else if (bits->is_string())
        b = parseBits(bits->get_ref<const std::string &>());
      if (!b)
        return fieldError(s, "bits", runMessage(RunMsg::BadBits));
      if (width < 64 && *b >> width)
        return fieldError(s, "bits", runMessage(RunMsg::BitsTooWide, *b, type, width));
      a.bits = *b;
      return true;
    }
    const json *value = find(s, "value");
    if (!value)
      return objectError(s, runMessage(RunMsg::ValueMissing));
    std::optional<Number> n = readNumber(s, "value", *value);
    if (!n)
      return false;
    std::string why;
    std::optional<uint64_t> b = numberToBits(*t, *n, why);
    if (!b)
      return fieldError(s, "value", why);
    a.bits = *b;
    return true;
  }

  bool parseD2h(const Scope &s, Step &step) {
    D2hStep d;
    uint64_t size = 0;
    if (!readTarget(s, d.buffer, d.symbol, d.offset, size) ||
        !readRange(s, d.buffer, d.offset, size, d.bytes))
      return false;
    std::optional<std::string> file;
    if (!readString(s, "file", file) || !readElem(s, d.elem))
      return false;
    d.file = file.value_or("");
    if (file && !confinedOutputName(*file))
      return fieldError(s, "file", runMessage(RunMsg::OutputEscapes, *file));
    step.body = std::move(d);
    return true;
  }

  bool readElem(const Scope &s, std::optional<ElemType> &out) {
    std::optional<std::string> name;
    if (!readString(s, "elem", name))
      return false;
    if (!name)
      return true;
    out = elemTypeByName(*name);
    if (!out)
      return fieldError(s, "elem", runMessage(RunMsg::UnknownElem, *name, elemTypeNames()));
    return true;
  }

  bool parseExpect(const Scope &s, Step &step) {
    ExpectStep e;
    uint64_t size = 0;
    std::optional<ElemType> elem;
    if (!readTarget(s, e.buffer, e.symbol, e.offset, size) || !requireString(s, "file", e.file) ||
        !readElem(s, elem))
      return false;
    DataFile data;
    std::optional<uint64_t> bytes;
    if (!readU64(s, "bytes", bytes) ||
        !readFile(s, e.file, fileLimit(bytes, e.offset, size), data, &e.path) ||
        !fileRange(s, e.file, data.size, e.buffer, e.offset, size, e.bytes))
      return false;
    if (elem && data.elem && *data.elem != *elem)
      return fieldError(
          s, "elem",
          runMessage(RunMsg::NpyElemMismatch, e.file, elemName(*data.elem), data.npyDescr, elemName(*elem)));
    e.elem = elem ? *elem : data.elem.value_or(ElemType::U8);
    if (e.bytes % elemBytes(e.elem) != 0)
      return fieldError(s, find(s, "bytes") ? "bytes" : "file",
                        runMessage(RunMsg::NotWholeElements, e.bytes, elemName(e.elem), elemBytes(e.elem)));
    e.expected = DataBytes(std::move(data));
    e.symbol.toEnd = false; // the file's size
    if (!parseTolerance(s, e))
      return false;
    step.body = std::move(e);
    return true;
  }

  bool parseTolerance(const Scope &step, ExpectStep &e) {
    e.tolerance = Tolerance{};
    const json *t = find(step, "tolerance");
    if (!t)
      return true;
    if (!t->is_object())
      return fieldError(step, "tolerance", runMessage(RunMsg::ExpectedObject));
    Scope s{*t, "tolerance.", "/tolerance"};
    checkFields(s, ScriptObject::Tolerance);
    std::optional<std::string> kindName;
    if (!readString(s, "kind", kindName))
      return false;
    std::optional<ToleranceKind> kind = toleranceKindByName(kindName.value_or("exact"));
    if (!kind) {
      // Newer scripts may carry kinds this version does not know: report, do not compare.
      e.tolerance.reset();
      e.unknownTolerance = *kindName;
      diags_.push_back({script_.place(*step_, "tolerance.kind", "/tolerance/kind"),
                        runMessage(RunMsg::UnknownTolerance, *kindName), true});
      return true;
    }
    Tolerance &tol = *e.tolerance;
    tol.kind = *kind;
    if ((*kind == ToleranceKind::Abs || *kind == ToleranceKind::RelAbs) &&
        !readNonNegative(s, "abs", tol.abs))
      return false;
    if ((*kind == ToleranceKind::Rel || *kind == ToleranceKind::RelAbs) &&
        !readNonNegative(s, "rel", tol.rel))
      return false;
    if (*kind == ToleranceKind::Ulp) {
      std::optional<uint64_t> ulp;
      if (!readU64(s, "ulp", ulp))
        return false;
      if (!ulp)
        return missing(s, "ulp");
      tol.ulp = *ulp;
    }
    return true;
  }

  static bool parseHex(std::string_view text, std::vector<std::byte> &out) {
    std::string digits;
    for (char c : text) {
      if (std::isspace(static_cast<unsigned char>(c)))
        continue;
      if (!std::isxdigit(static_cast<unsigned char>(c)))
        return false;
      digits += c;
    }
    if (digits.empty() || digits.size() % 2)
      return false;
    for (size_t i = 0; i < digits.size(); i += 2)
      out.push_back(static_cast<std::byte>(std::stoul(digits.substr(i, 2), nullptr, 16)));
    return true;
  }

  LaunchScript &script_;
  fs::path folder_;
  std::vector<ScriptError> &diags_;
  const Step *step_ = nullptr;
  bool failed_ = false;
  std::map<std::string, uint64_t> buffers_;  ///< name -> size (kUnknownSize after a bad alloc)
  std::map<std::string, size_t> allocSteps_; ///< name -> the alloc step's index
};

} // namespace

std::string ArgValue::kindName() const {
  switch (kind) {
  case Kind::Scalar: return std::string(elemName(type));
  case Kind::Pointer: return "ptr";
  case Kind::Null: return "null";
  case Kind::Bytes: return "bytes";
  }
  return "";
}

std::string_view stepOpName(const StepBody &body) {
  static constexpr std::string_view kNames[] = {"alloc", "h2d", "memset", "launch", "d2h", "expect"};
  return kNames[body.index()];
}

std::optional<std::filesystem::path> confinedOutputName(const std::string &name) {
  fs::path p(name);
  if (p.is_absolute())
    p = p.filename();
  p = p.lexically_normal();
  if (p.empty() || !p.has_filename() || p == "." || *p.begin() == "..")
    return std::nullopt;
  return p;
}

ScriptPlace LaunchScript::place(const Step &step, std::string field, std::string_view fieldPointer) const {
  ScriptPlace p;
  p.step = step.label;
  // Command-line steps have no fields: their label names the option.
  if (source) {
    p.field = std::move(field);
    p.offset = locations.find(step.pointer + std::string(fieldPointer));
  }
  return p;
}

std::optional<LaunchScript> parseLaunchScript(std::shared_ptr<const SourceFile> source,
                                              const std::filesystem::path &folder,
                                              std::vector<ScriptError> &diags) {
  LaunchScript script;
  script.source = std::move(source);
  // NOTE: the locator's pass checks the syntax, numbers and depth first, so that the document
  // object is only built for text within the bounds (kMaxJsonDepth).
  script.locations = JsonLocations(script.source->text());
  if (const auto &e = script.locations.error()) {
    ScriptPlace place;
    place.offset = e->offset;
    diags.push_back({place, e->message, false});
    return std::nullopt;
  }
  json root =
      json::parse(script.source->text(), nullptr, /*allow_exceptions=*/false, /*ignore_comments=*/true);
  if (root.is_discarded()) { // the locator accepted it, so this is not expected
    diags.push_back({{}, runMessage(RunMsg::ScriptNotObject), false});
    return std::nullopt;
  }
  ScriptParser parser(script, folder, diags);
  if (!parser.parse(root))
    return std::nullopt;
  return script;
}

} // namespace nvsim::tools
