// Writes src/operations.gen.ts from ../openapi.yaml; an optional argument overrides the output file.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderOperations } from './renderOperations';

const sdkRoot = fileURLToPath(new URL('..', import.meta.url));
const openapiPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
const outputPath = process.argv[2] ?? `${sdkRoot}src/operations.gen.ts`;

writeFileSync(outputPath, renderOperations(readFileSync(openapiPath, 'utf8')));
console.log(`operations → ${outputPath}`);
