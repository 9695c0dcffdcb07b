// The sandbox suite's world: the databases every test file's sandbox starts from
// (tests/support/sandbox-templates.ts). On PostgreSQL (SANDBOX_TEST_DATABASE_URL) each file makes
// a fresh database instead, so there is nothing to build.
import type { TestProject } from 'vitest/node';
import { buildSandboxTemplates } from '../../support/sandbox-templates';

export default async function setup(project: TestProject) {
  if (process.env.SANDBOX_TEST_DATABASE_URL) {
    project.provide('sandboxTemplates', undefined);
    return;
  }
  const { templates, remove } = await buildSandboxTemplates();
  project.provide('sandboxTemplates', templates);
  return remove;
}
