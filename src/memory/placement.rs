//! Where managed memory lives: [`Location`]s, and [`Advice`] on any range of a managed
//! allocation (a whole [`UnifiedBuffer`](crate::UnifiedBuffer), or any view of one).

use bytemuck::Pod;

use super::view::{Span, View, ViewMut};
use crate::driver::device::Device;
use crate::driver::driver;
use crate::driver::error::{Error, Result, check};
use crate::driver::memory_kind::MemoryKind;
use crate::sys::{
    CUdevice, CUdevice_attribute, CUmem_advise, CUmemLocation, CUmemLocationType, CUresult,
};

/// Where managed memory should live: a device, host memory, or one NUMA node of the host's.
///
/// Not exhaustive: the driver knows more kinds of location than these.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Location<'a> {
    /// Host memory.
    Host,
    /// This device's memory.
    Device(&'a Device),
    /// Host memory of this NUMA node (`CU_MEM_LOCATION_TYPE_HOST_NUMA`, CUDA 12.2+): the node
    /// nearest a device is [`Device::host_numa_id`].
    HostNuma(i32),
}

impl Location<'_> {
    /// The CUDA 12.2+ description.
    pub(crate) fn location(self) -> CUmemLocation {
        use CUmemLocationType as L;
        let (kind, id) = match self {
            Location::Host => (L::CU_MEM_LOCATION_TYPE_HOST, 0),
            Location::Device(device) => (L::CU_MEM_LOCATION_TYPE_DEVICE, device.raw()),
            Location::HostNuma(node) => (L::CU_MEM_LOCATION_TYPE_HOST_NUMA, node),
        };
        crate::sys::mem_location(kind, id)
    }

    /// The older description: a device, or `CU_DEVICE_CPU` (-1) for the host; `None` for a
    /// location it cannot name (a NUMA node).
    pub(crate) fn device(self) -> Option<CUdevice> {
        match self {
            Location::Host => Some(-1),
            Location::Device(device) => Some(device.raw()),
            Location::HostNuma(_) => None,
        }
    }
}

impl Device {
    /// The NUMA node of the host memory nearest this device (`CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID`),
    /// for [`Location::HostNuma`]; `None` where the driver reports none (-1, or a driver before
    /// CUDA 12.2, which refuses the attribute as an invalid value). Any other failure is an
    /// error: a lost context is not "no NUMA node".
    pub fn host_numa_id(&self) -> Result<Option<i32>> {
        match self.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID) {
            Ok(id) => Ok((id >= 0).then_some(id)),
            Err(error) if error.driver_code() == Some(CUresult::CUDA_ERROR_INVALID_VALUE) => {
                Ok(None)
            }
            Err(error) => Err(error),
        }
    }
}

/// Usage hints for managed memory (`cuMemAdvise`), set and cleared on a whole buffer
/// ([`UnifiedBuffer::advise`](crate::UnifiedBuffer::advise)) or on any view of one
/// ([`View::advise`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Advice<'a> {
    /// Mostly read: devices that read it get their own read-only copy.
    ReadMostly,
    /// Keep the pages at this location when possible.
    PreferredLocation(Location<'a>),
    /// This location accesses the memory: keep it mapped there to avoid faults.
    AccessedBy(Location<'a>),
}

impl<'a> Advice<'a> {
    /// The `set` (or `unset`) advice code and the location it concerns. The driver ignores the
    /// location of read-mostly advice.
    fn parts(self, set: bool) -> (CUmem_advise, Location<'a>) {
        use CUmem_advise as A;
        let (code, location) = match self {
            Advice::ReadMostly => (A::CU_MEM_ADVISE_SET_READ_MOSTLY, Location::Host),
            Advice::PreferredLocation(l) => (A::CU_MEM_ADVISE_SET_PREFERRED_LOCATION, l),
            Advice::AccessedBy(l) => (A::CU_MEM_ADVISE_SET_ACCESSED_BY, l),
        };
        // Each UNSET code directly follows its SET code in cuda.h.
        let code = if set { code } else { CUmem_advise(code.0 + 1) };
        (code, location)
    }
}

/// `Ok` for managed memory, [`Error::WrongMemoryKind`] otherwise: what prefetches, discards
/// and advice take.
pub(crate) fn managed(span: &Span<'_>) -> Result<()> {
    if span.kind != MemoryKind::Unified {
        // A unified buffer's host slice (`as_slice()`) is seen as host memory: say where the
        // managed view is, or the message reads as if the buffer itself were wrong.
        return Err(Error::WrongMemoryKind {
            expected: "unified memory (a UnifiedBuffer or its view; its host slice is host memory)",
            found: span.kind,
        });
    }
    Ok(())
}

/// Sets (or clears) `advice` on `span`, managed memory (whole pages around it: the driver
/// rounds the range out to pages).
pub(crate) fn advise_span(span: Span<'_>, advice: Advice<'_>, set: bool) -> Result<()> {
    managed(&span)?;
    if span.bytes == 0 {
        return Ok(());
    }
    if let Some(context) = span.context {
        context.bind()?;
    }
    let (code, location) = advice.parts(set);
    let driver = driver()?;
    match driver.cuMemAdvise_v2() {
        // SAFETY: the range is live managed memory (a view of it is borrowed); advice moves no
        // byte, so no access to it can race.
        Ok(advise) => check("cuMemAdvise_v2", unsafe {
            advise(span.addr, span.bytes, code, location.location())
        }),
        Err(missing) => {
            let advise = driver.legacy().cuMemAdvise;
            let (Some(advise), Some(device)) = (advise, location.device()) else {
                return Err(Error::MissingSymbol(missing));
            };
            // SAFETY: as above, in the older form (a device handle, -1 for the host).
            check("cuMemAdvise", unsafe {
                advise(span.addr, span.bytes, code, device)
            })
        }
    }
}

impl<T: Pod> View<'_, T> {
    /// Sets a usage hint on this range of managed memory (whole pages: the driver rounds the
    /// range out to the pages it touches).
    ///
    /// # Errors
    /// [`Error::WrongMemoryKind`] for memory that is not managed; the driver's error.
    ///
    /// ```
    /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
    /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
    /// use cudyn::{Advice, Attach, Device, Location, UnifiedBuffer, View};
    ///
    /// let device = Device::get(0)?;
    /// let weights = UnifiedBuffer::<f32>::zeroed(&device, 1 << 20, Attach::Global)?;
    /// // The first half is read by the device, often: keep a copy there.
    /// View::from(&weights).slice(..1 << 19)?.advise(Advice::ReadMostly)?;
    /// View::from(&weights)
    ///     .slice(1 << 19..)?
    ///     .advise(Advice::PreferredLocation(Location::Device(&device)))?;
    /// # Ok::<(), cudyn::Error>(())
    /// ```
    pub fn advise(&self, advice: Advice<'_>) -> Result<()> {
        advise_span(self.span(), advice, true)
    }

    /// Clears a usage hint set with [`advise`](Self::advise).
    pub fn unadvise(&self, advice: Advice<'_>) -> Result<()> {
        advise_span(self.span(), advice, false)
    }
}

impl<T: Pod> ViewMut<'_, T> {
    /// As [`View::advise`].
    pub fn advise(&self, advice: Advice<'_>) -> Result<()> {
        advise_span(self.span(), advice, true)
    }

    /// As [`View::unadvise`].
    pub fn unadvise(&self, advice: Advice<'_>) -> Result<()> {
        advise_span(self.span(), advice, false)
    }
}
