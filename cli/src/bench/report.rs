//! What a bench run produces: the table, the JSON file and the SVG plot.

use std::path::Path;

use super::{Row, Unit};
use crate::stats::Stats;
use crate::svg::{self, Series, size_label};

pub(super) fn table(rows: &[Row]) {
    println!(
        "{:<32} {:>5}  {:>26}  {:>26}  {:>6}  condition",
        "metric", "size", "cudyn", "raw driver", "ratio"
    );
    for row in rows {
        let size = row.size.map(|s| size_label(s as f64)).unwrap_or_default();
        if let Some(why) = &row.failed {
            // No figure: samples of a failed measurement would mislead.
            println!("{:<32} {size:>5}  failed: {why}", row.metric);
            continue;
        }
        let (ours, theirs) = (row.shown(row.cudyn), row.shown(row.raw));
        let figure = |s: Stats| {
            format!(
                "{:.3} [{:.3}, {:.3}] {}",
                s.median,
                s.p10,
                s.p90,
                row.unit_name()
            )
        };
        println!(
            "{:<32} {:>5}  {:>26}  {:>26}  {:>6.3}  {}",
            row.metric,
            size,
            figure(ours),
            figure(theirs),
            row.ratio(),
            row.condition
        );
    }
    println!("ratio = cudyn / raw: above 1 is faster for GB/s rows, slower for time rows");
}

/// The rows as JSON; `warning` (the fake driver's, see `fake_driver_warning`) goes in as
/// `"warning"`, `null` on a real driver.
pub(super) fn json(
    device: &str,
    driver: Option<i32>,
    warning: Option<&str>,
    rows: &[Row],
) -> String {
    let stats = |s: Stats| {
        format!(
            r#"{{"median": {}, "p10": {}, "p90": {}}}"#,
            s.median, s.p10, s.p90
        )
    };
    let entries: Vec<String> = rows
        .iter()
        .map(|row| {
            if let Some(why) = &row.failed {
                return format!(
                    r#"    {{"metric": "{}", "size": {}, "unit": "{}", "cudyn": null, "raw": null, "ratio": null, "condition": "{}", "failed": {}}}"#,
                    row.metric,
                    row.size.map_or("null".into(), |s| s.to_string()),
                    row.unit_name(),
                    row.condition,
                    json_string(why)
                );
            }
            format!(
                r#"    {{"metric": "{}", "size": {}, "unit": "{}", "cudyn": {}, "raw": {}, "ratio": {}, "condition": "{}"}}"#,
                row.metric,
                row.size.map_or("null".into(), |s| s.to_string()),
                row.unit_name(),
                stats(row.shown(row.cudyn)),
                stats(row.shown(row.raw)),
                row.ratio(),
                row.condition
            )
        })
        .collect();
    format!(
        "{{\n  \"device\": \"{}\",\n  \"driver\": {},\n  \"warning\": {},\n  \"rows\": [\n{}\n  ]\n}}\n",
        device.replace('"', "'"),
        driver.map_or("null".into(), |v| v.to_string()),
        warning.map_or("null".into(), json_string),
        entries.join(",\n")
    )
}

/// `text` as a JSON string: quoted, with quotes, backslashes and control characters escaped.
fn json_string(text: &str) -> String {
    let mut out = String::from('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

pub(super) fn plot(device: &str, rows: &[Row]) -> String {
    let mut series: Vec<Series> = Vec::new();
    // Transfers over the bus, by memory kind: device-to-device copies run two orders of
    // magnitude faster and would flatten every other line (they stay in the table).
    for row in rows
        .iter()
        .filter(|r| matches!(r.unit, Unit::Bandwidth(_)) && r.metric != "D2D")
        .filter(|r| r.failed.is_none())
    {
        let size = row.size.unwrap_or(1) as f64;
        let (ours, theirs) = (row.shown(row.cudyn).median, row.shown(row.raw).median);
        let index = match series.iter().position(|s| s.name == row.metric) {
            Some(index) => index,
            None => {
                series.push(Series {
                    name: row.metric.into(),
                    points: Vec::new(),
                    raw: Vec::new(),
                });
                series.len() - 1
            }
        };
        series[index].points.push((size, ours));
        series[index].raw.push((size, theirs));
    }
    svg::chart(
        &format!(
            "cudyn bench: host-device bandwidth by transfer size, {device}; dashed: raw driver"
        ),
        &series,
    )
}

/// Writes a result file; failing to is reported, and the table already printed stands.
pub(super) fn write_file(path: &Path, text: &str) {
    if let Err(error) = std::fs::write(path, text) {
        eprintln!("cudyn bench: cannot write {}: {error}", path.display());
    }
}
