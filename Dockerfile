# syntax=docker/dockerfile:1
# One image target per deployable: api, worker, migrate, gateway.
#   docker build --target api -t fast-track/api .
# docker-compose.yml builds every target from this file.

# Node 24 (LTS): the newest line package.json's engines names; CI runs the server tier on it (docs/operations.md).
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine

# ---- the workspace's manifests: what both installs below depend on, so each is cached on these files only ----
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
ENV npm_config_fund=false \
    npm_config_audit=false
COPY package.json package-lock.json ./
COPY services/shared/package.json services/shared/
COPY services/api/package.json services/api/
COPY services/worker/package.json services/worker/
COPY web/package.json web/

# ---- build dependencies: one `npm ci` for the whole workspace (vite, esbuild, tsx) ----
FROM manifests AS deps
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The build stages need dev dependencies (vite, esbuild, tsx for the gateway's config); the runtime gets none of these.
RUN npm ci

# ---- the SPA production build (web/dist) ----
FROM deps AS web-build
COPY tsconfig.json ./
# The SPA shares rules and names with the services (@fast-track/shared: Socket.IO wire names, tracks, vocabulary,
# e-mail, person-name and company-profile rules, zoned time): the whole shared source, not a hand-kept list of files.
COPY services/shared/src/ services/shared/src/
COPY web/ web/
RUN npm run build --workspace web

# ---- the services as JavaScript (services/dist): bundles, compiled migrations, the runtime's package.json ----
FROM deps AS services-build
COPY tsconfig.json ./
COPY services/ services/
COPY migrations/ migrations/
# build-services.mjs stamps its build with the SPA build's source hash function.
COPY web/build/sources-hash.mjs web/build/
# Fails when a bundle imports a package that is not a production dependency (services/build/runtime-imports.mjs).
RUN npm run build:services

# ---- production dependencies of the server workspaces only (not the SPA's, not a dev one) ----
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --workspace @fast-track/api --workspace @fast-track/worker --workspace @fast-track/shared \
  && npm cache clean --force

# ---- shared Node runtime for api, worker and migrate: plain node, no TypeScript loader, as the `node` user ----
# The code is root's and read-only to the process; it writes only DATA_DIR (embedded files) and /tmp.
FROM ${NODE_IMAGE} AS node-runtime
WORKDIR /app
# NODE_OPTIONS: a 4 MB young generation (V8's default is 16 MB): an API replica after the write bench held 165 MB RSS
# with the default and 129 MB with this (docs/performance.md, issue 28's ≤ 150 MB), for a few more, cheaper scavenges.
ENV NODE_ENV=production \
    NODE_OPTIONS=--max-semi-space-size=4 \
    PORT=8080 \
    DATA_DIR=/app/.data
COPY --from=runtime-deps /app/node_modules ./node_modules
# The bundles are ESM .js files; this package.json says so and names the operator commands (npm run admin:create, …).
COPY --from=services-build /app/services/dist/runtime-package.json ./package.json
COPY --from=services-build /app/services/dist services/dist
# Read at start: the university list (services/api/data); the mail texts come with the SPA build (web/dist/locales).
COPY services/api/data/universities.json services/api/data/
COPY --from=web-build /app/web/dist web/dist
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node

# ---- one-shot: apply migrations and create the upload bucket (S3_BUCKET set), then exit (compose: service_completed_successfully) ----
FROM node-runtime AS migrate
HEALTHCHECK NONE
CMD ["node", "services/dist/ops/prepare.js"]

# ---- background jobs (BullMQ); no port: healthy while it keeps touching its health file (Redis and Postgres answer) ----
FROM node-runtime AS worker
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "process.exit(Date.now() - require('node:fs').statSync('/tmp/fast-track-worker.alive').mtimeMs < 30000 ? 0 : 1)"]
# Tracing (OpenTelemetry) starts only when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise the register does nothing.
CMD ["node", "--import", "./services/dist/telemetry/register.js", "services/dist/worker/main.js"]

# ---- the gateway's nginx.conf, rendered for this deployment (docs/operations.md "Behind a load balancer") ----
# The upload body sizes come from the API's own limits (services/shared/src/uploads/upload-limits.ts); the two settings from build arguments.
FROM deps AS gateway-config
ARG GATEWAY_BEHIND_TLS=false
ARG GATEWAY_REAL_IP_FROM=
COPY nginx/ nginx/
COPY services/shared/src/uploads/upload-limits.ts services/shared/src/uploads/
RUN GATEWAY_BEHIND_TLS="$GATEWAY_BEHIND_TLS" GATEWAY_REAL_IP_FROM="$GATEWAY_REAL_IP_FROM" node nginx/render.mjs --out-dir /gateway

# ---- gateway: nginx with the SPA build, proxying /api, /healthz, /readyz and /socket.io to the api replicas ----
FROM ${NGINX_IMAGE} AS gateway
COPY --from=gateway-config /gateway/nginx.conf /gateway/security-headers.conf /gateway/proxy-params.conf /etc/nginx/
COPY --from=web-build /app/web/dist /usr/share/nginx/html
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:8080/gateway-health || exit 1
CMD ["nginx", "-g", "daemon off;"]

# ---- HTTP API + Socket.IO (also serves the SPA when run alone); last so a plain `docker build` gives the api ----
FROM node-runtime AS api
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "./services/dist/telemetry/register.js", "services/dist/api/main.js"]
