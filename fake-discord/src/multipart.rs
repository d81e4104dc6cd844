//! Just enough `multipart/form-data` parsing for message bodies with attachments: serenity sends
//! the JSON as a `payload_json` part and each file as `files[n]`.

/// One part of a multipart body.
#[derive(Debug, PartialEq, Eq)]
pub struct Part {
    pub name: String,
    pub filename: Option<String>,
    pub data: Vec<u8>,
}

/// The boundary of a `multipart/form-data; boundary=...` content type.
pub fn boundary(content_type: &str) -> Option<&str> {
    let (kind, params) = content_type.split_once(';')?;
    if kind.trim() != "multipart/form-data" {
        return None;
    }
    params.split(';').find_map(|p| {
        let (k, v) = p.trim().split_once('=')?;
        (k == "boundary").then(|| v.trim_matches('"'))
    })
}

/// Where `needle` first occurs in `haystack` at or after `from`. Jumps between occurrences of
/// the needle's first byte: file parts are tens of kilobytes and tests build without
/// optimisation.
fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    let (&first, _) = needle.split_first()?;
    let mut at = from;
    while at + needle.len() <= haystack.len() {
        let skip = haystack[at..].iter().position(|&b| b == first)?;
        at += skip;
        if haystack.get(at..at + needle.len())? == needle {
            return Some(at);
        }
        at += 1;
    }
    None
}

/// The parts of `body`; malformed parts are skipped (the caller reports a missing payload).
pub fn parse(boundary: &str, body: &[u8]) -> Vec<Part> {
    let delimiter = format!("--{boundary}");
    let mut parts = Vec::new();
    let Some(mut at) = find(body, delimiter.as_bytes(), 0) else {
        return parts;
    };
    loop {
        let start = at + delimiter.len();
        if body.get(start..start + 2) == Some(b"--") {
            break;
        }
        let Some(next) = find(body, delimiter.as_bytes(), start) else {
            break;
        };
        // Each part: CRLF, headers, CRLF CRLF, data, CRLF before the next delimiter.
        let chunk = &body[start..next];
        let chunk = chunk.strip_prefix(b"\r\n").unwrap_or(chunk);
        let chunk = chunk.strip_suffix(b"\r\n").unwrap_or(chunk);
        if let Some(split) = find(chunk, b"\r\n\r\n", 0) {
            let headers = String::from_utf8_lossy(&chunk[..split]);
            let data = chunk[split + 4..].to_vec();
            let disposition = headers
                .lines()
                .find(|l| l.to_ascii_lowercase().starts_with("content-disposition"))
                .unwrap_or("");
            let param = |key: &str| {
                disposition.split(';').find_map(|p| {
                    let (k, v) = p.trim().split_once('=')?;
                    (k == key).then(|| v.trim_matches('"').to_string())
                })
            };
            if let Some(name) = param("name") {
                parts.push(Part {
                    name,
                    filename: param("filename"),
                    data,
                });
            }
        }
        at = next;
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_payload_json_and_files() {
        let body = b"--XyZ\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{\"content\":\"hi\"}\r\n--XyZ\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"board.png\"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--XyZ--\r\n";
        assert_eq!(boundary("multipart/form-data; boundary=XyZ"), Some("XyZ"));
        let parts = parse("XyZ", body);
        assert_eq!(parts.len(), 2);
        assert_eq!(parts[0].name, "payload_json");
        assert_eq!(parts[0].data, b"{\"content\":\"hi\"}");
        assert_eq!(parts[1].filename.as_deref(), Some("board.png"));
        assert_eq!(parts[1].data, b"\x89PNG");
    }
}
