//! The iterators of [`View::chunks`] and [`ViewMut::chunks`].

use bytemuck::Pod;

use super::{View, ViewMut};

/// Iterator over [`View::chunks`].
#[derive(Debug)]
pub struct Chunks<'a, T> {
    pub(super) rest: View<'a, T>,
    pub(super) size: usize,
}

impl<'a, T: Pod> Iterator for Chunks<'a, T> {
    type Item = View<'a, T>;

    fn next(&mut self) -> Option<View<'a, T>> {
        if self.rest.is_empty() {
            return None;
        }
        let (chunk, rest) = self.rest.split_at(self.size.min(self.rest.len)).ok()?;
        self.rest = rest;
        Some(chunk)
    }
}

/// Iterator over [`ViewMut::chunks`].
#[derive(Debug)]
pub struct ChunksMut<'a, T> {
    pub(super) rest: Option<ViewMut<'a, T>>,
    pub(super) size: usize,
}

impl<'a, T: Pod> Iterator for ChunksMut<'a, T> {
    type Item = ViewMut<'a, T>;

    fn next(&mut self) -> Option<ViewMut<'a, T>> {
        let rest = self.rest.take().filter(|rest| !rest.is_empty())?;
        let size = self.size.min(rest.len);
        let (chunk, rest) = rest.split_at(size).ok()?;
        self.rest = Some(rest);
        Some(chunk)
    }
}
