//! Scopes over several streams, and held memory given back before the scope ends, against the
//! fake driver. The fake runs work at once, so what is checked is what cudyn asks of the driver:
//! which events are recorded, waited on and synchronised, on which streams, and the data.

use cudyn_test_common as common;

use common::{KERNELS, NoLeaks, device, pattern};
use cudyn::sys::CUresult;
use cudyn::{
    DeviceBuffer, Error, LaunchConfig, Location, Module, PinnedBuffer, PinnedFlags, Stream,
    UnifiedBuffer,
};
use cudyn_fake_driver as fake;

/// Event records, stream waits, event synchronisations and stream synchronisations so far.
fn counts() -> [u64; 4] {
    [
        "cuEventRecord",
        "cuStreamWaitEvent",
        "cuEventSynchronize",
        "cuStreamSynchronize",
    ]
    .map(fake::calls_of)
}

fn since(before: [u64; 4]) -> [u64; 4] {
    let now = counts();
    std::array::from_fn(|i| now[i] - before[i])
}

#[test]
fn held_memory_used_on_a_second_stream_waits_for_the_first_once_per_hand_over() {
    let _leaks = NoLeaks::new();
    let device = device();
    let (a, b) = (Stream::new(&device).unwrap(), Stream::new(&device).unwrap());
    let input = pattern(256, 1);
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, 256).unwrap();
    let (mut out, mut again) = (vec![0u32; 256], vec![0u32; 256]);
    let before = counts();
    a.scope(|s| {
        let held = s.hold(&mut on_device);
        let lane = s.on(&b);
        assert!(std::ptr::eq(lane.stream(), &b));
        s.copy(&input, held)?;
        assert_eq!(since(before), [0; 4], "one stream so far: no events");
        lane.copy(held, &mut out)?;
        assert_eq!(since(before)[..2], [1, 1], "b waits for a's copy");
        lane.fill_u32(held.slice(..1)?, 5)?;
        assert_eq!(since(before)[..2], [1, 1], "still on b: nothing more");
        s.copy(held, &mut again)?;
        assert_eq!(since(before)[..2], [2, 2], "back on a: a waits for b");
        Ok(())
    })
    .unwrap();
    assert_eq!(
        since(before)[2..],
        [0, 2],
        "both streams waited for at the end, once"
    );
    assert_eq!(out, input);
    assert_eq!(again[0], 5);
    assert_eq!(again[1..], input[1..]);
}

#[test]
fn plain_borrows_on_two_streams_need_no_events() {
    let _leaks = NoLeaks::new();
    let device = device();
    let (a, b) = (Stream::new(&device).unwrap(), Stream::new(&device).unwrap());
    let input = pattern(64, 2);
    let (mut x, mut y) = (vec![0u32; 64], vec![0u32; 64]);
    let before = counts();
    a.scope(|s| {
        s.copy(&input, &mut x)?;
        s.on(&b).copy(&input, &mut y)?;
        // The same lane again is not waited for twice.
        s.on(&b).on(&b);
        Ok(())
    })
    .unwrap();
    assert_eq!(since(before), [0, 0, 0, 2]);
    assert_eq!((x, y), (input.clone(), input));
}

#[test]
fn giving_back_waits_for_the_last_use_only_and_spends_every_copy_of_the_handle() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let mut staging = PinnedBuffer::<u32>::zeroed(&device, 128, PinnedFlags::DEFAULT).unwrap();
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, 128).unwrap();
    let input = pattern(128, 3);
    let before = counts();
    stream
        .scope(|s| {
            let d = s.hold(&mut on_device);
            let held = s.hold(&mut staging);
            let part = held.slice(..64)?;
            s.copy(&input, d)?;
            s.copy(d, held)?;
            let mut back = s.give_back(held)?;
            assert_eq!(
                since(before),
                [1, 0, 1, 0],
                "an event after its use, waited on"
            );
            assert_eq!(back.as_slice().unwrap(), &input[..]);
            back.as_mut_slice().unwrap()[0] = 99;
            // Every copy of the handle is spent, slices included.
            assert_eq!(s.copy(d.slice(..64)?, part), Err(Error::GivenBack));
            assert_eq!(s.give_back(held).unwrap_err(), Error::GivenBack);
            assert_eq!(s.fill_u32(held, 0), Err(Error::GivenBack));
            let refused = s.prefetch(part, Location::Host);
            assert_eq!(refused, Err(Error::GivenBack));
            // Lent again: a fresh handle.
            let held = s.hold(back);
            s.copy(held, d)?;
            Ok(())
        })
        .unwrap();
    let mut expected = input.clone();
    expected[0] = 99;
    assert_eq!(on_device.to_vec().unwrap(), expected);
    assert_eq!(
        since(before)[3],
        1,
        "the stream itself was waited for only at the end"
    );
}

#[test]
fn a_rolling_pipeline_on_two_streams_waits_for_exactly_each_sets_last_use() {
    let _leaks = NoLeaks::new();
    let device = device();
    let module = Module::from_ptx(&device, KERNELS).unwrap();
    let add = module.function("add_u32").unwrap();
    let (up, down) = (Stream::new(&device).unwrap(), Stream::new(&device).unwrap());
    const N: usize = 96;
    let mk = || PinnedBuffer::<u32>::zeroed(&device, N, PinnedFlags::DEFAULT).unwrap();
    let (mut in0, mut in1, mut out0, mut out1) = (mk(), mk(), mk(), mk());
    let mut dev_in = [0, 1].map(|_| DeviceBuffer::<u32>::uninit(&device, N).unwrap());
    let mut dev_out = [0, 1].map(|_| DeviceBuffer::<u32>::uninit(&device, N).unwrap());
    let events_made = fake::calls_of("cuEventCreate");
    let mut checked = Vec::new();
    let batches = 40u32;
    let before = counts();
    up.scope(|s| {
        let back = s.on(&down);
        let [di0, di1] = &mut dev_in;
        let [do0, do1] = &mut dev_out;
        let devices = [(s.hold(di0), s.hold(do0)), (s.hold(di1), s.hold(do1))];
        let mut idle = [
            Some((in0.view_mut(), out0.view_mut())),
            Some((in1.view_mut(), out1.view_mut())),
        ];
        let mut flight = [None, None];
        let drain =
            |set: usize, flight: &mut [Option<_>; 2], checked: &mut Vec<u32>| -> cudyn::Result<_> {
                let Some((batch, held_in, held_out)) = flight[set].take() else {
                    return Ok(None);
                };
                let input = s.give_back(held_in)?;
                let output = s.give_back(held_out)?;
                let want: Vec<u32> = pattern(N, batch).iter().map(|v| v + batch).collect();
                assert_eq!(output.as_slice().unwrap(), &want[..], "batch {batch}");
                checked.push(batch);
                Ok(Some((input, output)))
            };
        for batch in 0..batches {
            let set = batch as usize % 2;
            if let Some(views) = drain(set, &mut flight, &mut checked)? {
                idle[set] = Some(views);
            }
            let (mut input, output) = idle[set].take().unwrap();
            input
                .as_mut_slice()
                .unwrap()
                .copy_from_slice(&pattern(N, batch));
            let (held_in, held_out) = (s.hold(input), s.hold(output));
            let (d_in, d_out) = devices[set];
            s.copy(held_in, d_in)?;
            // SAFETY: add_u32(const u32 *in, u32 *out, u32 n, u32 value) over N elements.
            unsafe {
                s.launch(
                    &add,
                    LaunchConfig::linear(N as u32, 32),
                    (d_in, d_out, N as u32, batch),
                )
            }?;
            back.copy(d_out, held_out)?;
            flight[set] = Some((batch, held_in, held_out));
        }
        for set in [0, 1] {
            drain(set, &mut flight, &mut checked)?;
        }
        Ok(())
    })
    .unwrap();
    checked.sort_unstable();
    assert_eq!(checked, (0..batches).collect::<Vec<_>>());
    let [records, waits, event_syncs, stream_syncs] = since(before);
    println!("{records} records, {waits} waits over {batches} batches");
    assert_eq!(
        stream_syncs, 2,
        "streams are waited for only when the scope ends"
    );
    assert_eq!(
        event_syncs,
        2 * u64::from(batches),
        "one host wait per buffer given back"
    );
    // Per batch: the hand-over to `down`, the end of the input's use on `up`, and the end of
    // the output's use on `down`, at most; a wait for each hand-over in either direction.
    assert!(records <= 3 * u64::from(batches), "{records} records");
    assert!(waits <= 2 * u64::from(batches), "{waits} waits");
    assert!(
        fake::calls_of("cuEventCreate") - events_made <= 8,
        "events are pooled and recorded again"
    );
}

#[test]
fn an_inner_scope_and_its_outer_scope_order_their_uses_of_held_memory_both_ways() {
    let _leaks = NoLeaks::new();
    let device = device();
    let (a, b) = (Stream::new(&device).unwrap(), Stream::new(&device).unwrap());
    let input = pattern(32, 4);
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, 32).unwrap();
    let mut out = vec![0u32; 32];
    let before = counts();
    a.scope(|outer| {
        let held = outer.hold(&mut on_device);
        outer.copy(&input, held)?;
        b.scope(|inner| {
            inner.fill_u32(held.slice(..4)?, 1)?;
            assert_eq!(since(before)[..2], [1, 1], "b waits for a's copy");
            // Queued by the outer scope while the inner one runs: ordered after b's fill.
            outer.copy(held, &mut out)?;
            assert_eq!(since(before)[..2], [2, 2], "a waits for b's fill");
            Ok(())
        })
    })
    .unwrap();
    let mut expected = input;
    expected[..4].fill(1);
    assert_eq!(out, expected);
}

#[test]
fn a_failed_host_wait_keeps_the_memory_held() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let mut unified = UnifiedBuffer::<u32>::zeroed(&device, 16, cudyn::Attach::Global).unwrap();
    let input = pattern(16, 5);
    stream
        .scope(|s| {
            let held = s.hold(&mut unified);
            s.copy(&input, held)?;
            fake::fail_function(
                "cuEventSynchronize",
                CUresult::CUDA_ERROR_LAUNCH_FAILED.0 as i32,
            );
            let error = s.give_back(held).unwrap_err();
            fake::clear_failures();
            assert_eq!(
                error.driver_code(),
                Some(CUresult::CUDA_ERROR_LAUNCH_FAILED)
            );
            // Still held, and usable.
            s.fill_u32(held.slice(..1)?, 7)?;
            let back = s.give_back(held)?;
            assert_eq!(back.as_slice().unwrap()[..2], [7, input[1]]);
            Ok(())
        })
        .unwrap();
}
