// Export trusts an `Exportable`'s description of its memory and keeps the value as what keeps
// that memory alive: the trait is sealed, and no other crate implements it.
struct Mine;

impl cudyn::dlpack::Exportable for Mine {}

fn main() {}
