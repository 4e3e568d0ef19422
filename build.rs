//! Build script of `cudyn`: it generates the raw layer's bindings, `cudyn::sys`, whose sources
//! are in `cuda-sys/`.
//!
//! Without the `bindgen` feature it does nothing and the crate compiles the committed
//! `cuda-sys/src/bindings.rs`, so a machine with neither the CUDA toolkit nor libclang builds.
//!
//! With the feature it finds `cuda.h`, runs bindgen over `wrapper.h`, turns the declared entry
//! points into a table of function pointers (nothing may link against libcuda), and writes the
//! result to `$OUT_DIR/bindings.rs`. When the headers or libclang are missing it says so in a
//! cargo warning and falls back to the committed file, unless `CUDYN_BINDGEN_STRICT=1` asks for
//! a hard error (the regeneration script and CI set it, so a fallback can never pass for a
//! regeneration).

fn main() {
    println!("cargo::rustc-check-cfg=cfg(cudyn_generated_bindings)");
    println!("cargo::rerun-if-changed=build.rs");
    #[cfg(feature = "bindgen")]
    generate::run();
}

#[cfg(feature = "bindgen")]
mod generate {
    use std::env;
    use std::path::{Path, PathBuf};

    /// Environment variables that change what this script produces.
    const INPUTS: &[&str] = &[
        "CUDA_INCLUDE_DIR",
        "CUDA_PATH",
        "CUDA_HOME",
        "CUDYN_PYTHON_SITE",
        "CUDYN_BINDGEN_STRICT",
        "LIBCLANG_PATH",
    ];

    pub fn run() {
        println!("cargo::rerun-if-changed=wrapper.h");
        for var in INPUTS {
            println!("cargo::rerun-if-env-changed={var}");
        }
        let strict = env::var_os("CUDYN_BINDGEN_STRICT").is_some_and(|v| v == "1");
        match bindings() {
            Ok((code, header)) => {
                let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
                std::fs::write(out.join("bindings.rs"), code).expect("write OUT_DIR/bindings.rs");
                println!("cargo::rustc-cfg=cudyn_generated_bindings");
                println!("cargo::rerun-if-changed={}", header.display());
                println!(
                    "cargo::warning=bindings generated from {}",
                    header.display()
                );
            }
            Err(why) if strict => panic!("CUDYN_BINDGEN_STRICT=1 and bindgen failed: {why}"),
            Err(why) => println!(
                "cargo::warning=using the committed CUDA bindings: {}",
                why.replace('\n', " ")
            ),
        }
    }

    /// Generated source, and the `cuda.h` it came from.
    fn bindings() -> Result<(String, PathBuf), String> {
        let include = find_headers()?;
        let header = include.join("cuda.h");
        let wrapper = Path::new(env!("CARGO_MANIFEST_DIR")).join("wrapper.h");
        let builder = bindgen::Builder::default()
            .header(wrapper.to_string_lossy())
            .clang_arg(format!("-I{}", include.display()))
            .allowlist_function("cu.*")
            .allowlist_type("CU.*|cu.*")
            .allowlist_var("CU.*")
            // A Rust enum holding a value the headers did not know is undefined behaviour, and a
            // newer driver returns such values; newtypes over the integer accept any of them.
            .default_enum_style(bindgen::EnumVariation::NewType {
                is_bitfield: false,
                is_global: false,
            })
            // Zeroed defaults make the parameter structs (CUmemLocation, …) easy to fill in.
            .derive_default(true)
            .generate_comments(false)
            .formatter(bindgen::Formatter::None);
        // bindgen panics when it cannot load libclang; that is a reason to fall back, not to die.
        let generated =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| builder.generate()))
                .map_err(|panic| {
                    let what = panic
                        .downcast_ref::<String>()
                        .map(String::as_str)
                        .or_else(|| panic.downcast_ref::<&str>().copied())
                        .unwrap_or("bindgen panicked");
                    format!(
                        "libclang is unavailable ({what}); install libclang or set LIBCLANG_PATH"
                    )
                })?
                .map_err(|e| format!("bindgen failed on {}: {e}", header.display()))?;
        Ok((table::rewrite(&generated.to_string())?, header))
    }

    /// The first directory holding `cuda.h`, or the list of places looked at.
    fn find_headers() -> Result<PathBuf, String> {
        let var = |name: &str| {
            env::var_os(name)
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
        };
        let mut candidates = Vec::new();
        candidates.extend(var("CUDA_INCLUDE_DIR"));
        candidates.extend(var("CUDA_PATH").map(|p| p.join("include")));
        candidates.extend(var("CUDA_HOME").map(|p| p.join("include")));
        candidates.push(PathBuf::from("/usr/local/cuda/include"));
        if let Some(site) = var("CUDYN_PYTHON_SITE") {
            // The layouts of PyPI's nvidia-cuda-runtime-cu12 and nvidia-cuda-runtime (13.x).
            candidates.push(site.join("nvidia/cuda_runtime/include"));
            candidates.push(site.join("nvidia/cu13/include"));
        }
        candidates
            .iter()
            .find(|dir| dir.join("cuda.h").is_file())
            .cloned()
            .ok_or_else(|| {
                let tried: Vec<_> = candidates.iter().map(|d| d.display().to_string()).collect();
                format!(
                    "no cuda.h in any of [{}] (set CUDA_INCLUDE_DIR, CUDA_PATH, CUDA_HOME or \
                     CUDYN_PYTHON_SITE)",
                    tried.join(", ")
                )
            })
    }

    /// Turns bindgen's `extern "C"` declarations into a run-time function table.
    mod table {
        use proc_macro2::{Ident, Span, TokenStream};
        use quote::quote;
        use syn::{FnArg, ForeignItem, Item, Pat, ReturnType, Signature};

        pub fn rewrite(code: &str) -> Result<String, String> {
            let mut file = syn::parse_file(code).map_err(|e| format!("bindgen output: {e}"))?;
            let mut entries = Vec::new();
            let mut foreign = Vec::new();
            for item in std::mem::take(&mut file.items) {
                match item {
                    Item::ForeignMod(block) => foreign.extend(block.items),
                    other => file.items.push(other),
                }
            }
            for item in foreign {
                match item {
                    ForeignItem::Fn(f) => entries.push(Entry::new(&f.sig)?),
                    other => return Err(format!("unexpected foreign item: {}", quote!(#other))),
                }
            }
            let named = super::enums::name_newtypes(&mut file)?;
            file.items.extend(
                syn::parse2::<syn::File>(named)
                    .map_err(|e| e.to_string())?
                    .items,
            );
            let table = table(&entries);
            file.items.extend(
                syn::parse2::<syn::File>(table)
                    .map_err(|e| e.to_string())?
                    .items,
            );
            Ok(format!(
                "// Generated from wrapper.h by cudyn's build script (bindgen, then the entry\n\
                 // points rewritten into a table). Do not edit: run cuda-sys/regen-bindings.\n\n{}",
                prettyplease::unparse(&file)
            ))
        }

        struct Entry {
            name: Ident,
            /// `unsafe extern "C" fn(args) -> ret`
            pointer: TokenStream,
        }

        impl Entry {
            fn new(sig: &Signature) -> Result<Self, String> {
                let name = sig.ident.clone();
                if sig.variadic.is_some() {
                    return Err(format!("{name} is variadic"));
                }
                let args = sig
                    .inputs
                    .iter()
                    .map(|arg| match arg {
                        FnArg::Typed(t) => match &*t.pat {
                            Pat::Ident(id) => {
                                let (id, ty) = (&id.ident, &t.ty);
                                Ok(quote!(#id: #ty))
                            }
                            _ => Err(format!("{name}: unnamed argument")),
                        },
                        FnArg::Receiver(_) => Err(format!("{name}: receiver")),
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                let ret = match &sig.output {
                    ReturnType::Default => quote!(),
                    ReturnType::Type(_, ty) => quote!(-> #ty),
                };
                Ok(Self {
                    name,
                    pointer: quote!(unsafe extern "C" fn(#(#args),*) #ret),
                })
            }
        }

        fn table(entries: &[Entry]) -> TokenStream {
            let names: Vec<_> = entries.iter().map(|e| &e.name).collect();
            let pointers: Vec<_> = entries.iter().map(|e| &e.pointer).collect();
            let symbols = names.iter().map(|n| {
                let name = std::ffi::CString::new(n.to_string()).expect("identifiers have no NUL");
                syn::LitCStr::new(&name, Span::call_site())
            });
            let strings: Vec<_> = names.iter().map(|n| n.to_string()).collect();
            let docs = names
                .iter()
                .map(|n| format!(" `{n}`, or the error naming it when the driver lacks it."));
            let count = entries.len();
            quote! {
                /// Every driver entry point `cuda.h` declares, resolved once when the library is
                /// loaded. `None` marks one the loaded library does not export (an older driver,
                /// or a library that is not the whole driver).
                pub struct Functions {
                    #(pub #names: Option<#pointers>,)*
                }

                impl Functions {
                    /// How many entry points the headers declare.
                    pub const COUNT: usize = #count;

                    /// Looks every entry point up in `library`.
                    ///
                    /// # Safety
                    /// `library` must be a CUDA driver: a symbol found under one of these names
                    /// must be a function with the signature `cuda.h` gives it.
                    pub(crate) unsafe fn resolve(library: &super::loader::Library) -> Self {
                        Self {
                            // SAFETY: the caller vouches for every signature.
                            #(#names: unsafe { super::loader::symbol(library, #symbols) },)*
                        }
                    }

                    /// Each entry point's name and whether the loaded library exports it.
                    pub fn entries(&self) -> [(&'static str, bool); #count] {
                        [#((#strings, self.#names.is_some()),)*]
                    }
                }

                impl super::Driver {
                    #(
                        #[doc = #docs]
                        #[inline]
                        pub fn #names(&self) -> Result<#pointers, super::SymbolError> {
                            match self.functions.#names {
                                Some(f) => Ok(f),
                                None => Err(self.missing(#strings)),
                            }
                        }
                    )*
                }
            }
        }
    }

    /// Names for bindgen's newtype enumerations: `name()` and a `Debug` that prints it.
    mod enums {
        use proc_macro2::TokenStream;
        use quote::quote;
        use syn::punctuated::Punctuated;
        use syn::{Expr, ImplItem, Item, Lit, Path, Token, Type};

        /// Types whose `Debug` is written by hand (`CUresult` also asks the loaded driver for
        /// codes newer than the headers): they get `name()` only.
        const OWN_DEBUG: &[&str] = &["cudaError_enum"];

        /// Finds every `impl T { pub const X: T = T(n); ... }`, drops `Debug` from `T`'s
        /// derives, and returns `T::name` (and `Debug`, unless `T` writes its own) for each.
        pub fn name_newtypes(file: &mut syn::File) -> Result<TokenStream, String> {
            let mut types: Vec<(syn::Ident, Vec<(String, syn::LitInt)>)> = Vec::new();
            for item in &file.items {
                let Item::Impl(block) = item else { continue };
                let Type::Path(ty) = &*block.self_ty else {
                    continue;
                };
                let Some(ty) = ty.path.get_ident() else {
                    continue;
                };
                if block.trait_.is_some() {
                    continue;
                }
                let mut values: Vec<(String, syn::LitInt)> = Vec::new();
                for item in &block.items {
                    let ImplItem::Const(constant) = item else {
                        continue;
                    };
                    let Expr::Call(call) = &constant.expr else {
                        continue;
                    };
                    let Some(Expr::Lit(lit)) = call.args.first() else {
                        continue;
                    };
                    let Lit::Int(value) = &lit.lit else { continue };
                    // Aliases share a value: the first name the headers give it wins.
                    if values
                        .iter()
                        .all(|(_, v)| v.base10_digits() != value.base10_digits())
                    {
                        values.push((constant.ident.to_string(), value.clone()));
                    }
                }
                if !values.is_empty() {
                    types.push((ty.clone(), values));
                }
            }
            for item in &mut file.items {
                let Item::Struct(strukt) = item else { continue };
                if !types.iter().any(|(ty, _)| *ty == strukt.ident) {
                    continue;
                }
                for attr in &mut strukt.attrs {
                    if !attr.path().is_ident("derive") {
                        continue;
                    }
                    let derives = attr
                        .parse_args_with(Punctuated::<Path, Token![,]>::parse_terminated)
                        .map_err(|e| e.to_string())?;
                    let kept = derives.iter().filter(|p| !p.is_ident("Debug"));
                    *attr = syn::parse_quote!(#[derive(#(#kept),*)]);
                }
            }
            let code = types.iter().map(|(ty, values)| {
                let (names, numbers): (Vec<_>, Vec<_>) = values.iter().cloned().unzip();
                let debug = (!OWN_DEBUG.contains(&ty.to_string().as_str())).then(|| {
                    let fallback = ty.to_string();
                    quote! {
                        impl ::core::fmt::Debug for #ty {
                            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                                match self.name() {
                                    Some(name) => write!(f, "{} ({})", name, self.0),
                                    None => write!(f, "{}({})", #fallback, self.0),
                                }
                            }
                        }
                    }
                });
                quote! {
                    impl #ty {
                        /// The name the headers give this value, if they know it.
                        pub const fn name(self) -> Option<&'static str> {
                            match self.0 {
                                #(#numbers => Some(#names),)*
                                _ => None,
                            }
                        }
                    }
                    #debug
                }
            });
            Ok(quote!(#(#code)*))
        }
    }
}
