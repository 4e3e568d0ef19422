// Copies trust what a source or destination says of its memory (address, size, host access):
// the traits are sealed, so only cudyn's views, buffers and held handles are either.
struct Mine;

impl<'s> cudyn::Source<'s, u8> for Mine {}

impl<'s> cudyn::Destination<'s, u8> for Mine {}

fn main() {}
