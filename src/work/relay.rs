//! Library threads that queue submissions for callers that must not block: an executor's
//! thread handing over a copy from or to pageable memory ([`Stream::submit_off_thread`]).
//!
//! # Why a thread of the library's
//!
//! Pageable memory reaches the GPU only through a copy the host drives: the staging ring's
//! threads pack or unpack it chunk by chunk while the caller's thread leads them, and returns
//! when the host side is done. On an executor's thread that stalls every task of that thread for
//! the whole copy (milliseconds for a few MiB). A relay thread leads instead, and the caller's
//! future waits for it as it waits for the GPU: without blocking.
//!
//! Up to [`MOST`] relay threads, started on demand, each gone after [`IDLE`] without work; more
//! only while every one is held up in its job and other work waits ([`unstick`]). Jobs
//! for one stream run one at a time, in the order they came: work handed over for a stream is
//! queued on it in that order. A job's own closure (the user's code) may hand work over and
//! wait for it: that work runs at once on the job's thread ([`hand_over`]), so relays never
//! wait for relays.
//!
//! [`Stream::submit_off_thread`]: crate::Stream::submit_off_thread

use std::collections::VecDeque;
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::user_code::contain;

/// At most this many relay threads at once.
const MOST: usize = 4;

/// A relay thread without work for this long ends.
const IDLE: Duration = Duration::from_secs(2);

/// A job: queues one submission and hands its future's state over.
pub(crate) type Job = Box<dyn FnOnce() + Send>;

/// The stream a job queues work on: its device's ordinal and its handle. The handle alone does
/// not tell streams apart: the legacy stream's, `NULL`, is every device's, and each device's
/// legacy stream is a stream of its own (two jobs for them must not wait for each other).
pub(crate) type StreamKey = (usize, usize);

#[derive(Default)]
struct Queue {
    /// Jobs waiting, with the stream they queue work on.
    jobs: VecDeque<(StreamKey, Job)>,
    /// Streams with a job running, and since when.
    busy: Vec<(StreamKey, Instant)>,
    /// Relay threads alive, and how many of them wait for work.
    threads: usize,
    idle: usize,
}

static QUEUE: Mutex<Queue> = Mutex::new(Queue {
    jobs: VecDeque::new(),
    busy: Vec::new(),
    threads: 0,
    idle: 0,
});
static WORK: Condvar = Condvar::new();
/// Signalled whenever a job ends, for [`wait_idle`].
static ENDED: Condvar = Condvar::new();

thread_local! {
    /// Whether this thread is a relay thread (which must not wait for the relays).
    static RELAY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

fn lock() -> MutexGuard<'static, Queue> {
    QUEUE.lock().unwrap_or_else(|e| e.into_inner())
}

/// Runs `job` on a relay thread, after the jobs handed over before it for the same `stream`.
/// Runs it on the calling thread if no relay thread is alive and none can be started, or if
/// the calling thread is a relay running a job: that job may wait for this one, and a relay
/// waiting for a relay could take them all (a job's work handed over for its own stream would
/// even wait for itself).
///
/// Whether the job waits behind relays all busy: the caller then has [`unstick`] called until
/// it no longer does.
pub(crate) fn hand_over(stream: StreamKey, job: Job) -> bool {
    if RELAY.get() {
        job();
        return false;
    }
    let mut queue = lock();
    queue.jobs.push_back((stream, job));
    if queue.idle > 0 || queue.threads >= MOST {
        WORK.notify_all();
        return queue.idle == 0;
    }
    queue.threads += 1;
    drop(queue);
    if let Err(error) = start() {
        let mut queue = lock();
        queue.threads -= 1;
        if queue.threads > 0 {
            tracing::warn!(%error, "starting a relay thread failed; the others will run the job");
            return false;
        }
        tracing::warn!(%error, "starting a relay thread failed; running the job here");
        let at = queue.jobs.iter().rposition(|(s, _)| *s == stream);
        let job = at.and_then(|at| queue.jobs.remove(at));
        drop(queue);
        if let Some((_, job)) = job {
            job();
        }
    }
    false
}

/// Starts a relay thread (counted in `threads` by the caller).
fn start() -> std::io::Result<()> {
    let started = std::thread::Builder::new().name("cudyn-relay".into());
    started.spawn(relay).map(drop)
}

/// Where in `queue` the first job that can run now is (its stream has none running).
fn runnable(queue: &Queue) -> Option<usize> {
    (queue.jobs.iter()).position(|(s, _)| !queue.busy.iter().any(|(b, _)| b == s))
}

/// Starts one more relay thread, past [`MOST`], if a job could run but every relay has been
/// in its job for `stuck` or longer: a handed-over closure (the user's code) that blocks holds
/// its relay, and would otherwise hold up every other stream's handed-over work. Whether jobs
/// still wait behind busy relays (then this is worth calling again).
pub(crate) fn unstick(stuck: Duration) -> bool {
    let mut queue = lock();
    if runnable(&queue).is_none() || queue.idle > 0 {
        return false;
    }
    if queue.busy.iter().all(|(_, since)| since.elapsed() >= stuck) {
        queue.threads += 1;
        drop(queue);
        if let Err(error) = start() {
            tracing::warn!(%error, "starting a relay thread past the busy ones failed");
            lock().threads -= 1;
        }
    }
    true
}

/// Waits until every job handed over so far has run (at once on a relay thread, whose own
/// job would never end otherwise).
pub(crate) fn wait_idle() {
    if RELAY.get() {
        return;
    }
    let mut queue = lock();
    while !queue.jobs.is_empty() || !queue.busy.is_empty() {
        queue = ENDED.wait(queue).unwrap_or_else(|e| e.into_inner());
    }
}

/// A relay thread: runs jobs whose stream has none running, until none comes for [`IDLE`].
fn relay() {
    RELAY.set(true);
    let mut queue = lock();
    loop {
        if let Some(at) = runnable(&queue) {
            let (stream, job) = queue.jobs.remove(at).expect("a job at the found place");
            queue.busy.push((stream, Instant::now()));
            drop(queue);
            // A job catches its own panic for its future; this is a last guard for the thread
            // (and for the stream, marked busy until the job ends).
            contain("a relay's job", job);
            queue = lock();
            queue.busy.retain(|&(s, _)| s != stream);
            // A job for the same stream may be waiting for this one.
            WORK.notify_all();
            ENDED.notify_all();
            continue;
        }
        queue.idle += 1;
        let (next, waited) = WORK
            .wait_timeout(queue, IDLE)
            .unwrap_or_else(|e| e.into_inner());
        queue = next;
        queue.idle -= 1;
        if waited.timed_out() && runnable(&queue).is_none() {
            queue.threads -= 1;
            return;
        }
    }
}
