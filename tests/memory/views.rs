//! copies

use super::*;

#[test]
fn copy_works_between_every_pair_of_memory_kinds() {
    let _leaks = NoLeaks::new();
    let device = device();
    for n in [0, 1, 4097] {
        let data = ramp(n);
        for from in KINDS {
            for to in KINDS {
                let (mut b1, mut b2) = (Vec::new(), Vec::new());
                let src = Memory::new(from, &device, &data, &mut b1);
                let mut dst = Memory::new(to, &device, &vec![0; n], &mut b2);
                cudyn::copy(src.view(), dst.view_mut()).unwrap();
                assert_eq!(
                    dst.view().to_vec().unwrap(),
                    data,
                    "{from:?} -> {to:?}, n = {n}"
                );
                assert_eq!(dst.view().kind(), to);
            }
        }
    }
}

#[test]
fn copies_of_different_lengths_fail_before_the_driver() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut buffer = DeviceBuffer::<u32>::zeroed(&device, 8).unwrap();
    let before = fake::calls();
    let error = buffer.copy_from(&[1u32; 7]).unwrap_err();
    assert_eq!(error, Error::LengthMismatch { dst: 8, src: 7 });
    let error = cudyn::copy(&buffer, &mut vec![0u32; 9]).unwrap_err();
    assert_eq!(error, Error::LengthMismatch { dst: 9, src: 8 });
    assert_eq!(fake::calls(), before);
    assert_eq!(
        error.to_string(),
        "length mismatch: the destination holds 9 elements but the source 8"
    );
}

#[test]
fn copies_between_devices_bind_the_right_context() {
    let _leaks = NoLeaks::new();
    let zero = device();
    let one = Device::get(1).unwrap();
    let a = DeviceBuffer::from_slice(&zero, &ramp(64)).unwrap();
    let mut b = DeviceBuffer::<u32>::zeroed(&one, 64).unwrap();
    b.copy_from(&a).unwrap();
    assert_eq!(b.to_vec().unwrap(), ramp(64));
}

#[test]
fn a_bound_context_is_not_bound_again() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut buffer = DeviceBuffer::<u8>::zeroed(&device, 16).unwrap();
    let sets = fake::calls_of("cuCtxSetCurrent");
    for _ in 0..10 {
        buffer.fill_bytes(3).unwrap();
        assert_eq!(buffer.to_vec().unwrap(), [3; 16]);
    }
    assert_eq!(
        fake::calls_of("cuCtxSetCurrent"),
        sets,
        "cuCtxSetCurrent only when it changes"
    );
}

// views

#[test]
fn views_slice_split_and_chunk_every_kind() {
    let _leaks = NoLeaks::new();
    let device = device();
    let data = ramp(10);
    for kind in KINDS {
        let mut backing = Vec::new();
        let memory = Memory::new(kind, &device, &data, &mut backing);
        let view = memory.view();
        assert_eq!(view.slice(2..5).unwrap().to_vec().unwrap(), data[2..5]);
        assert_eq!(view.slice(..=3).unwrap().to_vec().unwrap(), data[..=3]);
        assert_eq!(view.slice(7..).unwrap().to_vec().unwrap(), data[7..]);
        assert!(view.slice(4..4).unwrap().is_empty());
        let (head, tail) = view.split_at(6).unwrap();
        assert_eq!(
            (head.to_vec().unwrap(), tail.to_vec().unwrap()),
            (data[..6].to_vec(), data[6..].to_vec())
        );
        let chunks: Vec<Vec<u32>> = view
            .chunks(4)
            .unwrap()
            .map(|c| c.to_vec().unwrap())
            .collect();
        let expected: Vec<Vec<u32>> = data.chunks(4).map(<[u32]>::to_vec).collect();
        assert_eq!(chunks, expected, "{kind:?}");
        assert_eq!(
            view.slice(3..).unwrap().device_ptr(),
            view.device_ptr() + 12
        );
    }
}

#[test]
fn mutable_views_write_disjoint_parts() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut buffer = DeviceBuffer::<u32>::zeroed(&device, 10).unwrap();
    let (mut head, tail) = buffer.view_mut().split_at(4).unwrap();
    head.fill_u32(1).unwrap();
    for (i, mut chunk) in tail.chunks(4).unwrap().enumerate() {
        chunk.copy_from(&vec![10 + i as u32; chunk.len()]).unwrap();
    }
    assert_eq!(
        buffer.to_vec().unwrap(),
        [1, 1, 1, 1, 10, 10, 10, 10, 11, 11]
    );
    let mut pinned = PinnedBuffer::<u32>::zeroed(&device, 4, PinnedFlags::DEFAULT).unwrap();
    let mut view = pinned.view_mut();
    view.as_mut_slice().unwrap()[1] = 8;
    view.reborrow()
        .slice(2..)
        .unwrap()
        .into_mut_slice()
        .unwrap()[0] = 9;
    assert_eq!(view.as_slice().unwrap(), &[0, 8, 9, 0]);
    assert_eq!(view.into_view().as_slice().unwrap(), &[0, 8, 9, 0]);
}

#[test]
fn out_of_range_views_are_typed_errors() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut buffer = DeviceBuffer::<u16>::zeroed(&device, 10).unwrap();
    let view = buffer.view();
    assert_eq!(
        view.slice(3..11).unwrap_err(),
        Error::OutOfRange {
            start: 3,
            end: 11,
            len: 10
        }
    );
    assert_eq!(
        view.slice((std::ops::Bound::Included(6), std::ops::Bound::Excluded(5)))
            .unwrap_err(),
        Error::OutOfRange {
            start: 6,
            end: 5,
            len: 10
        }
    );
    assert_eq!(
        view.slice(..=usize::MAX).unwrap_err(),
        Error::OutOfRange {
            start: 0,
            end: usize::MAX,
            len: 10
        }
    );
    assert_eq!(
        view.split_at(11).unwrap_err(),
        Error::OutOfRange {
            start: 0,
            end: 11,
            len: 10
        }
    );
    assert_eq!(
        view.chunks(0).unwrap_err(),
        Error::ZeroLength { what: "chunk size" }
    );
    assert_eq!(
        buffer.view_mut().split_at(12).unwrap_err(),
        Error::OutOfRange {
            start: 0,
            end: 12,
            len: 10
        }
    );
    assert_eq!(
        Error::ZeroLength { what: "chunk size" }.to_string(),
        "the chunk size must not be zero"
    );
}

#[test]
fn casts_check_size_and_alignment() {
    let _leaks = NoLeaks::new();
    let device = device();
    let bytes: Vec<u8> = (0..16).collect();
    let mut buffer = DeviceBuffer::from_slice(&device, &bytes).unwrap();
    let words = buffer.view().cast::<u32>().unwrap();
    assert_eq!(words.len(), 4);
    assert_eq!(words.to_vec().unwrap()[1], u32::from_ne_bytes([4, 5, 6, 7]));
    let error = buffer.view().slice(..6).unwrap().cast::<u32>().unwrap_err();
    assert_eq!(error, Error::CastLength { bytes: 6, size: 4 });
    let odd = buffer.view().slice(1..9).unwrap();
    let error = odd.cast::<u32>().unwrap_err();
    assert_eq!(
        error,
        Error::Misaligned {
            addr: odd.device_ptr(),
            align: 4
        }
    );
    // Host views check the host address too.
    let host = View::from(&bytes[1..9]);
    assert!(matches!(
        host.cast::<u64>(),
        Err(Error::Misaligned { align: 8, .. })
    ));
    // A pinned host view reports its misaligned host address, not the device's.
    let pinned = PinnedBuffer::from_slice(&device, &bytes, PinnedFlags::DEFAULT).unwrap();
    let shifted = pinned.view().slice(1..9).unwrap();
    let host_addr = pinned.as_ptr() as u64 + 1;
    assert_eq!(
        shifted.cast::<u32>().unwrap_err(),
        Error::Misaligned {
            addr: host_addr,
            align: 4
        }
    );
    // An empty pinned buffer has no device address (0) and a placeholder host address, which
    // no cast reads: it casts as every empty view does (empty_views_of_every_kind_cast_alike).
    let empty = PinnedBuffer::<u8>::zeroed(&device, 0, PinnedFlags::DEFAULT).unwrap();
    assert_eq!(empty.device_ptr(), 0);
    assert_eq!(
        empty.view().cast::<u64>().unwrap().as_slice(),
        Some(&[][..])
    );
    let mut floats = buffer.view_mut().cast::<f32>().unwrap();
    floats.copy_from(&[1.0f32, 2.0, 3.0, 4.0]).unwrap();
    assert_eq!(
        buffer.view().cast::<f32>().unwrap().to_vec().unwrap(),
        [1.0, 2.0, 3.0, 4.0]
    );
}

#[test]
fn storage_ids_follow_allocations() {
    let _leaks = NoLeaks::new();
    let device = device();
    let a = DeviceBuffer::<u32>::zeroed(&device, 8).unwrap();
    let b = DeviceBuffer::<u32>::zeroed(&device, 8).unwrap();
    let id = a.storage_id();
    assert_eq!(a.view().storage_id(), Some(id));
    assert_eq!(
        a.view()
            .slice(2..4)
            .unwrap()
            .cast::<u16>()
            .unwrap()
            .storage_id(),
        Some(id)
    );
    assert_ne!(b.storage_id(), id);
    drop(a);
    let c = DeviceBuffer::<u32>::zeroed(&device, 8).unwrap();
    assert!(
        c.storage_id() > b.storage_id() && c.storage_id() != id,
        "never reused"
    );
    let pinned = PinnedBuffer::<u8>::zeroed(&device, 1, PinnedFlags::DEFAULT).unwrap();
    assert_eq!(pinned.view().storage_id(), Some(pinned.storage_id()));
    assert_eq!(View::from(&[1u8][..]).storage_id(), None);
}

// fills

#[test]
fn fills_write_8_16_and_32_bit_patterns() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut buffer = DeviceBuffer::<u32>::zeroed(&device, 4).unwrap();
    buffer.fill_bytes(0xab).unwrap();
    assert_eq!(buffer.to_vec().unwrap(), [0xabab_abab; 4]);
    buffer.fill_u16(0x1234).unwrap();
    assert_eq!(buffer.to_vec().unwrap(), [0x1234_1234; 4]);
    buffer.fill_u32(0xdead_beef).unwrap();
    assert_eq!(buffer.to_vec().unwrap(), [0xdead_beef; 4]);
    // Host kinds are filled from the host, unified memory by the driver.
    let mut pinned = PinnedBuffer::<u16>::zeroed(&device, 3, PinnedFlags::DEFAULT).unwrap();
    pinned.view_mut().fill_u16(0xbeef).unwrap();
    assert_eq!(&pinned[..], &[0xbeef; 3]);
    let mut unified = UnifiedBuffer::<u32>::zeroed(&device, 3, Attach::Global).unwrap();
    unified.view_mut().fill_u32(7).unwrap();
    assert_eq!(unified.as_slice().unwrap(), &[7; 3]);
    let mut host = vec![0u8; 5];
    ViewMut::from(&mut host).fill_bytes(1).unwrap();
    assert_eq!(host, [1; 5]);
}

#[test]
fn fills_check_width_and_alignment() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut shorts = DeviceBuffer::<u16>::zeroed(&device, 3).unwrap();
    assert_eq!(
        shorts.fill_u32(1).unwrap_err(),
        Error::CastLength { bytes: 6, size: 4 }
    );
    let mut bytes = DeviceBuffer::<u8>::zeroed(&device, 8).unwrap();
    let mut odd = bytes.view_mut().slice(1..5).unwrap();
    let addr = odd.device_ptr();
    assert_eq!(
        odd.fill_u16(1).unwrap_err(),
        Error::Misaligned { addr, align: 2 }
    );
    assert_eq!(bytes.to_vec().unwrap(), [0; 8], "nothing written");
}
