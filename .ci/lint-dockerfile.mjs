// Lints Dockerfiles with dockerfile-utils (the Docker language server's validator) and fails on any finding:
// its CLI reports problems but always exits 0. Usage: node .ci/lint-dockerfile.mjs [Dockerfile …]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const { validate } = createRequire(import.meta.url)('dockerfile-utils');
const files = process.argv.length > 2 ? process.argv.slice(2) : ['Dockerfile'];
let problems = 0;
for (const file of files) {
  for (const d of validate(readFileSync(file, 'utf8'))) {
    problems += 1;
    console.log(`${file}:${d.range.start.line + 1}:${d.range.start.character + 1} ${d.severity === 1 ? 'error' : 'warning'} ${d.message}`);
  }
}
console.log(`${files.join(', ')}: ${problems} problem${problems === 1 ? '' : 's'}`);
process.exit(problems === 0 ? 0 : 1);
