// double_math.cu - double precision.
//
// dot: per-thread partial dot products with fma over a grid-stride loop, then a shared-memory tree of
//   additions, one partial per block (grid 4 x block 64, n = 1500).
// horner: y = p(x) with 9 coefficients by Horner's rule with fma.
// geometry: per point, sqrt(fma(x, x, fma(y, y, z * z))) (IEEE sqrt), a correctly rounded division,
//   and a Newton step for 1/x written with fma.
// Every operation is a single IEEE-rounded fma, add, mul, div or sqrt in an order the program fixes,
// and fma is explicit (so -O0 and -O2 compute the same), so the reference reproduces each bit: exact.

#define DBLOCK 64

__global__ void dot(const double *a, const double *b, int n, double *partials) {
  __shared__ double s[DBLOCK];
  double acc = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    acc = fma(a[i], b[i], acc);
  s[threadIdx.x] = acc;
  __syncthreads();
  for (int stride = DBLOCK / 2; stride > 0; stride >>= 1) {
    if (threadIdx.x < stride)
      s[threadIdx.x] += s[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    partials[blockIdx.x] = s[0];
}

__global__ void horner(const double *x, const double *coef, int degree, double *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  double xi = x[i];
  double r = coef[degree];
  for (int k = degree - 1; k >= 0; --k)
    r = fma(r, xi, coef[k]);
  y[i] = r;
}

struct P3 {
  double x, y, z;
};

__global__ void geometry(const P3 *pts, double *norms, double *ratios, double *recips, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  P3 p = pts[i];
  double zz = p.z * p.z;
  norms[i] = sqrt(fma(p.x, p.x, fma(p.y, p.y, zz)));
  ratios[i] = p.x / p.y;
  double r = 1.0 / p.z;
  double e = fma(-p.z, r, 1.0);
  recips[i] = fma(r, e, r);
}
