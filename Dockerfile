# Multi-stage build: compile in the Rust image, run on a slim Debian with a non-root user.
# Every file the build needs must be copied below: `tests/docker_context.rs` builds exactly
# what these COPY lines take (minus .dockerignore), so a missing crate or data file fails
# `cargo test`.
FROM rust:1-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY rules rules
COPY commands commands
# Workspace members of the tests only (the wire tests' fake Discord, the store tests'
# throwaway PostgreSQL): cargo must load their manifests even though the bot does not
# depend on them.
COPY fake-discord fake-discord
COPY pg-test pg-test
COPY src src
# Fonts (data/) and each game's data (rules/<game>/data/) are embedded in the binary at
# build time (include_bytes!): needed here, not in the runtime image.
COPY data data
# The binary's own words (the web pages', `tabula local`'s), embedded at build time too.
COPY locales locales
RUN cargo build --release --locked --bin tabula

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --create-home --home-dir /app --uid 10001 tabula
WORKDIR /app
COPY --from=build /src/target/release/tabula /usr/local/bin/tabula
# The embedded font's licence travels with the binary.
COPY --from=build /src/data/fonts/LICENSE-DejaVu.txt /usr/share/doc/tabula/LICENSE-DejaVu.txt
RUN mkdir -p /app/data && chown tabula:tabula /app/data
USER tabula
# The database (data/tabula.db) lives on a volume so it survives container upgrades.
VOLUME ["/app/data"]
# RUST_LOG is left unset: the default (info, serenity at warn) keeps the log readable.
ENV DATABASE_PATH=/app/data/tabula.db
# The web pages (README, Web pages): inside the container loopback would reach nobody; the port
# is published with -p (e.g. -p 127.0.0.1:8080:8080 for a reverse proxy on the host).
ENV WEB_ADDR=0.0.0.0:8080
EXPOSE 8080
# DISCORD_TOKEN comes from the environment: docker run -e DISCORD_TOKEN=... -v tabula-data:/app/data tabula
# `docker stop` sends SIGTERM and waits 10 s: the bot stops within its 8 s grace period.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/tabula"]
