//! Scopes: how asynchronous work on a stream stays sound.
//!
//! # Why scopes
//!
//! An asynchronous copy or kernel goes on after the call that queued it returns. Safe code must
//! then be unable to free, write or (for memory the GPU writes) read anything that queued work
//! touches until the work is done. Two mechanisms do this:
//!
//! - Per-buffer event tracking (cudarc's choice): every buffer records an event for each use
//!   and waits on it before the next host access or free. It allows anything, but costs an
//!   event record per operation and an event per buffer (on an H100 about 1.5 µs per allocation
//!   and 1.7 µs per small copy), and the checks run on every access.
//! - A scope, in the manner of `std::thread::scope`, which this crate uses: work is queued
//!   inside [`Stream::scope`], whose operations borrow what they touch for the whole scope, and
//!   the scope synchronises its stream before it returns. The borrow checker then proves, at no
//!   run-time cost, that nothing in flight can be freed or touched by the host: there is one
//!   synchronisation per scope and nothing per operation.
//!
//! Memory used by several operations of one scope (copied into, then read by a kernel, then
//! copied out) is lent to the scope once with [`Scope::hold`]; the handle it returns can be used
//! by any number of operations and gives no host access.
//!
//! A scope may queue on several streams ([`Scope::on`]), so that copies in both directions and
//! kernels overlap; it waits for all of them before it ends. Held memory used on two streams is
//! ordered through events, in the order its uses were queued, and can be given back before the
//! scope ends ([`Scope::give_back`]) once its last use is done: one scope then runs a rolling
//! pipeline over two sets of buffers, the host filling one while the device works on the other.
//! `work::held` says what this costs (nothing for a scope on one stream that gives nothing
//! back). Operations outside a scope (`copy`, `to_vec`, `fill_*`, ...) complete before they
//! return.
//!
//! The operations of a scope live with what they do: [`Scope::copy`] in `work::copy`, the fills
//! in `work::fill`, [`Scope::launch`] in `work::kernel`, prefetches and discards in
//! `work::managed`; this module holds the scope itself, its streams and ordering (events);
//! `work::held` what it lends.
//!
//! A scope's end is also reached by `?` and by panics: a guard synchronises the stream while
//! unwinding. Either way the scope does not end until nothing it queued can still run: if waiting
//! for the stream fails, it waits for the whole context; if that fails too, the driver must say
//! the context is lost (then none of its work runs again), or the process aborts. A lost
//! context (a kernel faulted) ends the scope with [`Error::ContextLost`], and every later
//! operation on the device with the same error until [`Device::reset`](crate::Device::reset).

use std::cell::{OnceCell, RefCell};
use std::marker::PhantomData;

use bytemuck::Pod;

use crate::driver::error::{Error, Result};
use crate::driver::event::Event;
use crate::driver::memory_kind::MemoryKind;
use crate::driver::stream::Stream;
use crate::driver::wait::wait_for_context;
use crate::memory::view::{Span, View, ViewMut};

mod capture;
mod scratch;

pub(crate) use self::capture::{Capture, CaptureKernel, record_work};
pub use super::held::Held;
use super::held::{Holds, Slot, before_use, used};

impl Stream {
    /// Runs `f`, which queues work on this stream (and on others, through [`Scope::on`]) through
    /// the [`Scope`] it is given, then waits for the work to finish. Whatever the work touches
    /// stays borrowed until then.
    ///
    /// Returns `f`'s error if it failed (after waiting all the same), else the error of the
    /// wait, else `f`'s value.
    ///
    /// ```
    /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
    /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
    /// # let device = cudyn::Device::get(0)?;
    /// let stream = cudyn::Stream::new(&device)?;
    /// let input = cudyn::PinnedBuffer::from_slice(&device, &[1u32; 256], Default::default())?;
    /// let mut output = vec![0u32; 256];
    /// let mut scratch = cudyn::DeviceBuffer::<u32>::uninit(&device, 256)?;
    /// stream.scope(|s| {
    ///     let scratch = s.hold(&mut scratch);
    ///     s.copy(&input, scratch)?;
    ///     s.fill_u32(scratch.slice(128..)?, 2)?;
    ///     s.copy(scratch, &mut output)
    /// })?;
    /// // The scope has waited: `output` is the host's again, and written.
    /// assert_eq!(output[..128], [1; 128]);
    /// assert_eq!(output[128..], [2; 128]);
    /// # Ok::<(), cudyn::Error>(())
    /// ```
    pub fn scope<'env, R, F>(&'env self, f: F) -> Result<R>
    where
        F: for<'scope> FnOnce(&'scope Scope<'scope, 'env>) -> Result<R>,
    {
        self.not_capturing("a scope on a capture's stream")?;
        Stream::not_while_capturing("a scope inside a capture's closure")?;
        let shared = Shared::new(self);
        let scope = Scope::new(self, &shared);
        let guard = Unwinding(&shared);
        let result = f(&scope);
        std::mem::forget(guard);
        let finished = shared.finish();
        match (result, finished) {
            (Ok(value), Ok(())) => Ok(value),
            (Err(error), finished) => {
                if let Err(also) = finished {
                    tracing::warn!(%also, "synchronising after a failed scope also failed");
                }
                Err(error)
            }
            (Ok(_), Err(error)) => Err(error),
        }
    }
}

impl Stream {
    /// Runs `f` as [`Stream::scope`] runs it, over memory the caller owns (`owned`), but does
    /// not wait: the work of every stream `f` used is joined into this one (an event each), and
    /// what the scope kept is returned, to live until this stream has passed the work. If `f`
    /// fails or panics, or joining fails, everything is waited for first, as a scope would.
    ///
    /// The caller must keep `owned` (at its address) and what is returned until this stream
    /// has run the work queued so far: `Stream::submit` hands both to its future.
    pub(crate) fn queue_unwaited<O>(
        &self,
        owned: &mut O,
        f: impl for<'o> FnOnce(&'o Scope<'o, 'o>, &'o mut O) -> Result<()>,
    ) -> Result<Vec<Box<dyn Kept>>> {
        self.not_capturing("a submission on a capture's stream")?;
        Stream::not_while_capturing("a submission inside a capture's closure")?;
        let shared = Shared::new(self);
        let scope = Scope::new(self, &shared);
        let guard = Unwinding(&shared);
        let queued = f(&scope, owned).and_then(|()| shared.join());
        std::mem::forget(guard);
        if let Err(error) = queued {
            if let Err(also) = shared.finish() {
                tracing::warn!(%also, "synchronising after a failed submission also failed");
            }
            return Err(error);
        }
        // Scratch memory is freed once the work is done, with what the future keeps: freed in
        // stream order now, a stream-ordered allocation elsewhere could reuse it while the work
        // still runs.
        shared.keep_scratch();
        Ok(shared.kept.take())
    }
}

/// What every stream of one scope shares: the streams to wait for at its end, and the memory it
/// holds. Borrowed streams, and no allocation unless the scope uses other streams: a scope
/// around one small copy costs little more than the copy.
struct Shared<'env> {
    /// The scope's own stream.
    stream: &'env Stream,
    /// Those added by [`Scope::on`], each once.
    lanes: RefCell<Vec<&'env Stream>>,
    holds: Holds,
    /// What queued work reads that the caller did not lend (a batch's table in pinned memory):
    /// dropped with the scope, after it has waited (a panic's guard waits first, too).
    kept: RefCell<Vec<Box<dyn Kept>>>,
    /// A graph capture's scope (`record_work`): its work is recorded on private streams.
    capture: Option<&'env Capture>,
    /// Scratch memory ([`Scope::scratch`]), freed after all of the scope's work.
    scratch: RefCell<Vec<crate::sys::CUdeviceptr>>,
    /// What a capture's work needs made once and kept by the graph ([`Scope::capture_kernel`]).
    capture_kernel: OnceCell<CaptureKernel>,
}

/// Anything a scope keeps until it has waited ([`Scope::keep`]): owned, so that a submission
/// (`Stream::submit`) can hand it on to the future that waits for the work.
pub(crate) trait Kept: Send + 'static {}
impl<T: Send + 'static> Kept for T {}

/// Waits for a scope's streams if its closure unwinds, before its borrows are released
/// (forgotten when it returns: the scope's end waits, or hands the work on).
struct Unwinding<'a, 'env>(&'a Shared<'env>);

impl Drop for Unwinding<'_, '_> {
    fn drop(&mut self) {
        if let Err(error) = self.0.finish() {
            tracing::warn!(%error, "synchronising a scope's streams while unwinding failed");
        }
    }
}

impl<'env> Shared<'env> {
    fn new(stream: &'env Stream) -> Self {
        Shared {
            stream,
            lanes: RefCell::default(),
            holds: Holds::default(),
            kept: RefCell::default(),
            capture: None,
            scratch: RefCell::default(),
            capture_kernel: OnceCell::new(),
        }
    }
}

impl<'scope, 'env> Scope<'scope, 'env> {
    fn new(stream: &'env Stream, shared: &'scope Shared<'env>) -> Self {
        Scope {
            stream,
            shared,
            _scope: PhantomData,
            _env: PhantomData,
        }
    }
}

impl Shared<'_> {
    /// Makes the scope's own stream wait for the work queued on its other streams so far (an
    /// event recorded on each), so that what follows there comes after all of it.
    fn join(&self) -> Result<()> {
        for lane in self.lanes.borrow().iter() {
            let done = Event::new(lane.device())?;
            done.record(lane)?;
            self.stream.wait(&done)?;
        }
        Ok(())
    }

    /// Waits for every stream of the scope, then frees its scratch memory; the first error,
    /// once all are waited for.
    fn finish(&self) -> Result<()> {
        let mut outcome = finish(self.stream);
        for lane in self.lanes.borrow().iter() {
            let finished = finish(lane);
            if outcome.is_ok() {
                outcome = finished;
            }
        }
        let freed = self.free_scratch();
        outcome.and(freed)
    }
}

/// Waits until nothing a scope queued on `stream` can still run, whatever fails: the scope's
/// borrows end when this returns, so returning early would hand memory in flight back to safe
/// code.
///
/// The stream is waited for first. If that fails (binding the legacy stream's context, or the
/// wait itself, whatever the error says: it may be another device's, as binding settles every
/// device's uploads first), [`wait_for_context`] decides.
///
/// Returns the stream wait's error if there was one, once the fallback has succeeded, or
/// [`Error::ContextLost`].
fn finish(stream: &Stream) -> Result<()> {
    let Err(error) = stream.synchronize() else {
        return Ok(());
    };
    // A stream retains its device's context when it is made, so there is one.
    Err(wait_for_context(
        stream.device().retained_context(),
        error,
        "a scope",
    ))
}

/// Work queued on one or more streams, all of it finished before [`Stream::scope`] returns.
///
/// Operations take what they touch for the scope's lifetime `'scope`: shared borrows of what
/// they read, exclusive borrows of what they write. Neither `Send` nor `Sync`: work is queued
/// from the thread that opened the scope.
pub struct Scope<'scope, 'env: 'scope> {
    /// The stream this handle queues on.
    stream: &'env Stream,
    shared: &'scope Shared<'env>,
    // Invariant in both lifetimes, as std::thread::Scope is, so neither can be shortened.
    _scope: PhantomData<&'scope mut &'scope ()>,
    _env: PhantomData<(&'env mut &'env (), *const ())>,
}

/// What a scope operation can read: anything that converts into a [`View`] and lives for the
/// scope (`&vec`, `&buffer`, a view), or a [`Held`] handle.
///
/// Sealed: a copy reads (and a prefetch moves) the memory its source says it has, so only
/// cudyn's views and held handles are sources. Other types take part by converting into a
/// [`View`] (`From<&MyType> for View`), which only cudyn's buffers and `unsafe` constructors
/// make.
pub trait Source<'scope, T>: super::sealed::SealedSource<'scope, T> {
    #[doc(hidden)]
    fn source(self) -> (Span<'scope>, usize);

    /// For held memory, its slot.
    #[doc(hidden)]
    fn held(&self) -> Option<Slot<'scope>> {
        None
    }
}

/// What a scope operation can write: anything that converts into a [`ViewMut`] and lives for
/// the scope (`&mut vec`, `&mut buffer`, a view), or a [`Held`] handle.
///
/// Sealed, as [`Source`] is: a copy or fill writes where its destination says its memory is.
/// Other types take part by converting into a [`ViewMut`].
pub trait Destination<'scope, T>: super::sealed::SealedDestination<'scope, T> {
    #[doc(hidden)]
    fn destination(self) -> (Span<'scope>, usize);

    /// For held memory, its slot.
    #[doc(hidden)]
    fn held(&self) -> Option<Slot<'scope>> {
        None
    }
}

impl<'s, T: Pod, V: Into<View<'s, T>>> Source<'s, T> for V {
    fn source(self) -> (Span<'s>, usize) {
        let view = self.into();
        (view.span(), view.len())
    }
}

impl<'s, T: Pod> Source<'s, T> for Held<'s, T> {
    fn source(self) -> (Span<'s>, usize) {
        (self.span(), self.len())
    }

    fn held(&self) -> Option<Slot<'s>> {
        Some(self.slot())
    }
}

impl<'s, T: Pod, V: Into<ViewMut<'s, T>>> Destination<'s, T> for V {
    fn destination(self) -> (Span<'s>, usize) {
        let view = self.into();
        (view.span(), view.len())
    }
}

impl<'s, T: Pod> Destination<'s, T> for Held<'s, T> {
    fn destination(self) -> (Span<'s>, usize) {
        (self.span(), self.len())
    }

    fn held(&self) -> Option<Slot<'s>> {
        Some(self.slot())
    }
}

impl<'scope, 'env> Scope<'scope, 'env> {
    /// The stream the work goes on.
    pub fn stream(&self) -> &'env Stream {
        self.stream
    }

    /// The same scope, queuing on `stream` (of any device): the scope waits for it too before
    /// it ends, and memory it holds can be used on both, ordered for you (see [`Held`]).
    ///
    /// ```
    /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
    /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
    /// # let device = cudyn::Device::get(0)?;
    /// let (up, down) = (cudyn::Stream::new(&device)?, cudyn::Stream::new(&device)?);
    /// let input = cudyn::PinnedBuffer::from_slice(&device, &[1u32; 256], Default::default())?;
    /// let mut output = cudyn::PinnedBuffer::<u32>::zeroed(&device, 256, Default::default())?;
    /// let mut scratch = cudyn::DeviceBuffer::<u32>::uninit(&device, 256)?;
    /// up.scope(|s| {
    ///     let scratch = s.hold(&mut scratch);
    ///     s.copy(&input, scratch)?;
    ///     // Queued on `down`, after the copy up: the scope records and waits on an event.
    ///     s.on(&down).copy(scratch, &mut output)
    /// })?;
    /// assert_eq!(output[..], [1; 256]);
    /// # Ok::<(), cudyn::Error>(())
    /// ```
    ///
    /// In a graph capture ([`Graph::capture`](crate::Graph::capture)), the work goes on a
    /// private stream standing for `stream` (of the capture's device, whatever `stream`'s):
    /// each stream becomes a parallel branch of the graph, ordered with the others through
    /// held memory as in any scope.
    pub fn on(&self, stream: &'env Stream) -> Scope<'scope, 'env> {
        if let Some(lane) = self.on_lane(stream) {
            return lane;
        }
        let mut lanes = self.shared.lanes.borrow_mut();
        if !stream.is(self.shared.stream) && !lanes.iter().any(|s| s.is(stream)) {
            lanes.push(stream);
        }
        Scope {
            stream,
            shared: self.shared,
            _scope: PhantomData,
            _env: PhantomData,
        }
    }

    /// Lends `memory` to the scope and returns a handle that any number of its operations, on
    /// any of its streams, can read and write; the memory is exclusively borrowed meanwhile.
    /// A scope nested in this one may use the handle too.
    ///
    /// Uses on different streams are ordered as they were queued: an operation on one stream
    /// waits (through an event) for the last use queued on another. The memory comes back when
    /// the scope ends, or before through [`Scope::give_back`]. The examples of
    /// [`Stream::scope`] and [`Scope::give_back`] hold memory.
    pub fn hold<T: Pod>(&self, memory: impl Into<ViewMut<'scope, T>>) -> Held<'scope, T> {
        Held::new(memory.into(), &self.shared.holds)
    }

    /// Gives held memory back before the scope ends: waits on the host for its last queued use
    /// (an event recorded after it, not the whole stream: work queued since on other memory
    /// keeps running) and returns host access for the rest of the scope. Every copy of the
    /// handle is spent; [`Scope::hold`] lends the memory again.
    ///
    /// A slice given back returns only that slice; the rest of the memory it was cut from stays
    /// out of reach until the scope ends.
    ///
    /// # Errors
    /// [`Error::GivenBack`] if the handle was already given back; the driver's error if the wait
    /// fails (the memory then stays held, as it may still be in use).
    ///
    /// ```
    /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
    /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
    /// # let device = cudyn::Device::get(0)?;
    /// let stream = cudyn::Stream::new(&device)?;
    /// let mut host = cudyn::PinnedBuffer::<u32>::zeroed(&device, 256, Default::default())?;
    /// let on_device = cudyn::DeviceBuffer::from_slice(&device, &[5u32; 256])?;
    /// stream.scope(|s| {
    ///     let held = s.hold(&mut host);
    ///     s.copy(&on_device, held)?;
    ///     // The host reads the copy before the scope ends; the handle is spent.
    ///     let back = s.give_back(held)?;
    ///     assert_eq!(back.as_slice(), Some(&[5; 256][..]));
    ///     assert!(matches!(s.fill_u32(held, 0), Err(cudyn::Error::GivenBack)));
    ///     Ok(())
    /// })?;
    /// # Ok::<(), cudyn::Error>(())
    /// ```
    pub fn give_back<T: Pod>(&self, held: Held<'scope, T>) -> Result<ViewMut<'scope, T>> {
        self.not_in_capture("giving held memory back")?;
        held.give_back()
    }

    /// Queues `op` on this scope's stream, which uses the held memory `slots`: first orders the
    /// stream after their last uses elsewhere, then marks them used here, whatever `op` returns
    /// (a failed operation may have queued part of its work).
    pub(crate) fn queue<R>(
        &self,
        slots: &[Option<Slot<'scope>>],
        op: impl FnOnce() -> Result<R>,
    ) -> Result<R> {
        // Most operations touch no held memory: nothing to order, nothing to collect.
        if slots.iter().all(Option::is_none) {
            return op();
        }
        let slots: Vec<Slot<'scope>> = slots.iter().flatten().copied().collect();
        before_use(&self.shared.holds, self.stream, &slots)?;
        let outcome = op();
        used(self.stream, &slots);
        outcome
    }

    /// Keeps `what` (memory the scope's queued work reads or writes, of no caller's) until the
    /// scope has waited for its streams.
    pub(crate) fn keep(&self, what: impl Kept) {
        self.shared.kept.borrow_mut().push(Box::new(what));
    }

    /// `Ok` unless `span` is device memory of another device than the scope's, which its stream
    /// cannot work on: [`Error::WrongDevice`](crate::Error::WrongDevice) naming `what`. Host
    /// and unified memory are reachable from every device.
    pub(crate) fn check_device(&self, what: &'static str, span: &Span<'_>) -> Result<()> {
        let expected = self.stream.device().ordinal();
        match span.context {
            Some(context) if span.kind == MemoryKind::Device && context.ordinal() != expected => {
                Err(Error::WrongDevice {
                    what,
                    expected,
                    found: context.ordinal(),
                })
            }
            _ => Ok(()),
        }
    }

    /// Queues recording `event`: it happens when the work queued before it has finished.
    ///
    /// # Errors
    /// [`Error::NotCapturable`] in a graph capture: the event would mark work that is recorded,
    /// not run.
    pub fn record(&self, event: &Event) -> Result<()> {
        self.not_in_capture("recording an event")?;
        event.record(self.stream)
    }

    /// Makes the work queued after this wait until `event` has happened.
    ///
    /// # Errors
    /// [`Error::NotCapturable`] in a graph capture: a graph cannot wait for work outside it.
    pub fn wait(&self, event: &Event) -> Result<()> {
        self.not_in_capture("waiting for an event")?;
        self.stream.wait(event)
    }
}
