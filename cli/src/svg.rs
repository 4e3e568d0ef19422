//! A line chart of bandwidth against transfer size, as a standalone SVG file.

use std::fmt::Write;

/// One measurement of the chart: its name and (bytes, GB/s) points through cudyn (a solid
/// line) and through the raw driver calls (a dashed line of the same colour).
pub struct Series {
    pub name: String,
    pub points: Vec<(f64, f64)>,
    pub raw: Vec<(f64, f64)>,
}

const COLOURS: [&str; 10] = [
    "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
    "#bcbd22", "#17becf",
];

/// Bandwidth (y, linear) against size (x, logarithmic), two lines per series: cudyn's solid,
/// the raw driver's dashed, so that the ratio between them shows at a glance.
pub fn chart(title: &str, series: &[Series]) -> String {
    let (width, height, left, right, top, bottom) = (900.0, 520.0, 70.0, 220.0, 40.0, 50.0);
    let points = series.iter().flat_map(|s| s.points.iter().chain(&s.raw));
    let (mut x_min, mut x_max, mut y_max) = (f64::MAX, f64::MIN, 0.0f64);
    for &(x, y) in points {
        x_min = x_min.min(x.log2());
        x_max = x_max.max(x.log2());
        y_max = y_max.max(y);
    }
    if x_min >= x_max {
        (x_min, x_max) = (x_min - 1.0, x_min + 1.0);
    }
    let y_max = nice_ceiling(y_max.max(1e-9));
    let plot_w = width - left - right;
    let plot_h = height - top - bottom;
    let px = |x: f64| left + (x.log2() - x_min) / (x_max - x_min) * plot_w;
    let py = |y: f64| top + plot_h - y / y_max * plot_h;

    let mut svg = String::new();
    let _ = write!(
        svg,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" font-size="12">
<rect width="100%" height="100%" fill="white"/>
<text x="{}" y="24" font-size="15" text-anchor="middle">{}</text>
"##,
        left + plot_w / 2.0,
        escape(title)
    );
    for i in 0..=5 {
        let y = y_max * f64::from(i) / 5.0;
        let _ = writeln!(
            svg,
            r##"<line x1="{left}" x2="{x2}" y1="{line}" y2="{line}" stroke="#ddd"/><text x="{tx}" y="{ty}" text-anchor="end">{y:.0}</text>"##,
            x2 = left + plot_w,
            line = py(y),
            tx = left - 6.0,
            ty = py(y) + 4.0
        );
    }
    let mut exponent = x_min.ceil() as i32;
    while f64::from(exponent) <= x_max {
        let x = 2f64.powi(exponent);
        let _ = writeln!(
            svg,
            r##"<line x1="{0}" x2="{0}" y1="{top}" y2="{1}" stroke="#eee"/><text x="{0}" y="{2}" text-anchor="middle">{3}</text>"##,
            px(x),
            top + plot_h,
            top + plot_h + 16.0,
            size_label(x)
        );
        exponent += 2;
    }
    let _ = writeln!(
        svg,
        r##"<text x="{}" y="{}" text-anchor="middle">transfer size</text><text transform="translate(18 {}) rotate(-90)" text-anchor="middle">GB/s</text>"##,
        left + plot_w / 2.0,
        height - 10.0,
        top + plot_h / 2.0
    );
    for (i, s) in series.iter().enumerate() {
        let colour = COLOURS[i % COLOURS.len()];
        // cudyn: solid line, filled dots; the raw driver: dashed line, hollow dots.
        for (points, dash, fill) in [
            (&s.points, "", colour),
            (&s.raw, r#" stroke-dasharray="6 4""#, "white"),
        ] {
            let path: Vec<String> = points
                .iter()
                .map(|&(x, y)| format!("{:.1},{:.1}", px(x), py(y)))
                .collect();
            let _ = writeln!(
                svg,
                r##"<polyline fill="none" stroke="{colour}" stroke-width="2"{dash} points="{}"/>"##,
                path.join(" ")
            );
            for &(x, y) in points {
                let _ = writeln!(
                    svg,
                    r##"<circle cx="{:.1}" cy="{:.1}" r="3" fill="{fill}" stroke="{colour}"/>"##,
                    px(x),
                    py(y)
                );
            }
        }
        let ly = top + 10.0 + 18.0 * i as f64;
        let _ = writeln!(
            svg,
            r##"<line x1="{0}" x2="{1}" y1="{ly}" y2="{ly}" stroke="{colour}" stroke-width="3"/><text x="{2}" y="{3}">{4}</text>"##,
            width - right + 15.0,
            width - right + 35.0,
            width - right + 40.0,
            ly + 4.0,
            escape(&s.name)
        );
    }
    // The key to the two line styles, under the series names.
    let ky = top + 10.0 + 18.0 * series.len() as f64 + 8.0;
    for (j, (label, dash)) in [("cudyn", ""), ("raw driver", r#" stroke-dasharray="6 4""#)]
        .into_iter()
        .enumerate()
    {
        let y = ky + 18.0 * j as f64;
        let _ = writeln!(
            svg,
            r##"<line x1="{0}" x2="{1}" y1="{y}" y2="{y}" stroke="#444" stroke-width="2"{dash}/><text x="{2}" y="{3}">{label}</text>"##,
            width - right + 15.0,
            width - right + 35.0,
            width - right + 40.0,
            y + 4.0,
        );
    }
    svg.push_str("</svg>\n");
    svg
}

/// 4K, 64K, 1M, 256M ...
pub fn size_label(bytes: f64) -> String {
    let bytes = bytes as u64;
    match bytes {
        b if b >= 1 << 30 && b % (1 << 30) == 0 => format!("{}G", b >> 30),
        b if b >= 1 << 20 && b % (1 << 20) == 0 => format!("{}M", b >> 20),
        b if b >= 1 << 10 && b % (1 << 10) == 0 => format!("{}K", b >> 10),
        b => b.to_string(),
    }
}

fn nice_ceiling(value: f64) -> f64 {
    let magnitude = 10f64.powf(value.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * magnitude)
        .find(|&v| v >= value)
        .unwrap_or(value)
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chart_has_a_solid_and_a_dashed_line_per_series() {
        let series = vec![
            Series {
                name: "H2D pinned".into(),
                points: vec![(4096.0, 3.0), (1048576.0, 50.0)],
                raw: vec![(4096.0, 3.5), (1048576.0, 50.0)],
            },
            Series {
                name: "D2H <pageable>".into(),
                points: vec![(4096.0, 1.0), (1048576.0, 9.0)],
                raw: vec![(4096.0, 1.0), (1048576.0, 120.0)],
            },
        ];
        let svg = chart("bandwidth", &series);
        // A solid and a dashed line per series, and the dashed key line.
        assert_eq!(svg.matches("<polyline").count(), 4);
        assert_eq!(svg.matches("stroke-dasharray").count(), 3);
        // The raw figure sets the scale when it is the larger.
        assert!(svg.contains(">200<"), "{svg}");
        assert!(svg.contains("D2H &lt;pageable&gt;") && svg.contains(">1M<"));
        assert_eq!(size_label(262144.0 * 1024.0), "256M");
        assert_eq!(nice_ceiling(53.0), 100.0);
        assert_eq!(nice_ceiling(0.7), 1.0);
    }
}
