// nvvm-sim's C++ API at work (docs/api.md): load examples/saxpy.ll, list its kernels, run
// y = 2 * x + y on 8 threads, then launch 16 threads over the same 8-element buffers with
// memcheck on and print the out-of-bounds finding.
//   saxpy_api path/to/saxpy.ll
#include <nvvmsim/nvvmsim.h>

#include <cstdio>
#include <vector>

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: saxpy_api saxpy.ll\n");
    return 2;
  }
  try {
    nvvmsim::Module m = nvvmsim::Module::fromFile(argv[1]);
    for (const nvvmsim::Kernel &k : m.kernels()) {
      std::printf("kernel %s:", k.demangled.c_str());
      for (const nvvmsim::Param &p : k.params)
        std::printf(" %s", p.type.c_str());
      std::printf("\n");
    }

    const int n = 8;
    std::vector<float> x(n), y(n, 1.0f);
    for (int i = 0; i < n; ++i)
      x[i] = float(i);
    nvvmsim::Buffer dx = m.alloc(n * sizeof(float), "x"), dy = m.alloc(n * sizeof(float), "y");
    m.copyToDevice(dx, x.data(), n * sizeof(float));
    m.copyToDevice(dy, y.data(), n * sizeof(float));
    nvvmsim::LaunchResult r = m.launch("saxpy", {1}, {n},
                                       {nvvmsim::Arg::i32(n), nvvmsim::Arg::f32(2.0f), nvvmsim::Arg::pointer(dx),
                                        nvvmsim::Arg::pointer(dy)});
    m.copyFromDevice(dy, y.data(), n * sizeof(float));
    std::printf("status %s, y =", r.status.c_str());
    for (float v : y)
      std::printf(" %g", v);
    std::printf("\n");

    // 16 threads, 8 elements: threads 8..15 read x[8..15] past the end of x.
    nvvmsim::LaunchOptions checked;
    checked.checks = {"memcheck"};
    r = m.launch("saxpy", {1}, {16},
                 {nvvmsim::Arg::integer(16), nvvmsim::Arg::real(2.0), nvvmsim::Arg::pointer(dx),
                  nvvmsim::Arg::pointer(dy)},
                 checked);
    std::printf("status %s, %zu finding(s)\n", r.status.c_str(), r.findings.size());
    for (const nvvmsim::Finding &f : r.findings)
      std::printf("%s %s: thread %u %s of %u bytes at offset %lld of '%s' (%llu bytes)\n", f.checker.c_str(),
                  f.kind.c_str(), f.site.thread[0], f.site.access.c_str(), f.size, (long long)f.offset,
                  f.allocation.c_str(), (unsigned long long)f.allocationSize);
    return r.findings.empty() ? 1 : 0;
  } catch (const nvvmsim::Error &e) {
    std::fprintf(stderr, "saxpy_api: %s\n", e.what());
    return 3;
  }
}
