# One image serves the API, the console and the invoice addresses on one port.
# Build stage: the whole workspace with its dev tools compiles the server (build:server) and the console, then
# `pnpm deploy --prod` copies the compiled server with its production dependencies only into /prod/api.
# Run stage: Node 24 LTS, that folder and the built console, as the unprivileged `node` user; no TypeScript,
# no tsx, no dev dependency.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
RUN npm install -g pnpm@10.20.0
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json tsconfig.base.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/db/package.json packages/db/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm run build:server \
 && pnpm --filter @tagih/web build \
 && pnpm --filter @tagih/api deploy --prod --legacy /prod/api

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    WEB_DIST=/app/web \
    NODE_OPTIONS="--max-semi-space-size=4 --max-old-space-size=160" \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=8388608
WORKDIR /app
# Owned by root and read-only to the server: only /data is its to write.
COPY --from=build /prod/api /app
COPY --from=build /src/apps/web/dist /app/web
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Prints the answer when it is not ready: the reason a refused start waits with (--wait-on-refusal,
# apps/api/src/start-refusal.ts), or what /readyz misses; `docker inspect` shows it in the health log.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(async r=>{if(!r.ok)console.log(r.status+' '+await r.text());process.exit(r.ok?0:1)},e=>{console.log(String(e));process.exit(1)})"]
# Administrators: `docker compose run --rm app node dist/bin/admin.js …` (README "Administrators").
CMD ["node", "dist/bin/server.js", "--wait-on-refusal"]
