//! What DLPack import and export must refuse rather than trust: element types whose `DTYPE`
//! lies about their width, sizes that overflow, memory that wraps the address space, writes
//! to bool tensors and to memory lent read-only, and the device of an empty export.

use cudyn_test_common as common;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use common::producer::{self, Spec};
use common::{NoLeaks, device};
use cudyn::bytemuck::{Pod, Zeroable};
use cudyn::dlpack::abi::{
    DLDataType, DLDevice, K_DL_BOOL, K_DL_CUDA, K_DL_CUDA_MANAGED, K_DL_UINT,
};
use cudyn::dlpack::{DataType, Exported, Imported};
use cudyn::{Attach, Device, DeviceBuffer, Error, UnifiedBuffer};

/// 64 bytes whose `DTYPE` claims one: a producer's tensor of 4 bytes would be viewed as 256.
#[derive(Clone, Copy)]
#[repr(C)]
struct Wide([u8; 64]);

// SAFETY: an array of bytes: any bit pattern is a value, and there is no padding.
unsafe impl Zeroable for Wide {}
// SAFETY: as above.
unsafe impl Pod for Wide {}
// SAFETY: none; `DTYPE` lies on purpose, and import and export must refuse it anyway.
unsafe impl DataType for Wide {
    const DTYPE: DLDataType = u8::DTYPE;
}

/// 4 bytes whose `DTYPE` claims 128 (8 bits × 128 lanes): an export of them would lend a
/// consumer 32 times the memory it holds.
#[derive(Clone, Copy)]
#[repr(C)]
struct Narrow(u32);

// SAFETY: a u32.
unsafe impl Zeroable for Narrow {}
// SAFETY: as above.
unsafe impl Pod for Narrow {}
// SAFETY: none; as for Wide.
unsafe impl DataType for Narrow {
    const DTYPE: DLDataType = DLDataType {
        code: K_DL_UINT,
        bits: 8,
        lanes: 128,
    };
}

/// A byte that claims to be a DLPack bool: as a `Pod` type it may hold 2..=255, which a
/// consumer would read as bool.
#[derive(Clone, Copy)]
#[repr(C)]
struct Flag(u8);

// SAFETY: a u8.
unsafe impl Zeroable for Flag {}
// SAFETY: as above.
unsafe impl Pod for Flag {}
// SAFETY: none; DataType's contract rules bool out for any Pod type, and export and writable
// views must refuse it anyway.
unsafe impl DataType for Flag {
    const DTYPE: DLDataType = BOOL8;
}

const BOOL8: DLDataType = DLDataType {
    code: K_DL_BOOL,
    bits: 8,
    lanes: 1,
};

/// Imports `spec` (versioned), runs `check` on it, and asserts its deleter ran once after.
fn with_import(spec: &Spec, check: impl FnOnce(&mut Imported)) {
    let deleted = Arc::new(AtomicUsize::new(0));
    // SAFETY: a live tensor handed to this consumer; its memory (if any) outlives it.
    let mut imported = unsafe { Imported::from_raw(producer::versioned(spec, &deleted)) }.unwrap();
    check(&mut imported);
    drop(imported);
    assert_eq!(deleted.load(Ordering::SeqCst), 1, "the deleter ran once");
}

#[test]
fn an_element_type_whose_dtype_lies_about_its_width_is_refused_at_import_and_export() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut bytes = [1u8, 2, 3, 4];
    let spec = Spec::cpu(bytes.as_mut_ptr().cast(), u8::DTYPE, &[4]);
    let lie = Error::DlpackElementSize {
        dtype: u8::DTYPE,
        size: 64,
    };
    with_import(&spec, |imported| {
        assert_eq!(imported.view::<Wide>(&device).err(), Some(lie.clone()));
        assert_eq!(imported.view_mut::<Wide>(&device).err(), Some(lie.clone()));
        // The honest type still reads it.
        assert_eq!(
            imported.view::<u8>(&device).unwrap().as_slice().unwrap(),
            [1, 2, 3, 4]
        );
    });
    let narrow = Error::DlpackElementSize {
        dtype: Narrow::DTYPE,
        size: 4,
    };
    let buffer = DeviceBuffer::<Narrow>::zeroed(&device, 2).unwrap();
    // SAFETY: `buffer` outlives the tensor, which is never handed out.
    let from_view = unsafe { Exported::from_view(buffer.view(), None, None) };
    assert_eq!(from_view.err(), Some(narrow.clone()));
    assert_eq!(Exported::new(buffer, None, None).err(), Some(narrow));
    let wide = DeviceBuffer::<Wide>::zeroed(&device, 2).unwrap();
    assert_eq!(Exported::new(wide, None, None).err(), Some(lie));
}

#[test]
fn sizes_that_overflow_are_refused_with_a_layout_error() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut floats = [0f32; 4];
    let data = floats.as_mut_ptr().cast();
    let refused = |spec: Spec, what: &'static str| {
        with_import(&spec, |imported| {
            let error = Error::DlpackLayout { what };
            assert_eq!(imported.view::<f32>(&device).err(), Some(error.clone()));
            assert_eq!(imported.view_mut::<f32>(&device).err(), Some(error));
        });
    };
    // 2^62 elements of 4 bytes: 2^64 bytes, which wraps a usize.
    refused(
        Spec::cpu(data, f32::DTYPE, &[1 << 62]),
        "a size that overflows the address space",
    );
    // 2^61 elements: 2^63 bytes, past what any Rust slice may span (isize::MAX).
    refused(
        Spec::cpu(data, f32::DTYPE, &[1 << 61]),
        "a size that overflows the address space",
    );
    // Extents whose product overflows (and whose last is zero: still refused, since the shape
    // alone is not a count of anything).
    refused(
        Spec::cpu(data, f32::DTYPE, &[1 << 40, 1 << 40, 0]),
        "a negative or overflowing shape",
    );
    // 32 bytes that start 16 bytes before the end of the address space.
    refused(
        Spec::cpu((usize::MAX - 15) as *mut _, f32::DTYPE, &[8]),
        "memory that wraps the address space",
    );
    // The same through the byte offset.
    let mut spec = Spec::cpu(data, f32::DTYPE, &[4]);
    spec.byte_offset = u64::MAX - data as u64 - 7;
    refused(spec, "memory that wraps the address space");
    // Elements at a null address.
    refused(
        Spec::cpu(std::ptr::null_mut(), f32::DTYPE, &[4]),
        "a null data pointer",
    );
    // An empty tensor has no memory to check: any address will do.
    with_import(
        &Spec::cpu(std::ptr::null_mut(), f32::DTYPE, &[0, 5]),
        |imported| assert_eq!(imported.view::<f32>(&device).unwrap().len(), 0),
    );
}

#[test]
fn a_bool_tensor_reads_as_bytes_but_is_not_written_as_them() {
    let _leaks = NoLeaks::new();
    let device = device();
    let bool8 = BOOL8;
    let mut flags = [0u8, 1, 1, 0];
    with_import(
        &Spec::cpu(flags.as_mut_ptr().cast(), bool8, &[4]),
        |imported| {
            assert_eq!(
                imported.view::<u8>(&device).unwrap().as_slice().unwrap(),
                [0, 1, 1, 0]
            );
            assert_eq!(
                imported.view_mut::<u8>(&device).err(),
                Some(Error::DlpackDataType {
                    expected: u8::DTYPE,
                    found: bool8
                })
            );
        },
    );
    assert_eq!(flags, [0, 1, 1, 0]);
    // A Rust type that claims bool may read a bool tensor, but neither write one nor be
    // exported as one.
    let claims_bool = Error::DlpackElementSize {
        dtype: BOOL8,
        size: 1,
    };
    with_import(
        &Spec::cpu(flags.as_mut_ptr().cast(), bool8, &[4]),
        |imported| {
            assert_eq!(imported.view::<Flag>(&device).unwrap().len(), 4);
            assert_eq!(
                imported.view_mut::<Flag>(&device).err(),
                Some(claims_bool.clone())
            );
        },
    );
    let buffer = DeviceBuffer::<Flag>::zeroed(&device, 4).unwrap();
    assert_eq!(Exported::new(buffer, None, None).err(), Some(claims_bool));
}

#[test]
fn an_empty_export_names_the_device_its_buffer_is_of() {
    let _leaks = NoLeaks::new();
    let _ = device();
    let second = Device::get(1).unwrap();
    let empty = DeviceBuffer::<f32>::zeroed(&second, 0).unwrap();
    let exported = Exported::new(empty, None, None).unwrap();
    assert_eq!(
        exported.tensor().device,
        DLDevice {
            device_type: K_DL_CUDA,
            device_id: 1
        }
    );
    let empty = UnifiedBuffer::<f32>::zeroed_on_host(&second, 0, Attach::Global).unwrap();
    let exported = Exported::new(empty, None, None).unwrap();
    assert_eq!(
        exported.tensor().device,
        DLDevice {
            device_type: K_DL_CUDA_MANAGED,
            device_id: 1
        }
    );
    // And a buffer with memory, whose context says so too.
    let full = DeviceBuffer::<f32>::zeroed(&second, 3).unwrap();
    let exported = Exported::new(full, None, None).unwrap();
    assert_eq!(exported.tensor().device.device_id, 1);
}

#[test]
fn memory_lent_read_only_is_not_handed_out_in_the_legacy_form() {
    let _leaks = NoLeaks::new();
    let device = device();
    let buffer = DeviceBuffer::from_slice(&device, &[1f32, 2.0, 3.0]).unwrap();
    // SAFETY: `buffer` outlives the tensor, and is not written while it lives.
    let exported = unsafe { Exported::from_view(buffer.view(), None, None) }.unwrap();
    // The unversioned form has no flag to say read-only: its consumer (cudyn's own
    // from_raw_legacy + view_mut included) would write the memory.
    assert_eq!(
        exported.into_raw_legacy().err(),
        Some(Error::DlpackReadOnly)
    );
    // Writable tensors still go out in it, and the memory lent read-only is untouched.
    let mut other = DeviceBuffer::from_slice(&device, &[0f32; 3]).unwrap();
    // SAFETY: `other` outlives the tensor, and nothing else touches it meanwhile.
    let exported = unsafe { Exported::from_view_mut(other.view_mut(), None, None) }.unwrap();
    let legacy = exported.into_raw_legacy().unwrap();
    // SAFETY: a live, writable tensor handed to this consumer.
    let mut imported = unsafe { Imported::from_raw_legacy(legacy) }.unwrap();
    imported
        .view_mut::<f32>(&device)
        .unwrap()
        .copy_from(&[4.0, 5.0, 6.0])
        .unwrap();
    drop(imported);
    assert_eq!(other.to_vec().unwrap(), [4.0, 5.0, 6.0]);
    assert_eq!(buffer.to_vec().unwrap(), [1.0, 2.0, 3.0]);
}
