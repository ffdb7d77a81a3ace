# Multi-stage image of the one Firing process (site, admin, API, sockets) on Node 24.
# PostgreSQL comes from DATABASE_URL (see docker-compose.yml); the embedded one is not used here.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The whole build (Astro's site, Next's admin, the compiled server in dist/app/) happens here,
# never from a local build: .dockerignore keeps dist/ and cms/.next out of the context.
FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

# The run stage takes the built folder whole: the server reads dist/ and cms/.next, Next reads
# cms/ and its config, sample mode reads cms/conditions/upstream/sample-server/recorded (server/runtime-paths.ts,
# checked by server/docker.test.ts).
FROM node:24-bookworm-slim AS run
WORKDIR /app
# MALLOC_ARENA_MAX=2: glibc keeps the arenas sharp's threads filled while seeding (bench/README.md).
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/.data MALLOC_ARENA_MAX=2
COPY --from=build /app /app
RUN mkdir -p /app/.data && chown -R node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Compiled JavaScript with plain node: no tsx at run time; node's flags are SERVER_NODE_ARGS
# (scripts/build-server.ts: a young generation sized for a server, not for the host's memory).
CMD ["node", "--max-semi-space-size=16", "dist/app/server.mjs"]
