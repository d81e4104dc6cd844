//! A cluster never outlives its owner: not a test process that exits or is killed, nor a
//! dropped private server. A private server also stops and starts again with its data.

mod support;

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};

use pg_test::{Server, Shutdown};
use support::{is_alive, postmaster_pid, processes_working_in, wait_until};

/// Tells [`child_process_with_a_cluster`] how its process should end.
const CHILD_MODE: &str = "PG_TEST_CHILD_MODE";

/// Not a test of its own: the body of the child processes that
/// [`a_cluster_ends_with_its_process`] starts and ends. It starts the shared cluster, reports
/// where it is, then returns (the process exits) or waits to be killed.
#[test]
#[ignore = "run as a child process by a_cluster_ends_with_its_process"]
fn child_process_with_a_cluster() {
    let Ok(mode) = std::env::var(CHILD_MODE) else {
        return;
    };
    let server = pg_test::server();
    println!(
        "CLUSTER {} {}",
        postmaster_pid(&server.data_dir()),
        server.socket_dir().display()
    );
    if mode == "wait" {
        // Standard input stays open until the parent kills this process.
        let mut line = String::new();
        let _ = std::io::stdin().read_line(&mut line);
    }
}

/// The cluster a child process reported: its postmaster and its folder.
struct Reported {
    postmaster: u32,
    dir: PathBuf,
}

fn start_child(mode: &str) -> (std::process::Child, Reported) {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "child_process_with_a_cluster",
            "--exact",
            "--ignored",
            "--nocapture",
        ])
        .env(CHILD_MODE, mode)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    while let Some(line) = lines.next() {
        let line = line.unwrap();
        if let Some(rest) = line.strip_prefix("CLUSTER ") {
            let (pid, dir) = rest.split_once(' ').unwrap();
            let reported = Reported {
                postmaster: pid.parse().unwrap(),
                dir: dir.into(),
            };
            // Read the rest, so that the child's last lines do not meet a closed pipe.
            std::thread::spawn(move || lines.for_each(drop));
            return (child, reported);
        }
    }
    panic!(
        "the child process ended without reporting its cluster: {:?}",
        child.wait()
    );
}

fn assert_gone(cluster: &Reported) {
    wait_until("the postmaster has ended", || !is_alive(cluster.postmaster));
    wait_until("no process works in the cluster's folder", || {
        processes_working_in(&cluster.dir).is_empty()
    });
    wait_until("the cluster's folder is removed", || !cluster.dir.exists());
}

#[test]
fn a_cluster_ends_with_its_process() {
    // A process that exits normally: statics are never dropped.
    let (mut child, cluster) = start_child("exit");
    assert!(is_alive(cluster.postmaster));
    assert!(child.wait().unwrap().success());
    assert_gone(&cluster);

    // A process killed outright (SIGKILL): no code of it runs at the end.
    let (mut child, cluster) = start_child("wait");
    assert!(is_alive(cluster.postmaster));
    child.kill().unwrap();
    child.wait().unwrap();
    assert_gone(&cluster);
}

#[test]
fn dropping_a_private_server_removes_it_at_once() {
    let server = Server::launch();
    let cluster = Reported {
        postmaster: postmaster_pid(&server.data_dir()),
        dir: server.socket_dir().to_owned(),
    };
    assert!(is_alive(cluster.postmaster));
    drop(server);
    assert!(!cluster.dir.exists(), "the folder outlived the drop");
    assert!(
        !is_alive(cluster.postmaster),
        "the postmaster outlived the drop"
    );
    assert_gone(&cluster);
}

#[test]
fn a_private_server_restarts_with_what_was_committed() {
    let server = Server::launch();
    let url = server.fresh_database();
    let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    client
        .batch_execute("CREATE TABLE kept (x INT); INSERT INTO kept VALUES (7);")
        .unwrap();
    drop(client);

    for mode in [Shutdown::Immediate, Shutdown::Fast] {
        server.stop(mode);
        assert!(
            postgres::Client::connect(&url, postgres::NoTls).is_err(),
            "{mode:?}"
        );
        server.start();
        let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
        let x: i32 = client.query_one("SELECT x FROM kept", &[]).unwrap().get(0);
        assert_eq!(x, 7, "after a stop in mode {mode:?}");
    }
}
