//! Filling memory with a repeated 8-, 16- or 32-bit pattern (`cuMemsetD8/16/32`), and the
//! methods that do it: on views, on device and unified buffers (their zeroed constructors
//! included), and in scopes.

use bytemuck::Pod;

use super::scope::{Destination, Scope};
use crate::driver::call;
use crate::driver::device::Device;
use crate::driver::error::{Error, Result};
use crate::driver::memory_kind::MemoryKind;
use crate::driver::stream::Stream;
use crate::driver::wait::wait_for_stream;
use crate::memory::device_buffer::DeviceBuffer;
use crate::memory::unified::{Attach, UnifiedBuffer};
use crate::memory::view::{Rows, Span, ViewMut};
use crate::sys::CUstream;

#[derive(Clone, Copy, Debug)]
pub(crate) enum Pattern {
    U8(u8),
    U16(u16),
    U32(u32),
}

impl Pattern {
    fn width(self) -> usize {
        match self {
            Pattern::U8(_) => 1,
            Pattern::U16(_) => 2,
            Pattern::U32(_) => 4,
        }
    }

    pub(crate) fn bytes(self) -> ([u8; 4], usize) {
        match self {
            Pattern::U8(v) => ([v, 0, 0, 0], 1),
            Pattern::U16(v) => {
                let [a, b] = v.to_ne_bytes();
                ([a, b, 0, 0], 2)
            }
            Pattern::U32(v) => (v.to_ne_bytes(), 4),
        }
    }
}

/// Fills `dst` with `pattern`: now, or queued on `stream` (inside a scope, which keeps `dst`
/// borrowed until the stream is synchronised).
pub(crate) fn fill(dst: Span<'_>, pattern: Pattern, stream: Option<&Stream>) -> Result<()> {
    if let Some(rows) = dst.gaps() {
        return fill_rows(dst, rows, pattern, stream);
    }
    let width = pattern.width();
    if !dst.bytes.is_multiple_of(width) {
        return Err(Error::CastLength {
            bytes: dst.bytes,
            size: width,
        });
    }
    if !dst.addr.is_multiple_of(width as u64) {
        return Err(Error::Misaligned {
            addr: dst.addr,
            align: width,
        });
    }
    let count = dst.bytes / width;
    if count == 0 {
        return Ok(());
    }
    if stream.is_none() && dst.kind.is_host() && !dst.host.is_null() {
        // Host RAM with nothing in flight on it: fill it from the host.
        // SAFETY: the view this span came from grants exclusive host access to `dst.bytes`
        // bytes at `dst.host`.
        fill_host(
            unsafe { std::slice::from_raw_parts_mut(dst.host, dst.bytes) },
            pattern,
        );
        return Ok(());
    }
    if dst.kind == MemoryKind::Host {
        // The driver cannot set pageable memory, and queued work must not be overtaken.
        return Err(Error::WrongMemoryKind {
            expected: "memory the driver can set",
            found: dst.kind,
        });
    }
    let addr = dst.addr;
    match stream {
        Some(stream) => {
            stream.bind()?;
            let s = stream.raw();
            // SAFETY: `count` words at `addr` are valid and stay borrowed until the scope
            // synchronises the stream; the stream's context is current.
            unsafe {
                match pattern {
                    Pattern::U8(v) => call!(cuMemsetD8Async(addr, v, count, s)),
                    Pattern::U16(v) => call!(cuMemsetD16Async(addr, v, count, s)),
                    Pattern::U32(v) => call!(cuMemsetD32Async(addr, v, count, s)),
                }
            }
        }
        None => {
            let context = dst.context.ok_or(Error::WrongMemoryKind {
                expected: "memory that belongs to a context",
                found: dst.kind,
            })?;
            context.bind()?;
            // SAFETY: `count` words at `addr` are valid and exclusively borrowed; the context
            // owning them is current.
            unsafe {
                match pattern {
                    Pattern::U8(v) => call!(cuMemsetD8_v2(addr, v, count)),
                    Pattern::U16(v) => call!(cuMemsetD16_v2(addr, v, count)),
                    Pattern::U32(v) => call!(cuMemsetD32_v2(addr, v, count)),
                }
            }?;
            // The memsets return before the device has finished; "filled" should mean done,
            // even where the wait fails: the caller may free the memory next.
            // SAFETY: the legacy stream of `context`, bound above, where the memset ran.
            unsafe { wait_for_stream(context, std::ptr::null_mut(), "a fill") }
        }
    }
}

/// Host RAM with nothing in flight on it, filled from the host; its length is whole words.
fn fill_host(memory: &mut [u8], pattern: Pattern) {
    let (bytes, width) = pattern.bytes();
    memory
        .chunks_exact_mut(width)
        .for_each(|word| word.copy_from_slice(&bytes[..width]));
}

/// [`fill`] for a rectangle or a volume with gaps between its rows: the rows only
/// (`cuMemsetD2D*`), the gaps untouched; one call for all slices where they lie a whole number
/// of pitches apart with no row between them, else one call per slice.
fn fill_rows(dst: Span<'_>, rows: Rows, pattern: Pattern, stream: Option<&Stream>) -> Result<()> {
    let width = pattern.width();
    if !rows.width.is_multiple_of(width) {
        return Err(Error::CastLength {
            bytes: rows.width,
            size: width,
        });
    }
    // The driver needs every row aligned for the pattern: the first address, the pitch, and
    // the slice stride of a volume.
    let slice = if rows.depth > 1 { rows.slice } else { 0 };
    if let Some(addr) = [dst.addr, rows.pitch as u64, slice as u64]
        .into_iter()
        .find(|a| !a.is_multiple_of(width as u64))
    {
        return Err(Error::Misaligned { addr, align: width });
    }
    if stream.is_none() && dst.kind.is_host() && !dst.host.is_null() {
        for (plane, row) in (0..rows.depth).flat_map(|p| (0..rows.count).map(move |r| (p, r))) {
            // SAFETY: each row lies in the rectangle or volume, which the view this span came
            // from grants exclusive host access to; rows do not overlap (width <= pitch, a
            // slice's rows <= slice stride).
            let memory = unsafe {
                let at = dst.host.add(plane * rows.slice + row * rows.pitch);
                std::slice::from_raw_parts_mut(at, rows.width)
            };
            fill_host(memory, pattern);
        }
        return Ok(());
    }
    if dst.kind == MemoryKind::Host {
        return Err(Error::WrongMemoryKind {
            expected: "memory the driver can set",
            found: dst.kind,
        });
    }
    // (first address, pitch, rows) of each call.
    let words = rows.width / width;
    let calls: Vec<(u64, usize, usize)> = if rows.depth == 1 {
        vec![(dst.addr, rows.pitch, rows.count)]
    } else if rows.slice == rows.count * rows.pitch {
        vec![(dst.addr, rows.pitch, rows.count * rows.depth)]
    } else if rows.count == 1 && dst.context.map_or(Ok(0), |c| c.max_pitch())? >= rows.slice {
        // One row per slice: the slice stride as the pitch, where the device takes it.
        vec![(dst.addr, rows.slice, rows.depth)]
    } else {
        (0..rows.depth)
            .map(|z| (dst.addr + (z * rows.slice) as u64, rows.pitch, rows.count))
            .collect()
    };
    let set = |(addr, pitch, height): (u64, usize, usize), s: Option<CUstream>| {
        // SAFETY: the rows at `addr` lie in the span, exclusively borrowed (a scope keeps them
        // so until it synchronises the stream); the stream's or the owning context is current.
        unsafe {
            match (pattern, s) {
                (Pattern::U8(v), Some(s)) => {
                    call!(cuMemsetD2D8Async(addr, pitch, v, words, height, s))
                }
                (Pattern::U16(v), Some(s)) => {
                    call!(cuMemsetD2D16Async(addr, pitch, v, words, height, s))
                }
                (Pattern::U32(v), Some(s)) => {
                    call!(cuMemsetD2D32Async(addr, pitch, v, words, height, s))
                }
                (Pattern::U8(v), None) => call!(cuMemsetD2D8_v2(addr, pitch, v, words, height)),
                (Pattern::U16(v), None) => call!(cuMemsetD2D16_v2(addr, pitch, v, words, height)),
                (Pattern::U32(v), None) => call!(cuMemsetD2D32_v2(addr, pitch, v, words, height)),
            }
        }
    };
    if let Some(stream) = stream {
        stream.bind()?;
        return calls
            .into_iter()
            .try_for_each(|c| set(c, Some(stream.raw())));
    }
    let context = dst.context.ok_or(Error::WrongMemoryKind {
        expected: "memory that belongs to a context",
        found: dst.kind,
    })?;
    context.bind()?;
    let mut queued = 0;
    let result = calls.into_iter().try_for_each(|c| {
        set(c, None)?;
        queued += 1;
        Ok(())
    });
    if queued == 0 {
        return result;
    }
    // "Filled" means done, as for contiguous memory; waited for after a failure too, since
    // slices set before it may still be running when the caller frees the memory.
    // SAFETY: the legacy stream of `context`, bound above, where the memsets ran.
    let waited = unsafe { wait_for_stream(context, std::ptr::null_mut(), "a fill of rows") };
    result.and(waited)
}

impl<T: Pod> ViewMut<'_, T> {
    /// Sets every byte to `value`.
    pub fn fill_bytes(&mut self, value: u8) -> Result<()> {
        fill(self.span(), Pattern::U8(value), None)
    }

    /// Repeats the 16-bit `value` over the memory, which must be a whole number of 2-byte
    /// words, 2-byte aligned.
    pub fn fill_u16(&mut self, value: u16) -> Result<()> {
        fill(self.span(), Pattern::U16(value), None)
    }

    /// Repeats the 32-bit `value` over the memory, which must be a whole number of 4-byte
    /// words, 4-byte aligned.
    pub fn fill_u32(&mut self, value: u32) -> Result<()> {
        fill(self.span(), Pattern::U32(value), None)
    }
}

impl<T: Pod> DeviceBuffer<T> {
    /// A buffer of zeroes.
    pub fn zeroed(device: &Device, len: usize) -> Result<Self> {
        let mut buffer = Self::uninit(device, len)?;
        buffer.view_mut().fill_bytes(0)?;
        Ok(buffer)
    }

    /// Sets every byte to `value`.
    pub fn fill_bytes(&mut self, value: u8) -> Result<()> {
        self.view_mut().fill_bytes(value)
    }

    /// Repeats the 16-bit `value` (for element types whose size is a multiple of 2).
    pub fn fill_u16(&mut self, value: u16) -> Result<()> {
        self.view_mut().fill_u16(value)
    }

    /// Repeats the 32-bit `value` (for element types whose size is a multiple of 4).
    pub fn fill_u32(&mut self, value: u32) -> Result<()> {
        self.view_mut().fill_u32(value)
    }
}

impl<T: Pod> UnifiedBuffer<T> {
    /// A managed buffer of zeroes, attached as `attach` says, zeroed by the device: its pages
    /// start on the device. For memory a device touches first (a kernel's output, scratch
    /// space); the host's first touch of each page then migrates it back, at a few GB/s. For
    /// memory the host fills first, use [`UnifiedBuffer::zeroed_on_host`],
    /// [`UnifiedBuffer::from_fn`] or [`UnifiedBuffer::from_slice`], which leave the pages on
    /// the host.
    pub fn zeroed(device: &Device, len: usize, attach: Attach) -> Result<Self> {
        let mut buffer = Self::allocate(device, len, attach)?;
        // Zeroed by the device: touching every page from the host would pull it all to host RAM.
        buffer.view_mut().fill_bytes(0)?;
        Ok(buffer)
    }
}

impl<'scope> Scope<'scope, '_> {
    /// Queues setting every byte of `dst` to `value`.
    pub fn fill_bytes<T: Pod>(&self, dst: impl Destination<'scope, T>, value: u8) -> Result<()> {
        self.queue_fill(dst, Pattern::U8(value))
    }

    /// Queues repeating the 16-bit `value` over `dst` (2-byte aligned, whole words).
    pub fn fill_u16<T: Pod>(&self, dst: impl Destination<'scope, T>, value: u16) -> Result<()> {
        self.queue_fill(dst, Pattern::U16(value))
    }

    /// Queues repeating the 32-bit `value` over `dst` (4-byte aligned, whole words).
    pub fn fill_u32<T: Pod>(&self, dst: impl Destination<'scope, T>, value: u32) -> Result<()> {
        self.queue_fill(dst, Pattern::U32(value))
    }

    /// Device memory of another device is [`Error::WrongDevice`]; the rest is queued.
    fn queue_fill<T>(&self, dst: impl Destination<'scope, T>, pattern: Pattern) -> Result<()> {
        let slot = dst.held();
        let dst = dst.destination().0;
        self.check_device("the filled device memory", &dst)?;
        self.queue(&[slot], || {
            // In a graph capture a small fill the block kernel reaches is a kernel node, which
            // a launch runs for a tenth of a memset node's cost (`work::batch`).
            if self.stream().captures() && self.fill_captured(dst, pattern)? {
                return Ok(());
            }
            fill(dst, pattern, Some(self.stream()))
        })
    }
}
