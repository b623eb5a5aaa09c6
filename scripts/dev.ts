/**
 * `npm run dev`: the backend with reload on :3001 (mailed links point at Vite) and Vite with HMR on :5173,
 * which proxies /api and /ws to the backend. Env vars you set (DATABASE_URL, REDIS_URL, ...) pass through.
 */
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'node --watch-path=backend --watch-path=shared backend/src/main.ts',
      env: { PORT: process.env.PORT ?? '3001', APP_URL: process.env.APP_URL ?? 'http://localhost:5173' },
      prefixColor: 'blue',
    },
    { name: 'web', command: 'vite --config renderer/vite.config.ts', prefixColor: 'green' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
