"""PyTorch and cudyn trade CUDA memory through DLPack, both ways, without a copy.

    cargo build --release --example dlpack_torch
    python3 examples/dlpack_torch.py target/release/examples/libdlpack_torch.so

1. PyTorch consumes a cudyn buffer (versioned DLPack through __dlpack__, and a legacy
   "dltensor" capsule), doubles it with its own kernel, and cudyn reads the result back.
2. cudyn consumes PyTorch tensors (versioned and legacy), writes them, and PyTorch sees it.
Each checks the values and that both sides use the same memory (data pointers equal).
"""
import ctypes
import sys

import torch

lib = ctypes.CDLL(sys.argv[1])
lib.cudyn_last_error.restype = ctypes.c_char_p
lib.cudyn_export_halves.restype = ctypes.c_void_p
lib.cudyn_export_halves.argtypes = [ctypes.c_size_t, ctypes.c_bool]
lib.cudyn_release.argtypes = [ctypes.c_void_p, ctypes.c_bool]
lib.cudyn_read.argtypes = [ctypes.c_uint64, ctypes.c_size_t, ctypes.c_void_p]
lib.cudyn_export_halves_on.restype = ctypes.c_void_p
lib.cudyn_export_halves_on.argtypes = [ctypes.c_size_t, ctypes.c_size_t, ctypes.c_bool]
lib.cudyn_read_on.argtypes = [ctypes.c_size_t, ctypes.c_uint64, ctypes.c_size_t, ctypes.c_void_p]
lib.cudyn_fill_thirds.argtypes = [ctypes.c_void_p, ctypes.c_bool, ctypes.POINTER(ctypes.c_uint64)]

api = ctypes.pythonapi
Destructor = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
api.PyCapsule_New.restype = ctypes.py_object
api.PyCapsule_New.argtypes = [ctypes.c_void_p, ctypes.c_char_p, Destructor]
api.PyCapsule_IsValid.restype = ctypes.c_int
api.PyCapsule_IsValid.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
api.PyCapsule_GetPointer.restype = ctypes.c_void_p
api.PyCapsule_GetPointer.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
api.PyCapsule_SetName.argtypes = [ctypes.py_object, ctypes.c_char_p]

NAMES = {True: b"dltensor_versioned", False: b"dltensor"}
USED = {True: b"used_dltensor_versioned", False: b"used_dltensor"}


def release_unconsumed(versioned):
    """A capsule destructor: a tensor nobody consumed still holds its memory."""

    def destroy(capsule):
        if api.PyCapsule_IsValid(capsule, NAMES[versioned]):
            lib.cudyn_release(api.PyCapsule_GetPointer(capsule, NAMES[versioned]), versioned)

    return Destructor(destroy)


DESTRUCTORS = {True: release_unconsumed(True), False: release_unconsumed(False)}


def check(status):
    if status != 0:
        raise RuntimeError(lib.cudyn_last_error().decode())


def capsule(versioned, n, device=0):
    tensor = lib.cudyn_export_halves_on(device, n, versioned)
    if not tensor:
        raise RuntimeError(lib.cudyn_last_error().decode())
    return api.PyCapsule_New(tensor, NAMES[versioned], DESTRUCTORS[versioned]), tensor


class CudynHalves:
    """A cudyn buffer offered through the DLPack protocol, as PyTorch asks for it."""

    def __init__(self, n, device=0):
        self.n, self.asked, self.device = n, None, device

    def __dlpack_device__(self):
        return (2, self.device)  # kDLCUDA

    def __dlpack__(self, stream=None, max_version=None, dl_device=None, copy=None):
        self.asked = max_version
        versioned = max_version is not None and max_version[0] >= 1
        self.versioned = versioned
        made, raw = capsule(versioned, self.n, self.device)
        self.address = data_pointer(raw, versioned)
        return made


def data_pointer(tensor_struct_ptr, versioned):
    # dl_tensor.data is the first field of DLTensor: at offset 32 in the versioned struct, 0 in
    # the legacy one.
    return ctypes.c_uint64.from_address(tensor_struct_ptr + (32 if versioned else 0)).value


n = 1 << 20
expected = torch.arange(n, dtype=torch.float32, device="cuda") / 2

# 1. PyTorch consumes cudyn memory.
offered = CudynHalves(n)
t = torch.from_dlpack(offered)
torch.cuda.synchronize()
assert t.data_ptr() == offered.address, "no copy: the same memory"
assert torch.equal(t, expected), "PyTorch reads what cudyn wrote"
t.mul_(2)  # a PyTorch kernel writes cudyn's memory
torch.cuda.synchronize()
back = torch.empty(n, dtype=torch.float32)
check(lib.cudyn_read(t.data_ptr(), n, back.data_ptr()))
assert torch.equal(back, expected.cpu() * 2), "cudyn reads what PyTorch wrote"
print(f"torch.from_dlpack(cudyn buffer): asked max_version={offered.asked}, "
      f"{'versioned' if offered.versioned else 'legacy'} capsule; values checked both ways; "
      f"data_ptr {t.data_ptr():#x} == exported {offered.address:#x}")
del t

cap, raw = capsule(False, n)
address = data_pointer(raw, False)
t = torch.utils.dlpack.from_dlpack(cap)
assert t.data_ptr() == address, "no copy: the same memory"
torch.cuda.synchronize()
assert torch.equal(t, expected)
print(f"legacy capsule: data_ptr {t.data_ptr():#x} == exported {address:#x}, values checked")
del t, cap

unused, _ = capsule(True, 16)
del unused  # never consumed: its destructor gives the buffer back

# 2. cudyn consumes PyTorch memory.
for versioned in (True, False):
    t = torch.zeros((256, 4), dtype=torch.float32, device="cuda")
    torch.cuda.synchronize()
    if versioned:
        try:
            cap = t.__dlpack__(max_version=(1, 0))
        except TypeError:
            print("this PyTorch offers no versioned capsule; skipping that form")
            continue
        if not api.PyCapsule_IsValid(ctypes.c_void_p(id(cap)), NAMES[True]):
            print("this PyTorch answered max_version with a legacy capsule; skipping that form")
            continue
    else:
        cap = torch.utils.dlpack.to_dlpack(t)
    pointer = api.PyCapsule_GetPointer(ctypes.c_void_p(id(cap)), NAMES[versioned])
    api.PyCapsule_SetName(cap, USED[versioned])  # consumed: the capsule must not delete it
    written = ctypes.c_uint64(0)
    check(lib.cudyn_fill_thirds(pointer, versioned, ctypes.byref(written)))
    assert written.value == t.data_ptr(), "no copy: cudyn wrote PyTorch's memory"
    torch.cuda.synchronize()
    want = torch.arange(1024, dtype=torch.float32, device="cuda").reshape(256, 4) * 3
    assert torch.equal(t, want), "PyTorch sees what cudyn wrote"
    print(f"cudyn consumed a {'versioned' if versioned else 'legacy'} PyTorch capsule: wrote at "
          f"{written.value:#x} == data_ptr {t.data_ptr():#x}, values checked")
    del cap

print("dlpack round trips: ok")

# 3. With two GPUs: cudyn memory of device 1 read and written by PyTorch on cuda:1, read back by
# cudyn on device 1, and refused by a view that names device 0.
if torch.cuda.device_count() >= 2:
    offered = CudynHalves(n, device=1)
    t = torch.from_dlpack(offered)
    torch.cuda.synchronize(1)
    assert t.device == torch.device("cuda", 1), f"on {t.device}, not cuda:1"
    assert t.data_ptr() == offered.address, "no copy: the same memory"
    assert torch.equal(t, expected.to("cuda:1")), "PyTorch on cuda:1 reads what cudyn wrote"
    t.mul_(2)
    torch.cuda.synchronize(1)
    back = torch.empty(n, dtype=torch.float32)
    check(lib.cudyn_read_on(1, t.data_ptr(), n, back.data_ptr()))
    assert torch.equal(back, expected.cpu() * 2), "cudyn on device 1 reads what PyTorch wrote"
    assert lib.cudyn_read_on(0, t.data_ptr(), n, back.data_ptr()) != 0, "device 1's memory as device 0's"
    print("dlpack: device 1's memory traded with PyTorch on cuda:1 both ways; checked")
