//! What a graph may own as its state ([`GraphState`]): cudyn's buffers, kernels and streams, and
//! containers of them, each listing the memory it holds for the launches to check.

use bytemuck::Pod;

use crate::driver::stream::Stream;
use crate::memory::device_buffer::DeviceBuffer;
use crate::memory::growable::GrowableBuffer;
use crate::memory::pinned::PinnedBuffer;
use crate::memory::pitched::PitchedBuffer;
use crate::memory::registered::RegisteredHost;
use crate::memory::unified::UnifiedBuffer;
use crate::memory::view::View;
use crate::work::kernel::Function;

/// What a [`Graph`](crate::Graph) may own as its state: cudyn's buffers and kernels, and tuples (up to 8),
/// arrays, `Vec`s, `Box`es and `Option`s of them.
///
/// Sealed: a graph trusts the listing of memory its state gives ([`Graph::state_mut`](crate::Graph::state_mut) explains
/// why it checks it before each launch), so only cudyn's types give one.
pub trait GraphState: sealed::Sealed {
    /// Calls `f` with the address and bytes of each allocation it holds (a kernel's handle
    /// with 0 bytes), in an order that stays the same while the state does.
    #[doc(hidden)]
    fn visit(&self, f: &mut dyn FnMut(Part<'_>));
}

/// What a state holds that its graph's work may name.
#[doc(hidden)]
pub enum Part<'a> {
    /// An allocation: its address and bytes.
    Memory(u64, usize),
    /// A kernel. The graph keeps a clone of it, so that its module stays loaded (and its
    /// handle cannot name another kernel) for as long as the graph lives.
    Kernel(&'a Function),
}

mod sealed {
    /// The seal of [`GraphState`](super::GraphState).
    pub trait Sealed {}
}

macro_rules! buffer_states {
    ($($buffer:ident),*) => {$(
        impl<T: Pod> sealed::Sealed for $buffer<T> {}
        impl<T: Pod> GraphState for $buffer<T> {
            fn visit(&self, f: &mut dyn FnMut(Part<'_>)) {
                let span = View::from(self).span();
                f(Part::Memory(span.addr, span.bytes));
            }
        }
    )*};
}

buffer_states!(
    DeviceBuffer,
    GrowableBuffer,
    PinnedBuffer,
    UnifiedBuffer,
    RegisteredHost
);

impl<T: Pod> sealed::Sealed for PitchedBuffer<T> {}
impl<T: Pod> GraphState for PitchedBuffer<T> {
    fn visit(&self, f: &mut dyn FnMut(Part<'_>)) {
        let span = self.view().span();
        f(Part::Memory(span.addr, span.bytes));
    }
}

impl sealed::Sealed for Function {}
impl GraphState for Function {
    fn visit(&self, f: &mut dyn FnMut(Part<'_>)) {
        f(Part::Kernel(self));
    }
}

impl sealed::Sealed for Stream {}
/// A stream in the state names no memory: inside the capture it stands for a lane of the graph
/// ([`Scope::on`](crate::Scope::on)), for a closure that queues on the same streams as the issued form of its
/// work (a stream from outside the closure cannot be named there).
impl GraphState for Stream {
    fn visit(&self, _: &mut dyn FnMut(Part<'_>)) {}
}

impl sealed::Sealed for () {}
impl GraphState for () {
    fn visit(&self, _: &mut dyn FnMut(Part<'_>)) {}
}

impl<S: GraphState> sealed::Sealed for Box<S> {}
impl<S: GraphState> GraphState for Box<S> {
    fn visit(&self, f: &mut dyn FnMut(Part<'_>)) {
        (**self).visit(f)
    }
}

impl<S: GraphState> sealed::Sealed for Option<S> {}
impl<S: GraphState> GraphState for Option<S> {
    fn visit(&self, f: &mut dyn FnMut(Part<'_>)) {
        if let Some(state) = self {
            state.visit(f)
        }
    }
}

impl<S: GraphState> sealed::Sealed for Vec<S> {}
impl<S: GraphState> GraphState for Vec<S> {
    fn visit(&self, f: &mut dyn FnMut(Part<'_>)) {
        self.iter().for_each(|s| s.visit(f))
    }
}

impl<S: GraphState, const N: usize> sealed::Sealed for [S; N] {}
impl<S: GraphState, const N: usize> GraphState for [S; N] {
    fn visit(&self, f: &mut dyn FnMut(Part<'_>)) {
        self.iter().for_each(|s| s.visit(f))
    }
}

macro_rules! tuple_states {
    ($($name:ident),+) => {
        impl<$($name: GraphState),+> sealed::Sealed for ($($name,)+) {}
        impl<$($name: GraphState),+> GraphState for ($($name,)+) {
            #[allow(non_snake_case)]
            fn visit(&self, f: &mut dyn FnMut(Part<'_>)) {
                let ($($name,)+) = self;
                $($name.visit(f);)+
            }
        }
    };
}

tuple_states!(A);
tuple_states!(A, B);
tuple_states!(A, B, C);
tuple_states!(A, B, C, D);
tuple_states!(A, B, C, D, E);
tuple_states!(A, B, C, D, E, F);
tuple_states!(A, B, C, D, E, F, G);
tuple_states!(A, B, C, D, E, F, G, H);
