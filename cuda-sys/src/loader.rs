//! Finding and opening the CUDA driver at run time.
//!
//! The process has one driver: [`driver`] opens it on first use and keeps it, with every entry
//! point resolved, until the process ends. It lives in a `static` rather than behind an
//! `Arc<Library>`, because unloading libcuda while contexts and allocations exist is unsound, so
//! nothing is gained by reference counting it.

use std::ffi::{CStr, c_int};
use std::fmt;
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

pub(crate) use libloading::Library;

use super::{
    CUdevice, CUdeviceptr, CUevent, CUmem_advise, CUmemLocation, CUmemcpyAttributes, CUresult,
    CUstream, Functions,
};

/// The environment variable that names the driver library to load instead of searching.
pub const DRIVER_ENV: &str = "CUDYN_DRIVER";

/// The names tried, in order, when [`DRIVER_ENV`] is unset.
///
/// `libcuda.so.1` is the driver's soname and comes first; the bare `libcuda.so` is often only a
/// development symlink or the toolkit's link-time stub, so it is a fallback. WSL2 keeps the
/// driver outside the loader's search path.
#[cfg(unix)]
pub const CANDIDATES: &[&str] = &[
    "libcuda.so.1",
    "libcuda.so",
    "/usr/lib/wsl/lib/libcuda.so.1",
];

/// The names tried, in order, when [`DRIVER_ENV`] is unset.
#[cfg(windows)]
pub const CANDIDATES: &[&str] = &["nvcuda.dll"];

/// A loaded CUDA driver: the library, kept open, and its resolved entry points.
///
/// Each entry point has an accessor of the same name (`driver.cuMemAlloc_v2()`) that returns
/// the function pointer, or a [`SymbolError`] naming it when the library lacks it. Calling the
/// pointer is `unsafe`: the raw API's contracts are the caller's to keep.
pub struct Driver {
    pub(crate) functions: Functions,
    legacy: Legacy,
    name: String,
    version: Option<c_int>,
    timing: LoadTiming,
    // Keeps the code the table points into mapped.
    _library: Library,
}

/// How long opening the driver took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoadTiming {
    /// `dlopen` (or `LoadLibrary`) of the driver.
    pub open: Duration,
    /// Looking up every entry point.
    pub resolve: Duration,
}

impl Driver {
    /// Opens the first of `candidates` that loads and is a CUDA driver (exports `cuInit`).
    ///
    /// Every failure is kept: the error lists each candidate with the system's reason.
    ///
    /// # Safety
    /// Loading a library runs its initialisers, and the driver's functions are then called with
    /// the signatures `cuda.h` declares. A candidate that loads must therefore be a CUDA driver
    /// (or a faithful stand-in), not an unrelated library that happens to export `cuInit`.
    pub unsafe fn open_first<I>(candidates: I) -> Result<Driver, LoadError>
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        let mut attempts = Vec::new();
        for name in candidates {
            let name = name.as_ref();
            // SAFETY: forwarded to our caller.
            match unsafe { Self::open(name) } {
                Ok(driver) => return Ok(driver),
                Err(reason) => attempts.push(Attempt {
                    name: name.to_owned(),
                    reason,
                }),
            }
        }
        Err(LoadError::NotFound { attempts })
    }

    /// # Safety
    /// As for [`Driver::open_first`].
    unsafe fn open(name: &str) -> Result<Driver, String> {
        let start = Instant::now();
        // SAFETY: the caller vouches that this is a CUDA driver, whose initialisers are sound.
        let library = unsafe { Library::new(name) }.map_err(|e| chain(&e))?;
        let opened = Instant::now();
        // SAFETY: as above; the signatures are those of cuda.h.
        let functions = unsafe { Functions::resolve(&library) };
        // SAFETY: as above; the signatures are those of the CUDA 12 headers, which are frozen.
        let legacy = unsafe { Legacy::resolve(&library) };
        let timing = LoadTiming {
            open: opened - start,
            resolve: opened.elapsed(),
        };
        if functions.cuInit.is_none() {
            return Err("loaded, but it exports no cuInit, so it is not a CUDA driver".into());
        }
        let version = functions.cuDriverGetVersion.and_then(|get| {
            let mut version = 0;
            // SAFETY: cuDriverGetVersion writes one int through a valid pointer and needs no
            // cuInit; the pointer is to a live local.
            let status = unsafe { get(&mut version) };
            (status == super::CUresult::CUDA_SUCCESS).then_some(version)
        });
        Ok(Driver {
            functions,
            legacy,
            name: name.to_owned(),
            version,
            timing,
            _library: library,
        })
    }

    /// The name or path this driver was opened by (for example `libcuda.so.1`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The file the dynamic loader actually mapped, where the platform can tell.
    pub fn file(&self) -> Option<PathBuf> {
        library_file(self.functions.cuInit? as *const ())
    }

    /// The driver's CUDA version as `cuDriverGetVersion` reports it (12090 for 12.9), or `None`
    /// if the library cannot say.
    pub fn version(&self) -> Option<c_int> {
        self.version
    }

    /// How long opening and resolving took.
    pub fn timing(&self) -> LoadTiming {
        self.timing
    }

    /// The whole function table.
    pub fn functions(&self) -> &Functions {
        &self.functions
    }

    /// Entry points whose newer form replaced them in the headers; see [`Legacy`].
    pub fn legacy(&self) -> &Legacy {
        &self.legacy
    }

    pub(crate) fn missing(&self, name: &'static str) -> SymbolError {
        SymbolError {
            name,
            driver_version: self.version,
        }
    }
}

impl fmt::Debug for Driver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Driver")
            .field("name", &self.name)
            .field("version", &self.version)
            .field("timing", &self.timing)
            .finish_non_exhaustive()
    }
}

/// Where the library holding `addr` lives on disk.
#[cfg(unix)]
fn library_file(addr: *const ()) -> Option<PathBuf> {
    use std::os::unix::ffi::OsStrExt;
    // SAFETY: an all-zero Dl_info is a valid value of this plain C struct.
    let mut info: libc::Dl_info = unsafe { std::mem::zeroed() };
    // SAFETY: dladdr only reads `addr` as a number and fills `info`, a live local.
    if unsafe { libc::dladdr(addr.cast(), &mut info) } == 0 || info.dli_fname.is_null() {
        return None;
    }
    // SAFETY: dladdr succeeded, so dli_fname is a NUL-terminated string owned by the loader
    // that stays valid while the library is loaded; it is copied before returning.
    let name = unsafe { CStr::from_ptr(info.dli_fname) };
    Some(PathBuf::from(std::ffi::OsStr::from_bytes(name.to_bytes())))
}

#[cfg(not(unix))]
fn library_file(_: *const ()) -> Option<PathBuf> {
    None
}

/// Older forms of entry points that the CUDA 13 headers no longer declare (a later form took
/// their name), resolved by their exported symbol so that code falling back to them on older
/// drivers compiles whichever headers generated the bindings. Their ABI is frozen: drivers keep
/// exporting them for programs built against CUDA 12.
#[allow(non_snake_case)]
pub struct Legacy {
    /// `cuMemPrefetchAsync` before CUDA 12.2's `CUmemLocation` form (`_v2`).
    pub cuMemPrefetchAsync: Option<
        unsafe extern "C" fn(
            devPtr: CUdeviceptr,
            count: usize,
            dstDevice: CUdevice,
            hStream: CUstream,
        ) -> CUresult,
    >,
    /// `cuMemAdvise` before CUDA 12.2's `CUmemLocation` form (`_v2`).
    pub cuMemAdvise: Option<
        unsafe extern "C" fn(
            devPtr: CUdeviceptr,
            count: usize,
            advice: CUmem_advise,
            device: CUdevice,
        ) -> CUresult,
    >,
    /// `cuEventElapsedTime` before CUDA 12.8's `_v2`.
    pub cuEventElapsedTime: Option<
        unsafe extern "C" fn(pMilliseconds: *mut f32, hStart: CUevent, hEnd: CUevent) -> CUresult,
    >,
    /// `cuMemcpyBatchAsync` in its CUDA 12.8 form, with `failIdx`. CUDA 13's headers give the
    /// name to `_v2` (below); its drivers still export this one.
    pub cuMemcpyBatchAsync: Option<MemcpyBatchAsync>,
    /// `cuMemcpyBatchAsync_v2`, CUDA 13's form without `failIdx`. Not an older form but a newer
    /// one the committed (CUDA 12.9) headers lack: it is here so that code choosing between the
    /// two compiles whichever headers made the bindings.
    pub cuMemcpyBatchAsync_v2: Option<MemcpyBatchAsyncV2>,
    /// `cuMemPrefetchBatchAsync` (CUDA 13), which the committed headers lack, as `_v2` above.
    pub cuMemPrefetchBatchAsync: Option<MemPrefetchBatchAsync>,
    /// `cuMemDiscardBatchAsync` (CUDA 13), likewise.
    pub cuMemDiscardBatchAsync: Option<MemDiscardBatchAsync>,
    /// `cuMemDiscardAndPrefetchBatchAsync` (CUDA 13), likewise; its arguments are
    /// `cuMemPrefetchBatchAsync`'s.
    pub cuMemDiscardAndPrefetchBatchAsync: Option<MemPrefetchBatchAsync>,
}

impl Legacy {
    /// # Safety
    /// As for [`Functions::resolve`]: `library` must be a CUDA driver.
    unsafe fn resolve(library: &Library) -> Self {
        // SAFETY: forwarded; each type is the symbol's CUDA 12 signature (CUDA 13's for the
        // batch's `_v2` and the batched prefetch and discards, whose signatures CUDA 13's
        // cuda.h gives).
        unsafe {
            Legacy {
                cuMemPrefetchAsync: symbol(library, c"cuMemPrefetchAsync"),
                cuMemAdvise: symbol(library, c"cuMemAdvise"),
                cuEventElapsedTime: symbol(library, c"cuEventElapsedTime"),
                cuMemcpyBatchAsync: symbol(library, c"cuMemcpyBatchAsync"),
                cuMemcpyBatchAsync_v2: symbol(library, c"cuMemcpyBatchAsync_v2"),
                cuMemPrefetchBatchAsync: symbol(library, c"cuMemPrefetchBatchAsync"),
                cuMemDiscardBatchAsync: symbol(library, c"cuMemDiscardBatchAsync"),
                cuMemDiscardAndPrefetchBatchAsync: symbol(
                    library,
                    c"cuMemDiscardAndPrefetchBatchAsync",
                ),
            }
        }
    }
}

/// `cuMemcpyBatchAsync` in CUDA 12.8's form, with `failIdx` ([`Legacy::cuMemcpyBatchAsync`]).
// The parameters keep cuda.h's names.
#[allow(non_snake_case)]
pub type MemcpyBatchAsync = unsafe extern "C" fn(
    dsts: *mut CUdeviceptr,
    srcs: *mut CUdeviceptr,
    sizes: *mut usize,
    count: usize,
    attrs: *mut CUmemcpyAttributes,
    attrsIdxs: *mut usize,
    numAttrs: usize,
    failIdx: *mut usize,
    hStream: CUstream,
) -> CUresult;

/// `cuMemcpyBatchAsync_v2`, CUDA 13's form without `failIdx`
/// ([`Legacy::cuMemcpyBatchAsync_v2`]).
#[allow(non_snake_case)]
pub type MemcpyBatchAsyncV2 = unsafe extern "C" fn(
    dsts: *mut CUdeviceptr,
    srcs: *mut CUdeviceptr,
    sizes: *mut usize,
    count: usize,
    attrs: *mut CUmemcpyAttributes,
    attrsIdxs: *mut usize,
    numAttrs: usize,
    hStream: CUstream,
) -> CUresult;

/// `cuMemPrefetchBatchAsync` and `cuMemDiscardAndPrefetchBatchAsync` (CUDA 13): `count`
/// ranges, each prefetched to `prefetchLocs[k]` from index `prefetchLocIdxs[k]` on; `flags`
/// must be 0.
#[allow(non_snake_case)]
pub type MemPrefetchBatchAsync = unsafe extern "C" fn(
    dptrs: *mut CUdeviceptr,
    sizes: *mut usize,
    count: usize,
    prefetchLocs: *mut CUmemLocation,
    prefetchLocIdxs: *mut usize,
    numPrefetchLocs: usize,
    flags: std::ffi::c_ulonglong,
    hStream: CUstream,
) -> CUresult;

/// `cuMemDiscardBatchAsync` (CUDA 13): `count` ranges discarded; `flags` must be 0.
#[allow(non_snake_case)]
pub type MemDiscardBatchAsync = unsafe extern "C" fn(
    dptrs: *mut CUdeviceptr,
    sizes: *mut usize,
    count: usize,
    flags: std::ffi::c_ulonglong,
    hStream: CUstream,
) -> CUresult;

/// An error and its sources, as one line.
fn chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

/// `symbol`'s address in `library` as a `T`, or `None` when it is not exported.
///
/// # Safety
/// `T` must be the type of the symbol (a function pointer type with its exact signature).
pub(crate) unsafe fn symbol<T: Copy>(library: &Library, symbol: &CStr) -> Option<T> {
    // SAFETY: forwarded to our caller; the value is copied out of the Symbol, whose lifetime only
    // guards against closing the library, which the Driver holding both prevents.
    unsafe { library.get::<T>(symbol) }.ok().map(|s| *s)
}

static DRIVER: OnceLock<Result<Driver, LoadError>> = OnceLock::new();

/// The process-wide driver if it is already loaded; never loads it.
pub(crate) fn loaded() -> Option<&'static Driver> {
    DRIVER.get()?.as_ref().ok()
}

/// The process-wide driver, opened on first use.
///
/// If [`DRIVER_ENV`] (`CUDYN_DRIVER`) is set, only that path is tried, and a failure is
/// [`LoadError::FromEnv`]; otherwise each of [`CANDIDATES`] in order. Set but empty counts as
/// set: it fails rather than searching, since an empty value is far more likely a variable that
/// expanded to nothing than a wish for the system's driver. The outcome, failure included, is
/// settled for the life of the process, so a machine without CUDA pays for the search once.
///
/// Loading the system's driver by its standard name trusts the system in the same way as
/// linking against it would, and `CUDYN_DRIVER` is trusted as `LD_LIBRARY_PATH` is; that is why
/// this function is safe while [`Driver::open_first`] is not.
pub fn driver() -> Result<&'static Driver, LoadError> {
    let outcome = DRIVER.get_or_init(|| match std::env::var_os(DRIVER_ENV) {
        Some(path) => open_named(path),
        // SAFETY: the system's own driver names, as argued above.
        None => unsafe { Driver::open_first(CANDIDATES) },
    });
    outcome.as_ref().map_err(Clone::clone)
}

/// Opens the library `CUDYN_DRIVER` names, and nothing else.
fn open_named(path: std::ffi::OsString) -> Result<Driver, LoadError> {
    let failed = |name: String, reason: String| LoadError::FromEnv {
        attempt: Attempt { name, reason },
    };
    if path.is_empty() {
        return Err(failed(String::new(), "it is set but empty".into()));
    }
    let path = path.into_string().map_err(|path| {
        let name = path.to_string_lossy().into_owned();
        failed(name, "the path is not valid UTF-8".into())
    })?;
    // SAFETY: the environment names the driver, trusted as `driver` argues.
    unsafe { Driver::open(&path) }.map_err(|reason| failed(path, reason))
}

/// Settles the process-wide driver as the library at `path`, in place of the search
/// [`driver`] would do; for applications that ship or locate the driver themselves, and for
/// tests that use a stand-in.
///
/// Returns the driver if it is now the one at `path`. If the process had already settled its
/// driver (by an earlier call to this function or to [`driver`]), nothing is loaded and the
/// result is [`LoadError::AlreadySettled`] unless that driver came from this same `path`.
///
/// # Safety
/// As for [`Driver::open_first`]: the library at `path` must be a CUDA driver.
pub unsafe fn load_from(path: &str) -> Result<&'static Driver, LoadError> {
    let mut opened_here = false;
    let outcome = DRIVER.get_or_init(|| {
        opened_here = true;
        // SAFETY: forwarded to our caller.
        unsafe { Driver::open_first([path]) }
    });
    match outcome {
        Ok(driver) if opened_here || driver.name == path => Ok(driver),
        Err(error) if opened_here => Err(error.clone()),
        other => Err(LoadError::AlreadySettled {
            requested: path.to_owned(),
            loaded: other.as_ref().ok().map(|d| d.name.clone()),
        }),
    }
}

/// One library that was tried, and why it was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attempt {
    /// The name or path passed to the loader.
    pub name: String,
    /// The system's reason (for example `libcuda.so.1: cannot open shared object file`).
    pub reason: String,
}

/// The CUDA driver could not be loaded.
///
/// `{:?}` prints the same text as `{}`, so that a `main` returning this error prints one
/// attempt a line; `{:#?}` shows the fields.
#[derive(Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum LoadError {
    /// No candidate loaded as a CUDA driver.
    NotFound {
        /// Every library tried, in order, with the reason it failed.
        attempts: Vec<Attempt>,
    },
    /// The library [`DRIVER_ENV`] names did not load as a CUDA driver (or the variable is set
    /// but empty, and then `attempt.name` is empty). When the variable is set, no other
    /// library is tried.
    FromEnv {
        /// The path the variable holds, and why it failed.
        attempt: Attempt,
    },
    /// A different driver was asked for after the process had settled on one.
    AlreadySettled {
        /// The path just asked for.
        requested: String,
        /// The driver in use, or `None` if the earlier search found none.
        loaded: Option<String>,
    },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::NotFound { attempts } => {
                write!(f, "no CUDA driver could be loaded; ")?;
                if attempts.is_empty() {
                    write!(f, "no library was named")?;
                } else {
                    write!(f, "tried")?;
                }
                for attempt in attempts {
                    write!(f, "\n  {}: {}", attempt.name, attempt.reason)?;
                }
                write!(
                    f,
                    "\ninstall the NVIDIA driver, or set {DRIVER_ENV} to the path of libcuda"
                )
            }
            // The hint differs from NotFound's: setting the variable is what failed, so say
            // which path it named and why, and how to get the search back.
            LoadError::FromEnv { attempt } if attempt.name.is_empty() => write!(
                f,
                "no CUDA driver could be loaded: {DRIVER_ENV} is set but empty, and when it is \
                 set only the library it names is tried\nset it to the driver's path, or unset \
                 it to search {}",
                CANDIDATES.join(", ")
            ),
            LoadError::FromEnv { attempt } => write!(
                f,
                "no CUDA driver could be loaded from {}, the library {DRIVER_ENV} names:\n  {}\n\
                 when {DRIVER_ENV} is set only that library is tried: correct the path, or unset \
                 it to search {}",
                attempt.name,
                attempt.reason,
                CANDIDATES.join(", ")
            ),
            LoadError::AlreadySettled {
                requested,
                loaded: Some(loaded),
            } => write!(
                f,
                "cannot load the CUDA driver from {requested}: this process already uses {loaded}"
            ),
            LoadError::AlreadySettled {
                requested,
                loaded: None,
            } => write!(
                f,
                "cannot load the CUDA driver from {requested}: this process already searched for \
                 a driver and found none"
            ),
        }
    }
}

impl std::error::Error for LoadError {}

/// `{:?}` is the message, as `{}`: what `fn main() -> Result<(), E>` prints on failure (it
/// prints the `Debug` form), which should read as well as the message does. `{:#?}` shows the
/// variant and its fields.
impl fmt::Debug for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !f.alternate() {
            return message_and_sources(self, f);
        }
        match self {
            LoadError::NotFound { attempts } => f
                .debug_struct("NotFound")
                .field("attempts", attempts)
                .finish(),
            LoadError::FromEnv { attempt } => {
                f.debug_struct("FromEnv").field("attempt", attempt).finish()
            }
            LoadError::AlreadySettled { requested, loaded } => f
                .debug_struct("AlreadySettled")
                .field("requested", requested)
                .field("loaded", loaded)
                .finish(),
        }
    }
}

/// Writes `error`'s message, then each of its sources on a line of its own: the plain `Debug`
/// form of this crate's errors.
pub(crate) fn message_and_sources(
    error: &dyn std::error::Error,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    write!(f, "{error}")?;
    let mut source = error.source();
    while let Some(cause) = source {
        write!(f, "\n  caused by: {cause}")?;
        source = cause.source();
    }
    Ok(())
}

/// The loaded driver does not export an entry point.
///
/// As [`LoadError`], `{:?}` prints the message and `{:#?}` the fields.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct SymbolError {
    /// The entry point, as the headers name it (`cuMemAllocAsync`, `cuMemPrefetchAsync_v2`, …).
    pub name: &'static str,
    /// The driver's version (`cuDriverGetVersion`), if it could say.
    pub driver_version: Option<c_int>,
}

impl fmt::Display for SymbolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the loaded CUDA driver (")?;
        match self.driver_version {
            Some(v) => write!(f, "version {}.{}", v / 1000, v % 1000 / 10)?,
            None => write!(f, "version unknown")?,
        }
        write!(
            f,
            ") does not export {}; it needs a newer driver, or the library loaded is not the \
             whole driver",
            self.name
        )
    }
}

impl std::error::Error for SymbolError {}

impl fmt::Debug for SymbolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !f.alternate() {
            return message_and_sources(self, f);
        }
        f.debug_struct("SymbolError")
            .field("name", &self.name)
            .field("driver_version", &self.driver_version)
            .finish()
    }
}
