//! Held memory: what a scope lends its operations, and how the uses of it on several streams
//! are ordered and given back.
//!
//! A [`Held`] handle names a slot in its scope's [`Holds`]. Each slot remembers where the
//! memory was last used:
//!
//! - `Pending(x)`: the last operation queued on stream `x` used it, so an event recorded on
//!   `x` now marks exactly the end of its use there;
//! - `Recorded(e)`: its run of uses on a stream ended, and event `e` was recorded right after
//!   it;
//! - `Idle`: nothing queued uses it.
//!
//! An operation on stream `y` that uses a slot last used on another stream first makes `y` wait
//! for that end (recording the event if it is still pending). Giving the memory back waits for
//! the same event on the host, not for the whole stream, so that work queued since on other
//! memory keeps running: a rolling pipeline needs nothing more.
//!
//! Keeping ends exact costs one `cuEventRecord` when a run of uses is followed, on the same
//! stream, by work that does not use the memory. A scope pays it only once it has a second
//! stream or has given memory back (it is "precise"); a scope on one stream that gives nothing
//! back records no events at all.

use std::cell::RefCell;
use std::marker::PhantomData;

use bytemuck::Pod;

use crate::driver::capture_mode;
use crate::driver::error::{Error, Result};
use crate::driver::event::Event;
use crate::driver::stream::Stream;
use crate::memory::view::{Span, ViewMut};

/// Memory lent to a [`Scope`](crate::Scope) by [`Scope::hold`](crate::Scope::hold): a handle
/// usable as source or destination of any number of the scope's operations, on any of its
/// streams, and as a kernel argument. It gives no host access: the memory may be in flight.
///
/// Uses on different streams are ordered for you, in the order they were queued. The memory
/// comes back to the host when the scope ends, or earlier through
/// [`Scope::give_back`](crate::Scope::give_back); every copy of the handle (its slices
/// included) is then spent: operations given one fail with [`Error::GivenBack`].
pub struct Held<'scope, T> {
    span: Span<'scope>,
    len: usize,
    slot: Slot<'scope>,
    _marker: PhantomData<(&'scope mut [T], *const ())>,
}

/// Which slot of which scope's [`Holds`] a handle names, in which generation (a slot given back
/// is reused with the next one, so old handles cannot reach new memory).
#[derive(Clone, Copy)]
#[doc(hidden)]
pub struct Slot<'scope> {
    holds: &'scope Holds,
    index: usize,
    generation: u64,
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

impl<'scope, T> Held<'scope, T> {
    /// Number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether it has no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The address the driver knows the memory by, for raw work queued on the scope's
    /// streams (a NCCL collective, a library's kernel): using it is `unsafe` there, and sound
    /// while the scope holds the memory and the work is on one of its streams. Raw work is not
    /// tracked: order it yourself against cudyn's uses of the memory on other streams (an
    /// [`Event`](crate::Event)), and do not give the memory back
    /// ([`Scope::give_back`](crate::Scope::give_back)) before the raw work is done, since
    /// giving back waits only for cudyn's own operations.
    pub fn device_ptr(&self) -> crate::sys::CUdeviceptr {
        self.span.settle_if_device();
        self.span.addr
    }

    pub(crate) fn span(&self) -> Span<'scope> {
        self.span
    }

    pub(crate) fn slot(&self) -> Slot<'scope> {
        self.slot
    }
}

impl<'scope, T: Pod> Held<'scope, T> {
    pub(crate) fn new(memory: ViewMut<'scope, T>, holds: &'scope Holds) -> Self {
        Held {
            span: memory.span(),
            len: memory.len(),
            slot: holds.lend(),
            _marker: PhantomData,
        }
    }

    /// The elements in `range`, for operations on part of the held memory. The slice shares
    /// the whole handle's ordering (uses of two slices on two streams are ordered as uses of
    /// one memory) and is spent when any of them is given back.
    pub fn slice(self, range: impl std::ops::RangeBounds<usize>) -> Result<Held<'scope, T>> {
        self.part(|view| view.slice(range))
    }

    /// The rows `rows` and columns `cols` of held rows ([`View::sub_rect`](crate::View::sub_rect)),
    /// sharing the handle's ordering as [`slice`](Self::slice) does. Two column blocks of one
    /// held matrix may be the two sides of a copy: their rows do not overlap.
    ///
    /// ```
    /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
    /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
    /// # let device = cudyn::Device::get(0)?;
    /// let mut matrix = cudyn::DeviceBuffer::from_slice(&device, &[1u32, 2, 0, 0, 3, 4, 0, 0])?;
    /// cudyn::Stream::new(&device)?.scope(|s| {
    ///     let held = s.hold(matrix.view_mut().rect(2, 4, 4)?);
    ///     s.copy(held.sub_rect(.., 0..2)?, held.sub_rect(.., 2..4)?) // left half to right
    /// })?;
    /// assert_eq!(matrix.to_vec()?, [1, 2, 1, 2, 3, 4, 3, 4]);
    /// # Ok::<(), cudyn::Error>(())
    /// ```
    pub fn sub_rect(
        self,
        rows: impl std::ops::RangeBounds<usize>,
        cols: impl std::ops::RangeBounds<usize>,
    ) -> Result<Held<'scope, T>> {
        self.part(|view| view.sub_rect(rows, cols))
    }

    /// The slices `slices`, rows `rows` and columns `cols` of held memory
    /// ([`View::sub_volume`](crate::View::sub_volume)), sharing the handle's ordering.
    pub fn sub_volume(
        self,
        slices: impl std::ops::RangeBounds<usize>,
        rows: impl std::ops::RangeBounds<usize>,
        cols: impl std::ops::RangeBounds<usize>,
    ) -> Result<Held<'scope, T>> {
        self.part(|view| view.sub_volume(slices, rows, cols))
    }

    /// Slice `index` of a held volume ([`View::plane`](crate::View::plane)), sharing the
    /// handle's ordering.
    pub fn plane(self, index: usize) -> Result<Held<'scope, T>> {
        self.part(|view| view.plane(index))
    }

    /// The part of the held memory that `cut` picks from a view of it.
    fn part(
        self,
        cut: impl FnOnce(ViewMut<'scope, T>) -> Result<ViewMut<'scope, T>>,
    ) -> Result<Held<'scope, T>> {
        // The view type owns the arithmetic; the view never leaves this function (`cut` gets
        // it by value and only cuts it), so no host access to memory in flight is handed out.
        // SAFETY: the span is held by the scope for 'scope; the view is only used to compute
        // a sub-span.
        let view = cut(unsafe { ViewMut::<T>::from_span(self.span, self.len) })?;
        Ok(Held {
            span: view.span(),
            len: view.len(),
            ..self
        })
    }

    /// Host access again, once the slot's last use has been waited for: see
    /// [`Scope::give_back`](crate::Scope::give_back).
    pub(crate) fn give_back(self) -> Result<ViewMut<'scope, T>> {
        self.slot.holds.give_back(self.slot)?;
        // SAFETY: the span was lent exclusively for 'scope (hold took a ViewMut<'scope>); the
        // slot is now spent, so no operation can use this memory again, and its last use has
        // finished: the host may have it back for the rest of 'scope.
        Ok(unsafe { ViewMut::from_span(self.span, self.len) })
    }
}

/// The slots of one scope and what ordering them needs: the streams they were used on (kept
/// alive by the clones), and a pool of events, each for the device of the stream it records.
#[derive(Default)]
pub(crate) struct Holds {
    inner: RefCell<Tracks>,
}

#[derive(Default)]
struct Tracks {
    slots: Vec<Entry>,
    free: Vec<usize>,
    streams: Vec<Stream>,
    events: Vec<Pooled>,
    /// Whether run ends are recorded: see the module's documentation.
    precise: bool,
}

struct Entry {
    generation: u64,
    lent: bool,
    state: State,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    Idle,
    Pending { stream: usize },
    Recorded { stream: usize, event: usize },
}

struct Pooled {
    event: Event,
    /// Slots whose state names this event; at zero it may be recorded again.
    users: usize,
}

impl Holds {
    /// What these holds have (their events, and the streams they ordered), leaving none.
    pub(crate) fn take(&self) -> Holds {
        Holds {
            inner: RefCell::new(self.inner.take()),
        }
    }

    /// A fresh slot (or a spent one, in its next generation).
    fn lend(&self) -> Slot<'_> {
        let mut tracks = self.inner.borrow_mut();
        let entry = Entry {
            generation: 0,
            lent: true,
            state: State::Idle,
        };
        let index = match tracks.free.pop() {
            Some(index) => {
                let slot = &mut tracks.slots[index];
                slot.generation += 1;
                slot.lent = true;
                slot.state = State::Idle;
                index
            }
            None => {
                tracks.slots.push(entry);
                tracks.slots.len() - 1
            }
        };
        let generation = tracks.slots[index].generation;
        Slot {
            holds: self,
            index,
            generation,
        }
    }

    /// Waits on the host for the slot's last use, then spends the slot.
    fn give_back(&self, slot: Slot<'_>) -> Result<()> {
        let mut tracks = self.inner.borrow_mut();
        tracks.check(&slot)?;
        tracks.precise = true;
        let event = match tracks.slots[slot.index].state {
            State::Idle => None,
            State::Pending { stream } => Some(tracks.end_runs(stream, |_| false)?),
            State::Recorded { event, .. } => Some(event),
        };
        if let Some(event) = event {
            // On failure the slot stays lent: its memory may still be in flight.
            tracks.events[event].event.synchronize()?;
        }
        tracks.set(slot.index, State::Idle);
        let entry = &mut tracks.slots[slot.index];
        entry.lent = false;
        tracks.free.push(slot.index);
        Ok(())
    }
}

impl Tracks {
    fn check(&self, slot: &Slot<'_>) -> Result<()> {
        let entry = &self.slots[slot.index];
        if entry.lent && entry.generation == slot.generation {
            Ok(())
        } else {
            Err(Error::GivenBack)
        }
    }

    fn stream_index(&mut self, stream: &Stream) -> usize {
        if let Some(index) = self.streams.iter().position(|s| s.is(stream)) {
            return index;
        }
        self.streams.push(stream.share());
        self.precise |= self.streams.len() > 1;
        self.streams.len() - 1
    }

    /// Records one event on stream `stream` now and moves every slot pending there, except
    /// those `keep` says still run on, to `Recorded` with it. Returns the event.
    fn end_runs(&mut self, stream: usize, keep: impl Fn(usize) -> bool) -> Result<usize> {
        let device = self.streams[stream].device().clone();
        let event = match self
            .events
            .iter()
            .position(|pooled| pooled.users == 0 && pooled.event.device == device)
        {
            Some(free) => free,
            None => {
                // A capture's lanes order held memory too: on the capturing thread the event is
                // made in relaxed mode (making one is none of the capture's business).
                let event = capture_mode::permitting(|| Event::new(&device))?;
                self.events.push(Pooled { event, users: 0 });
                self.events.len() - 1
            }
        };
        // Recording again is safe while waits queued on an earlier record are pending: a wait
        // or synchronisation captures the record current when it is called.
        self.events[event]
            .event
            .record_within(&self.streams[stream])?;
        for index in 0..self.slots.len() {
            if self.slots[index].state == (State::Pending { stream }) && !keep(index) {
                self.set(index, State::Recorded { stream, event });
            }
        }
        Ok(event)
    }

    /// Sets a slot's state, counting the users of the events named.
    fn set(&mut self, index: usize, state: State) {
        if let State::Recorded { event, .. } = self.slots[index].state {
            self.events[event].users -= 1;
        }
        if let State::Recorded { event, .. } = state {
            self.events[event].users += 1;
        }
        self.slots[index].state = state;
    }
}

/// Orders an operation about to be queued on `stream` that uses `slots`, for a scope whose own
/// slots are `own`: slots last used on another stream are waited for, and, in a precise scope,
/// runs of uses on `stream` that this operation does not continue are ended with an event.
/// Call [`used`] once the operation is queued.
pub(crate) fn before_use(own: &Holds, stream: &Stream, slots: &[Slot<'_>]) -> Result<()> {
    for slot in slots {
        slot.holds.inner.borrow().check(slot)?;
    }
    end_other_runs(own, stream, slots)?;
    for (n, slot) in slots.iter().enumerate() {
        let distinct = slots[..n]
            .iter()
            .all(|s| !std::ptr::eq(s.holds, slot.holds));
        if distinct && !std::ptr::eq(slot.holds, own) {
            end_other_runs(slot.holds, stream, slots)?;
        }
    }
    for slot in slots {
        let mut tracks = slot.holds.inner.borrow_mut();
        let here = tracks.stream_index(stream);
        let event = match tracks.slots[slot.index].state {
            State::Pending { stream } if stream != here => tracks.end_runs(stream, |_| false)?,
            State::Recorded { stream, event } if stream != here => event,
            _ => continue,
        };
        stream.wait_within(&tracks.events[event].event)?;
    }
    Ok(())
}

/// In a precise scope, ends the runs on `stream` of `holds`' slots that `slots` does not use.
fn end_other_runs(holds: &Holds, stream: &Stream, slots: &[Slot<'_>]) -> Result<()> {
    let mut tracks = holds.inner.borrow_mut();
    if !tracks.precise {
        return Ok(());
    }
    let here = tracks.stream_index(stream);
    let used = |index: usize| {
        slots
            .iter()
            .any(|s| std::ptr::eq(s.holds, holds) && s.index == index)
    };
    let ending = (0..tracks.slots.len()).any(|index| {
        tracks.slots[index].state == (State::Pending { stream: here }) && !used(index)
    });
    if ending {
        tracks.end_runs(here, used)?;
    }
    Ok(())
}

/// Marks `slots` as last used by the operation just queued on `stream`.
pub(crate) fn used(stream: &Stream, slots: &[Slot<'_>]) {
    for slot in slots {
        let mut tracks = slot.holds.inner.borrow_mut();
        let here = tracks.stream_index(stream);
        tracks.set(slot.index, State::Pending { stream: here });
    }
}
