//! The kinds of memory: they decide how memory is copied and whether the host may touch it.
//!
//! The vocabulary sits in the bottom layer because errors speak it
//! ([`Error::WrongMemoryKind`](crate::Error::WrongMemoryKind)).

/// Where memory lives; it decides how memory is copied and whether the host may touch it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MemoryKind {
    /// Device memory (`cuMemAlloc`); the host cannot touch it.
    Device,
    /// Page-locked host memory (`cuMemHostAlloc`).
    Pinned,
    /// Managed memory (`cuMemAllocManaged`), migrated between host and device on demand.
    Unified,
    /// Ordinary host memory pinned in place (`cuMemHostRegister`).
    Registered,
    /// Ordinary pageable host memory (`&[T]`, `Vec<T>`).
    Host,
}

impl MemoryKind {
    /// Whether the memory is host RAM (pinned, registered or pageable).
    pub fn is_host(self) -> bool {
        matches!(
            self,
            MemoryKind::Pinned | MemoryKind::Registered | MemoryKind::Host
        )
    }
}
