# syntax=docker/dockerfile:1
# The BFF (and, with another command, the reference platform or the demo) as one image: README
# "Deploy".
# Two stages: `build` installs everything and builds; `runtime` holds the build, production
# dependencies only, and runs as the unprivileged `node` user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 (the reference platform) compiles from source when no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build \
  && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/build ./build
COPY --from=build --chown=root:root /app/public ./public
COPY --from=build --chown=root:root /app/server ./server
COPY --from=build --chown=root:root /app/app ./app
# The image holds a finished build and no build tools: `npm run build` compiled the web server
# and the launcher to build/web-server/ (docs/decisions/049), which run with node alone. The
# default command is the web server alone, one node process, which refuses to start without
# UPSTREAM_URL (decision 063): a production container never runs the demo by mistake. The demo
# (the launcher with the reference platform, test payments) is `npm start`, asked for by name.
# The reference platform stays TypeScript, run through tsx's loader (`node --import tsx`).
RUN npm pkg set scripts.start="exec node build/web-server/start.js" \
  && mkdir -p /data \
  && chown node:node /data
USER node
EXPOSE 3000
# Liveness only (no upstream call); orchestrators that route traffic use /readyz.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "build/web-server/main.js"]
