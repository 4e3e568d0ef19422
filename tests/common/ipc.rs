//! Two processes sharing device memory through IPC handles. The test binary runs itself as the
//! child: the parent starts it with the test's own name and a role in the environment, and the
//! test, seeing the role, plays the child instead of the parent. Used against the fake driver
//! (tests/ipc.rs) and the real one (tests/gpu/) alike.

use std::io::{BufRead, BufReader, Lines, Read};
use std::process::{ChildStdout, Command, Stdio};

use super::pattern;
use cudyn::{
    Device, DeviceBuffer, Error, Event, IpcBuffer, IpcEventHandle, IpcMemHandle, PinnedBuffer,
    PinnedFlags, Stream,
};

const ROLE: &str = "CUDYN_TEST_IPC_ROLE";
const MEMORY: &str = "CUDYN_TEST_IPC_MEMORY";
const EVENT: &str = "CUDYN_TEST_IPC_EVENT";
const LEN: &str = "CUDYN_TEST_IPC_LEN";
const DELAY: &str = "CUDYN_TEST_IPC_DELAY";
pub const FAILS: &str = "CUDYN_TEST_IPC_FAILS";

/// What the child prints once its writes and the event record are queued (not done).
const QUEUED: &str = "<ipc-child-queued>";

/// The role this process plays if a parent started it, else `None`.
pub fn child_role() -> Option<String> {
    std::env::var(ROLE).ok()
}

/// Plays `role` on `device`: the child's side of whichever parent function below started it.
pub fn play_child(role: &str, device: &Device) {
    match role {
        "share" => child_shares(device),
        "open" => child_open_fails(device),
        "inject" => child_open_injected(device),
        other => panic!("unknown role {other}"),
    }
}

fn var<T: std::str::FromStr>(name: &str) -> T
where
    T::Err: std::fmt::Debug,
{
    let text = std::env::var(name).unwrap_or_else(|_| panic!("the parent sets {name}"));
    text.parse()
        .unwrap_or_else(|e| panic!("{name}={text}: {e:?}"))
}

const PARENT_SEED: u32 = 0x5eed_0001;
const CHILD_SEED: u32 = 0x5eed_0002;

/// A child process: this test binary running only `test`, with `role` and `vars` in its
/// environment. Killed if dropped before [`Child::finish`] (the parent failed).
pub struct Child {
    process: std::process::Child,
    stdout: Lines<BufReader<ChildStdout>>,
    finished: bool,
}

pub fn spawn(test: &str, role: &str, vars: &[(&str, String)]) -> Child {
    let exe = std::env::current_exe().expect("the test binary's path");
    let mut process = Command::new(exe)
        // --include-ignored: the GPU tests are ignored unless asked for.
        .args([test, "--exact", "--nocapture", "--include-ignored"])
        .args(["--test-threads=1"])
        .env(ROLE, role)
        .envs(vars.iter().map(|(k, v)| (k, v)))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the test binary starts again as the child");
    let stdout = BufReader::new(process.stdout.take().unwrap()).lines();
    Child {
        process,
        stdout,
        finished: false,
    }
}

impl Child {
    /// Reads the child's output until a line contains `token`; fails if it ends first.
    pub fn expect(&mut self, token: &str) {
        for line in self.stdout.by_ref() {
            let line = line.expect("the child's output");
            println!("child: {line}");
            if line.contains(token) {
                return;
            }
        }
        let status = self.process.wait().unwrap();
        panic!("the child ended ({status}) before printing {token}");
    }

    /// Closes the child's input, which lets it finish, and checks that it passed.
    pub fn finish(mut self) {
        drop(self.process.stdin.take());
        for line in self.stdout.by_ref() {
            println!("child: {}", line.expect("the child's output"));
        }
        let status = self.process.wait().unwrap();
        self.finished = true;
        assert!(status.success(), "the child failed: {status}");
    }
}

impl Drop for Child {
    fn drop(&mut self) {
        if !self.finished {
            let _ = self.process.kill();
            let _ = self.process.wait();
        }
    }
}

/// How long the child keeps its stream busy before it writes: `fills` fills of a scratch
/// buffer of `scratch` words. Without waiting for the event, the parent would then read the
/// old contents.
#[derive(Clone, Copy)]
pub struct Delay {
    pub fills: u32,
    pub scratch: usize,
}

/// The parent's side of sharing: `n` words of a pattern on `exporter`, exported with an
/// interprocess event to a child that runs `test` (which must call [`play_child`] when it
/// finds itself the child). The child checks the pattern, queues overwriting it with its own
/// behind `delay`, records the event and says so; the parent then waits for the event on a
/// stream, reads the memory back and expects the child's pattern. Returns whether the event
/// was still pending when the child said it had queued the work (it shows the wait mattered).
pub fn parent_shares(
    test: &str,
    exporter: &Device,
    importer: usize,
    n: usize,
    delay: Delay,
) -> bool {
    let memory = DeviceBuffer::from_slice(exporter, &pattern(n, PARENT_SEED)).unwrap();
    let event = Event::interprocess(exporter).unwrap();
    let mut child = spawn(
        test,
        "share",
        &[
            (MEMORY, memory.ipc_handle().unwrap().to_string()),
            (EVENT, event.ipc_handle().unwrap().to_string()),
            ("CUDYN_TEST_IPC_DEVICE", importer.to_string()),
            (LEN, n.to_string()),
            (DELAY, format!("{}x{}", delay.fills, delay.scratch)),
        ],
    );
    child.expect(QUEUED);
    let pending = !event.is_complete().unwrap();
    let stream = Stream::new(exporter).unwrap();
    stream.wait(&event).unwrap();
    let mut back = vec![0u32; n];
    stream.scope(|s| s.copy(&memory, &mut back)).unwrap();
    assert!(
        back == pattern(n, CHILD_SEED),
        "after the event the parent reads what the child wrote"
    );
    // The memory and the event outlive the child, as IpcBuffer::open requires.
    child.finish();
    pending
}

/// The device ordinal the parent asked the child to open the memory on (0 unless it said).
pub fn child_device() -> usize {
    std::env::var("CUDYN_TEST_IPC_DEVICE").map_or(0, |d| d.parse().unwrap())
}

/// The child's side of [`parent_shares`], on `device`.
fn child_shares(device: &Device) {
    let n: usize = var(LEN);
    let (fills, scratch) = {
        let text: String = var(DELAY);
        let (f, s) = text.split_once('x').expect("DELAY is FILLSxWORDS");
        (f.parse::<u32>().unwrap(), s.parse::<usize>().unwrap())
    };
    // SAFETY: the parent keeps the memory and the event alive until this process has exited:
    // it waits for us before dropping them.
    let mut shared = unsafe { IpcBuffer::<u32>::open(device, &var::<IpcMemHandle>(MEMORY)) }
        .expect("the child opens the parent's memory");
    assert_eq!(shared.len(), n, "the mapping is as long as the allocation");
    assert!(
        shared.to_vec().unwrap() == pattern(n, PARENT_SEED),
        "the child reads what the parent wrote"
    );
    // SAFETY: as above.
    let event = unsafe { Event::open_ipc(device, &var::<IpcEventHandle>(EVENT)) }
        .expect("the child opens the parent's event");
    let mine =
        PinnedBuffer::from_slice(device, &pattern(n, CHILD_SEED), PinnedFlags::DEFAULT).unwrap();
    let mut busy = DeviceBuffer::<u32>::uninit(device, scratch).unwrap();
    let stream = Stream::new(device).unwrap();
    stream
        .scope(|s| {
            let busy = s.hold(&mut busy);
            for i in 0..fills {
                s.fill_u32(busy, i)?;
            }
            s.copy(&mine, &mut shared)?;
            s.record(&event)?;
            println!("{QUEUED}");
            Ok(())
        })
        .unwrap();
    // Wait for the parent to finish reading before closing the mapping.
    std::io::stdin().read_to_end(&mut Vec::new()).unwrap();
}

/// Child role "open": opening the handle in MEMORY is the driver's refusal.
fn child_open_fails(device: &Device) {
    let handle: IpcMemHandle = var(MEMORY);
    // SAFETY: this breaks open's contract on purpose, to see the misuse caught: the memory
    // was freed before this process started and the parent allocates nothing since, and the
    // driver refuses a handle whose allocation is gone, so nothing is mapped or touched.
    match unsafe { IpcBuffer::<u32>::open(device, &handle) } {
        Ok(buffer) => panic!("a handle of freed memory opened: {buffer:?}"),
        Err(Error::Driver(e)) => {
            println!("opening a handle of freed memory: {e}");
            assert_eq!(e.call(), "cuIpcOpenMemHandle_v2");
        }
        Err(other) => panic!("not the driver's refusal: {other}"),
    }
}

/// Parent side of "inject": the child opens a live handle with `fail` (the fake's
/// CUDYN_FAKE_FAIL, `name=code`) in its environment and must fail in that call.
pub fn child_open_with_failure(test: &str, device: &Device, fail: &str) {
    let memory = DeviceBuffer::<u32>::zeroed(device, 1024).unwrap();
    let call = fail.split_once('=').expect("name=code").0;
    spawn(
        test,
        "inject",
        &[
            (MEMORY, memory.ipc_handle().unwrap().to_string()),
            ("CUDYN_FAKE_FAIL", fail.to_string()),
            (FAILS, call.to_string()),
        ],
    )
    .finish();
}

/// Child role "inject": opening the handle in MEMORY fails in the call named by FAILS.
fn child_open_injected(device: &Device) {
    let call: String = var(FAILS);
    // SAFETY: the parent keeps the memory alive until this process has exited.
    let error = unsafe { IpcBuffer::<u32>::open(device, &var::<IpcMemHandle>(MEMORY)) }
        .expect_err("the injected failure surfaces");
    match &error {
        Error::Driver(e) => assert_eq!(e.call(), call, "{error}"),
        other => panic!("not a driver error: {other}"),
    }
}

/// Parent side of "open": a handle of memory freed before the child starts.
pub fn parent_frees_then_child_opens(test: &str, device: &Device) {
    let handle = {
        let memory = DeviceBuffer::<u32>::zeroed(device, 1024).unwrap();
        memory.ipc_handle().unwrap()
    };
    spawn(test, "open", &[(MEMORY, handle.to_string())]).finish();
}
