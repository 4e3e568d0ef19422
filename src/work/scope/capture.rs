//! A graph capture's scope (`work::graph`): its work is recorded on private streams, not run.
//!
//! # Lanes: a scope's streams as the graph's branches
//!
//! A scope queues on several streams ([`Scope::on`]) so that copies both ways and kernels
//! overlap; captured, that work must become parallel branches of one graph. The caller's own
//! streams cannot be captured: another thread may queue on them meanwhile (its work would land
//! in the graph), and a blocking one would pull in the legacy stream's work. So each stream the
//! capture's scope is asked for gets a private non-blocking lane, made on first use (up to
//! [`LANES`]; further streams share them in turn). A lane joins the capture by waiting on an
//! event recorded on the capture's stream before any work, so its first node depends on
//! nothing queued before it, and is joined back into the capture's stream before the capture
//! ends. Held memory used on two lanes is ordered by the scope's own events, as in any scope
//! (`work::held`): in the graph they become edges between the branches.

use std::any::Any;
use std::cell::{OnceCell, RefCell};

use super::{Kept, Scope, Shared};
use crate::driver::capture_mode;
use crate::driver::device::Device;
use crate::driver::error::{Error, Result};
use crate::driver::event::Event;
use crate::driver::stream::Stream;
use crate::work::held::Holds;

/// Private lanes of one capture; the scope's streams beyond this many share them in turn.
pub(crate) const LANES: usize = 8;

/// What a capture's scope has beside a scope's: the capture's lanes.
pub(crate) struct Capture {
    device: Device,
    /// Recorded on the capture's stream before any work: lanes join the capture through it.
    start: Event,
    /// Recorded on each lane at the end, for the capture's stream to join it back.
    end: Event,
    /// The streams the scope was asked for ([`Scope::on`]), in order: the n-th is lane n.
    asked: RefCell<Vec<Stream>>,
    lanes: [OnceCell<Stream>; LANES],
}

impl Capture {
    /// Made before the capture begins (its events are made then, not while capturing).
    pub(crate) fn new(device: &Device) -> Result<Capture> {
        Ok(Capture {
            device: device.clone(),
            start: Event::new(device)?,
            end: Event::new(device)?,
            asked: RefCell::default(),
            lanes: Default::default(),
        })
    }

    /// The lane standing for `asked`, made (and joined to the capture) on first use; `None` if
    /// it cannot be made, and then the work goes on the capture's own stream, in order.
    fn lane(&self, asked: &Stream) -> Option<&Stream> {
        let index = {
            let mut streams = self.asked.borrow_mut();
            match streams.iter().position(|s| s.is(asked)) {
                Some(index) => index,
                None => {
                    streams.push(Stream::from_handle(asked.handle().clone()));
                    streams.len() - 1
                }
            }
        };
        let slot = &self.lanes[index % LANES];
        if slot.get().is_none() {
            // Made in relaxed mode: the thread captures, and making a stream is none of the
            // capture's business.
            let made = capture_mode::relaxed(|| {
                let lane = Stream::for_capture(&self.device)?;
                lane.wait_within(&self.start)?;
                Ok(lane)
            });
            match made {
                Ok(lane) => {
                    let _ = slot.set(lane);
                }
                Err(error) => {
                    tracing::warn!(%error, "a capture's lane could not be made: its work goes on the capture's stream");
                    return None;
                }
            }
        }
        slot.get()
    }

    /// Joins every lane back into `origin`, the capture's stream: what is queued there next
    /// (the scratch frees, the capture's end) comes after all of the lanes' work.
    fn join(&self, origin: &Stream) -> Result<()> {
        for lane in self.lanes.iter().filter_map(OnceCell::get) {
            self.end.record_within(lane)?;
            origin.wait_within(&self.end)?;
        }
        Ok(())
    }
}

/// Runs `f` as a scope on `stream`, a graph capture's private stream (`work::graph`): the work
/// is recorded, not run, so nothing is waited for, even if `f` fails or panics. Returns `f`'s
/// outcome (its panic caught, for the caller to resume once it has ended the capture), what
/// the scope kept for its work, which the graph keeps from then on (given back to the caller
/// even after a panic, since freeing it while the thread still captures would be refused),
/// and the scope's own ordering events, to be dropped once the capture has ended.
///
/// The lanes are joined back and the scratch memory freed on `stream` (both recorded) whatever
/// `f` returned, so that the capture can end.
///
/// `kernel` is what an earlier capture of the same graph made through
/// [`Scope::capture_kernel`], used again (a graph updated in place must launch the same
/// kernels); whatever this one has is returned apart from the rest.
pub(crate) fn record_work<O>(
    stream: &Stream,
    capture: &Capture,
    owned: &mut O,
    kernel: Option<CaptureKernel>,
    f: impl for<'o> FnOnce(&'o Scope<'o, 'o>, &'o mut O) -> Result<()>,
) -> Recording {
    let mut shared = Shared::new(stream);
    shared.capture = Some(capture);
    if let Some(kernel) = kernel {
        let _ = shared.capture_kernel.set(kernel);
    }
    let started = capture.start.record_within(stream);
    let scope = Scope::new(stream, &shared);
    let recorded = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        started?;
        f(&scope, owned)
    }));
    let scratch = !shared.scratch.borrow().is_empty();
    let ended = capture.join(stream).and_then(|()| shared.free_scratch());
    let outcome = match recorded {
        Ok(Ok(())) => Ok(ended),
        Ok(Err(error)) => Ok(Err(error)),
        Err(panic) => Err(panic),
    };
    let (kept, ordering) = (shared.kept.take(), shared.holds.take());
    Recording {
        outcome,
        kept,
        kernel: shared.capture_kernel.take(),
        scratch,
        ordering,
    }
}

/// What a capture's work made once for the graph to keep ([`Scope::capture_kernel`]).
pub(crate) type CaptureKernel = Box<dyn Any + Send>;

/// What [`record_work`] returns.
pub(crate) struct Recording {
    /// The closure's outcome (or its panic).
    pub(crate) outcome: std::thread::Result<Result<()>>,
    /// What the scope kept for its work.
    pub(crate) kept: Vec<Box<dyn Kept>>,
    /// What it made once.
    pub(crate) kernel: Option<CaptureKernel>,
    /// Whether the work allocated scratch memory ([`Scope::scratch`]): allocation and free
    /// nodes, which the driver does not update in place.
    pub(crate) scratch: bool,
    /// The events that ordered held memory between lanes: dropped once the capture has ended.
    pub(crate) ordering: Holds,
}

impl<'scope, 'env> Scope<'scope, 'env> {
    /// In a capture, the scope queuing on the lane standing for `stream` (see the module's
    /// documentation); `None` outside one.
    pub(super) fn on_lane(&self, stream: &'env Stream) -> Option<Scope<'scope, 'env>> {
        let capture = self.shared.capture?;
        let lane = if stream.captures() {
            // One of this capture's own streams (the scope's, or a lane's): no other capture's
            // stream can be named inside the closure.
            stream
        } else {
            capture.lane(stream).unwrap_or(self.shared.stream)
        };
        Some(Scope::new(lane, self.shared))
    }

    /// In a graph capture, what `make` makes (the block kernel's module of the graph's own:
    /// `work::blocks::Private`), made on first need and kept by the graph with the rest of
    /// what the scope keeps.
    pub(crate) fn capture_kernel<T: Any + Send>(
        &self,
        make: impl FnOnce() -> Result<T>,
    ) -> Result<&'scope T> {
        let shared: &'scope Shared<'env> = self.shared;
        if shared.capture_kernel.get().is_none() {
            let made: CaptureKernel = Box::new(make()?);
            // Set only here, on the capture's one thread (a scope is not Sync).
            let _ = shared.capture_kernel.set(made);
        }
        let made = shared.capture_kernel.get().expect("set above");
        Ok((**made)
            .downcast_ref::<T>()
            .expect("one kind of kernel per capture"))
    }

    /// [`Error::NotCapturable`] for `what` in a graph capture's scope, else `Ok`.
    pub(crate) fn not_in_capture(&self, what: &'static str) -> Result<()> {
        if self.shared.capture.is_some() {
            return Err(Error::NotCapturable {
                what,
                why: "nothing a capture records runs until the graph is launched",
            });
        }
        Ok(())
    }
}
