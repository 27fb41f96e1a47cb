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
      .def_readonly("name", &nvvmsim::Param::name)
      .def_readonly("byval", &nvvmsim::Param::byval)
      .def_readonly("byref", &nvvmsim::Param::byref)
      .def_readonly("size", &nvvmsim::Param::size)
      .def_readonly("align", &nvvmsim::Param::align)
      .def_readonly("pointer", &nvvmsim::Param::pointer)
      .def_readonly("grid_constant", &nvvmsim::Param::gridConstant)
      .def("__repr__", [](const nvvmsim::Param &p) { return "<Param " + p.type + ">"; });
  py::class_<nvvmsim::SharedVariable>(m, "SharedVariable")
      .def_readonly("name", &nvvmsim::SharedVariable::name)
      .def_readonly("size", &nvvmsim::SharedVariable::size)
      .def_readonly("align", &nvvmsim::SharedVariable::align)
      .def_readonly("dynamic", &nvvmsim::SharedVariable::dynamic);
  py::class_<nvvmsim::Kernel>(m, "Kernel", "A kernel of a module.")
      .def_readonly("name", &nvvmsim::Kernel::name)
      .def_readonly("demangled", &nvvmsim::Kernel::demangled)
      .def_readonly("detected_by", &nvvmsim::Kernel::detectedBy)
      .def_readonly("signature", &nvvmsim::Kernel::signature)
      .def_readonly("params", &nvvmsim::Kernel::params)
      .def_readonly("static_shared_bytes", &nvvmsim::Kernel::staticSharedBytes)
      .def_readonly("dynamic_shared", &nvvmsim::Kernel::dynamicShared)
      .def_readonly("shared", &nvvmsim::Kernel::shared)
      .def_property_readonly("annotations",
                             [](const nvvmsim::Kernel &k) {
                               py::dict d;
                               for (const auto &a : k.annotations)
                                 d[py::str(a.name)] = a.value;
                               return d;
                             })
      .def("__repr__", [](const nvvmsim::Kernel &k) { return "<Kernel " + k.demangled + ">"; });
  py::class_<nvvmsim::Buffer>(m, "Buffer", "A device buffer (global memory).")
      .def_readonly("address", &nvvmsim::Buffer::address)
      .def_readonly("bytes", &nvvmsim::Buffer::bytes)
      .def_readonly("name", &nvvmsim::Buffer::name);

  py::class_<nvvmsim::Arg>(m, "Arg", "One kernel argument.")
      .def_static("scalar",
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
                  })
      .def_static("integer", &nvvmsim::Arg::integer)
      .def_static("real", &nvvmsim::Arg::real)
      .def_static("pointer", &nvvmsim::Arg::pointer, py::arg("buffer"), py::arg("offset") = 0)
      .def_static("null", &nvvmsim::Arg::null)
      .def_static("bytes",
                  [](const py::bytes &b) {
                    const std::string s = b;
                    std::vector<std::byte> v(s.size());
                    std::memcpy(v.data(), s.data(), s.size());
                    return nvvmsim::Arg::bytes(std::move(v));
                  })
      .def_property_readonly("type_name", &nvvmsim::Arg::typeName);

  py::class_<nvvmsim::Site>(m, "Site", "One access a finding is about.")
      .def_readonly("block", &nvvmsim::Site::block)
      .def_readonly("thread", &nvvmsim::Site::thread)
      .def_readonly("warp", &nvvmsim::Site::warp)
      .def_readonly("lane", &nvvmsim::Site::lane)
      .def_readonly("instruction", &nvvmsim::Site::instruction)
      .def_readonly("location", &nvvmsim::Site::location)
      .def_readonly("inlined", &nvvmsim::Site::inlined)
      .def_readonly("access", &nvvmsim::Site::access);
  py::class_<nvvmsim::Finding>(m, "Finding", "A checker finding.")
      .def_readonly("checker", &nvvmsim::Finding::checker)
      .def_readonly("kind", &nvvmsim::Finding::kind)
      .def_readonly("message", &nvvmsim::Finding::message)
      .def_readonly("kernel", &nvvmsim::Finding::kernel)
      .def_readonly("site", &nvvmsim::Finding::site)
      .def_readonly("other", &nvvmsim::Finding::other)
      .def_readonly("address", &nvvmsim::Finding::address)
      .def_readonly("size", &nvvmsim::Finding::size)
      .def_readonly("space", &nvvmsim::Finding::space)
      .def_readonly("allocation", &nvvmsim::Finding::allocation)
      .def_readonly("allocation_size", &nvvmsim::Finding::allocationSize)
      .def_readonly("offset", &nvvmsim::Finding::offset)
      .def_readonly("count", &nvvmsim::Finding::count)
      .def_readonly("fatal", &nvvmsim::Finding::fatal)
      .def_readonly("text", &nvvmsim::Finding::text)
      .def("__str__", [](const nvvmsim::Finding &f) { return f.text; })
      .def("__repr__", [](const nvvmsim::Finding &f) {
        return "<Finding " + f.checker + " " + f.kind + " at " + f.site.location + ">";
      });
  py::class_<nvvmsim::Fault>(m, "Fault", "A fault that stopped a launch.")
      .def_readonly("message", &nvvmsim::Fault::message)
      .def_readonly("block", &nvvmsim::Fault::block)
      .def_readonly("thread", &nvvmsim::Fault::thread)
      .def_readonly("instruction", &nvvmsim::Fault::instruction)
      .def_readonly("location", &nvvmsim::Fault::location)
      .def_readonly("text", &nvvmsim::Fault::text)
      .def("__str__", [](const nvvmsim::Fault &f) { return f.text; });
  py::class_<nvvmsim::LaunchResult>(m, "LaunchResult", "What a launch did.")
      .def_readonly("kernel", &nvvmsim::LaunchResult::kernel)
      .def_readonly("status", &nvvmsim::LaunchResult::status)
      .def_readonly("fault", &nvvmsim::LaunchResult::fault)
      .def_readonly("findings", &nvvmsim::LaunchResult::findings)
      .def_readonly("stopped", &nvvmsim::LaunchResult::stopped)
      .def_readonly("seconds", &nvvmsim::LaunchResult::seconds)
      .def_readonly("lane_instructions", &nvvmsim::LaunchResult::laneInstructions)
      .def_readonly("output", &nvvmsim::LaunchResult::output)
      .def_readonly("report_json", &nvvmsim::LaunchResult::reportJson)
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
