//! The values that cross the seam: what a statement binds ([`ToSql`], [`Params`]) and what a
//! row's column reads as ([`FromSql`]), in SQLite's five storage classes, which both backends'
//! columns of our schema map onto (PostgreSQL's `BIGINT`, `DOUBLE PRECISION`, `TEXT`, `BYTEA`).
//!
//! Reading is strict, as rusqlite's is: a column of the wrong class, or an integer out of the
//! wanted type's range, is an error ([`super::Error::Type`], [`super::Error::OutOfRange`]),
//! never a default, so a damaged row is noticed.

use super::Error;

/// One value, borrowed from a parameter or from a row.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ValueRef<'a> {
    Null,
    Integer(i64),
    Real(f64),
    Text(&'a str),
    Blob(&'a [u8]),
}

impl ValueRef<'_> {
    /// The storage class's name, for errors.
    pub fn class(&self) -> &'static str {
        match self {
            ValueRef::Null => "NULL",
            ValueRef::Integer(_) => "an integer",
            ValueRef::Real(_) => "a real",
            ValueRef::Text(_) => "text",
            ValueRef::Blob(_) => "a blob",
        }
    }
}

/// Why a column could not be read as the wanted type (the column's index is added by the row).
#[derive(Debug)]
pub enum FromSqlError {
    /// The stored class is not one this type reads.
    InvalidType { found: &'static str },
    /// An integer that does not fit the wanted type.
    OutOfRange(i64),
    /// The text is not valid UTF-8 (SQLite stores what it is given).
    Utf8(std::str::Utf8Error),
}

impl FromSqlError {
    pub(super) fn at(self, index: usize, wanted: &'static str) -> Error {
        match self {
            FromSqlError::InvalidType { found } => Error::Type {
                index,
                found,
                wanted,
            },
            FromSqlError::OutOfRange(value) => Error::OutOfRange { index, value },
            FromSqlError::Utf8(e) => Error::Conversion {
                index,
                source: Box::new(e),
            },
        }
    }
}

/// A type a column can be read as.
pub trait FromSql: Sized {
    fn column(value: ValueRef<'_>) -> Result<Self, FromSqlError>;
}

/// A type a statement can bind.
pub trait ToSql {
    fn to_value(&self) -> Result<ValueRef<'_>, Error>;
}

fn invalid<T>(value: ValueRef<'_>) -> Result<T, FromSqlError> {
    Err(FromSqlError::InvalidType {
        found: value.class(),
    })
}

macro_rules! integers {
    ($($t:ty),*) => {$(
        impl FromSql for $t {
            fn column(value: ValueRef<'_>) -> Result<Self, FromSqlError> {
                match value {
                    ValueRef::Integer(i) => <$t>::try_from(i).map_err(|_| FromSqlError::OutOfRange(i)),
                    other => invalid(other),
                }
            }
        }
        impl ToSql for $t {
            fn to_value(&self) -> Result<ValueRef<'_>, Error> {
                i64::try_from(*self)
                    .map(ValueRef::Integer)
                    .map_err(|_| Error::Param(format!("{self} does not fit a 64-bit integer")))
            }
        }
    )*};
}
integers!(i64, i32, i16, i8, u64, u32, u16, u8, usize);

impl FromSql for bool {
    fn column(value: ValueRef<'_>) -> Result<Self, FromSqlError> {
        match value {
            ValueRef::Integer(i) => Ok(i != 0),
            other => invalid(other),
        }
    }
}

impl ToSql for bool {
    fn to_value(&self) -> Result<ValueRef<'_>, Error> {
        Ok(ValueRef::Integer(i64::from(*self)))
    }
}

impl FromSql for f64 {
    fn column(value: ValueRef<'_>) -> Result<Self, FromSqlError> {
        match value {
            ValueRef::Real(r) => Ok(r),
            ValueRef::Integer(i) => Ok(i as f64),
            other => invalid(other),
        }
    }
}

impl ToSql for f64 {
    fn to_value(&self) -> Result<ValueRef<'_>, Error> {
        Ok(ValueRef::Real(*self))
    }
}

impl FromSql for String {
    fn column(value: ValueRef<'_>) -> Result<Self, FromSqlError> {
        match value {
            ValueRef::Text(t) => Ok(t.to_owned()),
            other => invalid(other),
        }
    }
}

impl ToSql for str {
    fn to_value(&self) -> Result<ValueRef<'_>, Error> {
        Ok(ValueRef::Text(self))
    }
}

impl ToSql for String {
    fn to_value(&self) -> Result<ValueRef<'_>, Error> {
        Ok(ValueRef::Text(self))
    }
}

impl FromSql for Vec<u8> {
    fn column(value: ValueRef<'_>) -> Result<Self, FromSqlError> {
        match value {
            ValueRef::Blob(b) => Ok(b.to_vec()),
            ValueRef::Text(t) => Ok(t.as_bytes().to_vec()),
            other => invalid(other),
        }
    }
}

impl ToSql for [u8] {
    fn to_value(&self) -> Result<ValueRef<'_>, Error> {
        Ok(ValueRef::Blob(self))
    }
}

impl ToSql for Vec<u8> {
    fn to_value(&self) -> Result<ValueRef<'_>, Error> {
        Ok(ValueRef::Blob(self))
    }
}

impl<T: FromSql> FromSql for Option<T> {
    fn column(value: ValueRef<'_>) -> Result<Self, FromSqlError> {
        match value {
            ValueRef::Null => Ok(None),
            other => T::column(other).map(Some),
        }
    }
}

impl<T: ToSql> ToSql for Option<T> {
    fn to_value(&self) -> Result<ValueRef<'_>, Error> {
        match self {
            None => Ok(ValueRef::Null),
            Some(v) => v.to_value(),
        }
    }
}

impl<T: ToSql + ?Sized> ToSql for &T {
    fn to_value(&self) -> Result<ValueRef<'_>, Error> {
        (**self).to_value()
    }
}

impl<T: ToSql + ?Sized> ToSql for Box<T> {
    fn to_value(&self) -> Result<ValueRef<'_>, Error> {
        (**self).to_value()
    }
}

impl ToSql for ValueRef<'_> {
    fn to_value(&self) -> Result<ValueRef<'_>, Error> {
        Ok(*self)
    }
}

/// What a statement binds: `[]`, an array of one type (`[id]`), or [`crate::params!`]'s
/// slice of mixed types. Parameters are bound in order, to `?1`, `?2` ...
pub trait Params {
    /// Calls `bind` with each parameter in order.
    fn each<'a>(
        &'a self,
        bind: &mut dyn FnMut(&'a dyn ToSql) -> Result<(), Error>,
    ) -> Result<(), Error>;
}

impl Params for &[&dyn ToSql] {
    fn each<'a>(
        &'a self,
        bind: &mut dyn FnMut(&'a dyn ToSql) -> Result<(), Error>,
    ) -> Result<(), Error> {
        self.iter().try_for_each(|p| bind(*p))
    }
}

impl Params for [&dyn ToSql; 0] {
    fn each<'a>(
        &'a self,
        _: &mut dyn FnMut(&'a dyn ToSql) -> Result<(), Error>,
    ) -> Result<(), Error> {
        Ok(())
    }
}

macro_rules! arrays {
    ($($n:literal),*) => {$(
        impl<T: ToSql> Params for [T; $n] {
            fn each<'a>(&'a self, bind: &mut dyn FnMut(&'a dyn ToSql) -> Result<(), Error>) -> Result<(), Error> {
                self.iter().try_for_each(|p| bind(p))
            }
        }
    )*};
}
arrays!(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);

/// Parameters of mixed types, bound to `?1`, `?2` ... in order (as rusqlite's `params!`).
#[macro_export]
macro_rules! params {
    () => {
        &[] as &[&dyn $crate::store::db::ToSql]
    };
    ($($p:expr),+ $(,)?) => {
        &[$(&$p as &dyn $crate::store::db::ToSql),+] as &[&dyn $crate::store::db::ToSql]
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_out_of_range_are_errors_not_wrapped() {
        assert!(matches!(
            u8::column(ValueRef::Integer(300)),
            Err(FromSqlError::OutOfRange(300))
        ));
        assert!(matches!(
            u32::column(ValueRef::Integer(-1)),
            Err(FromSqlError::OutOfRange(-1))
        ));
        assert_eq!(i64::column(ValueRef::Integer(-7)).unwrap(), -7);
        assert!(u64::MAX.to_value().is_err());
    }

    #[test]
    fn a_column_of_another_class_is_an_error() {
        assert!(matches!(
            String::column(ValueRef::Integer(1)),
            Err(FromSqlError::InvalidType {
                found: "an integer"
            })
        ));
        assert!(matches!(
            i64::column(ValueRef::Text("1")),
            Err(FromSqlError::InvalidType { found: "text" })
        ));
        assert!(i64::column(ValueRef::Null).is_err());
        assert_eq!(Option::<i64>::column(ValueRef::Null).unwrap(), None);
        assert_eq!(f64::column(ValueRef::Integer(2)).unwrap(), 2.0);
    }
}
