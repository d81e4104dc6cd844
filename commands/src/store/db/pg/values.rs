//! PostgreSQL's binary formats for the seam's values: a [`ValueRef`] sent as whatever type
//! the server asks for ([`Param`], [`Owned`] when kept until a queued write is sent), and a
//! column of any type the schema's classes become read as the class it stands for
//! ([`Column`]), with a range check instead of a silent wrap.

use crate::store::db::value::ValueRef;
use bytes::BytesMut;
use std::error::Error as StdError;
use tokio_postgres::types::{FromSql, IsNull, Kind, ToSql, Type};

type BoxError = Box<dyn StdError + Sync + Send>;

/// A parameter kept until its queued statement is sent.
#[derive(Debug)]
pub enum Owned {
    Null,
    Integer(i64),
    Real(f64),
    Text(String),
    Blob(Vec<u8>),
}

impl Owned {
    pub fn new(value: ValueRef<'_>) -> Owned {
        match value {
            ValueRef::Null => Owned::Null,
            ValueRef::Integer(i) => Owned::Integer(i),
            ValueRef::Real(r) => Owned::Real(r),
            ValueRef::Text(t) => Owned::Text(t.to_owned()),
            ValueRef::Blob(b) => Owned::Blob(b.to_vec()),
        }
    }

    fn value(&self) -> ValueRef<'_> {
        match self {
            Owned::Null => ValueRef::Null,
            Owned::Integer(i) => ValueRef::Integer(*i),
            Owned::Real(r) => ValueRef::Real(*r),
            Owned::Text(t) => ValueRef::Text(t),
            Owned::Blob(b) => ValueRef::Blob(b),
        }
    }
}

impl ToSql for Owned {
    fn to_sql(&self, ty: &Type, out: &mut BytesMut) -> Result<IsNull, BoxError> {
        Param(self.value()).to_sql(ty, out)
    }

    fn accepts(ty: &Type) -> bool {
        matches!(ty.kind(), Kind::Simple)
    }

    tokio_postgres::types::to_sql_checked!();
}

/// A parameter as PostgreSQL wants it.
#[derive(Debug)]
pub struct Param<'a>(pub ValueRef<'a>);

fn mismatch(value: &ValueRef<'_>, ty: &Type) -> BoxError {
    format!("{} cannot be sent as {ty}", value.class()).into()
}

impl ToSql for Param<'_> {
    fn to_sql(&self, ty: &Type, out: &mut BytesMut) -> Result<IsNull, BoxError> {
        let value = self.0;
        match value {
            ValueRef::Null => Ok(IsNull::Yes),
            ValueRef::Integer(i) => match *ty {
                Type::INT8 => i.to_sql(ty, out),
                Type::INT4 => i32::try_from(i)?.to_sql(ty, out),
                Type::INT2 => i16::try_from(i)?.to_sql(ty, out),
                Type::BOOL => match i {
                    0 | 1 => (i == 1).to_sql(ty, out),
                    _ => Err(mismatch(&value, ty)),
                },
                Type::FLOAT8 => (i as f64).to_sql(ty, out),
                Type::NUMERIC => Err("NUMERIC parameters are not used; cast in SQL".into()),
                _ => Err(mismatch(&value, ty)),
            },
            ValueRef::Real(r) => match *ty {
                Type::FLOAT8 => r.to_sql(ty, out),
                Type::FLOAT4 => (r as f32).to_sql(ty, out),
                _ => Err(mismatch(&value, ty)),
            },
            ValueRef::Text(t) => match *ty {
                Type::TEXT | Type::VARCHAR | Type::BPCHAR | Type::NAME | Type::UNKNOWN => {
                    t.to_sql(ty, out)
                }
                _ => Err(mismatch(&value, ty)),
            },
            ValueRef::Blob(b) => match *ty {
                Type::BYTEA => b.to_sql(ty, out),
                _ => Err(mismatch(&value, ty)),
            },
        }
    }

    fn accepts(ty: &Type) -> bool {
        matches!(ty.kind(), Kind::Simple)
    }

    tokio_postgres::types::to_sql_checked!();
}

/// A column as the class it stands for.
pub struct Column<'a>(pub ValueRef<'a>);

impl<'a> FromSql<'a> for Column<'a> {
    fn from_sql(ty: &Type, raw: &'a [u8]) -> Result<Self, BoxError> {
        let value = match *ty {
            Type::BOOL => ValueRef::Integer(i64::from(bool::from_sql(ty, raw)?)),
            Type::INT2 => ValueRef::Integer(i16::from_sql(ty, raw)?.into()),
            Type::INT4 => ValueRef::Integer(i32::from_sql(ty, raw)?.into()),
            Type::INT8 => ValueRef::Integer(i64::from_sql(ty, raw)?),
            Type::OID => ValueRef::Integer(u32::from_sql(ty, raw)?.into()),
            Type::FLOAT4 => ValueRef::Real(f32::from_sql(ty, raw)?.into()),
            Type::FLOAT8 => ValueRef::Real(f64::from_sql(ty, raw)?),
            Type::NUMERIC => numeric(raw)?,
            Type::TEXT | Type::VARCHAR | Type::BPCHAR | Type::NAME | Type::UNKNOWN => {
                ValueRef::Text(<&str>::from_sql(ty, raw)?)
            }
            Type::BYTEA => ValueRef::Blob(<&[u8]>::from_sql(ty, raw)?),
            _ => return Err(format!("columns of type {ty} are not read").into()),
        };
        Ok(Column(value))
    }

    fn from_sql_null(_: &Type) -> Result<Self, BoxError> {
        Ok(Column(ValueRef::Null))
    }

    fn accepts(ty: &Type) -> bool {
        matches!(ty.kind(), Kind::Simple)
    }
}

/// A `NUMERIC` (what PostgreSQL's `SUM` and `AVG` of integers give) as an integer when it is
/// one and fits, else as a real. Its binary form: digit count, weight of the first digit (in
/// powers of 10,000), sign, display scale, then the base-10,000 digits.
fn numeric(raw: &[u8]) -> Result<ValueRef<'static>, BoxError> {
    let word = |i: usize| -> Result<i16, BoxError> {
        raw.get(2 * i..2 * i + 2)
            .map(|b| i16::from_be_bytes([b[0], b[1]]))
            .ok_or_else(|| "a NUMERIC value is cut short".into())
    };
    let (count, weight, sign) = (word(0)?, word(1)?, word(2)? as u16);
    if sign == 0xC000 {
        return Ok(ValueRef::Real(f64::NAN));
    }
    let negative = sign == 0x4000;
    let digits = (0..count.max(0) as usize)
        .map(|i| word(4 + i))
        .collect::<Result<Vec<_>, _>>()?;
    // Whole when every digit stands at a power of 10,000 of zero or more.
    let whole = i32::from(weight) >= i32::from(count) - 1;
    if whole && weight < 5 {
        let mut n: i128 = 0;
        for d in &digits {
            n = n * 10_000 + i128::from(*d);
        }
        for _ in 0..(i32::from(weight) - (i32::from(count) - 1)).max(0) {
            n *= 10_000;
        }
        let n = if negative { -n } else { n };
        if let Ok(i) = i64::try_from(n) {
            return Ok(ValueRef::Integer(i));
        }
    }
    let mut x = 0f64;
    for (i, d) in digits.iter().enumerate() {
        x += f64::from(*d) * 10_000f64.powi(i32::from(weight) - i as i32);
    }
    Ok(ValueRef::Real(if negative { -x } else { x }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encode(count: i16, weight: i16, sign: u16, digits: &[i16]) -> Vec<u8> {
        let mut v = Vec::new();
        for w in [count, weight, sign as i16, 0] {
            v.extend_from_slice(&w.to_be_bytes());
        }
        for d in digits {
            v.extend_from_slice(&d.to_be_bytes());
        }
        v
    }

    #[test]
    fn numerics_read_as_integers_when_whole() {
        assert_eq!(
            numeric(&encode(0, 0, 0, &[])).unwrap(),
            ValueRef::Integer(0)
        );
        assert_eq!(
            numeric(&encode(1, 0, 0, &[42])).unwrap(),
            ValueRef::Integer(42)
        );
        // 1,0000,0000 = 10^8, with trailing zero digits left out.
        assert_eq!(
            numeric(&encode(1, 2, 0, &[1])).unwrap(),
            ValueRef::Integer(100_000_000)
        );
        assert_eq!(
            numeric(&encode(2, 1, 0x4000, &[12, 3456])).unwrap(),
            ValueRef::Integer(-123_456)
        );
    }

    #[test]
    fn numerics_with_fractions_read_as_reals() {
        // 2.5 = 2 + 5000/10000.
        assert_eq!(
            numeric(&encode(2, 0, 0, &[2, 5000])).unwrap(),
            ValueRef::Real(2.5)
        );
        assert!(numeric(&encode(2, 0, 0, &[2])).is_err());
    }
}
