/* Loads like any shared library but exports no CUDA entry points. */
__attribute__((visibility("default"))) int cudyn_not_a_driver(void) { return 1; }
