// Every installed package runs on the Node versions `engines` promises: `npm install` on the oldest
// of each range prints no EBADENGINE warning (README, "Quick start").
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

interface LockEntry {
  engines?: { node?: string } | string[];
}

const pkg = read('package.json') as { engines: { node: string } };
const lock = read('package-lock.json') as { packages: Record<string, LockEntry> };

/** The lowest version of each `||` branch of our own range: 20.19.0 and 22.13.0. */
const oldest = pkg.engines.node.split('||').map((branch) => semver.minVersion(branch.trim())?.version ?? branch);

describe('engines', () => {
  it('names the oldest Node of each supported line', () => {
    expect(oldest).toEqual(['20.19.0', '22.13.0']);
  });

  it.each(oldest)('every locked package accepts Node %s', (version) => {
    const refused = Object.entries(lock.packages).flatMap(([name, entry]) => {
      const wanted = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      return wanted && !semver.satisfies(version, wanted) ? [`${name} wants node ${wanted}`] : [];
    });
    expect(refused).toEqual([]);
  });
});
