//! PostgreSQL's side of the seam: a client with its prepared statements, and the conversion of
//! [`ValueRef`]s to and from PostgreSQL's binary formats.
//!
//! The schema keeps SQLite's storage classes (`BIGINT`, `DOUBLE PRECISION`, `TEXT`, `BYTEA`),
//! but PostgreSQL infers a parameter's type from where it is used (`LIMIT ?1` is a `BIGINT`,
//! `?1 = some_int_column` an `INTEGER`) and computes its own types (`COUNT` is `BIGINT`, `SUM`
//! of `BIGINT` is `NUMERIC`, `EXISTS` is `BOOLEAN`). So a value is converted to whatever type
//! the server asks for, and a column of any of these types reads as the class it stands for,
//! with a range check instead of a silent wrap.

use super::value::ValueRef;
use bytes::BytesMut;
use postgres::types::{FromSql, IsNull, Kind, ToSql, Type};
use std::collections::HashMap;
use std::error::Error as StdError;

type BoxError = Box<dyn StdError + Sync + Send>;

/// A connection and the statements prepared on it, by their SQL as the project writes it.
pub struct Client {
    pub client: postgres::Client,
    statements: HashMap<String, postgres::Statement>,
}

impl Client {
    pub fn new(client: postgres::Client) -> Client {
        Client {
            client,
            statements: HashMap::new(),
        }
    }

    /// The statement for `sql`, prepared once per connection.
    pub fn prepare(&mut self, sql: &str) -> Result<postgres::Statement, postgres::Error> {
        if let Some(s) = self.statements.get(sql) {
            return Ok(s.clone());
        }
        let statement = self.client.prepare(&super::placeholders::numbered(sql))?;
        self.statements.insert(sql.to_owned(), statement.clone());
        Ok(statement)
    }
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

    postgres::types::to_sql_checked!();
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
