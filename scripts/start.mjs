/**
 * `npm start`: a build when a build input changed (build-if-changed.mjs), then the server in this
 * same process. Running the two as two `node` processes one after the other cost a second Node
 * start-up and module load on every restart (issue 33, decision 048).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfChanged } from './build-if-changed.mjs';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/dist/main.js');

try {
  await buildIfChanged();
} catch (error) {
  console.error(`build failed: ${error.message}`);
  process.exit(1);
}
// What `npm start` runs is the production server (the build's children ran with the caller's env).
process.env.NODE_ENV = 'production';
await import(pathToFileURL(MAIN).href);
