# Multi-stage build: compile in the Rust image, run on a slim Debian with a non-root user.
FROM rust:1-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY rules rules
COPY commands commands
COPY src src
COPY data data
RUN cargo build --release --locked --bin tabula

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --create-home --home-dir /app --uid 10001 tabula
WORKDIR /app
COPY --from=build /src/target/release/tabula /usr/local/bin/tabula
RUN mkdir -p /app/data && chown tabula:tabula /app/data
USER tabula
# The database (data/tabula.db) lives on a volume so it survives container upgrades.
VOLUME ["/app/data"]
ENV DATABASE_PATH=/app/data/tabula.db RUST_LOG=info
# DISCORD_TOKEN comes from the environment: docker run -e DISCORD_TOKEN=... -v tabula-data:/app/data tabula
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/tabula"]
