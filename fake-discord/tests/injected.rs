//! The fake's checks end to end over real HTTP: a payload that breaks a Discord rule, sent the
//! way a client would send it, fails the run.

use fake_discord::FakeDiscord;
use serde_json::json;
use std::io::{Read, Write};
use std::net::TcpStream;

/// One HTTP/1.1 request on a fresh connection; returns the status code.
fn request(base: &str, method: &str, path: &str, body: &str) -> u16 {
    let addr = base.trim_start_matches("http://");
    let mut stream = TcpStream::connect(addr).expect("connect to the fake");
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bot fake\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .expect("send");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("read");
    answer
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
}

#[test]
fn an_injected_violation_fails_the_run() {
    let fake = FakeDiscord::start().expect("fake starts");
    let channel = fake.channel();
    let path = format!("/api/v10/channels/{channel}/messages");
    // Within the limits: clean.
    let fine = json!({"content": "board", "components": [{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "Join", "custom_id": "1:1:join"}]}]});
    assert_eq!(
        request(fake.api_base(), "POST", &path, &fine.to_string()),
        200
    );
    fake.report().assert_clean();
    // Six buttons in a row, and a repeated custom_id: Discord would refuse this message.
    let buttons: Vec<_> = (0..6)
        .map(|i| json!({"type": 2, "style": 1, "label": "x", "custom_id": format!("1:1:b{}", i % 5)}))
        .collect();
    let bad = json!({"content": "board", "components": [{"type": 1, "components": buttons}]});
    request(fake.api_base(), "POST", &path, &bad.to_string());
    let report = fake.report();
    assert!(
        report.violations.iter().any(|v| v.contains("6 buttons")),
        "{report:?}"
    );
    assert!(
        report
            .violations
            .iter()
            .any(|v| v.contains("repeats custom_id")),
        "{report:?}"
    );
    let failed = std::panic::catch_unwind(|| report.assert_clean());
    assert!(failed.is_err(), "assert_clean passed a violating run");
}

#[test]
fn an_unknown_route_fails_the_run() {
    let fake = FakeDiscord::start().expect("fake starts");
    assert_eq!(
        request(fake.api_base(), "POST", "/api/v10/guilds/1/roles", "{}"),
        404
    );
    let report = fake.report();
    assert_eq!(
        report.unknown_routes,
        vec!["POST /guilds/1/roles".to_string()]
    );
    assert!(std::panic::catch_unwind(|| report.assert_clean()).is_err());
}

/// A `multipart/form-data` request as serenity sends a message with files: `payload_json`, then
/// each file as `files[n]`.
fn request_multipart(base: &str, path: &str, payload: &str, files: &[(&str, &[u8])]) -> u16 {
    let addr = base.trim_start_matches("http://");
    let boundary = "b0undary-tabula";
    let mut body = Vec::new();
    write!(
        body,
        "--{boundary}\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{payload}\r\n"
    )
    .expect("write");
    for (n, (name, data)) in files.iter().enumerate() {
        write!(
            body,
            "--{boundary}\r\nContent-Disposition: form-data; name=\"files[{n}]\"; \
             filename=\"{name}\"\r\nContent-Type: image/png\r\n\r\n"
        )
        .expect("write");
        body.extend_from_slice(data);
        body.extend_from_slice(b"\r\n");
    }
    write!(body, "--{boundary}--\r\n").expect("write");
    let mut stream = TcpStream::connect(addr).expect("connect to the fake");
    write!(
        stream,
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bot fake\r\n\
         Content-Type: multipart/form-data; boundary={boundary}\r\nContent-Length: {}\r\n\
         Connection: close\r\n\r\n",
        body.len()
    )
    .expect("send");
    stream.write_all(&body).expect("send body");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("read");
    answer
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
}

#[test]
fn an_uploaded_file_that_is_no_png_and_a_missing_picture_fail_the_run() {
    let fake = FakeDiscord::start().expect("fake starts");
    let channel = fake.channel();
    let path = format!("/api/v10/channels/{channel}/messages");
    let payload = json!({
        "embeds": [{"description": "The board", "image": {"url": "attachment://board.png"}}],
        "attachments": [{"id": 0, "filename": "board.png", "description": "The board"}],
    });
    assert_eq!(
        request_multipart(
            fake.api_base(),
            &path,
            &payload.to_string(),
            &[("board.png", b"<svg xmlns='http://www.w3.org/2000/svg'/>")]
        ),
        200
    );
    // Users see the file, with its alt text, but it is not a picture.
    let users = fake.add_user("Ann");
    let seen = fake.visible(users, channel);
    let file = seen[0]
        .attachment("board.png")
        .expect("the file is on the message");
    assert_eq!(file.description.as_deref(), Some("The board"));
    assert_eq!(file.dimensions, None);
    assert_eq!(
        seen[0].embed_images(),
        vec!["attachment://board.png".to_string()]
    );
    // An embed showing a file that was never uploaded.
    let missing =
        json!({"embeds": [{"description": "x", "image": {"url": "attachment://view.png"}}]});
    request(fake.api_base(), "POST", &path, &missing.to_string());
    let report = fake.report();
    let all = report.violations.join("\n");
    assert!(all.contains("is not a PNG"), "{all}");
    assert!(all.contains("no such attachment"), "{all}");
    assert!(std::panic::catch_unwind(|| report.assert_clean()).is_err());
}
