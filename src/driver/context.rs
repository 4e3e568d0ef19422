//! Primary contexts: retained while anything needs them, bound to a thread only when needed.

use std::any::Any;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, Weak};

use super::error::{DriverError, Error, Result};
use super::load::call;
use crate::sys::{CUcontext, CUdevice, CUresult};

/// A retained primary context (`cuDevicePrimaryCtxRetain`), released when dropped.
///
/// The driver keeps one primary context per device and counts retains; holding one keeps the
/// device's context, and every allocation in it, alive.
pub(crate) struct Context {
    raw: CUcontext,
    /// The device's ordinal, for errors that name it.
    ordinal: usize,
    device: CUdevice,
    /// Memory an upper layer keeps per context and must give back before the context goes:
    /// the staging rings for large pageable copies, made on first need, one for each copy
    /// running at once (`work::staging`).
    attached: [Mutex<Option<Box<dyn Attached>>>; 2],
    /// The crate's own device code, loaded on first need and kept with what it uses (the
    /// batches' block-copy kernel and its spare tables: `work::batch`).
    code: Mutex<Option<Box<dyn Attached>>>,
    /// The pages of completion flags the device's last future left for the next one, for a
    /// moment (`work::completion`): kept here, they hold no handle of the context.
    spare_flags: Mutex<Option<Box<dyn Attached>>>,
    /// Set by the context's first device allocation large enough to be staged: it starts
    /// making the staging ring's memory ahead of the first large copy (`memory::ring_memory`).
    large_allocation: AtomicBool,
    /// Devices whose memory this context has been given access to (`cuCtxEnablePeerAccess`).
    peers: Mutex<Vec<CUdevice>>,
    /// Uploads queued on this context's legacy stream that may still be landing ([`settle`]),
    /// counted: all up to `settled` are known to have landed.
    uploads: AtomicU64,
    settled: AtomicU64,
    /// The device's largest pitch for 2D and 3D copies and fills, asked once.
    max_pitch: OnceLock<usize>,
    /// Set once the context is known to be lost (see [`Context::mark_lost`]): the driver error
    /// that showed it. From then on nothing of it reaches the driver again but its release.
    lost: OnceLock<DriverError>,
}

/// The primary context of each ordinal, while anything holds it.
static PRIMARY: Mutex<Vec<Weak<Context>>> = Mutex::new(Vec::new());

/// `Context`s of each ordinal that exist, dropping ones included: one is counted from its
/// retain (made under [`PRIMARY`]'s lock) to the end of its drop, which still frees its staging
/// rings and releases the retain after the last `Arc` is gone and [`PRIMARY`] no longer finds it.
static LIVE: Mutex<Vec<usize>> = Mutex::new(Vec::new());

fn count_live(ordinal: usize, up: bool) {
    let mut live = LIVE.lock().unwrap_or_else(|e| e.into_inner());
    if live.len() <= ordinal {
        live.resize(ordinal + 1, 0);
    }
    if up {
        live[ordinal] += 1;
    } else {
        live[ordinal] -= 1;
    }
}

/// Resets the primary context of the device at `ordinal` (driver handle `device`)
/// (`cuDevicePrimaryCtxReset_v2`), if nothing of cudyn's but `held` (the caller's last handle's
/// retain, if it took one) holds it, and no other `Context` of the device is still being
/// dropped: `Ok(false)` otherwise, and nothing is done. Under [`PRIMARY`]'s lock, so that no
/// other thread retains the context meanwhile, nor a new one before the driver's reset is over
/// (what it made then would be destroyed).
///
/// Another thread waiting for uploads holds every context for a moment (`settle_contexts`): a
/// context found shared is looked at again for up to about 50 ms before the reset is refused.
///
/// # Safety
/// As [`Device::reset`](super::device::Device::reset).
pub(crate) unsafe fn reset_primary(
    ordinal: usize,
    device: CUdevice,
    held: Option<Arc<Context>>,
) -> Result<bool> {
    for _ in 0..50 {
        let mut primary = PRIMARY.lock().unwrap_or_else(|e| e.into_inner());
        let shared = primary.get(ordinal).and_then(Weak::upgrade);
        let live = LIVE
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(ordinal)
            .copied()
            .unwrap_or(0);
        // The caller's retain and the one just upgraded, or no context at all; and no other
        // context of the device still dropping (its drop would free what the reset destroys).
        let alone = live == usize::from(held.is_some())
            && match (&held, &shared) {
                (Some(held), Some(shared)) => {
                    Arc::ptr_eq(held, shared) && Arc::strong_count(held) == 2
                }
                (None, shared) => shared.is_none(),
                (Some(_), None) => false,
            };
        if !alone {
            // The lock goes first: `shared` may be the last `Arc` by now, and a context's drop
            // frees its rings, which settles uploads, which takes the lock.
            drop(primary);
            drop(shared);
            std::thread::sleep(std::time::Duration::from_millis(1));
            continue;
        }
        // Not the last `Arc`: `held` is another.
        drop(shared);
        if let Some(context) = &held {
            let cause = context.lost.get().copied().unwrap_or(DriverError::new(
                "cuDevicePrimaryCtxReset_v2",
                CUresult::CUDA_ERROR_CONTEXT_IS_DESTROYED,
            ));
            // Its uploads, handles and rings go with the reset: nothing of it is waited for or
            // given back any more (its drop below leaves the rings to the reset, too).
            context.mark_lost(cause);
        }
        // SAFETY: a device handle; nothing of cudyn's uses the context (checked above, and no
        // thread can take it meanwhile: the lock is held), and the caller vouches for the rest.
        let reset = unsafe { call!(cuDevicePrimaryCtxReset_v2(device)) };
        if let Some(slot) = primary.get_mut(ordinal) {
            *slot = Weak::new();
        }
        drop(primary);
        // Released after the lock: the driver keeps the retain count across a reset.
        drop(held);
        tracing::warn!(device = ordinal, ?reset, "primary context reset");
        return reset.map(|()| true);
    }
    Ok(false)
}

/// What a layer above keeps in a [`Context`] ([`Context::attached`]). The context holds it
/// without knowing its type, so that this layer imports nothing from those above; the owner
/// gets its own type back by downcasting (`dyn Attached` upcasts to `dyn Any`). Dropped without
/// [`free`](Attached::free) it gives nothing back: that is how a lost context's is leaked.
pub(crate) trait Attached: Any + Send {
    /// Gives its driver resources back; `context` is still retained, but may not be current.
    fn free(self: Box<Self>, context: &Context);
}

// SAFETY: a CUcontext is a driver handle usable from any thread; the driver serialises what it
// must. The struct holds nothing else.
unsafe impl Send for Context {}
// SAFETY: as above; `&Context` only reads the handle.
unsafe impl Sync for Context {}

impl Context {
    /// The primary context of the device at `ordinal` (driver handle `device`), shared by
    /// every `Device` handle of it: one retain, one staging ring and one list of peers per
    /// device, however many handles the program makes. Retained when no handle holds it.
    pub(crate) fn primary(ordinal: usize, device: CUdevice) -> Result<Arc<Context>> {
        let mut primary = PRIMARY.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(context) = primary.get(ordinal).and_then(Weak::upgrade) {
            return Ok(context);
        }
        let context = Arc::new(Context::retain(ordinal, device)?);
        if primary.len() <= ordinal {
            primary.resize(ordinal + 1, Weak::new());
        }
        primary[ordinal] = Arc::downgrade(&context);
        Ok(context)
    }

    fn retain(ordinal: usize, device: CUdevice) -> Result<Context> {
        let mut raw: CUcontext = std::ptr::null_mut();
        // SAFETY: writes one handle through a pointer to a live local.
        unsafe { call!(cuDevicePrimaryCtxRetain(&mut raw, device)) }?;
        tracing::debug!(device, "primary context retained");
        count_live(ordinal, true);
        Ok(Context {
            raw,
            ordinal,
            device,
            attached: Default::default(),
            code: Mutex::default(),
            spare_flags: Mutex::default(),
            large_allocation: AtomicBool::new(false),
            peers: Mutex::new(Vec::new()),
            uploads: AtomicU64::new(0),
            settled: AtomicU64::new(0),
            lost: OnceLock::new(),
            max_pitch: OnceLock::new(),
        })
    }

    /// Makes this context current on the calling thread, unless it already is.
    ///
    /// The driver is asked every time (`cuCtxGetCurrent`, a thread-local read in the driver of
    /// about 8 ns) rather than trusting a memory of what cudyn last made current: a library on
    /// the CUDA runtime (`cudaSetDevice`), the raw API or another crate may have switched
    /// contexts since, and a stale memory would allocate on, or queue work to, the wrong
    /// device. Every operation that allocates or queues work binds first.
    ///
    /// The context stays current afterwards (restoring the previous one would double the cost
    /// of every call), as with other CUDA libraries.
    ///
    /// Uploads still landing ([`settle`]) are waited for first: this is how every operation
    /// that binds is ordered after them.
    pub(crate) fn bind(&self) -> Result<()> {
        self.alive()?;
        settle(None)?;
        self.make_current()
    }

    /// As [`bind`](Self::bind), but waiting for no upload: for work recorded into a graph,
    /// which runs only when the graph is launched (the launch binds, and so settles, then).
    /// Settling here could wait on the legacy stream, which a thread capturing must not touch.
    pub(crate) fn bind_unsettled(&self) -> Result<()> {
        self.alive()?;
        self.make_current()
    }

    /// As [`bind`](Self::bind), for work the caller queues on this context's legacy stream,
    /// which the driver runs after this context's uploads anyway: only other contexts' uploads
    /// are waited for. Saves a synchronise per copy in a run of synchronous copies.
    pub(crate) fn bind_legacy(&self) -> Result<()> {
        self.alive()?;
        settle(Some(self))?;
        self.make_current()
    }

    /// `Ok` unless the context is known to be lost, then [`Error::ContextLost`]: one atomic
    /// load, so that nothing reaches a driver that would only fail (or, after a reset, act on
    /// handles that name something else by now).
    #[inline]
    pub(crate) fn alive(&self) -> Result<()> {
        match self.lost.get() {
            None => Ok(()),
            Some(&cause) => Err(self.lost_error(cause)),
        }
    }

    /// Whether the context is known to be lost: its resources are leaked rather than given
    /// back (see [`Error::ContextLost`]).
    pub(crate) fn is_lost(&self) -> bool {
        self.lost.get().is_some()
    }

    #[cold]
    fn lost_error(&self, cause: DriverError) -> Error {
        Error::ContextLost {
            device: self.ordinal,
            cause,
        }
    }

    /// Called after a wait for work of this context failed with `error`: waits for the whole
    /// context ([`synchronize`](Self::synchronize)) and tells what the failure means.
    ///
    /// - The context's wait succeeds: nothing of it can run any more; `Ok(error)`, the
    ///   original error, which was this call's alone.
    /// - It fails with a code saying the context is lost: the driver's sticky error, which
    ///   every later call would return too. The context is marked lost (see
    ///   [`Error::ContextLost`]), and that error is returned as `Ok`.
    /// - It fails otherwise: `Err` with both errors; nothing proves that the work stopped.
    ///
    /// A lost code from the first wait alone is not trusted: it may belong to another context
    /// (a wait settles every device's uploads first) or be a failure the driver does not keep.
    pub(crate) fn confirm(&self, error: Error) -> Result<Error, (Error, Error)> {
        if let Err(cause) = self.alive() {
            return Ok(cause);
        }
        match self.synchronize() {
            Ok(()) => Ok(error),
            Err(also) => match also {
                Error::Driver(cause) if also.context_is_lost() => Ok(self.mark_lost(cause)),
                Error::ContextLost { .. } => Ok(also),
                also => Err((error, also)),
            },
        }
    }

    /// `error` of an operation in this context, returned as it is unless its code says the
    /// context is lost: then that is confirmed ([`confirm`](Self::confirm)), so that a lost
    /// context is marked on the first operation that meets its sticky error, not only at the
    /// next wait, and the error becomes [`Error::ContextLost`].
    #[cold]
    pub(crate) fn lost_if(&self, error: Error) -> Error {
        if !matches!(error, Error::Driver(_)) || !error.context_is_lost() {
            return error;
        }
        match self.confirm(error) {
            Ok(error) | Err((error, _)) => error,
        }
    }

    /// Marks the context lost with `cause` (the first cause is kept) and returns its error.
    #[cold]
    pub(crate) fn mark_lost(&self, cause: DriverError) -> Error {
        let cause = *self.lost.get_or_init(|| {
            tracing::error!(device = self.ordinal, %cause, "a CUDA context is lost");
            cause
        });
        // Its uploads will never land: nothing is left to wait for.
        self.settled.store(u64::MAX, Ordering::SeqCst);
        if self.ordinal < 63 {
            UNSETTLED.fetch_and(!self.bit(), Ordering::SeqCst);
        }
        self.lost_error(cause)
    }

    fn make_current(&self) -> Result<()> {
        let mut current: CUcontext = std::ptr::null_mut();
        // SAFETY: writes one handle through a pointer to a live local.
        unsafe { call!(cuCtxGetCurrent(&mut current)) }?;
        if current != self.raw {
            // SAFETY: self.raw is retained, so it is a live context.
            unsafe { call!(cuCtxSetCurrent(self.raw)) }?;
        }
        Ok(())
    }
}

impl Context {
    /// The driver's handle.
    pub(crate) fn raw(&self) -> CUcontext {
        self.raw
    }

    /// The ordinal of its device.
    pub(crate) fn ordinal(&self) -> usize {
        self.ordinal
    }

    /// Waits for all work of this context (`cuCtxSynchronize`), whatever is current on this
    /// thread: the context is pushed for the wait and popped after, so this works where binding
    /// it (`cuCtxSetCurrent`) fails. The last resort of a scope whose stream wait failed.
    pub(crate) fn synchronize(&self) -> Result<()> {
        // SAFETY: self.raw is retained, so it is a live context.
        unsafe { call!(cuCtxPushCurrent_v2(self.raw)) }?;
        // SAFETY: takes no arguments; the context is current.
        let synchronized = unsafe { call!(cuCtxSynchronize()) };
        let mut popped: CUcontext = std::ptr::null_mut();
        // SAFETY: pops what was pushed above; writes one handle to a local.
        if let Err(error) = unsafe { call!(cuCtxPopCurrent_v2(&mut popped)) } {
            // The pushed context stays current; the next bind finds out and corrects it.
            tracing::warn!(%error, "popping a context after synchronising it failed");
        }
        synchronized
    }

    /// Gives this context access to `peer`'s memory, once: later calls find it remembered.
    /// The driver's "already enabled" is success too (another handle of this device may have
    /// enabled it).
    pub(crate) fn enable_peer(&self, peer: &Context) -> Result<()> {
        let mut peers = self.peers.lock().unwrap_or_else(|e| e.into_inner());
        if peers.contains(&peer.device) {
            return Ok(());
        }
        self.bind()?;
        // SAFETY: both contexts are retained; flags must be 0.
        match unsafe { call!(cuCtxEnablePeerAccess(peer.raw, 0)) } {
            Err(e) if e.driver_code() != Some(CUresult::CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED) => {
                return Err(e);
            }
            _ => {}
        }
        peers.push(peer.device);
        Ok(())
    }

    /// Notes an upload just queued on this context's legacy stream that may still be landing
    /// on the device (a synchronous copy from pageable memory returns once the source is read).
    pub(crate) fn upload_queued(&self) {
        self.uploads.fetch_add(1, Ordering::SeqCst);
        // Set already (a run of uploads): no second write. A settle that clears it later reads
        // `uploads` after clearing, sees this upload, and sets it again.
        if UNSETTLED.load(Ordering::SeqCst) & self.bit() == 0 {
            UNSETTLED.fetch_or(self.bit(), Ordering::SeqCst);
        }
    }

    /// This context's bit in [`UNSETTLED`]; ordinals past 62 share the last.
    fn bit(&self) -> u64 {
        1 << self.ordinal.min(63)
    }

    /// Waits until this context's uploads queued so far have landed, unless they are known to.
    fn settle(&self) -> Result<()> {
        let queued = self.uploads.load(Ordering::SeqCst);
        // A lost context's uploads never land: `mark_lost` settles it for good.
        if self.settled.load(Ordering::SeqCst) >= queued {
            return Ok(());
        }
        // Made current for the wait, and whatever was current before is made so again: the
        // caller may be about to hand a raw pointer to code that relies on it.
        let mut previous: CUcontext = std::ptr::null_mut();
        // SAFETY: writes one handle through a pointer to a live local.
        unsafe { call!(cuCtxGetCurrent(&mut previous)) }?;
        if previous != self.raw {
            // SAFETY: self.raw is retained, so it is a live context.
            unsafe { call!(cuCtxSetCurrent(self.raw)) }?;
        }
        // SAFETY: waits on the legacy stream of the context just made current.
        let waited = unsafe { call!(cuStreamSynchronize(std::ptr::null_mut())) };
        if previous != self.raw {
            // SAFETY: `previous` was current on this thread a moment ago (or is null, which
            // leaves none current).
            unsafe { call!(cuCtxSetCurrent(previous)) }?;
        }
        if let Err(error) = waited {
            // A lost context's uploads never land, and it is no other context's concern: once
            // confirmed, an operation on another device goes on.
            if error.context_is_lost()
                && matches!(self.confirm(error.clone()), Ok(Error::ContextLost { .. }))
            {
                return Ok(());
            }
            return Err(error);
        }
        self.settled.fetch_max(queued, Ordering::SeqCst);
        // The bit is cleared, then set again if an upload came meanwhile: an upload counts
        // itself before it sets the bit, so none is left without one. The last bit, shared by
        // ordinals past 62, stays set.
        if self.ordinal < 63 {
            UNSETTLED.fetch_and(!self.bit(), Ordering::SeqCst);
            if self.uploads.load(Ordering::SeqCst) > self.settled.load(Ordering::SeqCst) {
                UNSETTLED.fetch_or(self.bit(), Ordering::SeqCst);
            }
        }
        Ok(())
    }

    /// The slots an upper layer may keep something in (the staging rings).
    pub(crate) fn attached(&self) -> &[Mutex<Option<Box<dyn Attached>>>] {
        &self.attached
    }

    /// The largest pitch the device takes in 2D and 3D copies and fills
    /// (`CU_DEVICE_ATTRIBUTE_MAX_PITCH`), asked once.
    pub(crate) fn max_pitch(&self) -> Result<usize> {
        if let Some(&pitch) = self.max_pitch.get() {
            return Ok(pitch);
        }
        let mut pitch: std::ffi::c_int = 0;
        let attribute = crate::sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MAX_PITCH;
        // SAFETY: writes one integer to a local.
        unsafe { call!(cuDeviceGetAttribute(&mut pitch, attribute, self.device)) }?;
        let pitch = usize::try_from(pitch).unwrap_or(0);
        Ok(*self.max_pitch.get_or_init(|| pitch))
    }

    /// A counted handle to this context, for what must keep it past a borrow (memory that queued
    /// work still reads after its caller returned). `None` only while it is being dropped.
    pub(crate) fn shared(&self) -> Option<Arc<Context>> {
        let primary = PRIMARY.lock().unwrap_or_else(|e| e.into_inner());
        let context = primary.get(self.ordinal).and_then(Weak::upgrade)?;
        std::ptr::eq(Arc::as_ptr(&context), self).then_some(context)
    }

    /// Whether this is the first call: the first device allocation large enough to be staged
    /// asks, and starts making the staging ring's memory.
    pub(crate) fn first_large_allocation(&self) -> bool {
        !self.large_allocation.swap(true, Ordering::Relaxed)
    }

    /// The slot for the crate's own device code (the batches' kernel).
    pub(crate) fn code(&self) -> &Mutex<Option<Box<dyn Attached>>> {
        &self.code
    }

    /// Where the completion flags' pages wait between a device's futures (see the field).
    pub(crate) fn spare_flags(&self) -> &Mutex<Option<Box<dyn Attached>>> {
        &self.spare_flags
    }
}

/// A bit per device ordinal whose context may have uploads still landing.
static UNSETTLED: AtomicU64 = AtomicU64::new(0);

/// Waits for uploads that may still be landing on the device: in every context, or every one
/// but `except`.
///
/// A synchronous upload from pageable memory returns once the driver has read the source,
/// as the driver's own `cuMemcpyHtoD` does, rather than once the data is on the device: that
/// saves waiting for the DMA, half the cost of a small upload. Work the driver queues on the
/// same context's legacy stream runs after it anyway; everything else cudyn does (work on its
/// streams, frees, exports, raw pointers handed out) settles first, through [`Context::bind`] or
/// [`settle_quietly`]. With nothing in flight this is one atomic load.
#[inline]
pub(crate) fn settle(except: Option<&Context>) -> Result<()> {
    let others = !except.map_or(0, Context::bit);
    if UNSETTLED.load(Ordering::SeqCst) & others == 0 {
        return Ok(());
    }
    settle_contexts(except)
}

/// The rest of [`settle`], out of line: most calls find nothing to wait for.
#[cold]
fn settle_contexts(except: Option<&Context>) -> Result<()> {
    // Taken out of the lock first: the last handle of a context may go at the end of this
    // function, and its release binds (and so settles) again.
    let contexts = retained();
    for context in &contexts {
        if !except.is_some_and(|e| std::ptr::eq(e, &**context)) {
            context.settle()?;
        }
    }
    Ok(())
}

/// Counted handles of the primary contexts retained now, taken out of the lock: a caller may
/// drop the last handle of one, whose release takes the lock again.
pub(crate) fn retained() -> Vec<Arc<Context>> {
    PRIMARY
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .filter_map(Weak::upgrade)
        .collect()
}

/// Formerly told cudyn that code outside it had changed this thread's current CUDA context.
/// cudyn now asks the driver which context is current before every operation that needs one,
/// so there is nothing to forget; this does nothing.
#[deprecated(
    since = "0.1.0",
    note = "cudyn checks the current context before every operation; nothing to forget"
)]
pub fn forget_thread_context() {}

impl Drop for Context {
    fn drop(&mut self) {
        // What is attached (the staging rings, the batches' kernel, spare completion flags) is
        // memory of this context: give it back while the context lives; leak it if the context
        // is lost (or reset: it is gone already).
        let slots = self
            .attached
            .iter_mut()
            .chain([&mut self.code, &mut self.spare_flags]);
        let taken: Vec<_> = slots
            .filter_map(|slot| slot.get_mut().unwrap_or_else(|e| e.into_inner()).take())
            .collect();
        for attached in taken {
            if self.is_lost() {
                drop(attached);
            } else {
                attached.free(self);
            }
        }
        let device = self.device;
        // SAFETY: balances the retain in Context::retain; nothing uses the handle afterwards.
        let released = (|| unsafe { call!(cuDevicePrimaryCtxRelease_v2(device)) })();
        match released {
            Ok(()) => tracing::debug!(device, "primary context released"),
            Err(error) => tracing::warn!(device, %error, "releasing a primary context failed"),
        }
        count_live(self.ordinal, false);
    }
}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context")
            .field("raw", &self.raw)
            .field("device", &self.device)
            .finish()
    }
}
