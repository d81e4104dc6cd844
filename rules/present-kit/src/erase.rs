//! One list, two outputs: a type-erased trait and its one generic implementation.
//!
//! The table machinery sees every game through object-safe traits (`Engine`,
//! `Session`), each implemented exactly once, generically over the game. Written by
//! hand, every method is declared twice (trait and impl) and the pair must be kept in step;
//! [`erased!`] takes each method once, as its signature with its body, and writes both.

/// Generates `trait $trait` (every method's signature with its doc comment) and
/// `impl<G: bounds> $trait for $ty<G>` (the same signatures with their bodies).
///
/// ```text
/// erased! {
///     /// One game type, as the table machinery sees it.
///     pub trait Engine: Send + Sync;
///     impl<G: Present + Determinize> for EngineOf<G>;
///
///     /// The game's id.
///     fn id(&self) -> &'static str { G::ID }
/// }
/// ```
///
/// The parameter lists are taken as plain tokens, receiver included: the `self` a body uses
/// must come from the same place as the `self` it refers to (macro hygiene would keep a
/// receiver written here apart from a body written at the call site), and `&mut self` needs no
/// rule of its own. The generic parameter is named at the call site for the same reason.
macro_rules! erased {
    (
        $(#[$trait_meta:meta])*
        $vis:vis trait $trait:ident: $sup:ident $(+ $sups:ident)*;
        impl<$g:ident: $bound:ident $(+ $bounds:ident)*> for $ty:ident<$g2:ident>;
        $(
            $(#[$meta:meta])*
            fn $name:ident($($params:tt)*) $(-> $ret:ty)? $body:block
        )*
    ) => {
        $(#[$trait_meta])*
        $vis trait $trait: $sup $(+ $sups)* {
            $(
                $(#[$meta])*
                fn $name($($params)*) $(-> $ret)?;
            )*
        }

        impl<$g: $bound $(+ $bounds)*> $trait for $ty<$g2> {
            $(
                fn $name($($params)*) $(-> $ret)? $body
            )*
        }
    };
}

pub(crate) use erased;
