//! A GPU service on tokio, written twice in one process: each request uploads its input, runs a
//! kernel over it and downloads the result. `awaited` submits the three steps
//! ([`Stream::submit`]) and awaits them; `spawn_blocking` runs them in a scope on tokio's
//! blocking pool, the usual way without futures. Both run on the same multi-thread runtime (4
//! workers), with the same clients, streams and buffers; each prints its latency per request
//! (p50, p99, from the request's start to its checked result) and its requests per second.
//!
//! ```text
//! tokio_service [--quick] [requests] [clients]
//! ```
//!
//! Every client is a task that serves its requests one after another, with buffers and a stream
//! of its own: `clients` requests are in flight at once.

use std::sync::Arc;
use std::time::Instant;

use cudyn::{Device, DeviceBuffer, Function, LaunchConfig, Module, PinnedBuffer, Scope, Stream};

type Res<T> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

/// Elements of a request's input (256 KiB of u32).
const N: usize = 64 << 10;

/// One client's buffers: pinned input and output, device memory between, and its kernel.
struct Slot {
    input: PinnedBuffer<u32>,
    on_device: DeviceBuffer<u32>,
    result: DeviceBuffer<u32>,
    output: PinnedBuffer<u32>,
    add: Function,
}

impl Slot {
    fn new(device: &Device, add: &Function) -> cudyn::Result<Slot> {
        Ok(Slot {
            input: PinnedBuffer::zeroed(device, N, Default::default())?,
            on_device: DeviceBuffer::zeroed(device, N)?,
            result: DeviceBuffer::zeroed(device, N)?,
            output: PinnedBuffer::zeroed(device, N, Default::default())?,
            add: add.clone(),
        })
    }

    /// The request's input, written into the slot (the host's part before the GPU's).
    fn take_request(&mut self, request: u32) {
        for (i, x) in self.input.as_mut_slice().iter_mut().enumerate() {
            *x = request ^ i as u32;
        }
    }

    /// Whether the output is the input plus one (the host's part after the GPU's).
    fn answer_is_right(&self, request: u32) -> bool {
        self.output
            .iter()
            .enumerate()
            .all(|(i, &x)| x == (request ^ i as u32) + 1)
    }

    /// Up, add one, down.
    fn queue<'s, 'e>(s: &'s Scope<'s, 'e>, slot: &'s mut Slot) -> cudyn::Result<()> {
        let (on_device, result) = (s.hold(&mut slot.on_device), s.hold(&mut slot.result));
        s.copy(&slot.input, on_device)?;
        // SAFETY: add_u32(in, out, n, value) reads and writes n elements of the two buffers.
        unsafe {
            s.launch(
                &slot.add,
                LaunchConfig::linear(N as u32, 256),
                (on_device, result, N as u32, 1u32),
            )
        }?;
        s.copy(result, &mut slot.output)
    }
}

/// Serves `count` requests with one client's slot and stream, the GPU's part awaited or on the
/// blocking pool; the latency of each, in microseconds.
async fn client(
    mut slot: Slot,
    stream: Arc<Stream>,
    first: u32,
    count: u32,
    awaited: bool,
) -> Res<(Slot, Vec<f64>)> {
    let mut latencies = Vec::with_capacity(count as usize);
    for request in first..first + count {
        let start = Instant::now();
        slot.take_request(request);
        slot = if awaited {
            stream.submit(slot, Slot::queue)?.await?
        } else {
            let stream = stream.clone();
            tokio::task::spawn_blocking(move || {
                stream.scope(|s| Slot::queue(s, &mut slot))?;
                Ok::<Slot, cudyn::Error>(slot)
            })
            .await??
        };
        if !slot.answer_is_right(request) {
            return Err(format!("request {request}: wrong answer").into());
        }
        latencies.push(start.elapsed().as_secs_f64() * 1e6);
    }
    Ok((slot, latencies))
}

fn percentile(v: &mut [f64], p: f64) -> f64 {
    v.sort_by(f64::total_cmp);
    v[((v.len() - 1) as f64 * p) as usize]
}

fn main() -> Res<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let quick = args.iter().any(|a| a == "--quick");
    let numbers: Vec<u32> = args.iter().filter_map(|a| a.parse().ok()).collect();
    let requests = numbers
        .first()
        .copied()
        .unwrap_or(if quick { 64 } else { 20_000 });
    let clients = numbers
        .get(1)
        .copied()
        .unwrap_or(if quick { 8 } else { 64 });
    let device = Device::get(0)?;
    println!("{}", device.name()?);
    if device.name()?.starts_with("cudyn fake device") {
        println!("warning: the fake driver: these figures mean nothing");
    }
    let add =
        Module::from_ptx(&device, include_str!("../tests/kernels.ptx"))?.function("add_u32")?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(4)
        .build()?;
    let mut slots: Vec<Slot> = (0..clients)
        .map(|_| Slot::new(&device, &add))
        .collect::<cudyn::Result<_>>()?;
    let streams: Vec<Arc<Stream>> = (0..clients)
        .map(|_| Stream::new(&device).map(Arc::new))
        .collect::<cudyn::Result<_>>()?;
    let per_client = requests / clients;
    // A round of each, to warm both paths (the blocking pool's threads, the flags), then the
    // measured rounds in turns.
    for (round, measured) in [(0, false), (1, true), (2, true)] {
        for awaited in [true, false] {
            let start = Instant::now();
            let count = if measured {
                per_client
            } else {
                per_client.min(8)
            };
            let (back, mut latencies) = runtime.block_on(async {
                let tasks: Vec<_> = std::mem::take(&mut slots)
                    .into_iter()
                    .zip(&streams)
                    .enumerate()
                    .map(|(c, (slot, stream))| {
                        let first = (round * clients + c as u32) * per_client;
                        tokio::spawn(client(slot, stream.clone(), first, count, awaited))
                    })
                    .collect();
                let (mut back, mut all) = (Vec::new(), Vec::new());
                for task in tasks {
                    let (slot, latencies) = task.await??;
                    back.push(slot);
                    all.extend(latencies);
                }
                Ok::<_, Box<dyn std::error::Error + Send + Sync>>((back, all))
            })?;
            slots = back;
            if measured {
                let rate = latencies.len() as f64 / start.elapsed().as_secs_f64();
                println!(
                    "{:<15} {clients} clients, {} requests of 256 KiB up, add, down: \
                     p50 {:8.1} us, p99 {:8.1} us, {:8.0} requests/s",
                    if awaited { "awaited" } else { "spawn_blocking" },
                    latencies.len(),
                    percentile(&mut latencies, 0.5),
                    percentile(&mut latencies, 0.99),
                    rate
                );
            }
        }
    }
    Ok(())
}
