//! The shared cluster's databases: fresh, distinct, empty, reachable by URL, and the settings
//! tests rely on.

use std::thread;

use postgres::{Client, NoTls};

fn connect(url: &str) -> Client {
    Client::connect(url, NoTls).unwrap_or_else(|e| panic!("cannot connect to {url}: {e}"))
}

fn public_tables(client: &mut Client) -> i64 {
    client
        .query_one(
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'",
            &[],
        )
        .unwrap()
        .get(0)
}

#[test]
fn a_url_connects_as_the_superuser_to_its_database() {
    let server = pg_test::server();
    let url = server.fresh_database();
    let name = url.split(['/', '?']).nth(3).unwrap().to_owned();
    assert_eq!(url, server.url(&name));

    let mut client = connect(&url);
    let row = client
        .query_one(
            "SELECT current_user::text, current_database()::text, 6 * 7",
            &[],
        )
        .unwrap();
    assert_eq!(row.get::<_, String>(0), pg_test::SUPERUSER);
    assert_eq!(row.get::<_, String>(1), name);
    assert_eq!(row.get::<_, i32>(2), 42);
    let superuser: bool = client
        .query_one(
            "SELECT rolsuper FROM pg_roles WHERE rolname = current_user",
            &[],
        )
        .unwrap()
        .get(0);
    assert!(superuser);
}

#[test]
fn fresh_databases_are_distinct_and_empty() {
    let server = pg_test::server();
    let first = server.fresh_database();
    let second = server.fresh_database();
    assert_ne!(first, second);

    let mut a = connect(&first);
    assert_eq!(public_tables(&mut a), 0);
    a.batch_execute("CREATE TABLE games (id INT PRIMARY KEY); INSERT INTO games VALUES (1);")
        .unwrap();

    let mut b = connect(&second);
    assert_eq!(
        public_tables(&mut b),
        0,
        "a table made in {first} shows in {second}"
    );
    assert!(b.query("SELECT 1 FROM games", &[]).is_err());

    let third = server.fresh_database();
    assert_eq!(
        public_tables(&mut connect(&third)),
        0,
        "a later database is not empty"
    );
}

#[test]
fn threads_creating_databases_at_once_get_distinct_ones() {
    let server = pg_test::server();
    let mut urls: Vec<String> = thread::scope(|scope| {
        let handles: Vec<_> = (0..8)
            .map(|_| scope.spawn(|| server.fresh_database()))
            .collect();
        handles
            .into_iter()
            .map(|handle| handle.join().unwrap())
            .collect()
    });
    urls.sort();
    urls.dedup();
    assert_eq!(urls.len(), 8);
    for url in &urls {
        assert_eq!(public_tables(&mut connect(url)), 0);
    }
}

#[test]
fn settings_suit_tests() {
    let server = pg_test::server();
    let mut client = server.connect("postgres");
    let show = |client: &mut Client, name: &str| -> String {
        client
            .query_one(&format!("SHOW {name}"), &[])
            .unwrap()
            .get(0)
    };
    let max_connections: u32 = show(&mut client, "max_connections").parse().unwrap();
    assert!(
        max_connections >= 200,
        "max_connections = {max_connections}"
    );
    assert_eq!(
        show(&mut client, "listen_addresses"),
        "",
        "the server listens on TCP"
    );
    assert_eq!(show(&mut client, "fsync"), "on");
    assert_eq!(show(&mut client, "port"), server.port().to_string());
    assert!(server
        .socket_dir()
        .join(format!(".s.PGSQL.{}", server.port()))
        .exists());
}

#[test]
fn many_connections_at_once_are_accepted() {
    let server = pg_test::server();
    let url = server.fresh_database();
    let mut clients: Vec<Client> = (0..60).map(|_| connect(&url)).collect();
    for client in &mut clients {
        assert_eq!(
            client.query_one("SELECT 1", &[]).unwrap().get::<_, i32>(0),
            1
        );
    }
}
