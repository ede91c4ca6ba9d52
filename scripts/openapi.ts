/**
 * `npm run api:types`: writes this API's OpenAPI document, built by the same generator that
 * serves GET /api/openapi.json, to the file named as the first argument (default
 * .data/openapi.json), for openapi-typescript to turn into client types. Needs no server or
 * database.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { apiDescription } from '@/lib/http/api-description';

async function main() {
  const out = path.resolve(process.argv[2] ?? '.data/openapi.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(await apiDescription(), null, 2)}\n`);
  console.log(`API description written to ${path.relative(process.cwd(), out)}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
