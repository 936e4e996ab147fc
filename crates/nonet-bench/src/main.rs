//! `nonet-bench`: nonet beside peer crates on the same puzzle files, in one process.

fn main() {
    println!("nonet-bench");
}
