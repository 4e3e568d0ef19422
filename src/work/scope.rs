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
//! by any number of operations, all of them ordered on the one stream, and gives no host access.
//! Operations outside a scope (`copy`, `to_vec`, `fill_*`, ...) complete before they return.
//!
//! The operations of a scope live with what they do: [`Scope::copy`] in `work::copy`, the fills
//! in `work::fill`, [`Scope::launch`] in `work::kernel`; this module holds the scope itself,
//! what it lends ([`Held`]), ordering (events) and prefetches.
//!
//! A scope's end is also reached by `?` and by panics: a guard synchronises the stream while
//! unwinding. Either way the scope does not end until nothing it queued can still run: if waiting
//! for the stream fails, it waits for the whole context; if that fails too, the driver must say
//! the context is lost (then none of its work runs again), or the process aborts.

use std::cell::RefCell;
use std::marker::PhantomData;

use bytemuck::Pod;

use crate::driver::device::same_device;
use crate::driver::error::{Error, Result};
use crate::driver::event::Event;
use crate::driver::memory_kind::MemoryKind;
use crate::driver::stream::Stream;
use crate::memory::unified::{Location, prefetch};
use crate::memory::view::{Span, View, ViewMut};

impl Stream {
    /// Runs `f`, which queues work on this stream through the [`Scope`] it is given, then waits
    /// for the work to finish. Whatever the work touches stays borrowed until then.
    ///
    /// Returns `f`'s error if it failed (after waiting all the same), else the error of the
    /// wait, else `f`'s value.
    ///
    /// ```no_run
    /// # fn main() -> cudyn::Result<()> {
    /// # let device = cudyn::Device::get(0)?;
    /// let stream = cudyn::Stream::new(&device)?;
    /// let input = cudyn::PinnedBuffer::from_slice(&device, &[1u32; 256], Default::default())?;
    /// let mut output = vec![0u32; 256];
    /// let mut scratch = cudyn::DeviceBuffer::<u32>::uninit(&device, 256)?;
    /// stream.scope(|s| {
    ///     let scratch = s.hold(&mut scratch);
    ///     s.copy(&input, scratch)?;
    ///     s.copy(scratch, &mut output)?;
    ///     Ok(())
    /// })?;
    /// assert_eq!(output, [1; 256]);
    /// # Ok(()) }
    /// ```
    pub fn scope<'env, R, F>(&'env self, f: F) -> Result<R>
    where
        F: for<'scope> FnOnce(&'scope Scope<'scope, 'env>) -> Result<R>,
    {
        /// Waits for the stream if `f` unwinds, before its borrows are released.
        struct Guard<'a>(&'a Stream);
        impl Drop for Guard<'_> {
            fn drop(&mut self) {
                if let Err(error) = finish(self.0) {
                    tracing::warn!(%error, "synchronising a stream while unwinding failed");
                }
            }
        }
        let scope = Scope {
            stream: self,
            waited: RefCell::new(Vec::new()),
            _scope: PhantomData,
            _env: PhantomData,
        };
        let guard = Guard(self);
        let result = f(&scope);
        std::mem::forget(guard);
        let finished = finish(self);
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

/// Waits until nothing a scope queued on `stream` can still run, whatever fails: the scope's
/// borrows end when this returns, so returning early would hand memory in flight back to safe
/// code.
///
/// The stream is waited for first. If that fails (binding the legacy stream's context, or the
/// wait itself), the whole context is waited for, pushed rather than bound. If that fails too,
/// its error must say that the context is lost (a kernel faulted, or the driver is shutting
/// down): queued work then never runs. Otherwise nothing proves that the work stopped, and the
/// process aborts, as `std` does when it cannot keep an invariant.
///
/// Returns the stream wait's error if there was one, once the fallback has succeeded.
fn finish(stream: &Stream) -> Result<()> {
    let Err(error) = stream.synchronize() else {
        return Ok(());
    };
    if error.context_is_lost() {
        return Err(error);
    }
    let fallback = match stream.device().retained_context() {
        Some(context) => context.synchronize(),
        // A stream retains its device's context when it is made, so this does not happen.
        None => Err(error.clone()),
    };
    match fallback {
        Ok(()) => {
            tracing::warn!(%error, "waiting for a stream failed; its whole context was waited for");
            Err(error)
        }
        Err(lost) if lost.context_is_lost() => Err(error),
        Err(also) => {
            tracing::error!(%error, %also, "cannot wait for queued work that borrows memory");
            eprintln!(
                "cudyn: a scope could not wait for its work ({error}; then {also}), which may \
                 still use borrowed memory; aborting"
            );
            std::process::abort()
        }
    }
}

/// Work queued on one stream, all of it finished before [`Stream::scope`] returns.
///
/// Operations take what they touch for the scope's lifetime `'scope`: shared borrows of what
/// they read, exclusive borrows of what they write. Neither `Send` nor `Sync`: work is queued
/// from the thread that opened the scope.
pub struct Scope<'scope, 'env: 'scope> {
    stream: &'env Stream,
    /// The streams of outer scopes this scope has waited for, as (handle, device): see
    /// [`Scope::order_after`].
    waited: RefCell<Vec<(usize, usize)>>,
    // Invariant in both lifetimes, as std::thread::Scope is, so neither can be shortened.
    _scope: PhantomData<&'scope mut &'scope ()>,
    _env: PhantomData<(&'env mut &'env (), *const ())>,
}

/// Memory lent to a [`Scope`] for its whole duration by [`Scope::hold`]: a handle usable as
/// source or destination of any number of the scope's operations, and as a kernel argument.
/// It gives no host access: the memory may be in flight.
pub struct Held<'scope, T> {
    span: Span<'scope>,
    len: usize,
    /// The stream of the scope that holds it, which an inner scope on another stream must
    /// wait for before it first uses the memory.
    lent_on: &'scope Stream,
    _marker: PhantomData<(&'scope mut [T], *const ())>,
}

impl<T> Clone for Held<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Held<'_, T> {}

impl<T> std::fmt::Debug for Held<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Held")
            .field("kind", &self.span.kind)
            .field("len", &self.len)
            .finish()
    }
}

impl<T> Held<'_, T> {
    /// Number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether it has no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub(crate) fn span(&self) -> Span<'_> {
        self.span
    }
}

impl<'scope, T: Pod> Held<'scope, T> {
    /// The elements in `range`, for operations on part of the held memory.
    pub fn slice(self, range: impl std::ops::RangeBounds<usize>) -> Result<Held<'scope, T>> {
        // The view type owns the range arithmetic; the view never leaves this function, so
        // no host access to memory in flight is handed out.
        // SAFETY: the span is held by the scope for 'scope; the view is only used to compute
        // a sub-span.
        let view = unsafe { ViewMut::<T>::from_span(self.span, self.len) }.slice(range)?;
        Ok(Held {
            span: view.span(),
            len: view.len(),
            lent_on: self.lent_on,
            _marker: PhantomData,
        })
    }
}

/// What a scope operation can read: anything that converts into a [`View`] and lives for the
/// scope (`&vec`, `&buffer`, a view), or a [`Held`] handle.
pub trait Source<'scope, T> {
    #[doc(hidden)]
    fn source(self) -> (Span<'scope>, usize);

    /// For memory held by a scope, that scope's stream.
    #[doc(hidden)]
    fn lent_on(&self) -> Option<&'scope Stream> {
        None
    }
}

/// What a scope operation can write: anything that converts into a [`ViewMut`] and lives for
/// the scope (`&mut vec`, `&mut buffer`, a view), or a [`Held`] handle.
pub trait Destination<'scope, T> {
    #[doc(hidden)]
    fn destination(self) -> (Span<'scope>, usize);

    /// For memory held by a scope, that scope's stream.
    #[doc(hidden)]
    fn lent_on(&self) -> Option<&'scope Stream> {
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
        (self.span, self.len)
    }

    fn lent_on(&self) -> Option<&'s Stream> {
        Some(self.lent_on)
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
        (self.span, self.len)
    }

    fn lent_on(&self) -> Option<&'s Stream> {
        Some(self.lent_on)
    }
}

impl<'scope, 'env> Scope<'scope, 'env> {
    /// The stream the work goes on.
    pub fn stream(&self) -> &'env Stream {
        self.stream
    }

    /// Lends `memory` to the scope until it ends and returns a handle that any number of its
    /// operations can read and write; the memory is exclusively borrowed meanwhile.
    ///
    /// A scope nested in this one, on another stream, may use the handle too: before its first
    /// operation on memory held here, its stream waits for the work queued here so far (an
    /// event recorded on this stream). Work queued here after that is not ordered with the
    /// inner scope's, as with any two streams: order it with [`Event`]s where it matters.
    pub fn hold<T: Pod>(&self, memory: impl Into<ViewMut<'scope, T>>) -> Held<'scope, T> {
        let view = memory.into();
        Held {
            span: view.span(),
            len: view.len(),
            lent_on: self.stream,
            _marker: PhantomData,
        }
    }

    /// Makes this scope's stream wait for the work queued so far on `lent_on` (the stream of an
    /// outer scope whose held memory an operation here uses), once per such stream: an outer
    /// scope's write to memory it holds is then done before an inner scope on another stream
    /// reads it.
    pub(crate) fn order_after(&self, lent_on: Option<&Stream>) -> Result<()> {
        let Some(outer) = lent_on else {
            return Ok(());
        };
        let key = |stream: &Stream| (stream.raw() as usize, stream.device().ordinal());
        if key(outer) == key(self.stream) || self.waited.borrow().contains(&key(outer)) {
            return Ok(());
        }
        let event = Event::new(outer.device())?;
        event.record(outer)?;
        self.stream.wait(&event)?;
        // The wait is queued; the event may go (the driver keeps what the wait needs).
        self.waited.borrow_mut().push(key(outer));
        Ok(())
    }

    /// Queues migrating unified memory to `to` (`cuMemPrefetchAsync`, in its CUDA 12.2+ form
    /// where the driver has it).
    ///
    /// # Errors
    /// [`Error::WrongDevice`](crate::Error::WrongDevice) if `to` is another device than the
    /// scope's: a prefetch to a device belongs on a stream of that device, where the work that
    /// needs the pages is ordered after it.
    pub fn prefetch<T: Pod>(&self, memory: impl Source<'scope, T>, to: Location<'_>) -> Result<()> {
        if let Location::Device(device) = to {
            same_device("the prefetch destination", self.stream.device(), device)?;
        }
        self.order_after(memory.lent_on())?;
        self.stream.bind()?;
        prefetch(memory.source().0, to, self.stream.raw())
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
    pub fn record(&self, event: &Event) -> Result<()> {
        event.record(self.stream)
    }

    /// Makes the work queued after this wait until `event` has happened.
    pub fn wait(&self, event: &Event) -> Result<()> {
        self.stream.wait(event)
    }
}
