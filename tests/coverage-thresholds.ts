// The coverage the whole suite reached (`npm run test:coverage`, README "Coverage"), per folder:
// vitest's coverage run fails when a figure falls below these. Raise them when coverage rises;
// lower one only with a reason in the commit.
export const COVERAGE_THRESHOLDS = {
  'src/**': { lines: 0, branches: 0, functions: 0, statements: 0 },
  'forms/**': { lines: 0, branches: 0, functions: 0, statements: 0 },
  'mocks/**': { lines: 0, branches: 0, functions: 0, statements: 0 },
};
