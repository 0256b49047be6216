# syntax=docker/dockerfile:1
# The site's image: a build stage with every dependency makes build/, and the runtime stage is the
# production install (`npm ci --omit=dev`) with that build, run as `npm start --silent` by a user
# without root. scripts/check-production-install.sh checks the runtime stage without Docker (CI
# runs it); docs/decisions/027-moving-to-postgresql-and-production-install.md says why it looks so.
#   docker build -t campo-industria-web .
#   docker run --init --stop-timeout 30 -p 3000:3000 -v campo-data:/data --env-file .env campo-industria-web
# --stop-timeout: a stop drains for DRAIN_SECONDS (10) and then lets requests finish (up to 10 s);
# Docker's default 10 s would kill it mid-drain.
# npm uses the Node the lockfile pins (the `node` package), whatever Node 24 this image brings.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# DATA_DIR holds the embedded database, uploads and the generated auth secret when no PostgreSQL,
# bucket or BETTER_AUTH_SECRET is configured: keep it on a volume.
ENV NODE_ENV=production \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    PORT=3000 \
    DATA_DIR=/data
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The sources stay beside the build: `npm start` checks the build against them, server.ts and the
# operator commands (`npm run db:migrate`, `admin:create`, …) run from them.
COPY . .
COPY --from=build /app/build ./build
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# --silent: npm prints nothing of its own, so every line on standard output is the server's JSON.
CMD ["npm", "start", "--silent"]
