// `nvvm-sim cc`: a compiler driver that takes nvcc's place. Each .cu file is compiled twice by
// clang-19: the device side to NVVM IR text, which is embedded in the host object (clang's
// -fcuda-include-gpubinary places it in .nv_fatbin behind a header of ours), and the host side to
// native code whose module constructor registers the kernels and variables with the CUDA runtime
// library, libnvvmsim_cudart.so, that runs them in nvvm-sim's executor. docs/cuda-programs.md.
#include "conformance/backends/Subprocess.h"
#include "tools/Commands.h"
#include "tools/cudart/Runtime.h"

#include <fmt/format.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

namespace nvsim::tools {

namespace {

namespace fs = std::filesystem;

constexpr const char *kDefaultArch = "sm_90";

const char *const kHelp = R"(Usage: nvvm-sim cc [nvcc-style options] FILE... [-o APP]

Builds a CUDA program whose kernels run in nvvm-sim (docs/cuda-programs.md). .cu files are compiled
as CUDA (device code to NVVM IR, embedded; host code native), .c/.cc/.cpp/.cxx files as host code,
.o/.a/.so files are linked. Needs clang++-19 (Debian: clang-19), not a CUDA toolkit.

Options:
  -o FILE               the program (default a.out), or the object with -c
  -c                    compile only: one .o per input
  -O0 .. -O3, -O        optimisation of host and device code (default: device -O2, host -O0)
  -g, -G, -lineinfo     debug information (source lines are always kept in the device code)
  -D NAME[=V], -U NAME  macros;  -I DIR, -isystem DIR  include folders
  -std=c++NN            language standard (default c++17)
  -x cu|c++|c           the language of the files that follow
  -arch=sm_XX, --gpu-architecture=sm_XX, -code=..., -gencode ...
                        the target __CUDA_ARCH__ (default sm_90; the simulated device is sm_90-like)
  -L DIR, -l LIB        link folders and libraries
  -Xcompiler A,B        options for the host compiler (clang++-19);  -Xlinker A  for the linker
  --expt-relaxed-constexpr, --extended-lambda, -use_fast_math, -w, -m64, -Wno-deprecated-gpu-targets,
  -lcudart, -cudart=shared|static, -ccbin X
                        accepted; they need nothing more here
  -rdc=true, -dc, -dlink  separate device linking: not supported (each .cu file's kernels and device
                        variables are its own; docs/cuda-programs.md)
  --emit-ir             write the device code of one .cu file as NVVM IR text (-o FILE.ll, default
                        stdout), for `nvvm-sim run`; nothing is built
  --keep                keep the intermediate files (printed);  -v, --verbose  print each command
  --dryrun              print the commands without running them
Exit codes: 0 built, 2 usage, 3 compile or link error (the compiler's diagnostics shown).
)";

enum class Lang { Cuda, Cxx, C, Object };

struct Input {
  std::string path;
  Lang lang;
};

struct CcOptions {
  std::vector<Input> inputs;
  std::string output;
  bool compileOnly = false;
  std::optional<std::string> optLevel; ///< "0".."3", "s"
  bool debug = false, deviceDebug = false;
  std::string arch = kDefaultArch;
  std::string standard = "c++17";
  std::vector<std::string> preprocessor; ///< -D, -U, -I, -isystem, -include, in order
  std::vector<std::string> hostFlags;    ///< -Xcompiler, -w, -f...
  std::vector<std::string> linkFlags;    ///< -L, -l, -Xlinker
  bool keep = false, verbose = false, dryrun = false;
  bool emitIr = false; ///< --emit-ir: the device NVVM IR of one .cu file, nothing else
};

int usage(const std::string &message) {
  std::cerr << "nvvm-sim cc: error: " << message << "\nRun `nvvm-sim cc --help` for the options.\n";
  return kExitUsage;
}

std::optional<Lang> languageOf(const std::string &path) {
  const std::string ext = fs::path(path).extension().string();
  if (ext == ".cu")
    return Lang::Cuda;
  if (ext == ".cpp" || ext == ".cc" || ext == ".cxx" || ext == ".C")
    return Lang::Cxx;
  if (ext == ".c")
    return Lang::C;
  if (ext == ".o" || ext == ".a" || ext == ".so" || path.find(".so.") != std::string::npos)
    return Lang::Object;
  return std::nullopt;
}

/// Splits "a,b,c" (as -Xcompiler takes its options).
std::vector<std::string> commaList(const std::string &s) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= s.size()) {
    size_t comma = s.find(',', start);
    if (comma == std::string::npos)
      comma = s.size();
    if (comma > start)
      out.push_back(s.substr(start, comma - start));
    start = comma + 1;
  }
  return out;
}

/// The architecture named by an -arch/-code/-gencode value ("sm_80", "compute_80",
/// "arch=compute_80,code=sm_80"); empty when it names none clang-19 knows.
std::string archOf(const std::string &value) {
  std::string v = value;
  if (size_t code = v.find("code="); code != std::string::npos)
    v = v.substr(code + 5);
  if (size_t arch = v.find("arch="); arch != std::string::npos)
    v = v.substr(arch + 5);
  v = v.substr(0, v.find(','));
  if (v.starts_with("compute_"))
    v = "sm_" + v.substr(8);
  if (v == "native" || v == "all" || v == "all-major")
    return kDefaultArch;
  static const char *const known[] = {"sm_50", "sm_52", "sm_53", "sm_60", "sm_61", "sm_62", "sm_70", "sm_72",
                                      "sm_75", "sm_80", "sm_86", "sm_87", "sm_89", "sm_90", "sm_90a"};
  for (const char *k : known)
    if (v == k)
      return v;
  return {};
}

/// Parses the command line; returns an exit code to stop with (usage, help), or nullopt to go on.
std::optional<int> parseArgs(const std::vector<std::string> &args, CcOptions &o) {
  std::optional<Lang> forced;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string &a = args[i];
    // The value of an option given as `-X value`, `-Xvalue` or `-X=value`.
    auto value = [&](const std::string &name, std::string &out) -> bool {
      if (a == name) {
        if (i + 1 >= args.size())
          return false;
        out = args[++i];
        return true;
      }
      if (a.size() > name.size() && a.starts_with(name)) {
        out = a.substr(name.size() + (a[name.size()] == '=' ? 1 : 0));
        return true;
      }
      return false;
    };
    std::string v;
    if (a == "-h" || a == "--help") {
      std::cout << kHelp;
      return kExitOk;
    }
    if (a == "-o" || a == "--output-file") {
      if (i + 1 >= args.size())
        return usage(a + " needs a file name");
      o.output = args[++i];
    } else if (a == "-c" || a == "--compile") {
      o.compileOnly = true;
    } else if (a == "-O" || (a.size() == 3 && a.starts_with("-O") && std::strchr("0123s", a[2]))) {
      o.optLevel = a.size() == 3 ? a.substr(2) : "2";
    } else if (a == "-g" || a == "--debug") {
      o.debug = true;
    } else if (a == "-G" || a == "--device-debug") {
      o.deviceDebug = true;
    } else if (a == "-lineinfo" || a == "--generate-line-info") {
      // source lines are always kept in the device code
    } else if (a.starts_with("-std=") || a.starts_with("--std=") || a == "-std" || a == "--std") {
      std::string s = a.find('=') != std::string::npos ? a.substr(a.find('=') + 1) : "";
      if (s.empty()) {
        if (i + 1 >= args.size())
          return usage(a + " needs a standard");
        s = args[++i];
      }
      o.standard = s;
    } else if (value("-D", v) || value("--define-macro", v)) {
      o.preprocessor.push_back("-D" + v);
    } else if (value("-U", v) || value("--undefine-macro", v)) {
      o.preprocessor.push_back("-U" + v);
    } else if (a == "-isystem" || a == "--system-include") {
      if (i + 1 >= args.size())
        return usage(a + " needs a folder");
      o.preprocessor.insert(o.preprocessor.end(), {"-isystem", args[++i]});
    } else if (a == "-include" || a == "--pre-include") {
      if (i + 1 >= args.size())
        return usage(a + " needs a file");
      o.preprocessor.insert(o.preprocessor.end(), {"-include", args[++i]});
    } else if (value("-I", v) || value("--include-path", v)) {
      o.preprocessor.push_back("-I" + v);
    } else if (value("-L", v) || value("--library-path", v)) {
      o.linkFlags.push_back("-L" + v);
    } else if (value("-l", v) || value("--library", v)) {
      if (v != "cudart" && v != "cudart_static" && v != "cuda" && v != "cudadevrt")
        o.linkFlags.push_back("-l" + v);
    } else if (value("-Xcompiler", v) || value("--compiler-options", v)) {
      for (std::string &f : commaList(v))
        o.hostFlags.push_back(std::move(f));
    } else if (value("-Xlinker", v) || value("--linker-options", v)) {
      for (std::string &f : commaList(v))
        o.linkFlags.push_back("-Wl," + f);
    } else if (value("-arch", v) || value("--gpu-architecture", v) || value("-code", v) ||
               value("--gpu-code", v) || value("-gencode", v) || value("--generate-code", v)) {
      const std::string arch = archOf(v);
      if (arch.empty())
        return usage(fmt::format("{}: unknown architecture '{}' (clang-19 knows sm_50 to sm_90a)", a, v));
      o.arch = arch;
    } else if (a == "-x" || a.starts_with("-x") || a == "--x") {
      std::string lang = a.size() > 2 && a != "--x" ? a.substr(2) : "";
      if (lang.starts_with("="))
        lang = lang.substr(1);
      if (lang.empty()) {
        if (i + 1 >= args.size())
          return usage("-x needs a language");
        lang = args[++i];
      }
      if (lang == "cu" || lang == "cuda")
        forced = Lang::Cuda;
      else if (lang == "c++")
        forced = Lang::Cxx;
      else if (lang == "c")
        forced = Lang::C;
      else if (lang == "none")
        forced.reset();
      else
        return usage(fmt::format("-x {}: the languages are cu, c++, c and none", lang));
    } else if (a == "--expt-relaxed-constexpr" || a == "--extended-lambda" || a == "--expt-extended-lambda" ||
               a == "-use_fast_math" || a == "--use_fast_math" || a == "-m64" || a == "--machine=64" ||
               a == "-Wno-deprecated-gpu-targets" || a == "-Wno-deprecated-declarations" || a == "-lcudart" ||
               a.starts_with("-cudart") || a.starts_with("--cudart") || a.starts_with("-Xptxas") ||
               a.starts_with("--ptxas-options") || a.starts_with("-maxrregcount") ||
               a == "--resource-usage" || a == "-res-usage") {
      // accepted: nothing to do (fast math is not modelled: the device code keeps IEEE rounding)
      if ((a == "-Xptxas" || a == "--ptxas-options") && i + 1 < args.size())
        ++i;
    } else if (a == "-ccbin" || a == "--compiler-bindir") {
      if (i + 1 < args.size())
        ++i; // the host compiler is always clang++-19
    } else if (a == "-w") {
      o.hostFlags.push_back("-w");
    } else if (a.starts_with("-W") || a.starts_with("-f") || a == "-pthread" || a == "-fopenmp") {
      o.hostFlags.push_back(a);
    } else if (a == "-rdc=true" || a == "--relocatable-device-code=true" || a == "-dc" || a == "-dlink" ||
               a == "--device-link" || a == "--device-c") {
      return usage(a + ": separate compilation of device code (relocatable device code) is not supported; "
                       "keep each kernel and the device functions and variables it uses in one .cu file");
    } else if (a == "-rdc=false" || a == "--relocatable-device-code=false") {
    } else if (a == "--emit-ir" || a == "-emit-llvm") {
      o.emitIr = true;
    } else if (a == "--keep" || a == "-keep") {
      o.keep = true;
    } else if (a == "-v" || a == "--verbose") {
      o.verbose = true;
    } else if (a == "--dryrun" || a == "-dryrun") {
      o.dryrun = true;
    } else if (a == "-shared" || a == "--shared" || a == "-ptx" || a == "--ptx" || a == "-cubin" ||
               a == "-fatbin" || a == "-E" || a == "-M" || a == "-MD" || a == "-lib") {
      return usage(a + " is not supported by nvvm-sim cc (it builds programs and objects)");
    } else if (!a.empty() && a[0] == '-') {
      return usage(fmt::format("unknown option '{}' (nvvm-sim cc --help lists the nvcc options it takes; "
                               "pass host compiler options with -Xcompiler)",
                               a));
    } else {
      std::optional<Lang> lang = forced ? forced : languageOf(a);
      if (!lang)
        return usage(
            fmt::format("'{}': unknown kind of file (.cu, .c, .cpp, .cc, .cxx, .o, .a, .so; or -x cu)", a));
      o.inputs.push_back({a, *lang});
    }
  }
  if (o.inputs.empty())
    return usage("no input files");
  if (o.emitIr && (o.inputs.size() != 1 || o.inputs[0].lang != Lang::Cuda))
    return usage("--emit-ir takes one .cu file");
  if (o.compileOnly && !o.output.empty() && o.inputs.size() > 1)
    return usage("-c -o names one object; give one input file");
  return std::nullopt;
}

/// Where the runtime library and its headers are: beside the executable in the build tree
/// (tools/cudart/), or under the installed prefix (lib/nvvm-sim/, include/nvvm-sim/).
struct RuntimePaths {
  fs::path lib, include;
};

std::optional<RuntimePaths> runtimePaths(std::string &why) {
  if (const char *dir = std::getenv("NVVM_SIM_CUDART_DIR"))
    return RuntimePaths{dir, fs::path(dir) / "include"};
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) {
    why = "cannot find the nvvm-sim executable: " + ec.message();
    return std::nullopt;
  }
  const fs::path bin = exe.parent_path();
  for (RuntimePaths p :
       {RuntimePaths{bin / "cudart", bin / "cudart" / "include"},
        RuntimePaths{bin.parent_path() / "lib" / "nvvm-sim", bin.parent_path() / "include" / "nvvm-sim"}})
    if (fs::exists(p.lib / "libnvvmsim_cudart.so") && fs::exists(p.include / "cuda_runtime.h"))
      return p;
  why =
      fmt::format("cannot find libnvvmsim_cudart.so and cuda_runtime.h beside {} (in {} or {}); set "
                  "NVVM_SIM_CUDART_DIR",
                  exe.string(), (bin / "cudart").string(), (bin.parent_path() / "lib" / "nvvm-sim").string());
  return std::nullopt;
}

/// The C++ compiler: $NVVM_SIM_CLANG, or clang++-19 on the PATH (empty when there is none).
std::string clangPath() {
  const std::string given = backends::envValue("NVVM_SIM_CLANG");
  return given.empty() ? backends::findOnPath("clang++-19") : given;
}

std::string quoted(const std::vector<std::string> &argv) {
  std::string s;
  for (const std::string &a : argv) {
    if (!s.empty())
      s += ' ';
    if (a.find_first_of(" \t'\"$\\") == std::string::npos && !a.empty())
      s += a;
    else
      s += "'" + a + "'";
  }
  return s;
}

/// Runs `argv` (what it prints is passed on to ours); its exit status, 127 when it cannot start.
int spawn(const std::vector<std::string> &argv, const CcOptions &o) {
  if (o.verbose || o.dryrun)
    std::cerr << "#$ " << quoted(argv) << "\n";
  if (o.dryrun)
    return 0;
  const backends::SubprocessResult r = backends::runSubprocess(argv, "", 0);
  std::cout << r.out << std::flush;
  std::cerr << r.err << (r.started ? "" : "nvvm-sim cc: error: " + r.error + "\n");
  return !r.started ? 127 : r.exited ? r.exitCode : 128 + r.signal;
}

/// Writes the blob of one .cu file: the header, the file's name, its IR.
bool writeBlob(const fs::path &irFile, const std::string &name, const fs::path &blob) {
  std::ifstream in(irFile, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!in && !in.eof())
    return false;
  cudart::EmbeddedModuleHeader h{};
  std::memcpy(h.magic, cudart::kEmbeddedMagic, sizeof h.magic);
  h.nameBytes = name.size();
  h.textBytes = text.size();
  std::ofstream out(blob, std::ios::binary);
  out.write(reinterpret_cast<const char *>(&h), sizeof h);
  out.write(name.data(), std::streamsize(name.size()));
  out.write(text.data(), std::streamsize(text.size()));
  out.put('\0'); // NOTE: clang embeds the bytes as they are; a terminator keeps the text one C string
  return bool(out);
}

} // namespace

int runCc(const std::vector<std::string> &args) {
  CcOptions o;
  if (std::optional<int> stop = parseArgs(args, o))
    return *stop;
  std::string why;
  std::optional<RuntimePaths> rt = runtimePaths(why);
  if (!rt) {
    std::cerr << "nvvm-sim cc: error: " << why << "\n";
    return kExitInputError;
  }
  const std::string clang = clangPath();
  std::string resource =
      clang.empty() ? "" : backends::runSubprocess({clang, "-print-resource-dir"}, "", 60).out;
  while (!resource.empty() && (resource.back() == '\n' || resource.back() == '\r'))
    resource.pop_back();
  if (resource.empty()) {
    std::cerr << fmt::format("nvvm-sim cc: error: cannot run {} (Debian: apt-get install clang-19; or set "
                             "NVVM_SIM_CLANG)\n",
                             clang.empty() ? "clang++-19" : clang);
    return kExitInputError;
  }
  backends::TempDir temp("nvvm-sim-cc");
  if (temp.path().empty()) {
    std::cerr << "nvvm-sim cc: error: cannot make a temporary folder: " << temp.error() << "\n";
    return kExitInputError;
  }
  const fs::path tmp = temp.path();
  if (o.keep) {
    temp.keep();
    std::cerr << "nvvm-sim cc: intermediate files are kept in " << tmp.string() << "\n";
  }

  const std::string deviceOpt = o.deviceDebug ? "-O0" : "-O" + o.optLevel.value_or("2");
  const std::string hostOpt = "-O" + o.optLevel.value_or("0");
  // What both passes over a .cu file share: the language, our headers, clang's CUDA wrappers.
  std::vector<std::string> cuda = {"-x",
                                   "cuda",
                                   "--cuda-gpu-arch=" + o.arch,
                                   "-nocudainc",
                                   "-nocudalib",
                                   "-Wno-unknown-cuda-version",
                                   "-isystem",
                                   resource + "/include/cuda_wrappers",
                                   "-isystem",
                                   rt->include.string(),
                                   "-include",
                                   "cuda_runtime.h",
                                   "-std=" + o.standard};
  std::vector<std::string> objects;
  for (size_t i = 0; i < o.inputs.size(); ++i) {
    const Input &in = o.inputs[i];
    if (in.lang == Lang::Object) {
      objects.push_back(in.path);
      continue;
    }
    const std::string stem = fs::path(in.path).stem().string();
    const std::string object = o.compileOnly ? (o.output.empty() ? stem + ".o" : o.output)
                                             : (tmp / fmt::format("{}-{}.o", i, stem)).string();
    std::vector<std::string> host = {clang};
    if (in.lang == Lang::Cuda) {
      const fs::path ir = o.emitIr ? fs::path(o.output.empty() ? "-" : o.output)
                                   : tmp / fmt::format("{}-{}.device.ll", i, stem);
      const fs::path blob = tmp / fmt::format("{}-{}.nvsim", i, stem);
      std::vector<std::string> device = {clang};
      device.insert(device.end(), cuda.begin(), cuda.end());
      device.insert(device.end(), o.preprocessor.begin(), o.preprocessor.end());
      device.insert(device.end(),
                    {"--cuda-device-only", "-emit-llvm", "-S", deviceOpt,
                     o.debug || o.deviceDebug ? "-g" : "-gline-tables-only", in.path, "-o", ir.string()});
      if (spawn(device, o) != 0)
        return kExitInputError;
      if (o.emitIr)
        return kExitOk;
      if (!o.dryrun && !writeBlob(ir, in.path, blob)) {
        std::cerr << "nvvm-sim cc: error: cannot write " << blob.string() << "\n";
        return kExitInputError;
      }
      host.insert(host.end(), cuda.begin(), cuda.end());
      host.insert(host.end(),
                  {"--cuda-host-only", "-Xclang", "-fcuda-include-gpubinary", "-Xclang", blob.string()});
    } else {
      host.insert(host.end(), {"-x", in.lang == Lang::C ? "c" : "c++", "-isystem", rt->include.string()});
      if (in.lang == Lang::Cxx)
        host.push_back("-std=" + o.standard);
    }
    host.insert(host.end(), o.preprocessor.begin(), o.preprocessor.end());
    host.insert(host.end(), o.hostFlags.begin(), o.hostFlags.end());
    host.push_back(hostOpt);
    if (o.debug)
      host.push_back("-g");
    host.insert(host.end(), {"-c", in.path, "-o", object});
    if (spawn(host, o) != 0)
      return kExitInputError;
    objects.push_back(object);
  }
  if (o.compileOnly)
    return kExitOk;
  std::vector<std::string> link = {clang};
  link.insert(link.end(), objects.begin(), objects.end());
  link.insert(link.end(), {"-o", o.output.empty() ? "a.out" : o.output, "-L" + rt->lib.string(),
                           "-Wl,-rpath," + rt->lib.string(), "-lnvvmsim_cudart"});
  link.insert(link.end(), o.linkFlags.begin(), o.linkFlags.end());
  link.insert(link.end(), {"-lm", "-lpthread"});
  return spawn(link, o) == 0 ? kExitOk : kExitInputError;
}

} // namespace nvsim::tools
