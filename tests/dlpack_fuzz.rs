//! DLPack import fuzzed: tensors, versioned and legacy, whose every field is drawn from edge
//! values (ndim 0..=8 and huge or negative, extents and strides of 0, 1, -1, i64::MAX and
//! products that overflow, byte offsets past the end and past the address space, every dtype
//! code, bits and lanes, every device type, flags, versions, null pointers), each viewed for
//! reading and for writing as one of the element types.
//!
//! Every case must yield a view or a typed error, never a panic; the producer's deleter runs
//! exactly once; and a model of what DLPack allows predicts which: a valid tensor is not
//! refused, an invalid one is. A view of a CUDA tensor lies wholly inside the allocation the
//! driver knows (`cuMemGetAddressRange`) and holds its bytes; a host tensor carries no
//! allocation size, so its view covers exactly the extent the tensor describes, aligned, with
//! no overflow, and where that extent is the test's own memory it reads (and writes back) the
//! right bytes, which valgrind then checks too.
//!
//! `CUDYN_FUZZ_CASES` sets the number of cases (default 100,000; small under valgrind) and
//! `CUDYN_FUZZ_SEED` the seed (default fixed, so CI is reproducible). A failing case names
//! both and its index; cases are drawn from the seed and their index alone, so running as
//! many cases as the index plus one replays it. Longer runs: a larger count and other seeds.

#[path = "dlpack_fuzz/cases.rs"]
mod cases;
use cudyn_test_common as common;
#[path = "dlpack_fuzz/model.rs"]
mod model;

use std::fmt::Debug;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use common::producer;
use common::{NoLeaks, device};
use cudyn::bytemuck::cast_slice;
use cudyn::dlpack::abi::{DLPACK_FLAG_BITMASK_READ_ONLY, K_DL_CPU};
use cudyn::dlpack::{DataType, Imported};
use cudyn::sys::{CUdeviceptr, CUresult};
use cudyn::{Attach, Device, DeviceBuffer, Error, PinnedBuffer, PinnedFlags, UnifiedBuffer};

use cases::{ARENA_BYTES, Access, Allocation, Case, Env, Kind, Rng, generate, pattern};
use model::model;

/// `cuMemGetAddressRange` of `addr`: the allocation the driver knows there.
fn address_range(addr: CUdeviceptr) -> (CUdeviceptr, usize) {
    let driver = cudyn::driver().unwrap();
    let get = driver.cuMemGetAddressRange_v2().unwrap();
    let (mut base, mut size) = (0, 0);
    // SAFETY: out-pointers to live locals.
    let status = unsafe { get(&mut base, &mut size, addr) };
    assert_eq!(status, CUresult::CUDA_SUCCESS, "the driver knows {addr:#x}");
    (base, size)
}

/// The bytes the test's memory holds from `addr` on (`bytes` of them), if all of them are
/// the test's: its arena, or one of its allocations.
fn expected_bytes(env: &Env, addr: u64, bytes: usize) -> Option<Vec<u8>> {
    let arena = env.arena as u64;
    let end = addr.checked_add(bytes as u64)?;
    let (region, offset) = if addr >= arena && end <= arena + ARENA_BYTES {
        (0, addr - arena)
    } else {
        let a = env.allocation_at(addr)?;
        if end > a.start + a.size {
            return None;
        }
        (a.region, addr - a.start)
    };
    Some(
        (0..bytes as u64)
            .map(|i| pattern(region, offset + i))
            .collect(),
    )
}

/// Errors a refused view may give: all typed, none a driver failure.
fn typed(error: &Error) -> bool {
    matches!(
        error,
        Error::DlpackDataType { .. }
            | Error::DlpackLayout { .. }
            | Error::DlpackDevice { .. }
            | Error::DlpackReadOnly
            | Error::WrongDevice { .. }
            | Error::Misaligned { .. }
            | Error::OutsideAllocation { .. }
            | Error::UnknownPointer { .. }
    )
}

#[derive(Default, Debug)]
struct Tally {
    host_views: usize,
    cuda_views: usize,
    read_back: usize,
    refusals: usize,
    imports_refused: usize,
}

/// Views the case's import as `T` as its access says, and checks each outcome against the
/// model.
fn check<T: DataType + Debug>(case: &Case, imported: &mut Imported, env: &Env, tally: &mut Tally) {
    let device = &env.devices[case.on];
    let passes: &[bool] = match case.access {
        Access::Read => &[false],
        Access::Write => &[true],
        Access::Both => &[false, true],
    };
    for &writes in passes {
        let expected = model::<T>(case, writes, env);
        let result = if writes {
            imported.view_mut::<T>(device).map(|mut view| {
                // Writes back what is there, where the memory is the test's: valgrind sees the
                // stores land in bounds, and a view that started elsewhere would show in the
                // bytes read later.
                if let Some(values) = verify(case, env, view.as_view(), tally) {
                    match view.as_mut_slice() {
                        Some(data) => data.copy_from_slice(&values),
                        None => view.copy_from(&values[..]).unwrap(),
                    }
                }
                (view.device_ptr(), view.len(), view.size_bytes())
            })
        } else {
            imported.view::<T>(device).map(|view| {
                verify(case, env, view, tally);
                (view.device_ptr(), view.len(), view.size_bytes())
            })
        };
        match (result, expected) {
            (Ok((addr, len, bytes)), Some(extent)) => {
                assert_eq!(len, extent.len, "the view's length");
                assert_eq!(bytes, extent.bytes, "the view's size");
                if len > 0 {
                    assert_eq!(addr, extent.addr, "the view's address");
                }
            }
            (Err(error), None) => {
                assert!(typed(&error), "an unexpected error: {error:?}");
                tally.refusals += 1;
            }
            (Ok(_), None) => panic!("a view of a tensor the model refuses"),
            (Err(error), Some(_)) => panic!("a valid tensor refused: {error:?}"),
        }
    }
}

/// Checks a view that was given: its extent against the driver's allocation (CUDA) or the
/// tensor's own description (host), and its contents where the memory is the test's. The
/// values read, where they were.
fn verify<T: DataType + Debug>(
    case: &Case,
    env: &Env,
    view: cudyn::View<'_, T>,
    tally: &mut Tally,
) -> Option<Vec<T>> {
    let addr = view.device_ptr();
    let bytes = view.size_bytes();
    assert_eq!(
        bytes,
        view.len() * size_of::<T>(),
        "no overflow in the size"
    );
    if bytes == 0 {
        return None;
    }
    assert!(
        addr.is_multiple_of(align_of::<T>() as u64),
        "aligned for the element"
    );
    assert!(addr.checked_add(bytes as u64).is_some(), "no wrap");
    let values = if case.spec.device.device_type == K_DL_CPU {
        tally.host_views += 1;
        // A slice is made only of the test's own memory: a view elsewhere (a producer's
        // address the test made up) is checked by its extent alone, never touched.
        let own = expected_bytes(env, addr, bytes)?;
        let slice = view.as_slice().expect("host memory is readable");
        assert_eq!(
            slice.as_ptr() as u64,
            addr,
            "the host view starts at data + offset"
        );
        assert_eq!(
            cast_slice::<T, u8>(slice),
            &own[..],
            "the host view's bytes"
        );
        slice.to_vec()
    } else {
        tally.cuda_views += 1;
        let (base, size) = address_range(addr);
        assert!(
            addr >= base && addr + bytes as u64 <= base + size as u64,
            "{bytes} bytes at {addr:#x} lie inside the allocation of {size} at {base:#x}"
        );
        let own = expected_bytes(env, addr, bytes).expect("an allocation of the test's");
        let values = view.to_vec().unwrap();
        assert_eq!(
            cast_slice::<T, u8>(&values),
            &own[..],
            "the CUDA view's bytes"
        );
        if let Some(slice) = view.as_slice() {
            // Pinned (and concurrently managed) memory: the host address is the same bytes.
            assert_eq!(
                cast_slice::<T, u8>(slice),
                &own[..],
                "the host side's bytes"
            );
        }
        values
    };
    tally.read_back += 1;
    Some(values)
}

/// Runs one case: import (versioned or legacy), views as the model says, release.
fn run(case: &Case, env: &Env, tally: &mut Tally) {
    let deleted = Arc::new(AtomicUsize::new(0));
    if case.null_tensor {
        // SAFETY: a null tensor, which must be refused before it is read.
        let refused = unsafe {
            if case.legacy {
                Imported::from_raw_legacy(std::ptr::null_mut()).err()
            } else {
                Imported::from_raw(std::ptr::null_mut()).err()
            }
        };
        assert_eq!(
            refused,
            Some(Error::DlpackLayout {
                what: "a null tensor"
            })
        );
        tally.imports_refused += 1;
        return;
    }
    // SAFETY: a live tensor handed to this consumer, whose arrays hold `ndim` entries where
    // they are not null. Its memory, where it is the test's, outlives it and is touched only
    // through its views, one at a time, and is writable (legacy tensors included). Where the
    // test made up an address, nothing is read or written there: `verify` checks such a view
    // by its extent alone and makes no slice of it.
    let imported = unsafe {
        if case.legacy {
            Imported::from_raw_legacy(producer::legacy(&case.spec, &deleted))
        } else {
            Imported::from_raw(producer::versioned(&case.spec, &deleted))
        }
    };
    let major = case.spec.version.major;
    let mut imported = match imported {
        Ok(imported) => {
            assert!(case.legacy || major == 1, "version {major} taken");
            imported
        }
        Err(error) => {
            assert!(!case.legacy && major != 1, "refused: {error:?}");
            assert!(matches!(error, Error::DlpackVersion { .. }));
            assert_eq!(
                deleted.load(Ordering::SeqCst),
                1,
                "a refused tensor is released"
            );
            tally.imports_refused += 1;
            return;
        }
    };
    // The accessors read only what the tensor describes.
    let ndim = case.spec.ndim;
    let shape_len = if ndim > 0 && case.spec.shape.is_some() {
        ndim as usize
    } else {
        0
    };
    assert_eq!(imported.shape().len(), shape_len);
    if let Some(strides) = imported.strides() {
        assert_eq!(strides.len(), ndim as usize);
    }
    assert_eq!(
        imported.is_read_only(),
        !case.legacy && case.spec.flags & DLPACK_FLAG_BITMASK_READ_ONLY != 0
    );
    match case.element {
        0 => check::<u8>(case, &mut imported, env, tally),
        1 => check::<i8>(case, &mut imported, env, tally),
        2 => check::<u16>(case, &mut imported, env, tally),
        3 => check::<i32>(case, &mut imported, env, tally),
        4 => check::<u32>(case, &mut imported, env, tally),
        5 => check::<f32>(case, &mut imported, env, tally),
        6 => check::<i64>(case, &mut imported, env, tally),
        7 => check::<u64>(case, &mut imported, env, tally),
        _ => check::<f64>(case, &mut imported, env, tally),
    }
    assert_eq!(deleted.load(Ordering::SeqCst), 0, "released while imported");
    drop(imported);
    assert_eq!(deleted.load(Ordering::SeqCst), 1, "the deleter ran once");
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name).map_or(default, |v| {
        v.parse()
            .unwrap_or_else(|_| panic!("{name} must be a number, not {v:?}"))
    })
}

#[test]
fn imported_tensors_of_edge_values_give_views_inside_their_memory_or_typed_errors() {
    let _leaks = NoLeaks::new();
    let cases = env_number("CUDYN_FUZZ_CASES", 100_000);
    let seed = env_number("CUDYN_FUZZ_SEED", 0x0d1c_9ac4);
    let devices = [device(), Device::get(1).unwrap()];
    let mut arena = vec![0u64; (ARENA_BYTES / 8) as usize];
    let bytes: &mut [u8] = cudyn::bytemuck::cast_slice_mut(&mut arena);
    for (i, b) in bytes.iter_mut().enumerate() {
        *b = pattern(0, i as u64);
    }
    let filled =
        |region: usize, size: u64| -> Vec<u8> { (0..size).map(|i| pattern(region, i)).collect() };
    // Allocations of each kind and size, one on the second device.
    let d1 = DeviceBuffer::from_slice(&devices[0], &filled(1, 64)).unwrap();
    let d2 = DeviceBuffer::from_slice(&devices[0], &filled(2, 4096)).unwrap();
    let d3 = DeviceBuffer::from_slice(&devices[0], &filled(3, 8)).unwrap();
    let d4 = DeviceBuffer::from_slice(&devices[1], &filled(4, 256)).unwrap();
    let p5 = PinnedBuffer::from_slice(&devices[0], &filled(5, 256), PinnedFlags::DEFAULT).unwrap();
    let u6 = UnifiedBuffer::from_slice(&devices[0], &filled(6, 512), Attach::Global).unwrap();
    let allocation = |start, size, kind, ordinal, region| Allocation {
        start,
        size,
        kind,
        ordinal,
        region,
    };
    let env = Env {
        arena: arena.as_mut_ptr().cast(),
        allocations: vec![
            allocation(d1.device_ptr(), 64, Kind::Device, 0, 1),
            allocation(d2.device_ptr(), 4096, Kind::Device, 0, 2),
            allocation(d3.device_ptr(), 8, Kind::Device, 0, 3),
            allocation(d4.device_ptr(), 256, Kind::Device, 1, 4),
            allocation(p5.device_ptr(), 256, Kind::Pinned, 0, 5),
            allocation(u6.device_ptr(), 512, Kind::Managed, 0, 6),
        ],
        devices,
    };
    let mut tally = Tally::default();
    let start = Instant::now();
    for index in 0..cases {
        let mut rng = Rng(seed ^ index.wrapping_mul(0xa076_1d64_78bd_642f));
        let case = generate(&mut rng, &env);
        if let Err(panic) = catch_unwind(AssertUnwindSafe(|| run(&case, &env, &mut tally))) {
            let message = panic
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| panic.downcast_ref::<&str>().copied())
                .unwrap_or("?");
            panic!("case {index} of seed {seed:#x} failed: {message}\n{case:#?}");
        }
    }
    let elapsed = start.elapsed();
    eprintln!(
        "dlpack fuzz: {cases} cases (seed {seed:#x}) in {:.2} s: {tally:?}",
        elapsed.as_secs_f64()
    );
    // The generator reaches views on both paths, and refusals (about a fifth of the cases
    // each with the default seed; one in fifty is asked), else the fuzz would prove little.
    if cases >= 1000 {
        for (what, count) in [
            ("host views", tally.host_views),
            ("CUDA views", tally.cuda_views),
            ("views read back", tally.read_back),
            ("refusals", tally.refusals),
        ] {
            assert!(
                count as u64 >= cases / 50,
                "only {count} {what} in {cases} cases"
            );
        }
    }
    drop((d1, d2, d3, d4, p5, u6));
    // The arena was touched only through views until here.
    drop(arena);
}
