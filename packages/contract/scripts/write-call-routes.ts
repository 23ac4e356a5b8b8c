import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { callRoutesSource } from '../src/call-routes-source';

const file = fileURLToPath(new URL('../src/call-routes.generated.ts', import.meta.url));
writeFileSync(file, callRoutesSource());
execFileSync('npx', ['biome', 'format', '--write', file], { stdio: 'inherit' });
