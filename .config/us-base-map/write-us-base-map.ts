import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildUsBaseMap, serialiseUsBaseMap } from './us-base-map-builder';

/** Writes the offline map's geography asset (npm run map:geography); a test checks it is current. */
const target = fileURLToPath(new URL('../../src/components/map/us-base-map.json', import.meta.url));
const text = serialiseUsBaseMap(buildUsBaseMap());
writeFileSync(target, text);
console.info(`${target}: ${text.length} bytes`);
