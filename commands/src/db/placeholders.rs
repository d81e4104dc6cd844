//! The one piece of SQL text that differs between the engines for every statement: parameters.
//! The project writes `?1`, `?2` ... (SQLite's numbered parameters), PostgreSQL wants `$1`,
//! `$2` ... Everything else in a statement is written in the SQL both engines accept.

/// `sql` with each `?N` made `$N`, and each bare `?` the next number, outside string literals,
/// quoted identifiers and comments.
pub fn numbered(sql: &str) -> String {
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
                out.push('$');
                let mut digits = false;
                while let Some(&(_, d)) = chars.peek() {
                    if !d.is_ascii_digit() {
                        break;
                    }
                    out.push(d);
                    digits = true;
                    chars.next();
                }
                if !digits {
                    bare += 1;
                    out.push_str(&bare.to_string());
                }
            }
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::numbered;

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
}
