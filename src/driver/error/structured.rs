//! `Error`'s `Debug`: the message for `{:?}` (what `fn main() -> Result` prints), the variant
//! and its fields for `{:#?}`.

use std::fmt;

use super::Error;

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            self.debug_fields(f)
        } else {
            crate::sys::message_and_sources(self, f)
        }
    }
}

/// The match of [`Error::debug_fields`]: unit variants by name, tuple variants with their one
/// field, struct variants with each field. The patterns name every field without `..`, so a
/// variant or field added to [`Error`] and not here fails to compile.
macro_rules! structured {
    ($error:expr, $f:expr;
     units: $($unit:ident),*;
     tuples: $($tuple:ident),*;
     structs: $($name:ident { $($field:ident),* }),* $(,)?) => {
        match $error {
            $(Error::$unit => $f.write_str(stringify!($unit)),)*
            $(Error::$tuple(inner) => $f.debug_tuple(stringify!($tuple)).field(inner).finish(),)*
            $(Error::$name { $($field),* } => $f
                .debug_struct(stringify!($name))
                $(.field(stringify!($field), $field))*
                .finish(),)*
        }
    };
}

impl Error {
    /// The form a derived `Debug` would print.
    fn debug_fields(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        structured!(self, f;
            units: GivenBack, DlpackReadOnly, TimingDisabled, OpenedInExportingProcess, ImportedPool,
                StagingThreadPanicked;
            tuples: Load, MissingSymbol, Driver;
            structs:
                ContextLost { device, cause },
                LengthMismatch { dst, src },
                OutOfRange { start, end, len },
                NoSuchDevice { ordinal, count },
                SizeOverflow { count, size },
                CastLength { bytes, size },
                OverlappingCopy { src, dst, bytes },
                UnknownPointer { addr },
                NotPrimaryContext { what, addr },
                OutsideAllocation { addr, bytes, start, size },
                NotAnAllocation { addr, expected, found, start },
                DlpackVersion { major, minor },
                DlpackDataType { expected, found },
                DlpackElementSize { dtype, size },
                DlpackLayout { what },
                DlpackDevice { device_type },
                DeviceInUse { device },
                ResourceLimit { limit, in_use, requested },
                NullAllocation { what, bytes },
                NotContiguous { what, rows },
                RowStride { row_len, stride },
                SliceStride { rows, row_stride, stride },
                DepthMismatch { dst, src },
                ShapeMismatch { dst_rows, dst_row_len, src_rows, src_row_len },
                ZeroLength { what },
                WrongMemoryKind { expected, found },
                WrongDevice { what, expected, found },
                InteriorNul { what },
                Misaligned { addr, align },
                NotExportable { what },
                InvalidHandleText { len },
                BatchLengthMismatch { index, dst, src },
                OverlappingBatch { index, other, side },
                OverlappingRanges { index, other },
                BlockLength { len, block },
                IndexOutOfRange { position, index, blocks },
                DuplicateIndex { index, first, second },
                Reentered { what },
                NotCapturable { what, why },
                GraphStateChanged { addr, bytes },
                FileIo { writing, path, offset, landed, kind, errno },
                FileRange { path, start, end, why },
                Safetensors { path, tensor, why },
        )
    }
}
