//! `cudyn info`: the driver that loaded, the path file transfers take, and every device's
//! memory capabilities.

use std::process::ExitCode;

use cudyn::Device;

pub fn run() -> ExitCode {
    let driver = match cudyn::sys::driver() {
        Ok(driver) => driver,
        Err(error) => {
            // The load error lists every library tried, which is the whole story.
            eprintln!("cudyn: {error}");
            return ExitCode::from(crate::status::NO_DRIVER);
        }
    };
    let file = match driver.file() {
        Some(file) if file.as_os_str() != driver.name() => format!(" ({})", file.display()),
        _ => String::new(),
    };
    println!("driver        {}{file}", driver.name());
    match driver.version() {
        Some(v) => println!("version       CUDA {}.{} ({v})", v / 1000, v % 1000 / 10),
        None => println!("version       unknown (the driver does not say)"),
    }
    let timing = driver.timing();
    let entries = driver.functions().entries();
    let resolved = entries.iter().filter(|(_, found)| *found).count();
    println!(
        "load time     {:.3} ms open + {:.3} ms resolving {resolved} of {} entry points",
        timing.open.as_secs_f64() * 1e3,
        timing.resolve.as_secs_f64() * 1e3,
        entries.len()
    );
    println!(
        "staging       {} threads for a large pageable copy, {} for a file transfer",
        cudyn::staging_threads(),
        cudyn::file_threads()
    );
    files();
    match devices() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => crate::fail(&error),
    }
}

/// Which path file reads and writes take on this machine, and why (`cudyn::file`).
fn files() {
    #[cfg(target_os = "linux")]
    {
        let storage = cudyn::file::direct_storage();
        println!("files         through the staging ring (page cache, O_DIRECT where aligned)");
        println!("              {storage}");
    }
    #[cfg(not(target_os = "linux"))]
    println!("files         not supported on this system (Linux only)");
}

fn devices() -> cudyn::Result<()> {
    let devices = Device::all()?;
    println!("devices       {}", devices.len());
    for device in devices {
        let total = device.total_memory()?;
        let (major, minor) = device.compute_capability()?;
        let memory = device.memory_attributes()?;
        let yes = |b: bool| if b { "yes" } else { "no" };
        println!();
        println!("device {}      {}", device.ordinal(), device.name()?);
        println!(
            "  total memory               {:.2} GiB ({total} bytes)",
            gib(total)
        );
        println!("  compute capability         {major}.{minor}");
        println!(
            "  managed memory             {}",
            yes(memory.managed_memory)
        );
        println!(
            "  concurrent managed access  {}",
            yes(memory.concurrent_managed_access)
        );
        println!(
            "  pageable memory access     {}",
            yes(memory.pageable_memory_access)
        );
        println!("  memory pools               {}", yes(memory.memory_pools));
        println!("  async engines              {}", memory.async_engines);
        println!(
            "  unified addressing         {}",
            yes(memory.unified_addressing)
        );
        println!(
            "  can map host memory        {}",
            yes(memory.can_map_host_memory)
        );
    }
    Ok(())
}

fn gib(bytes: usize) -> f64 {
    bytes as f64 / (1u64 << 30) as f64
}
