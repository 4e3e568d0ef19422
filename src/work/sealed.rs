//! The seals of the scope's and the launch's traits: [`Source`](crate::Source),
//! [`Destination`](crate::Destination) and [`KernelArgs`](crate::KernelArgs) have these as
//! supertraits, which are public (so that public traits may name them) in a module no one
//! outside the crate can reach, so no outside type can implement them.
//!
//! They are sealed because cudyn acts on what their implementations say: a copy writes where a
//! destination's span says its memory is and reads a source's host slice; a launch hands the
//! driver the parameter pointers an argument list gives it. Only cudyn's own views, buffers,
//! held handles and tuples of [`KernelArg`](crate::KernelArg)s may say so.

use bytemuck::Pod;

use super::held::Held;
use crate::memory::view::{View, ViewMut};

/// The seal of [`Source`](crate::Source).
pub trait SealedSource<'scope, T> {}

/// The seal of [`Destination`](crate::Destination).
pub trait SealedDestination<'scope, T> {}

/// The seal of [`KernelArgs`](crate::KernelArgs), implemented for tuples in `work::kernel`.
pub trait SealedKernelArgs<'scope> {}

// What converts into a view is a view of memory cudyn lent (`View`s are made only by cudyn, or
// by `unsafe` constructors whose callers vouch for them).
impl<'s, T: Pod, V: Into<View<'s, T>>> SealedSource<'s, T> for V {}
impl<'s, T: Pod> SealedSource<'s, T> for Held<'s, T> {}
impl<'s, T: Pod, V: Into<ViewMut<'s, T>>> SealedDestination<'s, T> for V {}
impl<'s, T: Pod> SealedDestination<'s, T> for Held<'s, T> {}
