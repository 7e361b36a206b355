# One image serves the API, the console and the invoice addresses on one port.
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.20.0
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json tsconfig.base.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/db/package.json packages/db/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm --filter @tagih/web build

FROM node:20.20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist \
    NODE_OPTIONS="--max-semi-space-size=4 --max-old-space-size=160" \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=8388608
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
WORKDIR /app/apps/api
CMD ["node", "--import", "tsx", "src/server.ts"]
