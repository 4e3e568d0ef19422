//! Two processes sharing device memory. This program exports a buffer and an interprocess
//! event, then starts itself again with the two handles as arguments: that child maps the
//! buffer, runs a kernel over it, records the event and says so. The parent makes its stream
//! wait for the event, reads the buffer and counts what is not the child's value.
//!
//! cargo run --release --example ipc [ELEMENTS]

use std::io::{BufRead, BufReader, Read};
use std::process::{Command, ExitCode, Stdio};

use cudyn::{Device, DeviceBuffer, Event, IpcBuffer, LaunchConfig, Module, Stream};

const KERNELS: &str = include_str!("../tests/kernels.ptx");
const CHILD_VALUE: u32 = 0xc41d;

fn main() -> Result<ExitCode, Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [role, memory, event] if role == "child" => {
            child(memory, event).map(|()| ExitCode::SUCCESS)
        }
        [] => parent(1 << 24),
        [n] => parent(n.parse()?),
        _ => Err("usage: ipc [ELEMENTS]".into()),
    }
}

fn parent(n: usize) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let device = Device::get(0)?;
    let memory = DeviceBuffer::<u32>::zeroed(&device, n)?;
    let done = Event::interprocess(&device)?;
    let mut child = Command::new(std::env::current_exe()?)
        .args(["child".into(), memory.ipc_handle()?.to_string()])
        .arg(done.ipc_handle()?.to_string())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()?;
    // The child prints one line once its kernel and the record are queued (not finished).
    let mut line = String::new();
    BufReader::new(child.stdout.take().ok_or("no stdout")?).read_line(&mut line)?;
    if line.trim() != "queued" {
        return Err(format!("the child said {line:?}").into());
    }
    let stream = Stream::new(&device)?;
    stream.wait(&done)?;
    let mut back = vec![0u32; n];
    stream.scope(|s| s.copy(&memory, &mut back))?;
    // Closing its input lets the child unmap the memory and exit; ours must outlive that.
    drop(child.stdin.take());
    let status = child.wait()?;
    let wrong = back.iter().filter(|&&v| v != CHILD_VALUE).count();
    println!(
        "{}: a child process filled {n} shared elements with a kernel; after its event, {wrong} \
         wrong (child {status})",
        device.name()?
    );
    Ok(if wrong == 0 && status.success() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

fn child(memory: &str, event: &str) -> Result<(), Box<dyn std::error::Error>> {
    let device = Device::get(0)?;
    // SAFETY: the parent keeps the buffer and the event alive until this process has exited
    // (it waits for us after closing our input).
    let mut shared = unsafe { IpcBuffer::<u32>::open(&device, &memory.parse()?)? };
    // SAFETY: as above.
    let done = unsafe { Event::open_ipc(&device, &event.parse()?)? };
    let module = Module::from_ptx(&device, KERNELS)?;
    let fill = module.function("fill_u32")?;
    let n = u32::try_from(shared.len())?;
    let stream = Stream::new(&device)?;
    stream.scope(|s| {
        // SAFETY: fill_u32(u32 *out, u32 n, u32 value) writes n elements of a buffer of n.
        unsafe {
            s.launch(
                &fill,
                LaunchConfig::linear(n, 256),
                (&mut shared, n, CHILD_VALUE),
            )?
        };
        s.record(&done)?;
        // Rust's stdout is line-buffered, also into a pipe: the parent sees this at once.
        println!("queued");
        Ok(())
    })?;
    std::io::stdin().read_to_end(&mut Vec::new())?;
    Ok(())
}
