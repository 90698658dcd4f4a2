import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that run longest, longest first: the 20 SIGKILL cycles (about three minutes on the
 * 2-core machine), the contract fuzzing, the authorization matrix and the demo household.
 */
const LONG_FILES = [
  'server/crash.test.ts',
  'server/test/fuzz/contract-fuzz.test.ts',
  'server/test/authz-matrix.test.ts',
  'server/demo/seed.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = LONG_FILES.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
  return index === -1 ? LONG_FILES.length : index;
};

/**
 * Vitest's order, with each project's long files moved to its front (decision 399). Vitest runs the
 * files it has timed before longest first, but a fresh clone has no timings: it then starts the
 * largest files first, and the crash file, small, started last on a worker of its own while the
 * other stood idle, about 100 s of a 425 s run.
 */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Vitest's sort keeps each project's files together; the long ones move within their project.
    const projects = new Map<string, TestSpecification[]>();
    for (const spec of sorted) {
      const group = projects.get(spec.project.name) ?? [];
      group.push(spec);
      projects.set(spec.project.name, group);
    }
    return [...projects.values()].flatMap((group) => group.sort((a, b) => rank(a) - rank(b)));
  }
}
