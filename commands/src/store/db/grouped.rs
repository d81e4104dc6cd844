//! Writes sent to PostgreSQL as one statement. An action is a handful of writes (its table's
//! state, its log row, a deadline that goes and one that comes), and on the server each
//! request costs about as much again as the write it carries: an answer sent, an executor
//! started, constraints prepared (docs/benchmarks.md run 16). So consecutive queued writes that
//! [`Alone`] describes go as the parts of one statement, each but the last a data-modifying
//! `WITH` part: `WITH w1 AS (UPDATE …), w2 AS (INSERT …) DELETE …`.
//!
//! The parts of such a statement run on one snapshot and do not see each other's changes, so
//! they may be joined only where order among them cannot matter:
//! - each part touches only its own target relation and reads nothing else (no subquery, no
//!   `FROM` or `USING` of another relation), which [`Alone::of`] checks from the SQL;
//! - no two parts touch the same relation, except plain inserts (new rows, which no part
//!   reads or changes), so no row is touched twice.
//!
//! Foreign keys are checked and row triggers run at the end of the statement, after every
//! part, as after each statement on its own. A group fails or succeeds as one; the writer
//! treats an input's writes as one anyway (its savepoint, or the replay of a paced
//! transaction).

/// A write statement that touches only its target relation and reads nothing else.
#[derive(Debug, PartialEq)]
pub struct Alone {
    /// The statement as the project writes it (`?N` parameters).
    sql: String,
    /// Its target relation, as written.
    relation: String,
    /// A plain `INSERT` (no `ON CONFLICT`): it only adds new rows.
    inserts_only: bool,
}

/// The most statements sent as one: an action's writes are at most four or five, and each
/// combination is prepared once per connection.
const MOST: usize = 6;

/// Words that let a write read another relation or hand rows back.
const READS_ELSEWHERE: [&str; 7] = [
    "SELECT",
    "FROM",
    "USING",
    "JOIN",
    "WITH",
    "RETURNING",
    "TABLE",
];

impl Alone {
    /// `sql` as a part that may join others, if it is an `INSERT INTO`, `UPDATE … SET` or
    /// `DELETE FROM … WHERE` of one unqualified, unquoted relation that reads nothing else.
    /// Anything else is sent on its own.
    pub fn of(sql: &str) -> Option<Alone> {
        let tokens = tokens(sql)?;
        let word = |i: usize| match tokens.get(i) {
            Some(Token::Word(w)) => Some(w.as_str()),
            _ => None,
        };
        let (relation, rest) = match (word(0)?, word(1)) {
            ("INSERT", Some("INTO")) => (2, 3),
            ("UPDATE", _) if word(2) == Some("SET") => (1, 3),
            ("DELETE", Some("FROM")) if word(3) == Some("WHERE") => (2, 3),
            _ => return None,
        };
        let name = word(relation)?;
        if tokens.get(relation + 1) == Some(&Token::Other('.')) {
            return None;
        }
        let rest = &tokens[rest..];
        if rest
            .iter()
            .any(|t| matches!(t, Token::Word(w) if READS_ELSEWHERE.contains(&w.as_str())))
        {
            return None;
        }
        Some(Alone {
            sql: sql.to_owned(),
            // Unquoted, PostgreSQL folds it to lower case.
            relation: name.to_ascii_lowercase(),
            inserts_only: word(0) == Some("INSERT")
                && !rest.iter().any(|t| t == &Token::Word("CONFLICT".into())),
        })
    }

    /// Whether `self` may join `group`, the parts gathered so far.
    pub fn joins(&self, group: &[&Alone]) -> bool {
        group.len() < MOST
            && group.iter().all(|part| {
                part.relation != self.relation || (part.inserts_only && self.inserts_only)
            })
    }
}

/// The statement that runs `parts` (each with its number of parameters) as one, its
/// parameters theirs in order; in PostgreSQL's `$N` form.
pub fn combined(parts: &[(&Alone, usize)]) -> String {
    let mut sql = String::from("WITH ");
    let mut offset = 0;
    let last = parts.len().saturating_sub(1);
    for (i, (part, params)) in parts.iter().enumerate() {
        let numbered = super::placeholders::numbered_from(&part.sql, offset);
        offset += params;
        if i == last {
            sql.push(' ');
            sql.push_str(&numbered);
        } else {
            if i > 0 {
                sql.push_str(", ");
            }
            sql.push_str(&format!("w{} AS ({numbered})", i + 1));
        }
    }
    sql
}

/// A piece of SQL: a word (in capitals), or any other character; quoted text and quoted
/// identifiers are one `Other` each, comments and spaces nothing.
#[derive(Debug, PartialEq)]
enum Token {
    Word(String),
    Other(char),
}

/// `sql`'s tokens; `None` if it holds more than one statement.
fn tokens(sql: &str) -> Option<Vec<Token>> {
    let mut tokens = Vec::new();
    let mut word = String::new();
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_alphanumeric() || c == '_' {
            word.push(c.to_ascii_uppercase());
            continue;
        }
        if !word.is_empty() {
            tokens.push(Token::Word(std::mem::take(&mut word)));
        }
        match c {
            ';' => return None,
            '\'' | '"' => {
                // A doubled quote closes and reopens: skipping both halves skips it.
                for d in chars.by_ref() {
                    if d == c {
                        break;
                    }
                }
                tokens.push(Token::Other(c));
            }
            '-' if chars.peek() == Some(&'-') => {
                for d in chars.by_ref() {
                    if d == '\n' {
                        break;
                    }
                }
            }
            c if c.is_whitespace() => {}
            c => tokens.push(Token::Other(c)),
        }
    }
    if !word.is_empty() {
        tokens.push(Token::Word(word));
    }
    Some(tokens)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn alone(sql: &str) -> Alone {
        Alone::of(sql).unwrap_or_else(|| panic!("{sql} should be alone"))
    }

    #[test]
    fn plain_writes_of_one_relation_are_alone() {
        let update = alone("UPDATE tables SET version = ?2, state = CASE WHEN ?3 THEN ?4 ELSE state END WHERE id = ?1");
        assert_eq!(update.relation, "tables");
        assert!(!update.inserts_only);
        let insert = alone("INSERT INTO actions (table_id, \"from\") VALUES (?1, 'select')");
        assert_eq!(insert.relation, "actions");
        assert!(insert.inserts_only);
        let upsert = alone(
            "INSERT INTO deadlines (table_id, seat) VALUES (?1, ?2) \
             ON CONFLICT (table_id, seat) DO UPDATE SET due = excluded.due",
        );
        assert!(!upsert.inserts_only);
        assert_eq!(
            alone("DELETE FROM deadlines WHERE table_id = ?1").relation,
            "deadlines"
        );
    }

    #[test]
    fn writes_that_read_elsewhere_or_are_not_plain_go_alone() {
        for sql in [
            "INSERT INTO results SELECT * FROM seats",
            "UPDATE seats SET absent = 1 WHERE table_id IN (SELECT id FROM tables)",
            "UPDATE seats SET absent = 1 FROM tables WHERE tables.id = seats.table_id",
            "DELETE FROM deadlines USING tables WHERE tables.id = deadlines.table_id",
            "DELETE FROM outbox WHERE id = ?1 RETURNING id",
            "DELETE FROM deadlines",
            "INSERT INTO public.tables (id) VALUES (?1)",
            "UPDATE \"tables\" SET a = 1 WHERE id = 1",
            "UPDATE t SET a = 1 WHERE id = 1; DELETE FROM t WHERE id = 2",
            "WITH x AS (DELETE FROM t WHERE id = 1) DELETE FROM u WHERE id = 2",
            "SELECT 1",
            "CREATE TABLE t (id BIGINT)",
        ] {
            assert_eq!(Alone::of(sql), None, "{sql}");
        }
    }

    #[test]
    fn a_relation_joins_a_group_once_unless_every_part_only_inserts() {
        let update = alone("UPDATE tables SET version = ?2 WHERE id = ?1");
        let log = alone("INSERT INTO actions (table_id, step) VALUES (?1, ?2)");
        let gone = alone("DELETE FROM deadlines WHERE table_id = ?1 AND seat = ?2");
        let upsert = alone(
            "INSERT INTO deadlines (table_id, seat) VALUES (?1, ?2) \
             ON CONFLICT (table_id, seat) DO NOTHING",
        );
        assert!(log.joins(&[&update]));
        assert!(log.joins(&[&update, &log]));
        assert!(gone.joins(&[&update, &log, &log]));
        assert!(!upsert.joins(&[&update, &log, &gone]));
        assert!(!update.joins(&[&update]));
        let six = [&log, &log, &log, &log, &log, &log];
        assert!(!log.joins(&six));
    }

    #[test]
    fn parts_are_numbered_on_and_the_last_is_the_main_statement() {
        let update = alone("UPDATE tables SET version = ?2 WHERE id = ?1");
        let log = alone("INSERT INTO actions (table_id, step) VALUES (?1, ?2)");
        let gone = alone("DELETE FROM deadlines WHERE table_id = ?1 AND seat = ?2");
        assert_eq!(
            combined(&[(&update, 2), (&log, 2), (&gone, 2)]),
            "WITH w1 AS (UPDATE tables SET version = $2 WHERE id = $1), \
             w2 AS (INSERT INTO actions (table_id, step) VALUES ($3, $4)) \
             DELETE FROM deadlines WHERE table_id = $5 AND seat = $6"
        );
    }
}
