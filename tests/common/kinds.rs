//! Memory of every kind holding given contents, for tests that go over all pairs of kinds.

use std::marker::PhantomData;

use cudyn::{
    Attach, Device, DeviceBuffer, MemoryKind, PinnedBuffer, PinnedFlags, RegisteredHost,
    UnifiedBuffer, View, ViewMut,
};

/// Every kind of memory the crate handles.
pub const KINDS: [MemoryKind; 5] = [
    MemoryKind::Device,
    MemoryKind::Pinned,
    MemoryKind::Unified,
    MemoryKind::Registered,
    MemoryKind::Host,
];

/// One allocation of a kind (`backing` holds the data for as long as the memory lives, as a
/// caller's own buffer would; a registered allocation owns a copy of it).
pub enum Memory<'a> {
    Device(DeviceBuffer<u32>),
    Pinned(PinnedBuffer<u32>),
    Unified(UnifiedBuffer<u32>),
    Registered(RegisteredHost<u32>, PhantomData<&'a mut Vec<u32>>),
    Host(Vec<u32>),
}

impl<'a> Memory<'a> {
    pub fn new(kind: MemoryKind, device: &Device, data: &[u32], backing: &'a mut Vec<u32>) -> Self {
        Memory::try_new(kind, device, data, backing).unwrap()
    }

    pub fn try_new(
        kind: MemoryKind,
        device: &Device,
        data: &[u32],
        backing: &'a mut Vec<u32>,
    ) -> cudyn::Result<Self> {
        backing.clear();
        backing.extend_from_slice(data);
        Ok(match kind {
            MemoryKind::Device => Memory::Device(DeviceBuffer::from_slice(device, data)?),
            MemoryKind::Pinned => Memory::Pinned(PinnedBuffer::from_slice(
                device,
                data,
                PinnedFlags::DEFAULT,
            )?),
            MemoryKind::Unified => {
                Memory::Unified(UnifiedBuffer::from_slice(device, data, Attach::Global)?)
            }
            MemoryKind::Registered => {
                Memory::Registered(RegisteredHost::new(device, backing.clone())?, PhantomData)
            }
            _ => Memory::Host(data.to_vec()),
        })
    }

    pub fn view(&self) -> View<'_, u32> {
        match self {
            Memory::Device(b) => b.view(),
            Memory::Pinned(b) => b.view(),
            Memory::Unified(b) => b.view(),
            Memory::Registered(b, _) => b.view(),
            Memory::Host(v) => View::from(v),
        }
    }

    pub fn view_mut(&mut self) -> ViewMut<'_, u32> {
        match self {
            Memory::Device(b) => b.view_mut(),
            Memory::Pinned(b) => b.view_mut(),
            Memory::Unified(b) => b.view_mut(),
            Memory::Registered(b, _) => b.view_mut(),
            Memory::Host(v) => ViewMut::from(v),
        }
    }
}
