# Promptory in one container (CONTRACT section 8; README "Self-hosting with a container").
#   docker build -t promptory .
#   docker run -d -p 3000:3000 -v promptory-data:/data -e SESSION_SECRET=... -e PAYMENT_PROVIDER=... -e APP_URL=https://... promptory
# With podman, add `--format docker` to the build, or the HEALTHCHECK below is dropped.

# Build: compile better-sqlite3, build the app, keep only the production dependencies.
FROM node:20-bookworm-slim AS build
# Where npm gets packages; empty (npm's defaults) unless a build passes them, e.g. a mirror and its CA.
ARG NPM_CONFIG_REGISTRY
ARG NPM_CONFIG_CAFILE
ARG NODE_EXTRA_CA_CERTS
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# After the prune: typescript stays as an optional peer of Remix's runtime packages, which never
# load it, and better-sqlite3 keeps its C sources and object files; the server needs neither.
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver \
    node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
    node_modules/better-sqlite3/build/Release/obj* node_modules/better-sqlite3/build/Release/.deps

# Run: the built app and its launcher as the unprivileged `node` user (uid 1000), data under /data.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_URL=/data/app.db \
    UPLOADS_DIR=/data/uploads
WORKDIR /app
# Read-only for the server: it writes only to /data.
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/server ./server
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/app ./app
RUN mkdir -p /data/uploads && chown -R node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 (no npm, no shell): SIGTERM from `docker stop` reaches the launcher, which
# stops its workers gracefully.
CMD ["node", "--import", "tsx", "scripts/start.ts"]
