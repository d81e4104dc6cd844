//! What a PNG must be for Discord to show it: a whole file, signature first, every chunk
//! inside the file with a correct CRC, `IHDR` first and `IEND` last.

pub(crate) const PNG_SIGNATURE: &[u8; 8] = b"\x89PNG\r\n\x1a\n";

/// The width and height of a PNG, after checking that it is one: the signature, an `IHDR`
/// chunk first (with a correct CRC), every chunk within the file, and `IEND` last. A file cut
/// short or padded is not a PNG.
pub fn png_dimensions(data: &[u8]) -> Result<(u32, u32), String> {
    if data.get(..8) != Some(&PNG_SIGNATURE[..]) {
        return Err("does not start with the PNG signature".into());
    }
    let be32 = |at: usize| -> Option<u32> {
        data.get(at..at + 4)
            .map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    };
    let mut at = 8;
    let mut first = true;
    let mut size = None;
    loop {
        let (Some(length), Some(kind)) = (be32(at), data.get(at + 4..at + 8)) else {
            return Err(format!("chunk header cut short at byte {at}"));
        };
        let length = length as usize;
        let end = at + 12 + length;
        let Some(chunk) = data.get(at + 4..at + 8 + length) else {
            return Err(format!(
                "chunk {:?} runs past the end of the file",
                lossy(kind)
            ));
        };
        let Some(crc) = be32(at + 8 + length) else {
            return Err(format!("chunk {:?} has no CRC", lossy(kind)));
        };
        if first {
            if kind != b"IHDR" || length != 13 {
                return Err("the first chunk is not a 13-byte IHDR".into());
            }
            if crc32(chunk) != crc {
                return Err("the IHDR chunk's CRC is wrong".into());
            }
            let (Some(width), Some(height)) = (be32(at + 8), be32(at + 12)) else {
                return Err("IHDR cut short".into());
            };
            size = Some((width, height));
            first = false;
        }
        if kind == b"IEND" {
            if end != data.len() {
                return Err(format!("{} bytes after IEND", data.len() - end));
            }
            return size.ok_or_else(|| "no IHDR".to_string());
        }
        at = end;
    }
}

fn lossy(kind: &[u8]) -> String {
    String::from_utf8_lossy(kind).into_owned()
}

/// CRC-32 (ISO 3309, as PNG uses it); bitwise, as only the small IHDR chunk is checked.
pub(crate) fn crc32(data: &[u8]) -> u32 {
    let mut crc = 0xffff_ffffu32;
    for byte in data {
        crc ^= u32::from(*byte);
        for _ in 0..8 {
            let mask = (crc & 1).wrapping_neg();
            crc = (crc >> 1) ^ (0xedb8_8320 & mask);
        }
    }
    !crc
}
