// math_functions.cu - the CUDA math library against the host's libm: single-precision sinf,
// cosf, expf, logf, sqrtf, powf, tanhf, atan2f, fmaf, erff and the double versions, each within
// a stated ulp-scale tolerance (CUDA's documented error bounds are a few ulp).
#include <cuda_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(call)                                                                                          \
  do {                                                                                                       \
    cudaError_t e_ = (call);                                                                                 \
    if (e_ != cudaSuccess) {                                                                                 \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));                 \
      exit(1);                                                                                               \
    }                                                                                                        \
  } while (0)

constexpr int NF = 10, ND = 6;

__global__ void mathKernel(const float *x, float *outF, double *outD, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float v = x[i], p = fabsf(v) + 0.5f;
  float *f = outF + i * NF;
  f[0] = sinf(v), f[1] = cosf(v), f[2] = expf(v * 0.5f), f[3] = logf(p), f[4] = sqrtf(p);
  f[5] = powf(p, 1.7f), f[6] = tanhf(v), f[7] = atan2f(v, p), f[8] = fmaf(v, p, -1.0f), f[9] = erff(v * 0.3f);
  const double dv = v, dp = p;
  double *d = outD + i * ND;
  d[0] = sin(dv), d[1] = exp(dv * 0.5), d[2] = log(dp), d[3] = sqrt(dp), d[4] = pow(dp, 2.3), d[5] = cbrt(dv);
}

int main() {
  const int n = 1000;
  std::vector<float> x(n);
  for (int i = 0; i < n; ++i)
    x[i] = -10.0f + 20.0f * i / (n - 1);
  float *dX, *dF;
  double *dD;
  CHECK(cudaMalloc(&dX, n * sizeof(float)));
  CHECK(cudaMalloc(&dF, n * NF * sizeof(float)));
  CHECK(cudaMalloc(&dD, n * ND * sizeof(double)));
  CHECK(cudaMemcpy(dX, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  mathKernel<<<(n + 127) / 128, 128>>>(dX, dF, dD, n);
  CHECK(cudaGetLastError());
  std::vector<float> gf(n * NF);
  std::vector<double> gd(n * ND);
  CHECK(cudaMemcpy(gf.data(), dF, gf.size() * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(gd.data(), dD, gd.size() * sizeof(double), cudaMemcpyDeviceToHost));

  static const char *fname[NF] = {"sinf", "cosf",  "expf",   "logf", "sqrtf",
                                  "powf", "tanhf", "atan2f", "fmaf", "erff"};
  static const char *dname[ND] = {"sin", "exp", "log", "sqrt", "pow", "cbrt"};
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    const double v = x[i], p = std::fabs(x[i]) + 0.5f;
    const double wf[NF] = {std::sin(v),
                           std::cos(v),
                           std::exp(double(x[i] * 0.5f)),
                           std::log(p),
                           std::sqrt(p),
                           std::pow(p, double(1.7f)),
                           std::tanh(v),
                           std::atan2(v, p),
                           std::fma(v, p, -1.0),
                           std::erf(double(x[i] * 0.3f))};
    for (int k = 0; k < NF; ++k) {
      // 4 float ulps relative, or 1e-6 absolute near zero.
      const double tol = std::fmax(4 * 1.2e-7 * std::fabs(wf[k]), 1e-6);
      if (!(std::fabs(gf[i * NF + k] - wf[k]) <= tol) && ++errors <= 8)
        printf("%s(%g): %.9g, want %.9g\n", fname[k], v, gf[i * NF + k], wf[k]);
    }
    const double wd[ND] = {std::sin(v),  std::exp(v * 0.5), std::log(p),
                           std::sqrt(p), std::pow(p, 2.3),  std::cbrt(v)};
    for (int k = 0; k < ND; ++k) {
      const double tol = std::fmax(4 * 2.3e-16 * std::fabs(wd[k]), 1e-15);
      if (!(std::fabs(gd[i * ND + k] - wd[k]) <= tol) && ++errors <= 8)
        printf("%s(%g): %.17g, want %.17g\n", dname[k], v, gd[i * ND + k], wd[k]);
    }
  }
  CHECK(cudaFree(dX));
  CHECK(cudaFree(dF));
  CHECK(cudaFree(dD));
  if (errors) {
    printf("FAILED: %d results outside tolerance\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
