//! DLPack export and import against the fake driver: the structs as a consumer reads them,
//! deleters called once (from any thread), and every refusal typed, with nothing leaked.

use cudyn_test_common as common;

use std::sync::atomic::{AtomicUsize, Ordering};

use common::{NoLeaks, device};
use cudyn::dlpack::abi::{
    DLDataType, DLDevice, DLManagedTensorVersioned, DLPACK_FLAG_BITMASK_READ_ONLY, DLPACK_VERSION,
    DLPackVersion, DLTensor, K_DL_BOOL, K_DL_CPU, K_DL_CUDA, K_DL_CUDA_HOST, K_DL_CUDA_MANAGED,
    K_DL_FLOAT,
};
use cudyn::dlpack::{DataType, Exported, Imported};
use cudyn::{Attach, Device, DeviceBuffer, Error, PinnedBuffer, PinnedFlags, UnifiedBuffer};
use cudyn_fake_driver as fake;

fn floats(n: usize) -> Vec<f32> {
    (0..n).map(|i| i as f32 * 0.5).collect()
}

#[test]
fn an_exported_buffer_reads_as_the_header_says_and_lives_until_the_deleter() {
    let _leaks = NoLeaks::new();
    let device = device();
    let buffer = DeviceBuffer::from_slice(&device, &floats(6)).unwrap();
    let ptr = buffer.device_ptr();
    let live = fake::live_allocations();
    let exported = Exported::new(buffer, Some(&[2, 3]), None).unwrap();
    let raw = exported.into_raw();
    // SAFETY: a tensor just exported, read as a consumer would.
    let managed = unsafe { &*raw };
    assert_eq!(managed.version, DLPACK_VERSION);
    assert_eq!(managed.flags, 0);
    let tensor = &managed.dl_tensor;
    assert_eq!(tensor.data as u64, ptr);
    assert_eq!(
        tensor.device,
        DLDevice {
            device_type: K_DL_CUDA,
            device_id: 0
        }
    );
    assert_eq!(
        tensor.dtype,
        DLDataType {
            code: K_DL_FLOAT,
            bits: 32,
            lanes: 1
        }
    );
    assert_eq!(tensor.ndim, 2);
    // SAFETY: two extents, alive with the tensor.
    assert_eq!(
        unsafe { std::slice::from_raw_parts(tensor.shape, 2) },
        [2, 3]
    );
    assert!(tensor.strides.is_null() && tensor.byte_offset == 0);
    assert_eq!(
        fake::live_allocations(),
        live,
        "the tensor holds the buffer"
    );
    // The consumer is done, on another thread.
    let raw = raw as usize;
    std::thread::spawn(move || {
        let raw = raw as *mut DLManagedTensorVersioned;
        // SAFETY: the deleter of the tensor handed out, called once.
        unsafe { (*raw).deleter.unwrap()(raw) };
    })
    .join()
    .unwrap();
    assert_eq!(
        fake::live_allocations(),
        live - 1,
        "the deleter freed the buffer"
    );
}

#[test]
fn every_kind_exports_with_its_device_type_and_the_legacy_form_too() {
    let _leaks = NoLeaks::new();
    let device = device();
    let data = floats(8);
    let pinned = PinnedBuffer::from_slice(&device, &data, PinnedFlags::DEFAULT).unwrap();
    let exported = Exported::new(pinned, None, None).unwrap();
    assert_eq!(
        exported.tensor().device,
        DLDevice {
            device_type: K_DL_CUDA_HOST,
            device_id: 0
        }
    );
    let legacy = exported.into_raw_legacy().unwrap();
    // SAFETY: the legacy tensor handed out: read, then deleted once.
    unsafe {
        assert_eq!(
            std::slice::from_raw_parts((*legacy).dl_tensor.data as *const f32, 8),
            &data[..]
        );
        (*legacy).deleter.unwrap()(legacy);
    }
    let unified = UnifiedBuffer::from_slice(&device, &data, Attach::Global).unwrap();
    let exported = Exported::new(unified, Some(&[4, 2]), Some(&[2, 1])).unwrap();
    assert_eq!(
        exported.tensor().device,
        DLDevice {
            device_type: K_DL_CUDA_MANAGED,
            device_id: 0
        }
    );
    drop(exported); // unhanded: releases the buffer itself
    // A view exported unsafely is read-only, and its memory stays the caller's.
    let buffer = DeviceBuffer::from_slice(&device, &data).unwrap();
    // SAFETY: `buffer` outlives the tensor, which is dropped below.
    let exported = unsafe { Exported::from_view(buffer.view().slice(2..6).unwrap(), None, None) };
    let raw = exported.unwrap().into_raw();
    // SAFETY: handed out above; deleted once.
    unsafe {
        assert_eq!((*raw).flags, DLPACK_FLAG_BITMASK_READ_ONLY);
        assert_eq!((*raw).dl_tensor.data as u64, buffer.device_ptr() + 8);
        (*raw).deleter.unwrap()(raw);
    }
    assert_eq!(buffer.to_vec().unwrap(), data);
}

#[test]
fn shapes_and_strides_that_do_not_fit_are_refused_and_free_the_buffer() {
    let _leaks = NoLeaks::new();
    let device = device();
    let make = || DeviceBuffer::<f32>::zeroed(&device, 12).unwrap();
    let refused = |shape: &[i64], strides: Option<&[i64]>| {
        Exported::new(make(), Some(shape), strides).err().unwrap()
    };
    assert_eq!(
        refused(&[5, 2], None),
        Error::LengthMismatch { dst: 10, src: 12 }
    );
    assert_eq!(
        refused(&[-1, 12], None),
        Error::DlpackLayout {
            what: "a negative extent"
        }
    );
    assert_eq!(
        refused(&[3, 4], Some(&[4])),
        Error::DlpackLayout {
            what: "strides of another rank than the shape"
        }
    );
    assert_eq!(
        refused(&[3, 4], Some(&[5, 1])),
        Error::DlpackLayout {
            what: "strides that reach past the memory"
        }
    );
    // A strided view that fits: every other element of 12.
    assert!(Exported::new(make(), Some(&[6]), Some(&[2])).is_ok());
}

#[test]
fn an_import_is_viewed_checked_and_released_through_the_producers_deleter() {
    let _leaks = NoLeaks::new();
    let device = device();
    let data = floats(6);
    let live = fake::live_allocations();
    let exported = Exported::new(
        DeviceBuffer::from_slice(&device, &data).unwrap(),
        Some(&[3, 2]),
        Some(&[2, 1]),
    );
    let raw = exported.unwrap().into_raw();
    // SAFETY: a live tensor handed to this consumer.
    let mut imported = unsafe { Imported::from_raw(raw) }.unwrap();
    assert_eq!(
        (imported.shape(), imported.strides()),
        (&[3, 2][..], Some(&[2, 1][..]))
    );
    assert_eq!(
        imported.view::<f32>(&device).unwrap().to_vec().unwrap(),
        data
    );
    assert_eq!(
        imported.view::<u32>(&device).unwrap_err(),
        Error::DlpackDataType {
            expected: u32::DTYPE,
            found: f32::DTYPE
        }
    );
    imported
        .view_mut::<f32>(&device)
        .unwrap()
        .fill_u32(0)
        .unwrap();
    assert_eq!(
        imported.view::<f32>(&device).unwrap().to_vec().unwrap(),
        [0.0; 6]
    );
    let other = Device::get(1).unwrap();
    assert_eq!(
        imported.view::<f32>(&other).unwrap_err(),
        Error::WrongDevice {
            what: "the DLPack tensor",
            expected: 1,
            found: 0
        }
    );
    drop(imported);
    assert_eq!(
        fake::live_allocations(),
        live,
        "the producer's deleter freed it"
    );

    // Read-only, and a newer major version, as a producer may send them.
    let buffer = DeviceBuffer::from_slice(&device, &data).unwrap();
    // SAFETY: `buffer` outlives both tensors.
    let read_only = unsafe { Exported::from_view(buffer.view(), None, None) }
        .unwrap()
        .into_raw();
    // SAFETY: handed to this consumer.
    let mut imported = unsafe { Imported::from_raw(read_only) }.unwrap();
    assert!(imported.is_read_only());
    assert_eq!(
        imported.view_mut::<f32>(&device).unwrap_err(),
        Error::DlpackReadOnly
    );
    assert_eq!(imported.view::<f32>(&device).unwrap().len(), 6);
    drop(imported);
    let newer = unsafe { Exported::from_view(buffer.view(), None, None) }
        .unwrap()
        .into_raw();
    // SAFETY: handed out above; this test plays a producer of version 2.
    unsafe { (*newer).version = DLPackVersion { major: 2, minor: 0 } };
    // SAFETY: as above; refused, and released through its deleter.
    let refused = unsafe { Imported::from_raw(newer) }.err().unwrap();
    assert_eq!(refused, Error::DlpackVersion { major: 2, minor: 0 });
}

static DELETED: AtomicUsize = AtomicUsize::new(0);

/// A host producer written as a C library would: a tensor over memory it owns.
struct HostProducer {
    managed: DLManagedTensorVersioned,
    data: Vec<u8>,
    shape: [i64; 2],
    strides: [i64; 2],
}

unsafe extern "C" fn delete_host(tensor: *mut DLManagedTensorVersioned) {
    // SAFETY: manager_ctx is the Box leaked by host_tensor, freed once.
    drop(unsafe { Box::from_raw((*tensor).manager_ctx.cast::<HostProducer>()) });
    DELETED.fetch_add(1, Ordering::SeqCst);
}

fn host_tensor(dtype: DLDataType, strides: [i64; 2], flags: u64) -> *mut DLManagedTensorVersioned {
    let producer = Box::leak(Box::new(HostProducer {
        managed: DLManagedTensorVersioned {
            version: DLPACK_VERSION,
            manager_ctx: std::ptr::null_mut(),
            deleter: Some(delete_host),
            flags,
            dl_tensor: DLTensor {
                data: std::ptr::null_mut(),
                device: DLDevice {
                    device_type: K_DL_CPU,
                    device_id: 0,
                },
                ndim: 2,
                dtype,
                shape: std::ptr::null_mut(),
                strides: std::ptr::null_mut(),
                byte_offset: 1,
            },
        },
        data: (0..9).collect(),
        shape: [2, 4],
        strides,
    }));
    let context = std::ptr::from_mut(producer).cast();
    producer.managed.manager_ctx = context;
    producer.managed.dl_tensor.data = producer.data.as_mut_ptr().cast();
    producer.managed.dl_tensor.shape = producer.shape.as_mut_ptr();
    producer.managed.dl_tensor.strides = producer.strides.as_mut_ptr();
    &raw mut producer.managed
}

#[test]
fn host_tensors_of_other_producers_are_viewed_written_and_given_back() {
    let _leaks = NoLeaks::new();
    let device = device();
    let bool8 = DLDataType {
        code: K_DL_BOOL,
        bits: 8,
        lanes: 1,
    };
    let before = DELETED.load(Ordering::SeqCst);
    // SAFETY: a live tensor handed to this consumer.
    let mut imported = unsafe { Imported::from_raw(host_tensor(u8::DTYPE, [4, 1], 0)) }.unwrap();
    let mut view = imported.view_mut::<u8>(&device).unwrap();
    assert_eq!(
        view.as_slice().unwrap(),
        [1, 2, 3, 4, 5, 6, 7, 8],
        "byte_offset honoured"
    );
    view.as_mut_slice().unwrap()[0] = 42;
    assert_eq!(
        imported.view::<u8>(&device).unwrap().as_slice().unwrap()[0],
        42
    );
    drop(imported);
    // Not compact: the rows overlap.
    // SAFETY: as above.
    let strided = unsafe { Imported::from_raw(host_tensor(u8::DTYPE, [2, 1], 0)) }.unwrap();
    assert_eq!(
        strided.view::<u8>(&device).unwrap_err(),
        Error::DlpackLayout {
            what: "strides that are not compact row-major"
        }
    );
    drop(strided);
    // An 8-bit bool tensor reads as u8.
    // SAFETY: as above.
    let flags = unsafe { Imported::from_raw(host_tensor(bool8, [4, 1], 0)) }.unwrap();
    assert_eq!(flags.view::<u8>(&device).unwrap().len(), 8);
    drop(flags);
    assert_eq!(
        DELETED.load(Ordering::SeqCst),
        before + 3,
        "each deleter ran once"
    );
}

/// Rust code of this process consumes a cudyn export without `unsafe` (`From<Exported>`): the
/// view reads the buffer, the read-only flag of a view's export comes along, and dropping the
/// import runs the export's deleter (the buffer is freed once, no leak).
#[test]
fn an_export_is_consumed_in_rust_without_unsafe() {
    let _leaks = NoLeaks::new();
    let device = device();
    let values = floats(64);
    let buffer = cudyn::DeviceBuffer::from_slice(&device, &values).unwrap();
    let mut imported = Imported::from(Exported::new(buffer, Some(&[8, 8]), None).unwrap());
    assert_eq!(imported.shape(), [8, 8]);
    assert!(!imported.is_read_only());
    let view = imported.view_mut::<f32>(&device).unwrap();
    assert_eq!(view.to_vec().unwrap(), values);
    drop(imported);
    let host = values.clone();
    // SAFETY: `host` outlives the import and is not written meanwhile.
    let read_only = Imported::from(
        unsafe { Exported::from_view(cudyn::View::from(&host[..]), None, None) }.unwrap(),
    );
    assert!(read_only.is_read_only());
    assert_eq!(
        read_only.view::<f32>(&device).unwrap().to_vec().unwrap(),
        values
    );
}
