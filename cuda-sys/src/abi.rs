//! Hand-written helpers for structures whose declaration differs between header versions while
//! their ABI does not, so that code using them compiles whichever headers made the bindings.

use std::ffi::c_int;
use std::mem::{align_of, offset_of, size_of};

use super::{CUmemLocation, CUmemLocationType};

/// A `CUmemLocation` of `kind` and `id`.
///
/// `id` is a plain field in the CUDA 12 headers and a member of an anonymous union in CUDA 13's,
/// so no struct literal compiles against both; in both the struct is the 4-byte location type
/// followed by the 4-byte id, which is what this writes.
pub fn mem_location(kind: CUmemLocationType, id: c_int) -> CUmemLocation {
    const {
        assert!(size_of::<CUmemLocation>() == 8 && align_of::<CUmemLocation>() == 4);
        assert!(offset_of!(CUmemLocation, type_) == 0 && size_of::<CUmemLocationType>() == 4);
    };
    let mut location = CUmemLocation {
        type_: kind,
        ..Default::default()
    };
    // SAFETY: the assertions above leave bytes 4..8 to the id, an int in both layouts; the
    // pointer is to a live local, aligned to 4.
    unsafe { (&raw mut location).cast::<c_int>().add(1).write(id) };
    location
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_id_lands_where_the_driver_reads_it() {
        let kind = super::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
        let location = super::mem_location(kind, 7);
        // SAFETY: an 8-byte plain-data struct read as two ints.
        let words: [i32; 2] = unsafe { std::mem::transmute(location) };
        assert_eq!(words, [kind.0 as i32, 7]);
    }
}
