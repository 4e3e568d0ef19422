//! Events: markers in a stream's work, for ordering streams and timing.

use std::time::Duration;

use super::device::{Device, same_device};
use super::error::{Error, Result, check, finished};
use super::exports::{self, Exporter};
use super::load::{call, driver};
use super::release::leaked_with_context;
use super::stream::Stream;
use crate::sys::{CUevent, CUevent_flags};

/// A marker recorded in a stream (`CUevent`).
///
/// Timing is off unless asked for with [`Event::with_timing`]: an event that keeps time costs
/// about ten times more to record and query. `Send` and `Sync`: events are driver handles
/// usable from any thread.
///
/// ```
/// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
/// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
/// use cudyn::{Device, DeviceBuffer, Event, Stream};
///
/// let device = Device::get(0)?;
/// let stream = Stream::new(&device)?;
/// let mut data = DeviceBuffer::<u32>::zeroed(&device, 256)?;
/// let (start, end) = (Event::with_timing(&device)?, Event::with_timing(&device)?);
/// stream.scope(|s| {
///     s.record(&start)?;
///     s.fill_u32(&mut data, 4)?;
///     s.record(&end) // happens once the fill is done
/// })?;
/// assert!(end.is_complete()?);
/// let fill_time = end.elapsed_since(&start)?; // as the device measured it
/// # let _ = fill_time;
/// assert_eq!(data.to_vec()?, [4; 256]);
/// // An event without timing only orders and is queried.
/// let untimed = Event::new(&device)?;
/// assert!(matches!(end.elapsed_since(&untimed), Err(cudyn::Error::TimingDisabled)));
/// # Ok::<(), cudyn::Error>(())
/// ```
pub struct Event {
    raw: CUevent,
    pub(crate) device: Device,
    timing: bool,
    /// Created with `CU_EVENT_INTERPROCESS`, or opened from another process. Only such an
    /// event can have been exported, so only its drop asks the export registry to forget it.
    pub(crate) interprocess: bool,
    /// Made (or opened) by cudyn and destroyed on drop; one adopted with [`Event::from_raw`]
    /// belongs to its maker.
    owned: bool,
}

// SAFETY: a CUevent is a driver handle usable from any thread.
unsafe impl Send for Event {}
// SAFETY: as above; the driver serialises records and queries.
unsafe impl Sync for Event {}

impl Event {
    /// An event without timing, for ordering only.
    pub fn new(device: &Device) -> Result<Event> {
        Event::create(device, CUevent_flags::CU_EVENT_DISABLE_TIMING)
    }

    /// An event that keeps time, for [`Event::elapsed_since`].
    pub fn with_timing(device: &Device) -> Result<Event> {
        Event::create(device, CUevent_flags(0))
    }

    pub(crate) fn create(device: &Device, flags: CUevent_flags) -> Result<Event> {
        device.bind()?;
        let mut raw: CUevent = std::ptr::null_mut();
        // SAFETY: writes one handle through a pointer to a live local; the context is current.
        unsafe { call!(cuEventCreate(&mut raw, flags.0)) }?;
        Ok(Event::owning(raw, device, flags))
    }

    pub(crate) fn owning(raw: CUevent, device: &Device, flags: CUevent_flags) -> Event {
        let has = |flag: CUevent_flags| flags.0 & flag.0 != 0;
        Event {
            raw,
            device: device.clone(),
            timing: !has(CUevent_flags::CU_EVENT_DISABLE_TIMING),
            interprocess: has(CUevent_flags::CU_EVENT_INTERPROCESS),
            owned: true,
        }
    }

    /// An event someone else made (PyTorch's, cudarc's), for ordering cudyn's streams with
    /// theirs: record it, wait on it, synchronise it. It is not destroyed on drop. Whether it
    /// keeps time is not known: [`Event::elapsed_since`] asks the driver, which refuses events
    /// made without timing.
    ///
    /// # Safety
    /// `raw` is a live event of `device`'s primary context, and stays alive until this `Event`
    /// is gone.
    pub unsafe fn from_raw(device: &Device, raw: CUevent) -> Result<Event> {
        device.context()?;
        Ok(Event {
            raw,
            device: device.clone(),
            timing: true,
            interprocess: false,
            owned: false,
        })
    }

    /// The driver's handle.
    pub fn raw(&self) -> CUevent {
        self.raw
    }

    /// Whether it keeps time.
    pub fn timing(&self) -> bool {
        self.timing
    }

    /// Records the event on `stream`: it happens once the work queued there so far is done.
    /// Recording touches no memory, so it needs no scope.
    ///
    /// # Errors
    /// [`Error::NotCapturable`] on a graph capture's stream: the event would mark work that is
    /// recorded, not run.
    pub fn record(&self, stream: &Stream) -> Result<()> {
        stream.not_capturing("recording an event")?;
        self.record_within(stream)
    }

    /// [`Event::record`] without refusing a capture's streams: for cudyn's own events that
    /// order the streams of one scope, waited on only by its streams ([`Stream::wait_within`]).
    /// In a graph capture the record and its waits become edges between the graph's branches.
    pub(crate) fn record_within(&self, stream: &Stream) -> Result<()> {
        same_device("the stream", &self.device, stream.device())?;
        stream.bind()?;
        // SAFETY: both handles are live and belong to the current context.
        unsafe { call!(cuEventRecord(self.raw, stream.raw())) }
    }

    /// Whether the work before the last record has finished (true if never recorded).
    pub fn is_complete(&self) -> Result<bool> {
        self.device.alive()?;
        // SAFETY: a live event.
        finished(unsafe { call!(cuEventQuery(self.raw)) })
    }

    /// Waits until the event has happened.
    pub fn synchronize(&self) -> Result<()> {
        self.device.alive()?;
        // SAFETY: a live event.
        unsafe { call!(cuEventSynchronize(self.raw)) }
    }

    /// Time from `start` to this event, both recorded and with timing.
    pub fn elapsed_since(&self, start: &Event) -> Result<Duration> {
        if !self.timing || !start.timing {
            return Err(Error::TimingDisabled);
        }
        let mut ms = 0f32;
        let driver = driver()?;
        match driver.cuEventElapsedTime_v2() {
            // SAFETY: both events are live; writes one float to a local.
            Ok(elapsed) => check("cuEventElapsedTime_v2", unsafe {
                elapsed(&mut ms, start.raw, self.raw)
            }),
            Err(missing) => {
                let elapsed = driver
                    .legacy()
                    .cuEventElapsedTime
                    .ok_or(Error::MissingSymbol(missing))?;
                // SAFETY: as above, in the form before CUDA 12.8.
                check("cuEventElapsedTime", unsafe {
                    elapsed(&mut ms, start.raw, self.raw)
                })
            }
        }?;
        Ok(Duration::from_secs_f64(f64::from(ms.max(0.0)) / 1e3))
    }
}

impl Stream {
    /// Makes work queued later on this stream wait until `event` has happened.
    ///
    /// # Errors
    /// [`Error::NotCapturable`] on a graph capture's stream: a graph cannot wait for work
    /// outside it.
    pub fn wait(&self, event: &Event) -> Result<()> {
        self.not_capturing("waiting for an event")?;
        self.wait_within(event)
    }

    /// [`Stream::wait`] without refusing a capture's streams, for an event recorded by
    /// [`Event::record_within`] on a stream of the same scope.
    pub(crate) fn wait_within(&self, event: &Event) -> Result<()> {
        self.bind()?;
        // SAFETY: both handles are live; flags must be 0.
        unsafe { call!(cuStreamWaitEvent(self.raw(), event.raw(), 0)) }
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        if !self.owned {
            return;
        }
        if self.interprocess {
            exports::forget(Exporter::Event(self.raw as usize));
        }
        let raw = self.raw;
        if leaked_with_context(&self.device, "event", raw as u64) {
            return;
        }
        // SAFETY: an event we created, destroyed once; a pending record completes first.
        if let Err(error) = unsafe { (|| call!(cuEventDestroy_v2(raw)))() } {
            tracing::warn!(%error, "destroying an event failed");
        }
    }
}

impl std::fmt::Debug for Event {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Event")
            .field("raw", &self.raw)
            .field("timing", &self.timing)
            .field("interprocess", &self.interprocess)
            .finish()
    }
}
