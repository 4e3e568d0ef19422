//! Medians and percentiles of timed samples.

use std::time::Duration;

/// The 10th, 50th and 90th percentiles of a set of samples, in seconds.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Stats {
    pub p10: f64,
    pub median: f64,
    pub p90: f64,
}

impl Stats {
    pub fn of(samples: &[Duration]) -> Stats {
        let mut seconds: Vec<f64> = samples.iter().map(Duration::as_secs_f64).collect();
        seconds.sort_by(f64::total_cmp);
        let at = |q: f64| {
            if seconds.is_empty() {
                return f64::NAN;
            }
            // Nearest rank: the smallest sample with at least q of the samples at or below it.
            let rank = ((q * seconds.len() as f64).ceil() as usize).clamp(1, seconds.len());
            seconds[rank - 1]
        };
        Stats {
            p10: at(0.1),
            median: at(0.5),
            p90: at(0.9),
        }
    }

    /// The same figures as rates: `amount / time`. The fast end of the times is the high end of
    /// the rates, so p10 and p90 swap.
    pub fn rate(self, amount: f64) -> Stats {
        Stats {
            p10: amount / self.p90,
            median: amount / self.median,
            p90: amount / self.p10,
        }
    }

    /// Each figure scaled by `factor`.
    pub fn scaled(self, factor: f64) -> Stats {
        Stats {
            p10: self.p10 * factor,
            median: self.median * factor,
            p90: self.p90 * factor,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_by_nearest_rank() {
        let samples: Vec<Duration> = (1..=10).rev().map(Duration::from_secs).collect();
        let stats = Stats::of(&samples);
        assert_eq!((stats.p10, stats.median, stats.p90), (1.0, 5.0, 9.0));
        let rate = stats.rate(90.0);
        assert_eq!((rate.p10, rate.median, rate.p90), (10.0, 18.0, 90.0));
        assert!(Stats::of(&[]).median.is_nan());
    }
}
