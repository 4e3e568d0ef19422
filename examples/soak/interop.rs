//! Memory leaving cudyn and coming back: DLPack round trips, exports (pool pointers and
//! descriptors, growable chunks, IPC handles and events), and a child process that opens them.

use std::io::{BufRead, BufReader, Read, Write};
use std::os::fd::AsFd;
use std::os::unix::net::{UnixListener, UnixStream};
use std::process::{Child, ChildStdin, Command, ExitCode, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use cudyn::dlpack::{Exported, Imported};
use cudyn::{
    Attach, Device, DeviceBuffer, Error, Event, GrowableBuffer, IpcBuffer, IpcMemHandle, MemPool,
    PinnedBuffer, PinnedFlags, PoolImport, PoolPointer, Stream, UnifiedBuffer, recv_fd, send_fd,
};

use crate::memory::{Fail, Kind, checksum, compare, fail, pattern};
use crate::ops::{UNIFIED_MAX, Worker};

impl Worker<'_> {
    /// A buffer exported as a DLPack tensor and imported back: viewed, read, written, read
    /// again, and released through the deleter. A third of the time instead a live buffer is
    /// exported read-only as a view, and must refuse writing.
    pub fn op_dlpack(&mut self) -> Result<(), Fail> {
        // Growable memory is left out of views: its chunks are separate mappings to the
        // driver, and importing a range over two of them is refused (OutsideAllocation), a
        // known limit of the import's check rather than news in every soak.
        if self.rng.chance(1, 3)
            && let Some(index) = self.pick(|m| m.kind != Kind::Growable)
        {
            return self.dlpack_view(index);
        }
        let ctx = self.ctx;
        let device = &ctx.device;
        let len = self.random_len().0.min(UNIFIED_MAX);
        let rows = 1 + self.rng.below(16);
        let cols = (len / rows).max(1);
        let n = rows * cols;
        let Some(_lease) = self.lease(n as u64 * 4)? else {
            return Ok(());
        };
        let owners = if ctx.unified { 4 } else { 3 };
        let (owner, layout, legacy) = (
            self.rng.below(owners),
            self.rng.below(3),
            self.rng.chance(1, 2),
        );
        let stream = &self.streams[self.rng.below(2)];
        let dims = [rows as i64, cols as i64];
        let compact = [cols as i64, 1];
        let (shape, strides): (Option<&[i64]>, Option<&[i64]>) = match layout {
            0 => (None, None),
            1 => (Some(&dims), None),
            _ => (Some(&dims), Some(&compact)),
        };
        let owner_name = ["device", "device-async", "pinned-pool", "unified"][owner];
        let form = if legacy { "legacy" } else { "versioned" };
        self.label = format!("dlpack {owner_name} {rows}x{cols} layout {layout} {form}");
        let data = pattern(n, self.key(3));
        let exported = match owner {
            0 => Exported::new(DeviceBuffer::from_slice(device, &data)?, shape, strides)?,
            1 => {
                let mut buffer = DeviceBuffer::alloc_async(stream, n)?;
                stream.scope(|s| s.copy(&data, &mut buffer))?;
                Exported::new(buffer, shape, strides)?
            }
            2 => {
                let buffer = ctx.pinned_pool.from_slice(&data, PinnedFlags::DEFAULT)?;
                Exported::new(buffer, shape, strides)?
            }
            _ => {
                let buffer = UnifiedBuffer::from_slice(device, &data, Attach::Global)?;
                Exported::new(buffer, shape, strides)?
            }
        };
        // SAFETY: a tensor cudyn just made, handed to this consumer alone; what it lends is
        // owned by the tensor until its deleter runs, when `imported` drops.
        let mut imported = unsafe {
            match legacy {
                true => Imported::from_raw_legacy(exported.into_raw_legacy()?),
                false => Imported::from_raw(exported.into_raw()),
            }
        }?;
        let want_shape = shape.map_or(vec![n as i64], <[i64]>::to_vec);
        if imported.shape() != want_shape {
            return fail!(
                "imported shape {:?}, exported {want_shape:?}",
                imported.shape()
            );
        }
        let mut checked = compare(
            "DLPack import read",
            &imported.view::<u32>(device)?.to_vec()?,
            &data,
        )?;
        let next = pattern(n, self.key(4));
        imported.view_mut::<u32>(device)?.copy_from(&next)?;
        checked += compare(
            "DLPack import read after writing",
            &imported.view::<u32>(device)?.to_vec()?,
            &next,
        )?;
        drop(imported);
        self.stats.checked += checked;
        self.stats
            .add(format!("dlpack round trip {owner_name} {form}"), checked);
        Ok(())
    }

    /// A live buffer exported read-only as a view and imported: it reads as the buffer holds,
    /// and refuses a writable view.
    fn dlpack_view(&mut self, index: usize) -> Result<(), Fail> {
        let device = &self.ctx.device;
        let mem = &self.live[index];
        self.label = format!("dlpack view of {} ({} words)", mem.kind.name(), mem.len());
        // SAFETY: the buffer stays allocated and unwritten until `imported` drops at the end
        // of this function (running the deleter): nothing here writes it.
        let exported = unsafe { Exported::from_view(mem.view(), None, None) }?;
        // SAFETY: a tensor cudyn just made, handed to this consumer alone.
        let mut imported = unsafe { Imported::from_raw(exported.into_raw()) }?;
        if !imported.is_read_only() {
            return fail!("a view exported read-only imports writable");
        }
        match imported.view_mut::<u32>(device) {
            Err(Error::DlpackReadOnly) => {}
            Err(other) => return fail!("a writable view of a read-only import: {other}"),
            Ok(_) => return fail!("a read-only import lent a writable view"),
        }
        let view = imported.view::<u32>(device)?;
        let got = match view.as_slice() {
            Some(host) => host.to_vec(),
            None => view.to_vec()?,
        };
        let checked = compare("DLPack view import", &got, &mem.shadow)?;
        let kind = mem.kind;
        drop(imported);
        self.stats.checked += checked;
        self.stats
            .add(format!("dlpack read-only view {}", kind.name()), checked);
        Ok(())
    }

    /// Exports within this process: a pointer and the descriptor of the exportable pool,
    /// growable memory as chunk descriptors, or an IPC handle with an interprocess event; and
    /// what must refuse to export does.
    pub fn op_export(&mut self) -> Result<(), Fail> {
        let ctx = self.ctx;
        let device = &ctx.device;
        let n = 1024 + self.rng.below(64 << 10);
        let Some(_lease) = self.lease((n as u64 * 4).max(2 << 20) * 2)? else {
            return Ok(());
        };
        let data = pattern(n, self.key(5));
        let stream = &self.streams[self.rng.below(2)];
        let what = self.rng.below(3);
        let checked = match what {
            0 => {
                self.label = format!("export a pool pointer and descriptor, {n} words");
                let mut buffer = DeviceBuffer::<u32>::alloc_from_pool(&ctx.export_pool, stream, n)?;
                stream.scope(|s| s.copy(&data, &mut buffer))?;
                let pointer = buffer.export_pointer()?;
                if pointer.to_bytes() == [0; 64] {
                    return fail!("an exported pool pointer of zeroes");
                }
                drop(ctx.export_pool.export_fd()?);
                let plain = DeviceBuffer::from_slice(device, &data)?;
                if !matches!(plain.export_pointer(), Err(Error::NotExportable { .. })) {
                    return fail!("memory not from a pool exported as a pool pointer");
                }
                compare("exported pool memory", &buffer.to_vec()?, &data)?
            }
            1 => {
                self.label = format!("export growable memory as chunks, {n} words");
                let mut buffer = GrowableBuffer::<u32>::new_exportable(device, n)?;
                buffer.resize(n / 2)?;
                buffer.resize(n)?;
                buffer.copy_from(&data)?;
                let chunks = buffer.export_chunks()?;
                let bytes: usize = chunks.iter().map(|(_, b)| b).sum();
                if chunks.is_empty() || bytes < n * 4 {
                    return fail!("{} chunks of {bytes} bytes for {n} words", chunks.len());
                }
                drop(chunks);
                let plain = GrowableBuffer::<u32>::new(device, 16)?;
                if !matches!(plain.export_chunks(), Err(Error::NotExportable { .. })) {
                    return fail!("growable memory not made exportable exported");
                }
                compare("exported growable memory", &buffer.to_vec()?, &data)?
            }
            _ => {
                self.label = format!("export an IPC handle and event, {n} words");
                let buffer = DeviceBuffer::from_slice(device, &data)?;
                let handle = buffer.ipc_handle()?;
                if handle.to_string().parse::<IpcMemHandle>()? != handle {
                    return fail!("an IPC handle does not survive its text form");
                }
                // SAFETY: the handle is refused before anything is mapped (this process
                // exported it); were it mapped, `buffer` outlives the mapping.
                match unsafe { IpcBuffer::<u32>::open(device, &handle) } {
                    Err(Error::OpenedInExportingProcess) => {}
                    Err(other) => return fail!("opening our own IPC handle: {other}"),
                    Ok(_) => return fail!("this process opened its own IPC handle"),
                }
                let pooled = DeviceBuffer::<u32>::alloc_async(stream, 16)?;
                if !matches!(pooled.ipc_handle(), Err(Error::NotExportable { .. })) {
                    return fail!("pool memory exported through cuIpcGetMemHandle");
                }
                let event = Event::interprocess(device)?;
                event.ipc_handle()?;
                stream.scope(|s| s.record(&event))?;
                event.synchronize()?;
                compare("exported IPC memory", &buffer.to_vec()?, &data)?
            }
        };
        self.stats.checked += checked;
        let name = [
            "pool pointer + descriptor",
            "growable chunks",
            "IPC handle + event",
        ][what];
        self.stats.add(format!("export {name}"), checked);
        Ok(())
    }

    /// A child process (this program again) opens an IPC handle of a device buffer, an
    /// exportable pool's pointer and growable memory's chunks sent over a Unix socket, and an
    /// interprocess event; it reports checksums of what it read, which must match, and writes
    /// patterns of its own, which this process must then read (the IPC one after waiting for
    /// the child's event).
    pub fn op_ipc(&mut self) -> Result<(), Fail> {
        let ctx = self.ctx;
        let device = &ctx.device;
        let n_ipc = 1024 + self.rng.below(256 << 10);
        let n_pool = 1024 + self.rng.below(64 << 10);
        let n_grow = 1024 + self.rng.below(256 << 10);
        self.label = format!("ipc child: {n_ipc} words IPC, {n_pool} pool, {n_grow} growable");
        let bytes = (n_ipc + n_pool) as u64 * 4 + (n_grow as u64 * 4).max(4 << 20);
        let Some(_lease) = self.lease(bytes)? else {
            return Ok(());
        };
        let (ipc_data, pool_data, grow_data) = (
            pattern(n_ipc, self.key(6)),
            pattern(n_pool, self.key(7)),
            pattern(n_grow, self.key(8)),
        );
        let theirs = self.key(10);
        let stream = &self.streams[0];
        let memory = DeviceBuffer::from_slice(device, &ipc_data)?;
        let event = Event::interprocess(device)?;
        let mut pooled = DeviceBuffer::<u32>::alloc_from_pool(&ctx.export_pool, stream, n_pool)?;
        stream.scope(|s| s.copy(&pool_data, &mut pooled))?;
        let mut grown = GrowableBuffer::<u32>::new_exportable(device, n_grow)?;
        grown.resize(n_grow / 2)?;
        grown.resize(n_grow)?;
        grown.copy_from(&grow_data)?;
        let chunks = grown.export_chunks()?;
        let pointer = pooled.export_pointer()?;
        let pool_fd = ctx.export_pool.export_fd()?;

        let path = std::env::temp_dir().join(format!(
            "cudyn-soak-{}-{}-{}",
            std::process::id(),
            self.id,
            self.op
        ));
        let _ = std::fs::remove_file(&path);
        let listener = UnixListener::bind(&path)?;
        let _socket_file = RemoveOnDrop(path.clone());
        listener.set_nonblocking(true)?;
        let child = Command::new(std::env::current_exe()?)
            .arg("child")
            .args([
                memory.ipc_handle()?.to_string(),
                event.ipc_handle()?.to_string(),
            ])
            .args([n_ipc, n_pool, n_grow, chunks.len()].map(|n| n.to_string()))
            .arg(theirs.to_string())
            .arg(&path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()?;
        let mut kid = Kid::new(child, ctx.args.child_timeout)?;

        let said = kid.expect("ipc-sum")?;
        kid.expect("queued")?;
        // The child's copy into the shared memory is queued before its record of the event.
        stream.wait(&event)?;
        let mut back = vec![0u32; n_ipc];
        stream.scope(|s| s.copy(&memory, &mut back))?;
        let mut checked = compare("IPC memory the child wrote", &back, &pattern(n_ipc, theirs))?;
        let socket = kid.accept(&listener)?;
        send_fd(&socket, pool_fd.as_fd(), &pointer.to_bytes())?;
        for (fd, bytes) in &chunks {
            send_fd(&socket, fd.as_fd(), &(*bytes as u64).to_le_bytes())?;
        }
        let pool_said = kid.expect("pool-sum")?;
        let grow_said = kid.expect("grow-sum")?;
        let mut line = String::new();
        BufReader::new(&socket).read_line(&mut line)?;
        if line != "done\n" {
            return fail!("the child said {line:?} on the socket, not done");
        }
        kid.finish()?;
        for (what, said, data) in [
            ("IPC", said, &ipc_data),
            ("pool", pool_said, &pool_data),
            ("growable", grow_said, &grow_data),
        ] {
            let want = format!("{:x}", checksum(data));
            if said != want {
                return fail!("the child's checksum of the {what} memory is {said}, not {want}");
            }
        }
        checked += compare(
            "pool memory the child wrote",
            &pooled.to_vec()?,
            &pattern(n_pool, theirs ^ 1),
        )?;
        checked += compare(
            "growable memory the child wrote",
            &grown.to_vec()?,
            &pattern(n_grow, theirs ^ 2),
        )?;
        self.stats.checked += checked;
        self.stats.add(
            "ipc child (IPC handle, event, pool pointer, growable chunks)",
            checked,
        );
        Ok(())
    }
}

/// Removes a file when dropped (the socket's path).
struct RemoveOnDrop(std::path::PathBuf);

impl Drop for RemoveOnDrop {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// The child process: its input (closed to let it end), its output's lines (read by a thread,
/// so that waits can time out), and a deadline. Killed if dropped before it finished.
struct Kid {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    reader: Option<std::thread::JoinHandle<()>>,
    deadline: Instant,
    finished: bool,
}

impl Kid {
    fn new(mut child: Child, timeout: f64) -> Result<Kid, Fail> {
        let stdout = child.stdout.take().expect("piped");
        let stdin = child.stdin.take();
        let (tx, lines) = std::sync::mpsc::channel();
        let reader = std::thread::Builder::new()
            .name("soak-ipc-reader".into())
            .spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { break };
                    if tx.send(line).is_err() {
                        break;
                    }
                }
            })?;
        Ok(Kid {
            child,
            stdin,
            lines,
            reader: Some(reader),
            deadline: Instant::now() + Duration::from_secs_f64(timeout),
            finished: false,
        })
    }

    fn left(&self) -> Duration {
        self.deadline.saturating_duration_since(Instant::now())
    }

    /// The child's next line, passing on (printed) those of a tool that runs it, such as
    /// compute-sanitizer's, which start with `=====`.
    fn line(&mut self) -> Result<String, RecvTimeoutError> {
        loop {
            let line = self.lines.recv_timeout(self.left())?;
            if !line.starts_with("=====") {
                return Ok(line);
            }
            println!("child: {line}");
        }
    }

    /// The rest of the child's next line, which must start with `word`.
    fn expect(&mut self, word: &str) -> Result<String, Fail> {
        match self.line() {
            Ok(line) => match line.strip_prefix(word) {
                Some(rest) => Ok(rest.trim().to_string()),
                None => fail!("the child said {line:?}, expected {word}"),
            },
            Err(RecvTimeoutError::Timeout) => fail!("the child said nothing in time ({word})"),
            Err(RecvTimeoutError::Disconnected) => {
                let status = self.child.wait()?;
                self.finished = true;
                fail!("the child ended ({status}) before saying {word}")
            }
        }
    }

    /// The child's connection to `listener`.
    fn accept(&mut self, listener: &UnixListener) -> Result<UnixStream, Fail> {
        loop {
            match listener.accept() {
                Ok((socket, _)) => {
                    socket.set_nonblocking(false)?;
                    socket.set_read_timeout(Some(self.left().max(Duration::from_millis(1))))?;
                    return Ok(socket);
                }
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                    if let Some(status) = self.child.try_wait()? {
                        self.finished = true;
                        return fail!("the child ended ({status}) before connecting");
                    }
                    if self.left().is_zero() {
                        return fail!("the child did not connect in time");
                    }
                    std::thread::sleep(Duration::from_millis(2));
                }
                Err(e) => return Err(e.into()),
            }
        }
    }

    /// Closes the child's input, which lets it end, and waits for it to succeed.
    fn finish(&mut self) -> Result<(), Fail> {
        drop(self.stdin.take());
        loop {
            if let Some(status) = self.child.try_wait()? {
                self.finished = true;
                // Its output ends with it: anything more is unexpected.
                self.deadline = Instant::now() + Duration::from_secs(5);
                if let Ok(line) = self.line() {
                    return fail!("the child said {line:?} at the end");
                }
                return match status.success() {
                    true => Ok(()),
                    false => fail!("the child failed: {status}"),
                };
            }
            if self.left().is_zero() {
                return fail!("the child did not end in time");
            }
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}

impl Drop for Kid {
    fn drop(&mut self) {
        if !self.finished {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
    }
}

/// `soak child ...`: the child's side of [`Worker::op_ipc`]; exit status 0 if all went well.
pub fn child_main(args: &[String]) -> ExitCode {
    match child(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(fail) => {
            eprintln!("soak child: {fail}");
            ExitCode::FAILURE
        }
    }
}

fn child(args: &[String]) -> Result<(), Fail> {
    let [memory, event, n_ipc, n_pool, n_grow, chunks, theirs, path] = args else {
        return fail!("usage: soak child MEMORY EVENT N_IPC N_POOL N_GROW CHUNKS KEY SOCKET");
    };
    let number = |text: &str| {
        text.parse::<usize>()
            .map_err(|e| Fail(format!("{text}: {e}")))
    };
    let (n_ipc, n_pool, n_grow, chunks) = (
        number(n_ipc)?,
        number(n_pool)?,
        number(n_grow)?,
        number(chunks)?,
    );
    let theirs = number(theirs)? as u32;
    let device = Device::get(0)?;

    // SAFETY: the parent keeps the memory and the event alive until this process has exited:
    // it waits for us before dropping them.
    let mut shared = unsafe { IpcBuffer::<u32>::open(&device, &memory.parse()?) }?;
    if shared.len() < n_ipc {
        return fail!("the IPC mapping holds {} words, not {n_ipc}", shared.len());
    }
    println!("ipc-sum {:x}", checksum(&shared.slice(..n_ipc)?.to_vec()?));
    // SAFETY: as above.
    let done = unsafe { Event::open_ipc(&device, &event.parse()?) }?;
    let mine = PinnedBuffer::from_slice(&device, &pattern(n_ipc, theirs), PinnedFlags::DEFAULT)?;
    let stream = Stream::new(&device)?;
    stream.scope(|s| {
        s.copy(&mine, shared.slice_mut(..n_ipc)?)?;
        s.record(&done)?;
        // Said while the copy may still run: the parent must wait for the event.
        println!("queued");
        Ok(())
    })?;

    let socket = UnixStream::connect(path)?;
    let mut bytes = [0u8; 64];
    let (fd, received) = recv_fd(&socket, &mut bytes)?;
    if received != 64 {
        return fail!("{received} bytes of a pool pointer");
    }
    let pool = MemPool::import_fd(&device, fd.as_fd())?;
    // SAFETY: the parent keeps the allocation alive until we say we are done, and it holds
    // `n_pool` words.
    let mut imported =
        unsafe { PoolImport::<u32>::open(&pool, &PoolPointer::from_bytes(bytes), n_pool) }?;
    println!("pool-sum {:x}", checksum(&imported.to_vec()?));
    imported.copy_from(&pattern(n_pool, theirs ^ 1))?;
    drop(imported);
    drop(pool);

    let mut received_chunks = Vec::with_capacity(chunks);
    for _ in 0..chunks {
        let mut size = [0u8; 8];
        let (fd, received) = recv_fd(&socket, &mut size)?;
        if received != 8 {
            return fail!("{received} bytes of a chunk size");
        }
        received_chunks.push((fd, u64::from_le_bytes(size) as usize));
    }
    let borrowed: Vec<_> = received_chunks
        .iter()
        .map(|(fd, bytes)| (fd.as_fd(), *bytes))
        .collect();
    // SAFETY: the chunks are one buffer's, in its order (the parent sends them so), and the
    // parent touches that memory only after we say we are done.
    let mut grown = unsafe { GrowableBuffer::<u32>::import_chunks(&device, &borrowed, n_grow) }?;
    println!("grow-sum {:x}", checksum(&grown.to_vec()?));
    grown.copy_from(&pattern(n_grow, theirs ^ 2))?;
    drop(grown);
    drop(received_chunks);
    (&socket).write_all(b"done\n")?;
    // The parent closes our input once it has read what we wrote; the mapping and the event
    // stay open until then.
    std::io::stdin().read_to_end(&mut Vec::new())?;
    drop(done);
    drop(shared);
    Ok(())
}
