/* The one header bindgen reads: the CUDA driver API. Nothing here links against CUDA; the
 * generated declarations become a table of function pointers filled in at run time. */
#include <cuda.h>
