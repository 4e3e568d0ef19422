//! Empty: this package exists for its test, `tests/compile_fail.rs`, which checks that the
//! programs beside this folder (`tests/compile-fail/*.rs`) do not compile.
