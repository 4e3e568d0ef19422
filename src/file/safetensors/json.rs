//! The JSON that safetensors headers and indexes are written in, parsed strictly into values:
//! objects (keys in order, no key twice), arrays, strings (every escape, surrogate pairs
//! joined), integers that fit a `u64`, and `true`/`false`/`null`. Floats and negative numbers
//! are refused (neither format has any where cudyn reads), as is nesting deeper than
//! [`DEPTH`]: no input makes it recurse without bound, index out of bounds, or overflow.

/// A parsed value.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Value {
    Object(Vec<(String, Value)>),
    Array(Vec<Value>),
    String(String),
    Integer(u64),
    Other,
}

/// The deepest nesting accepted: a header is three levels deep, an index two.
const DEPTH: usize = 16;

/// Parses `text` as one JSON value, followed by nothing but spaces (headers are padded with
/// them): the value, or why not.
pub(super) fn parse(text: &[u8]) -> Result<Value, String> {
    let text = std::str::from_utf8(text).map_err(|e| format!("not UTF-8: {e}"))?;
    let mut parser = Parser {
        bytes: text.as_bytes(),
        at: 0,
    };
    let value = parser.value(0)?;
    parser.skip_space();
    match parser.bytes.get(parser.at) {
        None => Ok(value),
        Some(_) => Err(format!("text after the value at byte {}", parser.at)),
    }
}

/// `entries`, if no key is in it twice. Sorted keys compared neighbour to neighbour: a header
/// may hold millions of keys (up to its 100 MB), where comparing each with every earlier one
/// would not end.
fn once_each(entries: Vec<(String, Value)>) -> Result<Vec<(String, Value)>, String> {
    let mut keys: Vec<&str> = entries.iter().map(|(k, _)| k.as_str()).collect();
    keys.sort_unstable();
    match keys.windows(2).find(|pair| pair[0] == pair[1]) {
        Some(pair) => Err(format!("the key {:?} twice", pair[0])),
        None => Ok(entries),
    }
}

struct Parser<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Parser<'_> {
    fn skip_space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.bytes.get(self.at) {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_space();
        self.bytes.get(self.at).copied()
    }

    fn expect(&mut self, byte: u8) -> Result<(), String> {
        match self.peek() {
            Some(b) if b == byte => {
                self.at += 1;
                Ok(())
            }
            _ => Err(format!("expected '{}' at byte {}", byte as char, self.at)),
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, String> {
        if depth > DEPTH {
            return Err(format!("nested deeper than {DEPTH} levels"));
        }
        match self.peek() {
            Some(b'{') => self.object(depth),
            Some(b'[') => self.array(depth),
            Some(b'"') => self.string().map(Value::String),
            Some(b'0'..=b'9') => self.integer(),
            _ => {
                for word in ["true", "false", "null"] {
                    if self.bytes[self.at..].starts_with(word.as_bytes()) {
                        self.at += word.len();
                        return Ok(Value::Other);
                    }
                }
                Err(format!("no JSON value cudyn reads at byte {}", self.at))
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, String> {
        self.expect(b'{')?;
        let mut entries: Vec<(String, Value)> = Vec::new();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Value::Object(entries));
        }
        loop {
            if self.peek() != Some(b'"') {
                return Err(format!("expected a key at byte {}", self.at));
            }
            let key = self.string()?;
            self.expect(b':')?;
            let value = self.value(depth + 1)?;
            entries.push((key, value));
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    return once_each(entries).map(Value::Object);
                }
                _ => return Err(format!("expected ',' or '}}' at byte {}", self.at)),
            }
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value, String> {
        self.expect(b'[')?;
        let mut items = Vec::new();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value(depth + 1)?);
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(Value::Array(items));
                }
                _ => return Err(format!("expected ',' or ']' at byte {}", self.at)),
            }
        }
    }

    fn integer(&mut self) -> Result<Value, String> {
        let start = self.at;
        let mut value: u64 = 0;
        while let Some(&digit @ b'0'..=b'9') = self.bytes.get(self.at) {
            value = value
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(digit - b'0')))
                .ok_or_else(|| format!("a number past 2^64 at byte {start}"))?;
            self.at += 1;
        }
        if self.at - start > 1 && self.bytes[start] == b'0' {
            return Err(format!("a number with a leading zero at byte {start}"));
        }
        if let Some(b'.' | b'e' | b'E') = self.bytes.get(self.at) {
            return Err(format!("a fraction or exponent at byte {start}"));
        }
        Ok(Value::Integer(value))
    }

    /// A string, the opening quote next: its text, escapes resolved.
    fn string(&mut self) -> Result<String, String> {
        self.expect(b'"')?;
        let mut out = String::new();
        loop {
            let start = self.at;
            // Plain text up to the next quote or backslash: copied whole (it is UTF-8 already,
            // and both stops are ASCII, so the cut is on a character boundary).
            while let Some(&b) = self.bytes.get(self.at) {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.at += 1;
            }
            out.push_str(
                std::str::from_utf8(&self.bytes[start..self.at]).map_err(|e| e.to_string())?,
            );
            match self.bytes.get(self.at) {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    out.push(self.escape()?);
                }
                Some(_) => {
                    return Err(format!(
                        "a control character in a string at byte {}",
                        self.at
                    ));
                }
                None => return Err("a string that never ends".into()),
            }
        }
    }

    fn escape(&mut self) -> Result<char, String> {
        let b = *self.bytes.get(self.at).ok_or("an escape that never ends")?;
        self.at += 1;
        Ok(match b {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => {
                let high = self.hex4()?;
                if (0xD800..0xDC00).contains(&high) {
                    // A surrogate pair: the low half must follow as another \u escape.
                    if self.bytes.get(self.at..self.at + 2) != Some(b"\\u") {
                        return Err("an unpaired surrogate".into());
                    }
                    self.at += 2;
                    let low = self.hex4()?;
                    if !(0xDC00..0xE000).contains(&low) {
                        return Err("an unpaired surrogate".into());
                    }
                    let code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00);
                    char::from_u32(code).ok_or("an invalid character")?
                } else {
                    char::from_u32(high).ok_or("an unpaired surrogate")?
                }
            }
            _ => return Err(format!("an unknown escape at byte {}", self.at - 1)),
        })
    }

    fn hex4(&mut self) -> Result<u32, String> {
        let digits = self
            .bytes
            .get(self.at..self.at + 4)
            .ok_or("a short \\u escape")?;
        let text = std::str::from_utf8(digits).map_err(|_| "a bad \\u escape")?;
        let code = u32::from_str_radix(text, 16).map_err(|_| "a bad \\u escape")?;
        if !digits.iter().all(u8::is_ascii_hexdigit) {
            return Err("a bad \\u escape".into());
        }
        self.at += 4;
        Ok(code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strict_json_in_and_everything_else_refused() {
        let value = parse(br#" {"a\u00e9\ud83d\ude00": [1, 20, {"b": "c\n"}], "t": true}  "#);
        let Ok(Value::Object(entries)) = value else {
            panic!("{value:?}")
        };
        assert_eq!(entries[0].0, "a\u{e9}\u{1F600}");
        for bad in [
            &b"{\"a\": 1, \"a\": 2}"[..],
            b"[1.5]",
            b"[-1]",
            b"[01]",
            b"[18446744073709551616]",
            b"\"\\ud800\"",
            b"\"\\ud800\\u0041\"",
            b"\"\\x\"",
            b"\"a\nb\"",
            b"{\"a\": 1} x",
            b"{\"a\" 1}",
            b"[1,]",
            b"\"open",
            b"\xff",
            b"[+1]",
        ] {
            assert!(parse(bad).is_err(), "{:?}", String::from_utf8_lossy(bad));
        }
        // Many keys, and a repeat among them found wherever it is (each key compared with every
        // earlier one took minutes at this size).
        let many: Vec<String> = (0..200_000).map(|i| format!("\"k{i}\":{i}")).collect();
        let text = format!("{{{}}}", many.join(","));
        assert!(matches!(parse(text.as_bytes()), Ok(Value::Object(e)) if e.len() == 200_000));
        let text = format!("{{{},\"k123\":0}}", many.join(","));
        assert_eq!(parse(text.as_bytes()), Err("the key \"k123\" twice".into()));
        let deep = "[".repeat(10_000);
        assert!(parse(deep.as_bytes()).is_err());
        assert_eq!(parse(b"18446744073709551615"), Ok(Value::Integer(u64::MAX)));
    }
}
