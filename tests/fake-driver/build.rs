//! Builds the fake driver as a shared library and hands its path to the crate at compile time
//! (tests must not set environment variables at run time).
//!
//! `cc` produces static archives; the driver has to be a shared object that the loader can
//! `dlopen`, so the compiler `cc` chooses is invoked directly with `-shared`.

use std::path::{Path, PathBuf};

fn main() {
    // The fake is written for Linux (memfd_create, SCM_RIGHTS descriptor passing, ELF shared
    // objects): elsewhere say so, rather than fail in the C compiler's words.
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("linux") {
        panic!(
            "cudyn-fake-driver builds on Linux only (it uses memfd_create and Unix descriptor \
             passing, and is loaded as an ELF shared object); this target is not Linux"
        );
    }
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    println!("cargo::rerun-if-env-changed={WERROR}");
    // fake_cuda.c includes it (the copies of every shape), so a change to it rebuilds the fakes.
    println!("cargo::rerun-if-changed=fake_shapes.c");
    println!("cargo::rerun-if-changed=fake_graphs.c");
    println!("cargo::rerun-if-changed=fake_managed.c");
    // Its soname must not be libcuda.so.1: a later dlopen("libcuda.so.1") in the same process
    // would be satisfied by this library instead of the real driver.
    let driver = shared(&out, "fake_cuda.c", "libcudyn_fake_cuda.so", &[]);
    // The same driver claiming 12.1: without the CUmemLocation forms of prefetch and advise
    // and without cuEventElapsedTime_v2, to exercise the fallbacks to the older entry points.
    let old = shared(
        &out,
        "fake_cuda.c",
        "libcudyn_fake_cuda_12_1.so",
        &["-DFAKE_OLD_DRIVER"],
    );
    // The same driver claiming 13.0: with CUDA 13's form of cuMemcpyBatchAsync (cuMemcpyBatchAsync_v2,
    // without failIdx) besides the 12.8 one, as a CUDA 13 driver exports both.
    let cuda13 = shared(
        &out,
        "fake_cuda.c",
        "libcudyn_fake_cuda_13_0.so",
        &["-DFAKE_CUDA13"],
    );
    // A library that loads but is no driver (it lacks cuInit), for the loader's tests.
    let not_a_driver = shared(&out, "not_a_driver.c", "libcudyn_not_a_driver.so", &[]);
    println!("cargo::rustc-env=CUDYN_FAKE_DRIVER={}", driver.display());
    println!("cargo::rustc-env=CUDYN_FAKE_DRIVER_12_1={}", old.display());
    println!(
        "cargo::rustc-env=CUDYN_FAKE_DRIVER_13_0={}",
        cuda13.display()
    );
    println!(
        "cargo::rustc-env=CUDYN_NOT_A_DRIVER={}",
        not_a_driver.display()
    );
}

/// Set to `1`, it makes the C compiler's warnings errors. This workspace's CI sets it: a build
/// script's output is hidden unless it fails, and an implicit declaration here once silently
/// truncated a pointer. Off by default, because a user's CI builds this crate too, with whatever
/// compiler it has: a warning that a newer compiler adds must not fail every downstream build.
const WERROR: &str = "CUDYN_FAKE_WERROR";

fn shared(out: &Path, source: &str, name: &str, defines: &[&str]) -> PathBuf {
    println!("cargo::rerun-if-changed={source}");
    let target = out.join(name);
    let compiler = cc::Build::new()
        .opt_level(1)
        .warnings(true)
        .extra_warnings(true)
        .get_compiler();
    let werror = std::env::var_os(WERROR).is_some_and(|v| v == "1");
    let status = compiler
        .to_command()
        .args(werror.then_some("-Werror"))
        .args([
            // Always an error, whatever the setting: the pointer truncation above, and an error
            // by default in recent compilers anyway.
            "-Werror=implicit-function-declaration",
            "-std=c11",
            "-fPIC",
            "-shared",
            "-fvisibility=hidden",
            "-pthread",
        ])
        .args(defines)
        .arg(format!("-Wl,-soname,{name}"))
        .arg("-o")
        .arg(&target)
        .arg(source)
        .status()
        .unwrap_or_else(|e| panic!("running the C compiler for {source}: {e}"));
    assert!(status.success(), "compiling {source} failed ({status})");
    target
}
