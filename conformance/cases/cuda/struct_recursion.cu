// struct_recursion.cu - structs passed by value (to a kernel and between device functions) and
// recursive device functions.
//
// transform: takes `Params` by value (a byval kernel parameter: the script passes its 32 raw bytes),
//   builds Vec3 values, passes them by value to device functions that return structs by value.
//   The inputs are multiples of 1/4 and small, so every float operation is exact.
// recurse: per thread, three recursions: the sum of a subtree of an explicit binary tree (nodes with
//   child indices), a divide-and-conquer min/max that returns a struct by value, and the binomial
//   coefficient C(n, k) by Pascal's rule (tree recursion, n <= 12), with 64-bit results.

struct Params {
  int n;           // 0
  float scale;     // 4
  double offset;   // 8
  short tag;       // 16
  char flags[6];   // 18
  int mode;        // 24
};                 // 32 bytes, aligned to 8

struct Vec3 {
  float x, y, z;
};

struct MinMax {
  int lo, hi;
};

struct Node {
  int value;
  int left, right; // -1: none
};

__device__ __noinline__ Vec3 scale_add(Vec3 a, Vec3 b, float s) {
  Vec3 r;
  r.x = a.x * s + b.x;
  r.y = a.y * s + b.y;
  r.z = a.z * s + b.z;
  return r;
}

__device__ __noinline__ float dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

__global__ void transform(Params p, const Vec3 *pts, Vec3 *out_pts, float *out_dot, int *out_misc) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= p.n)
    return;
  Vec3 shift = {(float)p.offset, (float)p.tag, (float)p.flags[i % 6]};
  Vec3 q = scale_add(pts[i], shift, p.scale);
  if (p.mode == 1) {
    float t = q.x;
    q.x = q.z;
    q.z = t;
  }
  out_pts[i] = q;
  out_dot[i] = dot(q, pts[i]);
  out_misc[i] = p.flags[i % 6] * 1000 + p.tag;
}

__device__ int subtree_sum(const Node *nodes, int idx) {
  if (idx < 0)
    return 0;
  Node nd = nodes[idx];
  return nd.value + subtree_sum(nodes, nd.left) + subtree_sum(nodes, nd.right);
}

__device__ MinMax min_max(const int *a, int lo, int hi) { // [lo, hi), hi > lo
  if (hi - lo == 1) {
    MinMax m = {a[lo], a[lo]};
    return m;
  }
  int mid = lo + (hi - lo) / 2;
  MinMax l = min_max(a, lo, mid);
  MinMax r = min_max(a, mid, hi);
  MinMax m = {l.lo < r.lo ? l.lo : r.lo, l.hi > r.hi ? l.hi : r.hi};
  return m;
}

__device__ unsigned long long binom(int n, int k) {
  if (k == 0 || k == n)
    return 1;
  return binom(n - 1, k - 1) + binom(n - 1, k);
}

__global__ void recurse(const Node *nodes, int nnodes, const int *arr, int *sums, MinMax *ranges,
                        unsigned long long *binoms) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < nnodes)
    sums[i] = subtree_sum(nodes, i);
  int len = 1 + i % 29;
  ranges[i] = min_max(arr, i, i + len);
  int n = i % 13;
  int k = (i / 13) % (n + 1);
  binoms[i] = binom(n, k);
}
