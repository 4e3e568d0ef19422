//! Detection of GPUDirect Storage (NVIDIA cuFile, `libcufile.so.0`): loading, detection and a
//! report only.
//!
//! cuFile is loaded at run time like the driver, never linked, and its absence
//! is not an error. It only counts as "direct" where DMA between storage and GPU
//! memory really exists; otherwise cuFile runs in compatibility mode (POSIX read
//! into its own bounce buffers, then a copy), which is no better than cudyn's own
//! pinned staging ring. This version only loads, detects and reports.

use std::ffi::c_int;
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The soname of the runtime library (the unversioned `.so` is a dev symlink).
const LIBRARY_NAMES: &[&str] = &["libcufile.so.0"];

/// What the probe found, and why GPUDirect Storage is or is not used.
#[derive(Debug, Clone)]
pub struct DirectStorage {
    /// The name or path that loaded.
    pub library: Option<String>,
    /// Every name tried, in order.
    pub tried: Vec<String>,
    /// From `cuFileGetVersion`, e.g. 1150 -> "1.15"; None if missing or failed.
    pub version: Option<String>,
    /// The nvidia-fs kernel driver's version if it is loaded.
    pub nvidia_fs: Option<String>,
    /// True only when the library loaded and a direct DMA path exists on this
    /// machine; a given file may still go through compatibility mode if its
    /// filesystem is not one cuFile supports (cuFile decides per file).
    pub direct: bool,
    /// Why it is or is not used, in a sentence.
    pub why: String,
}

impl fmt::Display for DirectStorage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let state = if self.direct {
            "detected, not used yet"
        } else {
            "not used"
        };
        write!(f, "GPUDirect Storage: {state}: {}", self.why)
    }
}

/// `CUfileError_t` from cufile.h: `{ CUfileOpError err; CUresult cu_err; }`,
/// two C enums, i.e. two `int`s. CU_FILE_SUCCESS is 0.
#[repr(C)]
#[derive(Clone, Copy)]
struct CUfileError {
    err: c_int,
    cu_err: c_int,
}

/// cufile.h: `CUfileError_t cuFileGetVersion(int *version);`
type GetVersionFn = unsafe extern "C" fn(*mut c_int) -> CUfileError;

/// Whether GPUDirect Storage could move file data straight between storage and GPU memory on
/// this machine, and why: probed once per process (later calls return the same answer). cudyn
/// loads and reports it only; its file transfers go through the staging ring in this version
/// (see the [module](crate::file)).
pub fn direct_storage() -> DirectStorage {
    static PROBE: OnceLock<DirectStorage> = OnceLock::new();
    PROBE
        .get_or_init(|| probe_with(LIBRARY_NAMES, Path::new("/")))
        .clone()
}

/// `root` prefixes every /proc, /sys and /etc path read, so tests can fake them.
fn probe_with(names: &[&str], root: &Path) -> DirectStorage {
    let mut tried = Vec::new();
    let mut loaded = None;
    for name in names {
        tried.push(name.to_string());
        // SAFETY: dlopen runs the library's ELF initialisers. For libcufile
        // these are NVIDIA's own static constructors setting up in-process
        // state; opening the driver and starting I/O machinery happen in
        // cuFileDriverOpen and the I/O calls, which we never make (only the
        // cuFileGetVersion query). It is the trust we already give libcuda;
        // the names come from cudyn (the soname), never from user input.
        if let Ok(lib) = unsafe { libloading::Library::new(*name) } {
            loaded = Some((name.to_string(), lib));
            break;
        }
    }
    let nvidia_fs = nvidia_fs_version(root);
    let (library, version, direct, why) = match loaded {
        None => {
            let first = names.first().copied().unwrap_or("libcufile");
            let mut why = format!("{first} not found (tried {})", tried.join(", "));
            if let Some(v) = &nvidia_fs {
                why.push_str(&format!("; nvidia-fs {v} is loaded but useless without it"));
            }
            (None, None, false, why)
        }
        Some((library, lib)) => {
            let version = cufile_version(&lib);
            // Leaked on purpose: dlclose would run libcufile's C++ destructors
            // and unmap its code, unsafe if its initialisers started threads; a
            // later cudyn that uses cuFile would reload it anyway, and probe()
            // runs once, so one mapping per process is the whole cost.
            std::mem::forget(lib);
            // cuFile reads $CUFILE_ENV_PATH_JSON, else /etc/cufile.json.
            let config = std::env::var_os("CUFILE_ENV_PATH_JSON")
                .map_or_else(|| PathBuf::from("/etc/cufile.json"), PathBuf::from);
            let label = match &version {
                Some(v) => format!("{library} {v}"),
                None => library.clone(),
            };
            let (direct, why) = assess(root, &config, &label, nvidia_fs.as_deref());
            (Some(library), version, direct, why)
        }
    };
    DirectStorage {
        library,
        tried,
        version,
        nvidia_fs,
        direct,
        why,
    }
}

/// Asks the loaded library its version; None if the symbol (absent from old releases) is.
fn cufile_version(lib: &libloading::Library) -> Option<String> {
    // SAFETY: GetVersionFn matches cufile.h's declaration exactly: one `int *`
    // argument and `CUfileError_t` returned by value, declared #[repr(C)] above.
    let get = unsafe { lib.get::<GetVersionFn>(c"cuFileGetVersion") }.ok()?;
    let mut raw: c_int = 0;
    // SAFETY: `raw` is a live, writable int for the whole call, the only thing
    // the function writes through; `lib` is still loaded; the call needs no
    // prior cuFileDriverOpen (checked on a libcufile 1.15 host: it returns 0).
    let status = unsafe { (*get)(&mut raw) };
    // NVIDIA documents the encoding as 1000 * major + 10 * minor (1.7.0 -> 1070);
    // libcufile.so.1.15.1 reports 1150, so the last digit is not the patch level.
    (status.err == 0 && status.cu_err == 0 && raw > 0)
        .then(|| format!("{}.{}", raw / 1000, raw % 1000 / 10))
}

/// Reads `path` (absolute, as on the real system) under `root`.
fn read(root: &Path, path: &Path) -> String {
    let relative = path.strip_prefix("/").unwrap_or(path);
    fs::read_to_string(root.join(relative)).unwrap_or_default()
}

/// The nvidia-fs module writes "version: 2.28" to /proc/driver/nvidia-fs/version;
/// /sys/module/nvidia_fs exists whenever the module is loaded.
fn nvidia_fs_version(root: &Path) -> Option<String> {
    let mut text = read(root, Path::new("/proc/driver/nvidia-fs/version"));
    if text.is_empty() {
        if !root.join("sys/module/nvidia_fs").is_dir() {
            return None;
        }
        text = read(root, Path::new("/sys/module/nvidia_fs/version"));
    }
    let v = text.trim();
    let v = v.strip_prefix("version:").unwrap_or(v).trim();
    Some(if v.is_empty() { "(version unknown)" } else { v }.to_string())
}

/// Decides `direct` for a loaded library (`label` names it and its version).
fn assess(root: &Path, config: &Path, label: &str, nvidia_fs: Option<&str>) -> (bool, String) {
    let config = read(root, config);
    let compat = "cuFile would run in compatibility mode, adding a copy";
    let path = if json_bool(&config, "force_compat_mode") == Some(true) {
        Err(format!("cufile.json sets force_compat_mode: {compat}"))
    } else if let Some(v) = nvidia_fs {
        Ok(format!("nvidia-fs {v}"))
    } else {
        p2pdma(root, &config)
            .map(|()| "PCI P2PDMA (use_pci_p2pdma, no nvidia-fs)".to_string())
            .map_err(|p2p| format!("no nvidia-fs driver: {compat} (no P2PDMA path either: {p2p})"))
    };
    match path {
        Ok(path) => (
            true,
            format!(
                "{label} found with {path}: direct path available; detection only, cudyn's transfers still go through its staging ring in this version"
            ),
        ),
        Err(why) => (false, format!("{label} found, but {why}")),
    }
}

/// P2PDMA lets newer cuFile releases DMA from NVMe into GPU memory without nvidia-fs.
/// It is accepted only when every prerequisite NVIDIA's "GDS support for NVMe
/// using Linux PCI P2PDMA" guide lists can be seen; otherwise the first missing
/// one is returned. Per-file facts (filesystem on that NVMe, IOMMU) stay unknown.
fn p2pdma(root: &Path, config: &str) -> Result<(), &'static str> {
    let has = |path: &str, needle: &str| read(root, Path::new(path)).contains(needle);
    if json_bool(config, "use_pci_p2pdma") != Some(true) {
        return Err("use_pci_p2pdma is not enabled in cufile.json");
    }
    // The path serves NVMe only; virtio or SCSI disks never qualify.
    let nvme = fs::read_dir(root.join("sys/class/nvme")).is_ok_and(|mut d| d.next().is_some());
    if !nvme {
        return Err("no NVMe controller");
    }
    if !has("/proc/kallsyms", "p2pdma_pgmap_ops") {
        return Err("the kernel has no PCI P2PDMA support");
    }
    // "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  580.159.04 ...":
    // the guide asks for the open kernel module, release 565 or later.
    let driver = read(root, Path::new("/proc/driver/nvidia/version"));
    let release = driver
        .split_whitespace()
        .find(|t| t.contains('.') && t.chars().all(|c| c.is_ascii_digit() || c == '.'))
        .and_then(|t| t.split('.').next()?.parse::<u32>().ok());
    if !driver.contains("Open Kernel Module") || release.is_none_or(|r| r < 565) {
        return Err("the NVIDIA driver is not the open kernel module 565 or later");
    }
    if !has("/proc/driver/nvidia/params", "RMForceStaticBar1=1") {
        return Err("the NVIDIA driver lacks RMForceStaticBar1=1");
    }
    if has("/sys/module/nvme_core/parameters/multipath", "Y") {
        return Err("NVMe multipath is on, which P2PDMA does not support");
    }
    Ok(())
}

/// cufile.json has `//` comments, so it is not strict JSON; its boolean keys sit
/// one per line, which a line scan reads. A key not found gives None (default).
fn json_bool(config: &str, key: &str) -> Option<bool> {
    let quoted = format!("\"{key}\"");
    config.lines().find_map(|line| {
        let code = line.split("//").next().unwrap_or("").trim();
        let value = code.strip_prefix(&quoted)?.trim_start().strip_prefix(':')?;
        let word: String = value
            .trim_start()
            .chars()
            .take_while(char::is_ascii_alphabetic)
            .collect();
        word.parse().ok()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const MISSING: &str = "libcufile-does-not-exist.so.0";
    const CONF: &str = "/etc/cufile.json";

    /// A fresh fake root holding the given files (paths relative to it),
    /// removed again when dropped.
    struct FakeRoot(PathBuf);

    impl Drop for FakeRoot {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    impl std::ops::Deref for FakeRoot {
        type Target = Path;
        fn deref(&self) -> &Path {
            &self.0
        }
    }

    fn fake_root(tag: &str, files: &[(&str, &str)]) -> FakeRoot {
        let root = std::env::temp_dir().join(format!("gds-probe-{}-{tag}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(&root).unwrap();
        for (path, text) in files {
            fs::create_dir_all(root.join(path).parent().unwrap()).unwrap();
            fs::write(root.join(path), text).unwrap();
        }
        FakeRoot(root)
    }

    /// Display of a probe whose library loaded, as `assess` judges it.
    fn shown(root: &Path, label: &str, nvidia_fs: Option<&str>) -> String {
        let (direct, why) = assess(root, Path::new(CONF), label, nvidia_fs);
        DirectStorage {
            direct,
            why,
            ..probe_with(&[], root)
        }
        .to_string()
    }

    #[test]
    fn missing_library_is_not_an_error() {
        let ds = probe_with(&[MISSING], &fake_root("missing", &[]));
        assert_eq!(
            (ds.library.as_deref(), &ds.tried[..]),
            (None, &[MISSING.into()][..])
        );
        assert!(!ds.direct && ds.version.is_none() && ds.nvidia_fs.is_none());
        let line = format!("GPUDirect Storage: not used: {MISSING} not found (tried {MISSING})");
        assert_eq!(ds.to_string(), line);
    }

    #[test]
    fn nvidia_fs_without_library_is_not_direct() {
        let proc = ("proc/driver/nvidia-fs/version", "version: 2.28\n");
        let ds = probe_with(&[MISSING, "also-missing.so"], &fake_root("nvfs", &[proc]));
        assert_eq!((ds.nvidia_fs.as_deref(), ds.tried.len()), (Some("2.28"), 2));
        assert!(!ds.direct && ds.why.contains("not found"), "{}", ds.why);
        assert!(
            ds.why
                .ends_with("nvidia-fs 2.28 is loaded but useless without it")
        );
        let sys = fake_root("sys", &[("sys/module/nvidia_fs/version", "2.28.4\n")]);
        assert_eq!(nvidia_fs_version(&sys).as_deref(), Some("2.28.4"));
    }

    #[test]
    fn gpu_host_without_nvidia_fs_is_compat_mode() {
        // As on the project's GPU hosts: libcufile 1.15, virtio disks, stock cufile.json.
        let conf = "{\n // allow p2pdma\n \"use_pci_p2pdma\": false,\n}";
        let root = fake_root("host", &[("etc/cufile.json", conf)]);
        assert_eq!(
            shown(&root, "libcufile.so.0 1.15", None),
            "GPUDirect Storage: not used: libcufile.so.0 1.15 found, but no nvidia-fs driver: \
             cuFile would run in compatibility mode, adding a copy \
             (no P2PDMA path either: use_pci_p2pdma is not enabled in cufile.json)"
        );
    }

    #[test]
    fn nvidia_fs_with_library_is_direct_but_detection_only() {
        let line = shown(
            &fake_root("direct", &[]),
            "libcufile.so.0 1.15",
            Some("2.28"),
        );
        assert_eq!(
            line,
            "GPUDirect Storage: detected, not used yet: libcufile.so.0 1.15 found with \
             nvidia-fs 2.28: direct path available; detection only, cudyn's transfers \
             still go through its staging ring in this version"
        );
    }

    #[test]
    fn force_compat_mode_and_partial_p2pdma_are_not_direct() {
        let forced = [("etc/cufile.json", "\"force_compat_mode\": true,")];
        let root = fake_root("forced", &forced);
        assert!(!assess(&root, Path::new(CONF), "lib", Some("2.28")).0);
        // use_pci_p2pdma on, but no NVMe controller: conservative, not direct.
        let p2p = [("etc/cufile.json", "\"use_pci_p2pdma\": true, // on")];
        let (direct, why) = assess(&fake_root("p2p", &p2p), Path::new(CONF), "lib", None);
        assert!(!direct && why.contains("no NVMe controller"), "{why}");
    }

    #[test]
    fn p2pdma_counts_only_with_every_prerequisite() {
        let mut files = vec![
            ("etc/cufile.json", "\"use_pci_p2pdma\": true,"),
            ("sys/class/nvme/nvme0/dev", "259:0"),
            ("proc/kallsyms", "0000000000000000 d p2pdma_pgmap_ops\n"),
            (
                "proc/driver/nvidia/params",
                "RegistryDwords: \"RMForceStaticBar1=1;\"\n",
            ),
            ("sys/module/nvme_core/parameters/multipath", "N\n"),
            (
                "proc/driver/nvidia/version",
                "NVIDIA UNIX Open Kernel Module for x86_64  580.159.04",
            ),
        ];
        let (direct, why) = assess(&fake_root("p2p-ok", &files), Path::new(CONF), "lib", None);
        assert!(direct && why.contains("PCI P2PDMA"), "{why}");
        files[5].1 = "NVIDIA UNIX Open Kernel Module for x86_64  560.35.03";
        let (direct, why) = assess(&fake_root("p2p-old", &files), Path::new(CONF), "lib", None);
        assert!(!direct && why.contains("565 or later"), "{why}");
    }

    #[test]
    fn json_bool_skips_comments() {
        let conf = "// \"use_pci_p2pdma\": true\n  \"use_pci_p2pdma\" : false, // true";
        assert_eq!(json_bool(conf, "use_pci_p2pdma"), Some(false));
        assert_eq!(json_bool(conf, "force_compat_mode"), None);
    }
}
