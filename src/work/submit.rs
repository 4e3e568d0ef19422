//! Work awaited, not waited for: a stream's operations over memory the caller hands over
//! ([`Stream::submit`]), as a future that gives the memory back once the GPU is done with it.
//!
//! # Why ownership
//!
//! A scope ([`Stream::scope`]) lends memory to queued work and waits before the loans end. A
//! future cannot: it may be dropped at any poll, or leaked with `mem::forget`, and no wait can
//! be forced on either. So a submission takes the memory it works on by value (buffers, vectors,
//! anything `Send + 'static`), keeps it at a fixed address while the GPU uses it, and gives it
//! back as the future's output. Dropped early, the future parks the memory until the GPU is
//! done (`work::completion`), without blocking; forgotten, it leaks it, and nothing else. The
//! closure that queues the work gets a [`Scope`] whose every loan must come from the owned
//! memory (or be `'static`): nothing borrowed from elsewhere can be in flight after `submit`
//! returns.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context as TaskContext, Poll, Waker};

use bytemuck::Pod;

use super::completion::{
    Flag, Signals, drop_counted, park, reclaim_soon, wake_later, watch_relays,
};
use super::relay;
use super::scope::{Kept, Scope};
use crate::driver::error::Result;
use crate::driver::event::Event;
use crate::driver::memory_kind::MemoryKind;
use crate::driver::stream::Stream;
use crate::memory::view::{View, ViewMut};

impl Stream {
    /// Queues work on this stream over memory it takes by value, and returns at once: a future
    /// that gives the memory back when the GPU is done with it.
    ///
    /// `f` queues the work through a [`Scope`] as in [`Stream::scope`] (copies, fills, kernel
    /// launches, batches, other streams through [`Scope::on`]), but everything it lends must
    /// come from `owned` (or live for `'static`): the compiler refuses anything else. The
    /// future's output is `owned`. Awaiting it blocks no thread: the GPU sets a flag after the
    /// work, and a host function the driver runs wakes the task (see `work::completion`).
    ///
    /// Copies from or to pageable memory (a `Vec` in `owned`) are synchronous on the host side,
    /// as in a scope: `submit` returns once the host side has been read (an upload) or written
    /// (a download, which waits for the work before it).
    ///
    /// # Dropping and forgetting
    /// Dropping the future before the work is done does not block: what it owns is parked until
    /// the flag is set and freed on a later poll or submission, or by [`drain`](crate::drain).
    /// `mem::forget` leaks it, and nothing else.
    ///
    /// # Errors
    /// `f`'s error, or the driver's; the work queued before the failure is waited for first and
    /// `owned` is dropped.
    ///
    /// ```
    /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
    /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
    /// use cudyn::{Device, DeviceBuffer, PinnedBuffer, Stream};
    ///
    /// let device = Device::get(0)?;
    /// let stream = Stream::new(&device)?;
    /// let host = PinnedBuffer::from_slice(&device, &[1u32, 2, 3, 4], Default::default())?;
    /// let on_device = DeviceBuffer::<u32>::zeroed(&device, 4)?;
    /// let back = vec![0u32; 4];
    /// // Up, a fill of the last two, and down: one submission, awaited once.
    /// let pending = stream.submit((host, on_device, back), |s, (host, on_device, back)| {
    ///     // Used three times: held, as in any scope.
    ///     let on_device = s.hold(on_device);
    ///     s.copy(&*host, on_device)?;
    ///     s.fill_u32(on_device.slice(2..)?, 9)?;
    ///     s.copy(on_device, back)
    /// })?;
    /// // In async code: `pending.await?`. Here, a minimal executor:
    /// let (_host, _on_device, back) = cudyn::block_on(pending)?;
    /// assert_eq!(back, [1, 2, 9, 9]);
    /// # Ok::<(), cudyn::Error>(())
    /// ```
    pub fn submit<O, F>(&self, owned: O, f: F) -> Result<Pending<O>>
    where
        O: Send + 'static,
        F: for<'o> FnOnce(&'o Scope<'o, 'o>, &'o mut O) -> Result<()>,
    {
        let queued = self.queue_owned(owned, f)?;
        Ok(Pending {
            state: State::Queued(queued),
        })
    }

    /// [`Stream::submit`], with the work queued by a thread of the library's rather than the
    /// caller's: returns at once, whatever the work. For an executor's thread handing over
    /// copies from or to pageable memory (a `Vec`), which the host drives chunk by chunk
    /// through the staging ring and which would stall every task of that thread meanwhile.
    ///
    /// Submissions handed over for one stream are queued on it in the order they came; work
    /// queued on the stream meanwhile by other means (a scope, [`Stream::submit`]) may come
    /// before them. `f` runs on the other thread (it is `Send`); if it panics, awaiting the
    /// future panics with its payload. What a failed submission leaves (`owned`, its work
    /// waited for; `f`, if it never ran; a panic's payload) is dropped with the future, on its
    /// thread, or by the library's watcher thread if the future is gone: never on the relay,
    /// whose stream's next work would wait for a `Drop` that blocks. A submission handed over
    /// from inside `f` is queued at once, on `f`'s thread, so that `f` may await it: it may
    /// then come before submissions handed over earlier by other threads for its stream.
    ///
    /// # Errors
    /// As [`Stream::submit`]'s, given by the future.
    ///
    /// ```
    /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
    /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
    /// use cudyn::{Device, DeviceBuffer, Stream};
    ///
    /// let device = Device::get(0)?;
    /// let stream = Stream::new(&device)?;
    /// let on_device = DeviceBuffer::<u8>::zeroed(&device, 1 << 20)?;
    /// // Up from a vector and back into another, led by a relay thread.
    /// let pending = stream.submit_off_thread(
    ///     (vec![7u8; 1 << 20], on_device, vec![0u8; 1 << 20]),
    ///     |s, (up, on_device, down)| {
    ///         // Used twice: held, as in any scope.
    ///         let on_device = s.hold(on_device);
    ///         s.copy(&up[..], on_device)?;
    ///         s.copy(on_device, &mut down[..])
    ///     },
    /// )?;
    /// let (_, _, down) = cudyn::block_on(pending)?;
    /// assert!(down.iter().all(|&x| x == 7));
    /// # Ok::<(), cudyn::Error>(())
    /// ```
    pub fn submit_off_thread<O, F>(&self, owned: O, f: F) -> Result<Pending<O>>
    where
        O: Send + 'static,
        F: for<'o> FnOnce(&'o Scope<'o, 'o>, &'o mut O) -> Result<()> + Send + 'static,
    {
        let handoff = Arc::new(Handoff {
            slot: Mutex::new(Slot {
                outcome: None,
                left: Left::NONE,
                waker: None,
            }),
        });
        let (stream, theirs) = (self.share(), handoff.clone());
        let job = move || {
            // Outside the unwind: what a failed submission (an error, or a panic in `f`) leaves
            // of the caller's is not dropped here, on the relay, but with the future.
            let (mut owned, mut f) = (Some(Box::new(owned)), Some(f));
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                stream.queue_from(&mut owned, &mut f)
            }));
            // Nothing of the caller's stays here once its future may learn the outcome.
            drop(stream);
            let f = f.map(|f| Box::new(f) as Box<dyn Send>);
            let mut slot = theirs.slot.lock().unwrap_or_else(|e| e.into_inner());
            slot.outcome = Some(outcome);
            slot.left = Left { owned, f };
            let waker = slot.waker.take();
            drop(slot);
            // A future dropped meanwhile left only this handle: what it owned is parked (even
            // with its work done), and what a failure left and a panic's payload are handed to
            // the watcher, whose `Drop`s may block without holding this stream's next jobs up.
            // (If the future is still there, the last handle, and all of it, go with it on its
            // own thread.)
            if let Some(handoff) = Arc::into_inner(theirs) {
                let Slot { outcome, left, .. } =
                    handoff.slot.into_inner().unwrap_or_else(|e| e.into_inner());
                if left.holds_anything() {
                    // Counted: `drain` gives back what the caller handed over, this too.
                    drop_counted(Box::new(left));
                }
                match outcome {
                    Some(Ok(Ok(queued))) => queued.park_all(),
                    Some(Err(payload)) => drop_counted(payload),
                    Some(Ok(Err(_))) | None => {}
                }
            }
            // The watcher runs the waker: this thread's next jobs must not wait for it.
            if let Some(waker) = waker {
                wake_later(waker);
            }
        };
        if relay::hand_over(
            (self.device().ordinal(), self.raw() as usize),
            Box::new(job),
        ) {
            watch_relays();
        }
        Ok(Pending {
            state: State::Handed(handoff),
        })
    }

    /// The work of a submission queued, with the flag that says when it is done. On an error
    /// `owned` and `f` are dropped here, on the caller's thread.
    fn queue_owned<O, F>(&self, owned: O, f: F) -> Result<Queued<O>>
    where
        O: Send + 'static,
        F: for<'o> FnOnce(&'o Scope<'o, 'o>, &'o mut O) -> Result<()>,
    {
        self.queue_from(&mut Some(Box::new(owned)), &mut Some(f))
    }

    /// [`queue_owned`](Self::queue_owned), taking `owned` and `f` from their slots only as
    /// they are used: what an error or a panic leaves there (the work it lent waited for) is
    /// the caller's to drop where it may run the user's code.
    fn queue_from<O, F>(&self, owned: &mut Option<Box<O>>, f: &mut Option<F>) -> Result<Queued<O>>
    where
        O: Send + 'static,
        F: for<'o> FnOnce(&'o Scope<'o, 'o>, &'o mut O) -> Result<()>,
    {
        // Before anything else: making a flag may allocate, which the driver refuses on a
        // thread that is capturing (and spoils its capture).
        self.not_capturing("a submission on a capture's stream")?;
        Stream::not_while_capturing("a submission inside a capture's closure")?;
        reclaim_soon();
        // The flag first: a failure to make one leaves nothing queued.
        let mut flag = Signals::of(self.device()).flag()?;
        let (Some(lent), Some(f)) = (owned.as_deref_mut(), f.take()) else {
            unreachable!("a submission queued twice");
        };
        let kept = self.queue_unwaited(lent, f)?;
        if let Err(error) = flag.arm(self) {
            // The work is queued and no flag will say when it is done: wait for it, as a
            // scope would, before `owned` goes; if even that fails, nothing can say when the
            // GPU is done with it, and it is leaked.
            let waited = self.synchronize();
            if let Err(also) = waited {
                tracing::error!(%also, "a submission's flag failed and waiting for its work too; \
                                        leaking what it owns");
                std::mem::forget((owned.take(), kept));
            }
            return Err(error);
        }
        Ok(Queued {
            stream: self.share(),
            flag: Some(flag),
            owned: owned.take(),
            kept,
        })
    }

    /// A future that is ready once the work queued on this stream so far is done: waiting on a
    /// stream without blocking a thread. [`Stream::is_idle`] asks without waiting.
    pub fn done(&self) -> Result<Pending<()>> {
        self.submit((), |_, _| Ok(()))
    }

    /// Copies `src` into `dst` (the same length), both taken by value and given back when the
    /// copy is done: the owned form of [`Scope::copy`], for any kinds of memory (a pinned
    /// buffer, a device buffer, a `Vec`...).
    ///
    /// A copy from or to pageable memory (a `Vec`) is handed to a thread of the library's
    /// ([`Stream::submit_off_thread`]), so that this returns at once; any other is queued
    /// here ([`Stream::submit`]).
    pub fn copy_owned<T, S, D>(&self, src: S, dst: D) -> Result<Pending<(S, D)>>
    where
        T: Pod,
        S: Send + 'static,
        D: Send + 'static,
        for<'a> &'a S: Into<View<'a, T>>,
        for<'a> &'a mut D: Into<ViewMut<'a, T>>,
    {
        let mut dst = dst;
        let pageable = Into::<View<'_, T>>::into(&src).kind() == MemoryKind::Host
            || Into::<ViewMut<'_, T>>::into(&mut dst).kind() == MemoryKind::Host;
        fn copy<'o, T: Pod, S, D>(s: &'o Scope<'o, 'o>, (src, dst): &'o mut (S, D)) -> Result<()>
        where
            for<'a> &'a S: Into<View<'a, T>>,
            for<'a> &'a mut D: Into<ViewMut<'a, T>>,
        {
            s.copy(&*src, &mut *dst)
        }
        if pageable {
            self.submit_off_thread((src, dst), copy::<T, S, D>)
        } else {
            self.submit((src, dst), copy::<T, S, D>)
        }
    }
}

impl Event {
    /// A future that is ready once the work before this event's last record is done: waiting
    /// on an event without blocking a thread. [`Event::is_complete`] asks without waiting; an
    /// event never recorded is complete.
    ///
    /// The wait is queued on a stream of the library's (one that is idle, or a new one), after
    /// the event; its flag and doorbell then work as a submission's.
    ///
    /// ```
    /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
    /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
    /// use cudyn::{Device, DeviceBuffer, Event, Stream};
    ///
    /// let device = Device::get(0)?;
    /// let stream = Stream::new(&device)?;
    /// let mut data = DeviceBuffer::<u32>::zeroed(&device, 256)?;
    /// let filled = Event::new(&device)?;
    /// stream.scope(|s| s.fill_u32(&mut data, 5))?;
    /// filled.record(&stream)?;
    /// cudyn::block_on(filled.done()?)?;
    /// # Ok::<(), cudyn::Error>(())
    /// ```
    pub fn done(&self) -> Result<Pending<()>> {
        let waiting = Signals::of(&self.device).idle_stream()?;
        waiting.wait(self)?;
        waiting.submit((), |_, _| Ok(()))
    }
}

/// Work queued by [`Stream::submit`]: a future whose output is the memory it was given, once
/// the GPU is done with it.
///
/// `Send` when what it owns is; it keeps its stream alive. Dropped before it is ready, it
/// parks what it owns until the work is done; forgotten, it leaks it.
#[must_use = "the work runs anyway; the future gives its memory back"]
pub struct Pending<O: Send + 'static> {
    state: State<O>,
}

enum State<O: Send + 'static> {
    /// Queued on its stream.
    Queued(Queued<O>),
    /// Handed to a relay thread, which leaves the queued work (or the error) in the handoff.
    Handed(Arc<Handoff<O>>),
    /// Ready was returned.
    Over,
}

/// A submission's work, queued: what it owns, kept until the flag is set.
struct Queued<O: Send + 'static> {
    stream: Stream,
    flag: Option<Flag>,
    owned: Option<Box<O>>,
    /// What the scope kept for the work (a batch's tables), freed with the flag set.
    kept: Vec<Box<dyn Kept>>,
}

/// Where a relay thread leaves a handed-over submission for its future.
struct Handoff<O: Send + 'static> {
    slot: Mutex<Slot<O>>,
}

/// The relay's outcome once it has queued the work (or failed, or panicked), what a failure
/// left of the caller's, and the waker of the future waiting for it.
struct Slot<O: Send + 'static> {
    outcome: Option<std::thread::Result<Result<Queued<O>>>>,
    left: Left<O>,
    waker: Option<Waker>,
}

/// What a failed handed-over submission leaves of the caller's: what it owned (the work it lent
/// done) and its closure, if it never ran. The user's code runs in their `Drop`s: they are
/// dropped with the future, on its thread, or by the watcher, never on a relay.
struct Left<O> {
    owned: Option<Box<O>>,
    f: Option<Box<dyn Send>>,
}

impl<O> Left<O> {
    const NONE: Self = Left {
        owned: None,
        f: None,
    };

    fn holds_anything(&self) -> bool {
        self.owned.is_some() || self.f.is_some()
    }
}

impl<O: Send + 'static> Pending<O> {
    /// Whether the work is done (the future would be ready), without waiting.
    pub fn is_done(&self) -> bool {
        match &self.state {
            State::Queued(queued) => queued.flag.as_ref().is_none_or(Flag::is_set),
            State::Handed(_) => false,
            State::Over => true,
        }
    }
}

impl<O: Send + 'static> Future for Pending<O> {
    type Output = Result<O>;

    fn poll(self: Pin<&mut Self>, cx: &mut TaskContext<'_>) -> Poll<Result<O>> {
        // Every field is Unpin (the owned memory sits in a box).
        let this = self.get_mut();
        loop {
            match &mut this.state {
                State::Handed(handoff) => {
                    // Cloned, and the old waker dropped, outside the lock: both are the
                    // executor's code, which the relay must not wait for.
                    let waker = cx.waker().clone();
                    let mut slot = handoff.slot.lock().unwrap_or_else(|e| e.into_inner());
                    let Some(outcome) = slot.outcome.take() else {
                        let old = slot.waker.replace(waker);
                        drop(slot);
                        drop(old);
                        return Poll::Pending;
                    };
                    // Taken with the outcome: the relay, if it holds the last handle when it
                    // lets go, finds nothing of the caller's left, and what a failure left is
                    // gone (on this thread) before its error is returned.
                    let left = std::mem::replace(&mut slot.left, Left::NONE);
                    drop(slot);
                    match outcome {
                        Ok(Ok(queued)) => this.state = State::Queued(queued),
                        Ok(Err(error)) => {
                            this.state = State::Over;
                            drop(left);
                            return Poll::Ready(Err(error));
                        }
                        Err(panic) => {
                            this.state = State::Over;
                            // A `Drop` of the caller's that panics while `f`'s payload waits to
                            // be resumed would meet the payload's own drop in its unwind, and
                            // abort: its panic is caught, and the first one resumed.
                            let dropped =
                                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                                    drop(left)
                                }));
                            if let Err(second) = dropped {
                                tracing::error!(
                                    "dropping what a panicking submission left \
                                                 panicked too; its payload leaked"
                                );
                                std::mem::forget(second);
                            }
                            std::panic::resume_unwind(panic);
                        }
                    }
                }
                State::Queued(queued) => {
                    let poll = queued.poll(cx);
                    if poll.is_ready() {
                        this.state = State::Over;
                    }
                    return poll;
                }
                State::Over => panic!("a Pending polled again after it was ready"),
            }
        }
    }
}

impl<O: Send + 'static> Queued<O> {
    /// Parks what this owns, whatever its flag says, for the watcher (or `drain`) to drop: for
    /// a thread of the library's, which must not run the user's `Drop`s.
    fn park_all(mut self) {
        if let Some(flag) = self.flag.take() {
            flag.unwait();
            let (owned, kept) = (self.owned.take(), std::mem::take(&mut self.kept));
            park(flag, &self.stream, Box::new((owned, kept)));
            reclaim_soon();
        }
    }

    fn poll(&mut self, cx: &mut TaskContext<'_>) -> Poll<Result<O>> {
        let flag = self.flag.as_ref().expect("a flag until ready");
        match flag.wait(&self.stream, cx.waker()) {
            Ok(false) => {
                // Woken without the flag set: a doorbell for later work, or the watchdog found
                // the stream failed: then its error is the future's.
                if let Err(error) = self.stream.is_idle() {
                    // The flag stays: dropped, this parks what it owns (the work may go on).
                    flag.unwait();
                    return Poll::Ready(Err(error));
                }
                Poll::Pending
            }
            Ok(true) => {
                self.kept.clear();
                self.flag = None;
                reclaim_soon();
                let owned = self.owned.take().map(|owned| *owned);
                Poll::Ready(Ok(owned.expect("owned until ready")))
            }
            Err(error) => Poll::Ready(Err(error)),
        }
    }
}

impl<O: Send + 'static> Drop for Queued<O> {
    fn drop(&mut self) {
        let Some(flag) = self.flag.take() else {
            return;
        };
        flag.unwait();
        let (owned, kept) = (self.owned.take(), std::mem::take(&mut self.kept));
        if flag.is_set() {
            drop((owned, kept, flag));
            reclaim_soon();
        } else {
            // Still in use by the GPU: parked until it is not.
            park(flag, &self.stream, Box::new((owned, kept)));
        }
    }
}

/// Runs `future` to completion on the calling thread, parking the thread while it waits: the
/// smallest executor, for code that is not async but wants a [`Pending`] (or any future).
///
/// ```
/// assert_eq!(cudyn::block_on(async { 6 * 7 }), 42);
/// ```
pub fn block_on<F: Future>(future: F) -> F::Output {
    use std::sync::Arc;
    use std::task::{Wake, Waker};

    /// Wakes the blocked thread.
    struct Unpark(std::thread::Thread);
    impl Wake for Unpark {
        fn wake(self: Arc<Self>) {
            self.0.unpark();
        }
        fn wake_by_ref(self: &Arc<Self>) {
            self.0.unpark();
        }
    }
    let waker = Waker::from(Arc::new(Unpark(std::thread::current())));
    let mut cx = TaskContext::from_waker(&waker);
    let mut future = std::pin::pin!(future);
    loop {
        if let Poll::Ready(output) = future.as_mut().poll(&mut cx) {
            return output;
        }
        std::thread::park();
    }
}
