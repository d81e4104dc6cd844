//! Equations as players type them: parsing (the spellings of ruling HL-6) and display.
//!
//! This module only knows the *shape* `[√]n ○ [√]n ○ ... ○ [√]n`; whether an equation fits a
//! player's cards is validation's job, and its value evaluation's. Keeping
//! the three apart lets the refusal say exactly what is wrong ("you hold no second 7" rather than
//! "invalid").

use crate::words::WORDS;
use game_kit::game::RuleError;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A binary operator. `Ord` is the canonical order + − × ÷ used for display and for the
/// timeout arrangement of HL-5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Op {
    Add,
    Sub,
    Mul,
    Div,
}

impl Op {
    pub fn symbol(self) -> char {
        match self {
            Op::Add => '+',
            Op::Sub => '−',
            Op::Mul => '×',
            Op::Div => '÷',
        }
    }
}

impl fmt::Display for Op {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// One number of an equation, with the √ that may stand directly before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Operand {
    pub value: u8,
    pub root: bool,
}

impl Operand {
    pub fn new(value: u8, root: bool) -> Operand {
        Operand { value, root }
    }
}

impl fmt::Display for Operand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.root {
            write!(f, "√{}", self.value)
        } else {
            write!(f, "{}", self.value)
        }
    }
}

/// A well-formed equation: `operands.len() == ops.len() + 1`, at least one operand.
///
/// Serialised as its display text (`"√4 ÷ 7 + 9 − 8"`) and parsed back leniently, so actions in
/// logs and scripts read like what the player typed.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Equation {
    operands: Vec<Operand>,
    ops: Vec<Op>,
}

/// Typed input longer than this is refused before parsing (a modal allows 100 characters).
pub const MAX_INPUT: usize = 200;

impl Equation {
    /// Builds an equation; `None` unless there is exactly one more operand than operators.
    pub fn new(operands: Vec<Operand>, ops: Vec<Op>) -> Option<Equation> {
        (!operands.is_empty() && operands.len() == ops.len() + 1)
            .then_some(Equation { operands, ops })
    }

    pub fn operands(&self) -> &[Operand] {
        &self.operands
    }

    pub fn ops(&self) -> &[Op] {
        &self.ops
    }

    /// Parses typed text. Accepted spellings (HL-6): `x` `*` `×` for times, `/` `÷` for divide,
    /// `-` `−` (and the en dash `–`) for minus, `sqrt` `√` `r` for the root; spaces anywhere.
    pub fn parse(text: &str) -> Result<Equation, RuleError> {
        if text.chars().count() > MAX_INPUT {
            return Err(RuleError::new(WORDS.say("hl-eq-too-long")));
        }
        let tokens = tokenize(text)?;
        if tokens.is_empty() {
            return Err(RuleError::new(WORDS.say("hl-eq-empty")));
        }
        let mut operands = Vec::new();
        let mut ops = Vec::new();
        let mut tokens = tokens.into_iter().peekable();
        loop {
            // An operand: optional √, then a number.
            let root = match tokens.peek() {
                Some(Token::Root) => {
                    tokens.next();
                    true
                }
                _ => false,
            };
            match tokens.next() {
                Some(Token::Number(value)) => operands.push(Operand { value, root }),
                Some(Token::Root) => return Err(RuleError::new(WORDS.say("hl-eq-nested"))),
                Some(Token::Op(op)) if root => {
                    return Err(RuleError::new(WORDS.say_with(
                        "hl-eq-root-before-op",
                        &[("op", op.to_string().as_str().into())],
                    )))
                }
                Some(Token::Op(op)) if operands.is_empty() => {
                    return Err(RuleError::new(WORDS.say_with(
                        "hl-eq-starts-with-op",
                        &[("op", op.to_string().as_str().into())],
                    )))
                }
                Some(Token::Op(op)) => {
                    return Err(RuleError::new(
                        WORDS.say_with(
                            "hl-eq-two-ops",
                            &[
                                (
                                    "first",
                                    ops.last()
                                        .copied()
                                        .unwrap_or(op)
                                        .to_string()
                                        .as_str()
                                        .into(),
                                ),
                                ("op", op.to_string().as_str().into()),
                            ],
                        ),
                    ))
                }
                None if root => return Err(RuleError::new(WORDS.say("hl-eq-ends-root"))),
                None => {
                    let last = ops.last().map_or(' ', |o: &Op| o.symbol());
                    return Err(RuleError::new(WORDS.say_with(
                        "hl-eq-ends-op",
                        &[("op", last.to_string().as_str().into())],
                    )));
                }
            }
            // Then an operator or the end.
            match tokens.next() {
                None => break,
                Some(Token::Op(op)) => ops.push(op),
                Some(Token::Number(n)) => {
                    return Err(RuleError::new(WORDS.say_with(
                        "hl-eq-two-numbers",
                        &[
                            ("first", operands.last().map_or(0, |o| o.value).into()),
                            ("n", n.into()),
                        ],
                    )))
                }
                Some(Token::Root) => {
                    return Err(RuleError::new(WORDS.say("hl-eq-root-after-number")))
                }
            }
        }
        Ok(Equation { operands, ops })
    }
}

impl fmt::Display for Equation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, operand) in self.operands.iter().enumerate() {
            if i > 0 {
                write!(f, " {} ", self.ops[i - 1])?;
            }
            write!(f, "{operand}")?;
        }
        Ok(())
    }
}

game_kit::serde_as_text!(
    Equation,
    "an equation",
    |e: &Equation| e.to_string(),
    Equation::parse
);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Token {
    Number(u8),
    Op(Op),
    Root,
}

fn tokenize(text: &str) -> Result<Vec<Token>, RuleError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        i += 1;
        let token = match c {
            c if c.is_whitespace() => continue,
            '0'..='9' => {
                let start = i - 1;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
                let digits: String = chars[start..i].iter().collect();
                match digits.parse::<u8>() {
                    Ok(n) if n <= super::cards::MAX_VALUE => Token::Number(n),
                    _ => {
                        return Err(RuleError::new(WORDS.say_with(
                            "hl-eq-not-a-card",
                            &[("digits", digits.as_str().into())],
                        )))
                    }
                }
            }
            '+' => Token::Op(Op::Add),
            '-' | '−' | '–' => Token::Op(Op::Sub),
            'x' | 'X' | '*' | '×' => Token::Op(Op::Mul),
            '/' | '÷' => Token::Op(Op::Div),
            '√' | 'r' | 'R' => Token::Root,
            's' | 'S' => {
                let word: String = chars[i - 1..chars.len().min(i + 3)].iter().collect();
                if word.eq_ignore_ascii_case("sqrt") {
                    i += 3;
                    Token::Root
                } else {
                    return Err(unknown(c));
                }
            }
            '(' | ')' | '[' | ']' => return Err(RuleError::new(WORDS.say("hl-eq-parentheses"))),
            '=' => return Err(RuleError::new(WORDS.say("hl-eq-equals"))),
            '.' | ',' => return Err(RuleError::new(WORDS.say("hl-eq-decimals"))),
            other => return Err(unknown(other)),
        };
        out.push(token);
    }
    Ok(out)
}

fn unknown(c: char) -> RuleError {
    RuleError::new(WORDS.say_with("hl-eq-unknown", &[("char", c.to_string().as_str().into())]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(text: &str) -> Equation {
        Equation::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn every_hl6_spelling_parses_to_the_same_equation() {
        let canonical = p("√4 ÷ 7 + 9 − 8");
        assert_eq!(canonical.to_string(), "√4 ÷ 7 + 9 − 8");
        for text in [
            "√4÷7+9−8",
            "r4/7+9-8",
            "R4 / 7 + 9 - 8",
            "sqrt4/7+9-8",
            "SQRT 4 ÷ 7 + 9 – 8",
            "  √ 4 /7+ 9 -8 ",
        ] {
            assert_eq!(p(text), canonical, "{text}");
        }
        let times = p("8 × 3 ÷ 1 − 4");
        for text in ["8x3/1-4", "8*3/1-4", "8 X 3 ÷ 1 − 4"] {
            assert_eq!(p(text), times, "{text}");
        }
        assert_eq!(
            p("10+0").operands(),
            &[Operand::new(10, false), Operand::new(0, false)]
        );
    }

    #[test]
    fn malformed_input_says_what_is_wrong() {
        for (text, needle) in [
            ("", "Type an equation"),
            ("   ", "Type an equation"),
            ("(3+4)*2", "Parentheses"),
            ("√√9+1", "nested"),
            ("√+3", "directly before a number"),
            ("+3-4", "starts with a number"),
            ("3++4", "Two operators"),
            ("3+", "ends with +"),
            ("3+√", "ends with √"),
            ("3 4", "Two numbers in a row"),
            ("12+3", "12 is not a card"),
            ("3√4", "put an operator before the √"),
            ("3+4=7", "without `=`"),
            ("3.5+1", "no decimals"),
            ("3^2", "`^` is not understood"),
            ("sq4", "`s` is not understood"),
        ] {
            let err = Equation::parse(text).unwrap_err();
            assert!(err.0.contains(needle), "{text:?}: {err}");
        }
        assert!(Equation::parse(&"1+".repeat(150)).is_err());
    }

    #[test]
    fn serde_uses_the_display_text() {
        let e = p("r9 x 2 - 1 / 5");
        let json = serde_json::to_string(&e).unwrap();
        assert_eq!(json, "\"√9 × 2 − 1 ÷ 5\"");
        assert_eq!(serde_json::from_str::<Equation>(&json).unwrap(), e);
        assert!(serde_json::from_str::<Equation>("\"3 +\"").is_err());
    }

    #[test]
    fn new_checks_the_shape() {
        assert!(Equation::new(vec![], vec![]).is_none());
        assert!(Equation::new(vec![Operand::new(1, false)], vec![Op::Add]).is_none());
        assert!(Equation::new(vec![Operand::new(1, false)], vec![]).is_some());
    }
}
