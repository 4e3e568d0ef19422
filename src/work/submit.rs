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
use std::task::{Context as TaskContext, Poll};

use bytemuck::Pod;

use super::completion::{Flag, Signals, park, reclaim};
use super::scope::{Kept, Scope};
use crate::driver::error::Result;
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
        reclaim();
        // The flag first: a failure to make one leaves nothing queued.
        let mut flag = Signals::of(self.device()).flag()?;
        let mut owned = Box::new(owned);
        let kept = self.queue_unwaited(&mut *owned, f)?;
        if let Err(error) = flag.arm(self.raw()) {
            // The work is queued and no flag will say when it is done: wait for it, as a
            // scope would, before `owned` goes.
            let waited = self.synchronize();
            if let Err(also) = waited {
                tracing::error!(%also, "a submission's flag failed and waiting for its work too");
                park(flag, Box::new((owned, kept)));
            }
            return Err(error);
        }
        Ok(Pending {
            stream: self.share(),
            flag: Some(flag),
            owned: Some(owned),
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
    pub fn copy_owned<T, S, D>(&self, src: S, dst: D) -> Result<Pending<(S, D)>>
    where
        T: Pod,
        S: Send + 'static,
        D: Send + 'static,
        for<'a> &'a S: Into<View<'a, T>>,
        for<'a> &'a mut D: Into<ViewMut<'a, T>>,
    {
        self.submit((src, dst), |s, (src, dst)| s.copy(&*src, &mut *dst))
    }
}

/// Work queued by [`Stream::submit`]: a future whose output is the memory it was given, once
/// the GPU is done with it.
///
/// `Send` when what it owns is; it keeps its stream alive. Dropped before it is ready, it
/// parks what it owns until the work is done; forgotten, it leaks it.
#[must_use = "the work runs anyway; the future gives its memory back"]
pub struct Pending<O: Send + 'static> {
    stream: Stream,
    flag: Option<Flag>,
    owned: Option<Box<O>>,
    /// What the scope kept for the work (a batch's tables), freed with the flag set.
    kept: Vec<Box<dyn Kept>>,
}

impl<O: Send + 'static> Pending<O> {
    /// Whether the work is done (the future would be ready), without waiting.
    pub fn is_done(&self) -> bool {
        self.flag.as_ref().is_none_or(Flag::is_set)
    }
}

impl<O: Send + 'static> Future for Pending<O> {
    type Output = Result<O>;

    fn poll(self: Pin<&mut Self>, cx: &mut TaskContext<'_>) -> Poll<Result<O>> {
        // Every field is Unpin (the owned memory sits in a box).
        let this = self.get_mut();
        let Some(flag) = &this.flag else {
            panic!("a Pending polled again after it was ready");
        };
        match flag.wait(&this.stream, cx.waker()) {
            Ok(false) => {
                // Woken without the flag set: a doorbell for later work, or the watchdog found
                // the stream failed: then its error is the future's.
                if let Err(error) = this.stream.is_idle() {
                    flag.unwait();
                    return Poll::Ready(Err(error));
                }
                Poll::Pending
            }
            Ok(true) => {
                this.kept.clear();
                this.flag = None;
                reclaim();
                let owned = this.owned.take().map(|owned| *owned);
                Poll::Ready(Ok(owned.expect("owned until ready")))
            }
            Err(error) => Poll::Ready(Err(error)),
        }
    }
}

impl<O: Send + 'static> Drop for Pending<O> {
    fn drop(&mut self) {
        let Some(flag) = self.flag.take() else {
            return;
        };
        flag.unwait();
        let (owned, kept) = (self.owned.take(), std::mem::take(&mut self.kept));
        if flag.is_set() {
            drop((owned, kept, flag));
            reclaim();
        } else {
            // Still in use by the GPU: parked until it is not.
            park(flag, Box::new((owned, kept)));
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
