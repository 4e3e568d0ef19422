//! The rows measured, shown as a table and written as JSON.

use crate::measure::{Cell, Stats};

/// What the machine and run were.
pub struct Facts {
    pub gpu: String,
    /// `cuDriverGetVersion`: the CUDA version the driver implements (13000 for 13.0).
    pub cuda: Option<i32>,
    /// The NVIDIA kernel module's version (`/proc/driver/nvidia/version`), where there is one.
    pub nvidia: Option<String>,
    pub date: String,
    pub fake: bool,
    pub iters: usize,
}

#[derive(Clone, Copy)]
pub enum Unit {
    /// This many bytes per sample, shown in GB/s.
    Bandwidth(f64),
    /// Time per operation, shown in µs.
    Micros,
}

pub struct Row {
    /// A stable name for scripts (the README table's merge matches on it).
    pub key: &'static str,
    pub metric: String,
    pub unit: Unit,
    pub condition: String,
    pub cells: Vec<Cell>,
}

/// Column keys and the names the table shows.
const COLUMNS: [(&str, &str); 4] = [
    ("cudyn", "cudyn"),
    ("raw", "raw driver"),
    ("cudarc", "cudarc"),
    ("cudarc_untracked", "cudarc, no event tracking"),
];

fn column_name(key: &str) -> &str {
    COLUMNS
        .iter()
        .find(|(k, _)| *k == key)
        .map_or(key, |(_, name)| name)
}

impl Row {
    /// The figures as shown: GB/s or µs. Rates swap p10 and p90: the fast end of the times is
    /// the high end of the rates.
    fn shown(&self, s: Stats) -> Stats {
        match self.unit {
            Unit::Bandwidth(bytes) => Stats {
                p10: bytes / s.p90 / 1e9,
                median: bytes / s.median / 1e9,
                p90: bytes / s.p10 / 1e9,
            },
            Unit::Micros => Stats {
                p10: s.p10 * 1e6,
                median: s.median * 1e6,
                p90: s.p90 * 1e6,
            },
        }
    }

    fn unit_name(&self) -> &'static str {
        match self.unit {
            Unit::Bandwidth(_) => "GB/s",
            Unit::Micros => "µs",
        }
    }

    fn cudyn(&self) -> Option<Stats> {
        self.cells
            .iter()
            .find(|c| c.column == "cudyn")
            .and_then(|c| c.result.as_ref().ok().copied())
    }

    /// cudyn's median over `cell`'s, in the shown unit, where both have figures.
    fn ratio(&self, cell: &Cell) -> Option<f64> {
        let (ours, theirs) = (self.cudyn()?, *cell.result.as_ref().ok()?);
        (cell.column != "cudyn").then(|| self.shown(ours).median / self.shown(theirs).median)
    }
}

pub fn header(facts: &Facts) {
    println!(
        "{}; CUDA driver API {}; NVIDIA driver {}; {}",
        facts.gpu,
        facts.cuda.map_or("unknown".into(), |v| format!(
            "{}.{}",
            v / 1000,
            v % 1000 / 10
        )),
        facts.nvidia.as_deref().unwrap_or("unknown"),
        facts.date
    );
    println!(
        "{} samples per column after a warm-up, the columns of a row taken in turn in one \
         process; medians with [p10, p90]",
        facts.iters
    );
    if facts.fake {
        println!(
            "THE FAKE DRIVER (host memory standing in for a GPU): these figures mean nothing; \
             this run only shows that the benchmark works"
        );
    }
}

pub fn table(rows: &[Row]) {
    for row in rows {
        let better = match row.unit {
            Unit::Bandwidth(_) => "higher is better",
            Unit::Micros => "lower is better",
        };
        println!("\n{} [{}, {better}]", row.metric, row.unit_name());
        for cell in &row.cells {
            let figure = match &cell.result {
                Ok(stats) => {
                    let s = row.shown(*stats);
                    format!("{:.3} [{:.3}, {:.3}]", s.median, s.p10, s.p90)
                }
                // No figure: samples of a failed measurement would mislead.
                Err(why) => format!("failed: {why}"),
            };
            let ratio = row
                .ratio(cell)
                .map(|r| format!("  cudyn/{} {r:.3}", column_name(cell.column)))
                .unwrap_or_default();
            println!("  {:<27} {figure:<32}{ratio}", column_name(cell.column));
        }
        println!("  ({})", row.condition);
    }
}

pub fn json(facts: &Facts, rows: &[Row]) -> String {
    let stats = |row: &Row, s: Stats| {
        let s = row.shown(s);
        format!(
            r#"{{"median": {}, "p10": {}, "p90": {}}}"#,
            number(s.median),
            number(s.p10),
            number(s.p90)
        )
    };
    let rows: Vec<String> = rows
        .iter()
        .map(|row| {
            let cells: Vec<String> = row
                .cells
                .iter()
                .map(|cell| {
                    let value = match &cell.result {
                        Ok(s) => stats(row, *s),
                        Err(why) => format!(r#"{{"failed": {}}}"#, string(why)),
                    };
                    format!(r#""{}": {value}"#, cell.column)
                })
                .collect();
            let ratios: Vec<String> = row
                .cells
                .iter()
                .filter_map(|cell| {
                    let ratio = row.ratio(cell)?;
                    Some(format!(r#""{}": {}"#, cell.column, number(ratio)))
                })
                .collect();
            format!(
                r#"    {{"key": "{}", "metric": {}, "unit": "{}", "condition": {}, "cells": {{{}}}, "cudyn_over": {{{}}}}}"#,
                row.key,
                string(&row.metric),
                row.unit_name(),
                string(&row.condition),
                cells.join(", "),
                ratios.join(", ")
            )
        })
        .collect();
    format!(
        "{{\n  \"gpu\": {},\n  \"cuda_driver_api\": {},\n  \"nvidia_driver\": {},\n  \"date\": \"{}\",\n  \"fake\": {},\n  \"iters\": {},\n  \"rows\": [\n{}\n  ]\n}}\n",
        string(&facts.gpu),
        facts.cuda.map_or("null".into(), |v| v.to_string()),
        facts.nvidia.as_deref().map_or("null".into(), string),
        facts.date,
        facts.fake,
        facts.iters,
        rows.join(",\n")
    )
}

/// A JSON number, or null for what JSON cannot say (a rate over a zero time).
fn number(x: f64) -> String {
    if x.is_finite() {
        x.to_string()
    } else {
        "null".into()
    }
}

/// `text` as a JSON string: quoted, with quotes, backslashes and control characters escaped.
fn string(text: &str) -> String {
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
