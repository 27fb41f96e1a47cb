// The Python binding of the C++ API (tools/api/nvvmsim/nvvmsim.h), the extension `nvvmsim._nvvmsim`;
// nvvmsim/__init__.py builds the Pythonic layer (NumPy arguments, compile_cuda) over it.
#include <nvvmsim/nvvmsim.h>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstring>

namespace py = pybind11;

namespace {

/// The bytes of a C-contiguous buffer (a NumPy array, bytes, bytearray, memoryview).
py::buffer_info contiguous(const py::buffer &b, bool writable) {
  py::buffer_info info = b.request(writable);
  ssize_t stride = info.itemsize;
  for (ssize_t i = info.ndim - 1; i >= 0; --i) {
    if (info.shape[size_t(i)] > 1 && info.strides[size_t(i)] != stride)
      throw py::value_error("the array is not C-contiguous (numpy.ascontiguousarray makes one that is)");
    stride *= info.shape[size_t(i)];
  }
  return info;
}

uint64_t byteSize(const py::buffer_info &info) { return uint64_t(info.size) * uint64_t(info.itemsize); }

} // namespace

PYBIND11_MODULE(_nvvmsim, m) {
  m.doc() = "nvvm-sim's C++ API (nvvmsim/nvvmsim.h); use the nvvmsim package, which wraps it.";
  m.def("version", &nvvmsim::version, "The library's version, \"0.1.0\".");

  static py::exception<nvvmsim::Error> error(m, "Error", PyExc_RuntimeError);
  error.doc() = "Every failure of the library: `kind` is 'input', 'usage', 'launch' or 'memory', and "
                "str() the message the command line would print.";
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p)
        std::rethrow_exception(p);
    } catch (const nvvmsim::Error &e) {
      const char *kinds[] = {"input", "usage", "launch", "memory"};
      py::object exc = py::handle(error.ptr())(e.what());
      exc.attr("kind") = kinds[int(e.kind())];
      PyErr_SetObject(error.ptr(), exc.ptr());
    }
  });

  py::class_<nvvmsim::Param>(m, "Param", "A kernel parameter.")
      .def_readonly("type", &nvvmsim::Param::type, "The IR type: 'i32', 'float', 'ptr'.")
      .def_readonly("name", &nvvmsim::Param::name, "The IR name (without '%'); '' when unnamed.")
      .def_readonly("byval", &nvvmsim::Param::byval,
                    "The pointee type of a byval parameter ('%struct.S'), else ''.")
      .def_readonly("byref", &nvvmsim::Param::byref, "The pointee type of a byref parameter, else ''.")
      .def_readonly("size", &nvvmsim::Param::size, "Bytes in parameter space.")
      .def_readonly("align", &nvvmsim::Param::align, "Alignment in parameter space.")
      .def_readonly("pointer", &nvvmsim::Param::pointer,
                    "A pointer passed by value: give it an array, a DeviceArray or a Buffer.")
      .def_readonly("grid_constant", &nvvmsim::Param::gridConstant, "Marked grid_constant.")
      .def("__repr__", [](const nvvmsim::Param &p) { return "<Param " + p.type + ">"; });
  py::class_<nvvmsim::SharedVariable>(m, "SharedVariable", "A shared-memory variable a kernel reaches.")
      .def_readonly("name", &nvvmsim::SharedVariable::name, "The variable's IR name.")
      .def_readonly("size", &nvvmsim::SharedVariable::size,
                    "Bytes; 0 for dynamic (extern __shared__) memory.")
      .def_readonly("align", &nvvmsim::SharedVariable::align, "Alignment in bytes.")
      .def_readonly("dynamic", &nvvmsim::SharedVariable::dynamic,
                    "Dynamic (extern __shared__) memory, sized by the launch's `shared`.");
  py::class_<nvvmsim::Kernel>(m, "Kernel", "A kernel of a module.")
      .def_readonly("name", &nvvmsim::Kernel::name, "The IR (mangled) name.")
      .def_readonly("demangled", &nvvmsim::Kernel::demangled,
                    "'saxpy(int, float, float const*, float*)'; the name when not mangled.")
      .def_readonly("detected_by", &nvvmsim::Kernel::detectedBy,
                    "'!nvvm.annotations', 'ptx_kernel calling convention' or 'nvvm.kernel attribute'.")
      .def_readonly("signature", &nvvmsim::Kernel::signature,
                    "'_Z5saxpyifPKfPf(i32, float, ptr, ptr)', as error messages show it.")
      .def_readonly("params", &nvvmsim::Kernel::params, "The parameters (Param), in order.")
      .def_readonly("static_shared_bytes", &nvvmsim::Kernel::staticSharedBytes,
                    "Bytes of static shared memory the kernel reaches.")
      .def_readonly("dynamic_shared", &nvvmsim::Kernel::dynamicShared,
                    "Whether it uses extern __shared__ memory.")
      .def_readonly("shared", &nvvmsim::Kernel::shared, "The shared variables it reaches (SharedVariable).")
      .def_property_readonly(
          "annotations",
          [](const nvvmsim::Kernel &k) {
            py::dict d;
            for (const auto &a : k.annotations)
              d[py::str(a.name)] = a.value;
            return d;
          },
          "The launch annotations as written: {'maxntidx': '256'}.")
      .def("__repr__", [](const nvvmsim::Kernel &k) { return "<Kernel " + k.demangled + ">"; });
  py::class_<nvvmsim::Buffer>(m, "Buffer", "A device buffer (global memory).")
      .def_readonly("address", &nvvmsim::Buffer::address, "The generic device address of its first byte.")
      .def_readonly("bytes", &nvvmsim::Buffer::bytes, "Its size in bytes.")
      .def_readonly("name", &nvvmsim::Buffer::name, "How findings name the allocation.");

  py::class_<nvvmsim::Arg>(m, "Arg", "One kernel argument.")
      .def_static(
          "scalar",
          [](const std::string &type, py::object v) {
            if (type == "f16" || type == "f32" || type == "f64") {
              const double d = v.cast<double>();
              return type == "f16"   ? nvvmsim::Arg::f16(float(d))
                     : type == "f32" ? nvvmsim::Arg::f32(float(d))
                                     : nvvmsim::Arg::f64(d);
            }
            if (type == "i8")
              return nvvmsim::Arg::i8(v.cast<int8_t>());
            if (type == "i16")
              return nvvmsim::Arg::i16(v.cast<int16_t>());
            if (type == "i32")
              return nvvmsim::Arg::i32(v.cast<int32_t>());
            if (type == "i64")
              return nvvmsim::Arg::i64(v.cast<int64_t>());
            if (type == "u8")
              return nvvmsim::Arg::u8(v.cast<uint8_t>());
            if (type == "u16")
              return nvvmsim::Arg::u16(v.cast<uint16_t>());
            if (type == "u32")
              return nvvmsim::Arg::u32(v.cast<uint32_t>());
            if (type == "u64")
              return nvvmsim::Arg::u64(v.cast<uint64_t>());
            throw py::value_error("unknown scalar type '" + type + "' (i8 ... u64, f16, f32, f64)");
          },
          py::arg("type"), py::arg("value"),
          "A scalar of exactly this type ('i8' ... 'u64', 'f16', 'f32', 'f64'), for a parameter of it.")
      .def_static("integer", &nvvmsim::Arg::integer, py::arg("value"),
                  "An integer of the parameter's own width (in its signed or unsigned range), or a float "
                  "parameter's value.")
      .def_static("real", &nvvmsim::Arg::real, py::arg("value"),
                  "A floating-point parameter's value, rounded to its type (nearest even).")
      .def_static("pointer", &nvvmsim::Arg::pointer, py::arg("buffer"), py::arg("offset") = 0,
                  "A pointer to `offset` bytes into `buffer`.")
      .def_static("null", &nvvmsim::Arg::null, "A null pointer.")
      .def_static(
          "bytes",
          [](const py::bytes &b) {
            const std::string s = b;
            std::vector<std::byte> v(s.size());
            std::memcpy(v.data(), s.data(), s.size());
            return nvvmsim::Arg::bytes(std::move(v));
          },
          py::arg("data"), "The raw bytes of a byval struct or another aggregate (exactly its size).")
      .def_property_readonly("type_name", &nvvmsim::Arg::typeName,
                             "A scalar's type ('i32'); else 'integer', 'real', 'ptr', 'null' or 'bytes'.");

  py::class_<nvvmsim::Site>(m, "Site", "One access a finding is about.")
      .def_readonly("block", &nvvmsim::Site::block, "The block index (x, y, z).")
      .def_readonly("thread", &nvvmsim::Site::thread, "The thread index in its block (x, y, z).")
      .def_readonly("warp", &nvvmsim::Site::warp, "The warp in its block.")
      .def_readonly("lane", &nvvmsim::Site::lane, "The lane in its warp.")
      .def_readonly("instruction", &nvvmsim::Site::instruction, "The IR instruction as text.")
      .def_readonly("location", &nvvmsim::Site::location,
                    "'kernel.cu:12:7' (the user's line, through inlining) or 'file.ll:12:5'.")
      .def_readonly("inlined", &nvvmsim::Site::inlined, "The inline chain's locations, innermost first.")
      .def_readonly("access", &nvvmsim::Site::access,
                    "'read', 'write', 'atomic'; '' when not a memory access.");
  py::class_<nvvmsim::Finding>(m, "Finding", "A checker finding.")
      .def_readonly("checker", &nvvmsim::Finding::checker,
                    "'memcheck', 'racecheck', 'initcheck' or 'synccheck'.")
      .def_readonly("kind", &nvvmsim::Finding::kind, "'out-of-bounds', 'data-race', ... (docs/checkers.md).")
      .def_readonly("message", &nvvmsim::Finding::message, "One line saying what happened.")
      .def_readonly("kernel", &nvvmsim::Finding::kernel, "The kernel's mangled name.")
      .def_readonly("site", &nvvmsim::Finding::site, "The access the finding is about (Site).")
      .def_readonly("other", &nvvmsim::Finding::other,
                    "The other access of a race, or the other threads of a barrier finding; None when none.")
      .def_readonly("address", &nvvmsim::Finding::address, "The generic address of the access (0 when none).")
      .def_readonly("size", &nvvmsim::Finding::size, "Bytes accessed.")
      .def_readonly("space", &nvvmsim::Finding::space,
                    "'global', 'shared', ...; '' when not a memory access.")
      .def_readonly("allocation", &nvvmsim::Finding::allocation,
                    "The allocation the access is in or nearest to; '' when none.")
      .def_readonly("allocation_size", &nvvmsim::Finding::allocationSize, "That allocation's size in bytes.")
      .def_readonly("offset", &nvvmsim::Finding::offset,
                    "Bytes from the allocation's start (negative before it).")
      .def_readonly("count", &nvvmsim::Finding::count,
                    "Occurrences folded into this one (same checker, kind and source lines).")
      .def_readonly("fatal", &nvvmsim::Finding::fatal, "It stopped the launch.")
      .def_readonly("text", &nvvmsim::Finding::text, "The report as printed for people, several lines.")
      .def("__str__", [](const nvvmsim::Finding &f) { return f.text; })
      .def("__repr__", [](const nvvmsim::Finding &f) {
        return "<Finding " + f.checker + " " + f.kind + " at " + f.site.location + ">";
      });
  py::class_<nvvmsim::Fault>(m, "Fault", "A fault that stopped a launch.")
      .def_readonly("message", &nvvmsim::Fault::message, "What went wrong, one line.")
      .def_readonly("block", &nvvmsim::Fault::block, "The faulting thread's block (x, y, z).")
      .def_readonly("thread", &nvvmsim::Fault::thread, "The faulting thread (x, y, z).")
      .def_readonly("instruction", &nvvmsim::Fault::instruction, "The IR instruction as text.")
      .def_readonly("location", &nvvmsim::Fault::location, "Its source location.")
      .def_readonly("text", &nvvmsim::Fault::text, "The report as printed for people, several lines.")
      .def("__str__", [](const nvvmsim::Fault &f) { return f.text; });
  py::class_<nvvmsim::LaunchResult>(m, "LaunchResult", "What a launch did.")
      .def_readonly("kernel", &nvvmsim::LaunchResult::kernel, "The kernel's mangled name.")
      .def_readonly("status", &nvvmsim::LaunchResult::status, "'ok', 'fault' or 'finding'.")
      .def_readonly("fault", &nvvmsim::LaunchResult::fault, "The Fault that stopped the launch, or None.")
      .def_readonly("findings", &nvvmsim::LaunchResult::findings, "The checkers' findings (Finding).")
      .def_readonly("stopped", &nvvmsim::LaunchResult::stopped, "A finding stopped the launch early.")
      .def_readonly("seconds", &nvvmsim::LaunchResult::seconds, "Wall-clock seconds of the launch.")
      .def_readonly("lane_instructions", &nvvmsim::LaunchResult::laneInstructions,
                    "Instructions executed, summed over active lanes.")
      .def_readonly("output", &nvvmsim::LaunchResult::output, "What the kernel printed with printf.")
      .def_readonly("report_json", &nvvmsim::LaunchResult::reportJson,
                    "The launch as JSON text, with the fields of `nvvm-sim run --report json`.")
      .def_property_readonly("ok", &nvvmsim::LaunchResult::ok);

  py::class_<nvvmsim::Module>(m, "Module", "A loaded module and the device memory of its launches.")
      .def_static(
          "from_file",
          [](const std::string &path, uint64_t memoryLimit, bool trackInit) {
            return nvvmsim::Module::fromFile(path, {memoryLimit, trackInit});
          },
          py::arg("path"), py::arg("memory_limit") = 0, py::arg("track_initialization") = true)
      .def_static(
          "from_text",
          [](const std::string &text, const std::string &name, uint64_t memoryLimit, bool trackInit) {
            return nvvmsim::Module::fromText(text, name, {memoryLimit, trackInit});
          },
          py::arg("text"), py::arg("name") = "<text>", py::arg("memory_limit") = 0,
          py::arg("track_initialization") = true)
      .def_property_readonly("name", &nvvmsim::Module::name)
      .def_property_readonly("target_triple", &nvvmsim::Module::targetTriple)
      .def_property_readonly("data_layout", &nvvmsim::Module::dataLayout)
      .def_property_readonly("diagnostics", &nvvmsim::Module::diagnostics)
      .def_property_readonly("kernels", &nvvmsim::Module::kernels)
      .def(
          "find_kernel",
          [](const nvvmsim::Module &mod, const std::string &name) -> py::object {
            const nvvmsim::Kernel *k = mod.findKernel(name);
            return k ? py::cast(*k) : py::none();
          },
          py::arg("name"))
      .def("alloc", &nvvmsim::Module::alloc, py::arg("bytes"), py::arg("name") = "")
      .def("free", &nvvmsim::Module::free, py::arg("buffer"))
      .def(
          "copy_to_device",
          [](nvvmsim::Module &mod, const nvvmsim::Buffer &b, const py::buffer &data, uint64_t offset) {
            py::buffer_info info = contiguous(data, false);
            mod.copyToDevice(b, info.ptr, byteSize(info), offset);
          },
          py::arg("buffer"), py::arg("data"), py::arg("offset") = 0)
      .def(
          "copy_from_device",
          [](nvvmsim::Module &mod, const nvvmsim::Buffer &b, const py::buffer &out, uint64_t offset) {
            py::buffer_info info = contiguous(out, true);
            mod.copyFromDevice(b, info.ptr, byteSize(info), offset);
          },
          py::arg("buffer"), py::arg("out"), py::arg("offset") = 0)
      .def("memset", &nvvmsim::Module::memset, py::arg("buffer"), py::arg("value"), py::arg("bytes"),
           py::arg("offset") = 0)
      .def("variable", &nvvmsim::Module::variable, py::arg("name"))
      .def(
          "launch_args",
          [](nvvmsim::Module &mod, const std::string &kernel, std::array<uint32_t, 3> grid,
             std::array<uint32_t, 3> block, const std::vector<nvvmsim::Arg> &args, uint32_t shared,
             std::vector<std::string> checks, std::string schedule, std::string warpSchedule,
             std::string memoryModel, uint64_t seed, unsigned threads, double timeout, uint32_t stack) {
            nvvmsim::LaunchOptions o;
            o.dynamicSharedBytes = shared;
            o.checks = std::move(checks);
            o.schedule = std::move(schedule);
            o.warpSchedule = std::move(warpSchedule);
            o.memoryModel = std::move(memoryModel);
            o.seed = seed;
            o.threads = threads;
            o.timeoutSeconds = timeout;
            o.stackBytes = stack;
            py::gil_scoped_release release; // the launch runs on its own threads
            return mod.launch(kernel, {grid[0], grid[1], grid[2]}, {block[0], block[1], block[2]}, args, o);
          },
          py::arg("kernel"), py::arg("grid"), py::arg("block"), py::arg("args"), py::arg("shared") = 0,
          py::arg("checks") = std::vector<std::string>{}, py::arg("schedule") = "default",
          py::arg("warp_schedule") = "fair", py::arg("memory_model") = "sc", py::arg("seed") = 0,
          py::arg("threads") = 0, py::arg("timeout") = 600.0, py::arg("stack_bytes") = 16384);
}
