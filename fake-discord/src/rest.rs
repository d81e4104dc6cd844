//! The HTTP shell around [`World::route`](crate::world::World::route): hyper on loopback,
//! bodies parsed as JSON or multipart, every request counted so tests can wait until the client
//! has finished talking.

use crate::model::Upload;
use crate::multipart;
use crate::Shared;
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Request, Response};
use hyper_util::rt::TokioIo;
use serde_json::Value;
use std::sync::Arc;
use tokio::net::TcpListener;

pub async fn serve(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        // Like Discord's edge: no Nagle delay on small responses.
        let _ = stream.set_nodelay(true);
        let shared = Arc::clone(&shared);
        tokio::spawn(async move {
            let service = service_fn(move |req| {
                let shared = Arc::clone(&shared);
                async move {
                    match handle(&shared, req).await {
                        Some(response) => Ok(response),
                        // An injected reset: hyper drops the connection unanswered.
                        None => Err(std::io::Error::new(
                            std::io::ErrorKind::ConnectionReset,
                            "injected reset",
                        )),
                    }
                }
            });
            let _ = http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}

async fn handle(shared: &Shared, req: Request<Incoming>) -> Option<Response<Full<Bytes>>> {
    shared.begin_request();
    let method = req.method().to_string();
    let path = req.uri().path().to_string();
    let header = |name: &str| {
        req.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
    };
    let content_type = header("content-type").unwrap_or_default();
    let authorized = header("authorization").is_some_and(|a| a.starts_with("Bot "));
    let body = match req.into_body().collect().await {
        Ok(b) => b.to_bytes(),
        Err(_) => Bytes::new(),
    };
    let (json, files, problem) = parse_body(&content_type, &body);
    if method == "POST" && path.contains("/interactions/") && path.ends_with("/callback") {
        let hold = {
            let mut world = shared.lock();
            world.held_responses += u64::from(world.hold_responses.is_some());
            world.hold_responses
        };
        if let Some(hold) = hold {
            shared.changed.notify_all();
            tokio::time::sleep(hold).await;
        }
    }
    let hang = {
        let mut world = shared.lock();
        let hang = world
            .hang_channel
            .filter(|(channel, _)| path.contains(&format!("/channels/{channel}/messages")))
            .map(|(_, hang)| hang);
        world.hung_requests += u64::from(hang.is_some());
        hang
    };
    if let Some(hang) = hang {
        shared.changed.notify_all();
        tokio::time::sleep(hang).await;
    }
    let denied = {
        let mut world = shared.lock();
        let denied = world
            .denied_channels
            .iter()
            .any(|channel| path.contains(&format!("/channels/{channel}/messages")));
        world.denied_requests += u64::from(denied);
        denied
    };
    if denied {
        shared.end_request();
        return Some(json_response(
            403,
            &serde_json::json!({"code": 50001, "message": "Missing Access"}),
        ));
    }
    let channel_request = path.contains("/channels/") && path.contains("/messages");
    let injected = channel_request
        .then(|| shared.lock().fault_before())
        .flatten()
        .or_else(|| {
            (!files.is_empty())
                .then(|| shared.lock().upload_fault())
                .flatten()
        });
    if let Some((status, value)) = injected {
        shared.end_request();
        return (status != 0).then(|| json_response(status, &value));
    }
    let (status, mut value) = {
        let mut world = shared.lock();
        if let Some(problem) = problem {
            world.violations.push(format!("{method} {path}: {problem}"));
        }
        // Interaction callbacks and webhooks are authorised by their token, everything else by
        // the client token.
        let by_token = path.contains("/interactions/") || path.contains("/webhooks/");
        if !authorized && !by_token {
            world
                .violations
                .push(format!("{method} {path}: no bot authorization header"));
        }
        world.route(&method, &path, &json, files)
    };
    if path.ends_with("/gateway") || path.ends_with("/gateway/bot") {
        value["url"] = Value::from(shared.gateway_url.clone());
    }
    let lost = channel_request && method == "POST" && shared.lock().lose_answer();
    shared.end_request();
    if lost {
        return Some(json_response(
            500,
            &serde_json::json!({"code": 0, "message": "500: lost"}),
        ));
    }
    Some(json_response(status, &value))
}

fn json_response(status: u16, value: &Value) -> Response<Full<Bytes>> {
    let mut response = Response::builder().status(status);
    let body = if value.is_null() {
        Bytes::new()
    } else {
        response = response.header("content-type", "application/json");
        Bytes::from(value.to_string())
    };
    response
        .body(Full::new(body))
        .unwrap_or_else(|_| Response::new(Full::new(Bytes::new())))
}

/// The JSON payload and uploaded files of a request body, or what is wrong with it.
fn parse_body(content_type: &str, body: &[u8]) -> (Value, Vec<Upload>, Option<String>) {
    if body.is_empty() {
        return (Value::Null, Vec::new(), None);
    }
    if let Some(boundary) = multipart::boundary(content_type) {
        let parts = multipart::parse(boundary, body);
        let mut json = Value::Null;
        let mut files = Vec::new();
        for part in parts {
            if part.name == "payload_json" {
                match serde_json::from_slice(&part.data) {
                    Ok(v) => json = v,
                    Err(e) => return (Value::Null, files, Some(format!("bad payload_json: {e}"))),
                }
            } else if let Some(filename) = part.filename {
                files.push(Upload {
                    field: part.name,
                    filename,
                    data: part.data,
                });
            }
        }
        let problem = json
            .is_null()
            .then(|| "multipart body without payload_json".to_string());
        return (json, files, problem);
    }
    match serde_json::from_slice(body) {
        Ok(v) => (v, Vec::new(), None),
        Err(e) => (
            Value::Null,
            Vec::new(),
            Some(format!("body is not JSON: {e}")),
        ),
    }
}
