//! The `cudyn` binary, run as a child process; the driver is chosen through the child's
//! environment (never this process's).

use std::process::{Command, Output};

use cudyn_fake_driver as fake;

fn cudyn(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_cudyn"));
    command.args(args).env_remove("CUDYN_FAKE_FAIL");
    for (key, value) in env {
        command.env(key, value);
    }
    command.output().expect("run cudyn")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn info_prints_the_driver_and_every_device() {
    let out = cudyn(&["info"], &[("CUDYN_DRIVER", fake::PATH)]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    for expected in [
        format!("driver        {}", fake::PATH),
        "version       CUDA 12.9 (12090)".into(),
        "devices       2".into(),
        "device 0      cudyn fake device 0".into(),
        "device 1      cudyn fake device 1".into(),
        "  total memory               16.00 GiB (17179869184 bytes)".into(),
        "  compute capability         9.1".into(),
        "  managed memory             yes".into(),
        "  pageable memory access     no".into(),
        "  async engines              3".into(),
        "  can map host memory        yes".into(),
    ] {
        assert!(
            stdout.lines().any(|l| l == expected),
            "missing {expected:?} in\n{stdout}"
        );
    }
    assert!(stdout.contains("entry points"), "{stdout}");
    // The staging threads: the machine's parallelism, up to 8 for memory and 12 for files.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let staging = format!(
        "staging       {} threads for a large pageable copy, {} for a file transfer",
        cores.min(8),
        cores.min(12)
    );
    assert!(
        stdout.lines().any(|l| l == staging),
        "no {staging:?} in\n{stdout}"
    );
    // The path file transfers take, and why GPUDirect Storage is not used (no libcufile on
    // CI's machine).
    assert!(
        stdout.contains("files         through the staging ring")
            && stdout.contains("GPUDirect Storage: not used: libcufile.so.0 not found"),
        "{stdout}"
    );
}

#[test]
fn info_without_a_driver_exits_2_with_the_reason() {
    let missing = "/nonexistent/cudyn-cli/libcuda.so.1";
    let out = cudyn(&["info"], &[("CUDYN_DRIVER", missing)]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(
        stderr.starts_with("cudyn: no CUDA driver could be loaded"),
        "{stderr}"
    );
    assert!(
        stderr.contains(missing) && stderr.contains("No such file"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(out.stdout.is_empty());
}

#[test]
fn info_when_the_driver_fails_to_initialise_exits_1() {
    let out = cudyn(
        &["info"],
        &[
            ("CUDYN_DRIVER", fake::PATH),
            ("CUDYN_FAKE_FAIL", "cuInit=100"),
        ],
    );
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(text(&out.stdout).contains("version       CUDA 12.9"));
    assert_eq!(
        stderr.trim_end(),
        "cudyn: cuInit failed: CUDA_ERROR_NO_DEVICE (100): no CUDA-capable device is detected"
    );
}

#[test]
fn a_bad_command_line_exits_64_with_usage() {
    for args in [&[][..], &["bogus"], &["info", "extra"], &["--what"]] {
        let out = cudyn(args, &[]);
        assert_eq!(out.status.code(), Some(64), "{args:?}: {out:?}");
        let stderr = text(&out.stderr);
        // With no command at all the whole help is the answer; else the mistake, named.
        assert!(
            (args.is_empty() || stderr.starts_with("error: ")) && stderr.contains("Usage: cudyn"),
            "{args:?}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}

#[test]
fn help_and_version_print_and_exit_0() {
    for (args, expected) in [
        (&["--help"][..], "CUDYN_DRIVER"),
        (&["-h"], "Usage: cudyn"),
        (&["help"], "Commands:"),
        (&["info", "--help"], "Usage: cudyn info"),
        (&["bench", "--help"], "--staging-threads"),
        (&["bench", "-h"], "--sizes"),
        (&["--version"], concat!("cudyn ", env!("CARGO_PKG_VERSION"))),
        (&["-V"], concat!("cudyn ", env!("CARGO_PKG_VERSION"))),
    ] {
        let out = cudyn(args, &[]);
        assert!(out.status.success(), "{args:?}: {out:?}");
        let stdout = text(&out.stdout);
        assert!(stdout.contains(expected), "{args:?}: {stdout}");
        assert!(out.stderr.is_empty(), "{args:?}: {out:?}");
    }
    // The hidden child mode of the bench stays out of the help.
    assert!(!text(&cudyn(&["--help"], &[]).stdout).contains("first-allocation"));
}

#[test]
fn bad_bench_values_name_the_flag_and_exit_64() {
    let missing = std::env::temp_dir().join("cudyn-no-such-folder/x/bench.json");
    for (args, expected) in [
        (vec!["--sizes", "0"], "--sizes"),
        (vec!["--sizes", "abc"], "--sizes"),
        (vec!["--sizes", "4K,,1M"], "--sizes"),
        (vec!["--sizes", "99999999999G"], "--sizes"),
        (vec!["--iters", "0"], "--iters"),
        (vec!["--iters", "-3"], "--iters"),
        (vec!["--device", "x"], "--device"),
        (vec!["--staging-threads", "many"], "--staging-threads"),
        (vec!["--json", missing.to_str().unwrap()], "does not exist"),
        (vec!["--plot", missing.to_str().unwrap()], "--plot"),
        (vec!["--shapes", "--peer"], "--peer"),
        (vec!["--shapes", "--sizes", "4K"], "--sizes"),
        (vec!["--quick", "--peer"], "--peer"),
    ] {
        let mut all = vec!["bench"];
        all.extend(&args);
        // A driver is there, so only the command line can be what fails.
        let out = cudyn(&all, &[("CUDYN_DRIVER", fake::PATH)]);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(64), "{args:?}: {out:?}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
        assert!(stderr.contains("Usage: cudyn bench"), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
        assert!(out.stdout.is_empty(), "{args:?}: {out:?}");
    }
}

#[test]
fn a_device_the_machine_lacks_exits_64_with_the_count() {
    let out = cudyn(
        &["bench", "--device", "99", "--iters", "1"],
        &[("CUDYN_DRIVER", fake::PATH)],
    );
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(64), "{out:?}");
    assert!(stderr.contains("99") && stderr.contains('2'), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn bench_runs_every_row_and_writes_json_and_svg() {
    let dir = std::env::temp_dir().join(format!("cudyn-bench-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (json, svg) = (dir.join("bench.json"), dir.join("bench.svg"));
    let out = cudyn(
        &[
            "bench",
            "--sizes",
            "4K,64K,4M",
            "--iters",
            "2",
            "--quick",
            "--json",
            json.to_str().unwrap(),
            "--plot",
            svg.to_str().unwrap(),
        ],
        &[("CUDYN_DRIVER", fake::PATH)],
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    assert_fake_warning_first(&stdout, fake::PATH);
    for metric in [
        "H2D pinned",
        "D2H pageable",
        "H2D registered",
        "D2H unified",
        "prefetch unified to device",
        "D2D",
        "alloc+free device, pooled",
        "alloc+free+sync device, pooled",
        "alloc+free pinned",
        "alloc+free unified",
        "trivial driver call",
        "process start to first allocation",
        // The shape rows come after the others, in tables of their own.
        "2D H2D pageable",
        "batch D2D",
    ] {
        assert!(stdout.contains(metric), "no {metric} row in\n{stdout}");
    }
    // The startup row's children both reached the driver the bench was given (the raw one
    // once loaded libcuda.so.1 by name, failed where that is not the driver, and the row was
    // printed from its failed runs).
    let startup = (stdout.lines())
        .find(|l| l.starts_with("process start to first allocation"))
        .unwrap();
    assert!(
        !startup.contains("failed") && startup.contains(" ms "),
        "{startup}"
    );
    assert!(
        !text(&out.stderr).contains("failed"),
        "{}",
        text(&out.stderr)
    );
    // Staged pageable uploads (from 4 MiB) say what their threads' memcpy alone reaches,
    // just before and just after the row.
    let staged: Vec<&str> = (stdout.lines())
        .filter(|l| l.starts_with("H2D pageable ") && l.contains(" 4M "))
        .collect();
    assert!(
        matches!(&staged[..], [row] if row.contains("memcpy alone") && row.contains(" after")),
        "{stdout}"
    );
    // Standard error is a pipe here, not a terminal: no bar is drawn into it.
    assert!(
        !text(&out.stderr).contains("\r["),
        "a progress bar in a pipe: {:?}",
        text(&out.stderr)
    );
    let json = std::fs::read_to_string(&json).unwrap();
    assert!(
        json.contains(r#""metric": "H2D pinned", "size": 4096"#) && json.contains(r#""ratio""#)
    );
    assert!(
        json.contains(r#""metric": "batch H2D pinned", "size": 4096"#),
        "{json}"
    );
    assert!(
        json.contains(r#""warning": "warning: the driver is cudyn's fake"#),
        "{json}"
    );
    let svg = std::fs::read_to_string(&svg).unwrap();
    assert!(svg.starts_with("<svg") && svg.contains("H2D pageable") && !svg.contains(">D2D<"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Asserts that the bench's output starts with the warning that its driver is the fake,
/// naming the library's file `file`.
fn assert_fake_warning_first(stdout: &str, file: &str) {
    let first = stdout.lines().next().unwrap_or_default();
    assert!(
        first.starts_with("warning: the driver is cudyn's fake (")
            && first.contains(file)
            && first.contains("not a GPU"),
        "no warning first in\n{stdout}"
    );
}

/// The fake is told apart by its library's name, or, renamed as the real driver, by its
/// devices' names: the figures are not taken for a GPU's.
#[test]
fn bench_on_the_fake_driver_says_so_first_even_when_the_library_is_renamed() {
    let dir = std::env::temp_dir().join(format!("cudyn-bench-renamed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let renamed = dir.join("libcuda.so.1");
    std::fs::copy(fake::PATH, &renamed).unwrap();
    let renamed = renamed.to_str().unwrap();
    for args in [
        &["bench", "--sizes", "4K", "--iters", "1", "--quick"][..],
        &["bench", "--peer", "--sizes", "4K", "--iters", "1"],
        &["bench", "--shapes", "--quick", "--iters", "1"],
    ] {
        let out = cudyn(args, &[("CUDYN_DRIVER", renamed)]);
        assert!(out.status.success(), "{args:?}: {out:?}");
        assert_fake_warning_first(&text(&out.stdout), renamed);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bench_without_a_driver_exits_2_and_bad_options_exit_64() {
    let out = cudyn(&["bench"], &[("CUDYN_DRIVER", "/nonexistent/libcuda.so.1")]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("no CUDA driver could be loaded")
            && stderr.contains("/nonexistent/libcuda.so.1: "),
        "{stderr}"
    );
    for args in [
        &["bench", "--sizes", "4Q"][..],
        &["bench", "--iters", "0"],
        &["bench", "--what"],
    ] {
        let out = cudyn(args, &[]);
        assert_eq!(out.status.code(), Some(64), "{args:?}: {out:?}");
    }
}

#[test]
fn bench_peer_prints_a_matrix_of_every_device_pair() {
    let out = cudyn(
        &["bench", "--peer", "--sizes", "1M", "--iters", "2"],
        &[("CUDYN_DRIVER", fake::PATH)],
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    assert_fake_warning_first(&stdout, fake::PATH);
    let rows: Vec<&str> = stdout
        .lines()
        .filter(|l| l.trim_start().starts_with("device "))
        .collect();
    assert_eq!(rows.len(), fake::DEVICES, "{stdout}");
    // Each row has one dash (the device itself) and a figure for the other.
    for row in rows {
        assert_eq!(
            row.matches(" - ").count() + usize::from(row.ends_with('-')),
            1,
            "{row}"
        );
        assert!(row.contains('[') && row.contains(']'), "{row}");
    }
    assert!(
        stdout.contains("peer access (rows: from, columns: to): no yes | yes no"),
        "{stdout}"
    );
}

#[test]
fn the_startup_children_load_the_driver_cudyn_driver_names() {
    for mode in ["cudyn", "raw"] {
        let out = cudyn(&["first-allocation", mode], &[("CUDYN_DRIVER", fake::PATH)]);
        assert!(out.status.success(), "{mode}: {out:?}");
        assert_eq!(text(&out.stdout), "allocated\n", "{mode}");

        // A library that is not a driver: the child says so, in one line, and exits 1.
        let out = cudyn(
            &["first-allocation", mode],
            &[("CUDYN_DRIVER", fake::NOT_A_DRIVER)],
        );
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{mode}: {out:?}");
        assert!(out.stdout.is_empty(), "{mode}: {out:?}");
        assert_eq!(stderr.lines().count(), 1, "{mode}: {stderr}");
        assert!(
            stderr.contains(fake::NOT_A_DRIVER) && stderr.contains("no cuInit"),
            "{mode}: {stderr}"
        );
    }
}

#[test]
fn a_bench_row_whose_measurement_fails_shows_why_and_the_bench_exits_1() {
    // The startup row runs this program again. A copy of it that is deleted once started
    // keeps running, but its children cannot start: only that row fails.
    let dir = std::env::temp_dir().join(format!("cudyn-bench-deleted-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (copy, json) = (dir.join("cudyn"), dir.join("bench.json"));
    std::fs::copy(env!("CARGO_BIN_EXE_cudyn"), &copy).unwrap();
    let start = || {
        Command::new(&copy)
            .args([
                "bench", "--sizes", "4K", "--iters", "1", "--quick", "--json",
            ])
            .arg(&json)
            .env("CUDYN_DRIVER", fake::PATH)
            .env_remove("CUDYN_FAKE_FAIL")
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
    };
    // Another test's thread may fork while the copy is still open for writing here, and its
    // child holds the descriptor until it execs: the copy is then "busy" for a moment (ETXTBSY).
    let mut child = start();
    for _ in 0..50 {
        match &child {
            Err(e) if e.kind() == std::io::ErrorKind::ExecutableFileBusy => {
                std::thread::sleep(std::time::Duration::from_millis(20));
                child = start();
            }
            _ => break,
        }
    }
    let mut child = child.unwrap();
    // Started (spawn returns once the program is executing): removed now, before any row can
    // start a child. (Removed once the heading was read, a slow test process, under valgrind,
    // let the bench start its cudyn child first, and the raw child failed instead.)
    std::fs::remove_file(&copy).unwrap();
    let mut heading = String::new();
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    while !heading.contains("samples per row") {
        let read = std::io::BufRead::read_line(&mut stdout, &mut heading).unwrap();
        assert!(read > 0, "no heading in {heading}");
    }
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut stdout, &mut rest).unwrap();
    let out = child.wait_with_output().unwrap();
    let (stdout, stderr) = (heading + &rest, text(&out.stderr));
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let startup = (stdout.lines())
        .find(|l| l.starts_with("process start to first allocation"))
        .unwrap_or_else(|| panic!("no startup row in\n{stdout}"));
    assert!(
        startup.contains("failed: cannot start the cudyn child"),
        "{startup}"
    );
    assert!(
        !startup.contains(" ms ") && !startup.contains('['),
        "a figure: {startup}"
    );
    // The other rows were measured.
    assert!(
        (stdout.lines()).any(|l| l.starts_with("trivial driver call") && l.contains(" ns ")),
        "{stdout}"
    );
    assert!(
        stderr.contains("1 row(s) failed: process start to first allocation"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    let json = std::fs::read_to_string(&json).unwrap();
    let row = (json.lines())
        .find(|l| l.contains(r#""metric": "process start to first allocation""#))
        .unwrap();
    assert!(
        row.contains(r#""cudyn": null, "raw": null, "ratio": null"#)
            && row.contains(r#""failed": "cannot start the cudyn child"#),
        "{row}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The shape rows of one run: (metric, the cells after the shape, split on runs of spaces).
fn shape_rows(stdout: &str) -> Vec<(&str, Vec<&str>)> {
    stdout
        .lines()
        .filter(|l| l.starts_with("2D ") || l.starts_with("batch "))
        .map(|l| {
            // The metric and shape hold single spaces; cells are two or more apart.
            let cells: Vec<&str> = l
                .split("  ")
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .collect();
            (cells[0], cells[1..].to_vec())
        })
        .collect()
}

#[test]
fn bench_shapes_prints_every_shape_row_beside_the_raw_calls() {
    let dir = std::env::temp_dir().join(format!("cudyn-bench-shapes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let json = dir.join("shapes.json");
    let args = ["bench", "--shapes", "--quick", "--iters", "2", "--json"];
    let mut all: Vec<&str> = args.to_vec();
    all.push(json.to_str().unwrap());
    let out = cudyn(&all, &[("CUDYN_DRIVER", fake::PATH)]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    assert_fake_warning_first(&stdout, fake::PATH);
    // Only the shape rows: none of the main table's.
    assert!(!stdout.contains("alloc+free") && !stdout.contains("ratio = cudyn / raw"));
    let rows = shape_rows(&stdout);
    let metrics: Vec<&str> = rows.iter().map(|(m, _)| *m).collect();
    let batch = [
        "batch H2D pinned",
        "batch D2H pinned",
        "batch D2D",
        "batch H2D pageable",
        "batch D2H pageable",
    ];
    let mut expected = vec![
        "2D H2D pinned",
        "2D D2H pinned",
        "2D H2D pageable",
        "2D D2H pageable",
    ];
    expected.extend(batch);
    expected.extend(batch);
    assert_eq!(metrics, expected, "{stdout}");
    for (metric, cells) in &rows {
        // size, shape, then each column's figure and each ratio: every one a number except the
        // raw batch of pageable memory.
        let numbers = |cells: &[&str]| cells.iter().filter(|c| c.parse::<f64>().is_ok()).count();
        assert!(
            !cells.iter().any(|c| c.contains("failed")),
            "{metric}: {cells:?}"
        );
        if metric.starts_with("2D") {
            assert_eq!(cells.len(), 5, "{metric}: {cells:?}");
            assert_eq!(numbers(&cells[4..]), 1, "{metric}: {cells:?}");
        } else if metric.ends_with("pageable") {
            assert_eq!(cells.len(), 9, "{metric}: {cells:?}");
            assert_eq!((cells[4], cells[7]), ("-", "-"), "{metric}: {cells:?}");
            assert_eq!(numbers(&cells[6..]), 2, "{metric}: {cells:?}");
        } else {
            assert_eq!(cells.len(), 9, "{metric}: {cells:?}");
            assert_eq!(numbers(&cells[6..]), 3, "{metric}: {cells:?}");
        }
    }
    let json = std::fs::read_to_string(&json).unwrap();
    assert!(
        json.contains(r#""metric": "2D H2D pinned", "size": 4096, "unit": "GB/s""#)
            && json.contains("64 blocks; raw: raw batch")
            && json.contains("16 blocks; raw: contiguous")
            && !json.contains(r#""failed""#),
        "{json}"
    );
    std::fs::remove_dir_all(&dir).unwrap();

    // A driver without cuMemcpyBatchAsync: that column is "-", which fails nothing.
    let out = cudyn(&args[..5], &[("CUDYN_DRIVER", fake::PATH_12_1)]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    for (metric, cells) in shape_rows(&stdout)
        .iter()
        .filter(|(m, _)| m.starts_with("batch"))
    {
        assert_eq!((cells[4], cells[7]), ("-", "-"), "{metric}: {cells:?}");
    }
}

#[test]
fn a_shape_column_that_fails_shows_why_gets_no_ratio_and_the_bench_exits_1() {
    // cudyn copies rectangles through another entry point than the raw column's.
    let out = cudyn(
        &["bench", "--shapes", "--quick", "--iters", "1"],
        &[
            ("CUDYN_DRIVER", fake::PATH),
            ("CUDYN_FAKE_FAIL", "cuMemcpy2DAsync_v2=1"),
        ],
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let rows = shape_rows(&stdout);
    for (metric, cells) in rows.iter().filter(|(m, _)| m.starts_with("2D")) {
        assert_eq!(&cells[3..], ["failed", "-"], "{metric}: {cells:?}");
    }
    assert!(
        stdout.contains("    raw 2D failed: cuMemcpy2DAsync_v2 failed: CUDA_ERROR_INVALID_VALUE"),
        "{stdout}"
    );
    // The batch rows were measured.
    assert!(
        rows.iter()
            .any(|(m, cells)| *m == "batch D2D" && cells[8].parse::<f64>().is_ok()),
        "{stdout}"
    );
    assert!(
        stderr.contains(
            "4 row(s) failed: 2D H2D pinned, 2D D2H pinned, 2D H2D pageable, 2D D2H pageable"
        ),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}
