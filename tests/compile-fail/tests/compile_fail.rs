//! What the borrow checker must refuse: each file in tests/compile-fail/ is a program that
//! would be unsound if it compiled; the .stderr beside it is the expected diagnostic. (The
//! package's root is that folder, so the files are named relative to it.)

#[test]
fn unsound_programs_do_not_compile() {
    trybuild::TestCases::new().compile_fail("*.rs");
}
