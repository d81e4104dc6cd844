//! The one piece of SQL text that differs between the engines for every statement: parameters.
//! The project writes `?1`, `?2` ... (SQLite's numbered parameters), PostgreSQL wants `$1`,
//! `$2` ... Everything else in a statement is written in the SQL both backends accept.

/// `sql` with each `?N` made `$N`, and each bare `?` the next number, outside string literals,
/// quoted identifiers and comments.
pub fn numbered(sql: &str) -> String {
    numbered_from(sql, 0)
}

/// [`numbered`], each parameter's number moved on by `offset`: `sql` as a part of a statement
/// whose first `offset` parameters are another part's (`db::grouped`).
pub fn numbered_from(sql: &str, offset: usize) -> String {
    let mut out = String::with_capacity(sql.len() + 8);
    let mut bare = 0;
    let mut chars = sql.char_indices().peekable();
    while let Some((_, c)) = chars.next() {
        match c {
            '\'' | '"' => {
                out.push(c);
                // A doubled quote inside is an escaped quote: closing and reopening copies it.
                for (_, d) in chars.by_ref() {
                    out.push(d);
                    if d == c {
                        break;
                    }
                }
            }
            '-' if chars.peek().is_some_and(|&(_, d)| d == '-') => {
                out.push(c);
                for (_, d) in chars.by_ref() {
                    out.push(d);
                    if d == '\n' {
                        break;
                    }
                }
            }
            '?' => {
                let mut digits = String::new();
                while let Some(&(_, d)) = chars.peek() {
                    if !d.is_ascii_digit() {
                        break;
                    }
                    digits.push(d);
                    chars.next();
                }
                let n = match digits.parse::<usize>() {
                    Ok(n) => n,
                    Err(_) => {
                        bare += 1;
                        bare
                    }
                };
                out.push('$');
                out.push_str(&(n + offset).to_string());
            }
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{numbered, numbered_from};

    #[test]
    fn numbered_and_bare_parameters_become_dollars() {
        assert_eq!(
            numbered("SELECT a FROM t WHERE b = ?1 AND c = ?12"),
            "SELECT a FROM t WHERE b = $1 AND c = $12"
        );
        assert_eq!(numbered("VALUES (?, ?)"), "VALUES ($1, $2)");
    }

    #[test]
    fn quoted_text_and_comments_are_left_alone() {
        assert_eq!(
            numbered("SELECT '?1', \"we?ird\" FROM t -- why ?\nWHERE x = ?2 AND y = 'it''s ?'"),
            "SELECT '?1', \"we?ird\" FROM t -- why ?\nWHERE x = $2 AND y = 'it''s ?'"
        );
    }

    #[test]
    fn an_offset_moves_every_number_on() {
        assert_eq!(
            numbered_from("UPDATE t SET a = ?2 WHERE id = ?1 AND b <> '?3'", 4),
            "UPDATE t SET a = $6 WHERE id = $5 AND b <> '?3'"
        );
        assert_eq!(numbered_from("VALUES (?, ?)", 2), "VALUES ($3, $4)");
    }
}
