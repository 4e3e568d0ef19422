//! Every side a copy can have, for tests that go over each pair of kinds and shapes
//! (`routes.rs`): memory of each kind cudyn tells apart, the same kind seen differently (a pinned
//! buffer as a plain slice, device memory of another device, another owner's device memory),
//! and the shapes whose routes differ (small and large, rows wide and narrow, volumes).

use cudyn::{
    Attach, Device, DeviceBuffer, PinnedBuffer, PinnedFlags, RegisteredHost, UnifiedBuffer, ViewMut,
};

/// The sides, by the name the route table gives them.
pub const SIDES: [&str; 8] = [
    "vec",
    "pinned-slice",
    "pinned",
    "registered",
    "unified",
    "device",
    "device1",
    "foreign",
];

/// A shape of a copy: its name, and each side's layout.
pub struct Shape {
    pub name: &'static str,
    pub src: Layout,
    pub dst: Layout,
}

/// How a side's bytes lie.
#[derive(Clone, Copy)]
pub enum Layout {
    /// `bytes` in one piece.
    Contiguous(usize),
    /// `rows` rows of `len` bytes, `stride` apart.
    Rect {
        rows: usize,
        len: usize,
        stride: usize,
    },
    /// `depth` slices, `slice` bytes apart, of `rows` rows of `len` bytes, `stride` apart.
    Volume {
        depth: usize,
        rows: usize,
        len: usize,
        stride: usize,
        slice: usize,
    },
}

impl Layout {
    /// Bytes from the first to the last.
    fn extent(self) -> usize {
        match self {
            Layout::Contiguous(bytes) => bytes,
            Layout::Rect { rows, len, stride } => (rows - 1) * stride + len,
            Layout::Volume {
                depth,
                rows,
                len,
                stride,
                slice,
            } => (depth - 1) * slice + (rows - 1) * stride + len,
        }
    }

    /// `view` (of `extent` bytes) cut to this layout.
    fn cut(self, view: ViewMut<'_, u8>) -> ViewMut<'_, u8> {
        match self {
            Layout::Contiguous(_) => view,
            Layout::Rect { rows, len, stride } => view.rect(rows, len, stride).unwrap(),
            Layout::Volume {
                depth,
                rows,
                len,
                stride,
                slice,
            } => view.volume(depth, rows, len, stride, slice).unwrap(),
        }
    }
}

const MIB: usize = 1 << 20;
/// Rows of 8 KiB, 10 KiB apart: 768 of them hold 6 MiB, past the staging threshold (4 MiB).
const WIDE: (usize, usize) = (8 << 10, 10 << 10);

/// The shapes whose routes differ.
pub fn shapes() -> Vec<Shape> {
    let (len, stride) = WIDE;
    let rect = |rows, len, stride| Layout::Rect { rows, len, stride };
    let volume = |slice| Layout::Volume {
        depth: 4,
        rows: 192,
        len,
        stride,
        slice,
    };
    let same = |name, layout| Shape {
        name,
        src: layout,
        dst: layout,
    };
    vec![
        same("small", Layout::Contiguous(4 << 10)),
        same("large", Layout::Contiguous(6 * MIB)),
        same("small rows", rect(8, 1024, 2048)),
        same("rows", rect(768, len, stride)),
        Shape {
            name: "rows to packed",
            src: rect(768, len, stride),
            dst: Layout::Contiguous(6 * MIB),
        },
        same("narrow rows", rect(24576, 256, 512)),
        // Slices that follow each other with no gap, and slices with one.
        same("volume", volume(192 * stride)),
        same("gapped volume", volume(192 * stride + 4096)),
    ]
}

/// One side's memory, of the kind a name of [`SIDES`] names.
pub enum Memory {
    Vec(Vec<u8>),
    Pinned(PinnedBuffer<u8>, bool),
    Registered(RegisteredHost<u8>),
    Unified(UnifiedBuffer<u8>),
    Device(DeviceBuffer<u8>, bool),
}

impl Memory {
    /// `bytes` of side `name`, on `devices.0` (`device1`: on `devices.1`).
    pub fn new(name: &str, devices: (&Device, &Device), bytes: usize) -> Memory {
        let device = devices.0;
        match name {
            "vec" => Memory::Vec(vec![0; bytes]),
            "pinned-slice" | "pinned" => Memory::Pinned(
                PinnedBuffer::zeroed(device, bytes, PinnedFlags::DEFAULT).unwrap(),
                name == "pinned-slice",
            ),
            "registered" => {
                Memory::Registered(RegisteredHost::new(device, vec![0; bytes]).unwrap())
            }
            "unified" => {
                Memory::Unified(UnifiedBuffer::zeroed(device, bytes, Attach::Global).unwrap())
            }
            // Uninitialised: the routes are planned, nothing is read, and zeroing (the fake's
            // memsets) was most of the route test's time.
            "device" | "foreign" => Memory::Device(
                DeviceBuffer::uninit(device, bytes).unwrap(),
                name == "foreign",
            ),
            "device1" => Memory::Device(DeviceBuffer::uninit(devices.1, bytes).unwrap(), false),
            _ => panic!("no side named {name}"),
        }
    }

    /// Memory for `layout`, of side `name`.
    pub fn for_layout(name: &str, devices: (&Device, &Device), layout: Layout) -> Memory {
        Memory::new(name, devices, layout.extent())
    }

    /// All of it, cut to `layout`.
    pub fn view(&mut self, layout: Layout) -> ViewMut<'_, u8> {
        let whole = match self {
            Memory::Vec(v) => ViewMut::from(v),
            Memory::Pinned(b, true) => ViewMut::from(b.as_mut_slice()),
            Memory::Pinned(b, false) => b.view_mut(),
            Memory::Registered(b) => b.view_mut(),
            Memory::Unified(b) => b.view_mut(),
            Memory::Device(b, true) => {
                let b: &DeviceBuffer<u8> = b;
                // SAFETY: the buffer's own memory, `len` bytes on its device, which this view
                // alone uses for as long as it lives (the exclusive borrow of `self`): seen as
                // another owner's memory is.
                unsafe { ViewMut::from_raw(b.device(), b.device_ptr(), b.len()) }.unwrap()
            }
            Memory::Device(b, false) => b.view_mut(),
        };
        layout.cut(whole)
    }
}
