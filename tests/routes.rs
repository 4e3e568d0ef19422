//! The route of every copy, against the fake driver: each pair of sides (pageable, a pinned
//! buffer seen as a plain slice, pinned, registered, unified, device, device memory of the
//! other device, another owner's device memory) in each shape (small and past the staging
//! threshold, rows wide and narrow, packed against rows, volumes with and without gaps
//! between slices), now and queued, planned as `cudyn::copy` and `Scope::copy` plan it. The
//! table lives in `tests/routes.txt`: a route that changes fails here, and the diff names it.
//! `CUDYN_BLESS_ROUTES=1` writes the table anew, for a change of route that is meant; run
//! with `--nocapture` to see it.

use cudyn_test_common as common;

use common::pairs::{Memory, SIDES, shapes};
use cudyn::{Device, Stream};

/// Where the expected table lives.
const TABLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/routes.txt");

/// The table's first lines: what each column is.
const HEADER: &str = "\
# The route of each copy: shape, source, destination, now or queued, and the route planned
# (src/work/copy/route.rs). Written by tests/routes.rs with CUDYN_BLESS_ROUTES=1.
# memmove (rows): the host copies. HtoD, DtoH, DtoD, inferred (cuMemcpy), peer: one driver
# call. 3D (peer) rows: the driver's 3D copy. staged (rows) up/down: the staging ring, else
# the route taken when the ring cannot be had. After a copy made now: complete (the driver
# returns once done), landing (a small upload noted in its context) or waited (the legacy
# stream synchronised). Queued copies run on device 1's stream where a side is device1.
";

/// The table of every pair's route, once with staging threads capped at each of `threads`.
/// Each shape's memory is made once for all of them: making it (hundreds of MiB in all) is
/// nearly all of this test's time, the planning itself is microseconds (under CI's valgrind,
/// where the fake's memory is slow to make, a table each took 80 s).
fn route_tables<const N: usize>(devices: (&Device, &Device), threads: [usize; N]) -> [String; N] {
    let streams = [
        Stream::new(devices.0).unwrap(),
        Stream::new(devices.1).unwrap(),
    ];
    let mut tables = [(); N].map(|()| String::from(HEADER));
    for shape in shapes() {
        // Each side's memory once a shape, for its source and destination layouts.
        let memory = |layout| SIDES.map(|side| Memory::for_layout(side, devices, layout));
        let (mut sources, mut destinations) = (memory(shape.src), memory(shape.dst));
        for (src_side, src) in SIDES.iter().zip(&mut sources) {
            for (dst_side, dst) in SIDES.iter().zip(&mut destinations) {
                // A scope's device memory is its stream's device's, but for a peer copy.
                let other = usize::from(*src_side == "device1" || *dst_side == "device1");
                for (table, &threads) in tables.iter_mut().zip(&threads) {
                    cudyn::set_staging_threads(threads);
                    for stream in [None, Some(&streams[other])] {
                        let src = src.view(shape.src);
                        let route = cudyn::route_of(src.as_view(), dst.view(shape.dst), stream);
                        let route = route.unwrap_or_else(|error| format!("error: {error}"));
                        let when = if stream.is_some() { "queued" } else { "now" };
                        let line = format!(
                            "{:<14} {src_side:<12} -> {dst_side:<12} {when:<6} {route}\n",
                            shape.name
                        );
                        table.push_str(&line);
                    }
                }
            }
        }
    }
    tables
}

// One test: the staging threads are the process's setting, which tests running at once would
// change under each other.
#[test]
fn every_pair_takes_its_route() {
    let _leaks = common::NoLeaks::new();
    let device = common::device();
    let other = Device::get(1).expect("the fake's second device");
    // Fixed, so that the table is the same on every machine (the default follows its cores);
    // and with staging off (0).
    let [table, off] = route_tables((&device, &other), [8, 0]);
    println!("{table}");
    if std::env::var_os("CUDYN_BLESS_ROUTES").is_some() {
        std::fs::write(TABLE, &table).expect("the route table is written");
        return;
    }
    let expected = std::fs::read_to_string(TABLE).expect("tests/routes.txt");
    for (line, (got, want)) in table.lines().zip(expected.lines()).enumerate() {
        assert_eq!(
            got,
            want,
            "line {} of tests/routes.txt: a route changed",
            line + 1
        );
    }
    assert_eq!(
        table.lines().count(),
        expected.lines().count(),
        "pairs added or gone"
    );

    // With staging off, no copy is staged: every staged route takes the one it names instead.
    for (got, want) in off.lines().zip(expected.lines()) {
        let want = match want
            .split_once("staged ")
            .filter(|_| !want.starts_with('#'))
        {
            Some((pair, staged)) => format!("{pair}{}", staged.split_once(", else ").unwrap().1),
            None => want.to_string(),
        };
        assert_eq!(got, want, "staging off");
    }
}
