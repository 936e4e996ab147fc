//! `nonet`: the command-line face of the engine.

fn main() {
    println!("nonet");
}
