# A container recipe for one site server (README, "Where it runs"). Not built by the tests.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY . .
# Build with the production content settings (SANITY_PROJECT_ID, SANITY_DATASET) passed as build
# args, so the prerendered pages come from the Content Lake the servers will read.
ARG SANITY_PROJECT_ID SANITY_DATASET
RUN npm install --no-audit --no-fund && NEXT_TELEMETRY_DISABLED=1 npx turbo run build --filter=web \
  && rm -rf web/.next/cache

FROM node:22-bookworm-slim
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 METRICS_PORT=9464 METRICS_HOST=0.0.0.0
WORKDIR /app/web
COPY --from=build /app /app
USER node
EXPOSE 3000 9464
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:3000/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# server.mjs, not `next start`: compression, inlined CSS, the trusted client address, metrics.
CMD ["node", "server.mjs"]
