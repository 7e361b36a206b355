// `npm run dev`: the API with reload on :3000 and Vite's dev server on :5173 (which proxies /api to it).
import { spawn } from 'node:child_process';
import { PNPM } from './run.mjs';

const children = [
  spawn('npx', [...PNPM, '--filter', '@tagih/api', 'dev'], { stdio: 'inherit' }),
  spawn('npx', [...PNPM, '--filter', '@tagih/web', 'dev'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
