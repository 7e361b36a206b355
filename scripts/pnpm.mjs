// Runs the pinned pnpm through npx, so a machine with only Node and npm needs nothing else.
import { spawnSync } from 'node:child_process';
const result = spawnSync('npx', ['-y', 'pnpm@10.20.0', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
