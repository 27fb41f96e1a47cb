// Decoupled look-back (chained) inclusive scan over 64 tiles of 128 ints (grid 64 x 128), as
// lookback_scan.cu but with tile = blockIdx.x, as most real scans write it: a tile spins until
// its predecessor block publishes, so it terminates only when blocks are dispatched in increasing
// index and the waiting ones let the others run (co-resident blocks, as on the hardware, even
// with --threads 1; under --schedule random, in any order the residency rules allow).
// Ordering as in lookback_scan.cu: plain writes, __threadfence(), atomicExch status (release); a
// volatile status read, then __threadfence() (acquire).
// Outputs: out = the inclusive prefix sums of in, prefs[k] = the sum of tiles 0..k, every status 2.

#define LOOKBACK_BLOCKIDX
#include "lookback_scan.cu"
