// Decoupled look-back (chained) inclusive scan over 64 tiles of 128 ints (grid 64 x 128), as
// lookback_scan.cu but with tile = blockIdx.x, as most real scans write it: a tile spins until
// its predecessor block publishes, so it terminates only when blocks are dispatched in increasing
// index and the waiting ones let the others run (co-resident blocks, as on the hardware, even
// with --threads 1; under --schedule random, in any order the residency rules allow).
// Ordering as in lookback_scan.cu: plain writes, __threadfence(), atomicExch status (release); a
// volatile status read, then __threadfence() (acquire).
// Outputs: out = the inclusive prefix sums of in, prefs[k] = the sum of tiles 0..k, every status 2.

#define TILE 128

extern "C" __global__ void lookback_blockidx(const int *in, int *out, int *status, int *aggs,
                                         int *prefs) {
  __shared__ int s[TILE];
  __shared__ unsigned tile_sh;
  __shared__ int excl_sh;
  unsigned t = threadIdx.x;
  if (t == 0) tile_sh = blockIdx.x;
  __syncthreads();
  unsigned tile = tile_sh;
  s[t] = in[tile * TILE + t];
  __syncthreads();
  for (unsigned off = 1; off < TILE; off <<= 1) {
    int x = t >= off ? s[t - off] : 0;
    __syncthreads();
    s[t] += x;
    __syncthreads();
  }
  if (t == 0) {
    int agg = s[TILE - 1];
    int excl = 0;
    if (tile == 0) {
      prefs[0] = agg;
      __threadfence();
      atomicExch(&status[0], 2);
    } else {
      aggs[tile] = agg;
      __threadfence();
      atomicExch(&status[tile], 1);
      int p = (int)tile - 1;
      for (;;) {
        volatile int *vstatus = status;
        int st;
        while ((st = vstatus[p]) == 0) {
        }
        __threadfence();
        if (st == 2) {
          excl += prefs[p];
          break;
        }
        excl += aggs[p];
        --p;
      }
      prefs[tile] = excl + agg;
      __threadfence();
      atomicExch(&status[tile], 2);
    }
    excl_sh = excl;
  }
  __syncthreads();
  out[tile * TILE + t] = s[t] + excl_sh;
}
