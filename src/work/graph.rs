//! Graphs: the work of a scope captured once and launched again and again (CUDA graphs).
//!
//! A step a program repeats (the copies and kernels of one decode step, a pipeline of small
//! copies) costs the host microseconds per operation to queue; captured into a graph, the whole
//! step is one launch. [`Graph::capture`] runs a closure that queues work through a [`Scope`]
//! as any scope does, but on a private stream in capture mode, so the driver records the work
//! instead of running it; [`Scope::replay`] launches the result in any scope of the device.
//!
//! # What a graph names, and why it owns it
//!
//! A launch may run long after the capture, so everything the recorded work reads or writes
//! must be alive, and out of the host's reach, whenever a launch may run. The graph owns that
//! memory, as [`Stream::submit`](crate::Stream::submit)'s future owns what it is given:
//!
//! - The closure is given the graph's state (`&mut S`) and a scope whose lifetime it cannot
//!   name (`for<'g>`), so its work can name only memory of the state, or memory that lives for
//!   ever (`'static`); a local buffer, or one borrowed from the caller, does not compile.
//! - The state is reached afterwards only through `&mut Graph` ([`Graph::state_mut`]), while a
//!   launch borrows the graph for its whole scope, which waits for the launch before it ends:
//!   the host never touches the state while a launch may run. Launches of one graph are
//!   ordered by the driver, one after the other, even on different streams.
//! - `&mut S` could replace a buffer of the state, freeing the memory the graph names. So the
//!   graph lists the state's memory and kernels when captured ([`GraphState`]), and every
//!   launch checks that the state still holds all of it: otherwise
//!   [`Error::GraphStateChanged`], and nothing is launched.
//! - What the scope keeps for its work (none of the caller's) moves into the graph; the
//!   graph keeps a clone of each of the state's [`Function`](crate::Function)s, so their modules
//!   stay loaded while it lives (and a kernel's handle cannot come to name another kernel).
//! - Memory a capture allocates ([`Scope::scratch`]) becomes the graph's memory nodes, which
//!   each launch allocates and frees: never alive after a launch, and its handle cannot leave
//!   the closure (`work::scope::scratch` says why the graph frees everything it allocates).
//!
//! This is the pattern inference loops use: the host writes a graph's static input between
//! launches, launches, and reads its static output, all through [`Graph::state_mut`].
//!
//! # What a capture refuses
//!
//! Work the graph could not replay correctly is refused with [`Error::NotCapturable`] before
//! it reaches the driver, so the capture stays valid: copies of pageable memory (the host drives
//! the staging ring, and a replay would copy stale data), prefetches, [`Scope::give_back`] and
//! anything that waits (nothing recorded runs until a launch), events of the caller's
//! ([`Scope::record`], [`Scope::wait`]), copies between devices, stream-ordered buffers (which
//! would outlive the launch that allocated them: [`Scope::scratch`] is the capture's), scopes, submissions and captures opened on the capturing thread inside the closure (their
//! waits, flags and doorbells would enter the graph or wait on that thread), and graphs launched
//! inside a capture. Small copies and fills of memory the block kernel reaches become kernel
//! nodes (`work::batch`); a batch is one kernel node for its small blocks and a copy node for
//! each larger pair (the driver's batch call refuses capturing streams). Work on other streams
//! of the scope ([`Scope::on`]) becomes parallel branches of the graph, each on a private lane
//! (`work::scope::capture`).
//!
//! The capture's stream is non-blocking and private: the legacy stream's work, which other
//! threads queue meanwhile, does not join it, and no other thread can queue on it. It is
//! captured in thread-local mode: another thread's driver calls (its allocations, frees,
//! synchronous copies) do not disturb it. On the capturing thread, inside the closure, the
//! driver refuses allocations that are not stream-ordered and anything that waits on the
//! legacy stream; such a call fails, and so does the capture, with the driver's error. cudyn
//! memory dropped there is freed with the thread's capture mode relaxed (`driver::release`).

use std::time::{Duration, Instant};

use crate::driver::call;
use crate::driver::capture_mode::CaptureMark;
use crate::driver::device::{Device, same_device};
use crate::driver::error::{Error, Result};
use crate::driver::release::leaked_with_context;
use crate::driver::stream::Stream;
use crate::sys::{
    CUgraph, CUgraphExec, CUgraphExecUpdateResult, CUgraphExecUpdateResultInfo, CUresult,
    CUstreamCaptureMode, CUstreamCaptureStatus,
};
use crate::work::scope::{Capture, CaptureKernel, Kept, Scope, record_work};

mod state;

pub use self::state::GraphState;
use self::state::Part;
use crate::work::kernel::Function;

/// Work captured once ([`Graph::capture`]) and launched in scopes ([`Scope::replay`]), with
/// the state it works on (`S`), which it owns.
///
/// Dropping it destroys the graph, then drops the state: no launch can be running then, as a
/// launch borrows the graph until its scope has waited for it.
pub struct Graph<S> {
    exec: CUgraphExec,
    graph: CUgraph,
    device: Device,
    nodes: usize,
    /// What the state held when captured (address, bytes; a kernel's handle with 0 bytes), in
    /// the order the state lists it: every launch checks that it still does.
    held: Vec<(u64, usize)>,
    /// Clones of the state's kernels when captured: their modules stay loaded while the graph
    /// lives, so a kernel handle in `held` cannot come to name another kernel.
    kernels: Vec<Function>,
    state: S,
    /// What the capture's scope kept for its work.
    kept: Vec<Box<dyn Kept>>,
    /// What the capture made once for its work (the block kernel's module), kept across
    /// recaptures so that an update launches the same kernel.
    kernel: Option<CaptureKernel>,
    /// Whether the work has memory nodes ([`Scope::scratch`]): not updated in place.
    scratch: bool,
}

// SAFETY: the graph's handles are driver handles usable from any thread; what it keeps is
// `Send`, and the state is sent with it.
unsafe impl<S: Send> Send for Graph<S> {}
// SAFETY: through `&Graph` one can only launch it (the driver orders launches of one graph)
// and read the state's listing of its memory (`&S`, hence `S: Sync`); the state itself needs
// `&mut Graph`.
unsafe impl<S: Send + Sync> Sync for Graph<S> {}

impl<S: GraphState> Graph<S> {
    /// Captures the work `f` queues through the [`Scope`] it is given, on memory of `state`
    /// (which the graph then owns) or memory that lives for ever, into a graph of `device`
    /// ready to launch ([`Scope::replay`]). Nothing runs: the work is recorded.
    ///
    /// Work a graph could not replay correctly is refused with [`Error::NotCapturable`] (see
    /// the module's documentation and the guide's chapter on asynchronous work).
    ///
    /// # Errors
    /// `f`'s error, the driver's (a call the capture refused, or one that spoiled it: then
    /// `CUDA_ERROR_STREAM_CAPTURE_INVALIDATED`), or the instantiation's. The state is dropped
    /// then (nothing recorded ever ran on it).
    ///
    /// ```
    /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
    /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
    /// # let device = cudyn::Device::get(0)?;
    /// use cudyn::{DeviceBuffer, Graph, PinnedBuffer, Stream};
    ///
    /// let input = PinnedBuffer::<u32>::zeroed(&device, 256, Default::default())?;
    /// let output = PinnedBuffer::<u32>::zeroed(&device, 256, Default::default())?;
    /// let scratch = DeviceBuffer::<u32>::zeroed(&device, 256)?;
    /// let state = (input, scratch, output);
    /// let mut graph = Graph::capture(&device, state, |s, (input, scratch, output)| {
    ///     // Memory used by several operations is held, as in any scope.
    ///     let scratch = s.hold(scratch);
    ///     s.copy(&*input, scratch)?;
    ///     s.fill_u32(scratch.slice(..128)?, 7)?;
    ///     s.copy(scratch, &mut *output)
    /// })?;
    /// let stream = Stream::new(&device)?;
    /// for step in 0..3u32 {
    ///     // Between launches the host writes the input and reads the output.
    ///     graph.state_mut().0.fill(step);
    ///     stream.scope(|s| s.replay(&graph))?;
    ///     let output = &graph.state_mut().2;
    ///     assert_eq!((output[0], output[255]), (7, step));
    /// }
    /// # Ok::<(), cudyn::Error>(())
    /// ```
    pub fn capture(
        device: &Device,
        mut state: S,
        f: impl for<'g> FnOnce(&'g Scope<'g, 'g>, &'g mut S) -> Result<()>,
    ) -> Result<Graph<S>> {
        let mut kernel = None;
        let recorded = record_graph(device, &mut state, &mut kernel, f)?;
        let (exec, nodes) = match instantiate(recorded.graph, &recorded.stream) {
            Ok(made) => made,
            Err(error) => {
                destroy_graph(device, recorded.graph);
                return Err(error);
            }
        };
        let (held, kernels) = listing(&state);
        Ok(Graph {
            exec,
            graph: recorded.graph,
            device: device.clone(),
            nodes,
            held,
            kernels,
            state,
            kept: recorded.kept,
            kernel,
            scratch: recorded.scratch,
        })
    }

    /// Captures `f`'s work over the state again, and makes this graph launch that from now on:
    /// updated in place (`cuGraphExecUpdate`) where the work has the same shape (the same
    /// operations in the same order, on other memory or with other values), instantiated
    /// again otherwise. Returns which, and how long each part took.
    ///
    /// # Errors
    /// As [`Graph::capture`]; the graph then launches what it launched before.
    pub fn recapture(
        &mut self,
        f: impl for<'g> FnOnce(&'g Scope<'g, 'g>, &'g mut S) -> Result<()>,
    ) -> Result<Recaptured> {
        let started = Instant::now();
        // The kernels recorded are the same module's as before, which stays in `self.kernel`
        // whatever happens: the instantiated graph launches it.
        let recorded = record_graph(&self.device, &mut self.state, &mut self.kernel, f)?;
        let captured = started.elapsed();
        let graph = recorded.graph;
        let started = Instant::now();
        let nodes = match node_count(graph) {
            Ok(nodes) => nodes,
            Err(error) => {
                destroy_graph(&self.device, graph);
                return Err(error);
            }
        };
        let mut info = CUgraphExecUpdateResultInfo {
            result: CUgraphExecUpdateResult::CU_GRAPH_EXEC_UPDATE_SUCCESS,
            errorNode: std::ptr::null_mut(),
            errorFromNode: std::ptr::null_mut(),
        };
        // Memory nodes (scratch) are not updated in place by the driver: such a graph is
        // instantiated again, as one of another shape is.
        let updated = if self.scratch || recorded.scratch {
            Err(None)
        } else {
            // SAFETY: an instantiated graph of ours, no launch of it running (`&mut self`), and
            // a graph just captured; writes the result through a pointer to a live local.
            unsafe { call!(cuGraphExecUpdate_v2(self.exec, graph, &mut info)) }.map_err(Some)
        };
        let in_place = match updated {
            Ok(()) => true,
            Err(None) => false,
            Err(Some(error))
                if error.driver_code() == Some(CUresult::CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE) =>
            {
                false
            }
            Err(Some(error)) => {
                // What the instantiated graph names now is not known: it keeps both captures'
                // memory for as long as it lives.
                self.kept.extend(recorded.kept);
                destroy_graph(&self.device, graph);
                return Err(error);
            }
        };
        if !in_place {
            // Another shape: the driver changed nothing; a new instantiation replaces it.
            match instantiate(graph, &recorded.stream) {
                Ok((exec, _)) => {
                    destroy_exec(&self.device, std::mem::replace(&mut self.exec, exec));
                }
                Err(error) => {
                    destroy_graph(&self.device, graph);
                    return Err(error);
                }
            }
        }
        let applied = started.elapsed();
        destroy_graph(&self.device, std::mem::replace(&mut self.graph, graph));
        // The old capture's tables are named no more.
        self.kept = recorded.kept;
        self.scratch = recorded.scratch;
        self.nodes = nodes;
        (self.held, self.kernels) = listing(&self.state);
        Ok(Recaptured {
            in_place,
            captured,
            applied,
        })
    }
}

/// What [`Graph::recapture`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recaptured {
    /// Whether the instantiated graph was updated in place (else instantiated again).
    pub in_place: bool,
    /// The time to capture the work again.
    pub captured: Duration,
    /// The time to update the instantiated graph, or to instantiate it again (and upload it).
    pub applied: Duration,
}

/// A graph just captured, what its scope kept, and the capture's stream (for the upload).
struct Recorded {
    graph: CUgraph,
    kept: Vec<Box<dyn Kept>>,
    stream: Stream,
    /// Whether the work has memory nodes.
    scratch: bool,
}

/// Captures the work `f` queues over `state` on a private stream of `device`. `kernel` is what
/// captures of this graph make once ([`Scope::capture_kernel`]): used, or made, and left in
/// place whatever the outcome (a graph already instantiated may launch it).
fn record_graph<S>(
    device: &Device,
    state: &mut S,
    kernel: &mut Option<CaptureKernel>,
    f: impl for<'g> FnOnce(&'g Scope<'g, 'g>, &'g mut S) -> Result<()>,
) -> Result<Recorded> {
    Stream::not_while_capturing("a capture inside a capture's closure")?;
    // Uploads still landing are waited for now: the capturing thread must not wait on the
    // legacy stream until the capture ends (the capture's own work binds without it).
    device.bind()?;
    let stream = Stream::for_capture(device)?;
    // The lanes' events are made now: the capture's closure runs on a capturing thread.
    let capture = Capture::new(device)?;
    // SAFETY: a live stream of ours, not capturing; thread-local mode: other threads' calls
    // do not concern the capture.
    unsafe {
        call!(cuStreamBeginCapture_v2(
            stream.raw(),
            CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL
        ))
    }?;
    let marked = CaptureMark::new();
    let recording = record_work(&stream, &capture, state, kernel.take(), f);
    *kernel = recording.kernel;
    drop(marked);
    let graph = end_capture(&stream);
    // The lanes and the events that ordered them are done with once the capture has ended.
    drop((recording.ordering, capture));
    let (queued, kept) = (recording.outcome, recording.kept);
    // A panic of `f` goes on once the capture is ended and what it kept is given back (a free
    // refused while the thread captured would leak it).
    let queued = match queued {
        Ok(queued) => queued,
        Err(panic) => {
            if let Ok(graph) = graph {
                destroy_graph(device, graph);
            }
            drop(kept);
            std::panic::resume_unwind(panic)
        }
    };
    match (queued, graph) {
        (Ok(()), Ok(graph)) => Ok(Recorded {
            graph,
            kept,
            stream,
            scratch: recording.scratch,
        }),
        (Err(error), graph) => {
            if let Ok(graph) = graph {
                destroy_graph(device, graph);
            }
            Err(error)
        }
        (Ok(()), Err(error)) => Err(error),
    }
}

impl<S> Graph<S> {
    /// The state, for the host to read and write between launches (a launch borrows the
    /// graph until its scope has waited for it, so none is running now).
    ///
    /// Replacing or taking out memory the state held when captured fails the next launch with
    /// [`Error::GraphStateChanged`]: the graph names that memory.
    pub fn state_mut(&mut self) -> &mut S {
        &mut self.state
    }

    /// The state, the graph destroyed.
    pub fn into_state(self) -> S {
        let mut this = std::mem::ManuallyDrop::new(self);
        this.destroy();
        // SAFETY: `this` is never used or dropped again; each field is read once.
        unsafe {
            drop(std::ptr::read(&this.device));
            drop(std::ptr::read(&this.held));
            drop(std::ptr::read(&this.kernels));
            drop(std::ptr::read(&this.kept));
            drop(std::ptr::read(&this.kernel));
            std::ptr::read(&this.state)
        }
    }

    /// The nodes the capture recorded (`cuGraphGetNodes`): copies, fills, kernels, and the
    /// empty nodes where streams joined.
    pub fn nodes(&self) -> usize {
        self.nodes
    }

    /// The device it runs on.
    pub fn device(&self) -> &Device {
        &self.device
    }

    fn destroy(&mut self) {
        destroy_exec(&self.device, self.exec);
        destroy_graph(&self.device, self.graph);
    }
}

impl<S> Drop for Graph<S> {
    fn drop(&mut self) {
        self.destroy();
    }
}

impl<S> std::fmt::Debug for Graph<S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Graph")
            .field("device", &self.device.ordinal())
            .field("nodes", &self.nodes)
            .finish_non_exhaustive()
    }
}

impl<'scope> Scope<'scope, '_> {
    /// Queues a launch of `graph` on this scope's stream: its work runs after what the stream
    /// has queued before, and the scope waits for it before it ends. The graph (with its state)
    /// stays borrowed until then; launches of one graph run one after the other.
    ///
    /// # Errors
    /// [`Error::GraphStateChanged`] if the state no longer holds memory it held when captured
    /// (nothing is launched); [`Error::WrongDevice`] for a stream of another device;
    /// [`Error::NotCapturable`] inside a capture; the driver's error.
    pub fn replay<S: GraphState>(&self, graph: &'scope Graph<S>) -> Result<()> {
        let stream = self.stream();
        stream.not_capturing("launching a graph")?;
        same_device("the graph", stream.device(), &graph.device)?;
        check_state(graph)?;
        self.queue(&[], || {
            stream.bind()?;
            // SAFETY: an instantiated graph of this device, whose memory the state holds
            // (checked above) and stays borrowed, with the graph, until the scope has waited.
            unsafe { call!(cuGraphLaunch(graph.exec, stream.raw())) }
        })
    }
}

/// What a state's part is named by in a graph's listing: an allocation by its address and
/// bytes, a kernel by its handle (with 0 bytes), which the graph's clone of it keeps from naming
/// another kernel.
fn named(part: Part<'_>) -> (u64, usize) {
    match part {
        Part::Memory(addr, bytes) => (addr, bytes),
        Part::Kernel(function) => (function.raw() as u64, 0),
    }
}

/// What `state` holds, in the order it lists it, and clones of its kernels.
fn listing<S: GraphState>(state: &S) -> (Vec<(u64, usize)>, Vec<Function>) {
    let (mut held, mut kernels) = (Vec::new(), Vec::new());
    state.visit(&mut |part| {
        if let Part::Kernel(function) = part {
            kernels.push(function.clone());
        }
        held.push(named(part));
    });
    (held, kernels)
}

/// `Ok` if `graph`'s state still holds everything it held when captured.
fn check_state<S: GraphState>(graph: &Graph<S>) -> Result<()> {
    // A state as it was lists the same things in the same order: checked without allocating,
    // as every launch does.
    let (mut at, mut same) = (0, true);
    graph.state.visit(&mut |part| {
        same &= graph.held.get(at) == Some(&named(part));
        at += 1;
    });
    if same && at == graph.held.len() {
        return Ok(());
    }
    // It changed (a collection grew, a buffer was replaced): it must still hold all of it.
    let (mut then, mut now) = (graph.held.clone(), listing(&graph.state).0);
    then.sort_unstable();
    now.sort_unstable();
    // Both sorted: one pass.
    let mut present = now.iter().peekable();
    for &(addr, bytes) in &then {
        while present.next_if(|&&held| held < (addr, bytes)).is_some() {}
        if present.next_if(|&&held| held == (addr, bytes)).is_none() {
            return Err(Error::GraphStateChanged { addr, bytes });
        }
    }
    Ok(())
}

/// Ends the capture on `stream`: the graph, or the error that spoiled it.
///
/// A call that fails without ending the capture would leave this thread capturing, and so
/// unable to allocate or free (the driver refuses those while a thread captures): while the
/// stream still says it captures, the call is made again (a few times), which ends a capture
/// still open (any graph it gives is destroyed).
fn end_capture(stream: &Stream) -> Result<CUgraph> {
    let end = || {
        let mut graph: CUgraph = std::ptr::null_mut();
        // SAFETY: the stream's capture was begun by this thread; writes one handle.
        unsafe { call!(cuStreamEndCapture(stream.raw(), &mut graph)) }.map(|()| graph)
    };
    let capturing = || {
        let mut status = CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_NONE;
        // SAFETY: a live stream of ours; writes one status. A failed query counts as capturing.
        let asked = (|| unsafe { call!(cuStreamIsCapturing(stream.raw(), &mut status)) })();
        asked.is_err() || status != CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_NONE
    };
    end().inspect_err(|_| {
        for _ in 0..3 {
            if !capturing() {
                return;
            }
            if let Ok(graph) = end() {
                destroy_graph(stream.device(), graph);
                return;
            }
        }
        tracing::warn!("a capture could not be ended: this thread may not allocate or free");
    })
}

/// The number of nodes of `graph`.
fn node_count(graph: CUgraph) -> Result<usize> {
    let mut nodes = 0;
    // SAFETY: a live graph; with no array, the driver only writes the count.
    unsafe { call!(cuGraphGetNodes(graph, std::ptr::null_mut(), &mut nodes)) }?;
    Ok(nodes)
}

/// The instantiated graph, uploaded to the device (on `stream`, waited for) so that the first
/// launch costs what the others do, and its number of nodes.
fn instantiate(graph: CUgraph, stream: &Stream) -> Result<(CUgraphExec, usize)> {
    let nodes = node_count(graph)?;
    let mut exec: CUgraphExec = std::ptr::null_mut();
    // SAFETY: a graph just captured; writes one handle through a pointer to a live local.
    unsafe { call!(cuGraphInstantiateWithFlags(&mut exec, graph, 0)) }?;
    // SAFETY: an instantiated graph and a live stream of its device, no longer capturing (its
    // public waits refuse it for good: the capture's, which nothing else uses).
    let uploaded = unsafe { call!(cuGraphUpload(exec, stream.raw())) };
    // SAFETY: a live stream of ours; waits for the upload.
    let uploaded = uploaded.and_then(|()| unsafe { call!(cuStreamSynchronize(stream.raw())) });
    if let Err(error) = uploaded {
        destroy_exec(stream.device(), exec);
        return Err(error);
    }
    Ok((exec, nodes))
}

fn destroy_graph(device: &Device, graph: CUgraph) {
    if leaked_with_context(device, "graph", graph as u64) {
        return;
    }
    // SAFETY: a graph of ours, destroyed once; an instantiated graph does not need it.
    let destroyed = unsafe { (|| call!(cuGraphDestroy(graph)))() };
    if let Err(error) = destroyed {
        tracing::warn!(%error, "destroying a graph failed");
    }
}

fn destroy_exec(device: &Device, exec: CUgraphExec) {
    if leaked_with_context(device, "graph", exec as u64) {
        return;
    }
    // SAFETY: an instantiated graph of ours, destroyed once, with no launch running (see
    // `Graph`'s Drop).
    let destroyed = unsafe { (|| call!(cuGraphExecDestroy(exec)))() };
    if let Err(error) = destroyed {
        tracing::warn!(%error, "destroying an instantiated graph failed");
    }
}
