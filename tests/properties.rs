//! Property tests against the fake driver: random lengths, offsets, ranges and casts on views
//! and copies of every memory kind give either the contents a `Vec` model predicts or the
//! documented typed error, never a panic.

use cudyn_test_common as common;

use std::mem::size_of;

use common::kinds::{KINDS, Memory};
use common::{NoLeaks, device};
use cudyn::{DeviceBuffer, Error, MemoryKind};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

const CASES: u32 = 256;

/// Runs `property` over `CASES` inputs from `strategy` and prints how many ran.
fn check<S: Strategy>(
    name: &str,
    strategy: S,
    property: impl Fn(S::Value) -> Result<(), TestCaseError>,
) {
    let mut runner = TestRunner::new(Config {
        cases: CASES,
        failure_persistence: None,
        ..Config::default()
    });
    let ran = std::cell::Cell::new(0u32);
    let result = runner.run(&strategy, |input| {
        ran.set(ran.get() + 1);
        property(input)
    });
    if let Err(error) = result {
        panic!("{name}: {error}");
    }
    println!("{name}: {} cases", ran.get());
}

fn kind() -> impl Strategy<Value = MemoryKind> {
    prop::sample::select(KINDS.to_vec())
}

#[test]
fn slicing_views_matches_slicing_a_vec() {
    let _leaks = NoLeaks::new();
    let device = device();
    let strategy = (kind(), 0usize..600, 0usize..700, 0usize..700, 0usize..40);
    check("slices", strategy, |(kind, len, start, end, chunk)| {
        let model: Vec<u32> = (0..len as u32).map(|i| i ^ 0x5a5a).collect();
        let mut backing = Vec::new();
        let memory = Memory::new(kind, &device, &model, &mut backing);
        let view = memory.view();
        match view.slice(start..end) {
            Ok(part) => {
                prop_assert!(start <= end && end <= len);
                prop_assert_eq!(part.to_vec().unwrap(), &model[start..end]);
                prop_assert_eq!(part.device_ptr(), view.device_ptr() + 4 * start as u64);
            }
            Err(error) => {
                prop_assert!(start > end || end > len);
                prop_assert_eq!(error, Error::OutOfRange { start, end, len });
            }
        }
        match view.split_at(start) {
            Ok((head, tail)) => {
                prop_assert_eq!(head.to_vec().unwrap(), &model[..start]);
                prop_assert_eq!(tail.to_vec().unwrap(), &model[start..]);
            }
            Err(error) => prop_assert_eq!(
                error,
                Error::OutOfRange {
                    start: 0,
                    end: start,
                    len
                }
            ),
        }
        match view.chunks(chunk) {
            Ok(chunks) => {
                let got: Vec<Vec<u32>> = chunks.map(|c| c.to_vec().unwrap()).collect();
                let want: Vec<Vec<u32>> = model.chunks(chunk).map(<[u32]>::to_vec).collect();
                prop_assert_eq!(got, want);
            }
            Err(error) => {
                prop_assert_eq!(chunk, 0);
                prop_assert_eq!(error, Error::ZeroLength { what: "chunk size" });
            }
        }
        Ok(())
    });
}

#[test]
fn casts_succeed_exactly_when_size_and_alignment_allow() {
    let _leaks = NoLeaks::new();
    let device = device();
    let strategy = (
        0usize..200,
        0usize..16,
        prop::sample::select(vec![1usize, 2, 4, 8]),
    );
    check("casts", strategy, |(len, offset, size)| {
        let bytes: Vec<u8> = (0..len + 16).map(|i| (i * 37 % 251) as u8).collect();
        let buffer = DeviceBuffer::from_slice(&device, &bytes).unwrap();
        let part = buffer.view().slice(offset..offset + len).unwrap();
        let addr = part.device_ptr();
        // An empty view casts whatever its address: nothing is read through it.
        let expected_error = if len == 0 {
            None
        } else if !len.is_multiple_of(size) {
            Some(Error::CastLength { bytes: len, size })
        } else if !addr.is_multiple_of(size as u64) {
            Some(Error::Misaligned { addr, align: size })
        } else {
            None
        };
        let model = &bytes[offset..offset + len];
        let outcome = match size {
            1 => part.cast::<u8>().map(|v| v.to_vec().unwrap().to_vec()),
            2 => part
                .cast::<u16>()
                .map(|v| bytemuck::cast_slice(&v.to_vec().unwrap()).to_vec()),
            4 => part
                .cast::<u32>()
                .map(|v| bytemuck::cast_slice(&v.to_vec().unwrap()).to_vec()),
            _ => part
                .cast::<u64>()
                .map(|v| bytemuck::cast_slice(&v.to_vec().unwrap()).to_vec()),
        };
        match (outcome, expected_error) {
            (Ok(got), None) => prop_assert_eq!(got, model),
            (Err(error), Some(expected)) => prop_assert_eq!(error, expected),
            (outcome, expected) => {
                prop_assert!(false, "{outcome:?} where {expected:?} was expected")
            }
        }
        Ok(())
    });
}

#[test]
fn copies_between_random_ranges_of_random_kinds_follow_the_model() {
    let _leaks = NoLeaks::new();
    let device = device();
    let range = || (0usize..300, 0usize..300);
    let strategy = (kind(), kind(), 1usize..300, 1usize..300, range(), range());
    check(
        "copies",
        strategy,
        |(from, to, src_len, dst_len, (s0, s1), (d0, d1))| {
            let (s0, s1) = (s0.min(s1) % src_len, s0.max(s1) % (src_len + 1));
            let (d0, d1) = (d0.min(d1) % dst_len, d0.max(d1) % (dst_len + 1));
            let (s1, d1) = (s1.max(s0), d1.max(d0));
            let src_model: Vec<u32> = (0..src_len as u32).map(|i| i + 1000).collect();
            let mut dst_model: Vec<u32> = vec![7; dst_len];
            let (mut b1, mut b2) = (Vec::new(), Vec::new());
            let src = Memory::new(from, &device, &src_model, &mut b1);
            let mut dst = Memory::new(to, &device, &dst_model, &mut b2);
            let outcome = cudyn::copy(
                src.view().slice(s0..s1).unwrap(),
                dst.view_mut().slice(d0..d1).unwrap(),
            );
            if s1 - s0 == d1 - d0 {
                prop_assert_eq!(outcome, Ok(()));
                dst_model[d0..d1].copy_from_slice(&src_model[s0..s1]);
            } else {
                prop_assert_eq!(
                    outcome,
                    Err(Error::LengthMismatch {
                        dst: d1 - d0,
                        src: s1 - s0
                    })
                );
            }
            prop_assert_eq!(dst.view().to_vec().unwrap(), dst_model);
            Ok(())
        },
    );
}

#[test]
fn fills_of_random_ranges_and_widths_follow_the_model() {
    let _leaks = NoLeaks::new();
    let device = device();
    let strategy = (
        kind(),
        1usize..200,
        0usize..800,
        0usize..800,
        prop::sample::select(vec![1usize, 2, 4]),
    );
    check("fills", strategy, |(kind, len, a, b, width)| {
        let model_words: Vec<u32> = (0..len as u32).collect();
        let mut backing = Vec::new();
        let mut memory = Memory::new(kind, &device, &model_words, &mut backing);
        let bytes = len * size_of::<u32>();
        let (start, end) = (
            a.min(b) % bytes,
            (a.max(b) % (bytes + 1)).max(a.min(b) % bytes),
        );
        let mut model: Vec<u8> = bytemuck::cast_slice(&model_words).to_vec();
        let mut view = memory
            .view_mut()
            .cast::<u8>()
            .unwrap()
            .slice(start..end)
            .unwrap();
        let addr = view.device_ptr();
        let outcome = match width {
            1 => view.fill_bytes(0xa1),
            2 => view.fill_u16(0xb2c3),
            _ => view.fill_u32(0xd4e5_f607),
        };
        let expected = if !(end - start).is_multiple_of(width) {
            Err(Error::CastLength {
                bytes: end - start,
                size: width,
            })
        } else if !addr.is_multiple_of(width as u64) {
            Err(Error::Misaligned { addr, align: width })
        } else {
            let pattern: Vec<u8> = match width {
                1 => vec![0xa1],
                2 => 0xb2c3u16.to_ne_bytes().to_vec(),
                _ => 0xd4e5_f607u32.to_ne_bytes().to_vec(),
            };
            model[start..end]
                .chunks_mut(width)
                .for_each(|w| w.copy_from_slice(&pattern));
            Ok(())
        };
        prop_assert_eq!(outcome, expected);
        let words = memory.view().to_vec().unwrap();
        prop_assert_eq!(bytemuck::cast_slice::<u32, u8>(&words), &model[..]);
        Ok(())
    });
}
