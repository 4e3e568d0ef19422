//! Files moved in a scope's order (`Scope::read_file`, `Scope::write_file`) on the fake driver.
//! A binary of its own: what a context keeps for later scopes' copies is given back before its
//! leak check (`NoLeaksBesidesKept`), which in `tests/files.rs` would make the next test make
//! it again, and count it.
#![cfg(target_os = "linux")]

use cudyn_test_common as common;

use common::scratch::{Scratch, pattern};
use common::{NoLeaksBesidesKept, device};
use cudyn::{DeviceBuffer, Error, PinnedBuffer, PinnedFlags};
use cudyn_fake_driver as fake;

const MIB: usize = 1 << 20;

/// A scratch file in this binary's temporary folder (on the machine's own disk).
fn scratch(name: &str, data: &[u8]) -> Scratch {
    Scratch::new(
        env!("CARGO_TARGET_TMPDIR"),
        &format!("file-scopes-{name}"),
        data,
    )
}

#[test]
fn scope_transfers_run_in_the_scopes_order_and_are_refused_in_a_capture() {
    let leaks = NoLeaksBesidesKept::new();
    let device = device();
    cudyn::set_staging_threads(4);
    let stream = cudyn::Stream::new(&device).unwrap();
    // Staged (6 MiB + 5), bounced (3000 bytes) and in place (pinned), at unaligned offsets.
    let round = |len: usize, offset: u64| {
        let data = pattern(len, 23);
        let scratch = scratch("scope", &vec![0u8; len + offset as usize + 7]);
        let mut first = DeviceBuffer::<u8>::zeroed(&device, len).unwrap();
        let mut second = DeviceBuffer::<u8>::zeroed(&device, len).unwrap();
        let mut pinned = PinnedBuffer::<u8>::zeroed(&device, len, PinnedFlags::default()).unwrap();
        let mut back = vec![0u8; len];
        stream
            .scope(|s| {
                // Each step needs the one before it done: the upload before the write, the
                // write before the read, the read before the copies out.
                let (first, second) = (s.hold(&mut first), s.hold(&mut second));
                let pinned = s.hold(&mut pinned);
                s.copy(&data[..], first)?;
                s.write_file(&scratch.file, offset, first)?;
                s.read_file(&scratch.file, offset, second)?;
                s.copy(second, pinned)?;
                s.write_file(&scratch.file, 0, pinned)?;
                s.read_file(&scratch.file, 0, &mut back[..])?;
                Ok(())
            })
            .unwrap();
        assert!(back == data, "{len}");
        assert!(second.to_vec().unwrap() == data, "{len}");
    };
    for (len, offset) in [(6 * MIB + 5, 4097u64), (3000, 11)] {
        round(len, offset);
    }
    // Held memory: the hold's order is kept.
    let scratch = scratch("scope-held", &pattern(5 * MIB, 29));
    let mut held_into = DeviceBuffer::<u8>::zeroed(&device, 5 * MIB).unwrap();
    stream
        .scope(|s| {
            let held = s.hold(&mut held_into);
            s.read_file(&scratch.file, 0, held)?;
            Ok(())
        })
        .unwrap();
    assert!(held_into.to_vec().unwrap() == pattern(5 * MIB, 29));
    // A graph would not read the file at its launches: refused, and the capture goes on.
    let target = DeviceBuffer::<u8>::zeroed(&device, 4096).unwrap();
    let mut refused = None;
    let graph = cudyn::Graph::capture(&device, target, |s, target| {
        refused = Some(s.read_file(&scratch.file, 0, target).unwrap_err());
        Ok(())
    })
    .unwrap();
    assert_eq!(graph.nodes(), 0);
    assert!(
        matches!(
            refused,
            Some(Error::NotCapturable {
                what: "a file transfer",
                ..
            })
        ),
        "{refused:?}"
    );
    drop((graph, stream, held_into));
    drop(leaks);
}

#[test]
fn managed_memory_of_another_device_is_moved_in_the_scopes_order_and_plain_forms_refuse_a_capture()
{
    let leaks = NoLeaksBesidesKept::new();
    let (device, other) = (device(), cudyn::Device::get(1).unwrap());
    cudyn::set_staging_threads(4);
    let len = 5 * MIB + 3;
    let data = pattern(len, 31);
    let scratch = scratch("other-device", &data);
    let mut unified =
        cudyn::UnifiedBuffer::<u8>::zeroed(&device, len, cudyn::Attach::Global).unwrap();
    let stream = cudyn::Stream::new(&other).unwrap();
    // Large enough for the ring, but the ring is device 0's and the order device 1's stream:
    // no ring DMA, the scope's own ordered copy.
    let dmas = fake::calls_of("cuMemcpyHtoDAsync_v2");
    stream
        .scope(|s| {
            let held = s.hold(&mut unified);
            s.read_file(&scratch.file, 0, held)?;
            s.write_file(&scratch.file, 7, held)
        })
        .unwrap();
    assert_eq!(fake::calls_of("cuMemcpyHtoDAsync_v2"), dmas, "no ring DMA");
    assert!(unified.as_slice().unwrap() == &data[..]);
    let mut written = data[..7].to_vec();
    written.extend_from_slice(&data);
    assert!(std::fs::read(&scratch.path).unwrap() == written);
    // The plain forms on a capturing thread: refused before anything reaches the driver, and
    // the capture goes on.
    let mut on_device = DeviceBuffer::<u8>::zeroed(&device, len).unwrap();
    let mut refused = Vec::new();
    let graph = cudyn::Graph::capture(&device, (), |_, _| {
        refused.push(cudyn::file::read_at(&scratch.file, 100, &mut on_device).unwrap_err());
        refused.push(cudyn::file::write_at(&scratch.file, 0, &on_device).unwrap_err());
        Ok(())
    })
    .unwrap();
    assert_eq!(graph.nodes(), 0);
    for error in &refused {
        assert!(
            matches!(
                error,
                Error::NotCapturable {
                    what: "a file transfer",
                    ..
                }
            ),
            "{error}"
        );
    }
    drop((graph, stream, unified, on_device));
    drop(leaks);
}
