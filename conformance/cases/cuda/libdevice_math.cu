// libdevice_math.cu - the CUDA math library through libdevice (__nv_* calls).
//
// One kernel evaluates float and double functions on 256 inputs each; every function writes its own
// row of the output. libdevice is not correctly rounded: the reference is the correctly rounded value
// (computed with mpmath at 200 bits), and each row's tolerance is the maximum ulp error the CUDA
// Programming Guide documents for that function (sqrt: 0, IEEE). Launch: grid 2 x block 128.

#define NIN 256

__global__ void math_f32(const float *a, const float *b, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= NIN)
    return;
  float x = a[i], y = b[i];
  float *o = out + i;
  o[0 * NIN] = sinf(x * 4.0f);
  o[1 * NIN] = cosf(x * 4.0f);
  o[2 * NIN] = expf(x);
  o[3 * NIN] = logf(fabsf(y) + 1e-3f);
  o[4 * NIN] = powf(fabsf(y), x * 0.25f);
  o[5 * NIN] = __nv_sqrtf(fabsf(x * y));
  o[6 * NIN] = erff(x * 0.125f);
  o[7 * NIN] = tanhf(x * 0.25f);
  o[8 * NIN] = atan2f(y, x);
  o[9 * NIN] = cbrtf(x * y);
}

__global__ void math_f64(const double *a, const double *b, double *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= NIN)
    return;
  double x = a[i], y = b[i];
  double *o = out + i;
  o[0 * NIN] = sin(x * 4.0);
  o[1 * NIN] = exp(x);
  o[2 * NIN] = log(fabs(y) + 1e-3);
  o[3 * NIN] = pow(fabs(y), x * 0.25);
  o[4 * NIN] = __nv_sqrt(fabs(x * y));
  o[5 * NIN] = erf(x * 0.125);
  o[6 * NIN] = tanh(x * 0.25);
  o[7 * NIN] = log1p(fabs(x));
}
